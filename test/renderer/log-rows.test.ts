import { describe, expect, it } from 'vitest'
import type { FightListing, Listed } from '../../src-renderer/src/components/logs/groups.ts'
import { logRows, wordsCache } from '../../src-renderer/src/components/logs/log-rows.ts'
import { textFilter } from '../../src-renderer/src/components/search.ts'

const fight = (id: string, sessionNumber: number | null, status: FightListing['status'], startedAt: string, title = id, partyId = 'gruppe'): FightListing => ({
  id,
  title,
  partyId,
  sessionId: sessionNumber === null ? null : `s${sessionNumber}`,
  sessionNumber,
  day: 3,
  status,
  startedAt,
  endedAt: null,
  answers: 4,
  result: status === 'running' ? null : 'won'
})

const list: Listed[] = [
  fight('a', 1, 'applied', '2026-01-01T10:00:00Z', 'Am Moor'),
  fight('b', 1, 'discarded', '2026-01-01T11:00:00Z', 'Fehlalarm'),
  fight('c', 2, 'running', '2026-01-02T10:00:00Z', 'Die Brücke', 'zwerge'),
  fight('d', null, 'applied', '2025-12-30T10:00:00Z', 'Früher'),
  { id: 'broken', problem: 'fights/broken.json: does not replay' }
]
const words = wordsCache((f) => `${f.title} ${f.status}`)
const shown = (filter: Partial<Parameters<typeof logRows>[1]>) =>
  logRows(list, { text: null, session: 'all', party: 'all', status: 'all', ...filter }, words).map((r) =>
    r.kind === 'session' ? `#${r.sessionNumber ?? '-'}` : r.fight.id
  )

describe('the battle-log list rows (issue 16)', () => {
  it('puts each session newest first with its heading and its fights newest first, fights without a session last, and no unreadable file', () => {
    expect(shown({})).toEqual(['#2', 'c', '#1', 'b', 'a', '#-', 'd'])
  })

  it('filters by session, party, state and every word of the text (accents and case ignored), together', () => {
    expect(shown({ party: 'zwerge' })).toEqual(['#2', 'c'])
    expect(shown({ party: 'gruppe', session: '2' })).toEqual([])
    expect(shown({ session: '1' })).toEqual(['#1', 'b', 'a'])
    expect(shown({ session: 'none' })).toEqual(['#-', 'd'])
    expect(shown({ status: 'applied' })).toEqual(['#1', 'a', '#-', 'd'])
    expect(shown({ text: textFilter('brucke') })).toEqual(['#2', 'c'])
    expect(shown({ text: textFilter('am applied'), session: '1' })).toEqual(['#1', 'a'])
    expect(shown({ text: textFilter('moor'), status: 'discarded' })).toEqual([])
  })
})
