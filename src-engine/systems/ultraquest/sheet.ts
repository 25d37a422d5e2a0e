import { z } from 'zod'
import { sheetProblem } from '../../core/sheet-problems.ts'
import { parseDice } from '../../dice/notation.ts'

/** A KS or TP notation such as "W6+3"; checked by the dice parser so errors name the bad character. */
export const diceNotation = z.string().superRefine((value, ctx) => {
  try {
    parseDice(value)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message, params: sheetProblem('diceNotation') })
  }
})

export const EQUIPMENT_ROWS = 10

export const itemSchema = z.strictObject({
  name: z.string().trim().min(1, 'an item needs a name'),
  kind: z.enum(['weapon', 'shield', 'armour', 'potion', 'other']).default('other'),
  /** Ready (griffbereit) items can be used or handed over at once; the rest is in the backpack. */
  ready: z.boolean().default(true),
  /** In hand for melee: one-handed weapons and shields take one hand, two-handed weapons two (KS-HANDS-1). */
  held: z.boolean().default(false),
  hands: z.union([z.literal(1), z.literal(2)]).default(1),
  ranged: z.boolean().default(false),
  ksBonus: z.number().int().min(-10).max(20).default(0),
  rw: z.number().int().min(0, 'armour value (RW) cannot be negative').max(20).default(0),
  silver: z.boolean().default(false),
  magic: z.boolean().default(false),
  /** A Heiltrank: removes one injury, cursed or not, and serves as the life-saving action. */
  heals: z.boolean().default(false)
})
export type Item = z.output<typeof itemSchema>

export const injuryKind = z.enum(['ordinary', 'cursed'])
export type InjuryKind = z.output<typeof injuryKind>

export const adventurerSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'an id is lower-case letters, digits, - and _'),
    name: z.string().trim().min(1, 'an adventurer needs a name'),
    /** The ST bonus of the text's example (KS-STR-3); added to melee KS when KS is derived. */
    st: z.number().int().min(-5).max(10).default(0),
    /** KS as printed on the sheet (KS-GAP-2); when absent it is derived from ST and the weapons. */
    ks: z.strictObject({ nk: diceNotation.optional(), fk: diceNotation.optional() }).default({}),
    skills: z.array(z.string().trim().min(1)).default([]),
    injuries: z.array(injuryKind).max(2).default([]),
    dead: z.boolean().default(false),
    /** The ten numbered equipment rows of the sheet; row n is index n-1, empty rows are null. */
    equipment: z.array(itemSchema.nullable()).max(EQUIPMENT_ROWS, `at most ${EQUIPMENT_ROWS} equipment rows`).default([])
  })
  .superRefine((a, ctx) => {
    if (!a.dead && a.injuries.length >= 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['injuries'],
        message: 'two injuries kill (KS-DEATH-1): mark the adventurer dead or remove an injury',
        params: sheetProblem('twoInjuriesKill')
      })
    }
    const held = a.equipment.filter((i): i is Item => i !== null && i.held)
    if (held.some((i) => !i.ready)) {
      ctx.addIssue({
        code: 'custom',
        path: ['equipment'],
        message: 'an item in hand must be ready, not in the backpack',
        params: sheetProblem('inHandNotReady')
      })
    }
    const hands = held.reduce((n, i) => n + i.hands, 0)
    if (hands > 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['equipment'],
        message: `${a.name} holds items needing ${hands} hands but has only two (KS-HANDS-1)`,
        params: sheetProblem('tooManyHands')
      })
    }
    const heldWeapons = held.filter((i) => i.kind === 'weapon' && !i.ranged)
    if (heldWeapons.length > 1 && !a.skills.includes('Beidhändiger Kampf')) {
      ctx.addIssue({
        code: 'custom',
        path: ['equipment'],
        message: `${a.name} holds two weapons but lacks the skill Beidhändiger Kampf (KS-HANDS-2)`,
        params: sheetProblem('twoWeaponsNeedSkill')
      })
    }
  })
export type AdventurerSheet = z.output<typeof adventurerSchema>

export const OPPONENT_KINDS = ['normal', 'skeleton', 'zombie', 'vampire', 'mummy', 'blackRider', 'ghost', 'demon'] as const

export const opponentSchema = z.strictObject({
  name: z.string().trim().min(1, 'an opponent needs a name'),
  /** KS of one opponent, e.g. "W6+1" (KS-STR-4). */
  ks: diceNotation,
  count: z.number().int().min(1).max(50).default(1),
  kind: z.enum(OPPONENT_KINDS).default('normal')
})
export type Opponent = z.output<typeof opponentSchema>
