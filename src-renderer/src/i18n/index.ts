import { createI18n } from 'vue-i18n'
import { de } from './de.ts'
import { en } from './en.ts'
import { nb } from './nb.ts'
import { nl } from './nl.ts'

export const uiMessages = { en, de, nl, nb }
export type UiLocale = keyof typeof uiMessages

const LOCALE_KEY = 'marching-order.locale'

/** The GM's choice in the settings wins over the system language, and is kept for the next start. */
export function rememberLocale(locale: UiLocale): void {
  localStorage.setItem(LOCALE_KEY, locale)
}

function preferredLocale(): UiLocale {
  const chosen = localStorage.getItem(LOCALE_KEY)
  if (chosen && chosen in uiMessages) return chosen as UiLocale
  const wanted = (navigator.language || 'en').slice(0, 2)
  if (wanted === 'no' || wanted === 'nn') return 'nb'
  return wanted in uiMessages ? (wanted as UiLocale) : 'en'
}

export function createUiI18n() {
  return createI18n({ legacy: false, locale: preferredLocale(), fallbackLocale: 'en', messages: uiMessages })
}
