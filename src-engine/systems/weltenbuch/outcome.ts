/** What the campaign applies after the fight: damage, wound levels, lost body parts, hero points, flight. */
import { woundLevel } from './damage.ts'
import type { SideId } from './setup.ts'
import type { Fight, FighterStatus } from './state.ts'
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

function sideOut(fight: Fight, side: SideId): boolean {
  return !fight.fighters.some((f) => f.side === side && f.status === 'able')
}

function allFled(fight: Fight, side: SideId): boolean {
  return fight.fighters.filter((f) => f.side === side && f.status !== 'dead' && f.status !== 'unable').every((f) => f.status === 'fled')
}

export function buildOutcome(fight: Fight): WeltenbuchOutcome {
  const heroesOut = sideOut(fight, 'heroes')
  const foesOut = sideOut(fight, 'foes')
  const winner: SideId | null = heroesOut === foesOut ? null : heroesOut ? 'foes' : 'heroes'
  const loser: SideId | null = winner === null ? null : winner === 'heroes' ? 'foes' : 'heroes'
  const reason = loser === null ? 'undecided' : allFled(fight, loser) && fight.fighters.some((f) => f.side === loser && f.status === 'fled') ? 'fled' : 'defeated'
  return {
    winner,
    reason,
    segments: fight.segment,
    combatants: fight.fighters.map((f) => ({
      id: f.id,
      name: f.name,
      side: f.side,
      status: f.status,
      damageTaken: f.damageThisFight,
      damage: f.damage,
      woundLevel: woundLevel(f.damage, f.koerper.lpPerLevel),
      unusableZones: [...f.unusable],
      zonesLost: [...f.newlyUnusable],
      heroPointsSpent: f.heroPointsSpent,
      heroPoints: f.heroPoints,
      wielding: f.wielding?.id ?? 'unarmed',
      loaded: [...f.loaded]
    }))
  }
}
