/** Text as a search compares it: no case, no accents ("Höhle" is found by "hohle"), spaces squeezed. */
export const searchable = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * The filter for one query: its words are worked out once, not again for each row of a long list. Each row's texts
 * may be given already made searchable (`searchable`), as a list that keeps them does.
 */
export function textFilter(query: string): (...texts: readonly string[]) => boolean {
  const words = searchable(query).split(' ').filter(Boolean)
  if (words.length === 0) return () => true
  return (...texts) => {
    const haystack = searchable(texts.join(' '))
    return words.every((w) => haystack.includes(w))
  }
}

/** Whether every word of the query is somewhere in the texts (an empty query matches everything). */
export const matches = (query: string, ...texts: readonly string[]): boolean => textFilter(query)(...texts)
