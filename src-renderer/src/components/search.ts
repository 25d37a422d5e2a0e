/** Text as a search compares it: no case, no accents ("Höhle" is found by "hohle"), spaces squeezed. */
export const searchable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** Whether every word of the query is somewhere in the texts (an empty query matches everything). */
export function matches(query: string, ...texts: readonly string[]): boolean {
  const words = searchable(query).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = searchable(texts.join(' '))
  return words.every((w) => haystack.includes(w))
}
