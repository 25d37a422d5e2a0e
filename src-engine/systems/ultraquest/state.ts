import { printedKsOf, type Loadout, type PrintedKs } from './loadout.ts'
import type { AdventurerSheet, InjuryKind, Item } from './sheet.ts'

/**
 * One adventurer as the fight changes him: his sheet's values plus what happened to him in this fight.
 * His lists are never changed in place but replaced (the functions below), so that a member starts by
 * sharing them with his sheet: simulation makes four members for every fight and most lists never change.
 */
export interface Member extends Loadout {
  readonly id: string
  readonly name: string
  readonly sheet: AdventurerSheet
  /** The sheet's KS, parsed. */
  readonly printed: PrintedKs
  injuries: readonly InjuryKind[]
  equipment: readonly (Item | null)[]
  dead: boolean
  newInjuries: readonly InjuryKind[]
  /** Injuries removed by a life-saving potion during the fight. */
  healed: number
  /** KS-SKILL-2: skills already used in this game turn. */
  usedSkills: readonly string[]
  robbed: { row: number; item: Item | null } | null
}

const NONE: readonly never[] = Object.freeze([])

export function memberFrom(sheet: AdventurerSheet, printed: PrintedKs = printedKsOf(sheet.ks)): Member {
  return {
    id: sheet.id,
    name: sheet.name,
    st: sheet.st,
    ks: sheet.ks,
    skills: sheet.skills,
    sheet,
    printed,
    injuries: sheet.injuries,
    equipment: sheet.equipment,
    dead: sheet.dead,
    newInjuries: NONE,
    healed: 0,
    usedSkills: NONE,
    robbed: null
  }
}

/** A new injury of this fight. */
export function addInjury(m: Member, kind: InjuryKind): void {
  m.injuries = [...m.injuries, kind]
  m.newInjuries = [...m.newInjuries, kind]
}

/** Takes back the last injury of this fight (a life-saving potion). */
export function removeLastInjury(m: Member): void {
  m.injuries = m.injuries.slice(0, -1)
  m.newInjuries = m.newInjuries.slice(0, -1)
}

export function markSkillUsed(m: Member, skill: string): void {
  m.usedSkills = [...m.usedSkills, skill]
}

/** Puts an item (or nothing) in equipment row `index + 1`; items themselves are replaced, never changed. */
export function setRow(m: Member, index: number, item: Item | null): void {
  const equipment = m.equipment.slice()
  while (equipment.length < index) equipment.push(null)
  equipment[index] = item
  m.equipment = equipment
}
