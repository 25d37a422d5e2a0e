import type { SystemId } from '../../../src-engine/core/types.ts'
import { shortFieldLabel } from '../i18n/fields/index.ts'
import { odmDamage, odmValues } from './odm-words.ts'
import type { CardWords, OpponentCardOf, Sheet } from './types.ts'

/** Thalia's id of the SKs' side: a renderer file takes no engine run-time code, so opponent-cards.test.ts holds this copy to the engine's PLAYER_SIDE. */
const THALIA_PLAYER_SIDE = 'players'

/*
 * Bestiary cards: what a GM reads off a stat block, never enum values or form hints. Values go by the rules' own
 * abbreviations (KS, LE, AT, HP, Vern, KÅ …); kinds and options by the system's labels in the app's language.
 */

const countOf = (opponent: Sheet) => (typeof opponent['count'] === 'number' && opponent['count'] >= 1 ? opponent['count'] : 1)
const nameOf = (opponent: Sheet) => String(opponent['name'] ?? '')
const num = (value: unknown) => (typeof value === 'number' ? value : 0)
/** An option's label as a card shows it: "Skeleton", "Monster", "Fordel" (without the gloss). */
const option = (system: SystemId, key: string, value: unknown, words: CardWords) => shortFieldLabel(system, `${key}=${String(value)}`, words.locale)

export const ultraquestOpponent: OpponentCardOf = (o, words) => {
  const kind = o['kind'] ?? 'normal'
  return {
    name: nameOf(o),
    count: countOf(o),
    lines: [[`KS ${String(o['ks'] ?? '—')}`, ...(kind === 'normal' ? [] : [option('ultraquest', 'kind', kind, words)])].join(' · ')]
  }
}

type OdmValues = {
  courage?: number
  at?: number
  pa?: number
  le?: { current?: number; max?: number }
  bw?: number
  tp?: string
  weapon?: string
  kind?: string
}

export const odmOpponent: OpponentCardOf = (o, words) => {
  const s = (o['sheet'] ?? {}) as OdmValues
  const le = s.le?.current === s.le?.max ? `LE ${num(s.le?.max)}` : `LE ${num(s.le?.current)}/${num(s.le?.max)}`
  return {
    name: nameOf(o),
    count: countOf(o),
    lines: [
      [`Moed ${num(s.courage)}`, ...odmValues(words, num(s.at), num(s.pa)), le, `BW ${num(s.bw)}`, `TP ${s.tp ? odmDamage(s.tp) : '—'}`].join(' · '),
      [...(s.weapon ? [s.weapon] : []), ...(s.kind ? [option('odm', 'sheet.kind', s.kind, words)] : [])].join(' · ')
    ].filter(Boolean)
  }
}

type ThaliaAttack = { name?: string; damage?: string; ranged?: boolean; physical?: boolean; effect?: { name?: string; resist?: string } }
type ThaliaBlock = {
  kind?: string
  hp?: number
  maxHp?: number
  vern?: number
  kampand?: number
  attacks?: ThaliaAttack[]
  moraleEdge?: string
  movement?: number
}

export const thaliaOpponent: OpponentCardOf = (o, words) => {
  const s = (o['sheet'] ?? {}) as ThaliaBlock
  const label = (key: string) => shortFieldLabel('thalia', key, words.locale)
  const attack = (a: ThaliaAttack) =>
    [
      `${a.name ?? '—'} ${a.damage ?? ''}`.trim(),
      ...(a.ranged ? [words.t('cards.ranged')] : []),
      ...(a.physical === false ? [words.t('cards.notPhysical')] : []),
      ...(a.effect?.name ? [`${a.effect.name}${a.effect.resist ? ` (${option('thalia', 'sheet.attacks.effect.resist', a.effect.resist, words)})` : ''}`] : [])
    ].join(', ')
  const group = [
    ...(typeof o['group'] === 'string' ? [`${label('group')}: ${o['group']}`] : []),
    ...(o['leader'] === true ? [label('leader')] : []),
    // The engine's id of the SKs' side is no word for a GM: an ally is on the player side, named in his language.
    ...(typeof o['side'] === 'string' ? [`${label('side')}: ${o['side'] === THALIA_PLAYER_SIDE ? words.t('cards.playerSide') : o['side']}`] : [])
  ]
  return {
    name: nameOf(o),
    count: countOf(o),
    lines: [
      [
        ...(s.kind ? [option('thalia', 'sheet.kind', s.kind, words)] : []),
        `HP ${num(s.hp)}/${num(s.maxHp)}`,
        `Vern ${num(s.vern)}`,
        `KÅ ${num(s.kampand)}`,
        ...(s.moraleEdge && s.moraleEdge !== 'none' ? [`${label('sheet.moraleEdge')} ${option('thalia', 'sheet.moraleEdge', s.moraleEdge, words)}`] : [])
      ].join(' · '),
      ...((s.attacks ?? []).length > 0 ? [`${label('sheet.attacks')}: ${(s.attacks ?? []).map(attack).join(' · ')}`] : []),
      group.join(' · ')
    ].filter(Boolean)
  }
}

type WeltenbuchNsc = {
  attributes?: Record<string, number>
  skills?: Record<string, number>
  weapons?: { name?: string; damage?: string }[]
  armour?: Record<string, number>
  heroPoints?: number
  heldenstufe?: number
}
const ATTRIBUTES = ['geist', 'koerper', 'geschick', 'sozial', 'wille', 'sinne'] as const

export const weltenbuchOpponent: OpponentCardOf = (o, words) => {
  const s = o as WeltenbuchNsc
  const label = (key: string) => shortFieldLabel('weltenbuch', key, words.locale)
  const armour = Object.entries(s.armour ?? {}).filter(([, rs]) => rs > 0)
  return {
    name: nameOf(o),
    count: countOf(o),
    lines: [
      ATTRIBUTES.map((a) => `${label(`attributes.${a}`)} ${num(s.attributes?.[a])}`).join(' · '),
      [
        ...(s.weapons ?? []).map((w) => `${w.name ?? '—'}${w.damage ? ` ${w.damage}` : ''}`),
        ...(armour.length > 0 ? [`${words.t('cards.armour')} ${armour.map(([zone, rs]) => `${label(`armour.${zone}`)} ${rs}`).join(', ')}`] : [])
      ].join(' · '),
      [
        ...(Object.keys(s.skills ?? {}).length > 0
          ? [
              `${label('skills')}: ${Object.entries(s.skills ?? {})
                .map(([skill, value]) => `${skill} ${value}`)
                .join(', ')}`
            ]
          : []),
        ...(s.heroPoints ? [`${label('heroPoints')} ${s.heroPoints}`] : []),
        ...(s.heldenstufe !== undefined ? [`${label('heldenstufe')} ${s.heldenstufe}`] : [])
      ].join(' · ')
    ].filter(Boolean)
  }
}
