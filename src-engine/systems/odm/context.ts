import { askKit } from '../../core/ask-kit.ts'
import type { FightIO } from '../../core/types.ts'
import type { Fighter, FighterStatus, Prepared, SideWord } from './fighter.ts'
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

/**
 * Where the procedure is, for the standing only (standing.ts): initiative and division before a round, a part of a
 * round, between rounds (the once-a-round end question), or over. Plain assignments, so simulation pays nothing for it.
 */
export type Stage = 'initiative' | 'division' | 'round' | 'between' | 'over'

export interface FightContext {
  readonly io: FightIO
  readonly rules: OdmRules
  readonly setup: OdmSetup
  /** What every fight of this setup shares (fighter.ts `prepare`). */
  readonly prep: Prepared
  /** When the end question comes (ODM-GAP-10, `rules.endQuestion`): before each attack, before each part, or between rounds. */
  readonly endMoment: 'attack' | 'part' | 'between'
  readonly sides: readonly [readonly Fighter[], readonly Fighter[]]
  /** How many of each side still fight: kept by `leaveFight`, so the hot checks need not scan the sides. */
  readonly left: [number, number]
  /** Both sides' `left` together when the fighters were last found to need no new division (ODM-GAP-15): until someone leaves, they still need none. */
  settledAt: number
  readonly sideWords: readonly [SideWord, SideWord]
  /** More than two participants: section 7 (ODM-MULTI-1) applies. */
  readonly multi: boolean
  round: number
  /**
   * The last round that got under way: its first attack was rolled, or the fighters were divided again for it. A round
   * ended by the end question before that is not counted (outcome `rounds`), and the decision is logged with the round before.
   */
  begun: number
  brokenOff: boolean
  /** Set when the fight has ended; every step checks it (a flag, not an exception, keeps simulation fast). */
  over: boolean
  // What the standing reads; written as the procedure goes, never read by the rules.
  stage: Stage
  /** The separate fights as divided (numbered 1, 2, … in this order) and this round's order of them. */
  fights: readonly SeparateFight[]
  roundOrder: readonly SeparateFight[]
  /** Index into `roundOrder` of the separate fight being played. */
  fightAt: number
  /** 1 or 2 while a part is played (ODM-RND-2), else 0. */
  part: 0 | 1 | 2
  /** The group's attack order of this part, once known (ODM-GAP-13); null for a lone attacker. */
  queue: readonly Fighter[] | null
  /** The attack being made: who attacks whom; null between attacks. */
  attacker: Fighter | null
  defender: Fighter | null
}

/** How ODM asks and logs: `odm.*` message keys and event types, simulation's fast path. */
export const asks = askKit('odm')

/** The moment at which each `endQuestion` setting (ODM-GAP-10) asks. */
export const MOMENT_FOR_SETTING = { everyAttack: 'attack', everyPart: 'part', oncePerRound: 'between' } as const

/**
 * A fighter still fighting leaves the fight: put out (ODM-GAP-8), dead, given up or fled (ODM-END-2). Only one still
 * fighting is ever struck, offered to give up or flee, or gives way with his side.
 */
export function leaveFight(ctx: FightContext, f: Fighter, status: Exclude<FighterStatus, 'fighting'>): void {
  ctx.left[f.sideIndex]--
  f.status = status
}
