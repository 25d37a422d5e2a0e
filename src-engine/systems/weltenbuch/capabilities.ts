/** What a combatant can still do with the body parts and weapons he has (KA-SUP-9 as the engine reads it). */
import type { Weapon } from './sheet.ts'
import { hasUsable, type Fight, type Fighter } from './state.ts'

export function inReach(fight: Fight, a: Fighter, b: Fighter): boolean {
  return Math.abs(a.position - b.position) <= fight.rules.freeMoveMetres
}

export function distanceBetween(a: Fighter, b: Fighter): number {
  return Math.abs(a.position - b.position)
}

/** Melee with the weapon in hand, or unarmed (KA-UNARMED-1): the weapon arm must be usable. */
export function canFightInMelee(f: Fighter): boolean {
  const w = f.wielding
  if (w === null) return hasUsable(f, 'rArm') || hasUsable(f, 'lArm')
  if (w.kind === 'ranged') return false
  return hasUsable(f, w.kind === 'shield' ? 'lArm' : 'rArm')
}

/** A shield carried on the free arm, other than the one used as the weapon (KA-SHIELD-1). */
export function carriedShield(f: Fighter): Weapon | null {
  if (!hasUsable(f, 'lArm') || f.wielding?.kind === 'ranged') return null
  for (const w of f.weapons) if (w.kind === 'shield' && w !== f.wielding) return w
  return null
}

export function canDodge(f: Fighter): boolean {
  return hasUsable(f, 'lBein') && hasUsable(f, 'rBein')
}

export function canMove(f: Fighter): boolean {
  return canDodge(f)
}

/** Bows and crossbows take both hands. */
export function canShoot(f: Fighter): boolean {
  return f.wielding?.kind === 'ranged' && hasUsable(f, 'lArm') && hasUsable(f, 'rArm')
}

/** A thrown weapon is always ready; a bow or crossbow when spanned (KA-GAP-33). */
export function isLoaded(f: Fighter, w: Weapon): boolean {
  return w.reload === 'none' || f.loaded[f.weapons.indexOf(w)] === true
}

export function setLoaded(f: Fighter, w: Weapon, loaded: boolean): void {
  const i = f.weapons.indexOf(w)
  if (i >= 0) f.loaded[i] = loaded
}

/** The ids of his spanned weapons, in sheet order. */
export function loadedIds(f: Fighter): string[] {
  const ids: string[] = []
  const weapons = f.weapons
  for (let i = 0; i < weapons.length; i++) if (f.loaded[i]) ids.push(weapons[i]!.id)
  return ids
}
