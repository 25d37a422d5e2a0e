import type { Answer, Message, OddsCombatant, OddsRules } from '../../src-engine/core/index.ts'
import { wilson, type OddsCounts } from '../../src-engine/sim/odds.ts'
import { translator, type Lang } from '../../src-engine/text/index.ts'
import type { OddsJobState } from '../odds/jobs.ts'
import type { OddsVariant } from '../odds/protocol.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import { systemOf, type ServiceContext } from './context.ts'
import { fail } from './errors.ts'
import { fightSetup, type FightStart } from './fights.ts'

/** Fights per estimate when it is final: enough for ±0.3 % at 95 %. */
const ODDS_FIGHTS = 100_000
/** From a running fight each fight replays the answers so far first, so fewer are run. */
const ODDS_FIGHTS_FROM_A_FIGHT = 20_000

export type OddsRequest =
  | { readonly kind: 'setup'; readonly setup: Pick<FightStart, 'partyId' | 'opponents' | 'options'>; readonly policy?: string | undefined }
  | {
      readonly kind: 'fight'
      readonly fightId: string
      /** Answers to the pending question whose odds the GM compares; without them, the fight as it stands. */
      readonly candidates?: readonly Answer[] | undefined
      readonly policy?: string | undefined
    }

interface Fraction {
  readonly p: number
  readonly low: number
  readonly high: number
}

/** Odds as the screen shows them, worded in the screen's language. */
export interface OddsView {
  readonly jobId: string
  readonly done: boolean
  readonly failed: string | null
  /** Fights per variant when done. */
  readonly target: number
  readonly policy: { readonly id: string; readonly label: string }
  readonly policies: readonly { readonly id: string; readonly label: string }[]
  readonly variants: readonly {
    readonly id: string
    readonly n: number
    readonly outcomes: readonly (Fraction & { readonly key: string; readonly label: string })[]
    readonly combatants: readonly {
      readonly id: string
      readonly name: string
      readonly side: string
      readonly party: boolean
      readonly died: Fraction
      readonly harms: readonly (Fraction & { readonly key: string; readonly label: string })[]
    }[]
    readonly rounds: readonly { readonly rounds: number; readonly p: number }[]
  }[]
}

function oddsRulesOf(campaign: Campaign): OddsRules {
  const { system } = systemOf(campaign)
  return system.odds ?? fail('rules', 'oddsUnavailable', { detail: system.id })
}

function jobs(ctx: ServiceContext) {
  return ctx.odds ?? fail('rules', 'oddsUnavailable', { detail: 'no worker' })
}

const fraction = (count: number, n: number): Fraction => ({ p: n === 0 ? 0 : count / n, ...wilson(count, n) })

/**
 * A character's harms in the order the system lists them (Weltenbuch: leicht, mittel, schwer, kritisch, tödlich), not in
 * the order the simulation first met them: that order differed from one character to the next, so a GM comparing Yorn's
 * line with Mira's read 'mittel 5 % · leicht 10 %' beside 'kritisch 0.3 % · leicht 8 %'.
 */
export function inHarmOrder(counts: Readonly<Record<string, number>>, odds: Pick<OddsRules, 'harms'>): [string, number][] {
  const order = Object.keys(odds.harms)
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return Object.entries(counts).sort(([a], [b]) => rank(a) - rank(b))
}

function variantView(counts: OddsCounts, combatants: readonly OddsCombatant[], odds: OddsRules, lang: Lang): Omit<OddsView['variants'][number], 'id'> {
  const word = (m: Message | undefined, fallback: string) => (m ? translator.text(m, lang) : fallback)
  return {
    n: counts.n,
    outcomes: Object.entries(counts.results)
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => ({ key, label: word(odds.results[key], key), ...fraction(count, counts.n) })),
    combatants: combatants.map((c, i) => ({
      ...c,
      died: fraction(counts.died[i]!, counts.n),
      harms: inHarmOrder(counts.harms[i]!, odds).map(([key, count]) => ({ key, label: word(odds.harms[key], key), ...fraction(count, counts.n) }))
    })),
    rounds: Object.entries(counts.rounds)
      .map(([rounds, count]) => ({ rounds: Number(rounds), p: counts.n === 0 ? 0 : count / counts.n }))
      .sort((a, b) => a.rounds - b.rounds)
  }
}

function view(jobId: string, state: OddsJobState, odds: OddsRules, lang: Lang): OddsView {
  const label = (id: string) => translator.text(odds.policies.find((p) => p.id === id)?.label ?? { key: id }, lang)
  return {
    jobId,
    done: state.done,
    failed: state.failed,
    target: state.spec.n,
    policy: { id: state.spec.policy, label: label(state.spec.policy) },
    policies: odds.policies.map((p) => ({ id: p.id, label: label(p.id) })),
    variants: state.variants.map((v) => ({ id: v.id, ...variantView(v.counts, state.combatants, odds, lang) }))
  }
}

/**
 * Starts odds off the main thread: of a fight as the GM sets it up, or of a running fight from where it stands,
 * once per candidate answer to its question. Answers with the first estimate when it comes quickly.
 */
export async function startOdds(ctx: ServiceContext, campaignId: string, request: OddsRequest, lang: Lang): Promise<OddsView> {
  const campaign = await ctx.store.read(campaignId)
  const odds = oddsRulesOf(campaign)
  const policy = request.policy ?? odds.policies[0]!.id
  if (!odds.policies.some((p) => p.id === policy)) fail('invalidInput', 'oddsUnavailable', { detail: `policy ${policy}` })
  let setup: unknown
  let variants: OddsVariant[]
  let n = ODDS_FIGHTS
  if (request.kind === 'setup') {
    setup = fightSetup(campaign, request.setup)
    variants = [{ id: 'setup' }]
  } else {
    const fight = await ctx.fights(campaignId).read(request.fightId)
    setup = fight.setup
    const candidates = request.candidates ?? []
    variants =
      candidates.length === 0 ? [{ id: 'now', from: fight.answers }] : candidates.map((answer, i) => ({ id: `c${i}`, from: [...fight.answers, answer] }))
    n = ODDS_FIGHTS_FROM_A_FIGHT
  }
  const { jobId, state } = await jobs(ctx).start({ system: campaign.system, setup, policy, variants, n, seed: ctx.newSeed() })
  return view(jobId, state, odds, lang)
}

export async function pollOdds(ctx: ServiceContext, campaignId: string, jobId: string, lang: Lang): Promise<OddsView> {
  const odds = oddsRulesOf(await ctx.store.read(campaignId))
  const state = jobs(ctx).poll(jobId) ?? fail('notFound', 'oddsGone')
  return view(jobId, state, odds, lang)
}

/**
 * The campaign, read for the GM who opens it; and since he will ask for odds soon (New fight shows them at once), its
 * system's rules are run on the odds worker meanwhile (warm-up.ts), so the first estimate is not the engine's first run.
 */
export async function readCampaignWarmingOdds(ctx: ServiceContext, campaignId: string): Promise<Campaign> {
  const campaign = await ctx.store.read(campaignId)
  ctx.odds?.warm(campaign.system)
  return campaign
}

export function cancelOdds(ctx: ServiceContext, jobId: string): { ok: true } {
  jobs(ctx).cancel(jobId)
  return { ok: true }
}
