import type { OddsCombatant, OddsRules } from '../core/odds.ts'
import type { Lang } from '../text/catalog.ts'
import { translator } from '../text/translator.ts'
import { wilson, type OddsCounts } from './odds.ts'

/** Odds as fractions of the fights run: what `mo odds --json`, the app's odds panel and the tests read. */
export interface OddsReport {
  readonly system: string
  readonly n: number
  readonly seed: string
  readonly policy: string
  /** Each result of the system's outcome (its own names) and its fraction of the fights. */
  readonly outcomes: Readonly<Record<string, number>>
  readonly combatants: readonly {
    readonly id: string
    readonly name: string
    readonly side: string
    readonly party: boolean
    readonly died: number
    /** Any lasting harm (death aside). */
    readonly harmed: number
    /** Each lasting harm by the system's own name. */
    readonly harms: Readonly<Record<string, number>>
  }[]
  /** Fights by their number of rounds. */
  readonly rounds: Readonly<Record<string, number>>
}

const fractions = (counts: Readonly<Record<string, number>>, n: number) => Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, n === 0 ? 0 : v / n]))

export function oddsReport(meta: { system: string; seed: string; policy: string }, combatants: readonly OddsCombatant[], counts: OddsCounts): OddsReport {
  const n = counts.n
  return {
    ...meta,
    n,
    outcomes: fractions(counts.results, n),
    combatants: combatants.map((c, i) => ({
      id: c.id,
      name: c.name,
      side: c.side,
      party: c.party,
      died: n === 0 ? 0 : counts.died[i]! / n,
      harmed: n === 0 ? 0 : counts.harmed[i]! / n,
      harms: fractions(counts.harms[i]!, n)
    })),
    rounds: fractions(counts.rounds, n)
  }
}

/** Percent with one decimal, two where a rare chance would otherwise read as 0.0. */
const digits = (p: number) => (p > 0 && p < 0.001 ? 2 : 1)
const percent = (p: number, places = digits(p)) => `${(p * 100).toFixed(places)} %`
/** A fraction with its 95 % interval at the same precision, "62.4 % (61.9–62.9 %)". */
function withInterval(p: number, n: number): string {
  const { low, high } = wilson(Math.round(p * n), n)
  const places = Math.max(digits(p), digits(high))
  return `${percent(p, places)} (${(low * 100).toFixed(places)}–${(high * 100).toFixed(places)} %)`
}

/** The odds as text in the log's language: results, each combatant's death and harms, rounds, and the policy. */
export function oddsLines(report: OddsReport, odds: OddsRules, lang: Lang): string[] {
  const t = (key: string, params: Record<string, string | number> = {}) => translator.text({ key, params }, lang)
  const lines = [
    t('odds.header', { system: t(`system.${report.system}`), n: report.n, seed: report.seed }),
    t('odds.policy', { policy: translator.text(odds.policies.find((p) => p.id === report.policy)?.label ?? { key: report.policy }, lang) }),
    '',
    t('odds.outcomes')
  ]
  const results = Object.entries(report.outcomes).sort((a, b) => b[1] - a[1])
  for (const [result, p] of results) lines.push(`  ${translator.text(odds.results[result] ?? { key: result }, lang)}: ${withInterval(p, report.n)}`)
  lines.push('', t('odds.combatants'))
  for (const c of report.combatants) {
    const harms = Object.entries(c.harms).map(([harm, p]) => `${translator.text(odds.harms[harm] ?? { key: harm }, lang)} ${withInterval(p, report.n)}`)
    lines.push(`  ${c.name}: ${[`${t('odds.death')} ${withInterval(c.died, report.n)}`, ...harms].join(' · ')}`)
  }
  lines.push('', t('odds.rounds'))
  for (const [rounds, p] of Object.entries(report.rounds).sort((a, b) => Number(a[0]) - Number(b[0]))) lines.push(`  ${rounds}: ${percent(p)}`)
  return lines
}
