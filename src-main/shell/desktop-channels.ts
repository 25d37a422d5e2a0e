// The few messages between the desktop shell and the window that are not service calls: the menu's commands, the
// app's language for the menu, and errors. Kept apart so the sandboxed preload bundles only these names.

export const DESKTOP_CHANNELS = {
  /** main → window: a File menu command (`MenuCommand`). */
  menu: 'mo-desktop:menu',
  /** main → window: an error in main was logged (`ErrorReport`). */
  error: 'mo-desktop:error',
  /** window → main: the app's language changed, so the menu is rebuilt in it. */
  language: 'mo-desktop:language',
  /** window → main (invoke): the window's own uncaught error, to log; answers the log file's path. */
  reportError: 'mo-desktop:report-error'
} as const

/** What the preload gives the page as `window.desktop` (absent in a plain browser, where the bridge serves the page). */
export interface DesktopBridge {
  onMenuCommand(listener: (command: string) => void): void
  onError(listener: (report: { message: string; file: string | null }) => void): void
  setLanguage(language: string): void
  reportError(error: { kind: 'error' | 'unhandledrejection'; message: string; stack?: string }): Promise<string | null>
}
