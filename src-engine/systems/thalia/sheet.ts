import { z } from 'zod'
import { sheetProblem } from '../../core/sheet-problems.ts'
import { parseDice } from '../../dice/notation.ts'
import { DISTANCE_CODES, DISTANCE_NAMES, MEN_CELL_NAMES, MEN_IDS } from './tables.ts'

/** Dice notation such as "1t6" or "2t6+1", checked when the sheet is read. */
export const diceSchema = z.string().refine(
  (text) => {
    try {
      parseDice(text)
      return true
    } catch {
      return false
    }
  },
  { message: 'not valid dice notation (e.g. 1t6, 2t4+1)', params: sheetProblem('diceNotation') }
)

const attribute = z.enum(['makt', 'agilitet', 'intellekt', 'karisma'])
const id = z.string().min(1).max(64)
const name = z.string().min(1).max(120)

export const factorsSchema = z.object({ makt: z.number().int(), agilitet: z.number().int(), intellekt: z.number().int(), karisma: z.number().int() }).strict()

/** Refleks, Vilje and Tøffhet: values to roll under (THA-SAVE-2). */
export const resistSchema = z.object({ refleks: z.number().int().min(0), vilje: z.number().int().min(0), toffhet: z.number().int().min(0) }).strict()

/** A condition (Tilstand); the wider rules decide which make a creature vulnerable to Nådestøt (THA-GAP-43). */
export const conditionSchema = z.object({ name, coupVulnerable: z.boolean().default(false) }).strict()

export const weaponSchema = z
  .object({
    name,
    damage: diceSchema,
    /** One attribute, or two for M/A weapons (THA-ATK-7). */
    attributes: z.array(attribute).min(1).max(2),
    /** Weapon skill (Våpenferdighet), e.g. "Sverd". */
    skill: z.string().min(1),
    ranged: z.boolean().default(false),
    /**
     * A ranged weapon's distance category of Table T2 (THA-RANGE-1, THA-RANGE-2): the farthest it reaches (THA-GAP-29).
     * The fight has no map, so it is not checked against a distance; the card and the attack's log line name it for
     * the Judge who picks the target. Absent = the sheet does not say (sheets from before it was asked for).
     */
    range: z.enum(DISTANCE_CODES).meta({ valueNames: DISTANCE_NAMES }).optional(),
    twoHanded: z.boolean().default(false),
    /** Holdbarhet; absent = the wider rules give none (THA-GAP-56). */
    durability: z.number().int().min(0).optional()
  })
  .strict()

export const shieldSchema = z.object({ name, attribute: attribute.default('makt'), durability: z.number().int().min(0).optional() }).strict()

export const beltItemSchema = z.object({ name, heal: diceSchema.optional() }).strict()

export const abilitySchema = z.object({ name, free: z.boolean().default(false) }).strict()

/** A Mén on the sheet: table cell, side of a limb, and days left for the timed ones (THA-MEN-4). */
export const injurySchema = z
  .object({
    /** A cell of Table T1 (location-row, e.g. armer-2); a list, so the app offers the table instead of a code to type. */
    id: z.enum(MEN_IDS).meta({ valueNames: MEN_CELL_NAMES }),
    side: z.enum(['left', 'right']).optional(),
    daysLeft: z.number().int().min(0).optional(),
    /** For Hjerneblødning: days of unconsciousness left, each with a death chance. */
    unconsciousDays: z.number().int().min(0).optional()
  })
  .strict()

const sheetBase = {
  id,
  name,
  hp: z.number().int().min(0),
  maxHp: z.number().int().min(1),
  vern: z.number().int().min(0).default(0),
  movement: z.number().int().min(0).default(6),
  resist: resistSchema.default({ refleks: 10, vilje: 10, toffhet: 10 }),
  conditions: z.array(conditionSchema).default([])
}

/** Player character (SK) sheet: what the campaign stores and what a fight reads. */
export const pcSheetSchema = z
  .object({
    ...sheetBase,
    kind: z.literal('pc'),
    factors: factorsSchema,
    /** Attribute scores, when the campaign keeps them (THA-GAP-41). */
    attributes: factorsSchema.optional(),
    /** Skill name → rank, e.g. { "Sverd": "kyndig" }; ranks must appear in the rule settings' testTargets. */
    skills: z.record(z.string(), z.string()).default({}),
    weapons: z.array(weaponSchema).default([]),
    shield: shieldSchema.optional(),
    /** Tungvern: Ulempe on Evade (THA-DEF-9). */
    heavyArmour: z.boolean().default(false),
    /** The arm that holds a one-handed weapon; the shield goes on the other (THA-MEN-20 asks which arm a test uses). */
    weaponHand: z.enum(['left', 'right']).default('right'),
    belt: z.array(beltItemSchema).default([]),
    abilities: z.array(abilitySchema).default([]),
    injuries: z.array(injurySchema).default([]),
    /** Days of unconsciousness left after being stabilised (THA-DYING-7). */
    unconsciousDays: z.number().int().min(0).default(0),
    status: z.enum(['active', 'unconscious', 'dead']).default('active'),
    burden: z.number().int().min(0).default(0)
  })
  .strict()
  .refine((s) => s.hp <= s.maxHp, { message: 'hp cannot exceed maxHp', path: ['hp'], params: sheetProblem('hpAboveMax') })

export const monsterAttackSchema = z
  .object({
    name,
    damage: diceSchema,
    ranged: z.boolean().default(false),
    /** Physical attacks are reduced by Vern (THA-DMG-2); others are not (THA-DMG-3). */
    physical: z.boolean().default(true),
    /** An extra effect that takes hold unless resisted (THA-SAVE-1). */
    effect: z
      .object({ name, resist: z.enum(['refleks', 'vilje', 'toffhet']), coupVulnerable: z.boolean().default(false) })
      .strict()
      .optional()
  })
  .strict()

const monsterOwn = {
  kind: z.enum(['monster', 'dk']),
  kampand: z.number().int().min(2).max(12),
  moraleEdge: z.enum(['none', 'advantage', 'disadvantage']).default('none'),
  attacks: z.array(monsterAttackSchema).min(1),
  /** Raises the total needed to hit it, only when the rule setting targetAffectsHit is on (THA-GAP-15). */
  hitModifier: z.number().int().default(0)
}

/** DK or monster sheet; Kampånd 2–12 (THA-MORALE-1, THA-MORALE-2). */
export const monsterSheetSchema = z
  .object({ ...sheetBase, ...monsterOwn })
  .strict()
  .refine((s) => s.hp <= s.maxHp, { message: 'hp cannot exceed maxHp', path: ['hp'], params: sheetProblem('hpAboveMax') })

/**
 * A monster sheet without id and name, which a bestiary entry gives. The order is the order of a stat block
 * (kind, HP, Vern, Kampånd, attacks first), because the app's form shows the fields in this order.
 */
export const monsterStatBlockSchema = z
  .object({
    kind: monsterOwn.kind,
    hp: sheetBase.hp,
    maxHp: sheetBase.maxHp,
    vern: sheetBase.vern,
    kampand: monsterOwn.kampand,
    attacks: monsterOwn.attacks,
    moraleEdge: monsterOwn.moraleEdge,
    movement: sheetBase.movement,
    resist: sheetBase.resist,
    hitModifier: monsterOwn.hitModifier,
    conditions: sheetBase.conditions
  })
  .strict()
  .refine((s) => s.hp <= s.maxHp, { message: 'hp cannot exceed maxHp', path: ['hp'], params: sheetProblem('hpAboveMax') })

export type PcSheet = z.output<typeof pcSheetSchema>
export type MonsterSheet = z.output<typeof monsterSheetSchema>
export type Weapon = z.output<typeof weaponSchema>
export type MonsterAttack = z.output<typeof monsterAttackSchema>
export type Injury = z.output<typeof injurySchema>
export type Condition = z.output<typeof conditionSchema>
