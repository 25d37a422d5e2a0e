import { createI18n } from 'vue-i18n'
import { en, type Messages } from './en.ts'
import { withListFilters } from './list-filters.ts'

export const UI_LOCALES = ['en', 'de', 'nl', 'nb'] as const
export type UiLocale = (typeof UI_LOCALES)[number]

const LOCALE_KEY = 'marching-order.locale'

const isUiLocale = (value: string | null): value is UiLocale => (UI_LOCALES as readonly (string | null)[]).includes(value)

/**
 * English is in the app itself, the fallback for anything missing; every other catalogue is a chunk of its own,
 * loaded when its language is chosen, so the app does not carry three languages it does not show.
 */
const loaders: Record<Exclude<UiLocale, 'en'>, () => Promise<Messages>> = {
  de: () => import('./de.ts').then((m) => withListFilters(m.de, 'de')),
  nl: () => import('./nl.ts').then((m) => withListFilters(m.nl, 'nl')),
  nb: () => import('./nb.ts').then((m) => withListFilters(m.nb, 'nb'))
}

function preferredLocale(): UiLocale {
  const chosen = localStorage.getItem(LOCALE_KEY)
  if (isUiLocale(chosen)) return chosen
  const wanted = (navigator.language || 'en').slice(0, 2)
  if (wanted === 'no' || wanted === 'nn') return 'nb'
  return isUiLocale(wanted) ? wanted : 'en'
}

const englishOnly = () =>
  createI18n({ legacy: false, locale: 'en', fallbackLocale: 'en', messages: { en: withListFilters(en, 'en') } as Record<string, Messages> })
type UiI18n = ReturnType<typeof englishOnly>
let current: UiI18n | null = null

async function load(i18n: UiI18n, locale: UiLocale): Promise<void> {
  if (locale === 'en' || i18n.global.availableLocales.includes(locale)) return
  i18n.global.setLocaleMessage(locale, await loaders[locale]())
}

/** The app's i18n with the saved (or the system's) language already loaded, so the first screen shows in it, not in English first. */
export async function createUiI18n(): Promise<UiI18n> {
  const locale = preferredLocale()
  const i18n = englishOnly()
  await load(i18n, locale).catch(() => undefined)
  if (i18n.global.availableLocales.includes(locale)) i18n.global.locale.value = locale
  current = i18n
  return i18n
}

/** The GM's choice in the settings: loaded first, then shown, and kept for the next start (it wins over the system language). */
export async function switchUiLocale(locale: UiLocale): Promise<void> {
  if (current) {
    await load(current, locale)
    current.global.locale.value = locale
  }
  localStorage.setItem(LOCALE_KEY, locale)
}
