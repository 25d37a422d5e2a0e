import { CareRefusal } from '../../core/campaign.ts'
import type { AdventurerSheet, InjuryKind } from './sheet.ts'
import type { RuleSettings } from './rules.ts'

/** ULTRA♦QUEST's name for a refused care action. */
export { CareRefusal as HealingError } from '../../core/campaign.ts'

export interface HealingResult {
  readonly sheet: AdventurerSheet
  /** Injuries removed, by kind; empty when nothing changed. */
  readonly healed: readonly InjuryKind[]
  readonly curseBroken: boolean
}

function alive(sheet: AdventurerSheet): void {
  if (sheet.dead) throw new CareRefusal('dead', `${sheet.name} is dead: healing cannot help (KS-DEATH-1)`)
}

/** KS-INJURY-2 / KS-CURSE-2: rest heals ordinary injuries (per the campaign's setting), never cursed ones. */
export function rest(sheet: AdventurerSheet, rules: Pick<RuleSettings, 'restHeals'>): HealingResult {
  if (sheet.dead) return { sheet, healed: [], curseBroken: false }
  const injuries = [...sheet.injuries]
  const healed: InjuryKind[] = []
  for (let i = injuries.length - 1; i >= 0 && healed.length < rules.restHeals; i--) {
    if (injuries[i] === 'ordinary') healed.push(...injuries.splice(i, 1))
  }
  return { sheet: { ...sheet, injuries }, healed, curseBroken: false }
}

/**
 * KS-CURSE-2: a healing spell, miracle or Heiltrank removes an injury, cursed or not. A living adventurer has at
 * most one (two kill, KS-DEATH-1, and the sheet refuses two on the living), so there is no choice of which.
 */
export function healOneInjury(sheet: AdventurerSheet): HealingResult {
  alive(sheet)
  if (sheet.injuries.length === 0) throw new CareRefusal('noInjury', `${sheet.name} has no injury to heal`)
  return { sheet: { ...sheet, injuries: [] }, healed: [...sheet.injuries], curseBroken: false }
}

/** Drinking a Heiltrank from an equipment row: the potion is used up and heals one injury. */
export function drinkPotion(sheet: AdventurerSheet, row: number): HealingResult {
  const item = sheet.equipment[row - 1]
  if (!item || !item.heals) throw new CareRefusal('noPotion', `Row ${row} of ${sheet.name}'s equipment holds no healing potion`, { row })
  const result = healOneInjury(sheet)
  const equipment = [...result.sheet.equipment]
  equipment[row - 1] = null
  return { ...result, sheet: { ...result.sheet, equipment } }
}

/** KS-CURSE-3: Fluchbrecher turns one cursed injury into an ordinary one. */
export function breakCurse(sheet: AdventurerSheet): HealingResult {
  alive(sheet)
  const at = sheet.injuries.indexOf('cursed')
  if (at < 0) throw new CareRefusal('noCurse', `${sheet.name} has no cursed injury`)
  const injuries = [...sheet.injuries]
  injuries[at] = 'ordinary'
  return { sheet: { ...sheet, injuries }, healed: [], curseBroken: true }
}
