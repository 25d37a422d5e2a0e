import type { ParamValue } from '../../src-engine/core/types.ts'
import { Translator, messageSets, type Lang } from '../../src-engine/text/index.ts'
import type { JournalEntry, Session } from '../storage/campaign-schema.ts'
import { StorageError } from '../storage/errors.ts'
import { journalMessages } from './journal-messages.ts'
import { readSession } from './time.ts'
import type { ServiceContext } from './context.ts'
import { fail } from './errors.ts'

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

/**
 * A journal message in `lang`. A line a care action wrote carries how (`careKey`, the action's name) and who gave
 * it (`healer`), and says so after what changed: "Brann: cursed injury healed. — Healing spell …, by Cira".
 */
export function wordMessage(message: { readonly key: string; readonly params?: Readonly<Record<string, unknown>> | undefined }, lang: Lang): string {
  const params = (message.params ?? {}) as Record<string, ParamValue>
  const text = translator.text({ key: message.key, params }, lang)
  if (typeof params['careKey'] !== 'string') return text
  return `${text} ${translator.text({ key: typeof params['healer'] === 'string' ? 'journal.careBy' : 'journal.care', params }, lang)}`
}

/** One entry in the campaign's language: the GM's own words for a note, the stored message worded otherwise. */
export function entryText(entry: JournalEntry, lang: Lang): string {
  if (entry.message) return wordMessage(entry.message, lang)
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
  return journalOf(await readSession(ctx, campaignId, wanted), campaign.language)
}

function journalOf(session: Session, lang: Lang): JournalView {
  return {
    session: { id: session.id, number: session.number, openedAt: session.openedAt, closedAt: session.closedAt },
    entries: session.journal.map((e) => ({ id: e.id, at: e.at, day: e.day, kind: e.kind, text: entryText(e, lang) }))
  }
}

/**
 * Every closed session's journal, oldest first, worded as `readJournal` words one: what a search through all sessions
 * looks in, in one call rather than one per session. A session whose file cannot be read is left out (opening that
 * session names its problem); the search still finds what the others hold.
 */
export async function readClosedJournals(ctx: ServiceContext, campaignId: string): Promise<JournalView[]> {
  const campaign = await ctx.store.read(campaignId)
  const files = ctx.sessions(campaignId)
  const journals: JournalView[] = []
  let read = 0
  for (const listed of campaign.sessions) {
    if (listed.closedAt === null) continue
    // Files are read one after the other, a turn of the event loop given back now and then so other requests go on.
    if (listed.archived && ++read % READS_PER_TURN === 0) await new Promise((done) => setImmediate(done))
    const session = listed.archived ? readable(() => files.readNow(listed.id)) : listed
    if (session) journals.push(journalOf(session, campaign.language))
  }
  return journals
}

/** Session files read between two turns of the event loop by a search through all sessions. */
const READS_PER_TURN = 50

function readable(read: () => Session): Session | null {
  try {
    return read()
  } catch (error) {
    if (error instanceof StorageError) return null
    throw error
  }
}

/**
 * A session's journal as a plain-text recap in the campaign's language: the campaign and session, when it was
 * played, then each in-game day's lines as the journal words them. The open session without `sessionId`.
 */
export async function journalRecap(ctx: ServiceContext, campaignId: string, sessionId?: string): Promise<{ readonly fileName: string; readonly text: string }> {
  const campaign = await ctx.store.read(campaignId)
  const journal = await readJournal(ctx, campaignId, sessionId)
  const session = journal.session ?? fail('conflict', 'noSessionOpen')
  const lang = campaign.language
  const t = (key: string, params: Record<string, string | number>) => translator.text({ key, params }, lang)
  const date = (iso: string) => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' })
  const lines = [
    t('journal.recap.title', { campaign: campaign.name, number: session.number }),
    session.closedAt
      ? t('journal.recap.closed', { from: date(session.openedAt), to: date(session.closedAt) })
      : t('journal.recap.open', { from: date(session.openedAt) })
  ]
  let day: number | null = null
  for (const entry of journal.entries) {
    if (entry.day !== day) lines.push('', t('journal.recap.day', { day: entry.day }))
    day = entry.day
    lines.push(`- ${entry.text.replace(/\s*\n\s*/g, ' ')}`)
  }
  if (journal.entries.length === 0) lines.push('', t('journal.recap.empty', {}))
  return { fileName: t('journal.recap.file', { campaign: campaign.name, number: session.number }), text: `${lines.join('\n')}\n` }
}
