/** Damage and its effects from the rulebook's damage chapter (KA-SUP-1..9): pure arithmetic, no I/O. */
import type { RuleSettings } from './settings.ts'
import type { DamageCode } from './sheet.ts'
import { WOUND_LEVELS, ZONE_MAX_DAMAGE, type KoerperRow, type WoundLevel, type ZoneId } from './tables.ts'

/** Melee: margin × M + B + SBO (KA-SUP-1); with damageFromMargin off only B + SBO (KA-GAP-2 alternative). */
export function meleeDamage(margin: number, weapon: DamageCode, sbo: number, rules: RuleSettings): number {
  const fromMargin = rules.damageFromMargin ? margin * weapon.multiplier : 0
  return Math.max(0, fromMargin + weapon.bonus + sbo)
}

/** Unarmed: margin × WLS + SBO (KA-SUP-2); WLS is written ×M+B like a weapon. */
export function unarmedDamage(margin: number, koerper: KoerperRow, rules: RuleSettings): number {
  return meleeDamage(margin, koerper.wls, koerper.sbo, rules)
}

/** Ranged: (total − MW) × M + B, no SBO (KA-SUP-3). */
export function rangedDamage(margin: number, weapon: DamageCode, rules: RuleSettings): number {
  return meleeDamage(margin, weapon, 0, rules)
}

/** The zone's armour is subtracted; what remains is recorded (KA-SUP-4). */
export function damageAfterArmour(damage: number, armour: number): number {
  return Math.max(0, damage - armour)
}

/** Wound level for the LP damage recorded: each level holds `lpPerLevel` points (KA-SUP-7). */
export function woundLevel(damage: number, lpPerLevel: number): WoundLevel {
  // Unhurt and "tödlich" (past four levels) without dividing: most fighters are one or the other.
  if (damage <= 0) return WOUND_LEVELS[0]
  if (damage > 4 * lpPerLevel) return WOUND_LEVELS[5]
  return WOUND_LEVELS[Math.ceil(damage / lpPerLevel)]!
}

/** Past the last box of "tödlich" (5 × LP) the engine counts the character dead (deathBeyondDeadly). */
export function isBeyondDeadly(damage: number, lpPerLevel: number): boolean {
  return damage > 5 * lpPerLevel
}

/** Maximum damage per zone: MS + MSB (KA-SUP-9). */
export function zoneMaximum(zone: ZoneId, koerper: KoerperRow): number {
  return ZONE_MAX_DAMAGE[zone] + koerper.msb
}

export interface DamageEffects {
  readonly levelBefore: WoundLevel
  readonly levelAfter: WoundLevel
  /** A single hit above the zone's maximum makes it unusable (KA-SUP-9). */
  readonly zoneLost: boolean
  /** "Tödlich" or a disabling zone lost: unable to act (KA-SUP-8). */
  readonly unableToAct: boolean
  readonly dead: boolean
}

/** What one recorded hit does, given the damage before it and the body parts already lost. */
export function damageEffects(
  damageBefore: number,
  recorded: number,
  zone: ZoneId,
  alreadyUnusable: readonly ZoneId[],
  koerper: KoerperRow,
  rules: RuleSettings
): DamageEffects {
  const after = damageBefore + recorded
  const levelBefore = woundLevel(damageBefore, koerper.lpPerLevel)
  const levelAfter = woundLevel(after, koerper.lpPerLevel)
  if (!rules.woundEffects) return { levelBefore, levelAfter, zoneLost: false, unableToAct: false, dead: false }
  const zoneLost = recorded > zoneMaximum(zone, koerper) && !alreadyUnusable.includes(zone)
  const disabled = zoneLost && rules.disablingZones.includes(zone)
  const dead = (rules.deathBeyondDeadly && isBeyondDeadly(after, koerper.lpPerLevel)) || (zoneLost && rules.fatalZones.includes(zone))
  return { levelBefore, levelAfter, zoneLost, unableToAct: levelAfter === 'toedlich' || disabled || dead, dead }
}
