import type { AdventurerSheet, InjuryKind, Item } from './sheet.ts'
import type { Member } from './state.ts'

export type FightResult = 'declined' | 'won' | 'lost' | 'exhausted' | 'fled'

export interface AdventurerOutcome {
  readonly id: string
  readonly name: string
  /** Injuries after the fight (KS-INJURY-1), each ordinary or cursed. */
  readonly injuries: readonly InjuryKind[]
  readonly newInjuries: readonly InjuryKind[]
  /** Injuries a life-saving potion removed during the fight. */
  readonly healedInFight: number
  /** His Heiltränke that saved another adventurer's life (KS-INJURY-3 / KS-GAP-21, the rear man's). */
  readonly potionsGivenInFight: number
  readonly dead: boolean
  readonly diedInFight: boolean
  readonly robbed: { readonly row: number; readonly item: Item | null } | null
  /** The ten equipment rows after the fight: potions drunk, items handed over or robbed. */
  readonly equipment: readonly (Item | null)[]
}

/** Everything the campaign applies once the GM confirms. */
export interface UltraquestOutcome {
  readonly result: FightResult
  readonly rounds: number
  /** KS-GAP-11: the difference by which the party beat the opponents, for the event's own text. */
  readonly damageToOpponents: number | null
  readonly fled: boolean
  readonly marchingOrder: readonly string[]
  readonly adventurers: readonly AdventurerOutcome[]
  /** KS-PARTY-1: no living adventurer or only one left. */
  readonly partyFinished: boolean
}

/** The equipment rows as the outcome gives them: without empty rows at the end. */
export function outcomeRows(equipment: readonly (Item | null)[]): readonly (Item | null)[] {
  let rows = equipment.length
  while (rows > 0 && equipment[rows - 1] === null) rows--
  return rows === equipment.length ? equipment : equipment.slice(0, rows)
}

const NONE: readonly never[] = Object.freeze([])

/**
 * The outcome of an adventurer whom the fight left as he came (no injury, none healed, nothing robbed, the same
 * equipment): worked out once per setup and shared, frozen, by every such fight's outcome.
 */
export function untouchedOutcome(a: AdventurerSheet, outcomeEquipment: readonly (Item | null)[]): AdventurerOutcome {
  return Object.freeze({
    id: a.id,
    name: a.name,
    injuries: a.injuries,
    newInjuries: NONE,
    healedInFight: 0,
    potionsGivenInFight: 0,
    dead: a.dead,
    diedInFight: false,
    robbed: null,
    equipment: outcomeEquipment
  })
}

export function adventurerOutcome(m: Member): AdventurerOutcome {
  if (!m.changed) return m.base.untouched
  // Changed, but perhaps not so that the outcome shows it (a skill used). A member dies only of a new injury, and his
  // injuries change only with newInjuries or healed.
  if (m.newInjuries.length === 0 && m.healed === 0 && m.robbed === null && m.equipment === m.base.equipment) return m.base.untouched
  return {
    id: m.id,
    name: m.name,
    injuries: m.injuries,
    newInjuries: m.newInjuries,
    healedInFight: m.healed,
    potionsGivenInFight: m.potionsGiven,
    dead: m.dead,
    diedInFight: m.dead && !m.sheet.dead,
    robbed: m.robbed,
    // The sheet's equipment, untouched, has its rows worked out once per setup.
    equipment: m.equipment === m.base.equipment ? m.base.outcomeEquipment : outcomeRows(m.equipment)
  }
}
