import type { CardOf } from './types.ts'

type WeltenbuchSheet = { name: string; damage?: number; heroPoints?: number; heldenstufe?: number; unusableZones?: string[]; weapons?: { name: string }[] }

export const weltenbuchCard: CardOf = (raw) => {
  const sheet = raw as WeltenbuchSheet
  const damage = sheet.damage ?? 0
  return {
    name: sheet.name,
    stats: `Schaden ${damage} LP · Heldenpunkte ${sheet.heroPoints ?? 0}${sheet.heldenstufe === undefined ? '' : ` · Heldenstufe ${sheet.heldenstufe}`}`,
    marks: (sheet.unusableZones ?? []).map((zone) => ({ kind: 'unusable', text: zone })),
    dead: false,
    hurt: damage > 0 || (sheet.unusableZones?.length ?? 0) > 0,
    ready: (sheet.weapons ?? []).map((w) => w.name).join(', ')
  }
}
