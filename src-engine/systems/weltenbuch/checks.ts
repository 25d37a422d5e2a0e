/** The test formulas of the chapter as pure functions of the sheet and the rule settings. */
import type { RuleSettings } from './settings.ts'
import { skillValue, type Weapon, type WeltenbuchSheet } from './sheet.ts'
import { AMBUSH_BASE_MW, CALLED_ZONE_MALUS, RANGE_BAND_MODIFIER, type RangeBand, type ZoneId } from './tables.ts'

export const DODGE_SKILL = 'Ausweichen'
export const PERCEPTION_SKILL = 'Wahrnehmung'

/** Initiative without dice and hero points: Geschick + Sinne (KA-INI-3). */
export function initiativeBase(sheet: WeltenbuchSheet): number {
  return sheet.attributes.geschick + sheet.attributes.sinne
}

/** Waffenfertigkeit for a weapon in hand, or the unarmed skill (KA-UNARMED-1, KA-GAP-28). */
function weaponSkill(sheet: WeltenbuchSheet, weapon: Weapon | null, rules: RuleSettings): number {
  if (weapon === null) return skillValue(sheet, rules.unarmedSkill)
  return skillValue(sheet, weapon.kind === 'shield' ? rules.shieldSkill : weapon.skill)
}

/**
 * Kampfwert = Geschick + Waffenfertigkeit + Waffenbonus (KA-GAP-31): the fixed part of attack and parry
 * (KA-MELEE-11, KA-MELEE-12). Unarmed has no weapon bonus (KA-GAP-28).
 */
export function kampfwert(sheet: WeltenbuchSheet, weapon: Weapon | null, rules: RuleSettings): number {
  return sheet.attributes.geschick + weaponSkill(sheet, weapon, rules) + (weapon?.bonus ?? 0)
}

/** Attack with a shield turns its bonus into a malus (KA-SHIELD-2, KA-GAP-29). */
export function attackBase(sheet: WeltenbuchSheet, weapon: Weapon | null, rules: RuleSettings): number {
  if (weapon?.kind === 'shield') return sheet.attributes.geschick + weaponSkill(sheet, weapon, rules) - weapon.bonus
  return kampfwert(sheet, weapon, rules)
}

/** Parry with the weapon in hand (KA-MELEE-12), or with a shield plus its bonus (KA-SHIELD-1, KA-GAP-29). */
export function parryBase(sheet: WeltenbuchSheet, weapon: Weapon | null, rules: RuleSettings): number {
  return kampfwert(sheet, weapon, rules)
}

/** Dodge = Geschick + Ausweichen (KA-MELEE-13). */
export function dodgeBase(sheet: WeltenbuchSheet): number {
  return sheet.attributes.geschick + skillValue(sheet, DODGE_SKILL)
}

/** Perception against an arrow: Sinne + Wahrnehmung (KA-DODGE-2). */
export function perceptionBase(sheet: WeltenbuchSheet): number {
  return sheet.attributes.sinne + skillValue(sheet, PERCEPTION_SKILL)
}

/** Blocking a missile: Geschick + Schild (+ the shield's bonus, KA-GAP-27). */
export function missileBlockBase(sheet: WeltenbuchSheet, shield: Weapon, rules: RuleSettings): number {
  return sheet.attributes.geschick + skillValue(sheet, rules.shieldSkill) + (rules.missileBlockAddsShieldBonus ? shield.bonus : 0)
}

/** Ranged test without dice: Geschick + Waffenfertigkeit (KA-RANGED-4), no weapon bonus by default (KA-GAP-26). */
export function rangedBase(sheet: WeltenbuchSheet, weapon: Weapon, rules: RuleSettings): number {
  return sheet.attributes.geschick + skillValue(sheet, weapon.skill) + (rules.rangedAddsWeaponBonus ? weapon.bonus : 0)
}

/** Minimum roll against a defender who cannot parry: 12 + Heldenstufe (KA-AMBUSH-1). */
export function ambushMinimum(defenderHeldenstufe: number): number {
  return AMBUSH_BASE_MW + defenderHeldenstufe
}

/** Ranged minimum roll: 16 + the target's Heldenstufe, or a flat value (KA-RANGED-1, KA-RANGED-4, KA-GAP-1). */
export function rangedMinimum(targetHeldenstufe: number, rules: RuleSettings): number {
  return rules.rangedBaseMinimum + (rules.rangedAddsTargetLevel ? targetHeldenstufe : 0)
}

/** Range band for a distance and the weapon's range (KA-RANGED-5..8, KA-GAP-25); null when no shot is possible. */
export function rangeBand(distance: number, range: number, rules: RuleSettings): RangeBand | null {
  if (distance <= range / 2) return 'nah'
  if (distance <= range) return 'normal'
  if (distance <= 2 * range) return 'weit'
  if (distance <= 3 * range || !rules.noShotBeyondExtreme) return 'ueberweit'
  return null
}

export function rangeModifier(band: RangeBand): number {
  return RANGE_BAND_MODIFIER[band]
}

/** Malus of a called zone (KA-ZONE-3); the torso's −1 is KA-GAP-4. */
export function calledZoneMalus(zone: ZoneId, rules: RuleSettings): number {
  return zone === 'rumpf' ? rules.calledTorsoMalus : CALLED_ZONE_MALUS[zone]
}

/** What a 2W6 roll's faces are under KA-SUP-11: 1 for a double 1, 6 for a double 6, else 0. */
export function doubleOf(a: number, b: number): number {
  return a === b && (a === 1 || a === 6) ? a : 0
}

function facesDouble(faces: readonly number[]): number {
  return faces.length === 2 ? doubleOf(faces[0]!, faces[1]!) : 0
}

/**
 * A test against a minimum roll succeeds at ≥ MW (KA-TEST-2); a double 1 always fails and a double 6 always succeeds
 * (KA-SUP-11, settings doubleOneFails and doubleSixSucceeds).
 */
export function meetsMinimum(total: number, minimum: number, faces: readonly number[], rules: RuleSettings): boolean {
  return succeeds(total, minimum, facesDouble(faces), rules)
}

/** `meetsMinimum` with the roll's double (`doubleOf`) instead of its faces. */
export function succeeds(total: number, minimum: number, double: number, rules: RuleSettings): boolean {
  if (double === 1 && rules.doubleOneFails) return false
  if (double === 6 && rules.doubleSixSucceeds) return true
  return total >= minimum
}

/** Opposed test (KA-TEST-3): the attacker must win; a tie goes to the defender by default (KA-GAP-7). */
export function attackWins(attackTotal: number, defenceTotal: number, rules: RuleSettings): boolean {
  return rules.tieGoesToDefender ? attackTotal > defenceTotal : attackTotal >= defenceTotal
}

/**
 * An attack against a parry or dodge (KA-MELEE-3): a double 1 fails the roll it falls on (the attack's first), a double 6
 * succeeds, as in a test against a minimum roll (KA-SUP-11); otherwise, or when both roll a double 6, the totals decide (KA-GAP-7).
 */
export function attackHits(
  attackTotal: number,
  attackFaces: readonly number[],
  defenceTotal: number,
  defenceFaces: readonly number[],
  rules: RuleSettings
): boolean {
  return attackBeats(attackTotal, facesDouble(attackFaces), defenceTotal, facesDouble(defenceFaces), rules)
}

/** `attackHits` with each roll's double (`doubleOf`) instead of its faces. */
export function attackBeats(attackTotal: number, attackDouble: number, defenceTotal: number, defenceDouble: number, rules: RuleSettings): boolean {
  // Most rolls are no doubles at all.
  if (attackDouble === 0 && defenceDouble === 0) return attackWins(attackTotal, defenceTotal, rules)
  if (rules.doubleOneFails) {
    if (attackDouble === 1) return false
    if (defenceDouble === 1) return true
  }
  if (rules.doubleSixSucceeds && (attackDouble === 6) !== (defenceDouble === 6)) return attackDouble === 6
  return attackWins(attackTotal, defenceTotal, rules)
}

/** A parry "two better" takes the initiative (KA-MELEE-8, KA-GAP-8). */
export function parryTakesInitiative(attackTotal: number, parryTotal: number, rules: RuleSettings): boolean {
  return parryTotal >= attackTotal + rules.parrySwitchMargin
}
