import { parsedDice } from '../../core/ask-kit.ts'
import { armsOf, type Arms, type ArmUse } from './arms.ts'
import type { Weapon } from './sheet.ts'
import type { ThaliaRules } from './settings.ts'
import type { Fight, Fighter } from './state.ts'

export function armsOfFighter(fight: Fight, f: Fighter): Arms {
  return armsOf(fight.rules, f.injuries, f.weaponHand)
}

/**
 * THA-GAP-21: a weapon at 0 Durability is broken (unless the setting keeps it usable). THA-MEN-17, THA-MEN-18,
 * THA-MEN-22: a two-handed weapon needs both arms and no Revet Bicep; a one-handed one needs an arm to hold it.
 */
export function weaponUsable(fight: Fight, f: Fighter, index: number): boolean {
  const d = f.weaponDurability[index]
  if (fight.rules.brokenAtZeroDurability && d === 0) return false
  if (f.injuries.length === 0) return true
  const arms = armsOfFighter(fight, f)
  return f.weapons[index]?.twoHanded ? arms.twoHanded : arms.weaponArm !== null
}

/** The arm a usable weapon is used with (THA-MEN-20). */
export function weaponArmUse(fight: Fight, f: Fighter, index: number): ArmUse {
  return f.weapons[index]?.twoHanded ? 'both' : (armsOfFighter(fight, f).weaponArm ?? f.weaponHand)
}

/** THA-MEN-17, THA-MEN-18: the shield needs an arm that is neither useless nor holding the weapon. */
export function shieldUsable(fight: Fight, f: Fighter): boolean {
  if (f.shieldName === null) return false
  if (fight.rules.brokenAtZeroDurability && f.shieldDurability === 0) return false
  if (f.injuries.length === 0) return true
  return armsOfFighter(fight, f).shieldArm !== null
}

export function shieldArmUse(fight: Fight, f: Fighter): ArmUse | undefined {
  return armsOfFighter(fight, f).shieldArm ?? undefined
}

export function hasUsableWeapon(fight: Fight, f: Fighter): boolean {
  for (let i = 0; i < f.weapons.length; i++) if (weaponUsable(fight, f, i)) return true
  return false
}

/** The fists as the rule settings make them (THA-ATK-3, THA-GAP-56): made with the fight (`Fight.fists`). */
export function fistsFor(rules: ThaliaRules): Weapon {
  return { name: 'Nevene', damage: rules.fistDamage, attributes: [rules.fistAttribute], skill: rules.fistSkill, ranged: false, twoHanded: false }
}

/** The arm an SK punches with: the weapon arm, or the other one when that is useless; null with no working arm. */
export function fistArm(fight: Fight, f: Fighter): ArmUse | null {
  if (f.injuries.length === 0) return f.weaponHand
  const arms = armsOfFighter(fight, f)
  return arms.weaponArm ?? arms.shieldArm
}

/** THA-ATK-3: an SK attacks with a usable weapon, or, without one, with its fists when the settings allow them. */
export function canAttack(fight: Fight, f: Fighter): boolean {
  return hasUsableWeapon(fight, f) || (fight.rules.fists === 'whenUnarmed' && fistArm(fight, f) !== null)
}

/** Indexes of the weapons an SK can attack with (THA-ATK-3). */
export function usableWeapons(fight: Fight, f: Fighter): number[] {
  const out: number[] = []
  for (let i = 0; i < f.weapons.length; i++) if (weaponUsable(fight, f, i)) out.push(i)
  return out
}

/** Average of a dice expression, for the "average damage" setting (THA-GAP-17) and weapon defaults. */
export function averageOf(notation: string): number {
  const { expr } = parsedDice(notation)
  let avg = expr.modifier
  for (const g of expr.groups) avg += (g.count * (g.sides + 1)) / 2
  return avg
}
