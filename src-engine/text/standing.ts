import type { CombatantCondition, Standing } from '../core/standing.ts'
import type { Message } from '../core/types.ts'
import type { Lang } from './catalog.ts'
import { translator } from './translator.ts'

/** A standing with every message worded: what the fight runner shows and `mo fight --standing` prints. */
export interface StandingText {
  readonly round: number
  /** "Runde 2", "Gevechtsronde 3". */
  readonly roundLabel: string
  readonly phase: string | null
  readonly acting: readonly string[]
  readonly actingSide: string | null
  /** Who acts now, worded: the acting combatants' names, or the acting side's name. */
  readonly actingLabel: string | null
  readonly order: readonly string[]
  readonly sides: readonly StandingSideText[]
}

export interface StandingSideText {
  readonly id: string
  readonly name: string
  readonly party: boolean
  /** Set where harm reaches this side from its rear first (see StandingSide). */
  readonly harmFromRear?: true
  readonly combatants: readonly StandingCombatantText[]
}

export interface StandingCombatantText {
  readonly id: string
  readonly name: string
  readonly position: number | null
  readonly values: readonly {
    readonly key: string
    readonly label: string
    readonly current: number
    readonly max: number | null
    readonly rising: boolean
    readonly text: string
  }[]
  readonly conditions: readonly { readonly key: CombatantCondition; readonly label: string }[]
  readonly marks: readonly { readonly key: string; readonly label: string; readonly harm: boolean }[]
}

const word = (m: Message | string, lang: Lang) => (typeof m === 'string' ? m : translator.text(m, lang))

/** A condition in the system's own word where it has one (Døende, bewusstlos), else the app's. */
function conditionLabel(system: string, condition: CombatantCondition, lang: Lang): string {
  const own = `standing.condition.${system}.${condition}`
  return translator.text({ key: translator.has('en', own) ? own : `standing.condition.${condition}` }, lang)
}

export function standingText(standing: Standing, system: string, lang: Lang): StandingText {
  const names = new Map(standing.sides.flatMap((s) => s.combatants.map((c) => [c.id, c.name] as const)))
  const side = standing.actingSide === undefined ? undefined : standing.sides.find((s) => s.id === standing.actingSide)
  const acting = standing.acting.map((id) => names.get(id) ?? id)
  return {
    round: standing.round,
    roundLabel: translator.text({ key: standing.roundTerm.key, params: { round: standing.round, ...standing.roundTerm.params } }, lang),
    phase: standing.phase ? translator.text(standing.phase, lang) : null,
    acting: standing.acting,
    actingSide: standing.actingSide ?? null,
    actingLabel: acting.length > 0 ? acting.join(', ') : side ? word(side.name, lang) : null,
    order: standing.order ?? [],
    sides: standing.sides.map((s) => ({
      id: s.id,
      name: word(s.name, lang),
      party: s.party,
      ...(s.harmFromRear ? { harmFromRear: true as const } : {}),
      combatants: s.combatants.map((c) => ({
        id: c.id,
        name: c.name,
        position: c.position ?? null,
        values: c.values.map((v) => ({
          key: v.key,
          label: translator.text(v.label, lang),
          current: v.current,
          max: v.max ?? null,
          rising: v.rising === true,
          text: v.text ? translator.text(v.text, lang) : v.max === undefined ? String(v.current) : `${v.current}/${v.max}`
        })),
        conditions: c.conditions.map((k) => ({ key: k, label: conditionLabel(system, k, lang) })),
        marks: c.marks.map((m) => ({ key: m.key, label: translator.text(m.label, lang), harm: m.harm === true }))
      }))
    }))
  }
}

/** The standing in a few lines for a text log: the round and who acts, then one line per combatant. */
export function standingLines(standing: Standing, system: string, lang: Lang): string[] {
  const s = standingText(standing, system, lang)
  const head = [s.roundLabel, s.phase, s.actingLabel].filter((x) => x !== null && x !== '').join(' · ')
  const lines = [`  [${head}]`]
  for (const side of s.sides) {
    for (const c of side.combatants) {
      const parts = [...c.values.map((v) => `${v.label} ${v.text}`), ...c.conditions.map((x) => x.label), ...c.marks.map((m) => m.label)]
      lines.push(`  » ${side.name} · ${c.position !== null ? `${c.position}. ` : ''}${c.name}: ${parts.join(', ')}`)
    }
  }
  return lines
}
