import { de } from './de.ts'
import { en } from './en.ts'
import { nb } from './nb.ts'
import { nl } from './nl.ts'
import { withListFilters } from './list-filters.ts'

/**
 * Every UI catalogue at once, for tests that compare the languages and for words worded outside a screen. The app
 * itself never imports this: it loads the catalogue of the language in use (index.ts).
 */
export const uiMessages = { en: withListFilters(en, 'en'), de: withListFilters(de, 'de'), nl: withListFilters(nl, 'nl'), nb: withListFilters(nb, 'nb') }
