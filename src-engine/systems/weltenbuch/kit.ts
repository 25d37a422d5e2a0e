/**
 * What a fighter can do with the weapon in hand and the body parts he has left, worked out when either changes rather
 * than at every action, attack and defence (simulation speed): the weapon's numbers, whether he can fight in melee,
 * shoot or dodge, the shield he carries, and the defence the default policy picks.
 */
import { canDodge, canFightInMelee, canShoot, carriedShield } from './capabilities.ts'
import { attackBase, parryBase, rangedBase } from './checks.ts'
import { damageCodeOf, type Weapon } from './sheet.ts'
import type { Fight, Fighter } from './state.ts'

export type DefenceKind = 'parry' | 'shield' | 'dodge' | 'none'

/**
 * The fighter, with his kit up to date for the weapon in hand: Kampfwert (KA-GAP-31), attack base (a shield's bonus
 * against it, KA-SHIELD-2), damage code (unarmed: WLS, KA-SUP-2), ranged test base (KA-RANGED-4); melee, shooting and
 * dodging as his body parts allow (KA-SUP-9); the shield he carries (KA-SHIELD-1); and the defence with the highest value,
 * the first of equals in the order parry, shield, dodge (KA-MELEE-6). A changed weapon is noticed here; a lost body part
 * must call `kitChanged`.
 */
export function kit(f: Fighter, fight: Fight): Fighter {
  return f.kitOf === f.wielding ? f : makeKit(f, fight)
}

function makeKit(f: Fighter, fight: Fight): Fighter {
  const weapon = f.wielding
  const rules = fight.rules
  f.kampfwert = kampfwertWith(f, weapon, fight)
  f.attackValue = weapon?.kind === 'shield' ? attackBase(f.sheet, weapon, rules) : f.kampfwert
  f.damageCode = weapon === null ? f.koerper.wls : damageCodeOf(weapon.damage)
  f.shotBase = weapon?.kind === 'ranged' ? rangedBase(f.sheet, weapon, rules) : 0
  f.canMelee = canFightInMelee(f)
  f.canShoot = canShoot(f)
  f.canDodge = canDodge(f)
  f.shield = carriedShield(f)
  let defence: DefenceKind = 'none'
  let value = -Infinity
  if (f.canMelee) {
    defence = 'parry'
    value = f.kampfwert
  }
  if (f.shield !== null) {
    const shieldValue = kampfwertWith(f, f.shield, fight)
    if (shieldValue > value) {
      defence = 'shield'
      value = shieldValue
    }
  }
  if (f.canDodge && f.dodge > value) defence = 'dodge'
  f.defence = defence
  f.kitOf = weapon
  return f
}

/** A body part was lost (or the fight starts anew): the kit is worked out again when next needed. */
export function kitChanged(f: Fighter): void {
  f.kitOf = undefined
}

/** Kampfwert with a weapon (or unarmed, or a shield's parry), kept per fighter and weapon (KA-GAP-31, KA-SHIELD-1). */
export function kampfwertWith(f: Fighter, weapon: Weapon | null, fight: Fight): number {
  let value = f.kampfwerte.get(weapon)
  if (value === undefined) {
    value = parryBase(f.sheet, weapon, fight.rules)
    f.kampfwerte.set(weapon, value)
  }
  return value
}
