import { describe, expect, it } from 'vitest'
import { sessionDates, sessionDateTime } from '../../src-renderer/src/components/journal/session-dates.ts'

describe('the journal screen writes a date one way per language', () => {
  it('"open since" starts with the same date as the closed sessions list', () => {
    const opened = '2026-12-01T18:30:00Z'
    for (const locale of ['en', 'de', 'nl', 'nb']) {
      const date = sessionDates(opened, opened, locale)
      expect(sessionDateTime(opened, locale), locale).toContain(date)
    }
  })

  it('a session over two days names both dates', () => {
    expect(sessionDates('2026-12-01T18:30:00Z', '2026-12-02T18:30:00Z', 'de')).toBe('01.12.2026 – 02.12.2026')
  })
})
