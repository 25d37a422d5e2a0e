import type { FightIO } from '../../core/types.ts'
import { parseDice, type DiceExpr } from '../../dice/notation.ts'
import { seededRoller, type DiceRoller } from '../../dice/rng.ts'
import type { ArmSide } from './arms.ts'
import { face } from './questions.ts'
import { testSpec, testTarget, type TestSpec } from './checks.ts'
import { averageOf, fistsFor } from './items.ts'
import type { Condition, Injury, MonsterAttack, Weapon } from './sheet.ts'
import type { ThaliaRules } from './settings.ts'
import { PLAYER_SIDE, sidesOf, type ThaliaSetup } from './setup.ts'
import type { Attribute } from './tables.ts'

export type Status = 'active' | 'dying' | 'stabilised' | 'dead' | 'fled' | 'out'

/**
 * Where the fight is, for its standing (standing.ts): how it opens, the Overraskelseskast, the Overfallsrunde,
 * initiative, the sides' Turns, Gruppekamp, the aftermath (THA-GAP-53) and the end.
 */
export type Phase = 'opening' | 'surpriseRoll' | 'ambushRound' | 'initiative' | 'turns' | 'groupCombat' | 'aftermath' | 'over'

export interface GainedInjury extends Injury {
  readonly name: string
  readonly permanent: boolean
}

/** One participant during a fight; created fresh from the setup on every run, so replay stays pure. */
export interface Fighter {
  readonly id: string
  /** Place in the setup (and the outcome). */
  readonly index: number
  /** The option ids "attack:<id>" and "stabilise:<id>", made once: the default SK action names one every turn. */
  readonly attackId: string
  readonly stabiliseId: string
  readonly name: string
  readonly kind: 'pc' | 'monster' | 'dk'
  readonly side: string
  /** Index of the side in `Fight.sides`. */
  readonly sideIndex: number
  readonly group: string
  readonly leader: boolean
  readonly hostile: boolean
  readonly maxHp: number
  readonly startHp: number
  readonly vern: number
  readonly movement: number
  readonly factors: Readonly<Record<Attribute, number>>
  readonly skills: Readonly<Record<string, string>>
  readonly weapons: readonly Weapon[]
  // What the sheet's weapons and skills give, worked out once per fight (simulation reuses the fighter: once per setup).
  /** Each weapon's damage, parsed. */
  readonly weaponDamage: readonly DiceExpr[]
  /** Each weapon's average damage: the default weapon is the best usable one (THA-ACT-7). */
  readonly weaponAverage: readonly number[]
  /** Each weapon's default attribute (THA-ATK-7: the higher factor). */
  readonly weaponAttribute: readonly Attribute[]
  /** How well each weapon parries, Unngå evades and the shield blocks: the default defence is the best (defence.ts). */
  readonly parryScores: readonly number[]
  readonly evadeScore: number
  readonly blockScore: number
  /** The tests simulation makes: hit and Parade with each weapon (its default attribute), the fists, Unngå, Blokkér, Legekunst. */
  readonly weaponTests: readonly TestSpec[]
  readonly fistTest: TestSpec
  readonly evadeTest: TestSpec
  readonly blockTest: TestSpec
  readonly stabiliseTest: TestSpec
  /** The outcome's Holdbarhet of each weapon where none wore in the fight (frozen, shared by the outcomes). */
  readonly weaponsAsTheyCame: readonly WeaponAfterFight[]
  /** Current Holdbarhet of each weapon (null: none recorded) and of the shield. */
  readonly weaponDurability: (number | null)[]
  readonly shieldName: string | null
  readonly shieldAttribute: Attribute
  shieldDurability: number | null
  readonly heavyArmour: boolean
  /** The arm a one-handed weapon is held in while it is usable (THA-MEN-20). */
  readonly weaponHand: ArmSide
  readonly belt: readonly { readonly name: string; readonly heal?: string }[]
  readonly beltUsed: boolean[]
  // The lists below are replaced, never changed in place, so a fight can start from the sheet's own arrays.
  readonly abilities: readonly { readonly name: string; readonly free: boolean }[]
  readonly resist: Readonly<Record<'refleks' | 'vilje' | 'toffhet', number>>
  readonly attacks: readonly MonsterAttack[]
  /** Each attack's damage, parsed. */
  readonly attackDamage: readonly DiceExpr[]
  readonly kampand: number
  readonly moraleEdge: 'none' | 'advantage' | 'disadvantage'
  readonly hitModifier: number
  /** How the fighter starts the fight. */
  readonly start: FighterStart
  injuries: readonly Injury[]
  gained: readonly GainedInjury[]
  conditions: readonly Condition[]
  gainedConditions: readonly string[]
  hp: number
  /** Changed only by `setStatus`, which keeps count of who can still act on each side (`fightOver`). */
  readonly status: Status
  coupVulnerable: boolean
  lastBreath: number | null
  dyingRound: number
  timesDying: number
  unconsciousDays: number
  moralePasses: number
  fightsToDeath: boolean
  prepared: boolean
  busyUntilRound: number
  skipNextAction: boolean
  /** THA-GAP-34: helpers who failed to stabilise this SK (no retry when the setting forbids it). */
  failedStabilisers: readonly string[]
}

export interface Group {
  readonly id: string
  readonly side: string
  readonly members: readonly Fighter[]
  /** The group's Leader (THA-MORALE-5), if it has one. */
  readonly leader: Fighter | null
  readonly initialSize: number
  dead: number
  firstDeathTested: boolean
  halfDeadTested: boolean
}

export interface Fight {
  /** The run's io (simulation reuses a fight across runs, each with its own io), and whether it keeps events (`io.recording`). */
  io: FightIO
  recording: boolean
  /**
   * Simulation's generator (`io.simulation`), where nobody reads a request: the rules then draw the very faces the
   * request would have drawn, in the same order, and take the default answers without building their questions.
   * Null in a replay. Tests compare simulate() with a replay of the same dice and default answers.
   */
  sim: DiceRoller | null
  /** The fighter the last default Action acts on (pcTurn.ts defaultAction): a field, not a record, as simulation asks every Turn. */
  defaultTarget: Fighter | null
  /** The second 2d6 of the last morale roll (Fordel or Ulempe, THA-MORALE-6), or null: a field, as simulation tests often. */
  secondMoraleRoll: number | null
  readonly prepared: Prepared
  readonly rules: ThaliaRules
  /** The fists (THA-ATK-3, THA-GAP-56) as the rule settings make them. */
  readonly fists: Weapon
  readonly fighters: Fighter[]
  readonly byId: ReadonlyMap<string, Fighter>
  /** Sides in setup order. */
  readonly sides: readonly string[]
  /** Each side alone, as a list and a set (an Overfallsrunde's order, the surprised sides), and two sides' orders. */
  readonly sideAlone: readonly (readonly string[])[]
  readonly sideSets: readonly ReadonlySet<string>[]
  readonly sideOrders: readonly (readonly string[])[]
  /** Each side's fighters, and each side's opponents (the fighters of every other side), in setup order. */
  readonly sideMembers: readonly (readonly Fighter[])[]
  readonly opponents: readonly (readonly Fighter[])[]
  readonly groups: ReadonlyMap<string, Group>
  readonly groupList: readonly Group[]
  readonly groupCombat: boolean
  readonly defaultOpening: string
  /** The setup's `options.whenLosing`: what the SKs do by default once a round left their side behind (odds' policies). */
  readonly whenLosing: 'fight' | 'flee'
  /** THA-ACT-5, THA-END-1: under `whenLosing: flee`, a round left the SKs' side behind: they run from the fight. */
  fleeing: boolean
  /** Per side, how many of its fighters are able to act, and how many sides have any (`setStatus` keeps both). */
  readonly activeCount: number[]
  sidesActive: number
  /** How many fighters are Døende (`setStatus` keeps it): Last Breath, stabilising and the aftermath look only then. */
  dyingCount: number
  /** The side of the SKs (THA-INI-6, THA-INI-7 favour it). */
  readonly playerSide: string
  round: number
  /** THA-SURPRISE-3: sides surprised in the Ambush Round (for THA-GAP-8). */
  surprised: ReadonlySet<string>
  // Where the round stands, read only by the standing: plain writes as the fight goes, so simulation pays nothing.
  phase: Phase
  /** The sides in their order this round: the ambushers in the Overfallsrunde, else the initiative order. */
  roundOrder: readonly string[]
  /** Index in `roundOrder` of the side taking its Turns (-1: none). */
  sideIndex: number
  /** The side whose Turn it is (the winning side in the aftermath), or null. */
  actingSide: string | null
  /** That side's members in their order this round once it is chosen (empty before), and the index of the one whose Turn it is. */
  members: readonly Fighter[]
  memberIndex: number
  /** Who acts now: the member whose Turn it is, or an SK acting out of turn (prepared Action, defence Triumf). */
  acting: Fighter | null
}

const NONE: readonly never[] = []
const NO_FACTORS = { makt: 0, agilitet: 0, intellekt: 0, karisma: 0 } as const
const NO_SKILLS: Readonly<Record<string, string>> = {}
const NO_SIDES: ReadonlySet<string> = new Set()

/** How a fighter starts every fight of a setup: what `resetFighter` puts back. */
/** A weapon's Holdbarhet after a fight (null where the sheet records none) and how much of it the fight took. */
export interface WeaponAfterFight {
  readonly name: string
  readonly durability: number | null
  readonly worn: number
}

export interface FighterStart {
  readonly hp: number
  readonly status: Status
  readonly injuries: readonly Injury[]
  readonly conditions: readonly Condition[]
  readonly coupVulnerable: boolean
  readonly unconsciousDays: number
  readonly weaponDurability: readonly (number | null)[]
  readonly shieldDurability: number | null
}

/**
 * What every fight of a setup shares, worked out once per (immutable, parsed) setup, since simulation fights it a
 * hundred thousand times: the sides, the player side, what each side brings into the fight (for the policy
 * `whenLosing`), and simulation's spare fight.
 */
export interface Prepared {
  readonly sideIds: readonly string[]
  /** Each combatant's side id (the standing's and the outcome's), in setup order. */
  readonly sideOf: readonly string[]
  readonly playerSide: string
  /** Each combatant's status as the fight starts (the odds tell a death or a stabilisation in the fight from one before it). */
  readonly startStatus: readonly Status[]
  /** Per side (in `sideIds` order), the HP of its members able to fight at the start (`whenLosing`). */
  readonly startHp: readonly number[]
}

const preparedSetups = new WeakMap<ThaliaSetup, Prepared>()

export function prepare(setup: ThaliaSetup): Prepared {
  return preparedSetups.get(setup) ?? prepareSetup(setup)
}

/**
 * `items.map(fn)` as a plain loop. Everything a fight's hot loops read is built this way, so its arrays have the same
 * shape whichever tier of the JIT builds them (an inlined `map` or `filter` makes holey arrays, the interpreter packed
 * ones, and the hot code met with the other kind throws its optimisation away: a second setup then cost ~100 ms).
 */
function listOf<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  const out: U[] = []
  for (let i = 0; i < items.length; i++) out.push(fn(items[i]!, i))
  return out
}

function prepareSetup(setup: ThaliaSetup): Prepared {
  const sides = sidesOf(setup.combatants, setup.rules.mergeNpcGroups)
  const sideIds: string[] = []
  for (const s of sides) if (!sideIds.includes(s)) sideIds.push(s)
  // The player side is where the SKs stand, whatever the setup calls it.
  const firstPc = setup.combatants.findIndex((c) => c.sheet.kind === 'pc')
  const startHp = listOf(sideIds, () => 0)
  const statuses = listOf(setup.combatants, (c) => startStatus(c.sheet))
  setup.combatants.forEach((c, i) => {
    if (statuses[i] === 'active') startHp[sideIds.indexOf(sides[i]!)]! += c.sheet.hp
  })
  const p: Prepared = {
    sideIds,
    sideOf: listOf(sides, (side) => side),
    playerSide: firstPc >= 0 ? sides[firstPc]! : PLAYER_SIDE,
    startStatus: statuses,
    startHp
  }
  preparedSetups.set(setup, p)
  return p
}

type Sheet = ThaliaSetup['combatants'][number]['sheet']

function startStatus(s: Sheet): Status {
  const pc = s.kind === 'pc'
  return pc && s.status === 'dead' ? 'dead' : pc && s.status === 'unconscious' ? 'out' : s.hp <= 0 ? (pc ? 'stabilised' : 'dead') : 'active'
}

function buildFighter(c: ThaliaSetup['combatants'][number], index: number, side: string, sideIndex: number, playerSide: string, rules: ThaliaRules): Fighter {
  const s = c.sheet
  const pc = s.kind === 'pc'
  const factors = pc ? s.factors : NO_FACTORS
  const skills = pc ? s.skills : NO_SKILLS
  const weapons = pc ? s.weapons : NONE
  const rank = (skill: string): number => testTarget(rules, skills[skill])
  const start: FighterStart = {
    hp: s.hp,
    status: startStatus(s),
    injuries: pc ? s.injuries : NONE,
    conditions: s.conditions,
    coupVulnerable: s.conditions.some((x) => x.coupVulnerable),
    unconsciousDays: pc ? s.unconsciousDays : 0,
    weaponDurability: listOf(weapons, (w) => w.durability ?? null),
    shieldDurability: pc && s.shield ? (s.shield.durability ?? null) : null
  }
  // THA-ATK-7: the higher factor of an M/A weapon (the first of equals), the default for attack and Parade.
  const weaponAttribute = listOf(weapons, (w) => w.attributes.reduce((a, b) => (factors[b] > factors[a] ? b : a)))
  const shieldAttribute = pc && s.shield ? s.shield.attribute : 'makt'
  const heavyArmour = pc ? s.heavyArmour : false
  const f: Fighter = {
    id: s.id,
    index,
    attackId: `attack:${s.id}`,
    stabiliseId: `stabilise:${s.id}`,
    name: s.name,
    kind: interned(s.kind),
    side,
    sideIndex,
    group: c.group ?? side,
    leader: c.leader,
    hostile: c.hostile ?? (!pc && side !== playerSide),
    maxHp: s.maxHp,
    startHp: s.hp,
    vern: s.vern,
    movement: s.movement,
    factors,
    skills,
    weapons,
    weaponDamage: listOf(weapons, (w) => parseDice(w.damage)),
    weaponAverage: listOf(weapons, (w) => averageOf(w.damage)),
    weaponAttribute,
    parryScores: listOf(weapons, (w) => {
      let factor = factors[w.attributes[0]!]
      if (w.attributes.length > 1) factor = Math.max(factor, factors[w.attributes[1]!])
      return factor - rank(w.skill)
    }),
    evadeScore: factors.agilitet - rank('Unngå') - (heavyArmour ? 3 : 0),
    blockScore: pc && s.shield ? factors[s.shield.attribute] - rank('Skjold') : 0,
    weaponTests: listOf(weapons, (w, i) => testSpec(rules, factors, skills, weaponAttribute[i]!, w.skill)),
    fistTest: testSpec(rules, factors, skills, rules.fistAttribute, rules.fistSkill),
    // THA-DEF-8, THA-DEF-9: Unngå with Agilitet, Ulempe in Tungvern; THA-DEF-13: Blokkér; THA-DYING-6: Legekunst.
    evadeTest: testSpec(rules, factors, skills, 'agilitet', 'Unngå', heavyArmour),
    blockTest: testSpec(rules, factors, skills, shieldAttribute, 'Skjold'),
    stabiliseTest: testSpec(rules, factors, skills, 'intellekt', 'Legekunst'),
    weaponDurability: listOf(start.weaponDurability, (d) => d),
    weaponsAsTheyCame: Object.freeze(listOf(weapons, (w) => Object.freeze({ name: w.name, durability: w.durability ?? null, worn: 0 }))),
    shieldName: pc && s.shield ? s.shield.name : null,
    shieldAttribute,
    shieldDurability: start.shieldDurability,
    heavyArmour,
    weaponHand: pc ? s.weaponHand : 'right',
    belt: pc ? s.belt : NONE,
    beltUsed: listOf(pc ? s.belt : NONE, () => false),
    abilities: pc ? s.abilities : NONE,
    resist: s.resist,
    attacks: pc ? NONE : s.attacks,
    attackDamage: pc ? NONE : listOf(s.attacks, (a) => parseDice(a.damage)),
    kampand: pc ? 0 : s.kampand,
    moraleEdge: pc ? 'none' : interned(s.moraleEdge),
    hitModifier: pc ? 0 : s.hitModifier,
    start,
    injuries: start.injuries,
    gained: NONE,
    conditions: start.conditions,
    gainedConditions: NONE,
    hp: start.hp,
    status: start.status,
    coupVulnerable: start.coupVulnerable,
    lastBreath: null,
    dyingRound: 0,
    timesDying: 0,
    unconsciousDays: start.unconsciousDays,
    moralePasses: 0,
    fightsToDeath: false,
    prepared: false,
    busyUntilRound: -1,
    skipNextAction: false,
    failedStabilisers: NONE
  }
  return f
}

/** A spare fighter back to how the fight starts (every field `buildFighter` sets that a fight changes). */
function resetFighter(f: Fighter): void {
  const start = f.start
  ;(f as { status: Status }).status = start.status
  for (let i = 0; i < f.weaponDurability.length; i++) f.weaponDurability[i] = start.weaponDurability[i]!
  f.shieldDurability = start.shieldDurability
  for (let i = 0; i < f.beltUsed.length; i++) f.beltUsed[i] = false
  f.injuries = start.injuries
  f.gained = NONE
  f.conditions = start.conditions
  f.gainedConditions = NONE
  f.hp = start.hp
  f.coupVulnerable = start.coupVulnerable
  f.lastBreath = null
  f.dyingRound = 0
  f.timesDying = 0
  f.unconsciousDays = start.unconsciousDays
  f.moralePasses = 0
  f.fightsToDeath = false
  f.prepared = false
  f.busyUntilRound = -1
  f.skipNextAction = false
  f.failedStabilisers = NONE
}

/** The fight of a setup, fresh for every replay (so replay stays pure). */
export function createFight(setup: ThaliaSetup, io: FightIO): Fight {
  return buildFight(setup, prepare(setup), io, io.simulation ?? null)
}

/**
 * Simulation's fights of one setup (thaliaSimulation): the fight of the last simulated run, reset, since building
 * eight fighters a hundred thousand times costs more than fighting. One is built here, outside the hot loop, so the
 * first simulated fight builds nothing (a setup first met inside the loop sent the JIT's optimised simulation back to
 * the interpreter and cost the first estimate ~100 ms); a run not simulated from its start (a continuation) builds its own.
 */
export function fightReuser(setup: ThaliaSetup): { take(io: FightIO): Fight; give(fight: Fight): void } {
  const prep = prepare(setup)
  let spare: Fight | null = buildFight(setup, prep, NO_IO, null)
  settleShapes(setup)
  return {
    take(io) {
      const sim = io.simulation
      if (sim === undefined || spare === null) return buildFight(setup, prep, io, sim ?? null)
      const fight = spare
      spare = null
      resetFight(fight, io, sim)
      return fight
    },
    give(fight) {
      if (fight.sim !== null && fight.prepared === prep) spare = fight
    }
  }
}

/**
 * The same text as an internalised string (a property name). A setup read with JSON.parse brings its longer words
 * ("surpriseRoll", "disadvantage") as other strings than the engine's literals, and the JIT's code that compared them
 * as internalised ones threw itself away on meeting one. (The rule settings' words come mostly from the schema's
 * defaults, which are literals.)
 */
function interned<T extends string>(text: T): T {
  return Object.keys({ [text]: true })[0] as T
}

function buildFight(setup: ThaliaSetup, prep: Prepared, io: FightIO, sim: DiceRoller | null): Fight {
  const sides = prep.sideIds
  const fighters = listOf(setup.combatants, (c, i) => buildFighter(c, i, prep.sideOf[i]!, sides.indexOf(prep.sideOf[i]!), prep.playerSide, setup.rules))
  const byId = new Map<string, Fighter>()
  const groups = new Map<string, Group>()
  const groupList: Group[] = []
  for (const f of fighters) {
    byId.set(f.id, f)
    if (f.kind === 'pc') continue
    let g = groups.get(f.group)
    if (!g) {
      const members: Fighter[] = []
      for (const m of fighters) if (m.kind !== 'pc' && m.group === f.group) members.push(m)
      g = {
        id: f.group,
        side: f.side,
        members,
        leader: members.find((m) => m.leader) ?? null,
        initialSize: members.length,
        dead: 0,
        firstDeathTested: false,
        halfDeadTested: false
      }
      groups.set(f.group, g)
      groupList.push(g)
    }
  }
  const members = (side: number, own: boolean): Fighter[] => {
    const out: Fighter[] = []
    for (const f of fighters) if ((f.sideIndex === side) === own) out.push(f)
    return out
  }
  const fight: Fight = {
    io,
    recording: io.recording,
    sim,
    defaultTarget: null,
    secondMoraleRoll: null,
    prepared: prep,
    rules: setup.rules,
    fists: fistsFor(setup.rules),
    fighters,
    byId,
    sides,
    sideAlone: listOf(sides, (side) => [side]),
    sideSets: listOf(sides, (side) => new Set([side])),
    sideOrders:
      sides.length === 2
        ? [
            [sides[0]!, sides[1]!],
            [sides[1]!, sides[0]!]
          ]
        : NONE,
    sideMembers: listOf(sides, (_, s) => members(s, true)),
    opponents: listOf(sides, (_, s) => members(s, false)),
    groups,
    groupList,
    groupCombat: setup.options.groupCombat,
    defaultOpening: interned(setup.options.opening),
    whenLosing: setup.options.whenLosing ?? 'fight',
    fleeing: false,
    activeCount: listOf(sides, () => 0),
    sidesActive: 0,
    dyingCount: 0,
    playerSide: prep.playerSide,
    round: 0,
    surprised: NO_SIDES,
    phase: 'opening',
    roundOrder: NONE,
    sideIndex: -1,
    actingSide: null,
    members: NONE,
    memberIndex: -1,
    acting: null
  }
  countActive(fight)
  return fight
}

function countActive(fight: Fight): void {
  const count = fight.activeCount
  for (let s = 0; s < count.length; s++) count[s] = 0
  let dying = 0
  const fighters = fight.fighters
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i]!
    if (f.status === 'active') count[f.sideIndex]!++
    else if (f.status === 'dying') dying++
  }
  fight.dyingCount = dying
  let sides = 0
  for (let s = 0; s < count.length; s++) if (count[s]! > 0) sides++
  fight.sidesActive = sides
}

/** Every change of a fighter's status: keeps the count of who can still act on each side, and of the Døende. */
export function setStatus(fight: Fight, f: Fighter, status: Status): void {
  const was = f.status
  if (was === status) return
  ;(f as { status: Status }).status = status
  if (was === 'dying') fight.dyingCount--
  else if (status === 'dying') fight.dyingCount++
  const count = fight.activeCount
  if (was === 'active') {
    if (--count[f.sideIndex]! === 0) fight.sidesActive--
  } else if (status === 'active') {
    if (count[f.sideIndex]!++ === 0) fight.sidesActive++
  }
}

function resetFight(fight: Fight, io: FightIO, sim: DiceRoller): void {
  fight.io = io
  fight.recording = io.recording
  fight.sim = sim
  for (const f of fight.fighters) resetFighter(f)
  for (const g of fight.groupList) {
    g.dead = 0
    g.firstDeathTested = false
    g.halfDeadTested = false
  }
  fight.fleeing = false
  countActive(fight)
  fight.round = 0
  fight.surprised = NO_SIDES
  fight.phase = 'opening'
  fight.roundOrder = NONE
  fight.sideIndex = -1
  fight.actingSide = null
  fight.members = NONE
  fight.memberIndex = -1
  fight.acting = null
}

const NO_IO: FightIO = {
  recording: false,
  roll: () => [],
  chooseOne: (ask) => ask.default,
  chooseMany: (ask) => ask.default,
  confirm: () => {},
  emit: () => {}
}

/**
 * A throwaway fight of a copy of the setup. The JIT bets that a field every object of a shape holds (a fight's rules,
 * its preparation, a group's members …) keeps holding that very object, and optimised simulation built on that bet is
 * thrown away when the next setup's fight comes: each new odds run paid ~100 ms for it. A second fight before any code
 * is hot settles those bets at once; for a later setup it costs a fight's building and nothing else.
 */
function settleShapes(setup: ThaliaSetup): void {
  const copy: ThaliaSetup = { ...setup, options: { ...setup.options }, rules: { ...setup.rules } }
  buildFight(copy, prepareSetup(copy), NO_IO, null)
  // Likewise the one place that draws faces (`face`) meets two rollers: each has a `face` closure of its own, and code
  // bet on the first threw itself away at the next odds run's roller. (Throwaway rollers: no fight draws from them.)
  const rollers = [seededRoller('settle-1'), seededRoller('settle-2')]
  for (let i = 0; i < 64; i++) face(rollers[i & 1]!, 6)
}

/** THA-END-1, THA-GAP-53: the fight is over when at most one side has a member able to act. Checked after every turn, so it only reads a count. */
export function fightOver(fight: Fight): boolean {
  return fight.sidesActive <= 1
}
