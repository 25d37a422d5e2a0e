import type { RunResult } from './round.ts'
import type { Fight, Fighter, GainedInjury, Status, WeaponAfterFight } from './state.ts'

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
  readonly weaponDurability: readonly WeaponAfterFight[]
  readonly shieldDurability: number | null
  /** The shield's Holdbarhet the fight took. */
  readonly shieldWorn: number
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

const NONE: readonly never[] = []

const worn = (before: number | null | undefined, after: number | null | undefined) => (before == null || after == null ? 0 : before - after)

/** Each weapon's Holdbarhet as the fight left it: the fighter's list as it came (made once, outcomes are only read) if none wore. */
function weaponDurability(f: Fighter): Fighter['weaponsAsTheyCame'] {
  const start = f.start.weaponDurability
  for (let i = 0; i < start.length; i++) {
    if (f.weaponDurability[i] !== start[i])
      return f.weapons.map((w, j) => ({ name: w.name, durability: f.weaponDurability[j] ?? null, worn: worn(start[j], f.weaponDurability[j]) }))
  }
  return f.weaponsAsTheyCame
}

/** The outcome of a fight: plain values only (simulation reuses the fight's fighters for its next run). */
export function buildOutcome(fight: Fight, result: RunResult): ThaliaOutcome {
  const fighters = fight.fighters
  const combatants: ThaliaCombatantOutcome[] = []
  const dead: string[] = []
  const fled: string[] = []
  const dying: string[] = []
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i]!
    combatants.push({
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
      weaponDurability: weaponDurability(f),
      shieldDurability: f.shieldDurability,
      shieldWorn: worn(f.start.shieldDurability, f.shieldDurability),
      beltUsed: f.beltUsed.includes(true) ? f.belt.filter((_, j) => f.beltUsed[j]).map((b) => b.name) : NONE,
      moraleTestsPassed: f.moralePasses,
      fightsToDeath: f.fightsToDeath
    })
    if (f.status === 'dead') dead.push(f.id)
    else if (f.status === 'fled') fled.push(f.id)
    else if (f.status === 'dying') dying.push(f.id)
  }
  return { system: 'thalia', winner: result.winner, ended: result.ended, rounds: result.rounds, combatants, dead, fled, dying }
}
