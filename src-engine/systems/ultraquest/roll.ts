import { rollSum } from '../../core/asks.ts'
import type { DiceExprPart } from '../../core/types.ts'
import { asks, type FightContext } from './context.ts'
import type { Member } from './state.ts'

function sum(values: readonly number[]): number {
  let s = 0
  for (const v of values) s += v
  return s
}

/** KS-ROLL-2 / KS-STR-2: the party's result is the sum of every fighter's roll of his KS. */
export function rollParty(ctx: FightContext, fighters: readonly Member[]): number {
  const sim = ctx.io.simulation
  if (sim) {
    // The same dice as the request's parts, fighter by fighter.
    let total = 0
    let rolled = false
    for (let i = 0; i < fighters.length; i++) {
      const f = fighters[i]!
      if (f.roundMode === null) continue
      total += rollSum(f.roundKs, sim)
      rolled = true
    }
    if (rolled) return total
  }
  const parts: DiceExprPart[] = []
  let modifier = 0
  for (const f of fighters) {
    if (f.roundMode === null) continue
    parts.push({ label: f.name, dice: f.roundKs })
    modifier += f.roundKs.modifier
  }
  if (parts.length === 0) {
    asks.emit(ctx.io, ctx.round, 'partyNoDice', 'KS-NONFIGHT-2', { total: 0 })
    return 0
  }
  const faces = asks.roll(ctx.io, { key: 'partyRoll', round: ctx.round, prompt: 'partyRoll', rule: 'KS-ROLL-2', parts })
  return sum(faces) + modifier
}

/** KS-ROLL-3: the game master (the board game's Vorleser) rolls the opponents' KS as the event gives it. */
export function rollOpponents(ctx: FightContext): number {
  const ks = ctx.side.ks
  if (ctx.io.simulation) return rollSum(ks, ctx.io.simulation)
  const faces = asks.roll(ctx.io, {
    key: 'opponentRoll',
    round: ctx.round,
    prompt: 'opponentRoll',
    rule: 'KS-ROLL-3',
    parts: [{ label: ctx.side.label, dice: ks }]
  })
  return sum(faces) + ks.modifier
}
