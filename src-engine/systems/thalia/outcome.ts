import type { RunResult } from './round.ts'
import type { Fight, GainedInjury, Status } from './state.ts'

/** What the campaign applies after the GM confirms the fight: everything that outlasts it. */
export interface ThaliaCombatantOutcome {
  readonly id: string
  readonly name: string
  readonly kind: 'pc' | 'monster' | 'dk'
  readonly side: string
  readonly group: string
  readonly status: Status
  readonly hp: number
  readonly hpLost: number
  /** Rounds left for an SK still Dying when the fight stopped (aftermath "stop"). */
  readonly lastBreath: number | null
  /** Days of unconsciousness from stabilisation (THA-DYING-7). */
  readonly unconsciousDays: number
  /** Mén gained in this fight, with rolled durations in days (THA-MEN-4). */
  readonly injuries: readonly GainedInjury[]
  readonly conditions: readonly string[]
  /** Holdbarhet after the fight (THA-DEF-11, THA-DEF-14); null where the sheet records none. */
  readonly weaponDurability: readonly { readonly name: string; readonly durability: number | null }[]
  readonly shieldDurability: number | null
  readonly beltUsed: readonly string[]
  readonly moraleTestsPassed: number
  readonly fightsToDeath: boolean
}

export interface ThaliaOutcome {
  readonly system: 'thalia'
  readonly winner: string | null
  readonly ended: RunResult['ended']
  readonly rounds: number
  readonly combatants: readonly ThaliaCombatantOutcome[]
  readonly dead: readonly string[]
  readonly fled: readonly string[]
  readonly dying: readonly string[]
}

export function buildOutcome(fight: Fight, result: RunResult): ThaliaOutcome {
  const combatants = fight.fighters.map((f) => ({
    id: f.id,
    name: f.name,
    kind: f.kind,
    side: f.side,
    group: f.group,
    status: f.status,
    hp: f.hp,
    hpLost: Math.max(0, f.startHp - f.hp),
    lastBreath: f.lastBreath,
    unconsciousDays: f.unconsciousDays,
    injuries: f.gained,
    conditions: f.gainedConditions,
    weaponDurability: f.weapons.map((w, i) => ({ name: w.name, durability: f.weaponDurability[i] ?? null })),
    shieldDurability: f.shieldDurability,
    beltUsed: f.belt.filter((_, i) => f.beltUsed[i]).map((b) => b.name),
    moraleTestsPassed: f.moralePasses,
    fightsToDeath: f.fightsToDeath
  }))
  return {
    system: 'thalia',
    winner: result.winner,
    ended: result.ended,
    rounds: result.rounds,
    combatants,
    dead: fight.fighters.filter((f) => f.status === 'dead').map((f) => f.id),
    fled: fight.fighters.filter((f) => f.status === 'fled').map((f) => f.id),
    dying: fight.fighters.filter((f) => f.status === 'dying').map((f) => f.id)
  }
}
