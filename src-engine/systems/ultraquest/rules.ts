import { z } from 'zod'

/**
 * One entry of the skills table. The combat text names skills but gives no values (rules file, SUP):
 * the values are shipped defaults the GM can edit in the campaign settings.
 */
export const skillSchema = z.strictObject({
  /** passive: always on; called: announced before a round's roll (KS-SKILL-4); instant: at the moment of
   * damage (KS-SKILL-5); preFight: right after the event text; healing: used between fights by the campaign. */
  activation: z.enum(['passive', 'called', 'instant', 'preFight', 'healing']),
  nkBonus: z.number().int().default(0),
  fkBonus: z.number().int().default(0),
  rwBonus: z.number().int().min(0).default(0),
  /** Instant: the opponents' armour counts this much less. */
  opponentRwMinus: z.number().int().min(0).default(0),
  /** Instant: added to the party's result after both rolls. */
  resultBonus: z.number().int().min(0).default(0),
  onlyInRound: z.number().int().min(1).optional(),
  minOpponents: z.number().int().min(1).optional(),
  twoWeapons: z.boolean().default(false),
  turnsForcedIntoVoluntary: z.boolean().default(false),
  healsInjury: z.boolean().default(false),
  breaksCurse: z.boolean().default(false)
})
export type Skill = z.output<typeof skillSchema>

export const DEFAULT_SKILLS: Readonly<Record<string, z.input<typeof skillSchema>>> = {
  Parade: { activation: 'passive', rwBonus: 1 },
  Sturmangriff: { activation: 'called', nkBonus: 1, onlyInRound: 1 },
  Rundumschlag: { activation: 'called', nkBonus: 1, minOpponents: 4 },
  Panzerstich: { activation: 'instant', opponentRwMinus: 2 },
  'Beidhändiger Kampf': { activation: 'passive', twoWeapons: true },
  Aufmerksamkeit: { activation: 'preFight', turnsForcedIntoVoluntary: true },
  Heilung: { activation: 'healing', healsInjury: true },
  Heilspruch: { activation: 'healing', healsInjury: true },
  Fluchbrecher: { activation: 'healing', breaksCurse: true }
}

/** The GAP defaults of rules/ultraquest.md; a campaign may change each one. */
export const ruleSettingsSchema = z.strictObject({
  /** KS-FIGHT-2: at most three rounds. */
  maxRounds: z.number().int().min(1).max(10).default(3),
  /** KS-GAP-1: the KS expression already holds the adventurer's die; false adds an extra W6 per fighter. */
  ksIncludesDie: z.boolean().default(true),
  /** KS-GAP-4: an adventurer injured when a round starts contributes KS 0. */
  injuredContributeNothing: z.boolean().default(true),
  /** KS-GAP-15: at least one adventurer must fight. */
  allowEveryoneOut: z.boolean().default(false),
  /** KS-GAP-16: against demons only magic armour and shields count; skill RW counts 0. */
  skillRwAgainstDemons: z.boolean().default(false),
  /** KS-GAP-18: +1 per silver-armed fighter against undead. */
  silverBonus: z.number().int().min(0).default(1),
  /** KS-GAP-21: the life-saving item may come from the rear man's ready equipment. */
  lifeSavingFromRearMan: z.boolean().default(true),
  /** KS-GAP-22: every injury in a fight against cursed-damage opponents is cursed, flight included. */
  allInjuriesCursed: z.boolean().default(true),
  /** KS-GAP-25: damage keeps cycling through living adventurers (false: at most two passes). */
  unlimitedPasses: z.boolean().default(true),
  /** KS-GAP-20: only injuries from this fight get an adventurer robbed. */
  robPriorInjured: z.boolean().default(false),
  /** KS-GAP-13 / KS-FLEE-4: injuries when undead force the flight after the last round. */
  forcedFlightDice: z.enum(['W3', 'W3-1']).default('W3'),
  /** SUP: ordinary injuries a full rest heals per adventurer. */
  restHeals: z.number().int().min(0).max(2).default(1),
  skills: z
    .record(z.string(), skillSchema)
    .default(() => structuredSkills())
    .meta({ skillTable: true })
})
export type RuleSettings = z.output<typeof ruleSettingsSchema>

function structuredSkills(): Record<string, Skill> {
  return Object.fromEntries(Object.entries(DEFAULT_SKILLS).map(([name, s]) => [name, skillSchema.parse(s)]))
}

export function defaultRuleSettings(): RuleSettings {
  return ruleSettingsSchema.parse({})
}
