/**
 * Between fights, as pure functions the campaign calls when time passes (KA-SUP-12): sleep, first aid,
 * the untreated deadly wound; lost body parts and hero points stay until the GM edits the sheet.
 */
import { woundLevel } from './damage.ts'
import type { CombatantOutcome } from './outcome.ts'
import { DEFAULT_SETTINGS, type RuleSettings } from './settings.ts'
import type { WeltenbuchSheet } from './sheet.ts'
import { koerperRow, type WoundLevel } from './tables.ts'

export const SLEEP_HOURS = 8

/** LP one full night (8 hours) of sleep restores: 3 + SBO, at least 3. */
export function sleepRecovery(koerper: number): number {
  return Math.max(3, 3 + koerperRow(koerper).sbo)
}

/** Damage after `hours` of sleep: each full 8 hours restores 3 + SBO (at least 3); body parts stay lost. */
export function afterSleep(sheet: WeltenbuchSheet, hours: number): WeltenbuchSheet {
  const nights = Math.floor(Math.max(0, hours) / SLEEP_HOURS)
  const restored = nights * sleepRecovery(sheet.attributes.koerper)
  return { ...sheet, damage: Math.max(0, sheet.damage - restored) }
}

export function currentWoundLevel(sheet: WeltenbuchSheet): WoundLevel {
  return woundLevel(sheet.damage, koerperRow(sheet.attributes.koerper).lpPerLevel)
}

/** LP first aid restores at the current wound level (the GM's table in the rule settings). */
export function firstAidRecovery(sheet: WeltenbuchSheet, rules: RuleSettings = DEFAULT_SETTINGS): number {
  const level = currentWoundLevel(sheet)
  return level === 'unverletzt' ? 0 : rules.firstAidByLevel[level]
}

export function afterFirstAid(sheet: WeltenbuchSheet, rules: RuleSettings = DEFAULT_SETTINGS): WeltenbuchSheet {
  return { ...sheet, damage: Math.max(0, sheet.damage - firstAidRecovery(sheet, rules)) }
}

/** A character left at "tödlich" without treatment dies after half an hour. */
export function diesUntreated(sheet: WeltenbuchSheet, minutesUntreated: number, rules: RuleSettings = DEFAULT_SETTINGS): boolean {
  return currentWoundLevel(sheet) === 'toedlich' && minutesUntreated >= rules.deadlyUntreatedMinutes
}

/** The sheet after a fight: recorded damage, lost body parts, the hero points left and death persist. */
export function applyFightOutcome(
  sheet: WeltenbuchSheet,
  outcome: Pick<CombatantOutcome, 'damage' | 'unusableZones' | 'heroPoints'> & Partial<Pick<CombatantOutcome, 'status'>>
): WeltenbuchSheet {
  return {
    ...sheet,
    damage: outcome.damage,
    unusableZones: [...outcome.unusableZones],
    heroPoints: outcome.heroPoints,
    dead: sheet.dead || outcome.status === 'dead'
  }
}
