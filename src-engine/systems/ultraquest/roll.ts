import { dieSides, formatDice, type DiceExpr } from '../../dice/notation.ts'
import type { DicePart } from '../../core/types.ts'
import { emit, type FightContext } from './context.ts'
import type { Fighter } from './declare.ts'

function part(label: string, ks: DiceExpr): DicePart {
  return { label, notation: formatDice(ks), sides: dieSides(ks), modifier: ks.modifier }
}

function sum(values: readonly number[]): number {
  let s = 0
  for (const v of values) s += v
  return s
}

/** KS-ROLL-2 / KS-STR-2: the party's result is the sum of every fighter's roll of his KS. */
export function rollParty(ctx: FightContext, fighters: readonly Fighter[]): number {
  const rolling = fighters.filter((f) => f.mode !== null)
  if (rolling.length === 0) {
    emit(ctx, 'partyNoDice', 'KS-NONFIGHT-2', { total: 0 })
    return 0
  }
  const parts = rolling.map((f) => part(f.member.name, f.ks))
  let modifier = 0
  for (const p of parts) modifier += p.modifier
  const faces = ctx.io.roll({
    key: 'partyRoll',
    round: ctx.round,
    prompt: { key: 'uq.prompt.partyRoll' },
    rule: 'KS-ROLL-2',
    notation: parts.map((p) => p.notation).join(' + '),
    parts
  })
  return sum(faces) + modifier
}

/** KS-ROLL-3: the reader rolls the opponents' KS as the event gives it. */
export function rollOpponents(ctx: FightContext): number {
  const ks = ctx.side.ks
  const faces = ctx.io.roll({
    key: 'opponentRoll',
    round: ctx.round,
    prompt: { key: 'uq.prompt.opponentRoll' },
    rule: 'KS-ROLL-3',
    notation: formatDice(ks),
    parts: [part(ctx.setup.opponents.map((o) => (o.count > 1 ? `${o.count}× ${o.name}` : o.name)).join(', '), ks)]
  })
  return sum(faces) + ks.modifier
}
