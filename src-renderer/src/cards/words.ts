import { uiMessages, type UiLocale } from '../i18n/index.ts'
import type { CardWords } from './types.ts'

/** The app's words in one language without a component (a test, a name only); screens pass their own `t`. */
export function wordsFor(locale: UiLocale): CardWords {
  const lookup = (messages: unknown, key: string) =>
    key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), messages)
  return {
    locale,
    t(key, params = {}) {
      const found = lookup(uiMessages[locale], key) ?? lookup(uiMessages.en, key)
      if (typeof found !== 'string') return key
      return found.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])))
    }
  }
}

export const englishWords: CardWords = wordsFor('en')
