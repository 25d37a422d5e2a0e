import { asks, damageOrder, type FightContext } from './context.ts'
import { injure, nonFightersFallIfAllFightersDead } from './injury.ts'
import type { Member } from './state.ts'

/**
 * KS-FLEE-2/3 (voluntary, W3−1) and KS-FLEE-4 (forced by undead, W3): the first adventurers in damage order
 * among those taking part are injured directly, without RW (KS-GAP-5); the surplus of the roll is ignored.
 */
export function flee(ctx: FightContext, fighters: readonly Member[], nonFighters: readonly Member[], forced: boolean): void {
  ctx.step = 'flight'
  const dice = forced ? ctx.rules.forcedFlightDice : 'W3-1'
  const modifier = dice === 'W3-1' ? -1 : 0
  const sim = ctx.io.simulation
  const [face] = sim
    ? [sim.face(3)]
    : asks.roll(ctx.io, {
        key: 'flightRoll',
        round: ctx.round,
        prompt: 'flightRoll',
        rule: forced ? 'KS-FLEE-4' : 'KS-FLEE-2',
        notation: dice,
        parts: [{ label: '', notation: dice, sides: [3], modifier }]
      })
  const count = face! + modifier
  const hit = damageOrder(ctx, fighters)
    .filter((m) => !m.dead)
    .slice(0, count)
  if (ctx.io.recording)
    asks.emit(ctx.io, ctx.round, forced ? 'fleeForced' : 'flee', forced ? 'KS-FLEE-4' : 'KS-FLEE-2', { count, names: hit.map((m) => m.name) })
  for (const m of hit) injure(ctx, m, 'KS-FLEE-3')
  nonFightersFallIfAllFightersDead(ctx, fighters, nonFighters)
}
