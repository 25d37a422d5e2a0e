/** What the campaign applies after the fight: damage, wound levels, lost body parts, hero points, flight. */
import { woundLevel } from './damage.ts'
import type { SideId } from './setup.ts'
import type { Fight, Fighter, FighterStatus } from './state.ts'
import { loadedIds } from './capabilities.ts'
import { UNARMED } from './sheet.ts'
import type { WoundLevel, ZoneId } from './tables.ts'

export interface CombatantOutcome {
  readonly id: string
  readonly name: string
  readonly side: SideId
  readonly status: FighterStatus
  /** LP damage recorded in this fight (after armour). */
  readonly damageTaken: number
  /** LP damage on the monitor now: the sheet's `damage` after the fight (KA-SUP-7). */
  readonly damage: number
  readonly woundLevel: WoundLevel
  /** All unusable body parts now, and those lost in this fight (KA-SUP-9). */
  readonly unusableZones: readonly ZoneId[]
  readonly zonesLost: readonly ZoneId[]
  readonly heroPointsSpent: number
  readonly heroPoints: number
  /** Weapon in hand at the end, and ranged weapons still spanned (KA-GAP-33). */
  readonly wielding: string
  readonly loaded: readonly string[]
}

export interface WeltenbuchOutcome {
  readonly winner: SideId | null
  readonly reason: 'defeated' | 'fled' | 'undecided'
  readonly segments: number
  readonly combatants: readonly CombatantOutcome[]
}

/** All of the side who are not dead or out of the fight fled, and someone did (the side lost by fleeing). */
function fled(fight: Fight, side: SideId): boolean {
  let any = false
  for (const f of fight.fighters) {
    if (f.side !== side || f.status === 'dead' || f.status === 'unable') continue
    if (f.status !== 'fled') return false
    any = true
  }
  return any
}

/** An empty list, shared by every outcome that has nothing to list (simulation builds a hundred thousand). */
const NONE: readonly never[] = Object.freeze([])

function listOf<T>(items: readonly T[]): readonly T[] {
  return items.length === 0 ? NONE : [...items]
}

function loadedOf(f: Fighter): readonly string[] {
  for (const loaded of f.loaded) if (loaded) return loadedIds(f)
  return NONE
}

export function buildOutcome(fight: Fight): WeltenbuchOutcome {
  const heroesOut = fight.ableHeroes === 0
  const foesOut = fight.ableFoes === 0
  const winner: SideId | null = heroesOut === foesOut ? null : heroesOut ? 'foes' : 'heroes'
  const loser: SideId | null = winner === null ? null : winner === 'heroes' ? 'foes' : 'heroes'
  const reason = loser === null ? 'undecided' : fled(fight, loser) ? 'fled' : 'defeated'
  // A loop, not map with a closure: simulation builds a hundred thousand outcomes.
  const fighters = fight.fighters
  const combatants: CombatantOutcome[] = []
  for (let i = 0; i < fighters.length; i++) combatants.push(combatantOutcome(fighters[i]!))
  return { winner, reason, segments: fight.segment, combatants }
}

function combatantOutcome(f: Fighter): CombatantOutcome {
  return {
    id: f.id,
    name: f.name,
    side: f.side,
    status: f.status,
    damageTaken: f.damageThisFight,
    damage: f.damage,
    woundLevel: woundLevel(f.damage, f.koerper.lpPerLevel),
    unusableZones: listOf(f.unusable),
    zonesLost: listOf(f.newlyUnusable),
    heroPointsSpent: f.heroPointsSpent,
    heroPoints: f.heroPoints,
    wielding: f.wielding?.id ?? UNARMED,
    loaded: loadedOf(f)
  }
}
