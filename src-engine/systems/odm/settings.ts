import { z } from 'zod'

/**
 * The campaign's rule settings for ODM. The source leaves many points open (ODM-GAP-n); each open
 * point is a field here whose default is the one the rules catalogue proposes, so a campaign can
 * choose another reading without touching the engine. Fields with a single value document a gap
 * for which the catalogue sees no sensible alternative.
 */
export const odmRulesSchema = z.object({
  /** ODM-MASTER-1: the masterly blow is an "extra regel", on unless the campaign switches it off. */
  masterlyBlow: z.boolean().default(true),
  /** ODM-GAP-1: equal courage in a two-person fight: a D20 roll-off (ties re-rolled), or the Master picks. */
  courageTie: z.enum(['rollOff', 'masterChooses']).default('rollOff'),
  /** ODM-GAP-2: part 2 is part 1 mirrored. */
  partTwo: z.enum(['mirror']).default('mirror'),
  /** ODM-GAP-3: a fighter put out in part 1 makes no further roll; 'finishRound' lets him still strike in this round. */
  outFighterActs: z.enum(['never', 'finishRound']).default('never'),
  /** ODM-GAP-4: the attack succeeds on a D20 at or under AT ('atOrUnder'), or strictly under it ('under'). */
  attackRoll: z.enum(['atOrUnder', 'under']).default('atOrUnder'),
  /** ODM-GAP-5: the defence is a D20 that succeeds at or under PA, or strictly under it. */
  defenceRoll: z.enum(['atOrUnder', 'under']).default('atOrUnder'),
  /** ODM-GAP-6: TP are a roll of the attacker's weapon dice. */
  hitPoints: z.enum(['weaponRoll']).default('weaponRoll'),
  /** ODM-GAP-7: the least a blow through armour takes off LE; 0 means armour can absorb a whole blow. */
  minimumDamage: z.number().int().min(0).default(0),
  /** ODM-GAP-8: a fighter whose LE is at or below this value is out of the fight. */
  outAtLe: z.number().int().default(0),
  /**
   * ODM-GAP-8 / ODM-END-3: the text leaves "dead or not" to the Master, so by default (null) the engine never calls
   * anyone dead. A campaign that reads a fight to the 'death' as a number sets it: a fighter out of the fight whose
   * LE is at or below it is dead.
   */
  deadAtLe: z.number().int().nullable().default(null),
  /** ODM-GAP-9: penalty points (strafpunten) and damage points (schadepunten) both take one LE each. */
  masterlyDamage: z.enum(['sameAsPenalty']).default('sameAsPenalty'),
  /**
   * ODM-END-1 / ODM-GAP-10: when the GM is asked whether the fight goes on or someone gives up or flees: once a round,
   * between rounds (default); before every part of a round; or before every attack roll (the old behaviour). Never
   * between a hit and its defence roll or between a failed defence and its damage: the text makes those follow at once.
   */
  endQuestion: z.enum(['oncePerRound', 'everyPart', 'everyAttack']).default('oncePerRound'),
  /** ODM-GAP-11: equal sides fight in one-against-one pairs. */
  equalSides: z.enum(['pairs']).default('pairs'),
  /** ODM-GAP-12: the Master divides the sides (the engine offers a round-robin split), or the engine does it alone. */
  division: z.enum(['masterDivides', 'roundRobin']).default('masterDivides'),
  /** ODM-GAP-13: the group's attack order is chosen by the Master each round, or follows the setup order. */
  groupAttackOrder: z.enum(['masterChooses', 'setupOrder']).default('masterChooses'),
  /**
   * ODM-GAP-13: whom a lone fighter attacks among the opponents of his separate fight; the text is silent.
   * 'heroesChoose' (default): a hero's player is asked (the opponent with the least LE is offered), a figure or
   * monster of the Master attacks a random one, rolled on a D-n over them in setup order and logged.
   * 'random': every lone fighter's target is rolled. 'chosen': always asked (least LE offered), as before.
   */
  loneTarget: z.enum(['heroesChoose', 'random', 'chosen']).default('heroesChoose'),
  /** ODM-GAP-13: the lone fighter decides after each hit whether to spend his one defence, or always spends it on the first hit. */
  loneDefence: z.enum(['decidePerHit', 'firstHit']).default('decidePerHit'),
  /** ODM-GAP-14: equal courage in a separate fight: a D20 roll-off, or the Master picks. */
  separateCourageTie: z.enum(['rollOff', 'masterChooses']).default('rollOff'),
  /** ODM-GAP-15: survivors of an ended separate fight are divided again at the next round, or only once every separate fight has ended. */
  regroup: z.enum(['nextRound', 'whenAllEnded']).default('nextRound'),
  /** ODM-GAP-16: separate fights are resolved in the order they were made, or in an order the Master picks each round. */
  separateFightOrder: z.enum(['creation', 'masterChooses']).default('creation'),
  /** ODM-GAP-17: a hero's 1 or 2 is a masterly blow even when it would otherwise miss; 'needsHit' also requires the attack to succeed. */
  masterlyOnMiss: z.enum(['always', 'needsHit']).default('always'),
  /** ODM-GAP-18: a masterly blow against the lone fighter leaves his one defence unused, or uses it up. */
  masterlyUsesDefence: z.boolean().default(false),
  /** ODM-GAP-19: after a masterly blow the part ends as after ordinary damage. */
  afterMasterly: z.enum(['partEnds']).default('partEnds'),
  /** Healing between fights: the source gives no rate, so by default rest heals nothing by itself. */
  restLePerDay: z.number().int().min(0).default(0)
})

export type OdmRules = z.output<typeof odmRulesSchema>

export const defaultOdmRules: OdmRules = odmRulesSchema.parse({})
