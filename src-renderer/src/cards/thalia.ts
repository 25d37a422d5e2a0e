import { menById } from '../../../src-engine/systems/thalia/tables.ts'
import type { CardMark, CardOf } from './types.ts'

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
 * The card speaks Thalia's own words (Mén names, Vern, Bevisstløs, Holdbarhet): a card has no language of its
 * own, and the Mén table's names are the terms the GM finds in the book. Day counts use the unit "d".
 */
const LIMB: Readonly<Record<string, string>> = { armer: 'arm', ben: 'ben' }
const SIDE: Readonly<Record<Side, string>> = { left: 'venstre', right: 'høyre' }

/** "Lammelse (venstre arm) · 14 d": which Mén, on which limb, and how long it still lasts. */
function menText(injury: Injury): string {
  const entry = menById(injury.id)
  if (!entry) return injury.id
  const limb = LIMB[entry.location]
  const where = limb ? ` (${injury.side ? `${SIDE[injury.side]} ${limb}` : limb})` : ''
  return `${entry.name}${where}${injury.daysLeft ? ` · ${injury.daysLeft} d` : ''}`
}

/** Days still unconscious: after being stabilised (THA-DYING-7) or from a Hjerneblødning (THA-MEN-6). */
const daysOut = (sheet: ThaliaSheet) => Math.max(sheet.unconsciousDays ?? 0, ...(sheet.injuries ?? []).map((i) => i.unconsciousDays ?? 0))

const itemText = (item: { name: string; durability?: number }) => (item.durability === undefined ? item.name : `${item.name} (Holdbarhet ${item.durability})`)

export const thaliaCard: CardOf = (raw) => {
  const sheet = raw as ThaliaSheet
  const injuries = sheet.injuries ?? []
  const dead = sheet.status === 'dead'
  const out = daysOut(sheet)
  const unconscious = !dead && (sheet.status === 'unconscious' || out > 0)
  const marks: CardMark[] = [
    ...(dead ? [{ kind: 'dead' } as const] : []),
    ...(unconscious ? [{ kind: 'unconscious' } as const] : []),
    ...injuries.map((injury): CardMark => ({ kind: 'lasting', text: menText(injury) }))
  ]
  const state = unconscious ? ` · Bevisstløs${out > 0 ? ` ${out} d` : ''}` : ''
  return {
    name: sheet.name,
    stats: `HP ${sheet.hp}/${sheet.maxHp} · Vern ${sheet.vern ?? 0}${state}`,
    marks,
    dead,
    // Rest helps with missing HP, unconscious days and Mén that run out; a permanent Mén it cannot heal.
    hurt: !dead && (sheet.hp < sheet.maxHp || unconscious || injuries.some((i) => (i.daysLeft ?? 0) > 0)),
    ready: [...(sheet.weapons ?? []), ...(sheet.shield ? [sheet.shield] : []), ...(sheet.belt ?? [])].map(itemText).join(', ')
  }
}
