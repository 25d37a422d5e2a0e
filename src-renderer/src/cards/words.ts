import { uiMessages } from '../i18n/catalogues.ts'
import type { UiLocale } from '../i18n/index.ts'
import type { CardWords } from './types.ts'
import { wordsFrom } from './words-from.ts'

/** The app's words in any of its languages without a component (tests); screens pass their own `t`. */
export const wordsFor = (locale: UiLocale): CardWords => wordsFrom(locale, uiMessages[locale], uiMessages.en)
