/**
 * Thalia's own ways of asking, on the core kit (`asks`): rolls labelled with the fighter's or side's name, a d20 with
 * Fordel or Ulempe (THA-GAP-22), one die per side (THA-INI-2), and choices that log the Judge's decision.
 */
import { askKit, parsedDice } from '../../core/ask-kit.ts'
import type { DiceExpr } from '../../dice/notation.ts'
import type { DiceRoller } from '../../dice/rng.ts'
import type { DiceTarget, Option, ParamValue, RuleId } from '../../core/types.ts'
import type { Fight } from './state.ts'

/** How Thalia asks and logs: `thalia.*` message keys and event types, simulation's fast path. */
export const asks = askKit('thalia')

export interface RollAsk {
  readonly key: string
  readonly rule: RuleId
  /** The fighter who rolls (his id names the request's actor, his name labels the dice). */
  readonly actor?: string
  /** What the roll is for, worded by `thalia.roll.<rollKey>` (a question's text is `thalia.prompt.<promptKey>`). */
  readonly rollKey: string
  readonly params?: Record<string, ParamValue>
  /** The dice's label where no fighter rolls them: a Kampside's or a group's name. */
  readonly label?: string
  /** What the die must show, where the test's target and modifier are known before the roll. */
  readonly target?: DiceTarget
}

/** The dice's label the GM reads beside the fields: a name, never an internal id. */
function labelOf(fight: Fight, ask: RollAsk): string {
  if (ask.label !== undefined) return ask.label
  return ask.actor !== undefined ? (fight.byId.get(ask.actor)?.name ?? ask.actor) : ''
}

/** One roll of a notation; returns the faces and the total with its flat modifier. */
export function rollOne(fight: Fight, ask: RollAsk, notation: string): { faces: readonly number[]; total: number } {
  const { expr, part, parts } = parsedDice(notation)
  const recording = fight.recording
  const faces = asks.roll(fight.io, {
    key: ask.key,
    round: fight.round,
    actor: ask.actor,
    // The kit words a roll by `thalia.roll.<rollKey>`, the same text in the request and in the log's dice line.
    prompt: ask.rollKey,
    params: ask.params,
    rule: ask.rule,
    notation,
    parts: recording ? [{ ...part, label: labelOf(fight, ask) }] : parts,
    ...(ask.target ? { target: ask.target } : {})
  })
  let total = expr.modifier
  for (const f of faces) total += f
  return { faces, total }
}

/**
 * One face from simulation's generator (`fight.sim`). Every face simulation draws is drawn here, in one place: each
 * roller has a `face` of its own, and the JIT's code that calls one roller's must not bet on it (`settleShapes`).
 */
export function face(sim: DiceRoller, sides: number): number {
  return sim.face(sides)
}

/** Simulation's total of a dice expression: the faces `rollOne` would draw (`facesFor`), in the same order, plus the modifier. */
export function sumOf(expr: DiceExpr, sim: DiceRoller): number {
  const groups = expr.groups
  // Most damage is one die (1t6, 1t8+1).
  if (groups.length === 1 && groups[0]!.count === 1) return expr.modifier + face(sim, groups[0]!.sides)
  let sum = expr.modifier
  for (let g = 0; g < groups.length; g++) for (let i = 0; i < groups[g]!.count; i++) sum += face(sim, groups[g]!.sides)
  return sum
}

/** Simulation's roll of a notation: its total from the very faces `rollOne` would draw, in the same order, with no ask. */
export function simRoll(sim: DiceRoller, notation: string): number {
  return sumOf(parsedDice(notation).expr, sim)
}

/**
 * THA-GAP-22: a d20 Test or resistance roll with Fordel or Ulempe rolls the d20 twice and keeps one. Each die is its
 * own roll under the same key, so the log shows both faces rather than their sum; without an edge, one d20.
 */
export function rollD20s(fight: Fight, ask: RollAsk, edge: number): readonly number[] {
  const sim = fight.sim
  if (sim) return edge === 0 ? [face(sim, 20)] : [face(sim, 20), face(sim, 20)]
  if (edge === 0) return rollOne(fight, ask, '1t20').faces
  const rec = fight.recording
  const edgeKey = asks.key('edge', edge > 0 ? 'advantage' : 'disadvantage')
  const die = (n: number) =>
    rollOne(fight, rec ? { ...ask, rollKey: 'edgeDie', params: { ...ask.params, rollKey: asks.key('roll', ask.rollKey), edgeKey, die: n } } : ask, '1t20')
      .faces[0]!
  const first = die(1)
  return [first, die(2)]
}

/**
 * THA-INI-2, THA-SURPRISE-5, THA-GROUP-4: one die for each Kampside or group ("kast 1t6 for hver Kampside"), each its
 * own roll labelled with the side's name, so the log shows each side's die and no sum; returns one face per entry.
 */
export function rollEach(
  fight: Fight,
  ask: RollAsk,
  entries: readonly { readonly label: string; readonly params: Record<string, ParamValue> }[],
  notation: string
): number[] {
  const rolls: number[] = []
  const sim = fight.sim
  if (sim) {
    for (let i = 0; i < entries.length; i++) rolls.push(simRoll(sim, notation))
    return rolls
  }
  for (const entry of entries)
    rolls.push(rollOne(fight, fight.recording ? { ...ask, label: entry.label, params: { ...ask.params, ...entry.params } } : ask, notation).total)
  return rolls
}

export interface ChoiceAsk {
  readonly key: string
  readonly rule: RuleId
  readonly actor?: string
  /** The question's text, `thalia.prompt.<promptKey>`. */
  readonly promptKey: string
  readonly params?: Record<string, ParamValue>
  /** The Judge decides (not a player): the log names the question and the answer (`decision`). */
  readonly judge?: boolean
}

/**
 * A choice with its legal options built only when someone reads them (simulation takes the default).
 * `count` is the number of options; with one option there is nothing to decide and nothing is asked.
 * A Judge's decision is logged as question and answer; a player's shows in what his SK then does.
 */
export function chooseOne(fight: Fight, ask: ChoiceAsk, options: readonly Option[] | (() => readonly Option[]), defaultId: string, count?: number): string {
  // Simulation takes every default; with one option there is nothing to decide either.
  if (fight.sim !== null) return defaultId
  const n = count ?? (typeof options === 'function' ? 2 : options.length)
  if (n === 1) return defaultId
  const answer = asks.chooseOne(fight.io, {
    key: ask.key,
    round: fight.round,
    actor: ask.actor,
    prompt: ask.promptKey,
    params: ask.params,
    rule: ask.rule,
    options,
    default: defaultId
  })
  if (ask.judge && fight.recording) {
    const chosen = (typeof options === 'function' ? options() : options).find((o) => o.id === answer)
    if (chosen)
      asks.emit(fight.io, fight.round, 'decision', ask.rule, {
        ...ask.params,
        ...chosen.label.params,
        questionKey: asks.key('prompt', ask.promptKey),
        answerKey: chosen.label.key
      })
  }
  return answer
}
