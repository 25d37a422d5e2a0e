import type { CardOf } from './types.ts'

type OdmSheet = { name: string; le: { current: number; max: number }; at: number; pa: number; bw: number; tp: string; weapon?: string }

export const odmCard: CardOf = (raw) => {
  const sheet = raw as OdmSheet
  const dead = sheet.le.current <= 0
  return {
    name: sheet.name,
    stats: `LE ${sheet.le.current}/${sheet.le.max} · AT ${sheet.at} · PA ${sheet.pa} · BW ${sheet.bw} · TP ${sheet.tp}`,
    marks: dead ? [{ kind: 'dead' }] : [],
    dead,
    hurt: !dead && sheet.le.current < sheet.le.max,
    ready: sheet.weapon ?? ''
  }
}
