import type { Message } from './types.ts'

/** A combatant whose fate the odds count, in the order the tally's indexes refer to. */
export interface OddsCombatant {
  readonly id: string
  readonly name: string
  /** The side's id, as the standing names it. */
  readonly side: string
  /** On the GM's own party's side. */
  readonly party: boolean
}

/** A named way of answering a fight's decisions that a GM understands ("fight to the end"). */
export interface OddsPolicy {
  readonly id: string
  readonly label: Message
}

/**
 * Where one simulated fight's result goes. Calls, not an object per fight: odds run a hundred thousand fights,
 * and the counting must not cost more than the fighting.
 */
export interface FightTally {
  /** The outcome's own result name (ULTRA♦QUEST: won, lost, fled, exhausted, declined; the others theirs). */
  result(name: string): void
  /** How many rounds the fight took, in the system's own count. */
  rounds(count: number): void
  /** The combatant at this index (of `combatants(setup)`) died in the fight. */
  died(index: number): void
  /** The fight left him with a lasting harm by the system's own name (injury, cursedInjury, men, unconscious …). */
  harmed(index: number, harm: string): void
}

/**
 * What a rule system tells the odds: who fights, which policies it knows, how a policy changes the setup's
 * default decisions (which simulation follows), and what one fight's outcome counts as.
 */
export interface OddsRules<Setup = unknown, Outcome = unknown> {
  readonly policies: readonly OddsPolicy[]
  /** The harms `summarize` may name, worded for the odds' text (keys of the system's messages). */
  readonly harms: Readonly<Record<string, Message>>
  /** The results `summarize` may name, worded. */
  readonly results: Readonly<Record<string, Message>>
  combatants(setup: Setup): readonly OddsCombatant[]
  /** The setup whose default decisions follow the policy; throws a SetupError naming an unknown policy. */
  withPolicy(setup: Setup, policy: string): Setup
  summarize(setup: Setup, outcome: Outcome, tally: FightTally): void
}
