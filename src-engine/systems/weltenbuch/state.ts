import type { FightIO, ParamValue } from '../../core/types.ts'
import type { RuleSettings } from './settings.ts'
import type { CombatantSetup, SideId, WeltenbuchSetup } from './setup.ts'
import { UNARMED, type DamageCode, type Weapon, type WeltenbuchSheet } from './sheet.ts'
import { dodgeBase, initiativeBase } from './checks.ts'
import type { DefenceKind } from './kit.ts'
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

/**
 * One combatant during a fight; rebuilt from the setup on every replay, so it may be mutated freely. Simulation keeps
 * one set of fighters per setup and resets them for each fight (`createFight`).
 */
export interface Fighter {
  readonly id: string
  readonly name: string
  /** The prompt parameters of a roll, made once (simulation speed). */
  readonly nameParams: Readonly<Record<string, ParamValue>>
  /** Action ids aimed at this combatant, made once so simulation compares flat strings. */
  readonly attackId: string
  readonly shootId: string
  readonly moveId: string
  /** The same actions as looked up by id (`Fight.aimed`). */
  readonly attackAim: Aimed
  readonly shootAim: Aimed
  readonly moveAim: Aimed
  /** His sheet's weapons in one shape (`sameShape`): the fight reads and compares these, never the sheet's own. */
  readonly weapons: readonly Weapon[]
  /** `switch:<weapon id>` for each of his weapons, made once. */
  readonly switchIds: ReadonlyMap<Weapon, string>
  /** His first melee weapon, what he draws when an enemy comes into reach of his bow (the default policy). */
  readonly firstMelee: Weapon | null
  /** Attack and parry base per weapon (null = unarmed): the sheet and rules of a setup never change, so shared. */
  readonly kampfwerte: Map<Weapon | null, number>
  /** His kit (kit.ts): which weapon it was worked out for (undefined: to be worked out). */
  kitOf: Weapon | null | undefined
  /** The weapon in hand's Kampfwert (parry), attack base, damage code (unarmed: WLS) and ranged test base. */
  kampfwert: number
  attackValue: number
  damageCode: DamageCode
  shotBase: number
  /** What his weapon and body parts let him do, the shield he carries, and the defence the default picks. */
  canMelee: boolean
  canShoot: boolean
  canDodge: boolean
  shield: Weapon | null
  defence: DefenceKind
  /** Geschick + Ausweichen (KA-MELEE-13) and Geschick + Sinne (KA-INI-3), from the sheet once. */
  readonly dodge: number
  readonly initiativeBase: number
  readonly side: SideId
  readonly isHero: boolean
  /** How many combatants the other side has: with one there is never a target to roll for. */
  readonly enemies: number
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
  /** Spanned (KA-GAP-33), by the weapon's index on the sheet (`isLoaded`, `setLoaded` in capabilities.ts). */
  readonly loaded: boolean[]
  /** Actions already spent spanning a crossbow (KA-ACT-10), by the weapon's index on the sheet. */
  readonly spanProgress: number[]
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
  /** In the melee group being gathered (segment.ts), instead of searching a list. */
  grouped: boolean
}

/** An action aimed at someone (`attack:<id>`, `shoot:<id>`, `move:<id>`), looked up by its id without reading it. */
export interface Aimed {
  readonly id: string
  readonly verb: 'attack' | 'shoot' | 'move'
  readonly target: Fighter
}

export interface Fight {
  /** The io of the run; simulation's reused fight gets the next run's (fightReuser). */
  io: FightIO
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
  readonly reroll: Fighter[]
  /** The setup's policy: a hero's action defaults to fleeing while the heroes are losing (see `heroesLosing`). */
  readonly fleeWhenLosing: boolean
  /** LP each side brought into the fight before "tödlich" (heroes, foes), for `heroesLosing`. */
  readonly startLp: [number, number]
  /** Fighters of each side still able to act, kept by `leaveFight` so that "is it decided" costs no loop. */
  ableHeroes: number
  ableFoes: number
  /** The two faces of the latest 2W6 test (`rollTest`): no array per roll. */
  face1: number
  face2: number
  /** The default action `pickActor` worked out for the member it picked, so `chooseAction` need not again. */
  pickedFor: Fighter | null
  pickedAction: string
  /** The melee group being gathered (segment.ts), one array per fight. */
  readonly group: Fighter[]
  /** A tied run and its roll-off rolls (initiative.ts), one array each per fight. */
  readonly run: Fighter[]
  readonly rolls: number[]
  /** Every action aimed at someone, by its id. */
  readonly aimed: ReadonlyMap<string, Aimed>
  /** The aimed action the default policy offered last: taking it needs no lookup (its id is checked). */
  aim: Aimed | null
  /** What was made once for each combatant of the setup, in setup order (`fighters`). */
  readonly made: readonly Fixed[]
  /** A run is using this fight (simulation's reused fight is then not handed out again). */
  busy: boolean
}

export function otherSide(side: SideId): SideId {
  return side === 'heroes' ? 'foes' : 'heroes'
}

function initialWeapon(c: CombatantSetup, weapons: readonly Weapon[]): Weapon | null {
  if (c.wielding === UNARMED) return null
  if (c.wielding !== undefined) return weapons.find((w) => w.id === c.wielding) ?? null
  return weapons.find((w) => w.kind === 'melee') ?? weapons[0] ?? null
}

/**
 * A sheet's weapon with every field, in one order: parsed sheets leave out different fields (an id, a range), and code
 * that reads weapons of many shapes is slower, and is thrown away and compiled again whenever a setup brings a new one.
 */
function sameShape(w: Weapon): Weapon {
  return { id: w.id, name: w.name, kind: w.kind, skill: w.skill, bonus: w.bonus, damage: w.damage, range: w.range, reload: w.reload }
}

/** Stands in for a damage code until the fighter's weapon numbers are first worked out. */
const NO_DAMAGE: DamageCode = { multiplier: 0, bonus: 0 }

/** What only depends on a combatant of the setup, made once per setup rather than once per simulated fight. */
export interface Fixed {
  readonly weapons: readonly Weapon[]
  readonly kampfwerte: Map<Weapon | null, number>
  readonly nameParams: Readonly<Record<string, ParamValue>>
  readonly attackId: string
  readonly shootId: string
  readonly moveId: string
  readonly switchIds: ReadonlyMap<Weapon, string>
  readonly firstMelee: Weapon | null
  readonly wielding: Weapon | null
  readonly dodge: number
  readonly initiativeBase: number
  /** What a fight starts him with: the sheet's hero points (heroes only), LP damage, lost body parts, spanned weapons, place. */
  readonly heroPoints: number
  readonly damage: number
  readonly unusable: readonly ZoneId[]
  readonly loaded: readonly boolean[]
  readonly position: number
}

/** What a combatant's fighter starts every fight of the setup with: made once per fight object, so once per simulation. */
function fixed(c: CombatantSetup): Fixed {
  const { sheet } = c
  const weapons = sheet.weapons.map(sameShape)
  return {
    weapons,
    kampfwerte: new Map(),
    nameParams: { name: sheet.name },
    attackId: `attack:${c.id}`,
    shootId: `shoot:${c.id}`,
    moveId: `move:${c.id}`,
    switchIds: new Map(weapons.map((w) => [w, `switch:${w.id}`])),
    firstMelee: weapons.find((w) => w.kind === 'melee') ?? null,
    wielding: initialWeapon(c, weapons),
    dodge: dodgeBase(sheet),
    initiativeBase: initiativeBase(sheet),
    // Only heroes have hero points (KA-GAP-30).
    heroPoints: c.kind === 'hero' ? sheet.heroPoints : 0,
    damage: sheet.damage,
    unusable: [...sheet.unusableZones],
    loaded: weapons.map((w) => c.loaded.includes(w.id)),
    position: c.position
  }
}

function createFighter(c: CombatantSetup, made: Fixed, rules: RuleSettings, enemies: number): Fighter {
  const fighter: Fighter = {
    id: c.id,
    name: c.sheet.name,
    nameParams: made.nameParams,
    attackId: made.attackId,
    shootId: made.shootId,
    moveId: made.moveId,
    attackAim: null as unknown as Aimed,
    shootAim: null as unknown as Aimed,
    moveAim: null as unknown as Aimed,
    weapons: made.weapons,
    switchIds: made.switchIds,
    firstMelee: made.firstMelee,
    kampfwerte: made.kampfwerte,
    kitOf: undefined,
    kampfwert: 0,
    attackValue: 0,
    damageCode: NO_DAMAGE,
    shotBase: 0,
    canMelee: false,
    canShoot: false,
    canDodge: false,
    shield: null,
    defence: 'none',
    dodge: made.dodge,
    initiativeBase: made.initiativeBase,
    // The literal, not the parsed string: side comparisons in hot loops stay pointer comparisons.
    side: c.side === 'heroes' ? 'heroes' : 'foes',
    isHero: c.kind === 'hero',
    enemies,
    sheet: c.sheet,
    koerper: koerperRow(c.sheet.attributes.koerper),
    heldenstufe: c.sheet.heldenstufe ?? (c.kind === 'nsc' ? rules.nscHeldenstufe : 0),
    running: c.running,
    cover: c.cover,
    size: c.size,
    ini: 0,
    heroPoints: 0,
    heroPointsSpent: 0,
    iniPointsSpent: 0,
    damage: 0,
    damageThisFight: 0,
    unusable: list(),
    newlyUnusable: list(),
    status: 'able',
    wielding: null,
    loaded: made.weapons.map(() => false),
    spanProgress: made.weapons.map(() => 0),
    position: 0,
    lostInitiative: false,
    party: null as unknown as Party,
    ownParty: null as unknown as Party,
    slotDone: false,
    defendsNow: false,
    grouped: false
  }
  fighter.ownParty = newParty(fighter.side, [fighter], 0)
  const aims = fighter as { attackAim: Aimed; shootAim: Aimed; moveAim: Aimed }
  aims.attackAim = { id: fighter.attackId, verb: 'attack', target: fighter }
  aims.shootAim = { id: fighter.shootId, verb: 'shoot', target: fighter }
  aims.moveAim = { id: fighter.moveId, verb: 'move', target: fighter }
  resetFighter(fighter, made)
  return fighter
}

/**
 * The fighter as the setup has him before the fight: everything a fight changes is set here, from what was made for his
 * combatant once (never from the setup's own objects, whose shapes differ from setup to setup: simulation's code stays
 * optimized for every setup).
 */
function resetFighter(f: Fighter, made: Fixed): void {
  f.ini = 0
  f.heroPoints = made.heroPoints
  f.heroPointsSpent = 0
  f.iniPointsSpent = 0
  f.damage = made.damage
  f.damageThisFight = 0
  // Lists are emptied by pop, and only when a fight filled them: truncating costs a call into the runtime.
  const unusable = made.unusable
  if (f.unusable.length !== unusable.length) {
    while (f.unusable.length > 0) f.unusable.pop()
    for (const zone of unusable) f.unusable.push(zone)
  } else for (let i = 0; i < unusable.length; i++) f.unusable[i] = unusable[i]!
  // His kit stays good for the weapon it was made for unless the last fight cost him a body part.
  if (f.newlyUnusable.length > 0) f.kitOf = undefined
  while (f.newlyUnusable.length > 0) f.newlyUnusable.pop()
  f.status = 'able'
  f.wielding = made.wielding
  for (let i = 0; i < made.loaded.length; i++) {
    f.loaded[i] = made.loaded[i]!
    f.spanProgress[i] = 0
  }
  f.position = made.position
  f.lostInitiative = false
  const own = f.ownParty
  while (own.members.length > 1) own.members.pop()
  own.members[0] = f
  own.actions = 0
  own.passed = false
  own.freeActionUsed = false
  own.lostToSwitch = false
  own.rotation = 0
  f.party = own
  f.slotDone = false
  f.defendsNow = false
  f.grouped = false
}

/**
 * An empty list whose elements V8 already takes for objects (not small integers), as a list that was filled before:
 * code optimized for the fights before is not thrown away when a new setup's first fight fills it.
 */
function list<T>(): T[] {
  const items = [null] as unknown as T[]
  items.pop()
  return items
}

export function newParty(side: SideId, members: Fighter[], actions: number): Party {
  return { side, members, actions, passed: false, freeActionUsed: false, lostToSwitch: false, rotation: 0 }
}

/** The fight of one run, with everyone as the setup has him. */
export function createFight(setup: WeltenbuchSetup, io: FightIO): Fight {
  const combatants = setup.combatants
  const made = combatants.map(fixed)
  const fighters = combatants.map((c, i) =>
    createFighter(
      c,
      made[i]!,
      setup.rules,
      combatants.reduce((n, e) => (e.side !== c.side ? n + 1 : n), 0)
    )
  )
  const fight: Fight = {
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
    ambushPending: false,
    ambushLeader: null,
    engagementEnded: false,
    positionsChanged: false,
    reroll: list(),
    fleeWhenLosing: setup.policy?.whenLosing === 'flee',
    startLp: [0, 0],
    ableHeroes: 0,
    ableFoes: 0,
    face1: 0,
    face2: 0,
    pickedFor: null,
    pickedAction: '',
    group: list(),
    run: list(),
    rolls: [],
    aimed: new Map(fighters.flatMap((f) => [f.attackAim, f.shootAim, f.moveAim]).map((a) => [a.id, a])),
    aim: null,
    made,
    busy: false
  }
  resetFight(fight, io, false)
  return fight
}

/** The fight as the setup has it before the first die (its fighters too, when they fought before), and busy. */
function resetFight(fight: Fight, io: FightIO, fighters: boolean): void {
  fight.io = io
  // The order always holds everyone (initiative sorts it in place).
  for (let i = 0; i < fight.fighters.length; i++) {
    const f = fight.fighters[i]!
    if (fighters) resetFighter(f, fight.made[i]!)
    fight.order[i] = f
  }
  fight.segment = 0
  fight.attacking = 'heroes'
  fight.engagement = null
  fight.slot.parties.heroes = null
  fight.slot.parties.foes = null
  fight.actor = null
  fight.phase = null
  fight.ambushPending = fight.ambushBy !== null
  fight.ambushLeader = null
  fight.engagementEnded = false
  fight.positionsChanged = false
  while (fight.reroll.length > 0) fight.reroll.pop()
  fight.startLp[0] = 0
  fight.startLp[1] = 0
  fight.ableHeroes = 0
  fight.ableFoes = 0
  for (const f of fight.fighters) {
    if (f.side === 'heroes') fight.ableHeroes++
    else fight.ableFoes++
  }
  fight.pickedFor = null
  fight.aim = null
  while (fight.group.length > 0) fight.group.pop()!.grouped = false
  fight.busy = true
}

/**
 * Simulation's fights of one setup (weltenbuchSimulation): one fight object made for the setup and reset for each run,
 * so a hundred thousand runs build no fighters; a run that starts while another still holds it gets a fight of its own.
 */
export function fightReuser(setup: WeltenbuchSetup): (io: FightIO) => Fight {
  let kept: Fight | undefined
  return (io) => {
    if (kept === undefined) return (kept = createFight(setup, io))
    if (kept.busy) return createFight(setup, io)
    resetFight(kept, io, true)
    return kept
  }
}

/** The run is over: simulation may hand the fight out again. */
export function endFight(fight: Fight): void {
  fight.busy = false
}

export function isAble(f: Fighter): boolean {
  return f.status === 'able'
}

/** A fighter's status changes (out of the fight, dead, fled); the sides' counts of those able follow. */
export function setStatus(fight: Fight, f: Fighter, status: FighterStatus): void {
  if (f.status === status) return
  const delta = (status === 'able' ? 1 : 0) - (f.status === 'able' ? 1 : 0)
  if (f.side === 'heroes') fight.ableHeroes += delta
  else fight.ableFoes += delta
  f.status = status
}

export function hasUsable(f: Fighter, zone: ZoneId): boolean {
  return f.unusable.length === 0 || !f.unusable.includes(zone)
}

/** The party of a side in an engagement, read by name (side is one of two). */
export function partyOf(engagement: Engagement, side: SideId): Party | null {
  return side === 'heroes' ? engagement.parties.heroes : engagement.parties.foes
}

export function setPartyOf(engagement: Engagement, side: SideId, party: Party | null): void {
  if (side === 'heroes') engagement.parties.heroes = party
  else engagement.parties.foes = party
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
