import type { AdventurerSheet, InjuryKind, Item } from './sheet.ts'

/** One adventurer as the fight changes him: a copy of his sheet plus what happened to him in this fight. */
export interface Member {
  readonly id: string
  readonly name: string
  readonly sheet: AdventurerSheet
  injuries: InjuryKind[]
  equipment: (Item | null)[]
  dead: boolean
  readonly newInjuries: InjuryKind[]
  /** Injuries removed by a life-saving potion during the fight. */
  healed: number
  readonly usedSkills: Set<string>
  robbed: { row: number; item: Item | null } | null
}

export function memberFrom(sheet: AdventurerSheet): Member {
  const equipment = sheet.equipment.map((i) => (i ? { ...i } : null))
  return {
    id: sheet.id,
    name: sheet.name,
    sheet,
    injuries: [...sheet.injuries],
    equipment,
    dead: sheet.dead,
    newInjuries: [],
    healed: 0,
    usedSkills: new Set(),
    robbed: null
  }
}

/** The sheet as it stands now, for the KS and RW rules, which read injuries and equipment. */
export function currentSheet(m: Member): AdventurerSheet {
  return { ...m.sheet, injuries: m.injuries, equipment: m.equipment, dead: m.dead }
}
