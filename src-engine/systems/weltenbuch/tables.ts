/** Fixed numbers of Das Weltenbuch: hit zones, the Körper table, combat modifiers and range bands. */

export const ZONES = ['kopf', 'rumpf', 'lArm', 'rArm', 'lBein', 'rBein'] as const
export type ZoneId = (typeof ZONES)[number]

/** Malus when the zone is called (KA-ZONE-6..11); the torso's −1 is a rule setting (KA-GAP-4). */
export const CALLED_ZONE_MALUS: Readonly<Record<ZoneId, number>> = {
  kopf: -4,
  rumpf: -1,
  lArm: -2,
  rArm: -2,
  lBein: -2,
  rBein: -2
}

/** Hit-zone table by 2W6 sum, index 0 = sum 2 (KA-ZONE-6..12). */
const ZONE_BY_ROLL: readonly ZoneId[] = ['kopf', 'lArm', 'lBein', 'lBein', 'rumpf', 'rumpf', 'rumpf', 'rBein', 'rBein', 'rArm', 'kopf']

export function zoneForRoll(sum: number): ZoneId {
  const zone = ZONE_BY_ROLL[sum - 2]
  if (zone === undefined) throw new RangeError(`A hit-zone roll is 2W6 (2–12), not ${sum}`)
  return zone
}

/** Base maximum damage (MS) per zone before the Körper bonus MSB (KA-SUP-9). */
export const ZONE_MAX_DAMAGE: Readonly<Record<ZoneId, number>> = {
  kopf: 15,
  rumpf: 25,
  lArm: 20,
  rArm: 20,
  lBein: 20,
  rBein: 20
}

export interface KoerperRow {
  /** LP per wound level (KA-SUP-7). */
  readonly lpPerLevel: number
  /** Schadensbonus SBO (KA-SUP-1). */
  readonly sbo: number
  /** Waffenloser Schaden ×M+B (KA-SUP-2). */
  readonly wls: { readonly multiplier: number; readonly bonus: number }
  /** Maximalschadensbonus MSB (KA-SUP-9). */
  readonly msb: number
}

const row = (lpPerLevel: number, sbo: number, m: number, b: number, msb: number): KoerperRow => ({
  lpPerLevel,
  sbo,
  wls: { multiplier: m, bonus: b },
  msb
})

/** Körper 1..12 (KA-SUP-7, KA-SUP-9). */
const KOERPER_TABLE: readonly KoerperRow[] = [
  row(6, -4, 0, 0, 0),
  row(7, -2, 0, 0, 0),
  row(7, -1, 1, 0, 1),
  row(8, -1, 1, 0, 1),
  row(8, 0, 1, 0, 2),
  row(9, 0, 1, 0, 2),
  row(9, 1, 1, 1, 2),
  row(10, 1, 1, 1, 2),
  row(10, 2, 1, 2, 3),
  row(11, 2, 1, 2, 3),
  row(11, 4, 2, 0, 4),
  row(12, 4, 2, 0, 4)
]

export const KOERPER_MIN = 1
export const KOERPER_MAX = 12

export function koerperRow(koerper: number): KoerperRow {
  const found = KOERPER_TABLE[koerper - 1]
  if (found === undefined) throw new RangeError(`Körper runs from ${KOERPER_MIN} to ${KOERPER_MAX}, not ${koerper}`)
  return found
}

export const WOUND_LEVELS = ['unverletzt', 'leicht', 'mittel', 'schwer', 'kritisch', 'toedlich'] as const
export type WoundLevel = (typeof WOUND_LEVELS)[number]

/** The table "Kampfboni und -mali" (KA-MOD-1..6). */
export const COMBAT_MODIFIERS = {
  targetRunning: -2,
  shooterRunning: -4,
  cover: -4,
  smallTarget: -2,
  largeTarget: 2,
  furtherAction: -2
} as const
export type CombatModifierId = keyof typeof COMBAT_MODIFIERS
export const COMBAT_MODIFIER_IDS = Object.keys(COMBAT_MODIFIERS) as CombatModifierId[]

export const MODIFIER_RULE: Readonly<Record<CombatModifierId, string>> = {
  targetRunning: 'KA-MOD-1',
  shooterRunning: 'KA-MOD-2',
  cover: 'KA-MOD-3',
  smallTarget: 'KA-MOD-4',
  largeTarget: 'KA-MOD-5',
  furtherAction: 'KA-MOD-6'
}

export type RangeBand = 'nah' | 'normal' | 'weit' | 'ueberweit'

/** Range bands (KA-RANGED-5..8). */
export const RANGE_BAND_MODIFIER: Readonly<Record<RangeBand, number>> = {
  nah: 2,
  normal: 0,
  weit: -2,
  ueberweit: -4
}

export const RANGE_BAND_RULE: Readonly<Record<RangeBand, string>> = {
  nah: 'KA-RANGED-5',
  normal: 'KA-RANGED-6',
  weit: 'KA-RANGED-7',
  ueberweit: 'KA-RANGED-8'
}

/** Minimum rolls of the rulebook's skill tests (KA-SUP-11), and the two fixed ones of this chapter. */
export const PERCEPTION_MW = 16
export const ARROW_DODGE_MW = 19
export const AMBUSH_BASE_MW = 12

export type AttributeSet = Readonly<{ geist: number; koerper: number; geschick: number; sozial: number; wille: number; sinne: number }>

/** Typical race attributes (KA-SUP-10), for example characters and the bestiary; 5 is an average human. */
export const TYPICAL_RACE_ATTRIBUTES: Readonly<Record<'mensch' | 'ork' | 'zwerg' | 'elf', AttributeSet>> = {
  mensch: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 },
  ork: { geist: 2, koerper: 8, geschick: 5, sozial: 5, wille: 5, sinne: 7 },
  zwerg: { geist: 4, koerper: 6, geschick: 6, sozial: 6, wille: 5, sinne: 5 },
  elf: { geist: 7, koerper: 6, geschick: 7, sozial: 2, wille: 5, sinne: 5 }
}
