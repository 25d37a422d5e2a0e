import { dice } from './ask.ts'
import type { Fight, Fighter } from './state.ts'

/** THA-GAP-21: a weapon at 0 Durability is broken (unless the setting keeps it usable). */
export function weaponUsable(fight: Fight, f: Fighter, index: number): boolean {
  const d = f.weaponDurability[index]
  return !(fight.rules.brokenAtZeroDurability && d === 0)
}

export function shieldUsable(fight: Fight, f: Fighter): boolean {
  if (f.shieldName === null) return false
  return !(fight.rules.brokenAtZeroDurability && f.shieldDurability === 0)
}

export function hasUsableWeapon(fight: Fight, f: Fighter): boolean {
  for (let i = 0; i < f.weapons.length; i++) if (weaponUsable(fight, f, i)) return true
  return false
}

/** Indexes of the weapons an SK can attack with (THA-ATK-3). */
export function usableWeapons(fight: Fight, f: Fighter): number[] {
  const out: number[] = []
  for (let i = 0; i < f.weapons.length; i++) if (weaponUsable(fight, f, i)) out.push(i)
  return out
}

/** Average of a dice expression, for the "average damage" setting (THA-GAP-17) and weapon defaults. */
export function averageOf(notation: string): number {
  const { expr } = dice(notation)
  let avg = expr.modifier
  for (const g of expr.groups) avg += (g.count * (g.sides + 1)) / 2
  return avg
}
