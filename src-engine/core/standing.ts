import type { Message } from './types.ts'

/**
 * Where a fight stands: one system-neutral shape that the fight runner's columns, the outcome preview and the
 * odds all read, so nothing outside the engine re-derives rules state or parses log text. Each rule system
 * builds it from its own replayed state (see FightIO.observe).
 */
export interface Standing {
  /** The round as the system counts it (0 before the first round: surprise, declarations, initiative). */
  readonly round: number
  /** The system's own word for a round: Runde, Gevechtsronde, Kampfabschnitt … as a message with `{round}`. */
  readonly roundTerm: Message
  /** What is going on within the round, where the system has phases ("declarations", "Overraskelsesrunde"). */
  readonly phase?: Message
  /** Who acts now: combatant ids, or empty when a whole side acts (then `actingSide`). */
  readonly acting: readonly string[]
  /** The side that acts now, where the rules let a side act as one. */
  readonly actingSide?: string
  /** Combatant ids still to act this round after those acting now, in order, where the rules know it. */
  readonly order?: readonly string[]
  readonly sides: readonly StandingSide[]
}

export interface StandingSide {
  readonly id: string
  /** As the setup names it (a party's name, "Goblins"), or a message for a side the rules name. */
  readonly name: string | Message
  /** The GM's own party: the campaign's characters fight on this side. */
  readonly party: boolean
  /** Harm reaches this side's marching order from its rear first (ULTRA♦QUEST's attack from behind), so its column says so at the rear. */
  readonly harmFromRear?: boolean
  readonly combatants: readonly StandingCombatant[]
}

/** States that take a combatant out of the fight or change how he is shown; "active" is the absence of all. */
export const COMBATANT_CONDITIONS = ['unconscious', 'dying', 'stabilised', 'fled', 'surrendered', 'out', 'dead'] as const
export type CombatantCondition = (typeof COMBATANT_CONDITIONS)[number]

export interface StandingCombatant {
  readonly id: string
  readonly name: string
  /** 1 = front of the marching order, where the system has one. */
  readonly position?: number
  readonly values: readonly StandingValue[]
  readonly conditions: readonly CombatantCondition[]
  /** What else a GM reads off him: each Mén, an unusable zone, an injury's kind, "parry used". */
  readonly marks: readonly StandingMark[]
}

export interface StandingValue {
  /** Stable name of the value across languages ("hp", "le", "injuries", "ks", "lp"), for the UI and tests. */
  readonly key: string
  /** The system's own term: HP, LE, Kampfstärke … */
  readonly label: Message
  readonly current: number
  /** The maximum where the value has one (HP 5/14; injuries 1/2; LP damage 16/45). */
  readonly max?: number
  /** Lower is better (damage taken, injuries): the screen shows it filling up rather than draining. */
  readonly rising?: boolean
  /** Shown instead of `current` where the value is not a plain number: a dice expression, a wound level. */
  readonly text?: Message
}

export interface StandingMark {
  /** Stable name of the mark ("cursed", "men", "unusable", "parryUsed"). */
  readonly key: string
  readonly label: Message
  /** The mark hurts (an injury, a Mén) rather than only informing (parry used, loaded). */
  readonly harm?: boolean
}

export function combatantsOf(standing: Standing): StandingCombatant[] {
  return standing.sides.flatMap((s) => s.combatants)
}
