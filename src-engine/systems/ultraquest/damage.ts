import { asks, damageOrder, type FightContext } from './context.ts'
import { injure } from './injury.ts'
import { armourValue } from './loadout.ts'
import type { Member } from './state.ts'

/**
 * KS-DMG-3..9: damage goes down the damage order; each adventurer's RW absorbs first, the next point
 * injures him, the rest moves on; after the last adventurer it starts again from the first.
 * Returns the number of injuries caused.
 */
export function distributeDamage(ctx: FightContext, damage: number, fighters: readonly Member[]): number {
  const order = damageOrder(ctx, fighters)
  let remaining = damage
  let injuries = 0
  let pass = 1
  while (remaining > 0) {
    let anyLiving = false
    for (let i = 0; i < order.length; i++) if (!order[i]!.dead) anyLiving = true
    if (!anyLiving || (!ctx.rules.unlimitedPasses && pass > 2)) {
      // KS-GAP-25: nobody left who can take the points.
      asks.emit(ctx.io, ctx.round, 'damageDiscarded', 'KS-GAP-25', { points: remaining })
      return injuries
    }
    if (pass > 1 && ctx.io.recording) asks.emit(ctx.io, ctx.round, 'damagePass', pass === 2 ? 'KS-DMG-5' : 'KS-GAP-25', { pass })
    // Only the adventurer just injured can die in a pass, so skipping the dead here walks the living of the pass.
    for (let i = 0; i < order.length; i++) {
      const m = order[i]!
      if (m.dead) continue
      // The RW worked out for the setup while he still has his sheet's equipment.
      const rw = m.equipment === m.base.equipment ? m.base.rw : armourValue(m, ctx.side, ctx.rules)
      if (remaining <= rw) {
        // KS-GAP-3: armour takes the rest; nobody further down is hit.
        if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'absorbed', injuries === 0 ? 'KS-ROLL-7' : 'KS-GAP-3', { name: m.name, rw, points: remaining })
        return injuries
      }
      remaining -= rw + 1
      injuries++
      injure(ctx, m, pass === 1 ? 'KS-DMG-3' : 'KS-DMG-7', rw, remaining)
      if (remaining === 0) return injuries
    }
    pass++
  }
  return injuries
}
