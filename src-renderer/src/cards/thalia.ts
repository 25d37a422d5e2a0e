import { menById } from '../../../src-engine/systems/thalia/tables.ts'
import { shortFieldLabel } from '../i18n/fields/index.ts'
import type { CardMark, CardOf, CardWords } from './types.ts'

type Side = 'left' | 'right'
type ThaliaSheet = {
  name: string
  hp: number
  maxHp: number
  vern?: number
  status?: 'active' | 'unconscious' | 'dead'
  unconsciousDays?: number
  injuries?: { id: string; side?: Side; daysLeft?: number; unconsciousDays?: number }[]
  weapons?: { name: string; durability?: number }[]
  shield?: { name: string; durability?: number }
  belt?: { name: string }[]
}
type Injury = NonNullable<ThaliaSheet['injuries']>[number]

/*
 * The card keeps Thalia's rule terms (Mén names, HP, Vern, Holdbarhet: the words the GM finds in the book) and says
 * the rest in the app's language: which arm, "unconscious". Day counts use the unit "d".
 */
const LIMB: Readonly<Record<string, 'arm' | 'leg'>> = { armer: 'arm', ben: 'leg' }

/** "Lammelse (left arm) · 14 d": which Mén, on which limb, and how long it still lasts. */
function menText(injury: Injury, words: CardWords): string {
  const entry = menById(injury.id)
  if (!entry) return injury.id
  const limb = LIMB[entry.location]
  const limbText = limb && words.t(`cards.limb.${limb}`)
  const where = limbText ? ` (${injury.side ? words.t('cards.limbSide', { side: words.t(`cards.side.${injury.side}`), limb: limbText }) : limbText})` : ''
  return `${entry.name}${where}${injury.daysLeft ? ` · ${injury.daysLeft} d` : ''}`
}

/** Days still unconscious: after being stabilised (THA-DYING-7) or from a Hjerneblødning (THA-MEN-6). */
const daysOut = (sheet: ThaliaSheet) => Math.max(sheet.unconsciousDays ?? 0, ...(sheet.injuries ?? []).map((i) => i.unconsciousDays ?? 0))

const itemText = (item: { name: string; durability?: number }, words: CardWords) =>
  item.durability === undefined ? item.name : `${item.name} (${shortFieldLabel('thalia', 'weapons.durability', words.locale)} ${item.durability})`

export const thaliaCard: CardOf = (raw, words) => {
  const sheet = raw as ThaliaSheet
  const injuries = sheet.injuries ?? []
  const dead = sheet.status === 'dead'
  const out = daysOut(sheet)
  const unconscious = !dead && (sheet.status === 'unconscious' || out > 0)
  const marks: CardMark[] = [
    ...(dead ? [{ kind: 'dead' } as const] : []),
    ...(unconscious ? [{ kind: 'unconscious' } as const] : []),
    ...injuries.map((injury): CardMark => ({ kind: 'lasting', text: menText(injury, words) }))
  ]
  const state = unconscious ? ` · ${words.t('party.unconscious')}${out > 0 ? ` ${out} d` : ''}` : ''
  return {
    name: sheet.name,
    stats: `HP ${sheet.hp}/${sheet.maxHp} · Vern ${sheet.vern ?? 0}${state}`,
    marks,
    dead,
    // Rest helps with missing HP, unconscious days and Mén that run out; a permanent Mén it cannot heal.
    hurt: !dead && (sheet.hp < sheet.maxHp || unconscious || injuries.some((i) => (i.daysLeft ?? 0) > 0)),
    ready: [...(sheet.weapons ?? []), ...(sheet.shield ? [sheet.shield] : []), ...(sheet.belt ?? [])].map((item) => itemText(item, words)).join(', ')
  }
}
