/**
 * One formatter per language and kind, reused: `toLocaleDateString` builds a new one on every call, and 600 closed
 * sessions with two dates each cost 100–160 ms per render (issue 16). Dates and times share the date style, so the
 * journal screen writes a date one way per language ("01.12.2026", not also "01.12.26").
 */
const DATE_STYLE = 'medium'
const formats = new Map<string, Intl.DateTimeFormat>()
const formatFor = (locale: string, withTime: boolean) => {
  const key = `${locale}|${withTime}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, withTime ? { dateStyle: DATE_STYLE, timeStyle: 'short' } : { dateStyle: DATE_STYLE })
    formats.set(key, format)
  }
  return format
}

/** A session's dates in short: one date when it opened and closed on the same day, else both. */
export function sessionDates(openedAt: string, closedAt: string | null, locale: string): string {
  const format = formatFor(locale, false)
  const from = format.format(new Date(openedAt))
  const to = closedAt ? format.format(new Date(closedAt)) : from
  return from === to ? from : `${from} – ${to}`
}

/** When something happened, date and time, with the date written as in `sessionDates`. */
export function sessionDateTime(iso: string, locale: string): string {
  return formatFor(locale, true).format(new Date(iso))
}
