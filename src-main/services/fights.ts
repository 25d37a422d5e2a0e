import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { checkAnswer, replay, rollFor, undoAnswer, type Answer, type FightState, type Request } from '../../src-engine/core/index.ts'
import { restoreRoller, seededRoller } from '../../src-engine/dice/index.ts'
import { outcomeLines, roundHeading, standingText, translator, type Lang, type StandingText } from '../../src-engine/text/index.ts'
import type { JournalNote } from '../../src-engine/core/index.ts'
import type { ActiveFight, Campaign, FightMeta } from '../storage/campaign-schema.ts'
import { newId } from '../storage/campaign-store.ts'
import { StorageError } from '../storage/errors.ts'
import type { FightRecord } from '../storage/fight-files.ts'
import type { ListedResult } from '../storage/fight-summary.ts'
import type { RuleSystem, SystemId } from '../../src-engine/core/types.ts'
import { fileListings, resultNameOf } from './battle-logs.ts'
import { FightReplays, type FightLine } from './fight-replays.ts'
import { characterOf, checkName, partyOf, record, currentSession, systemOf, type ServiceContext } from './context.ts'
import { fail, ServiceError } from './errors.ts'
import { renderBattleLog } from './log-text.ts'
import { otherRulesVersion, RULES_VERSIONS } from '../../src-engine/systems/rules-versions.ts'
import { setupRefused } from './setup-refusal.ts'

export type { FightLine } from './fight-replays.ts'

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
  /** Set when the fight was started under another version of its system's rules than the engine plays: the runner says so. */
  readonly rulesVersion: { readonly system: SystemId; readonly madeUnder: number; readonly current: number } | null
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

/** The fights being run, replayed once per answer and kept per data folder (the GM may move it). */
const replaysOf = new WeakMap<object, FightReplays>()

/** A fight as one campaign's open fight: where its replayed state and log lines are kept in memory. */
interface FightAt {
  readonly replays: FightReplays
  readonly key: string
}

function fightAt(ctx: ServiceContext, campaignId: string, fightId: string): FightAt {
  let replays = replaysOf.get(ctx.store)
  if (!replays) replaysOf.set(ctx.store, (replays = new FightReplays()))
  return { replays, key: `${campaignId}/${fightId}` }
}

/**
 * Replays a fight, or takes its state from memory when this very setup and these answers were replayed last. With
 * the fight file's path, a record whose setup or answers do not replay is reported as a damaged file naming it
 * (StorageError), not as a failure inside the app.
 */
function state(at: FightAt, campaign: Campaign, fight: FightRecord, file?: string): FightState<unknown> {
  const { system } = systemOf(campaign)
  return at.replays.state(at.key, fight, (from) => {
    if (file === undefined) return replay(system, setupOf(campaign, fight), fight.answers, from)
    try {
      return replay(system, setupOf(campaign, fight), fight.answers, from)
    } catch (error) {
      if (error instanceof ServiceError) throw error
      throw new StorageError('invalid', file, `does not replay: ${String((error as Error)?.message ?? error).slice(0, 300)}`)
    }
  })
}

/** What the battle-log list shows of the fight replayed to `s`, written with its answers so a first list need not replay it. */
function listed(campaign: Campaign, fight: FightRecord, s: FightState<unknown>): ListedResult {
  return { result: resultNameOf(systemOf(campaign).system, setupOf(campaign, fight), s) }
}

function rulesVersionOf(fight: FightRecord): FightView['rulesVersion'] {
  const other = otherRulesVersion(fight.system, fight.rulesVersion)
  return other && { system: fight.system, ...other }
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
  return systemOf(campaign)
    .rules.applyOutcome(sheets, outcome)
    .notes.map((n) => ({ kind: n.kind, text: translator.text(n.message, lang) }))
}

/**
 * The fight as the runner shows it: questions, options, standing and preview in the screen's language (`lang`),
 * the log and the outcome in the campaign's. `s` may be passed when the caller has just replayed the fight.
 */
function view(
  at: FightAt,
  campaign: Campaign,
  fight: FightRecord,
  lang: Lang = campaign.language,
  s: FightState<unknown> = state(at, campaign, fight),
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
    lines: at.replays.lines(at.key, s, logLang),
    roundHeadings: headings(s, logLang),
    outcome: s.status === 'finished' ? s.outcome : null,
    outcomeLines: s.status === 'finished' ? outcomeLines(campaign.system, s.outcome, logLang, fight.setup) : [],
    answers: fight.answers.length,
    rulesVersion: rulesVersionOf(fight),
    preview: s.status === 'finished' && entry.status === 'finished' ? outcomePreview(campaign, fight, s.outcome, lang) : [],
    undoneFaces
  }
}

/** Each round's heading, worked out once per round rather than once per event. */
function headings(s: FightState<unknown>, lang: Lang): Record<string, string> {
  const rounds = new Set<number>()
  for (const e of s.events) if (e.round > 0) rounds.add(e.round)
  const named: Record<string, string> = {}
  for (const r of rounds) named[r] = roundHeading(r, lang, s.standing?.roundTerm)
  return named
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
  let setup: Record<string, unknown>
  try {
    // An opponent written out in a shape the rules cannot build a fight from is refused like a setup that does not parse.
    setup = rules.buildSetup(sheets, opponents, input.options, campaign.settings.rules, { nonFighters: party.nonFighters }) as Record<string, unknown>
    system.parseSetup(setup)
  } catch (error) {
    if (error instanceof ServiceError) throw error
    setupRefused(
      error,
      sheets.map((s) => rules.sheetName(s))
    )
  }
  return setup
}

/**
 * Starts a fight of a party against opponents: the setup is fixed now, and the fight is saved with no answers.
 *
 * The fight's file is written first, then the campaign lists it: a crash between the two leaves a file the
 * campaign does not list, which the next open adopts (recoverFights), never a listed fight without a file.
 */
export async function startFight(ctx: ServiceContext, campaignId: string, input: FightStart, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const { system } = systemOf(campaign)
  const party = partyOf(campaign, input.partyId)
  if (campaign.activeFights.some((f) => f.partyId === party.id && f.status === 'running')) fail('conflict', 'fightRunning', { party: party.name })
  const title = input.title?.trim() || party.name
  checkName('fightTitle', title)
  const setup = fightSetup(campaign, input)
  const seed = input.seed ?? ctx.newSeed()
  const id = newId('fight')
  const at = ctx.now().toISOString()
  // The session the fight belongs to is chosen before the file is written: the open one, or the one the start opens.
  const sessionId = campaign.sessions.find((s) => s.id === campaign.currentSessionId)?.id ?? newId(`session-${campaign.sessions.length + 1}`)
  const meta = { partyId: party.id, sessionId, title, status: 'running' as const, startedAt: at, endedAt: null, day: campaign.calendar.day }
  const fight: FightRecord = {
    schemaVersion: 1,
    id,
    system: system.id,
    rulesVersion: RULES_VERSIONS[system.id],
    setup,
    seed,
    rngState: seededRoller(seed).state(),
    answers: [],
    meta
  }
  const files = ctx.fights(campaignId)
  const kept = fightAt(ctx, campaignId, id)
  await files.write(fight, 'create', listed(campaign, fight, state(kept, campaign, fight)))
  let updated: Campaign
  try {
    updated = (
      await ctx.store.update(campaignId, (c) => {
        if (c.activeFights.some((f) => f.partyId === party.id && f.status === 'running')) fail('conflict', 'fightRunning', { party: party.name })
        const session = currentSession(c, at, sessionId)
        c.activeFights.push({ id, ...meta, sessionId: session.id, day: c.calendar.day })
        session.fightIds.push(id)
        record(c, at, [{ kind: 'fight', message: { key: 'journal.fightStarted', params: { party: party.name, title } } }])
      })
    ).campaign
  } catch (error) {
    // Not listed, so not started: the file goes again (a crash right here leaves it to recoverFights).
    await files.remove(id).catch(() => undefined)
    throw error
  }
  return view(kept, updated, fight, lang)
}

export async function fightView(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const fight = await ctx.fights(campaignId).read(fightId)
  const at = fightAt(ctx, campaignId, fightId)
  return view(at, campaign, fight, lang, state(at, campaign, fight, ctx.fights(campaignId).pathOf(fightId)))
}

/**
 * Gives the next answer: `{ type: 'roll' }` lets the seeded generator roll the dice asked for; any other
 * answer (faces typed in from the GM's own dice, or a decision) is checked against the request first.
 * The answer is saved before the call returns, so a fight survives a restart exactly. One fight takes one
 * request at a time (its file's queue): two answers sent at once are both kept, one after the other.
 */
export async function answerFight(
  ctx: ServiceContext,
  campaignId: string,
  fightId: string,
  answer: Answer | { type: 'roll' },
  lang?: Lang
): Promise<FightView> {
  const files = ctx.fights(campaignId)
  return files.exclusive(fightId, async () => {
    let campaign = await ctx.store.read(campaignId)
    activeFight(campaign, fightId)
    const fight = await files.read(fightId)
    const current = state(fightAt(ctx, campaignId, fightId), campaign, fight, files.pathOf(fightId))
    // A crash between an answer's two writes may have left the campaign's status behind the file: set it right first.
    campaign = await settleStatus(ctx, campaignId, campaign, fightId, current)
    if (activeFight(campaign, fightId).status !== 'running' || current.status === 'finished') fail('conflict', 'fightOver')
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
    await files.write(next, 'checked', listed(campaign, next, state(fightAt(ctx, campaignId, fightId), campaign, next, files.pathOf(fightId))))
    return finishIfOver(ctx, campaignId, next, lang)
  })
}

/**
 * Makes the campaign's status of an active fight (running or finished) agree with what its answers replay to.
 * The fight file is written before the campaign in every step, so after a crash between the two the file is
 * ahead, and the campaign follows it here.
 */
async function settleStatus(ctx: ServiceContext, campaignId: string, campaign: Campaign, fightId: string, replayed: FightState<unknown>): Promise<Campaign> {
  const over = replayed.status === 'finished'
  const active = campaign.activeFights.find((f) => f.id === fightId)
  if (!active || over === (active.status === 'finished')) return campaign
  return (
    await ctx.store.update(campaignId, (c) => {
      const entry = activeFight(c, fightId)
      entry.status = over ? 'finished' : 'running'
      entry.endedAt = over ? ctx.now().toISOString() : null
    })
  ).campaign
}

async function finishIfOver(
  ctx: ServiceContext,
  campaignId: string,
  fight: FightRecord,
  lang?: Lang,
  undoneFaces: readonly number[] | null = null
): Promise<FightView> {
  let campaign = await ctx.store.read(campaignId)
  const at = fightAt(ctx, campaignId, fight.id)
  const replayed = state(at, campaign, fight, ctx.fights(campaignId).pathOf(fight.id))
  campaign = await settleStatus(ctx, campaignId, campaign, fight.id, replayed)
  return view(at, campaign, fight, lang, replayed, undoneFaces)
}

/**
 * Closes an active fight: its file gets the final status first, then the campaign drops it from its
 * active list (with whatever else the closing changes, in the same write). A crash between the two
 * leaves the fight active, so nothing is applied twice or lost; the next open sets the file's status back
 * (recoverFights). If the campaign refuses the change, the file's status is set back at once.
 */
async function closeFight(
  ctx: ServiceContext,
  campaignId: string,
  fight: FightRecord,
  status: 'applied' | 'discarded',
  change: (draft: Campaign, active: ActiveFight) => void,
  lang?: Lang
): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const files = ctx.fights(campaignId)
  const { id: _id, ...meta } = activeFight(campaign, fight.id)
  const closed: FightRecord = { ...fight, meta: { ...meta, status, endedAt: meta.endedAt ?? ctx.now().toISOString() } }
  const at = fightAt(ctx, campaignId, fight.id)
  // Its answers were just replayed (to apply or discard it): the kept state gives what the list shows.
  const result = listed(campaign, fight, state(at, campaign, fight))
  await files.write(closed, 'checked', result)
  let updated: Campaign
  try {
    updated = (
      await ctx.store.update(campaignId, (c) => {
        change(c, activeFight(c, fight.id))
        c.activeFights = c.activeFights.filter((f) => f.id !== fight.id)
      })
    ).campaign
  } catch (error) {
    await files.write({ ...fight, meta }, 'checked', result).catch(() => undefined)
    throw error
  }
  const shown = view(at, updated, closed, lang)
  // A closed fight takes no more answers: its replay need not be kept.
  at.replays.drop(at.key)
  return shown
}

/** Drops the last answer; the fight replays to the request before it. */
export async function undoFight(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const files = ctx.fights(campaignId)
  return files.exclusive(fightId, async () => {
    const campaign = await ctx.store.read(campaignId)
    activeFight(campaign, fightId)
    const fight = await files.read(fightId)
    if (fight.answers.length === 0) fail('conflict', 'nothingToUndo')
    const next = { ...fight, answers: undoAnswer(fight.answers) }
    // Its lines would carry over (the shorter fight's events begin the longer's), but an undo is rare: replay afresh.
    const at = fightAt(ctx, campaignId, fightId)
    at.replays.drop(at.key)
    await files.write(next, 'checked', listed(campaign, next, state(at, campaign, next, files.pathOf(fightId))))
    const undone = fight.answers.at(-1)
    return finishIfOver(ctx, campaignId, next, lang, undone?.type === 'dice' ? undone.faces : null)
  })
}

/** Applies a finished fight's outcome to the characters and the marching order, with the journal, in one change. */
export async function applyFight(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const files = ctx.fights(campaignId)
  return files.exclusive(fightId, async () => {
    let campaign = await ctx.store.read(campaignId)
    const fight = await files.read(fightId)
    if (!campaign.activeFights.some((f) => f.id === fightId)) fail('conflict', 'fightNotApplicable')
    const s = state(fightAt(ctx, campaignId, fightId), campaign, fight, files.pathOf(fightId))
    campaign = await settleStatus(ctx, campaignId, campaign, fightId, s)
    if (activeFight(campaign, fightId).status !== 'finished') fail('conflict', 'fightNotApplicable')
    if (s.status !== 'finished') fail('conflict', 'fightNotFinished')
    const { rules } = systemOf(campaign)
    return closeFight(
      ctx,
      campaignId,
      fight,
      'applied',
      (c, entry) => {
        const party = partyOf(c, entry.partyId)
        const sheets = new Map(party.members.map((id) => [id, characterOf(c, id).sheet]))
        const applied = rules.applyOutcome(sheets, s.outcome)
        for (const [id, sheet] of applied.sheets) characterOf(c, id).sheet = sheet as Record<string, unknown>
        if (applied.marchingOrder) {
          // Members who joined the party after the fight began are not in its marching order: they keep their place behind it.
          const order = applied.marchingOrder.filter((id) => party.members.includes(id))
          party.members = [...order, ...party.members.filter((id) => !order.includes(id))]
        }
        record(c, ctx.now().toISOString(), applied.notes)
      },
      lang
    )
  })
}

/**
 * Discards a fight: nothing of it is applied. A fight whose file is damaged (does not parse, holds another fight's
 * id, does not replay) or missing is discarded too, so it never blocks its party: its file is set aside in
 * backups/damaged/ (kept, not deleted) first, then the campaign drops it.
 */
export async function discardFight(ctx: ServiceContext, campaignId: string, fightId: string, lang?: Lang): Promise<FightView> {
  const files = ctx.fights(campaignId)
  return files.exclusive(fightId, async () => {
    let fight: FightRecord
    try {
      fight = await files.read(fightId)
      state(fightAt(ctx, campaignId, fightId), await ctx.store.read(campaignId), fight, files.pathOf(fightId))
    } catch (error) {
      if (!(error instanceof StorageError)) throw error
      return discardDamaged(ctx, campaignId, fightId, error)
    }
    return closeFight(
      ctx,
      campaignId,
      fight,
      'discarded',
      (c, entry) => {
        record(c, ctx.now().toISOString(), [{ kind: 'fight', message: { key: 'journal.fightDiscarded', params: { title: entry.title } } }])
      },
      lang
    )
  })
}

/** Discards a fight whose file cannot be used: the file (if any) is set aside, then the campaign drops the fight. */
async function discardDamaged(ctx: ServiceContext, campaignId: string, fightId: string, damage: StorageError): Promise<FightView> {
  const campaign = await ctx.store.read(campaignId)
  const files = ctx.fights(campaignId)
  const active = campaign.activeFights.find((f) => f.id === fightId)
  const path = files.pathOf(fightId)
  const exists = await stat(path).then(
    () => true,
    () => false
  )
  if (!active && !exists) throw damage
  if (exists) await files.setAside(fightId, join(ctx.store.folderOf(campaignId), 'backups', 'damaged'), ctx.now())
  const title = active?.title ?? fightId
  if (active) {
    await ctx.store.update(campaignId, (c) => {
      c.activeFights = c.activeFights.filter((f) => f.id !== fightId)
      record(c, ctx.now().toISOString(), [{ kind: 'fight', message: { key: 'journal.fightDiscarded', params: { title } } }])
    })
  }
  return {
    id: fightId,
    status: 'discarded',
    title,
    request: null,
    requestText: null,
    standing: null,
    lines: [],
    roundHeadings: {},
    outcome: null,
    outcomeLines: [],
    answers: 0,
    rulesVersion: null,
    preview: [],
    undoneFaces: null
  }
}

/**
 * Recovery when a campaign is opened: what a crash between the two writes of a multi-file step left is set
 * right, so every fight can be continued, applied or discarded. Each step writes the fight file first, so:
 * - an active fight whose answers replay to an end while the campaign says running (a last answer cut short),
 *   or the other way round (an undo cut short), gets the status its answers give;
 * - an active fight whose file already says applied or discarded (a close cut short) is left so: the campaign's
 *   list wins while it lists the fight, and the GM applies or discards it again (the file is written first again);
 * - a fight file the campaign does not list but whose status is running or finished (a start cut short, or a
 *   campaign restored from a backup older than the fight) is listed again if its party is there and not in
 *   another running fight, else marked discarded in its file: listed as running nowhere, it blocks nothing.
 *   Such a file was never applied (applying writes "applied" into the file first), so listing it again never
 *   applies an outcome twice.
 * A fight file that is missing or does not replay is left as it is: it is reported as damaged and can be discarded.
 */
export async function recoverFights(ctx: ServiceContext, campaignId: string, campaign: Campaign): Promise<void> {
  let system: RuleSystem
  try {
    system = systemOf(campaign).system
  } catch {
    return
  }
  const files = ctx.fights(campaignId)
  const replays = (fight: FightRecord) => {
    try {
      return replay(system, setupOf(campaign, fight), fight.answers).status
    } catch {
      return null
    }
  }
  const statuses = new Map<string, 'running' | 'finished'>()
  // A fight a request is busy with is left to it (that request sets its status right itself, see settleStatus):
  // recovery runs inside the first read of the campaign, which may be that very request's, so it never waits for one.
  for (const active of campaign.activeFights) {
    if (files.busy(active.id)) continue
    const fight = await files.read(active.id).catch(() => null)
    const replayed = fight && replays(fight)
    if (replayed && (replayed === 'finished') !== (active.status === 'finished')) statuses.set(active.id, replayed === 'finished' ? 'finished' : 'running')
  }
  const listed = new Set(campaign.activeFights.map((f) => f.id))
  const adopt: { id: string; meta: FightMeta; status: 'running' | 'finished' }[] = []
  const unlisted: FightRecord[] = []
  for (const [id, listing] of await fileListings(ctx, campaignId)) {
    if (listed.has(id) || files.busy(id) || !('status' in listing) || (listing.status !== 'running' && listing.status !== 'finished')) continue
    const fight = await files.read(id).catch(() => null)
    if (!fight || fight.system !== campaign.system) continue
    unlisted.push(fight)
  }
  const busy = new Set(campaign.activeFights.filter((f) => (statuses.get(f.id) ?? f.status) === 'running').map((f) => f.partyId))
  for (const fight of unlisted.sort((a, b) => a.meta.startedAt.localeCompare(b.meta.startedAt))) {
    const replayed = replays(fight)
    const status = replayed === 'finished' ? 'finished' : 'running'
    if (campaign.parties.some((p) => p.id === fight.meta.partyId) && !(status === 'running' && busy.has(fight.meta.partyId))) {
      adopt.push({ id: fight.id, meta: fight.meta, status })
      if (status === 'running') busy.add(fight.meta.partyId)
    }
  }
  if (statuses.size > 0 || adopt.length > 0) {
    await ctx.store.update(campaignId, (c) => {
      for (const [id, status] of statuses) {
        const entry = c.activeFights.find((f) => f.id === id)
        if (!entry) continue
        entry.status = status
        entry.endedAt = status === 'finished' ? (entry.endedAt ?? ctx.now().toISOString()) : null
      }
      for (const { id, meta, status } of adopt) {
        if (c.activeFights.some((f) => f.id === id) || !c.parties.some((p) => p.id === meta.partyId)) continue
        if (status === 'running' && c.activeFights.some((f) => f.partyId === meta.partyId && f.status === 'running')) continue
        const session = c.sessions.find((s) => s.id === meta.sessionId && !s.archived) ?? c.sessions.find((s) => s.id === c.currentSessionId) ?? null
        c.activeFights.push({
          id,
          ...meta,
          sessionId: session?.id ?? null,
          status,
          endedAt: status === 'finished' ? (meta.endedAt ?? ctx.now().toISOString()) : null
        })
        if (session && !session.fightIds.includes(id)) session.fightIds.push(id)
      }
    })
  }
  const adopted = new Set(adopt.map((a) => a.id))
  const now = (await ctx.store.peek(campaignId)).activeFights
  for (const fight of unlisted) {
    if ((adopted.has(fight.id) && now.some((f) => f.id === fight.id)) || files.busy(fight.id)) continue
    await files
      .exclusive(fight.id, () =>
        files.write({ ...fight, meta: { ...fight.meta, status: 'discarded', endedAt: fight.meta.endedAt ?? ctx.now().toISOString() } })
      )
      .catch(() => undefined)
  }
}

export { REPLAY_MARKER, verifyBattleLog } from './log-text.ts'

/**
 * The battle log as text in the campaign's language: a header, every round with each roll and rule, the
 * outcome, and the replay data that lets the log be verified later. Rendered from the replay data alone
 * (renderBattleLog), the same way `mo verify` renders it again.
 */
export async function battleLogText(ctx: ServiceContext, campaignId: string, fightId: string): Promise<string> {
  const campaign = await ctx.store.read(campaignId)
  const files = ctx.fights(campaignId)
  const fight = await files.read(fightId)
  // A fight file whose answers do not replay is reported as that damaged file, not as a failure inside the app.
  state(fightAt(ctx, campaignId, fightId), campaign, fight, files.pathOf(fightId))
  const entry = metaOf(campaign, fight)
  const session = campaign.sessions.find((x) => x.id === entry.sessionId)
  return renderBattleLog({
    system: fight.system,
    ...(fight.rulesVersion === undefined ? {} : { rulesVersion: fight.rulesVersion }),
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
