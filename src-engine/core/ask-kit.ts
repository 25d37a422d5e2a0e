import { dieSides, parseDice, type DiceExpr } from '../dice/notation.ts'
import { facesFor } from './asks.ts'
import type { ChooseManyAsk, ChooseOneAsk, DiceAsk, DicePart, FightIO, Message, Option, ParamValue, RuleId, SystemId } from './types.ts'

type Params = Readonly<Record<string, ParamValue>>

/**
 * A question as a rule system asks it through the kit: its prompt by name (`<system>.prompt.<name>`, a roll's
 * `<system>.roll.<name>`) with that prompt's parameters, or a message the system made once ahead (a fighter's own prompts).
 */
type Named<Ask> = Omit<Ask, 'prompt'> & { readonly prompt: string | Message; readonly params?: Params }
export type KitDiceAsk = Named<DiceAsk>
export type KitChooseOneAsk = Named<ChooseOneAsk>
export type KitChooseManyAsk = Named<ChooseManyAsk>

const NO_PARAMS: Params = Object.freeze({})

/** A request being written: the optional fields a question leaves out stay out (a renderer and tests ask `'target' in`). */
type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/**
 * The one way a rule system asks and tells (issue 17, point 4): every text it makes is a message key
 * `<system>.<topic>.<name>` and every event type `<system>.<name>` (docs/architecture.md, "Names"), and simulation's
 * fast path lives here. While `io.simulation` is set nobody reads a request: a choice returns its default and a roll
 * draws from the generator the very faces the request would have drawn (`facesFor`), building no request, prompt or
 * option; while nothing records (`io.recording` false), no event is built. One kit per system, made once
 * (`askKit('odm')`); its methods take the run's io, so the JIT sees the few io classes at every call, not each
 * system's own state.
 */
export class AskKit {
  /** Simulation reads no text: one shared prompt stands in for every question there. */
  private readonly silent: Message

  constructor(readonly system: SystemId) {
    this.silent = { key: `${system}.prompt.silent` }
  }

  /** `<system>.<topic>.<name>`: the key of a text the system's catalogue words (`text/messages/<system>.ts`). */
  key(topic: string, name: string): string {
    return `${this.system}.${topic}.${name}`
  }

  /** A question's text, `<system>.prompt.<name>`; the shared silent prompt when nothing records. */
  prompt(io: FightIO, name: string, params?: Params): Message {
    return this.message(io, 'prompt', name, params)
  }

  /** An answer offered to a question, labelled `<system>.option.<name>`. */
  option(id: string, name: string, params?: Params): Option {
    const key = `${this.system}.option.${name}`
    return { id, label: params === undefined ? { key } : { key, params } }
  }

  /**
   * A log line: the event `<system>.<type>`, kept only when someone records. Callers on simulation's path test
   * `io.recording` first when building `params` costs something.
   */
  emit(io: FightIO, round: number, type: string, rule: RuleId, params: Params = NO_PARAMS): void {
    if (io.recording) io.emit({ type: `${this.system}.${type}`, rule, round, params })
  }

  /** One option of several; simulation takes the default without building the question or its options. */
  chooseOne(io: FightIO, ask: KitChooseOneAsk): string {
    if (io.simulation !== undefined) return ask.default
    const { key, round, rule, options } = ask
    const request: Mutable<ChooseOneAsk> = { key, round, prompt: this.promptOf(io, 'prompt', ask), rule, options, default: ask.default }
    if (ask.actor !== undefined) request.actor = ask.actor
    return io.chooseOne(request)
  }

  /** Several options (a marching order, who stays out); simulation takes the default without building the question. */
  chooseMany(io: FightIO, ask: KitChooseManyAsk): readonly string[] {
    if (io.simulation !== undefined) return ask.default
    const { key, round, rule, options, min, max, ordered } = ask
    const request: Mutable<ChooseManyAsk> = { key, round, prompt: this.promptOf(io, 'prompt', ask), rule, options, min, max, ordered, default: ask.default }
    if (ask.actor !== undefined) request.actor = ask.actor
    return io.chooseMany(request)
  }

  /** The faces of a roll; simulation draws them from the generator, in the order the request would, without it. */
  roll(io: FightIO, ask: KitDiceAsk): readonly number[] {
    const sim = io.simulation
    // Called through the roller: its `face` may be a method.
    if (sim !== undefined) return facesFor(ask, (sides) => sim.face(sides))
    const { key, round, rule, parts } = ask
    const request: Mutable<DiceAsk> = { key, round, prompt: this.promptOf(io, 'roll', ask), rule, parts }
    if (ask.actor !== undefined) request.actor = ask.actor
    if (ask.notation !== undefined) request.notation = ask.notation
    if (ask.target !== undefined) request.target = ask.target
    return io.roll(request)
  }

  private message(io: FightIO, topic: 'prompt' | 'roll', name: string, params: Params | undefined): Message {
    if (!io.recording) return this.silent
    const key = `${this.system}.${topic}.${name}`
    return params === undefined ? { key } : { key, params }
  }

  /**
   * The ask's prompt as a message. Requests are written out field by field rather than copied without `params`: a
   * copy by rest and spread cost a replayed fight's asks several times as much (odds from a running fight).
   */
  private promptOf(io: FightIO, topic: 'prompt' | 'roll', ask: { readonly prompt: string | Message; readonly params?: Params }): Message {
    return typeof ask.prompt === 'string' ? this.message(io, topic, ask.prompt, ask.params) : ask.prompt
  }
}

/** The kit of one rule system; each system makes its own once, at module level. */
export function askKit(system: SystemId): AskKit {
  return new AskKit(system)
}

/** A notation parsed once, with the one dice part a request of it shows. */
export interface ParsedDice {
  readonly expr: DiceExpr
  readonly sides: readonly number[]
  readonly part: DicePart
  readonly parts: readonly DicePart[]
}

/** Parsed notations are reused: the same few dice are asked for many times in simulation. */
const parsed = new Map<string, ParsedDice>()

export function parsedDice(notation: string): ParsedDice {
  let hit = parsed.get(notation)
  if (!hit) {
    const expr = parseDice(notation)
    const sides = dieSides(expr)
    const part: DicePart = { label: '', notation, sides, modifier: expr.modifier }
    hit = { expr, sides, part, parts: [part] }
    parsed.set(notation, hit)
  }
  return hit
}
