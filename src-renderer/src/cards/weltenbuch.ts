import type { WeltenbuchCardValues } from '../../../src-engine/systems/weltenbuch/card-values.ts'
import type { WoundLevel } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { shortFieldLabel } from '../i18n/fields/index.ts'
import type { CardMark, CardOf, CardWords } from './types.ts'

type Zone = 'kopf' | 'rumpf' | 'lArm' | 'rArm' | 'lBein' | 'rBein'
type WeltenbuchSheet = {
  name: string
  damage?: number
  heroPoints?: number
  heldenstufe?: number
  armour?: Partial<Record<Zone, number>>
  unusableZones?: Zone[]
  weapons?: { name: string; damage?: string }[]
  dead?: boolean
}

/** The Trefferzonen as the rulebook names them; rule terms stay German in every language. */
const ZONE_NAMES: Readonly<Record<Zone, string>> = { kopf: 'Kopf', rumpf: 'Rumpf', lArm: 'L. Arm', rArm: 'R. Arm', lBein: 'L. Bein', rBein: 'R. Bein' }

/** The wound levels as the rulebook writes them (KA-SUP-7). */
const LEVEL_NAMES: Readonly<Record<WoundLevel, string>> = {
  unverletzt: 'unverletzt',
  leicht: 'leicht',
  mittel: 'mittel',
  schwer: 'schwer',
  kritisch: 'kritisch',
  toedlich: 'tödlich'
}

/**
 * The LP monitor in short: damage of the five wound levels' boxes and the level reached (KA-SUP-7), as main worked
 * them out from Körper; the damage alone until it has, or where the sheet is not one the rules can read.
 */
function monitor(damage: number, worked: WeltenbuchCardValues | undefined, words: CardWords): string {
  if (!worked) return words.t('cards.damage', { damage })
  const { max, level } = worked.lp
  return `${words.t('cards.damageOf', { damage, max })}${damage > 0 ? ` (${LEVEL_NAMES[level]})` : ''}`
}

/**
 * LP damage with its wound level, hero points and Heldenstufe; each unusable body part as a mark; weapons with their
 * ×M+B and the armour worn. Rule terms (LP, Heldenpunkte, the Trefferzonen, wound levels) stay German; the rest is
 * in the app's language.
 */
export const weltenbuchCard: CardOf = (raw, words, worked) => {
  const sheet = raw as WeltenbuchSheet
  const damage = sheet.damage ?? 0
  const armour = Object.entries(sheet.armour ?? {}).filter(([, rs]) => (rs ?? 0) > 0)
  const dead = sheet.dead === true
  const marks: CardMark[] = [
    ...(sheet.unusableZones ?? []).map((zone): CardMark => ({ kind: 'unusable', text: words.t('cards.unusable', { part: ZONE_NAMES[zone] ?? zone }) })),
    ...(dead ? [{ kind: 'dead' } as const] : [])
  ]
  const label = (key: string) => shortFieldLabel('weltenbuch', key, words.locale)
  return {
    name: sheet.name,
    stats: [
      monitor(damage, worked as WeltenbuchCardValues | undefined, words),
      `${label('heroPoints')} ${sheet.heroPoints ?? 0}`,
      ...(sheet.heldenstufe === undefined ? [] : [`${label('heldenstufe')} ${sheet.heldenstufe}`])
    ].join(' · '),
    marks,
    dead,
    // Sleep and first aid heal LP only; a lost body part comes back by the GM's decision on the sheet.
    hurt: !dead && damage > 0,
    ready: [
      ...(sheet.weapons ?? []).map((w) => (w.damage ? `${w.name} ${w.damage}` : w.name)),
      ...(armour.length > 0 ? [`${words.t('cards.armour')} ${armour.map(([zone, rs]) => `${ZONE_NAMES[zone as Zone] ?? zone} ${rs}`).join(', ')}`] : [])
    ].join(' · ')
  }
}
