import { checkAnswer, replay, rollFor, undoAnswer, type Answer, type FightState, type Request } from '../../src-engine/core/index.ts'
import { restoreRoller, seededRoller } from '../../src-engine/dice/index.ts'
import { eventLine, outcomeLines, roundHeading, standingText, translator, type Lang, type StandingText } from '../../src-engine/text/index.ts'
import type { JournalNote } from '../../src-engine/core/index.ts'
import type { ActiveFight, Campaign, FightMeta } from '../storage/campaign-schema.ts'
import { newId } from '../storage/campaign-store.ts'
import type { FightRecord } from '../storage/fight-files.ts'
import { characterOf, partyOf, record, currentSession, systemOf, type ServiceContext } from './context.ts'
import { fail } from './errors.ts'
import { renderBattleLog } from './log-text.ts'

export interface FightLine {
  readonly round: number
  readonly text: string
  readonly rule: string
  readonly manual: boolean
}

export interface FightView {
  readonly id: string
  readonly status: FightMeta['status']
  readonly title: string
  readonly request: Request | null
  /** The request's question and option labels in the campaign's language, for the fight runner. */
  readonly requestText: { readonly prompt: string; readonly options: Readonly<Record<string, string>> } | null
  /** Where the fight stands after the last answer, worded in the screen's language. */
  readonly standing: StandingText | null
  readonly lines: readonly FightLine[]
  /** Each round's heading in the log's language and the system's own word for a round. */
  readonly roundHeadings: Readonly<Record<string, string>>
  readonly outcome: unknown
  readonly outcomeLines: readonly string[]
  readonly answers: number
  /** The party takes damage from the rear (an attack from behind): the party column says so. */
  readonly damageFromRear: boolean
  /** What applying the outcome would change in the campaign, one line per change, before the GM applies it. */
  readonly preview: readonly OutcomeChange[]
  /** The faces of a roll just taken back by undo, so the dice entry offers them again; null otherwise. */
  readonly undoneFaces: readonly number[] | null
}

export interface OutcomeChange {
  readonly kind: JournalNote['kind']
  readonly text: string
}

export interface FightStart {
  readonly partyId: string
  /** Opponents from the bestiary (with how many) or written out in the system's format. */
  readonly opponents: readonly ({ readonly bestiaryId: string; readonly count?: number } | { readonly opponent: Record<string, unknown> })[]
  readonly options: Record<string, unknown>
  readonly title?: string
  readonly seed?: string
}

function activeFight(campaign: Campaign, fightId: string): ActiveFight {
  return campaign.activeFights.find((f) => f.id === fightId) ?? fail('conflict', 'fightClosed')
}

/** A fight's status: the campaign's list while it is active, its own file once applied or discarded. */
function metaOf(campaign: Campaign, fight: FightRecord): FightMeta {
  return campaign.activeFights.find((f) => f.id === fight.id) ?? fight.meta
}

/** A fight's setup as its system reads it, parsed once however often one request replays or views the fight. */
const parsedSetups = new WeakMap<object, unknown>()
function setupOf(campaign: Campaign, fight: FightRecord): unknown {
  const raw = fight.setup as object
  if (!parsedSetups.has(raw)) parsedSetups.set(raw, systemOf(campaign).system.parseSetup(raw))
  return parsedSetups.get(raw)
}

function state(campaign: Campaign, fight: FightRecord): FightState<unknown> {
  return replay(systemOf(campaign).system, setupOf(campaign, fight), fight.answers)
}

function damageFromRear(campaign: Campaign, fight: FightRecord): boolean {
  return systemOf(campaign).system.damageFromRear?.(setupOf(campaign, fight)) ?? false
}

/**
 * What applying a finished fight would change: the rules' own journal notes for it, worded for the screen, so the
 * GM sees deaths and lasting injuries before confirming. Computed on the current sheets; nothing is written.
 */
function outcomePreview(campaign: Campaign, fight: FightRecord, outcome: unknown, lang: Lang): OutcomeChange[] {
  const active = campaign.activeFights.find((f) => f.id === fight.id)
  if (!active) return []
  const party = campaign.parties.find((p) => p.id === active.partyId)
  if (!party) return []
  const sheets = new Map(party.members.map((id) => [id, characterOf(campaign, id).sheet]))
  return systemOf(campaign).rules.applyOutcome(sheets, outcome).notes.map((n) => ({ kind: n.kind, text: translator.text(n.message, lang) }))
}

/**
 * The fight as the runner shows it: questions, options, standing and preview in the screen's language (`lang`),
 * the log and the outcome in the campaign's. `s` may be passed when the caller has just replayed the fight.
 */
function view(
  campaign: Campaign,
  fight: FightRecord,
  lang: Lang = campaign.language,
  s: FightState<unknown> = state(campaign, fight),
  undoneFaces: readonly number[] | null = null
): FightView {
  const entry = metaOf(campaign, fight)
  const logLang = campaign.language
  const request = s.status === 'pending' && entry.status === 'running' ? s.request : null
  return {
    id: fight.id,
    status: entry.status,
    title: entry.title,
    request,
    requestText: request && {
      prompt: translator.text(request.prompt, lang),
      options: 'options' in request ? Object.fromEntries(request.options.map((o) => [o.id, translator.text(o.label, lang)])) : {}
    },
    standing: s.standing && standingText(s.standing, campaign.system, lang),
    lines: s.events.map((e) => ({ round: e.round, text: eventLine(e, logLang), rule: e.rule, manual: e.params['manual'] === true })),
    roundHeadings: Object.fromEntries([...new Set(s.events.map((e) => e.round))].filter((r) => r > 0).map((r) => [r, roundHeading(r, logLang, s.standing?.roundTerm)])),
    outcome: s.status === 'finished' ? s.outcome : null,
    outcomeLines: s.status === 'finished' ? outcomeLines(campaign.system, s.outcome, logLang, fight.setup) : [],
    answers: fight.answers.length,
    damageFromRear: damageFromRear(campaign, fight),
    preview: s.status === 'finished' && entry.status === 'finished' ? outcomePreview(campaign, fight, s.outcome, lang) : [],
    undoneFaces
  }
}

/**
 * The setup of a fight of a party against opponents from the bestiary or written out, as the system will run it;
 * refused with the rules' reason when it does not parse. Also what the odds of a planned fight are run on.
 */
export function fightSetup(campaign: Campaign, input: Pick<FightStart, 'partyId' | 'opponents' | 'options'>): Record<string, unknown> {
  const { system, rules } = systemOf(campaign)
  const party = partyOf(campaign, input.partyId)
  const sheets = party.members.map((id) => characterOf(campaign, id).sheet)
  const opponents = input.opponents.map((o) => {
    if ('opponent' in o) return o.opponent
    const entry = campaign.bestiary.find((b) => b.id === o.bestiaryId) ?? fail('notFound', 'opponentNotFound', { id: o.bestiaryId })
    return o.count === undefined ? entry.opponent : { ...entry.opponent, count: o.count }
  })
  const setup = rules.buildSetup(sheets, opponents, input.options, campaign.settings.rules, { nonFighters: party.nonFighters }) as Record<string, unknown>
  try {
    system.parseSetup(setup)
  } catch (error) {
    fail('invalidInput', 'fightCannotStart', { detail: (error as Error).message })
  }
  return setup
}

/** Starts a fight of a party against opponents: the setup is fixed now, and the fight is saved with no answers. */
export async function startFight(ctx: ServiceContext, campaignId: string, input: FightStart, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const { system } = systemOf(campaign)
  const party = partyOf(campaign, input.partyId)
  if (campaign.activeFights.some((f) => f.partyId === party.id && f.status === 'running')) fail('conflict', 'fightRunning', { party: party.name })
  const setup = fightSetup(campaign, input)
  const seed = input.seed ?? ctx.newSeed()
  const id = newId('fight')
  const at = ctx.now().toISOString()
  const title = input.title?.trim() || party.name
  const { campaign: updated, result: meta } = await ctx.store.update(campaignId, (c) => {
    const session = currentSession(c, at)
    const started: ActiveFight = { id, partyId: party.id, sessionId: session.id, title, status: 'running', startedAt: at, endedAt: null, day: c.calendar.day }
    c.activeFights.push(started)
    session.fightIds.push(id)
    record(c, at, [{ kind: 'fight', message: { key: 'journal.fightStarted', params: { party: party.name, title } } }])
    return started
  })
  const { id: _id, ...fileMeta } = meta
  const fight: FightRecord = { schemaVersion: 1, id, system: system.id, setup, seed, rngState: seededRoller(seed).state(), answers: [], meta: fileMeta }
  await ctx.fights(campaignId).write(fight)
  return view(updated, fight, lang)
}

export async function fightView(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  return view(campaign, await ctx.fights(campaignId).read(fightId), lang)
}

/**
 * Gives the next answer: `{ type: 'roll' }` lets the seeded generator roll the dice asked for; any other
 * answer (faces typed in from the GM's own dice, or a decision) is checked against the request first.
 * The answer is saved before the call returns, so a fight survives a restart exactly.
 */
export async function answerFight(ctx: ServiceContext, campaignId: string, fightId: string, answer: Answer | { type: 'roll' }, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  if (activeFight(campaign, fightId).status !== 'running') fail('conflict', 'fightOver')
  const files = ctx.fights(campaignId)
  const fight = await files.read(fightId)
  const { system } = systemOf(campaign)
  const setup = setupOf(campaign, fight)
  const current = replay(system, setup, fight.answers)
  if (current.status === 'finished') fail('conflict', 'fightOver')
  let next: FightRecord
  if (answer.type === 'roll') {
    if (current.request.type !== 'dice') fail('invalidInput', 'fightWantsDecision')
    const roller = restoreRoller(fight.rngState)
    const rolled = rollFor(current.request, roller)
    next = { ...fight, rngState: roller.state(), answers: [...fight.answers, rolled] }
  } else {
    try {
      // The request was just replayed: checking the answer against it spares a second replay.
      next = { ...fight, answers: [...fight.answers, checkAnswer(current.request, answer, fight.answers.length)] }
    } catch (error) {
      fail('invalidInput', 'answerDoesNotFit', { detail: (error as Error).message })
    }
  }
  await files.write(next)
  return finishIfOver(ctx, campaignId, next, lang)
}

async function finishIfOver(ctx: ServiceContext, campaignId: string, fight: FightRecord, lang?: Lang, undoneFaces: readonly number[] | null = null): Promise<FightView> {
  let campaign = await ctx.store.read(campaignId)
  const replayed = state(campaign, fight)
  const over = replayed.status === 'finished'
  if (over !== (activeFight(campaign, fight.id).status === 'finished')) {
    campaign = (
      await ctx.store.update(campaignId, (c) => {
        const active = activeFight(c, fight.id)
        active.status = over ? 'finished' : 'running'
        active.endedAt = over ? ctx.now().toISOString() : null
      })
    ).campaign
  }
  return view(campaign, fight, lang, replayed, undoneFaces)
}

/**
 * Closes an active fight: its file gets the final status first, then the campaign drops it from its
 * active list (with whatever else the closing changes, in the same write). A crash between the two
 * leaves the fight active, so nothing is applied twice or lost.
 */
async function closeFight(ctx: ServiceContext, campaignId: string, fight: FightRecord, status: 'applied' | 'discarded', change: (draft: Campaign, active: ActiveFight) => void, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const { id: _id, ...meta } = activeFight(campaign, fight.id)
  const closed: FightRecord = { ...fight, meta: { ...meta, status, endedAt: meta.endedAt ?? ctx.now().toISOString() } }
  await ctx.fights(campaignId).write(closed)
  const { campaign: updated } = await ctx.store.update(campaignId, (c) => {
    change(c, activeFight(c, fight.id))
    c.activeFights = c.activeFights.filter((f) => f.id !== fight.id)
  })
  return view(updated, closed, lang)
}

/** Drops the last answer; the fight replays to the request before it. */
export async function undoFight(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  activeFight(await ctx.store.read(campaignId), fightId)
  const files = ctx.fights(campaignId)
  const fight = await files.read(fightId)
  if (fight.answers.length === 0) fail('conflict', 'nothingToUndo')
  const next = { ...fight, answers: undoAnswer(fight.answers) }
  await files.write(next)
  const undone = fight.answers.at(-1)
  return finishIfOver(ctx, campaignId, next, lang, undone?.type === 'dice' ? undone.faces : null)
}

/** Applies a finished fight's outcome to the characters and the marching order, with the journal, in one change. */
export async function applyFight(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const fight = await ctx.fights(campaignId).read(fightId)
  const active = campaign.activeFights.find((f) => f.id === fightId)
  if (active?.status !== 'finished') fail('conflict', 'fightNotApplicable')
  const s = state(campaign, fight)
  if (s.status !== 'finished') fail('conflict', 'fightNotFinished')
  const { rules } = systemOf(campaign)
  return closeFight(ctx, campaignId, fight, 'applied', (c, entry) => {
    const party = partyOf(c, entry.partyId)
    const sheets = new Map(party.members.map((id) => [id, characterOf(c, id).sheet]))
    const applied = rules.applyOutcome(sheets, s.outcome)
    for (const [id, sheet] of applied.sheets) characterOf(c, id).sheet = sheet as Record<string, unknown>
    if (applied.marchingOrder) party.members = applied.marchingOrder.filter((id) => party.members.includes(id))
    record(c, ctx.now().toISOString(), applied.notes)
  }, lang)
}

export async function discardFight(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const fight = await ctx.fights(campaignId).read(fightId)
  return closeFight(ctx, campaignId, fight, 'discarded', (c, entry) => {
    record(c, ctx.now().toISOString(), [{ kind: 'fight', message: { key: 'journal.fightDiscarded', params: { title: entry.title } } }])
  }, lang)
}

export { REPLAY_MARKER, verifyBattleLog } from './log-text.ts'

/**
 * The battle log as text in the campaign's language: a header, every round with each roll and rule, the
 * outcome, and the replay data that lets the log be verified later. Rendered from the replay data alone
 * (renderBattleLog), the same way `mo verify` renders it again.
 */
export async function battleLogText(ctx: ServiceContext, campaignId: string, fightId: string): Promise<string> {
  const campaign = await ctx.store.read(campaignId)
  const fight = await ctx.fights(campaignId).read(fightId)
  const entry = metaOf(campaign, fight)
  const session = campaign.sessions.find((x) => x.id === entry.sessionId)
  return renderBattleLog({
    system: fight.system,
    language: campaign.language,
    campaign: campaign.name,
    title: entry.title,
    session: session ? session.number : null,
    day: entry.day,
    seed: fight.seed,
    setup: fight.setup,
    answers: fight.answers
  })
}
