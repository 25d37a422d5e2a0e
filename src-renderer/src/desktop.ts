import { ref, watch, type Ref } from 'vue'
import type { DesktopBridge } from '../../src-main/shell/desktop-channels.ts'

declare global {
  interface Window {
    desktop?: DesktopBridge
  }
}

/** What the desktop shell has to tell the GM: an error with where its details were logged, or the result of a menu command. */
export interface DesktopNotice {
  readonly kind: 'error' | 'done'
  readonly text: string
  /** For an error: the log file holding the details, or null when there is none (in a browser, or the log failed). */
  readonly file?: string | null
}

export const desktopNotice = ref<DesktopNotice | null>(null)

/**
 * Connects the window to the desktop shell (the preload's `window.desktop`; absent in a plain browser): the menu
 * follows the app's language, and every uncaught error or rejection in the page is logged by main and shown. Returns
 * the reporter, for the errors Vue catches itself (which never reach the window's error event).
 */
export function connectDesktop(locale: Ref<string>): (kind: 'error' | 'unhandledrejection', thrown: unknown) => Promise<void> {
  const desktop = window.desktop
  if (desktop) {
    watch(locale, (language) => desktop.setLanguage(language), { immediate: true })
    desktop.onError(({ message, file }) => (desktopNotice.value = { kind: 'error', text: message, file }))
  }
  const report = async (kind: 'error' | 'unhandledrejection', thrown: unknown) => {
    const message = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown)
    const stack = thrown instanceof Error ? thrown.stack : undefined
    desktopNotice.value = { kind: 'error', text: message, file: null }
    const file = desktop ? await desktop.reportError({ kind, message, ...(stack ? { stack } : {}) }).catch(() => null) : null
    if (desktopNotice.value?.text === message) desktopNotice.value = { kind: 'error', text: message, file }
  }
  window.addEventListener('error', (event) => void report('error', event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => void report('unhandledrejection', event.reason))
  return report
}

/** Calls `listener` with each command of the application menu (File: new, open, import, export). */
export function onMenuCommand(listener: (command: string) => void): void {
  window.desktop?.onMenuCommand(listener)
}
