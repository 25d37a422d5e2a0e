import type { CardMark, CardOf } from './types.ts'

type ThaliaSheet = {
  name: string
  hp: number
  maxHp: number
  vern?: number
  status?: 'active' | 'unconscious' | 'dead'
  unconsciousDays?: number
  injuries?: { name: string; permanent?: boolean; daysLeft?: number }[]
  weapons?: { name: string }[]
  shield?: { name: string }
}

export const thaliaCard: CardOf = (raw) => {
  const sheet = raw as ThaliaSheet
  const dead = sheet.status === 'dead'
  const marks: CardMark[] = [
    ...(sheet.injuries ?? []).map((men): CardMark => ({ kind: 'lasting', text: men.daysLeft ? `${men.name} (${men.daysLeft})` : men.name })),
    ...(sheet.status === 'unconscious' || (sheet.unconsciousDays ?? 0) > 0 ? [{ kind: 'unconscious' } as const] : []),
    ...(dead ? [{ kind: 'dead' } as const] : [])
  ]
  return {
    name: sheet.name,
    stats: `HP ${sheet.hp}/${sheet.maxHp} · Vern ${sheet.vern ?? 0}`,
    marks,
    dead,
    hurt: !dead && (sheet.hp < sheet.maxHp || (sheet.injuries?.length ?? 0) > 0),
    ready: [...(sheet.weapons ?? []).map((w) => w.name), ...(sheet.shield ? [sheet.shield.name] : [])].join(', ')
  }
}
