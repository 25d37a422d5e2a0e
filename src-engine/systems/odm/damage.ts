import type { FightContext } from './context.ts'
import { asks, leaveFight } from './context.ts'
import type { Fighter } from './fighter.ts'

/**
 * ODM-DMG-2 / ODM-DMG-3 / ODM-GAP-7: armour (BW) comes off the hit points and what remains comes off
 * LE as penalty points; a blow never heals, and by default armour may absorb it whole.
 */
export function penaltyPoints(tp: number, bw: number, minimumDamage: number): number {
  return Math.max(minimumDamage, tp - bw, 0)
}

/** ODM-MASTER-4 / ODM-MASTER-6 / ODM-GAP-9: a masterly blow's hit points come off LE in full, armour ignored. */
export function masterlyPoints(tp: number): number {
  return Math.max(0, tp)
}

/**
 * ODM-GAP-8: at or below the campaign's threshold (default LE 0) a fighter is out of the fight. Whether he is dead
 * the text leaves to the Master: only a campaign that sets `deadAtLe` has the engine say so.
 */
export function takeLe(ctx: FightContext, victim: Fighter, points: number): void {
  victim.le -= points
  if (victim.le > ctx.rules.outAtLe) return
  const dead = ctx.rules.deadAtLe !== null && victim.le <= ctx.rules.deadAtLe
  leaveFight(ctx, victim, dead ? 'dead' : 'defeated')
  victim.downInRound = ctx.round
  if (ctx.io.recording) asks.emit(ctx.io, ctx.round, dead ? 'dead' : 'defeated', 'ODM-GAP-8', { name: victim.name, le: victim.le })
}
