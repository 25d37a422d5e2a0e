import { z } from 'zod'
import { sheetProblem } from '../../core/sheet-problems.ts'
import { KOERPER_MAX, KOERPER_MIN, ZONES, type ZoneId } from './tables.ts'

const int = () => z.number().int()

/** A weapon's damage as the rulebook writes it, `×M+B` (KA-SUP-1): multiplier and bonus. */
export interface DamageCode {
  readonly multiplier: number
  readonly bonus: number
}

const DAMAGE_PATTERN = /^[×xX*]\s*(\d+)\s*(?:([+\-−])\s*(\d+))?$/

export function parseDamageCode(text: string): DamageCode | undefined {
  const match = DAMAGE_PATTERN.exec(text.trim())
  if (!match) return undefined
  const bonus = match[3] === undefined ? 0 : Number(match[3]) * (match[2] === '+' ? 1 : -1)
  return { multiplier: Number(match[1]), bonus }
}

export function formatDamageCode(code: DamageCode): string {
  if (code.bonus === 0) return `×${code.multiplier}`
  return `×${code.multiplier}${code.bonus > 0 ? '+' : '-'}${Math.abs(code.bonus)}`
}

const codes = new Map<string, DamageCode>()

/** The ×M+B of a sheet's weapon; sheets hold it as text, so it is parsed once per distinct text. */
export function damageCodeOf(text: string): DamageCode {
  let code = codes.get(text)
  if (code === undefined) {
    code = parseDamageCode(text)
    if (code === undefined) throw new RangeError(`damage must be written ×M+B, e.g. "×3+4", not "${text}"`)
    codes.set(text, code)
  }
  return code
}

/**
 * Damage is kept as the rulebook writes it (`×3+4`), so a stored sheet reads back into the same text field the GM
 * typed it in; `{ multiplier, bonus }` from older sheets is still read and turned into that text.
 */
const damageCodeSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && 'multiplier' in value ? formatDamageCode(value as DamageCode) : value),
  z.string().transform((text, ctx) => {
    const code = parseDamageCode(text)
    if (code && code.multiplier <= 20 && code.bonus >= -20 && code.bonus <= 50) return formatDamageCode(code)
    ctx.addIssue({
      code: 'custom',
      message: `damage must be written ×M+B (M up to 20, B from −20 to 50), e.g. "×3+4", not "${text}"`,
      params: sheetProblem('damageFormula')
    })
    return z.NEVER
  })
)

/** The id that stands for no weapon in hand, in answers (`switch:unarmed`) and in a combatant's `wielding`. */
export const UNARMED = 'unarmed'

export const weaponSchema = z
  .object({
    /** Names the weapon in a fight's answers (`switch:<id>`); left out, it is made from the name. */
    id: z.string().min(1).optional(),
    name: z.string().min(1),
    /** melee weapon, ranged weapon, or a shield (parries with its bonus, attacks with it as a malus: KA-SHIELD-1/2). */
    kind: z.enum(['melee', 'ranged', 'shield']).default('melee'),
    /** Waffenfertigkeit used with it (the shield skill for shields, KA-GAP-29). */
    skill: z.string().min(1),
    /** Waffenbonus on attack and parry; a shield's bonus. */
    bonus: int().min(-10).max(10).default(0),
    damage: damageCodeSchema,
    /** Reichweite in metres (ranged weapons, KA-RANGED-3). */
    range: z.number().positive().optional(),
    /** What spanning a ranged weapon takes (KA-ACT-10): a bow, a crossbow, or nothing (thrown); left out, a bow. */
    reload: z.enum(['bow', 'crossbow', 'none']).optional()
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.kind === 'ranged' && w.range === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: 'a ranged weapon needs its range (Reichweite) in metres',
        params: sheetProblem('rangeRequired')
      })
    if (w.kind === 'shield' && w.bonus < 0)
      ctx.addIssue({ code: 'custom', path: ['bonus'], message: 'a shield bonus cannot be negative', params: sheetProblem('shieldBonusNegative') })
  })
  // Nothing to span on a sword or shield; a ranged weapon without a word is a bow, as before.
  .transform((w) => ({ ...w, reload: w.reload ?? (w.kind === 'ranged' ? 'bow' : 'none') }))

/** Sheet format 2: format 1 stored `reload: 'bow'` on every weapon; a melee weapon or shield has nothing to span. */
export function withoutMeleeReload(sheet: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(sheet['weapons'])) return sheet
  const weapons = sheet['weapons'].map((w: unknown) => {
    if (typeof w !== 'object' || w === null) return w
    const { reload, ...rest } = w as Record<string, unknown>
    return (rest['kind'] ?? 'melee') !== 'ranged' && reload === 'bow' ? rest : w
  })
  return { ...sheet, weapons }
}

export type Weapon = z.output<typeof weaponSchema> & { readonly id: string }

function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '-')
    .replace(/^-|-$/g, '')
  return s === '' ? 'waffe' : s
}

/** Weapons without an id get one from their name, unique on the sheet (dolch, dolch-2 …). */
function withIds(weapons: readonly z.output<typeof weaponSchema>[]): Weapon[] {
  // `unarmed` is the answer for fighting without a weapon (`switch:unarmed`, a combatant's `wielding`): a weapon that
  // took it could never be drawn, so it gets an id of its own, also when a campaign saved before stored `unarmed`.
  const taken = new Set([UNARMED, ...weapons.flatMap((w) => (w.id === undefined || w.id === UNARMED ? [] : [w.id]))])
  return weapons.map((w) => {
    if (w.id !== undefined && w.id !== UNARMED) return w as Weapon
    const base = slug(w.name)
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    return { ...w, id }
  })
}

const attribute = () => int().min(0).max(20)

export const attributesSchema = z
  .object({
    geist: attribute(),
    koerper: int().min(KOERPER_MIN).max(KOERPER_MAX),
    geschick: attribute(),
    sozial: attribute(),
    wille: attribute(),
    sinne: attribute()
  })
  .strict()

const armourSchema = z
  .object(Object.fromEntries(ZONES.map((zone) => [zone, int().min(0).max(30).default(0)])) as Record<ZoneId, z.ZodDefault<z.ZodNumber>>)
  .strict()

/**
 * A Weltenbuch character sheet (Heldenpergament) as the campaign stores it: the six attributes, skills,
 * weapons (×M+B), armour per hit zone, hero points, Heldenstufe and what persists between fights
 * (LP damage recorded, unusable body parts).
 */
const sheetShape = {
  /** The campaign's character id, when the sheet belongs to a roster entry. */
  id: z.string().min(1).optional(),
  name: z.string().min(1),
  attributes: attributesSchema,
  /** Skill values by name: weapon skills, "Ausweichen", "Wahrnehmung", the unarmed and shield skills. */
  skills: z.record(z.string().min(1), int().min(0).max(20)).default({}),
  weapons: z.array(weaponSchema).default([]).transform(withIds),
  armour: armourSchema.default({ kopf: 0, rumpf: 0, lArm: 0, rArm: 0, lBein: 0, rBein: 0 }),
  heroPoints: int().min(0).max(99).default(0),
  /** NSCs may leave it out (KA-GAP-20). */
  heldenstufe: int().min(0).max(30).optional(),
  /** LP damage recorded so far; it adds up across fights (KA-SUP-7). */
  damage: int().min(0).default(0),
  /** Body parts unusable until healed (KA-SUP-9). */
  unusableZones: z.array(z.enum(ZONES)).default([])
}

/** A hero killed in a fight stays dead on his sheet; he no longer fights, sleeps or heals. */
const heroShape = { ...sheetShape, dead: z.boolean().default(false) }

function uniqueWeaponIds(sheet: { readonly weapons: readonly { readonly id: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>()
  sheet.weapons.forEach((w, i) => {
    if (seen.has(w.id))
      ctx.addIssue({ code: 'custom', path: ['weapons', i, 'id'], message: `weapon id "${w.id}" is used twice`, params: sheetProblem('weaponNameTwice') })
    seen.add(w.id)
  })
}

export const weltenbuchSheetSchema = z.object(heroShape).strict().superRefine(uniqueWeaponIds)

/** A bestiary entry: an NSC sheet, fought `count` times. */
export const weltenbuchOpponentSchema = z
  .object({ ...sheetShape, count: int().min(1).max(50).optional() })
  .strict()
  .superRefine(uniqueWeaponIds)

export type WeltenbuchSheet = z.output<typeof weltenbuchSheetSchema>
export type WeltenbuchSheetInput = z.input<typeof weltenbuchSheetSchema>

export function skillValue(sheet: WeltenbuchSheet, skill: string): number {
  return sheet.skills[skill] ?? 0
}
