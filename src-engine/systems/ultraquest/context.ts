import { askKit } from '../../core/ask-kit.ts'
import type { FightIO } from '../../core/types.ts'
import type { OpponentSide } from './loadout.ts'
import type { FightResult } from './outcome.ts'
import type { RuleSettings } from './rules.ts'
import type { UltraquestSetup } from './setup.ts'
import type { Member } from './state.ts'

/** What every step of an ULTRA♦QUEST fight reads and changes. */
export interface FightContext {
  io: FightIO
  readonly setup: UltraquestSetup
  readonly rules: RuleSettings
  readonly side: OpponentSide
  /** The whole party in marching order, front first; dead members stay in place and are skipped. */
  order: readonly Member[]
  /** How many of the order are alive (kept by injure), so that nobody walks the order to ask. */
  living: number
  /** Whether anybody in the party has an instant skill (KS-SKILL-5) to offer after the roll. */
  readonly instantSkills: boolean
  round: number
  /**
   * The round's declaration (declareRound): who takes part and fights, each with his roundMode and roundKs,
   * in marching order, and the non-fighters. Kept here rather than in an object per round.
   */
  fighting: readonly Member[]
  nonFighters: readonly Member[]
  /** KS-ACTION-4: how many of the round's fighters sit it out for a slow action (their slowActionRow), to finish at its end. */
  slowActions: number
  /** Simulation's last declaration of this party unchanged, when its fights keep one (KeptDeclaration); null otherwise. */
  readonly kept: KeptDeclaration | null
  /** KS-GAP-11: the difference by which the party won, once it has. */
  damageToOpponents: number | null
  /** Where the fight is, for its standing (standing.ts); a plain field write per step, so simulation pays nothing to speak of. */
  step: FightStep
  /**
   * The adventurer a pending question is about (his mode, skills, life-saving action), for the standing's `acting`.
   * Set only on the paths simulation skips, and cleared once answered.
   */
  asking: Member | null
  /** How the fight ended, once it has (before the robbers come). */
  result: FightResult | null
}

/**
 * Simulation's declaration of a party that its fight has not changed, kept from fight to fight of one setup (a
 * simulation of a party without skills keeps one, ultraquestSimulation): the same members, unchanged, in the same
 * marching order are declared the same way in every simulated round, so declareRound works it out once.
 */
export interface KeptDeclaration {
  /** The marching order it was made for (ctx.order); null before the first. */
  order: readonly Member[] | null
  fighting: readonly Member[]
  nonFighters: readonly Member[]
  /** Whether it was the last declaration made, so that the members' round fields (roundMode, roundKs) still hold it. */
  current: boolean
}

/**
 * The steps of a fight: before it (alertness, engaging, preparing), a round's declarations, the party's and the
 * opponents' rolls, the damage (instant skills, distribution, life-saving), the flight, the break after a drawn round
 * (flee or fight on, reorder, hand over), the robbers, and the end.
 */
export type FightStep = 'start' | 'declare' | 'partyRoll' | 'opponentRoll' | 'damage' | 'flight' | 'break' | 'robbers' | 'over'

/** How ULTRA♦QUEST asks and logs: `ultraquest.*` message keys and event types, simulation's fast path. */
export const asks = askKit('ultraquest')

/** Adventurers the fight is aimed at (KS-TARGET-1), living, in marching order. */
export function participants(ctx: FightContext): readonly Member[] {
  const targets = ctx.setup.fight.targets
  // Everybody alive, the common case: the order itself serves (it is replaced, never changed in place).
  if (targets === undefined && ctx.living === ctx.order.length) return ctx.order
  const found: Member[] = []
  for (const m of ctx.order) if (!m.dead && (targets === undefined || targets.includes(m.id))) found.push(m)
  return found
}

/** KS-DMG-1 / KS-REAR-1: front to back, or back to front when attacked from behind. */
export function damageOrder(ctx: FightContext, members: readonly Member[]): readonly Member[] {
  return ctx.setup.fight.fromBehind ? members.slice().reverse() : members
}
