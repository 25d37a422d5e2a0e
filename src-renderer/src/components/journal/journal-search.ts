import type { ChannelOutput } from '../../../../src-main/ipc/contract.ts'
import { matches } from '../search.ts'

export type Journal = ChannelOutput<'journal.read'>
export type JournalEntry = Journal['entries'][number]
type Session = NonNullable<Journal['session']>

/** The words an entry is found by, as the screen shows them: its text, its kind and its day. */
export type EntryWords = (entry: JournalEntry) => readonly string[]

/** The entries that hold every word searched for (issue 14, 9); all of them for an empty search. */
export const matchingEntries = (entries: readonly JournalEntry[], query: string, wordsOf: EntryWords): JournalEntry[] =>
  entries.filter((entry) => matches(query, ...wordsOf(entry)))

/**
 * A search over the journals of several sessions (issue 14, 9: not only the one on screen): each session with an
 * entry that matches, newest session first, with only those entries; sessions without a match are left out.
 */
export function matchesBySession(journals: readonly Journal[], query: string, wordsOf: EntryWords): { session: Session; entries: JournalEntry[] }[] {
  return journals
    .flatMap((j) => (j.session ? [{ session: j.session, entries: matchingEntries(j.entries, query, wordsOf) }] : []))
    .filter((found) => found.entries.length > 0)
    .sort((a, b) => b.session.number - a.session.number)
}
