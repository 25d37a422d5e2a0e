import { randomBytes } from 'node:crypto'
import { CareRefusal, type CareAction, type CareRefusalReason, type JournalNote } from '../../src-engine/core/campaign.ts'
import type { Message } from '../../src-engine/core/types.ts'
import type { Lang } from '../../src-engine/text/index.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import { characterOf, partyOf, record, systemOf, type ServiceContext } from './context.ts'
import { fail, type ServiceErrorKey } from './errors.ts'
import { wordMessage } from './journal.ts'

/**
 * What a care action, a party's rest or days passing changed, worded for the screen (`changes`, in the screen's
 * language); whether it went into the open session's journal; and the token that undoes it right away, if any.
 */
export interface CareReport {
  readonly changes: readonly string[]
  readonly journaled: boolean
  readonly undo: string | null
}

/** The open session, if the GM opened one; preparing between sessions opens none (issue 14). */
export const openSessionOf = (draft: Campaign) => draft.sessions.find((s) => s.id === draft.currentSessionId && s.closedAt === null)

/**
 * Journal lines for what the GM does between fights: they go into the open session's journal. With no session
 * open the GM is preparing, and no session opens by itself for that; the change still happens. Returns the ids of
 * the entries written (none when no session is open).
 */
export function journalIfOpen(draft: Campaign, at: string, notes: readonly JournalNote[]): string[] {
  const session = openSessionOf(draft)
  if (!session || notes.length === 0) return []
  const before = session.journal.length
  record(draft, at, notes)
  return session.journal.slice(before).map((e) => e.id)
}

/** The last care change of a campaign, as it can be taken back: each sheet before and after, and the journal lines it wrote. */
interface CareUndo {
  readonly token: string
  readonly before: Readonly<Record<string, Record<string, unknown>>>
  readonly after: Readonly<Record<string, string>>
  readonly sessionId: string | null
  readonly entryIds: readonly string[]
  readonly lines: readonly Message[]
}

/** Kept per services context (one per running app): an undo is for "right away", not for after a restart. */
const lastCare = new WeakMap<ServiceContext, Map<string, CareUndo>>()
const undosOf = (ctx: ServiceContext) => lastCare.get(ctx) ?? lastCare.set(ctx, new Map()).get(ctx)!
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/**
 * Runs a change to characters' sheets with its journal notes and remembers how to take it back. `work` changes the
 * draft and returns the notes to journal and the characters it touched.
 */
async function careChange(
  ctx: ServiceContext,
  campaignId: string,
  lang: Lang | undefined,
  work: (draft: Campaign) => { notes: JournalNote[]; touched: readonly string[] }
) {
  let undo: CareUndo | null = null
  const updated = await ctx.store.update(campaignId, (c) => {
    const before = Object.fromEntries(c.characters.map((ch) => [ch.id, copy(ch.sheet)]))
    const { notes, touched } = work(c)
    const entryIds = journalIfOpen(c, ctx.now().toISOString(), notes)
    const changed = touched.filter((id) => JSON.stringify(characterOf(c, id).sheet) !== JSON.stringify(before[id]))
    undo =
      changed.length === 0
        ? null
        : {
            token: randomBytes(6).toString('hex'),
            before: Object.fromEntries(changed.map((id) => [id, before[id]!])),
            after: Object.fromEntries(changed.map((id) => [id, JSON.stringify(characterOf(c, id).sheet)])),
            sessionId: entryIds.length > 0 ? (openSessionOf(c)?.id ?? null) : null,
            entryIds,
            lines: notes.map((n) => n.message)
          }
    return { journaled: entryIds.length > 0, notes }
  })
  const undos = undosOf(ctx)
  if (undo) undos.set(campaignId, undo)
  else undos.delete(campaignId)
  const language = lang ?? updated.campaign.language
  const report: CareReport = {
    changes: updated.result.notes.map((n) => wordMessage(n.message, language)),
    journaled: updated.result.journaled,
    undo: (undo as CareUndo | null)?.token ?? null
  }
  return { campaign: updated.campaign, result: report }
}

/** The care action's own name in the rules' words, so the journal says how someone was healed. */
const actionKeyOf = (actions: readonly CareAction[], action: string) => actions.find((a) => a.id === action)?.label.key ?? action

/**
 * A care action (rest, healing spell, potion, curse breaker …) for one character. The journal records whom it
 * healed, how, and — when the GM names one — who gave it (`by`, a character of the campaign).
 */
export async function careFor(
  ctx: ServiceContext,
  campaignId: string,
  characterId: string,
  action: string,
  amount?: number,
  options: { by?: string; lang?: Lang } = {}
) {
  const campaign = await ctx.store.read(campaignId)
  const { rules } = systemOf(campaign)
  if (!rules.careActions.some((a) => a.id === action)) fail('invalidInput', 'unknownCareAction', { action })
  return careChange(ctx, campaignId, options.lang, (c) => {
    const character = characterOf(c, characterId)
    const healer = options.by ? rules.sheetName(characterOf(c, options.by).sheet) : undefined
    let change
    try {
      change = rules.care(character.sheet, action, c.settings.rules, amount)
    } catch (error) {
      careRefused(error as Error, rules.sheetName(character.sheet))
    }
    character.sheet = change.sheet as Record<string, unknown>
    const notes: JournalNote[] =
      change.notes.length > 0
        ? [...change.notes]
        : [{ kind: 'healing', message: { key: 'journal.nothingToHeal', params: { name: rules.sheetName(character.sheet) } } }]
    // Each line says how (the action) and who gave it; `careKey` is worded as the action's name, in the journal's language.
    const how = { careKey: actionKeyOf(rules.careActions, action), ...(healer ? { healer } : {}) }
    return { notes: notes.map((n) => ({ ...n, message: { key: n.message.key, params: { ...(n.message.params ?? {}), ...how } } })), touched: [characterId] }
  })
}

const CARE_REFUSALS: Readonly<Record<CareRefusalReason, { readonly code: 'rules' | 'invalidInput'; readonly key: ServiceErrorKey }>> = {
  dead: { code: 'rules', key: 'careDead' },
  noInjury: { code: 'rules', key: 'careNoInjury' },
  noCurse: { code: 'rules', key: 'careNoCurse' },
  noPotion: { code: 'rules', key: 'careNoPotion' },
  leTooHigh: { code: 'invalidInput', key: 'careLeTooHigh' },
  amount: { code: 'invalidInput', key: 'careAmount' }
}

/** A care action the rules refuse, worded for the screen by its reason; any other error keeps the engine's text as detail. */
function careRefused(error: Error, name: string): never {
  if (error instanceof CareRefusal) fail(CARE_REFUSALS[error.reason].code, CARE_REFUSALS[error.reason].key, { name, ...error.params })
  fail('rules', 'careRefused', { name, detail: error.message })
}

/** The system's care action for resting a whole party, if it has one. */
export const partyRestAction = (actions: readonly CareAction[]): string | undefined => actions.find((a) => a.nightsRest)?.id

/** Rest for a whole party: every living member rests once, by the system's own kind of rest. */
export async function restParty(ctx: ServiceContext, campaignId: string, partyId: string, options: { lang?: Lang } = {}) {
  const campaign = await ctx.store.read(campaignId)
  const { rules } = systemOf(campaign)
  const action = partyRestAction(rules.careActions) ?? fail('invalidInput', 'noPartyRest')
  return careChange(ctx, campaignId, options.lang, (c) => {
    const party = partyOf(c, partyId)
    const notes: JournalNote[] = [{ kind: 'time', message: { key: 'journal.partyRested', params: { party: party.name } } }]
    const touched: string[] = []
    for (const id of party.members) {
      const character = characterOf(c, id)
      if (character.sheet['dead'] === true) continue
      const change = rules.care(character.sheet, action, c.settings.rules)
      character.sheet = change.sheet as Record<string, unknown>
      notes.push(...change.notes)
      touched.push(id)
    }
    return { notes, touched }
  })
}

/**
 * Takes back the campaign's last care change (`token` from its report): the sheets as they were and its journal
 * lines gone. Refused when there is none, or when the sheets changed since (a fight, an edit): then nothing changes.
 */
export async function undoCare(ctx: ServiceContext, campaignId: string, token: string, options: { lang?: Lang } = {}) {
  const undo = undosOf(ctx).get(campaignId)
  if (!undo || undo.token !== token) fail('conflict', 'careUndoGone')
  const updated = await ctx.store.update(campaignId, (c) => {
    for (const [id, sheet] of Object.entries(undo.before)) {
      const character = characterOf(c, id)
      if (JSON.stringify(character.sheet) !== undo.after[id]) fail('conflict', 'careUndoGone')
      character.sheet = copy(sheet)
    }
    if (undo.sessionId) {
      // Its lines are in a session closed since: that journal is archived as it is, so the change stays too.
      const session = c.sessions.find((s) => s.id === undo.sessionId && s.closedAt === null) ?? fail('conflict', 'careUndoGone')
      session.journal = session.journal.filter((e) => !undo.entryIds.includes(e.id))
    }
  })
  undosOf(ctx).delete(campaignId)
  const language = options.lang ?? updated.campaign.language
  const report: CareReport = { changes: undo.lines.map((m) => wordMessage(m, language)), journaled: undo.entryIds.length > 0, undo: null }
  return { campaign: updated.campaign, result: report }
}
