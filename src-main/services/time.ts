import type { JournalNote } from '../../src-engine/core/campaign.ts'
import type { Lang } from '../../src-engine/text/index.ts'
import { newId } from '../storage/campaign-store.ts'
import { journalIfOpen } from './care.ts'
import { newSession, record, systemOf, type ServiceContext } from './context.ts'
import { fail } from './errors.ts'
import { wordMessage } from './journal.ts'

/** Opens a game session; a backup of the campaign is taken first (the start of a session is a safe point). */
export async function openSession(ctx: ServiceContext, campaignId: string) {
  const campaign = await ctx.store.read(campaignId)
  if (campaign.sessions.some((s) => s.id === campaign.currentSessionId && s.closedAt === null)) fail('conflict', 'sessionAlreadyOpen')
  await ctx.store.backup(campaignId, 'session')
  return ctx.store.update(campaignId, (c) => newSession(c, ctx.now().toISOString()).id)
}

/**
 * Closes the open session. Its journal moves to its own file first, then out of the campaign file, so a
 * long campaign's file stays small; a crash between the two leaves the session open, to be closed again.
 */
export async function closeSession(ctx: ServiceContext, campaignId: string) {
  const campaign = await ctx.store.read(campaignId)
  const open = campaign.sessions.find((s) => s.id === campaign.currentSessionId) ?? fail('conflict', 'noSessionOpen')
  const at = ctx.now().toISOString()
  const closing = {
    id: newId('entry'),
    at,
    day: campaign.calendar.day,
    kind: 'session' as const,
    message: { key: 'journal.sessionClosed', params: { number: open.number } }
  }
  await ctx.sessions(campaignId).write({ ...open, closedAt: at, archived: true, journal: [...open.journal, closing] })
  return ctx.store.update(campaignId, (c) => {
    const session = c.sessions.find((s) => s.id === open.id)!
    session.closedAt = at
    session.archived = true
    session.journal = []
    session.fightIds = []
    c.currentSessionId = null
  })
}

/** A session with its whole journal, from the campaign file or, once closed, from its own file. */
export async function readSession(ctx: ServiceContext, campaignId: string, sessionId: string) {
  const campaign = await ctx.store.read(campaignId)
  const session = campaign.sessions.find((s) => s.id === sessionId) ?? fail('notFound', 'sessionNotFound', { id: sessionId })
  return session.archived ? ctx.sessions(campaignId).read(sessionId) : session
}

export async function addNote(ctx: ServiceContext, campaignId: string, text: string) {
  if (text.trim() === '') fail('invalidInput', 'noteEmpty')
  return ctx.store.update(campaignId, (c) => record(c, ctx.now().toISOString(), [{ kind: 'note', text }]))
}

/**
 * In-game days pass: the calendar moves on and each living character changes as his system says. The open
 * session's journal records it; between sessions (the GM preparing) no session opens for it. The result says what
 * changed, worded in `lang` (the screen's language; the campaign's by default).
 */
export async function advanceDays(ctx: ServiceContext, campaignId: string, days: number, lang?: Lang) {
  if (!Number.isInteger(days) || days < 1 || days > 3650) fail('invalidInput', 'daysRange', { min: 1, max: 3650 })
  const campaign = await ctx.store.read(campaignId)
  const { rules } = systemOf(campaign)
  const updated = await ctx.store.update(campaignId, (c) => {
    const at = ctx.now().toISOString()
    c.calendar.day += days
    const notes: JournalNote[] = [{ kind: 'time', message: { key: 'journal.daysPassed', params: { days, day: c.calendar.day } } }]
    for (const character of c.characters) {
      const change = rules.passDays(character.sheet, days, c.settings.rules)
      character.sheet = change.sheet as Record<string, unknown>
      notes.push(...change.notes)
    }
    return { notes, journaled: journalIfOpen(c, at, notes).length > 0 }
  })
  const language = lang ?? updated.campaign.language
  return {
    campaign: updated.campaign,
    result: { changes: updated.result.notes.map((n) => wordMessage(n.message, language)), journaled: updated.result.journaled, undo: null }
  }
}

export { careFor, partyRestAction, restParty, undoCare } from './care.ts'
