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
  /** A bow or crossbow: a shot unloads it. */
  readonly reloads: boolean
  /** Actions to span it (bow 1, crossbow 3). */
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
  /** ABLE 0, UNABLE 1, DEAD 2 per fighter. */
  readonly status: readonly number[]
  /** Bit per zone index: unusable body parts at the end. */
  readonly unusable: readonly number[]
  /** Weapon index in hand at the end; -1 = unarmed. */
  readonly wielding: readonly number[]
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
export const ABLE = 0
export const UNABLE = 1
export const DEAD = 2

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

/** A party (Partei): one side's members of an engagement, with its actions in this Kampfabschnitt. */
class Party {
  readonly members: number[] = []
  actions = 0
  passed = false
  freeActionUsed = false
  rotation = 0
  side = HEROES
}

/**
 * One Weltenbuch fight with the engine's default decisions, without requests, events or validation: the bench's
 * baseline. Everyone has his initiative slot in turn; whoever is in melee reach fights it out at the slot of the first of
 * them, one party per side with five actions (KA-GAP-11, KA-GAP-12). A double 1 fails and a double 6 succeeds
 * (KA-SUP-11); an NSC with several enemies in reach rolls 1Wn for whom he attacks (nscTarget 'rolled'). It draws the
 * dice in the engine's order, so the same seed fights the same fight (test/engine/weltenbuch/baseline.test.ts).
 */
class BaselineFight {
  private readonly n: number
  private readonly side: number[]
  /** Combatants of the other side, whatever their state (an NSC with one never rolls for a target). */
  private readonly enemies: number[]
  private readonly damage: number[]
  private readonly status: number[]
  private readonly unusable: number[]
  private readonly wielding: number[]
  private readonly loaded: number[]
  private readonly spanProgress: number[][]
  private readonly position: number[]
  private readonly ini: number[]
  private readonly lostInitiative: boolean[]
  private readonly slotDone: boolean[]
  private readonly defendsNow: boolean[]
  private readonly reroll: boolean[]
  private rerollPending = false
  /** Each fighter's party in this Kampfabschnitt: his own, or the one of the melee he is in. */
  private readonly party: Party[]
  private readonly own: Party[]
  /** Melee parties beyond the members' own, reused every Kampfabschnitt. */
  private readonly pool: Party[] = []
  private poolUsed = 0
  private readonly ableCount = [0, 0]
  /** Initiative order, and each fighter's place in it. */
  private order: number[] = []
  private readonly place: number[]
  private segment = 0
  private attacking = HEROES
  /** The engagement's party per side; null where the side has none. */
  private readonly engaged: [Party | null, Party | null] = [null, null]
  private engagementEnded = false
  private positionsChanged = false
  private readonly inGroup: boolean[]

  constructor(
    private readonly fighters: readonly BaselineFighter[],
    private readonly hitZoneDice: boolean,
    private readonly roller: DiceRoller
  ) {
    const n = fighters.length
    this.n = n
    this.side = fighters.map((f) => (f.foe ? FOES : HEROES))
    this.enemies = this.side.map((s) => this.side.filter((t) => t !== s).length)
    this.damage = fighters.map((f) => f.damage)
    this.status = fighters.map(() => ABLE)
    this.unusable = fighters.map((f) => f.unusable)
    this.wielding = fighters.map((f) => f.wielding)
    this.loaded = fighters.map((f) => f.loaded)
    this.spanProgress = fighters.map((f) => f.weapons.map(() => 0))
    this.position = fighters.map((f) => f.position)
    this.ini = fighters.map(() => 0)
    this.lostInitiative = fighters.map(() => false)
    this.slotDone = fighters.map(() => false)
    this.defendsNow = fighters.map(() => false)
    this.reroll = fighters.map(() => false)
    this.inGroup = fighters.map(() => false)
    this.own = fighters.map((_, i) => {
      const p = new Party()
      p.side = this.side[i]!
      p.members.push(i)
      return p
    })
    this.party = [...this.own]
    this.place = fighters.map((_, i) => i)
    for (let i = 0; i < n; i++) this.order.push(i)
  }

  run(): BaselineOutcome {
    for (let i = 0; i < this.n; i++) {
      const f = this.fighters[i]!
      if (this.damage[i]! > 5 * f.lpPerLevel) this.status[i] = DEAD
      else if (this.damage[i]! > 4 * f.lpPerLevel || (this.unusable[i]! & DISABLING_ZONES) !== 0) this.status[i] = UNABLE
      else this.ableCount[this.side[i]!]!++
    }
    if (!this.decided()) {
      for (let i = 0; i < this.n; i++) if (this.able(i)) this.ini[i] = this.fighters[i]!.initiative + this.roll2W6()
      this.orderByInitiative()
    }
    while (!this.decided() && this.segment < MAX_SEGMENTS) {
      if (this.rerollPending) {
        // Only the two of a duel that ended by a dodge re-roll (KA-MELEE-9, KA-GAP-9); the order is sorted anew.
        this.rerollPending = false
        for (let i = 0; i < this.n; i++) {
          if (this.reroll[i] && this.able(i)) this.ini[i] = this.fighters[i]!.initiative + this.roll2W6()
          this.reroll[i] = false
        }
        this.orderByInitiative()
      }
      this.runSegment()
    }
    const heroesOut = this.ableCount[HEROES] === 0
    const foesOut = this.ableCount[FOES] === 0
    return {
      winner: heroesOut === foesOut ? 0 : heroesOut ? -1 : 1,
      segments: this.segment,
      damage: this.damage,
      status: this.status,
      unusable: this.unusable,
      wielding: this.wielding
    }
  }

  private faceA = 0
  private faceB = 0

  private roll2W6(): number {
    this.faceA = this.roller.face(6)
    this.faceB = this.roller.face(6)
    return this.faceA + this.faceB
  }

  private able(i: number): boolean {
    return this.status[i] === ABLE
  }

  private decided(): boolean {
    return this.ableCount[HEROES] === 0 || this.ableCount[FOES] === 0
  }

  private usable(i: number, zone: number): boolean {
    return (this.unusable[i]! & (1 << zone)) === 0
  }

  private reach(a: number, b: number): boolean {
    return Math.abs(this.position[a]! - this.position[b]!) <= REACH_METRES
  }

  private distance(a: number, b: number): number {
    return Math.abs(this.position[a]! - this.position[b]!)
  }

  // Initiative -------------------------------------------------------------------------------------------

  /** Higher initiative first; on a tie a hero before an NSC, and of two heroes the one with more hero points. */
  private compare(a: number, b: number): number {
    if (this.ini[a] !== this.ini[b]) return this.ini[b]! - this.ini[a]!
    const fa = this.fighters[a]!
    const fb = this.fighters[b]!
    if (fa.hero !== fb.hero) return fa.hero ? -1 : 1
    if (fa.hero && fa.heroPoints !== fb.heroPoints) return fb.heroPoints - fa.heroPoints
    return 0
  }

  /** Everyone sorted (stable); remaining ties among those able roll off with 2W6 until all differ. */
  private orderByInitiative(): void {
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
    for (let k = 0; k < sorted.length; k++) this.place[sorted[k]!] = k
  }

  private rollOff(tied: number[]): number[] {
    for (;;) {
      const values = tied.map(() => this.roll2W6())
      if (values.every((v, k) => values.indexOf(v) === k))
        return tied
          .map((i, k) => ({ i, value: values[k]! }))
          .sort((a, b) => b.value - a.value)
          .map((r) => r.i)
    }
  }

  // The Kampfabschnitt: everyone's slot in turn --------------------------------------------------------------

  private runSegment(): void {
    this.segment++
    // A party that used a free action defends in this Kampfabschnitt: read before the parties are new.
    for (let i = 0; i < this.n; i++) this.defendsNow[i] = this.party[i]!.freeActionUsed
    this.poolUsed = 0
    for (let i = 0; i < this.n; i++) {
      const own = this.own[i]!
      own.members.length = 1
      own.members[0] = i
      own.actions = ACTIONS_PER_SEGMENT
      own.passed = false
      own.freeActionUsed = false
      own.rotation = 0
      this.party[i] = own
      this.slotDone[i] = false
      this.lostInitiative[i] = false
    }
    for (;;) {
      if (this.decided()) break
      let next = -1
      for (const i of this.order) {
        if (!this.slotDone[i] && this.able(i)) {
          next = i
          break
        }
      }
      if (next < 0) break
      this.runSlot(next)
    }
  }

  /** One slot: the starter alone, or the melee he is in, until neither party can or wants to act. */
  private runSlot(starter: number): void {
    const engaged = this.engaged
    engaged[HEROES] = null
    engaged[FOES] = null
    this.engagementEnded = false
    if (!this.isMelee(this.meleeGroup([starter]))) {
      engaged[this.side[starter]!] = this.party[starter]!
      this.attacking = this.side[starter]!
    } else {
      this.formParties()
      this.startMelee()
    }
    let acting = this.attacking
    while (!this.engagementEnded && !this.decided() && this.contested()) {
      if (!this.canAct(acting)) {
        const other = 1 - acting
        if (!this.canAct(other)) break
        acting = other
        continue
      }
      const party = engaged[acting]!
      const actor = this.pickActor(party)
      const action = this.chooseAction(actor)
      if (action === PASS) {
        party.passed = true
        continue
      }
      this.takeAction(actor, action)
      if (this.positionsChanged) {
        this.positionsChanged = false
        this.regroup()
      }
      const kind = action & KIND_MASK
      if (kind !== ATTACK && kind !== SHOOT && !this.engagementEnded && !this.decided()) this.offerReaction(1 - acting)
      acting = this.canAct(this.attacking) ? this.attacking : acting
    }
    // Unused actions lapse; everyone in it has had his slot.
    for (let s = 0; s < 2; s++) {
      const party = engaged[s] ?? null
      if (party === null) continue
      party.actions = 0
      for (const m of party.members) this.slotDone[m] = true
    }
    this.slotDone[starter] = true
  }

  private contested(): boolean {
    const heroes = this.engaged[HEROES]
    const foes = this.engaged[FOES]
    if (heroes === null || foes === null) return true
    return this.hasAble(heroes) && this.hasAble(foes)
  }

  private hasAble(party: Party): boolean {
    for (const m of party.members) if (this.able(m)) return true
    return false
  }

  private canAct(side: number): boolean {
    const party = this.engaged[side] ?? null
    if (party === null || party.passed || party.actions <= 0) return false
    for (const m of party.members) if (this.able(m) && !this.lostInitiative[m]) return true
    return false
  }

  /** Everyone linked by melee reach between someone able and an enemy (not fled), through enemies to their allies. */
  private meleeGroup(group: number[]): number[] {
    this.inGroup.fill(false)
    for (const i of group) this.inGroup[i] = true
    for (let k = 0; k < group.length; k++) {
      const a = group[k]!
      if (!this.able(a)) continue
      for (let b = 0; b < this.n; b++) {
        if (this.side[b] !== this.side[a] && !this.inGroup[b] && this.reach(a, b)) {
          this.inGroup[b] = true
          group.push(b)
        }
      }
    }
    return group
  }

  private isMelee(group: readonly number[]): boolean {
    let heroes = false
    let foes = false
    for (const i of group) {
      if (!this.able(i)) continue
      if (this.side[i] === HEROES) heroes = true
      else foes = true
    }
    return heroes && foes
  }

  /** Newcomers of the group just found join their side's party; a side's first members form it with the most actions any of them has left. */
  private formParties(): void {
    const engaged = this.engaged
    let formed: Party | null = null
    let formedToo: Party | null = null
    let joined = false
    for (const i of this.order) {
      if (!this.inGroup[i]) continue
      const side = this.side[i]!
      const party = engaged[side] ?? null
      const current = this.party[i]!
      if (party === null) {
        const own = this.own[i]!
        let first = own
        if (this.slotDone[i] || current !== own || own.members.length !== 1) {
          first = this.pool[this.poolUsed] ??= new Party()
          this.poolUsed++
          first.members.length = 1
          first.members[0] = i
          first.passed = false
          first.freeActionUsed = false
          first.rotation = 0
          first.side = side
        }
        first.actions = current.actions
        this.party[i] = first
        engaged[side] = first
        if (formed === null) formed = first
        else formedToo = first
      } else if (!party.members.includes(i)) {
        if (party === formed || party === formedToo) party.actions = Math.max(party.actions, current.actions)
        else joined = true
        party.members.push(i)
        this.party[i] = party
      }
    }
    if (joined) for (const party of engaged) party?.members.sort((a, b) => this.place[a]! - this.place[b]!)
  }

  /** A party that used a free action last time defends; otherwise the party of the highest initiative attacks. */
  private startMelee(): void {
    const heroes = this.defends(this.engaged[HEROES]!)
    if (heroes !== this.defends(this.engaged[FOES]!)) {
      this.attacking = heroes ? FOES : HEROES
      return
    }
    for (const i of this.order) {
      if (this.party[i] === this.engaged[this.side[i]!]) {
        this.attacking = this.side[i]!
        return
      }
    }
  }

  private defends(party: Party): boolean {
    for (const m of party.members) if (this.defendsNow[m]) return true
    return false
  }

  /** After a move: whoever is now in reach joins; a lone turn becomes a melee. */
  private regroup(): void {
    const seeds: number[] = []
    for (let s = 0; s < 2; s++) for (const m of this.engaged[s]?.members ?? []) if (this.able(m)) seeds.push(m)
    const wasMelee = this.engaged[HEROES] !== null && this.engaged[FOES] !== null
    if (!this.isMelee(this.meleeGroup(seeds))) return
    this.formParties()
    if (!wasMelee && this.engaged[HEROES] !== null && this.engaged[FOES] !== null) this.startMelee()
  }

  /** Members take turns in initiative order, skipping those with nothing to do unless nobody has anything. */
  private pickActor(party: Party): number {
    const members = party.members
    const count = members.length
    let next = -1
    let idle = -1
    for (let k = 0; k < count && next < 0; k++) {
      const candidate = members[(party.rotation + k) % count]!
      if (!this.able(candidate) || this.lostInitiative[candidate]) continue
      if (count === 1 || this.defaultAction(candidate) !== PASS) next = candidate
      else if (idle < 0) idle = candidate
    }
    const actor = next >= 0 ? next : idle
    party.rotation = (members.indexOf(actor) + 1) % count
    return actor
  }

  /** After an action that is no threat, the other party may act. */
  private offerReaction(side: number): void {
    if (!this.canAct(side)) return
    const actor = this.pickActor(this.engaged[side]!)
    const action = this.chooseAction(actor)
    if (action === PASS) return
    this.takeAction(actor, action)
    if (this.positionsChanged) {
      this.positionsChanged = false
      this.regroup()
    }
  }

  private takeAction(actor: number, action: number): void {
    const side = this.side[actor]!
    this.party[actor]!.actions--
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
        this.positionsChanged = true
        break
      }
    }
  }

  // The default policy ---------------------------------------------------------------------------------

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
    return !this.fighters[i]!.weapons[w]!.reloads || (this.loaded[i]! & (1 << w)) !== 0
  }

  private inRange(i: number, e: number, w: number): boolean {
    return this.distance(i, e) <= 3 * this.fighters[i]!.weapons[w]!.range
  }

  /** Attack the first enemy in reach, else shoot, else get the right weapon ready, else close in, else pass. */
  private defaultAction(i: number): number {
    const f = this.fighters[i]!
    const side = this.side[i]
    let reachable = -1
    let nearest = -1
    for (let e = 0; e < this.n; e++) {
      if (this.side[e] === side || !this.able(e)) continue
      if (reachable < 0 && this.reach(i, e)) reachable = e
      if (nearest < 0 || this.distance(i, e) < this.distance(i, nearest)) nearest = e
    }
    if (reachable >= 0 && this.canFightInMelee(i)) return ATTACK | (reachable << KIND_BITS)
    const w = this.wielding[i]!
    if (w >= 0 && f.weapons[w]!.kind === 'ranged') {
      const shooting = this.usable(i, L_ARM) && this.usable(i, R_ARM)
      const loaded = this.isLoaded(i, w)
      if (shooting && loaded) {
        for (let e = 0; e < this.n; e++) if (this.side[e] !== side && this.able(e) && this.inRange(i, e, w)) return SHOOT | (e << KIND_BITS)
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

  /** The default, and for an NSC with several enemies in reach (in range) the target rolled with 1Wn among them. */
  private chooseAction(i: number): number {
    const action = this.defaultAction(i)
    const kind = action & KIND_MASK
    if (this.fighters[i]!.hero || this.enemies[i]! < 2 || (kind !== ATTACK && kind !== SHOOT)) return action
    const side = this.side[i]
    const w = this.wielding[i]!
    let count = 0
    for (let e = 0; e < this.n; e++) if (this.side[e] !== side && this.able(e) && (kind === SHOOT ? w >= 0 && this.inRange(i, e, w) : this.reach(i, e))) count++
    if (count < 2) return action
    let face = this.roller.face(count)
    for (let e = 0; e < this.n; e++) {
      if (this.side[e] !== side && this.able(e) && (kind === SHOOT ? w >= 0 && this.inRange(i, e, w) : this.reach(i, e)) && --face === 0)
        return kind | (e << KIND_BITS)
    }
    return action
  }

  // Melee, shots, damage ---------------------------------------------------------------------------------

  private partySize(party: Party): number {
    let n = 0
    for (const m of party.members) if (this.able(m)) n++
    return n
  }

  private meleeAttack(a: number, t: number): void {
    const attacker = this.fighters[a]!
    const target = this.fighters[t]!
    const ownSide = this.side[a]!
    const own = this.party[a]!
    const other = this.engaged[1 - ownSide] ?? null
    const groupBonus =
      other === null || (other.members.length === 1 && own.members.length === 1) ? 0 : this.partySize(own) > this.partySize(other) ? LARGER_PARTY_BONUS : 0
    const w = this.wielding[a]!
    const weapon = w < 0 ? null : attacker.weapons[w]!
    const total = (weapon ? weapon.attack : attacker.unarmed) + groupBonus + this.roll2W6()
    const a1 = this.faceA
    const a2 = this.faceB
    // The zone dice are rolled with the attack, whatever comes of it.
    const zone = this.hitZoneDice ? ZONE_BY_ROLL[this.roll2W6() - 2]! : RUMPF
    // A double 1 misses: the defender spends nothing.
    if (a1 === 1 && a2 === 1) return

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
      hit = (a1 === 6 && a2 === 6) || total >= minimum
      margin = Math.max(0, total - minimum)
    } else {
      // A party without actions left still defends, with a free action.
      const party = this.party[t]!
      if (party.actions > 0) party.actions--
      else party.freeActionUsed = true
      defenceTotal = value + this.roll2W6()
      const d1 = this.faceA
      const d2 = this.faceB
      if (d1 === 1 && d2 === 1) hit = true
      else if ((a1 === 6 && a2 === 6) !== (d1 === 6 && d2 === 6)) hit = a1 === 6 && a2 === 6
      else hit = total > defenceTotal
      margin = Math.max(0, total - defenceTotal)
    }

    if (hit) {
      const multiplier = weapon ? weapon.multiplier : attacker.unarmedMultiplier
      const bonus = weapon ? weapon.bonus : attacker.unarmedBonus
      this.applyHit(t, zone, Math.max(0, margin * multiplier + bonus + attacker.sbo))
      this.attacking = ownSide
    } else if (defence === DODGE) {
      this.afterDodge(t, a)
    } else if (defence !== NO_DEFENCE && defenceTotal >= total + PARRY_SWITCH_MARGIN) {
      this.attacking = this.side[t]!
    }
  }

  /** A dodge ends a duel's melee with fresh initiative for the two; in a group fight only the dodger's initiative. */
  private afterDodge(t: number, a: number): void {
    if (this.partySize(this.party[t]!) <= 1 && this.partySize(this.party[a]!) <= 1) {
      this.engagementEnded = true
      this.reroll[t] = true
      this.reroll[a] = true
      this.rerollPending = true
    } else {
      this.lostInitiative[t] = true
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
    const s1 = this.faceA
    const s2 = this.faceB
    const zone = this.hitZoneDice ? ZONE_BY_ROLL[this.roll2W6() - 2]! : RUMPF
    const minimum = RANGED_MINIMUM + target.heldenstufe
    if (weapon.reloads) this.loaded[s]! &= ~(1 << w)
    // A double 1 fails, a double 6 hits; the target's default is not to try to see and avoid the missile.
    if (s1 === 1 && s2 === 1) return
    if (!(s1 === 6 && s2 === 6) && total < minimum) return
    this.applyHit(t, zone, Math.max(0, Math.max(0, total - minimum) * weapon.multiplier + weapon.bonus))
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
    if (unable && this.status[t] === ABLE) this.ableCount[this.side[t]!]!--
    if (dead) this.status[t] = DEAD
    else if (unable && this.status[t] === ABLE) this.status[t] = UNABLE
  }
}

/** The bench's baseline: one Weltenbuch fight, with every decision the engine's default. */
export function baselineWeltenbuch(fighters: readonly BaselineFighter[], hitZoneDice: boolean, roller: DiceRoller): BaselineOutcome {
  return new BaselineFight(fighters, hitZoneDice, roller).run()
}
