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

export const ultraquestCard: CardOf = (raw) => {
  const sheet = raw as UltraquestSheet
  const injuries = sheet.injuries ?? []
  const marks: CardMark[] = injuries.map((kind) => ({ kind }))
  const alive = sheet.dead !== true
  const potionRows = (sheet.equipment ?? []).flatMap((item, i) => (item?.heals ? [i + 1] : []))
  return {
    name: sheet.name,
    // Without a printed KS the engine works it out from ST and the weapons in hand.
    stats: sheet.ks?.nk || sheet.ks?.fk ? `KS NK ${sheet.ks.nk ?? '—'} · FK ${sheet.ks.fk ?? '—'}` : `ST ${sheet.st ?? 0}`,
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
