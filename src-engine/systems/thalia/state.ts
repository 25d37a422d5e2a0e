import type { FightIO } from '../../core/types.ts'
import type { ArmSide } from './arms.ts'
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
  /** The option id "attack:<id>", made once: the default SK action asks for it every turn. */
  readonly attackId: string
  readonly name: string
  readonly kind: 'pc' | 'monster' | 'dk'
  readonly side: string
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
  readonly kampand: number
  readonly moraleEdge: 'none' | 'advantage' | 'disadvantage'
  readonly hitModifier: number
  injuries: readonly Injury[]
  gained: readonly GainedInjury[]
  conditions: readonly Condition[]
  gainedConditions: readonly string[]
  hp: number
  status: Status
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
  readonly members: Fighter[]
  readonly initialSize: number
  dead: number
  firstDeathTested: boolean
  halfDeadTested: boolean
}

export interface Fight {
  readonly io: FightIO
  readonly rules: ThaliaRules
  readonly fighters: Fighter[]
  readonly byId: ReadonlyMap<string, Fighter>
  /** Sides in setup order. */
  readonly sides: readonly string[]
  readonly groups: ReadonlyMap<string, Group>
  readonly groupCombat: boolean
  readonly defaultOpening: string
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

export function createFight(setup: ThaliaSetup, io: FightIO): Fight {
  const sideIds = sidesOf(setup.combatants, setup.rules.mergeNpcGroups)
  // The player side is where the SKs stand, whatever the setup calls it.
  const firstPc = setup.combatants.findIndex((c) => c.sheet.kind === 'pc')
  const playerSide = firstPc >= 0 ? sideIds[firstPc]! : PLAYER_SIDE
  const fighters: Fighter[] = setup.combatants.map((c, i) => {
    const s = c.sheet
    const side = sideIds[i]!
    const pc = s.kind === 'pc'
    const vulnerable = s.conditions.some((x) => x.coupVulnerable)
    return {
      id: s.id,
      attackId: `attack:${s.id}`,
      name: s.name,
      kind: s.kind,
      side,
      group: c.group ?? side,
      leader: c.leader,
      hostile: c.hostile ?? (!pc && side !== playerSide),
      maxHp: s.maxHp,
      startHp: s.hp,
      vern: s.vern,
      movement: s.movement,
      factors: pc ? s.factors : NO_FACTORS,
      skills: pc ? s.skills : NO_SKILLS,
      weapons: pc ? s.weapons : NONE,
      weaponDurability: pc ? s.weapons.map((w) => w.durability ?? null) : [],
      shieldName: pc && s.shield ? s.shield.name : null,
      shieldAttribute: pc && s.shield ? s.shield.attribute : 'makt',
      shieldDurability: pc && s.shield ? (s.shield.durability ?? null) : null,
      heavyArmour: pc ? s.heavyArmour : false,
      weaponHand: pc ? s.weaponHand : 'right',
      belt: pc ? s.belt : NONE,
      beltUsed: pc && s.belt.length > 0 ? s.belt.map(() => false) : [],
      abilities: pc ? s.abilities : NONE,
      resist: s.resist,
      attacks: pc ? NONE : s.attacks,
      kampand: pc ? 0 : s.kampand,
      moraleEdge: pc ? 'none' : s.moraleEdge,
      hitModifier: pc ? 0 : s.hitModifier,
      injuries: pc ? s.injuries : NONE,
      gained: NONE,
      conditions: s.conditions,
      gainedConditions: NONE,
      hp: s.hp,
      status: pc && s.status === 'dead' ? 'dead' : pc && s.status === 'unconscious' ? 'out' : s.hp <= 0 ? (pc ? 'stabilised' : 'dead') : 'active',
      coupVulnerable: vulnerable,
      lastBreath: null,
      dyingRound: 0,
      timesDying: 0,
      unconsciousDays: pc ? s.unconsciousDays : 0,
      moralePasses: 0,
      fightsToDeath: false,
      prepared: false,
      busyUntilRound: -1,
      skipNextAction: false,
      failedStabilisers: NONE
    }
  })
  const byId = new Map(fighters.map((f) => [f.id, f]))
  const sides: string[] = []
  const groups = new Map<string, Group>()
  for (const f of fighters) {
    if (!sides.includes(f.side)) sides.push(f.side)
    if (f.kind === 'pc') continue
    let g = groups.get(f.group)
    if (!g) {
      g = { id: f.group, side: f.side, members: [], initialSize: 0, dead: 0, firstDeathTested: false, halfDeadTested: false }
      groups.set(f.group, g)
    }
    g.members.push(f)
    ;(g as { initialSize: number }).initialSize++
  }
  return {
    io,
    rules: setup.rules,
    fighters,
    byId,
    sides,
    groups,
    groupCombat: setup.options.groupCombat,
    defaultOpening: setup.options.opening,
    playerSide,
    round: 0,
    surprised: new Set(),
    phase: 'opening',
    roundOrder: NONE,
    sideIndex: -1,
    actingSide: null,
    members: NONE,
    memberIndex: -1,
    acting: null
  }
}

/** THA-END-1, THA-GAP-53: the fight is over when at most one side has a member able to act. Checked after every turn, so it allocates nothing. */
export function fightOver(fight: Fight): boolean {
  let first: string | null = null
  for (const f of fight.fighters) {
    if (f.status !== 'active') continue
    if (first === null) first = f.side
    else if (f.side !== first) return false
  }
  return true
}
