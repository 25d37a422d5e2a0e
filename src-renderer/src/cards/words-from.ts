import type { Messages } from '../i18n/en.ts'
import type { UiLocale } from '../i18n/index.ts'
import type { CardWords } from './types.ts'

/** The app's words from one catalogue, English where it lacks a key, without a component (a test, a name only). */
export function wordsFrom(locale: UiLocale, messages: Messages, english: Messages): CardWords {
  const lookup = (tree: unknown, key: string) =>
    key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), tree)
  return {
    locale,
    t(key, params = {}) {
      const found = lookup(messages, key) ?? lookup(english, key)
      if (typeof found !== 'string') return key
      return found.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])))
    }
  }
}
