import type { UltraquestCardValues } from '../../../src-engine/systems/ultraquest/card-values.ts'
import type { CardMark, CardOf } from './types.ts'

type Item = { name: string; ready?: boolean; heals?: boolean } | null
type UltraquestSheet = {
  name: string
  st?: number
  ks?: { nk?: string; fk?: string }
  injuries?: ('ordinary' | 'cursed')[]
  dead?: boolean
  equipment?: Item[]
}

/**
 * The KS the fight uses: the printed one, else what main worked out as the engine does (KS-GAP-2), with the RW
 * (KS-DMG-2); only before main answered does a card without a printed KS fall back to ST.
 */
function ksText(sheet: UltraquestSheet, worked: UltraquestCardValues | undefined): string {
  const nk = sheet.ks?.nk || worked?.ks?.nk
  const fk = sheet.ks?.fk || worked?.ks?.fk
  const rw = worked?.rw === undefined ? '' : ` · RW ${worked.rw}`
  return nk || fk ? `KS NK ${nk || '—'} · FK ${fk || '—'}${rw}` : `ST ${sheet.st ?? 0}${rw}`
}

export const ultraquestCard: CardOf = (raw, _words, worked) => {
  const sheet = raw as UltraquestSheet
  const injuries = sheet.injuries ?? []
  const marks: CardMark[] = injuries.map((kind) => ({ kind }))
  const alive = sheet.dead !== true
  const potionRows = (sheet.equipment ?? []).flatMap((item, i) => (item?.heals ? [i + 1] : []))
  return {
    name: sheet.name,
    stats: ksText(sheet, worked as UltraquestCardValues | undefined),
    marks: sheet.dead ? [...marks, { kind: 'dead' }] : marks,
    dead: sheet.dead === true,
    hurt: !sheet.dead && injuries.length > 0,
    ready: (sheet.equipment ?? []).flatMap((item) => (item && item.ready !== false ? [item.name] : [])).join(', '),
    potionRows,
    // Rest heals only ordinary injuries (KS-INJURY-2), a spell or Heiltrank any (KS-CURSE-2), Fluchbrecher only a cursed one (KS-CURSE-3).
    care: {
      rest: alive && injuries.includes('ordinary'),
      healingSpell: alive && injuries.length > 0,
      potion: alive && injuries.length > 0 && potionRows.length > 0,
      curseBreaker: alive && injuries.includes('cursed')
    }
  }
}
