import type { FightIO } from '../../core/types.ts'
import type { Fighter } from './fighter.ts'
import type { OdmRules } from './settings.ts'
import type { OdmSetup } from './setup.ts'

/** One lone fighter against one or more opponents (ODM-MULTI-2); a two-person fight is one of these. */
export interface SeparateFight {
  /** The lone fighter's id: each lone fighter stands in exactly one separate fight. */
  readonly id: string
  readonly lone: Fighter
  readonly group: readonly Fighter[]
  /** The side that attacks in part 1 (ODM-INI-2, ODM-MULTI-5). */
  firstSide: 0 | 1
}

export interface FightContext {
  readonly io: FightIO
  readonly rules: OdmRules
  readonly setup: OdmSetup
  readonly sides: readonly [readonly Fighter[], readonly Fighter[]]
  readonly sideNames: readonly [string, string]
  /** More than two participants: section 7 (ODM-MULTI-1) applies. */
  readonly multi: boolean
  round: number
  brokenOff: boolean
  /** Set when the fight has ended; every step checks it (a flag, not an exception, keeps simulation fast). */
  over: boolean
}

export function sideHasFighters(side: readonly Fighter[]): boolean {
  for (const f of side) if (f.status === 'fighting') return true
  return false
}

/** ODM-GAP-3: once a side has nobody left fighting, the fight ends at once (unless the setting lets the round finish). */
export function endIfSideEmpty(ctx: FightContext, immediate: boolean): void {
  if (!immediate && ctx.rules.outFighterActs === 'finishRound') return
  if (!sideHasFighters(ctx.sides[0]) || !sideHasFighters(ctx.sides[1])) ctx.over = true
}
