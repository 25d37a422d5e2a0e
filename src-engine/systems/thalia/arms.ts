import type { Injury } from './sheet.ts'
import type { ThaliaRules } from './settings.ts'
import { menById } from './tables.ts'

export type ArmSide = 'left' | 'right'
/** The arm a test is made with; a two-handed weapon uses both. */
export type ArmUse = ArmSide | 'both'

type ArmRules = Pick<ThaliaRules, 'unsidedArmMen' | 'uselessWeaponArm'>

/** What an SK's arms can still do, from its arm Mén (Table T1, Armer). */
export interface Arms {
  /** The arm that holds a one-handed weapon; null when no arm can (THA-MEN-17, THA-MEN-18). */
  readonly weaponArm: ArmSide | null
  /** The arm that carries the shield; null when that arm is gone, useless or holding the weapon. */
  readonly shieldArm: ArmSide | null
  /** Two-handed weapons need both arms and no Revet Bicep (THA-MEN-22). */
  readonly twoHanded: boolean
  /** Arms with Ufølsomhet: Ulempe on every test made with them (THA-MEN-20). */
  readonly numbLeft: boolean
  readonly numbRight: boolean
}

const HEALTHY_RIGHT: Arms = { weaponArm: 'right', shieldArm: 'left', twoHanded: true, numbLeft: false, numbRight: false }
const HEALTHY_LEFT: Arms = { weaponArm: 'left', shieldArm: 'right', twoHanded: true, numbLeft: false, numbRight: false }

export function otherArm(side: ArmSide): ArmSide {
  return side === 'left' ? 'right' : 'left'
}

/** Sheets typed in by hand may lack the side THA-GAP-37 records; the setting says which arm such a Mén hit. */
function sideOfArmMen(rules: ArmRules, injury: Injury, weaponHand: ArmSide): ArmSide {
  if (injury.side) return injury.side
  return rules.unsidedArmMen === 'weaponArm' ? weaponHand : otherArm(weaponHand)
}

/**
 * THA-MEN-17, THA-MEN-18, THA-MEN-20, THA-MEN-22: which arm holds the weapon and which the shield. A severed or
 * paralysed weapon arm moves the weapon to the other arm (so no shield), unless the setting says the weapon is lost.
 */
export function armsOf(rules: ArmRules, injuries: readonly Injury[], weaponHand: ArmSide): Arms {
  const healthy = weaponHand === 'right' ? HEALTHY_RIGHT : HEALTHY_LEFT
  if (injuries.length === 0) return healthy
  let uselessLeft = false
  let uselessRight = false
  let numbLeft = false
  let numbRight = false
  let tornBicep = false
  for (const injury of injuries) {
    const entry = menById(injury.id)
    if (!entry || entry.location !== 'armer') continue
    const left = sideOfArmMen(rules, injury, weaponHand) === 'left'
    const effects = entry.effects
    if (effects.limbLost || effects.limbUseless) {
      if (left) uselessLeft = true
      else uselessRight = true
    }
    if (effects.disadvantageOn?.includes('arm')) {
      if (left) numbLeft = true
      else numbRight = true
    }
    if (effects.flags?.includes('noTwoHandedWeapons')) tornBicep = true
  }
  if (!uselessLeft && !uselessRight && !numbLeft && !numbRight && !tornBicep) return healthy
  const useless = (side: ArmSide): boolean => (side === 'left' ? uselessLeft : uselessRight)
  const off = otherArm(weaponHand)
  let weaponArm: ArmSide | null = weaponHand
  if (useless(weaponHand)) weaponArm = rules.uselessWeaponArm === 'otherArm' && !useless(off) ? off : null
  const shieldArm = useless(off) || weaponArm === off ? null : off
  return { weaponArm, shieldArm, twoHanded: !uselessLeft && !uselessRight && !tornBicep, numbLeft, numbRight }
}

/** THA-MEN-20: a test made with a numb arm (or a two-handed weapon, which uses both) has Ulempe. */
export function numbArmTest(arms: Arms, use: ArmUse | undefined): boolean {
  if (use === undefined) return false
  if (use === 'both') return arms.numbLeft || arms.numbRight
  return use === 'left' ? arms.numbLeft : arms.numbRight
}
