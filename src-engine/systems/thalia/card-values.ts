import { weaponReach, type WeaponReach } from './range.ts'
import type { PcSheet } from './sheet.ts'
import { menById, type BodyLocation } from './tables.ts'

/**
 * Each Mén on the sheet, in the sheet's order, as Table T1 names it and, for an arm or a leg, which limb it is on;
 * each weapon, in the sheet's order, with the reach of its distance category where it is a ranged weapon that has one.
 */
export type ThaliaCardValues = {
  readonly injuries: readonly { readonly name: string; readonly limb?: 'arm' | 'leg' }[]
  readonly weapons: readonly { readonly reach?: WeaponReach }[]
}

const LIMB: Readonly<Partial<Record<BodyLocation, 'arm' | 'leg'>>> = { armer: 'arm', ben: 'leg' }

export function thaliaCardValues(sheet: PcSheet): ThaliaCardValues {
  return {
    injuries: sheet.injuries.map((injury) => {
      const entry = menById(injury.id)
      const limb = entry && LIMB[entry.location]
      return { name: entry?.name ?? injury.id, ...(limb ? { limb } : {}) }
    }),
    weapons: sheet.weapons.map((weapon) => (weapon.ranged && weapon.range ? { reach: weaponReach(weapon.range) } : {}))
  }
}
