import { NO_DICE, type DiceExpr } from '../../dice/notation.ts'
import { type Loadout, type Mode, type PrintedKs } from './loadout.ts'
import type { AdventurerOutcome } from './outcome.ts'
import type { Skill } from './rules.ts'
import type { AdventurerSheet, InjuryKind, Item } from './sheet.ts'

/**
 * One adventurer as the fight changes him: his sheet's values plus what happened to him in this fight.
 * His lists are never changed in place but replaced (the functions below), so that a member starts by
 * sharing them with his sheet: simulation makes four members for every fight and most lists never change.
 */
/**
 * What a fight needs of one adventurer's sheet that only the setup decides, worked out once per setup
 * (simulation fights the same setup many times). The values hold while a member still has this equipment
 * list (lists are replaced when they change, never changed in place).
 */
export interface AdventurerBase {
  /** The sheet's KS, parsed. */
  readonly printed: PrintedKs
  /** The sheet's equipment, which the values below are for. */
  readonly equipment: readonly (Item | null)[]
  /** This equipment as the outcome gives it (outcomeRows). */
  readonly outcomeEquipment: readonly (Item | null)[]
  /** KS-DMG-2: his RW with this equipment (armourValue). */
  readonly rw: number
  /**
   * Simulation's declaration of him when he is not out injured and has no skills to call: the mode the
   * default policy picks and the KS he rolls (roundMode and roundKs).
   */
  readonly simMode: Mode | null
  readonly simKs: DiceExpr
  /** The default mode itself (simulation never sits out), whether or not he rolls dice in it: for his called skills. */
  readonly simDefaultMode: Mode
  /**
   * Simulation's candidates for the called skills of a round (KS-SKILL-1..4), per mode: his sheet's skills, in its
   * order, that the rules have as called with a bonus in that mode; whether one may be called now (used already, its
   * round, enough opponents) is the fight's to say. Worked out once per setup rather than looked up by name every round.
   */
  readonly simCalls: Readonly<Record<Mode, readonly SimCall[]>>
  /**
   * His KS in simDefaultMode with his called skills' bonus (ksInRound), the last bonus worked out: an adventurer
   * with skills calls the same ones fight after fight.
   */
  simBonusKs: { readonly bonus: number; readonly ks: DiceExpr } | null
  /** His outcome when the fight leaves him as he came (untouchedOutcome). */
  readonly untouched: AdventurerOutcome
}

/** A called skill of the sheet with its bonus in one mode (AdventurerBase.simCalls). */
export interface SimCall {
  readonly name: string
  readonly skill: Skill
  readonly bonus: number
}

export interface Member extends Loadout {
  readonly id: string
  readonly name: string
  readonly sheet: AdventurerSheet
  /** The sheet's KS, parsed. */
  readonly printed: PrintedKs
  readonly base: AdventurerBase
  injuries: readonly InjuryKind[]
  equipment: readonly (Item | null)[]
  dead: boolean
  newInjuries: readonly InjuryKind[]
  /** Injuries removed by a life-saving potion during the fight. */
  healed: number
  /** His Heiltränke a life-saving action gave another adventurer (KS-GAP-21: he was the rear man). */
  potionsGiven: number
  /** KS-SKILL-2: skills already used in this game turn. */
  usedSkills: readonly string[]
  robbed: { row: number; item: Item | null } | null
  /**
   * How he fights in the current round, set by the declaration for every fighter of the round (the round's
   * fighters are members, so no object per fighter and round): null when he takes part but contributes nothing
   * (injured, no magic weapon against ghosts, or a slow action).
   */
  roundMode: Mode | null
  /** The KS he rolls in the current round (NO_DICE when roundMode is null). */
  roundKs: DiceExpr
  /** KS-ACTION-4: the equipment row of the slow action he sits the round out for; 0 for none. */
  slowActionRow: number
  /**
   * Whether this fight changed him beyond his round's declaration (the functions below and markRobbed set it): while
   * it is false he is as memberFrom made him, so that resetMember and his outcome need look no further.
   */
  changed: boolean
  /** Shared by the members of one party (membersOf): set with his `changed`, so that "is the party as it came?" is one read. */
  readonly party: PartyState
}

/** Whether a fight has changed any member of one party (Member.changed of one of them). */
export interface PartyState {
  changed: boolean
}

const NONE: readonly never[] = Object.freeze([])

/** A member at the start of a fight; resetMember below must reset every field that is not readonly. */
export function memberFrom(sheet: AdventurerSheet, base: AdventurerBase, party: PartyState): Member {
  return {
    id: sheet.id,
    name: sheet.name,
    st: sheet.st,
    ks: sheet.ks,
    skills: sheet.skills,
    sheet,
    printed: base.printed,
    base,
    injuries: sheet.injuries,
    equipment: sheet.equipment,
    dead: sheet.dead,
    newInjuries: NONE,
    healed: 0,
    potionsGiven: 0,
    usedSkills: NONE,
    robbed: null,
    roundMode: null,
    roundKs: NO_DICE,
    slowActionRow: 0,
    changed: false,
    party
  }
}

/**
 * The member as memberFrom makes him, again, for another fight of the same setup: every field the fight changes. His
 * round's declaration is left as it is: every round declares it afresh before reading it.
 */
function resetMember(m: Member): void {
  if (!m.changed) return
  const sheet = m.sheet
  m.injuries = sheet.injuries
  m.equipment = sheet.equipment
  m.dead = sheet.dead
  m.newInjuries = NONE
  m.healed = 0
  m.potionsGiven = 0
  m.usedSkills = NONE
  m.robbed = null
  m.changed = false
}

/** The party as membersOf made it, again (resetMember for each of `order`, the whole party). */
export function resetParty(order: readonly Member[]): void {
  for (let i = 0; i < order.length; i++) resetMember(order[i]!)
  order[0]!.party.changed = false
}

/** Whether a fight has changed anybody of this party (the whole party, as membersOf made it or reordered). */
export function partyChanged(order: readonly Member[]): boolean {
  return order[0]!.party.changed
}

function markChanged(m: Member): void {
  m.changed = true
  m.party.changed = true
}

/** The injury lists of one injury: most injuries of a fight are a member's first, and these serve all of them. */
const ONE_ORDINARY: readonly InjuryKind[] = Object.freeze(['ordinary'])
const ONE_CURSED: readonly InjuryKind[] = Object.freeze(['cursed'])

/** `list` with `kind` added, as a new list. */
function withInjury(list: readonly InjuryKind[], kind: InjuryKind): readonly InjuryKind[] {
  if (list.length === 0) return kind === 'cursed' ? ONE_CURSED : ONE_ORDINARY
  return [...list, kind]
}

/** A new injury of this fight. */
export function addInjury(m: Member, kind: InjuryKind): void {
  m.injuries = withInjury(m.injuries, kind)
  m.newInjuries = withInjury(m.newInjuries, kind)
  markChanged(m)
}

/** Takes back the last injury of this fight (a life-saving potion). */
export function removeLastInjury(m: Member): void {
  m.injuries = m.injuries.slice(0, -1)
  m.newInjuries = m.newInjuries.slice(0, -1)
  markChanged(m)
}

export function markSkillUsed(m: Member, skill: string): void {
  m.usedSkills = [...m.usedSkills, skill]
  markChanged(m)
}

/** KS-ROBBER-2: what the robbers took from him (the item in that row, or nothing). */
export function markRobbed(m: Member, row: number, item: Item | null): void {
  m.robbed = { row, item }
  markChanged(m)
}

/** Puts an item (or nothing) in equipment row `index + 1`; items themselves are replaced, never changed. */
export function setRow(m: Member, index: number, item: Item | null): void {
  const equipment = m.equipment.slice()
  while (equipment.length < index) equipment.push(null)
  equipment[index] = item
  m.equipment = equipment
  markChanged(m)
}
