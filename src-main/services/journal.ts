import { Translator, messageSets, type Lang } from '../../src-engine/text/index.ts'
import type { JournalEntry, Session } from '../storage/campaign-schema.ts'
import { journalMessages } from './journal-messages.ts'
import { readSession } from './time.ts'
import type { ServiceContext } from './context.ts'

const translator = new Translator([...messageSets, journalMessages])

export interface WordedEntry {
  readonly id: string
  readonly at: string
  readonly day: number
  readonly kind: JournalEntry['kind']
  readonly text: string
}

export interface JournalView {
  /** The session read, or null when none is open and none was asked for. */
  readonly session: Pick<Session, 'id' | 'number' | 'openedAt' | 'closedAt'> | null
  /** Oldest first, as they happened. */
  readonly entries: readonly WordedEntry[]
}

/** One entry in the campaign's language: the GM's own words for a note, the stored message worded otherwise. */
export function entryText(entry: JournalEntry, lang: Lang): string {
  if (entry.message) return translator.text(entry.message, lang)
  return entry.text ?? ''
}

/**
 * A session's journal worded by main, so the screen shows the same sentences an export would: the open
 * session without `sessionId`, a closed one (read from its own file) with it.
 */
export async function readJournal(ctx: ServiceContext, campaignId: string, sessionId?: string): Promise<JournalView> {
  const campaign = await ctx.store.read(campaignId)
  const wanted = sessionId ?? campaign.currentSessionId
  if (wanted === null) return { session: null, entries: [] }
  const session = await readSession(ctx, campaignId, wanted)
  return {
    session: { id: session.id, number: session.number, openedAt: session.openedAt, closedAt: session.closedAt },
    entries: session.journal.map((e) => ({ id: e.id, at: e.at, day: e.day, kind: e.kind, text: entryText(e, campaign.language) }))
  }
}
