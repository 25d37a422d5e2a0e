import type { DiceRoller } from '../../../src-engine/dice/rng.ts'

/**
 * A player character for the hand-written Thalia loop. A "need" is the natural d20 that succeeds: the rank's target
 * (kyndig 12, untrained 14) minus the attribute factor.
 */
export interface BaselinePc {
  readonly hp: number
  readonly vern: number
  /** Maktfaktor, added to Siste Pust. */
  readonly makt: number
  readonly hitNeed: number
  readonly damageSides: number
  /** The fists (THA-ATK-3, THA-GAP-56: Nevene 1t2 with Makt, Nevekamp untrained) once the only weapon broke parrying. */
  readonly fistNeed: number
  readonly evadeNeed: number
  /** Tungvern: Ulempe on Unngå (two d20, the lower counts). */
  readonly evadeUlempe: boolean
  /**
   * Parry with the attack weapon against melee while it holds, chosen before a block or an evade; null when
   * evading scores as well, because the engine's default then keeps the first option, evade.
   */
  readonly parry: { readonly need: number; readonly durability: number } | null
  /** Block with the shield while it holds (also against ranged attacks), chosen before an evade. */
  readonly block: { readonly need: number; readonly durability: number } | null
  readonly stabiliseNeed: number
}

export interface BaselineMonster {
  readonly hp: number
  readonly vern: number
  /** The monster's first attack, the one the Judge's default picks. */
  readonly damageSides: number
  readonly ranged: boolean
  /** KÅ, between 3 and 11 here: no creature of the bench always flees or never does (THA-MORALE-7, THA-MORALE-8). */
  readonly kampand: number
  readonly moraleUlempe: boolean
  readonly group: number
  readonly leader: boolean
}

export type BaselineStatus = 'active' | 'dying' | 'stabilised' | 'dead' | 'fled'

export interface BaselineResult {
  readonly winner: 'players' | 'monsters' | null
  readonly rounds: number
  readonly pcHp: readonly number[]
  readonly pcStatus: readonly BaselineStatus[]
  readonly monsterHp: readonly number[]
  readonly monsterStatus: readonly BaselineStatus[]
}

const MAX_ROUNDS = 100
const AFTERMATH_ROUNDS = 50
const PLAYERS = 0
const MONSTERS = 1

/** Table T1 by [location 1t4][row 1t6]: sides of the die for the injury's duration, 0 for a lasting one. */
const MEN_DURATION_SIDES: readonly (readonly number[])[] = [
  [0, 6, 0, 0, 4, 0],
  [0, 0, 0, 0, 6, 4],
  [0, 0, 0, 0, 0, 4],
  [0, 0, 0, 0, 6, 4]
]

/** THA-GAP-54: a natural 1 always fails and a natural 20 always succeeds, whatever the factor. */
function succeeds(natural: number, need: number): boolean {
  return natural >= 20 || (natural > 1 && natural >= need)
}

/**
 * One fight of the Thalia rules with the engine's default decisions, as plain arrays and loops: surprise roll and
 * Ambush Round, initiative 1t6 per side once, SKs stabilise a dying friend first and else attack the first enemy
 * (1t20 + factor, weapon die minus Vern; the fists once a parried-with weapon broke), monsters attack a standing SK
 * rolled 1tN among them in setup order (`npcTarget: rolled`; nothing rolled for one) with their first attack while it
 * defends with its best defence (a Tabbe doubles the damage, a Triumf gives an Action at once), Dying with Mén and
 * Siste Pust, Kampånd tests at a group's first death and half losses, and the aftermath until nobody is dying.
 * The very same fights as the engine's simulation from the same dice (test/engine/thalia/baseline.test.ts).
 */
class Skirmish {
  private round = 0
  private readonly pcHp: number[]
  private readonly pcStatus: BaselineStatus[]
  private readonly lastBreath: number[]
  private readonly dyingRound: number[]
  private readonly parryLeft: number[]
  private readonly blockLeft: number[]
  private readonly monsterHp: number[]
  private readonly monsterStatus: BaselineStatus[]
  private readonly moralePasses: number[]
  private readonly groupDead: number[]
  private readonly groupSize: number[]
  private readonly groupLeader: number[]
  private readonly firstDeathTested: boolean[]
  private readonly halfDeadTested: boolean[]

  constructor(
    private readonly pcs: readonly BaselinePc[],
    private readonly monsters: readonly BaselineMonster[],
    private readonly roller: DiceRoller
  ) {
    this.pcHp = pcs.map((p) => p.hp)
    this.pcStatus = pcs.map(() => 'active')
    this.lastBreath = pcs.map(() => 0)
    this.dyingRound = pcs.map(() => 0)
    this.parryLeft = pcs.map((p) => p.parry?.durability ?? 0)
    this.blockLeft = pcs.map((p) => p.block?.durability ?? 0)
    this.monsterHp = monsters.map((m) => m.hp)
    this.monsterStatus = monsters.map(() => 'active')
    this.moralePasses = monsters.map(() => 0)
    this.groupDead = []
    this.groupSize = []
    this.groupLeader = []
    this.firstDeathTested = []
    this.halfDeadTested = []
    monsters.forEach((m, i) => {
      while (this.groupSize.length <= m.group) {
        this.groupDead.push(0)
        this.groupSize.push(0)
        this.groupLeader.push(-1)
        this.firstDeathTested.push(false)
        this.halfDeadTested.push(false)
      }
      this.groupSize[m.group]!++
      if (m.leader) this.groupLeader[m.group] = i
    })
  }

  run(): BaselineResult {
    const face = this.roller.face
    const playersRoll = face(6)
    const monstersRoll = face(6)
    if (playersRoll !== monstersRoll) {
      this.sideTurns(playersRoll > monstersRoll ? PLAYERS : MONSTERS)
      this.endRound()
    }
    let first = PLAYERS
    let rounds = 0
    while (!this.over() && rounds < MAX_ROUNDS) {
      this.round = ++rounds
      if (rounds === 1) {
        let p: number
        let m: number
        do {
          p = face(6)
          m = face(6)
        } while (p === m)
        first = p > m ? PLAYERS : MONSTERS
      }
      this.sideTurns(first)
      if (!this.over()) this.sideTurns(1 - first)
      this.endRound()
    }
    const playersStand = this.pcStatus.includes('active')
    const monstersStand = this.monsterStatus.includes('active')
    const winner = playersStand && !monstersStand ? 'players' : monstersStand && !playersStand ? 'monsters' : null
    this.aftermath(winner === 'players', rounds)
    return { winner, rounds, pcHp: this.pcHp, pcStatus: this.pcStatus, monsterHp: this.monsterHp, monsterStatus: this.monsterStatus }
  }

  private over(): boolean {
    return !this.pcStatus.includes('active') || !this.monsterStatus.includes('active')
  }

  private sideTurns(side: number): void {
    if (side === PLAYERS) {
      for (let i = 0; i < this.pcs.length; i++) {
        if (this.pcStatus[i] !== 'active') continue
        this.pcAction(i)
        if (this.over()) return
      }
    } else {
      for (let i = 0; i < this.monsters.length; i++) {
        if (this.monsterStatus[i] !== 'active') continue
        this.monsterTurn(i)
        if (this.over()) return
      }
    }
  }

  private pcAction(i: number): void {
    const face = this.roller.face
    const pc = this.pcs[i]!
    const patient = this.pcStatus.indexOf('dying')
    if (patient >= 0) {
      if (succeeds(face(20), pc.stabiliseNeed)) {
        this.pcStatus[patient] = 'stabilised'
        face(4) // days unconscious
      }
      return
    }
    // A parrying SK parries with its attack weapon; once it broke, the SK fights with its fists.
    const fists = pc.parry !== null && this.parryLeft[i] === 0
    const target = this.monsterStatus.indexOf('active')
    if (target < 0 || !succeeds(face(20), fists ? pc.fistNeed : pc.hitNeed)) return
    const hp = Math.max(0, this.monsterHp[target]! - Math.max(0, face(fists ? 2 : pc.damageSides) - this.monsters[target]!.vern))
    this.monsterHp[target] = hp
    if (hp === 0) {
      this.monsterStatus[target] = 'dead'
      this.monsterDied(this.monsters[target]!.group)
    }
  }

  private monsterTurn(j: number): void {
    const face = this.roller.face
    let standing = 0
    for (let i = 0; i < this.pcs.length; i++) if (this.pcStatus[i] === 'active') standing++
    if (standing === 0) return
    // The target: 1tN over the standing SKs in setup order, no roll for one.
    let nth = standing === 1 ? 1 : face(standing)
    let target = -1
    while (nth > 0) if (this.pcStatus[++target] === 'active') nth--
    const monster = this.monsters[j]!
    const pc = this.pcs[target]!
    let natural: number
    let success: boolean
    if (!monster.ranged && pc.parry !== null && this.parryLeft[target]! > 0) {
      natural = face(20)
      success = succeeds(natural, pc.parry.need)
      if (success) this.parryLeft[target]!--
    } else if (pc.block !== null && this.blockLeft[target]! > 0) {
      natural = face(20)
      success = succeeds(natural, pc.block.need)
      if (success) this.blockLeft[target]!--
    } else {
      natural = pc.evadeUlempe ? Math.min(face(20), face(20)) : face(20)
      success = succeeds(natural, pc.evadeNeed)
    }
    if (success) {
      if (natural >= 20) this.pcAction(target)
      return
    }
    const raw = face(monster.damageSides) * (natural <= 1 ? 2 : 1)
    const hp = Math.max(0, this.pcHp[target]! - Math.max(0, raw - pc.vern))
    this.pcHp[target] = hp
    if (hp === 0) this.becomeDying(target)
  }

  /** Mén first (location, row, side of a limb, duration), then Siste Pust; a head or body cut in two kills outright. */
  private becomeDying(i: number): void {
    const face = this.roller.face
    this.pcStatus[i] = 'dying'
    this.dyingRound[i] = this.round
    const location = face(4) - 1
    const row = face(6) - 1
    const limb = location >= 2
    if (limb) face(2)
    const durationSides = MEN_DURATION_SIDES[location]![row]!
    if (durationSides > 0) face(durationSides)
    if (row === 0 && !limb) {
      this.pcStatus[i] = 'dead'
      return
    }
    const breath = face(4) + this.pcs[i]!.makt + (row === 0 ? -4 : 0)
    if (breath <= 0) this.pcStatus[i] = 'dead'
    else this.lastBreath[i] = breath
  }

  /** One test per trigger even when the first death is also half the group. */
  private monsterDied(group: number): void {
    const dead = ++this.groupDead[group]!
    let test = false
    if (!this.firstDeathTested[group]) {
      this.firstDeathTested[group] = true
      test = true
    }
    if (!this.halfDeadTested[group] && dead >= Math.ceil(this.groupSize[group]! / 2)) {
      this.halfDeadTested[group] = true
      test = true
    }
    if (test) this.moraleTest(group)
  }

  /** One 2d6 for the group (a second one when anyone tests with an edge); the Leader's KÅ while it stands. */
  private moraleTest(group: number): void {
    const face = this.roller.face
    const leader = this.groupLeader[group]!
    const byLeader = leader >= 0 && this.monsterStatus[leader] === 'active'
    let testers = 0
    let anyUlempe = false
    for (let j = 0; j < this.monsters.length; j++) {
      if (!this.tests(j, group)) continue
      testers++
      if ((byLeader ? this.monsters[leader]! : this.monsters[j]!).moraleUlempe) anyUlempe = true
    }
    if (testers === 0) return
    const first = face(6) + face(6)
    const second = anyUlempe ? face(6) + face(6) : first
    for (let j = 0; j < this.monsters.length; j++) {
      if (!this.tests(j, group)) continue
      const values = byLeader ? this.monsters[leader]! : this.monsters[j]!
      const kept = values.moraleUlempe ? Math.max(first, second) : first
      if (kept <= values.kampand) this.moralePasses[j]!++
      else this.monsterStatus[j] = 'fled'
    }
  }

  /** Standing members test; two passed tests mean it fights to the death (THA-MORALE-9). */
  private tests(j: number, group: number): boolean {
    return this.monsters[j]!.group === group && this.monsterStatus[j] === 'active' && this.moralePasses[j]! < 2
  }

  private endRound(): void {
    for (let i = 0; i < this.pcs.length; i++) {
      if (this.pcStatus[i] !== 'dying' || this.dyingRound[i] === this.round) continue
      if (--this.lastBreath[i]! <= 0) this.pcStatus[i] = 'dead'
    }
  }

  /** After the fight Siste Pust goes on; the winning SKs keep stabilising their dying friends. */
  private aftermath(playersWon: boolean, lastRound: number): void {
    let guard = 0
    while (this.pcStatus.includes('dying') && guard++ < AFTERMATH_ROUNDS) {
      this.round = ++lastRound
      if (playersWon) {
        for (let i = 0; i < this.pcs.length; i++) {
          if (this.pcStatus[i] !== 'active') continue
          if (!this.pcStatus.includes('dying')) break
          this.pcAction(i)
        }
      }
      this.endRound()
    }
  }
}

/** The bench's baseline for Thalia: the same skirmish, fought to the end by a hand-written loop. */
export function baselineThalia(pcs: readonly BaselinePc[], monsters: readonly BaselineMonster[], roller: DiceRoller): BaselineResult {
  return new Skirmish(pcs, monsters, roller).run()
}
