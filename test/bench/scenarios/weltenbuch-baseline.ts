import type { DiceRoller } from '../../../src-engine/dice/rng.ts'

/** A weapon for the hand-written Weltenbuch loop, its test values already summed from the sheet. */
export interface BaselineWeapon {
  readonly kind: 'melee' | 'ranged' | 'shield'
  /** Kampfwert: Geschick + skill + bonus; a shield's parry with its bonus. */
  readonly parry: number
  /** Attack base: the Kampfwert, but a shield's bonus counts against its attack. */
  readonly attack: number
  /** Ranged test base: Geschick + skill. */
  readonly shot: number
  readonly multiplier: number
  readonly bonus: number
  readonly range: number
  /** Actions to span it (bow 1, crossbow 3); 0 for thrown weapons, which are always ready. */
  readonly spanActions: number
}

/** A combatant for the hand-written loop: the sheet's numbers that the default policy ever reads. */
export interface BaselineFighter {
  readonly foe: boolean
  readonly hero: boolean
  /** Geschick + Sinne. */
  readonly initiative: number
  readonly heroPoints: number
  readonly heldenstufe: number
  /** Geschick + Ausweichen. */
  readonly dodge: number
  /** Geschick + the unarmed skill. */
  readonly unarmed: number
  readonly lpPerLevel: number
  readonly sbo: number
  readonly msb: number
  readonly unarmedMultiplier: number
  readonly unarmedBonus: number
  /** Indexed kopf, rumpf, lArm, rArm, lBein, rBein. */
  readonly armour: readonly number[]
  readonly weapons: readonly BaselineWeapon[]
  /** Index into weapons; -1 = unarmed. */
  readonly wielding: number
  /** Bit per weapon index: spanned at the start. */
  readonly loaded: number
  readonly position: number
  readonly damage: number
  /** Bit per zone index: body parts already unusable. */
  readonly unusable: number
  /** The standing circumstances as the GM's default modifier sum when shot at, and when shooting. */
  readonly targetModifier: number
  readonly shooterModifier: number
}

export interface BaselineOutcome {
  /** 1 heroes, -1 foes, 0 undecided. */
  readonly winner: number
  readonly segments: number
  readonly damage: readonly number[]
}

// The engine's default rule settings, as constants.
const ACTIONS_PER_SEGMENT = 5
const MAX_SEGMENTS = 30
const REACH_METRES = 2
const MOVE_METRES = 10
const PARRY_SWITCH_MARGIN = 2
const LARGER_PARTY_BONUS = 2
const UNDEFENDED_MINIMUM = 12
const RANGED_MINIMUM = 16

const HEROES = 0
const FOES = 1
const ABLE = 0
const UNABLE = 1
const DEAD = 2

const KOPF = 0
const RUMPF = 1
const L_ARM = 2
const R_ARM = 3
const L_BEIN = 4
const R_BEIN = 5
const ZONE_BY_ROLL = [KOPF, L_ARM, L_BEIN, L_BEIN, RUMPF, RUMPF, RUMPF, R_BEIN, R_BEIN, R_ARM, KOPF]
const ZONE_MAXIMUM = [15, 25, 20, 20, 20, 20]
const DISABLING_ZONES = (1 << KOPF) | (1 << RUMPF)

// An action is its kind in the low bits and its target fighter or weapon index above them.
const PASS = 0
const ATTACK = 1
const SHOOT = 2
const SPAN = 3
const SWITCH = 4
const MOVE = 5
const KIND_BITS = 3
const KIND_MASK = 7

const NO_DEFENCE = 0
const PARRY = 1
const SHIELD = 2
const DODGE = 3

const sideOf = (f: BaselineFighter): number => (f.foe ? FOES : HEROES)

/**
 * One Weltenbuch fight with the engine's default decisions, without requests, events or validation: the
 * bench's baseline. It draws the dice in the engine's order, so the same seed fights the same fight.
 */
class BaselineFight {
  private readonly n: number
  private readonly side: number[]
  private readonly damage: number[]
  private readonly status: number[]
  private readonly unusable: number[]
  private readonly wielding: number[]
  private readonly loaded: number[]
  private readonly spanProgress: number[][]
  private readonly position: number[]
  private readonly ini: number[]
  private readonly lostInitiative: boolean[]
  /** Per side: members able to act, and of those the ones who have not lost the initiative by dodging. */
  private readonly ableCount = [0, 0]
  private readonly readyCount = [0, 0]
  private order: number[] = []
  private sideOrder: number[][] = [[], []]
  private segment = 0
  private attacking = HEROES
  private readonly actions = [0, 0]
  private readonly passed = [false, false]
  private readonly freeActionUsed = [false, false]
  private readonly rotation = [0, 0]
  private segmentEnded = false
  private rerollPending = false
  private doubleOne = false
  /** The action pickActor found for the member it picked. */
  private picked = PASS

  constructor(
    private readonly fighters: readonly BaselineFighter[],
    private readonly hitZoneDice: boolean,
    private readonly roller: DiceRoller
  ) {
    this.n = fighters.length
    this.side = fighters.map(sideOf)
    this.damage = fighters.map((f) => f.damage)
    this.status = fighters.map(() => ABLE)
    this.unusable = fighters.map((f) => f.unusable)
    this.wielding = fighters.map((f) => f.wielding)
    this.loaded = fighters.map((f) => f.loaded)
    this.spanProgress = fighters.map((f) => f.weapons.map(() => 0))
    this.position = fighters.map((f) => f.position)
    this.ini = fighters.map(() => 0)
    this.lostInitiative = fighters.map(() => false)
  }

  run(): BaselineOutcome {
    for (let i = 0; i < this.n; i++) {
      const f = this.fighters[i]!
      if (this.damage[i]! > 5 * f.lpPerLevel) this.status[i] = DEAD
      else if (this.damage[i]! > 4 * f.lpPerLevel || (this.unusable[i]! & DISABLING_ZONES) !== 0) this.status[i] = UNABLE
      else this.ableCount[this.side[i]!]!++
    }
    if (!this.decided()) this.rollInitiative()
    while (!this.decided() && this.segment < MAX_SEGMENTS) {
      if (this.rerollPending) {
        this.rerollPending = false
        this.rollInitiative()
      }
      this.runSegment()
    }
    const heroesOut = this.ableCount[HEROES] === 0
    const foesOut = this.ableCount[FOES] === 0
    return { winner: heroesOut === foesOut ? 0 : heroesOut ? -1 : 1, segments: this.segment, damage: this.damage }
  }

  private roll2W6(): number {
    const a = this.roller.face(6)
    const b = this.roller.face(6)
    this.doubleOne = a === 1 && b === 1
    return a + b
  }

  private able(i: number): boolean {
    return this.status[i] === ABLE
  }

  private decided(): boolean {
    return this.ableCount[HEROES] === 0 || this.ableCount[FOES] === 0
  }

  /** Out of the fight (unable or dead): the side's counts follow. */
  private putOut(i: number, status: number): void {
    const side = this.side[i]!
    if (this.status[i] === ABLE) {
      this.ableCount[side]!--
      if (!this.lostInitiative[i]) this.readyCount[side]!--
    }
    this.status[i] = status
  }

  private usable(i: number, zone: number): boolean {
    return (this.unusable[i]! & (1 << zone)) === 0
  }

  // Initiative -------------------------------------------------------------------------------------------

  private rollInitiative(): void {
    for (let i = 0; i < this.n; i++) if (this.able(i)) this.ini[i] = this.fighters[i]!.initiative + this.roll2W6()
    this.orderByInitiative()
  }

  /** Higher initiative first; on a tie a hero before an NSC, and of two heroes the one with more hero points. */
  private compare(a: number, b: number): number {
    if (this.ini[a] !== this.ini[b]) return this.ini[b]! - this.ini[a]!
    const fa = this.fighters[a]!
    const fb = this.fighters[b]!
    if (fa.hero !== fb.hero) return fa.hero ? -1 : 1
    if (fa.hero && fa.heroPoints !== fb.heroPoints) return fb.heroPoints - fa.heroPoints
    return 0
  }

  private orderByInitiative(): void {
    // Insertion sort: stable like the engine's, and the fastest for five fighters.
    const sorted: number[] = []
    for (let i = 0; i < this.n; i++) {
      let at = sorted.length
      while (at > 0 && this.compare(sorted[at - 1]!, i) > 0) at--
      sorted.splice(at, 0, i)
    }
    let start = 0
    while (start < sorted.length) {
      let end = start + 1
      while (end < sorted.length && this.compare(sorted[start]!, sorted[end]!) === 0) end++
      if (end - start > 1) {
        const run = sorted.slice(start, end)
        const tied = run.filter((i) => this.able(i))
        if (tied.length > 1) sorted.splice(start, run.length, ...this.rollOff(tied), ...run.filter((i) => !this.able(i)))
      }
      start = end
    }
    this.order = sorted
    this.sideOrder = [sorted.filter((i) => this.side[i] === HEROES), sorted.filter((i) => this.side[i] === FOES)]
  }

  /** Remaining ties roll 2W6 each until all differ. */
  private rollOff(tied: number[]): number[] {
    for (;;) {
      const values = tied.map(() => this.roll2W6())
      if (values.every((v, k) => values.indexOf(v) === k)) return tied.map((i, k) => ({ i, value: values[k]! })).sort((a, b) => b.value - a.value).map((r) => r.i)
    }
  }

  // The Kampfabschnitt -----------------------------------------------------------------------------------

  private runSegment(): void {
    const onePartyUsedFree = this.freeActionUsed[HEROES] !== this.freeActionUsed[FOES]
    const heroesUsedFree = this.freeActionUsed[HEROES]!
    this.segment++
    this.actions.fill(ACTIONS_PER_SEGMENT)
    this.passed.fill(false)
    this.freeActionUsed.fill(false)
    this.rotation.fill(0)
    this.segmentEnded = false
    this.lostInitiative.fill(false)
    this.readyCount[HEROES] = this.ableCount[HEROES]!
    this.readyCount[FOES] = this.ableCount[FOES]!
    // A party that needed a free action defends next; otherwise the highest initiative attacks.
    if (onePartyUsedFree) this.attacking = heroesUsedFree ? FOES : HEROES
    else this.attacking = this.side[this.order.find((i) => this.able(i))!]!

    let acting = this.attacking
    while (!this.segmentEnded && !this.decided()) {
      if (!this.canAct(acting)) {
        const other = 1 - acting
        if (!this.canAct(other)) break
        acting = other
        continue
      }
      const actor = this.pickActor(acting)
      const action = this.picked
      if (action === PASS) {
        this.passed[acting] = true
        continue
      }
      this.takeAction(actor, action)
      const kind = action & KIND_MASK
      if (kind !== ATTACK && kind !== SHOOT && !this.segmentEnded && !this.decided()) this.offerReaction(1 - acting)
      acting = this.canAct(this.attacking) ? this.attacking : acting
    }
  }

  private canAct(side: number): boolean {
    return !this.passed[side] && this.actions[side]! > 0 && this.readyCount[side]! > 0
  }

  /** Members take turns in initiative order, skipping those with nothing to do unless nobody has anything. */
  private pickActor(side: number): number {
    const members = this.sideOrder[side]!
    const count = members.length
    let next = -1
    let idle = -1
    let action = PASS
    for (let k = 0; k < count && next < 0; k++) {
      const candidate = members[(this.rotation[side]! + k) % count]!
      if (!this.able(candidate) || this.lostInitiative[candidate]) continue
      const candidateAction = this.defaultAction(candidate)
      if (count === 1 || candidateAction !== PASS) {
        next = candidate
        action = candidateAction
      } else if (idle < 0) idle = candidate
    }
    const actor = next >= 0 ? next : idle
    this.rotation[side] = (members.indexOf(actor) + 1) % count
    this.picked = action
    return actor
  }

  /** After an action that is no threat, the other party may act. */
  private offerReaction(side: number): void {
    if (!this.canAct(side)) return
    const actor = this.pickActor(side)
    if (this.picked !== PASS) this.takeAction(actor, this.picked)
  }

  private takeAction(actor: number, action: number): void {
    const side = this.side[actor]!
    this.actions[side]!--
    const kind = action & KIND_MASK
    const arg = action >> KIND_BITS
    // An attack by the defending party takes the initiative.
    if ((kind === ATTACK || kind === SHOOT) && this.attacking !== side) this.attacking = side
    switch (kind) {
      case ATTACK:
        this.meleeAttack(actor, arg)
        break
      case SHOOT:
        this.shoot(actor, arg)
        break
      case SPAN:
        this.span(actor)
        break
      case SWITCH:
        this.wielding[actor] = arg
        break
      case MOVE: {
        const gap = this.position[arg]! - this.position[actor]!
        this.position[actor]! += Math.sign(gap) * Math.min(Math.abs(gap), MOVE_METRES)
        break
      }
    }
  }

  // The default policy ---------------------------------------------------------------------------------

  private distance(a: number, b: number): number {
    return Math.abs(this.position[a]! - this.position[b]!)
  }

  private canFightInMelee(i: number): boolean {
    const w = this.wielding[i]!
    if (w < 0) return this.usable(i, R_ARM) || this.usable(i, L_ARM)
    const kind = this.fighters[i]!.weapons[w]!.kind
    if (kind === 'ranged') return false
    return this.usable(i, kind === 'shield' ? L_ARM : R_ARM)
  }

  private canDodge(i: number): boolean {
    return this.usable(i, L_BEIN) && this.usable(i, R_BEIN)
  }

  private carriedShield(i: number): number {
    const w = this.wielding[i]!
    const weapons = this.fighters[i]!.weapons
    if (!this.usable(i, L_ARM) || (w >= 0 && weapons[w]!.kind === 'ranged')) return -1
    for (let k = 0; k < weapons.length; k++) if (weapons[k]!.kind === 'shield' && k !== w) return k
    return -1
  }

  private isLoaded(i: number, w: number): boolean {
    return this.fighters[i]!.weapons[w]!.spanActions === 0 || (this.loaded[i]! & (1 << w)) !== 0
  }

  /** Attack an enemy in reach, else shoot, else get the right weapon ready, else close in, else pass. */
  private defaultAction(i: number): number {
    const f = this.fighters[i]!
    const side = this.side[i]
    let reachable = -1
    let nearest = -1
    for (let e = 0; e < this.n; e++) {
      if (this.side[e] === side || !this.able(e)) continue
      if (reachable < 0 && this.distance(i, e) <= REACH_METRES) reachable = e
      if (nearest < 0 || this.distance(i, e) < this.distance(i, nearest)) nearest = e
    }
    if (reachable >= 0 && this.canFightInMelee(i)) return ATTACK | (reachable << KIND_BITS)
    const w = this.wielding[i]!
    if (w >= 0 && f.weapons[w]!.kind === 'ranged') {
      const weapon = f.weapons[w]!
      const shooting = this.usable(i, L_ARM) && this.usable(i, R_ARM)
      const loaded = this.isLoaded(i, w)
      if (shooting && loaded) {
        for (let e = 0; e < this.n; e++) if (this.side[e] !== side && this.able(e) && this.distance(i, e) <= 3 * weapon.range) return SHOOT | (e << KIND_BITS)
      }
      const melee = f.weapons.findIndex((x) => x.kind === 'melee')
      if (reachable >= 0 && melee >= 0) return SWITCH | (melee << KIND_BITS)
      if (shooting && !loaded) return SPAN
    }
    if (reachable < 0 && nearest >= 0) {
      const ranged = f.weapons.findIndex((x, k) => x.kind === 'ranged' && k !== w)
      if (ranged >= 0) return SWITCH | (ranged << KIND_BITS)
      if (this.canDodge(i)) return MOVE | (nearest << KIND_BITS)
    }
    return PASS
  }

  // Melee, shots, damage ---------------------------------------------------------------------------------

  private meleeAttack(a: number, t: number): void {
    const attacker = this.fighters[a]!
    const target = this.fighters[t]!
    const ownSide = this.side[a]!
    const groupBonus = this.ableCount[ownSide]! > this.ableCount[1 - ownSide]! ? LARGER_PARTY_BONUS : 0
    const w = this.wielding[a]!
    const weapon = w < 0 ? null : attacker.weapons[w]!
    const total = (weapon ? weapon.attack : attacker.unarmed) + groupBonus + this.roll2W6()
    const attackDoubleOne = this.doubleOne
    // The zone dice are rolled with the attack, whatever comes of it.
    const zone = this.hitZoneDice ? ZONE_BY_ROLL[this.roll2W6() - 2]! : RUMPF

    // The defender takes the best of parry, shield and dodge; ties go to the earlier in that list.
    let defence = NO_DEFENCE
    let value = -Infinity
    if (this.canFightInMelee(t)) {
      const tw = this.wielding[t]!
      defence = PARRY
      value = tw < 0 ? target.unarmed : target.weapons[tw]!.parry
    }
    const shield = this.carriedShield(t)
    if (shield >= 0 && target.weapons[shield]!.parry > value) {
      defence = SHIELD
      value = target.weapons[shield]!.parry
    }
    if (this.canDodge(t) && target.dodge > value) {
      defence = DODGE
      value = target.dodge
    }

    let hit: boolean
    let margin: number
    let defenceTotal = 0
    if (defence === NO_DEFENCE) {
      const minimum = UNDEFENDED_MINIMUM + target.heldenstufe
      hit = !attackDoubleOne && total >= minimum
      margin = Math.max(0, total - minimum)
    } else {
      // A party without actions left still defends, with a free action.
      const targetSide = this.side[t]!
      if (this.actions[targetSide]! > 0) this.actions[targetSide]!--
      else this.freeActionUsed[targetSide] = true
      defenceTotal = value + this.roll2W6()
      hit = total > defenceTotal
      margin = total - defenceTotal
    }

    if (hit) {
      const multiplier = weapon ? weapon.multiplier : attacker.unarmedMultiplier
      const bonus = weapon ? weapon.bonus : attacker.unarmedBonus
      this.applyHit(t, zone, Math.max(0, margin * multiplier + bonus + attacker.sbo))
      this.attacking = ownSide
    } else if (defence === DODGE) {
      this.afterDodge(t)
    } else if (defence !== NO_DEFENCE && defenceTotal >= total + PARRY_SWITCH_MARGIN) {
      this.attacking = this.side[t]!
    }
  }

  /** A dodge ends a duel's Kampfabschnitt with fresh initiative; in a group fight only the dodger's initiative. */
  private afterDodge(t: number): void {
    if (this.ableCount[HEROES]! <= 1 && this.ableCount[FOES]! <= 1) {
      this.segmentEnded = true
      this.rerollPending = true
    } else if (!this.lostInitiative[t]) {
      this.lostInitiative[t] = true
      this.readyCount[this.side[t]!]!--
    }
  }

  private shoot(s: number, t: number): void {
    const w = this.wielding[s]!
    const weapon = this.fighters[s]!.weapons[w]!
    const target = this.fighters[t]!
    const distance = this.distance(s, t)
    const r = weapon.range
    const band = distance <= r / 2 ? 2 : distance <= r ? 0 : distance <= 2 * r ? -2 : distance <= 3 * r ? -4 : null
    if (band === null) return
    const total = weapon.shot + band + target.targetModifier + this.fighters[s]!.shooterModifier + this.roll2W6()
    const shotDoubleOne = this.doubleOne
    const zone = this.hitZoneDice ? ZONE_BY_ROLL[this.roll2W6() - 2]! : RUMPF
    const minimum = RANGED_MINIMUM + target.heldenstufe
    if (weapon.spanActions > 0) this.loaded[s]! &= ~(1 << w)
    // The target's default is not to try to see and avoid the missile, so a hit stands.
    if (shotDoubleOne || total < minimum) return
    this.applyHit(t, zone, Math.max(0, (total - minimum) * weapon.multiplier + weapon.bonus))
  }

  private span(i: number): void {
    const w = this.wielding[i]!
    const done = this.spanProgress[i]![w]! + 1
    if (done >= this.fighters[i]!.weapons[w]!.spanActions) {
      this.spanProgress[i]![w] = 0
      this.loaded[i]! |= 1 << w
    } else {
      this.spanProgress[i]![w] = done
    }
  }

  /** Armour off, LP on the monitor; "tödlich" or a lost head or torso disables, past 5 × LP or a lost head kills. */
  private applyHit(t: number, zone: number, raw: number): void {
    const target = this.fighters[t]!
    const recorded = Math.max(0, raw - target.armour[zone]!)
    const after = this.damage[t]! + recorded
    const zoneLost = recorded > ZONE_MAXIMUM[zone]! + target.msb && this.usable(t, zone)
    const dead = after > 5 * target.lpPerLevel || (zoneLost && zone === KOPF)
    const unable = dead || after > 4 * target.lpPerLevel || (zoneLost && (DISABLING_ZONES & (1 << zone)) !== 0)
    this.damage[t] = after
    if (zoneLost) {
      this.unusable[t]! |= 1 << zone
      // A lost weapon arm drops the weapon, but not a shield.
      const w = this.wielding[t]!
      if (zone === R_ARM && w >= 0 && target.weapons[w]!.kind !== 'shield') this.wielding[t] = -1
    }
    if (dead) this.putOut(t, DEAD)
    else if (unable) this.putOut(t, UNABLE)
  }
}

/** The bench's baseline: one Weltenbuch fight, with every decision the engine's default. */
export function baselineWeltenbuch(fighters: readonly BaselineFighter[], hitZoneDice: boolean, roller: DiceRoller): BaselineOutcome {
  return new BaselineFight(fighters, hitZoneDice, roller).run()
}
