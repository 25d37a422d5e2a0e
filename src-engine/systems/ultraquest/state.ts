import { printedKsOf, type Loadout, type PrintedKs } from './loadout.ts'
import type { AdventurerSheet, InjuryKind, Item } from './sheet.ts'

/** One adventurer as the fight changes him: his sheet's values plus what happened to him in this fight. */
export interface Member extends Loadout {
  readonly id: string
  readonly name: string
  readonly sheet: AdventurerSheet
  /** The sheet's KS, parsed. */
  readonly printed: PrintedKs
  injuries: InjuryKind[]
  equipment: (Item | null)[]
  dead: boolean
  readonly newInjuries: InjuryKind[]
  /** Injuries removed by a life-saving potion during the fight. */
  healed: number
  /** KS-SKILL-2: skills already used in this game turn. */
  readonly usedSkills: string[]
  robbed: { row: number; item: Item | null } | null
}

export function memberFrom(sheet: AdventurerSheet, printed: PrintedKs = printedKsOf(sheet.ks)): Member {
  return {
    id: sheet.id,
    name: sheet.name,
    st: sheet.st,
    ks: sheet.ks,
    skills: sheet.skills,
    sheet,
    printed,
    // A literal is cheaper than copying an empty list, and most adventurers start a fight unhurt.
    injuries: sheet.injuries.length === 0 ? [] : sheet.injuries.slice(),
    // Items are replaced, never changed in place, so the rows can share them with the sheet.
    equipment: sheet.equipment.slice(),
    dead: sheet.dead,
    newInjuries: [],
    healed: 0,
    usedSkills: [],
    robbed: null
  }
}
