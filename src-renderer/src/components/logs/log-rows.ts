import { searchable } from '../search.ts'
import { groupBySession, type FightListing, type Listed } from './groups.ts'

/** One line of the battle-log list: a session's heading or a fight under it. */
export type LogRow =
  | { readonly kind: 'session'; readonly key: string; readonly sessionNumber: number | null }
  | { readonly kind: 'fight'; readonly key: string; readonly fight: FightListing }

export interface LogFilter {
  /** The fights whose words hold every word of the text (case and accents ignored); null: no text, every fight. */
  readonly text: ((searchableWords: string) => boolean) | null
  /** 'all', 'none' (outside any session) or a session's number. */
  readonly session: string
  /** 'all' or the id of the party that fought. */
  readonly party: string
  readonly status: FightListing['status'] | 'all'
}

/**
 * The rows the list shows for a filter: per session, newest first, a heading and its fights. Each fight's words are
 * made searchable once per list and language (`wordsOf`), not again for every keystroke.
 */
export function logRows(list: readonly Listed[], filter: LogFilter, wordsOf: (fight: FightListing) => string): LogRow[] {
  const kept = list.filter((f): f is FightListing => {
    if ('problem' in f) return false
    if (filter.status !== 'all' && f.status !== filter.status) return false
    if (filter.session !== 'all' && String(f.sessionNumber ?? 'none') !== filter.session) return false
    if (filter.party !== 'all' && f.partyId !== filter.party) return false
    // A fight's words are worked out only when there is text to look for: 6,000 of them cost most of opening the list.
    return filter.text === null || filter.text(wordsOf(f))
  })
  return groupBySession(kept).flatMap((group): LogRow[] => [
    { kind: 'session', key: `session-${group.sessionNumber ?? 'none'}`, sessionNumber: group.sessionNumber },
    ...group.fights.map((fight): LogRow => ({ kind: 'fight', key: fight.id, fight }))
  ])
}

/** Remembers each fight's searchable words for one list and language. */
export function wordsCache(words: (fight: FightListing) => string): (fight: FightListing) => string {
  const known = new WeakMap<FightListing, string>()
  return (fight) => {
    let found = known.get(fight)
    if (found === undefined) known.set(fight, (found = searchable(words(fight))))
    return found
  }
}
