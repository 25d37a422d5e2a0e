import type { FightIO, ParamValue, RuleId } from '../../core/types.ts'
import type { RuleSettings } from './settings.ts'
import type { CombatantSetup, SideId, WeltenbuchSetup } from './setup.ts'
import type { Weapon, WeltenbuchSheet } from './sheet.ts'
import { koerperRow, type KoerperRow, type ZoneId } from './tables.ts'

export type FighterStatus = 'able' | 'unable' | 'dead' | 'fled'

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
}

export interface Fight {
  readonly io: FightIO
  readonly rules: RuleSettings
  readonly fighters: readonly Fighter[]
  /** Initiative order, highest first (KA-INI-4). */
  order: Fighter[]
  /** The same order split by party (KA-GROUP-2). */
  sideOrder: Record<SideId, Fighter[]>
  segment: number
  attacking: SideId
  actions: Record<SideId, number>
  passed: Record<SideId, boolean>
  /** Used a free action this Kampfabschnitt (KA-ACT-6). */
  freeActionUsed: Record<SideId, boolean>
  /** Lost the initiative to an attack of the defending party this Kampfabschnitt (KA-ACT-5). */
  lostToSwitch: Record<SideId, boolean>
  /** Next member of each party in its rotation (KA-GROUP-2). */
  rotation: Record<SideId, number>
  ambushBy: SideId | null
  ambushPending: boolean
  segmentEnded: boolean
  rerollPending: boolean
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
    lostInitiative: false
  }
  return fighter
}

export function createFight(setup: WeltenbuchSetup, io: FightIO): Fight {
  const fighters = setup.combatants.map((c) => createFighter(c, setup.rules))
  return {
    io,
    rules: setup.rules,
    fighters,
    order: [...fighters],
    sideOrder: { heroes: fighters.filter((f) => f.side === 'heroes'), foes: fighters.filter((f) => f.side === 'foes') },
    segment: 0,
    attacking: 'heroes',
    actions: { heroes: 0, foes: 0 },
    passed: { heroes: false, foes: false },
    freeActionUsed: { heroes: false, foes: false },
    lostToSwitch: { heroes: false, foes: false },
    rotation: { heroes: 0, foes: 0 },
    ambushBy: setup.ambushBy ?? null,
    ambushPending: setup.ambushBy !== undefined,
    segmentEnded: false,
    rerollPending: false
  }
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
