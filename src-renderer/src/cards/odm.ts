import { odmDamage, odmValues } from './odm-words.ts'
import type { CardOf } from './types.ts'

type OdmSheet = { name: string; le: { current: number; max: number }; at: number; pa: number; bw: number; tp: string; weapon?: string }

export const odmCard: CardOf = (raw, words, worked) => {
  const sheet = raw as OdmSheet
  // At LE 0 or below a fighter is out of action (uitgeschakeld); whether he dies is the Master's call, not the card's.
  const out = sheet.le.current <= 0
  return {
    name: sheet.name,
    stats: [`LE ${sheet.le.current}/${sheet.le.max}`, ...odmValues(words, sheet.at, sheet.pa), `BW ${sheet.bw}`, `TP ${odmDamage(sheet.tp)}`].join(' · '),
    marks: out ? [{ kind: 'unconscious' }] : [],
    dead: false,
    hurt: sheet.le.current < sheet.le.max,
    ready: sheet.weapon ?? '',
    // Rest heals the campaign's rate of LE a day, none unless the GM set one (main works it out from the rule settings).
    ...(worked?.['restHeals'] === false ? { care: { rest: false } } : {})
  }
}
