import { woundLevel } from './damage.ts'
import type { WeltenbuchSheet } from './sheet.ts'
import { koerperRow, WOUND_LEVELS, type WoundLevel } from './tables.ts'

/** The LP monitor in short: the damage its five wound levels hold, and the level the recorded damage reached. */
export type WeltenbuchCardValues = {
  readonly lp: { readonly max: number; readonly level: WoundLevel }
}

/** LP per level from Körper (KA-SUP-7), so the card reads the monitor the fight fills. */
export function weltenbuchCardValues(sheet: WeltenbuchSheet): WeltenbuchCardValues {
  const perLevel = koerperRow(sheet.attributes.koerper).lpPerLevel
  return { lp: { max: (WOUND_LEVELS.length - 1) * perLevel, level: woundLevel(sheet.damage, perLevel) } }
}
