import { ref } from 'vue'

/** The app's look: the computer's light or dark (the default), or one of the two whatever the computer says. */
export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** Kept in this window's storage, like the app's language (`marching-order.locale`, i18n/index.ts). */
const THEME_KEY = 'marching-order.theme'

const isTheme = (value: string | null): value is Theme => (THEMES as readonly (string | null)[]).includes(value)

function savedTheme(): Theme {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(THEME_KEY)
  return isTheme(saved) ? saved : 'system'
}

/** The GM's choice, for the settings' select and for what draws its own colours (the odds charts); read at start. */
export const theme = ref<Theme>('system')

/**
 * Shows a choice: `data-theme` on the root, which the stylesheet reads beside prefers-color-scheme (global.css);
 * "system" sets none and leaves it to the media query.
 */
export function applyTheme(choice: Theme, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') delete root.dataset.theme
  else root.dataset.theme = choice
}

/** At start, before the first screen shows: the saved choice. */
export function startTheme(): void {
  theme.value = savedTheme()
  applyTheme(theme.value)
}

/** The GM's choice in the settings: shown at once and kept for the next start. */
export function chooseTheme(choice: Theme): void {
  theme.value = choice
  localStorage.setItem(THEME_KEY, choice)
  applyTheme(choice)
}
