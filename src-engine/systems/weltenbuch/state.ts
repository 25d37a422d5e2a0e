import type { FightIO, ParamValue, RuleId } from '../../core/types.ts'
import type { RuleSettings } from './settings.ts'
import type { CombatantSetup, SideId, WeltenbuchSetup } from './setup.ts'
import type { Weapon, WeltenbuchSheet } from './sheet.ts'
import { koerperRow, type KoerperRow, type ZoneId } from './tables.ts'

export type FighterStatus = 'able' | 'unable' | 'dead' | 'fled'

/**
 * A party (Partei) of one engagement: one side's members in it, with five actions per Kampfabschnitt however many
 * they are (KA-ACT-1, KA-GROUP-1). Outside melee a character is a party of his own in his initiative slot
 * (KA-GAP-11); characters locked in melee form one party per side of that melee (KA-MELEE-1, KA-GAP-12).
 */
export interface Party {
  readonly side: SideId
  /** In initiative order. */
  readonly members: Fighter[]
  actions: number
  /** Ended its actions (KA-ACT-2, KA-ACT-13). */
  passed: boolean
  /** Used a free action (KA-ACT-6): its members defend in the next Kampfabschnitt (KA-GAP-16). */
  freeActionUsed: boolean
  /** Lost the initiative to an attack of the other party (KA-ACT-5). */
  lostToSwitch: boolean
  /** Next member in the party's rotation (KA-GROUP-2). */
  rotation: number
}

/** What is being resolved now: one character's own slot, or a melee with one party per side (KA-MELEE-1). */
export interface Engagement {
  readonly parties: Record<SideId, Party | null>
}

/** One combatant during a fight; rebuilt from the setup on every replay, so it may be mutated freely. */
export interface Fighter {
  readonly id: string
  readonly name: string
  /** The prompt parameters of a roll, made once (simulation speed). */
  readonly nameParams: Readonly<Record<string, ParamValue>>
  /** Action ids aimed at this combatant, made once so simulation compares flat strings. */
  readonly attackId: string
  readonly shootId: string
  readonly moveId: string
  /** Attack and parry base per weapon (null = unarmed): the sheet and rules of a setup never change, so shared. */
  readonly kampfwerte: Map<Weapon | null, number>
  readonly side: SideId
  readonly isHero: boolean
  /** How many combatants the other side has: with one there is never a target to roll for. */
  enemies: number
  readonly sheet: WeltenbuchSheet
  readonly koerper: KoerperRow
  readonly heldenstufe: number
  readonly running: boolean
  readonly cover: boolean
  readonly size: 'small' | 'normal' | 'large'
  ini: number
  heroPoints: number
  heroPointsSpent: number
  /** Hero points spent on the latest initiative roll (for the tie-break before spending, KA-GAP-10). */
  iniPointsSpent: number
  damage: number
  damageThisFight: number
  unusable: ZoneId[]
  newlyUnusable: ZoneId[]
  status: FighterStatus
  /** null = unarmed. */
  wielding: Weapon | null
  loaded: Set<string>
  /** Actions already spent spanning a crossbow (KA-ACT-10), by weapon id. */
  spanProgress: Map<string, number>
  position: number
  /** Dodged in a group fight: no more initiative in this Kampfabschnitt (KA-GROUP-4). */
  lostInitiative: boolean
  /** His party in this Kampfabschnitt: his own, or the one of the melee he is in. */
  party: Party
  /** The party he is alone, renewed every Kampfabschnitt (one object per fight: simulation speed). */
  ownParty: Party
  /** His initiative slot in this Kampfabschnitt is over, or was used up by a melee (KA-INI-4, KA-GAP-12). */
  slotDone: boolean
  /** His party used a free action in the last Kampfabschnitt: it starts this one defending (KA-ACT-6, KA-GAP-16). */
  defendsNow: boolean
}

export interface Fight {
  readonly io: FightIO
  readonly rules: RuleSettings
  readonly fighters: readonly Fighter[]
  /** Initiative order, highest first (KA-INI-4). */
  order: Fighter[]
  segment: number
  /** The side whose party has the initiative in the engagement being resolved (KA-INI-11, KA-MELEE-7). */
  attacking: SideId
  /** The slot or melee being resolved now; null between them. */
  engagement: Engagement | null
  /** The object `engagement` points to while a slot is resolved, reused for every slot. */
  readonly slot: Engagement
  /** Who is acting now (the standing's "acting"), null when nobody is. */
  actor: Fighter | null
  /** What is going on, for the standing: initiative rolls, the ambush, a melee, a turn outside melee, the end. */
  phase: 'initiative' | 'ambush' | 'melee' | 'distance' | 'over' | null
  ambushBy: SideId | null
  ambushPending: boolean
  /** The ambusher the players chose to begin (KA-INI-5, KA-GAP-23). */
  ambushLeader: Fighter | null
  /** A dodge in a duel ended the melee (KA-MELEE-9). */
  engagementEnded: boolean
  /** Someone moved: who is in melee with whom may have changed. */
  positionsChanged: boolean
  /** The two of a duel that ended by a dodge re-roll initiative before the next Kampfabschnitt (KA-GAP-9). */
  reroll: Fighter[]
  /** The setup's policy: a hero's action defaults to fleeing while the heroes are losing (see `heroesLosing`). */
  readonly fleeWhenLosing: boolean
  /** LP each side brought into the fight before "tödlich" (heroes, foes), for `heroesLosing`. */
  readonly startLp: [number, number]
}

export function otherSide(side: SideId): SideId {
  return side === 'heroes' ? 'foes' : 'heroes'
}

function initialWeapon(c: CombatantSetup): Weapon | null {
  if (c.wielding === 'unarmed') return null
  if (c.wielding !== undefined) return c.sheet.weapons.find((w) => w.id === c.wielding) ?? null
  return c.sheet.weapons.find((w) => w.kind === 'melee') ?? c.sheet.weapons[0] ?? null
}

interface FixedTexts {
  readonly kampfwerte: Map<Weapon | null, number>
  readonly nameParams: Readonly<Record<string, ParamValue>>
  readonly attackId: string
  readonly shootId: string
  readonly moveId: string
}

/** What only depends on the setup is made once per setup, not once per simulated fight. */
const fixedTexts = new WeakMap<CombatantSetup, FixedTexts>()

function textsOf(c: CombatantSetup): FixedTexts {
  let texts = fixedTexts.get(c)
  if (texts === undefined) {
    texts = { kampfwerte: new Map(), nameParams: { name: c.sheet.name }, attackId: `attack:${c.id}`, shootId: `shoot:${c.id}`, moveId: `move:${c.id}` }
    fixedTexts.set(c, texts)
  }
  return texts
}

function createFighter(c: CombatantSetup, rules: RuleSettings): Fighter {
  const texts = textsOf(c)
  const fighter: Fighter = {
    id: c.id,
    name: c.sheet.name,
    nameParams: texts.nameParams,
    attackId: texts.attackId,
    shootId: texts.shootId,
    moveId: texts.moveId,
    kampfwerte: texts.kampfwerte,
    // The literal, not the parsed string: side comparisons in hot loops stay pointer comparisons.
    side: c.side === 'heroes' ? 'heroes' : 'foes',
    isHero: c.kind === 'hero',
    enemies: 0,
    sheet: c.sheet,
    koerper: koerperRow(c.sheet.attributes.koerper),
    heldenstufe: c.sheet.heldenstufe ?? (c.kind === 'nsc' ? rules.nscHeldenstufe : 0),
    running: c.running,
    cover: c.cover,
    size: c.size,
    ini: 0,
    // Only heroes have hero points (KA-GAP-30).
    heroPoints: c.kind === 'hero' ? c.sheet.heroPoints : 0,
    heroPointsSpent: 0,
    iniPointsSpent: 0,
    damage: c.sheet.damage,
    damageThisFight: 0,
    unusable: [...c.sheet.unusableZones],
    newlyUnusable: [],
    status: 'able',
    wielding: initialWeapon(c),
    loaded: new Set(c.loaded),
    spanProgress: new Map(),
    position: c.position,
    lostInitiative: false,
    party: null as unknown as Party,
    ownParty: null as unknown as Party,
    slotDone: false,
    defendsNow: false
  }
  fighter.ownParty = newParty(fighter.side, [fighter], 0)
  fighter.party = fighter.ownParty
  return fighter
}

export function newParty(side: SideId, members: Fighter[], actions: number): Party {
  return { side, members, actions, passed: false, freeActionUsed: false, lostToSwitch: false, rotation: 0 }
}

export function createFight(setup: WeltenbuchSetup, io: FightIO): Fight {
  const fighters = setup.combatants.map((c) => createFighter(c, setup.rules))
  for (const f of fighters) for (const e of fighters) if (e.side !== f.side) f.enemies++
  return {
    io,
    rules: setup.rules,
    fighters,
    order: [...fighters],
    segment: 0,
    attacking: 'heroes',
    engagement: null,
    slot: { parties: { heroes: null, foes: null } },
    actor: null,
    phase: null,
    ambushBy: setup.ambushBy ?? null,
    ambushPending: setup.ambushBy !== undefined,
    ambushLeader: null,
    engagementEnded: false,
    positionsChanged: false,
    reroll: [],
    fleeWhenLosing: setup.policy?.whenLosing === 'flee',
    startLp: [0, 0]
  }
}

/** LP a fighter has left before "tödlich" makes him unable to act (KA-SUP-7, KA-SUP-8); nothing once he is out. */
export function lpLeft(f: Fighter): number {
  return f.status === 'able' ? Math.max(0, 4 * f.koerper.lpPerLevel - f.damage) : 0
}

/** Notes what each side brings into the fight, once those already out are known. */
export function noteStartLp(fight: Fight): void {
  fight.startLp[0] = 0
  fight.startLp[1] = 0
  for (const f of fight.fighters) fight.startLp[f.side === 'heroes' ? 0 : 1] += lpLeft(f)
}

/**
 * The policy's reading of "losing" (the text gives none): the heroes' LP left before "tödlich", as a share of what
 * they brought into the fight, is below the opponents' share.
 */
export function heroesLosing(fight: Fight): boolean {
  let heroes = 0
  let foes = 0
  for (const f of fight.fighters) {
    if (f.side === 'heroes') heroes += lpLeft(f)
    else foes += lpLeft(f)
  }
  // heroes / start < foes / foesStart, without dividing.
  return heroes * fight.startLp[1] < foes * fight.startLp[0]
}

export function emit(fight: Fight, type: string, rule: RuleId, params: Record<string, ParamValue>): void {
  fight.io.emit({ type: `weltenbuch.${type}`, rule, round: fight.segment, params })
}

export function isAble(f: Fighter): boolean {
  return f.status === 'able'
}

export function countAble(fight: Fight, side: SideId): number {
  let n = 0
  for (const f of fight.fighters) if (f.side === side && f.status === 'able') n++
  return n
}

export function hasUsable(f: Fighter, zone: ZoneId): boolean {
  return !f.unusable.includes(zone)
}
