import { en } from '../i18n/en.ts'
import type { CardWords } from './types.ts'
import { wordsFrom } from './words-from.ts'

/** English card words, the default where no screen passes its own: English is in the app, the other catalogues load on demand. */
export const englishWords: CardWords = wordsFrom('en', en, en)
