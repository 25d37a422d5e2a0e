import type { ThaliaCardValues } from '../../../src-engine/systems/thalia/card-values.ts'
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
type MenWords = ThaliaCardValues['injuries'][number]

/** "Lammelse (left arm) · 14 d": which Mén (Table T1's name and limb, as main read them), on which side, how long it still lasts. */
function menText(injury: Injury, men: MenWords | undefined, words: CardWords): string {
  if (!men) return injury.id
  const limbText = men.limb && words.t(`cards.limb.${men.limb}`)
  const where = limbText ? ` (${injury.side ? words.t('cards.limbSide', { side: words.t(`cards.side.${injury.side}`), limb: limbText }) : limbText})` : ''
  return `${men.name}${where}${injury.daysLeft ? ` · ${injury.daysLeft} d` : ''}`
}

/** Days still unconscious: after being stabilised (THA-DYING-7) or from a Hjerneblødning (THA-MEN-6). */
const daysOut = (sheet: ThaliaSheet) => Math.max(sheet.unconsciousDays ?? 0, ...(sheet.injuries ?? []).map((i) => i.unconsciousDays ?? 0))

type Reach = ThaliaCardValues['weapons'][number]['reach']

/** "Bue (KA · 30 ft / 6 steps, Holdbarhet 5)": the item, a ranged weapon's reach (Table T2, as main read it) and its Holdbarhet. */
function itemText(item: { name: string; durability?: number }, words: CardWords, reach?: Reach): string {
  const details = [
    ...(reach ? [words.t('cards.reach', { code: reach.code, feet: reach.feet, steps: reach.steps })] : []),
    ...(item.durability === undefined ? [] : [`${shortFieldLabel('thalia', 'weapons.durability', words.locale)} ${item.durability}`])
  ]
  return details.length === 0 ? item.name : `${item.name} (${details.join(', ')})`
}

export const thaliaCard: CardOf = (raw, words, worked) => {
  const sheet = raw as ThaliaSheet
  const men = (worked as ThaliaCardValues | undefined)?.injuries ?? []
  const reaches = (worked as ThaliaCardValues | undefined)?.weapons ?? []
  const injuries = sheet.injuries ?? []
  const dead = sheet.status === 'dead'
  const out = daysOut(sheet)
  const unconscious = !dead && (sheet.status === 'unconscious' || out > 0)
  const marks: CardMark[] = [
    ...(dead ? [{ kind: 'dead' } as const] : []),
    ...(unconscious ? [{ kind: 'unconscious' } as const] : []),
    ...injuries.map((injury, i): CardMark => ({ kind: 'lasting', text: menText(injury, men[i], words) }))
  ]
  const state = unconscious ? ` · ${words.t('party.unconscious')}${out > 0 ? ` ${out} d` : ''}` : ''
  return {
    name: sheet.name,
    stats: `HP ${sheet.hp}/${sheet.maxHp} · Vern ${sheet.vern ?? 0}${state}`,
    marks,
    dead,
    // Rest helps with missing HP, unconscious days and Mén that run out; a permanent Mén it cannot heal.
    hurt: !dead && (sheet.hp < sheet.maxHp || unconscious || injuries.some((i) => (i.daysLeft ?? 0) > 0)),
    ready: [
      ...(sheet.weapons ?? []).map((weapon, i) => itemText(weapon, words, reaches[i]?.reach)),
      ...[...(sheet.shield ? [sheet.shield] : []), ...(sheet.belt ?? [])].map((item) => itemText(item, words))
    ].join(', ')
  }
}
