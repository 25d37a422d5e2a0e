/** A session's dates in short: one date when it opened and closed on the same day, else both. */
export function sessionDates(openedAt: string, closedAt: string | null, locale: string): string {
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' })
  const from = day(openedAt)
  const to = closedAt ? day(closedAt) : from
  return from === to ? from : `${from} – ${to}`
}
