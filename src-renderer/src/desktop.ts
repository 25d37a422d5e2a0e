import { ref, watch, type Ref } from 'vue'
import type { DesktopBridge } from '../../src-main/shell/desktop-channels.ts'
import { isHarmlessBrowserNotice } from './harmless-errors.ts'
import { desktopMessages } from './i18n/desktop.ts'
import type { TaskError } from './stores/task.ts'

declare global {
  interface Window {
    desktop?: DesktopBridge
  }
}

/**
 * What the desktop shell has to tell the GM: an error with where its details were logged, or the result of a menu
 * command. It is kept as words to look up, and worded when shown, so it follows a change of the app's language: a
 * message key with its params, a refusal of main (worded like every refusal), or an uncaught error's own text.
 */
export type NoticeWords =
  | { readonly key: string; readonly params?: Record<string, string | number> }
  | { readonly error: Pick<TaskError, 'key' | 'params' | 'message'> }
  | { readonly text: string }

export type DesktopNotice = NoticeWords & {
  readonly kind: 'error' | 'done'
  /** For an error: the log file holding the details, or null when there is none (in a browser, or the log failed). */
  readonly file?: string | null
}

export const desktopNotice = ref<DesktopNotice | null>(null)

export type ErrorReporter = (kind: 'error' | 'unhandledrejection', thrown: unknown) => Promise<void>

/**
 * From the page's first line on, every uncaught error or rejection in it is shown, and logged by main (through the
 * preload's `window.desktop`; in a plain browser it is only shown), as are main's own. Returns the reporter, for the
 * errors Vue catches itself (which never reach the window's error event).
 */
export function catchErrors(): ErrorReporter {
  const desktop = window.desktop
  desktop?.onError(({ message, file }) => (desktopNotice.value = { kind: 'error', text: message, file }))
  const report: ErrorReporter = async (kind, thrown) => {
    const message = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown)
    const stack = thrown instanceof Error ? thrown.stack : undefined
    desktopNotice.value = { kind: 'error', text: message, file: null }
    const file = desktop ? await desktop.reportError({ kind, message, ...(stack ? { stack } : {}) }).catch(() => null) : null
    const shown = desktopNotice.value
    if (shown && 'text' in shown && shown.text === message) desktopNotice.value = { kind: 'error', text: message, file }
  }
  window.addEventListener('error', (event) => {
    if (isHarmlessBrowserNotice(event.message)) {
      // Cancelled, so Chromium does not log it as uncaught either.
      event.preventDefault()
      return
    }
    void report('error', event.error ?? event.message)
  })
  window.addEventListener('unhandledrejection', (event) => void report('unhandledrejection', event.reason))
  return report
}

/** The parts of the app's i18n the shell's words and the menu's language follow. */
export interface LanguageSource {
  readonly locale: Ref<string>
  mergeLocaleMessage(locale: string, messages: Record<string, unknown>): void
}

/**
 * The shell's words join each language's catalogue once it is shown (the catalogues other than English are loaded
 * when chosen), and main is told the language, so the application menu speaks it too.
 */
export function followLanguage(i18n: LanguageSource): void {
  const addWords = (locale: string) => {
    if (locale in desktopMessages) i18n.mergeLocaleMessage(locale, desktopMessages[locale as keyof typeof desktopMessages])
  }
  addWords('en')
  watch(
    i18n.locale,
    (language) => {
      addWords(language)
      window.desktop?.setLanguage(language)
    },
    { immediate: true }
  )
}

/** Calls `listener` with each command of the application menu (File: new, open, import, export). */
export function onMenuCommand(listener: (command: string) => void): void {
  window.desktop?.onMenuCommand(listener)
}
