import { dieSides, parseDice, type DiceExpr } from '../../dice/notation.ts'
import type { DicePart, Message, Option, ParamValue, RuleId } from '../../core/types.ts'
import type { Fight } from './state.ts'

/** Parsed notations are reused: the same few dice are asked for many times in simulation. */
const parsed = new Map<string, { expr: DiceExpr; sides: number[] }>()

export function dice(notation: string): { expr: DiceExpr; sides: number[] } {
  let hit = parsed.get(notation)
  if (!hit) {
    const expr = parseDice(notation)
    hit = { expr, sides: dieSides(expr) }
    parsed.set(notation, hit)
  }
  return hit
}

export function prompt(key: string, params?: Record<string, ParamValue>): Message {
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
  const { expr, sides } = dice(notation)
  const part: DicePart = { label, notation, sides, modifier: expr.modifier }
  const faces = fight.io.roll({
    key: ask.key,
    round: fight.round,
    ...(ask.actor ? { actor: ask.actor } : {}),
    prompt: prompt(ask.promptKey, ask.params),
    rule: ask.rule,
    notation,
    parts: [part]
  })
  let total = expr.modifier
  for (const f of faces) total += f
  return { faces, total }
}

/** One die per labelled part (e.g. 1t6 per side); returns one face per label, in order. */
export function rollEach(fight: Fight, ask: RollAsk, labels: readonly string[], notation: string): readonly number[] {
  const { sides } = dice(notation)
  const parts: DicePart[] = labels.map((label) => ({ label, notation, sides, modifier: 0 }))
  return fight.io.roll({
    key: ask.key,
    round: fight.round,
    ...(ask.actor ? { actor: ask.actor } : {}),
    prompt: prompt(ask.promptKey, ask.params),
    rule: ask.rule,
    notation: labels.map(() => notation).join('+'),
    parts
  })
}

export function chooseOne(
  fight: Fight,
  ask: { key: string; rule: RuleId; actor?: string; promptKey: string; params?: Record<string, ParamValue> },
  options: readonly Option[],
  defaultId: string
): string {
  if (options.length === 1) return options[0]!.id
  return fight.io.chooseOne({
    key: ask.key,
    round: fight.round,
    ...(ask.actor ? { actor: ask.actor } : {}),
    prompt: prompt(ask.promptKey, ask.params),
    rule: ask.rule,
    options,
    default: defaultId
  })
}

export function emit(fight: Fight, type: string, rule: RuleId, params: Record<string, ParamValue>): void {
  fight.io.emit({ type, rule, round: fight.round, params })
}
