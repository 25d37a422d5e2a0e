import { dieSides, parseDice, type DiceExpr } from '../../dice/notation.ts'
import type { DicePart, Message, Option, ParamValue, RuleId } from '../../core/types.ts'
import type { Fight } from './state.ts'

/** Parsed notations are reused: the same few dice are asked for many times in simulation. */
const parsed = new Map<string, { expr: DiceExpr; sides: number[]; part: DicePart; parts: readonly DicePart[] }>()

export function dice(notation: string): { expr: DiceExpr; sides: number[]; part: DicePart; parts: readonly DicePart[] } {
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

/** Simulation reads no text: one shared message stands in for every prompt there. */
const SILENT: Message = { key: 'tha.prompt.silent' }

export function prompt(fight: Fight, key: string, params?: Record<string, ParamValue>): Message {
  if (!fight.io.recording) return SILENT
  return params ? { key: `tha.prompt.${key}`, params } : { key: `tha.prompt.${key}` }
}

export function option(id: string, labelKey: string, params?: Record<string, ParamValue>): Option {
  return { id, label: params ? { key: `tha.option.${labelKey}`, params } : { key: `tha.option.${labelKey}` } }
}

export interface RollAsk {
  readonly key: string
  readonly rule: RuleId
  readonly actor?: string
  readonly promptKey: string
  readonly params?: Record<string, ParamValue>
}

/** One roll of a notation; returns the faces and the total with its flat modifier. */
export function rollOne(fight: Fight, ask: RollAsk, notation: string, label = ask.actor ?? 'judge'): { faces: readonly number[]; total: number } {
  const { expr, part, parts } = dice(notation)
  const faces = fight.io.roll({
    key: ask.key,
    round: fight.round,
    actor: ask.actor,
    prompt: prompt(fight, ask.promptKey, ask.params),
    rule: ask.rule,
    notation,
    parts: fight.io.recording ? [{ ...part, label }] : parts
  })
  let total = expr.modifier
  for (const f of faces) total += f
  return { faces, total }
}

/** One die per labelled part (e.g. 1t6 per side); returns one face per label, in order. */
export function rollEach(fight: Fight, ask: RollAsk, labels: readonly string[], notation: string): readonly number[] {
  const { sides } = dice(notation)
  const recording = fight.io.recording
  return fight.io.roll({
    key: ask.key,
    round: fight.round,
    actor: ask.actor,
    prompt: prompt(fight, ask.promptKey, ask.params),
    rule: ask.rule,
    notation: recording ? labels.map(() => notation).join('+') : notation,
    parts: recording ? labels.map((label) => ({ label, notation, sides, modifier: 0 })) : unlabelledParts(notation, labels.length)
  })
}

/** Simulation reads only the sides of each part, so the parts of "n dice of a notation" are shared. */
const unlabelled = new Map<string, readonly DicePart[]>()
function unlabelledParts(notation: string, count: number): readonly DicePart[] {
  const key = `${count}×${notation}`
  let parts = unlabelled.get(key)
  if (!parts) {
    const { part } = dice(notation)
    parts = Array.from({ length: count }, () => part)
    unlabelled.set(key, parts)
  }
  return parts
}

export interface ChoiceAsk {
  readonly key: string
  readonly rule: RuleId
  readonly actor?: string
  readonly promptKey: string
  readonly params?: Record<string, ParamValue>
}

/**
 * A choice with its legal options built only when someone reads them (simulation takes the default).
 * `count` is the number of options; with one option there is nothing to decide and nothing is asked.
 */
export function chooseOne(fight: Fight, ask: ChoiceAsk, options: readonly Option[] | (() => readonly Option[]), defaultId: string, count?: number): string {
  const n = count ?? (typeof options === 'function' ? 2 : options.length)
  if (n === 1) return defaultId
  return fight.io.chooseOne({
    key: ask.key,
    round: fight.round,
    actor: ask.actor,
    prompt: prompt(fight, ask.promptKey, ask.params),
    rule: ask.rule,
    options,
    default: defaultId
  })
}

export function emit(fight: Fight, type: string, rule: RuleId, params: Record<string, ParamValue>): void {
  fight.io.emit({ type, rule, round: fight.round, params })
}
