import type { BrowserWindowConstructorOptions } from 'electron'
import { CHANNELS, IPC_PREFIX } from '../ipc/channels.ts'
import type { Router } from '../ipc/router.ts'
import { denyPermissions, EXTERNAL_ORIGINS, guardWebContents, trustedSender, windowOptions, type IpcEventLike, type OwnPage, type SessionLike, type WebContentsLike } from './security.ts'

/** What the shell touches of a window. */
export interface WindowLike {
  readonly webContents: WebContentsLike & { readonly mainFrame: unknown }
  once(event: 'ready-to-show', listener: () => void): unknown
  show(): void
  focus(): void
  restore(): void
  isMinimized(): boolean
  loadURL(url: string): Promise<unknown>
  loadFile(path: string): Promise<unknown>
}

/**
 * The parts of the `electron` module the shell uses, so that the real module and a test's fake both fit.
 * `index.ts` passes the real one.
 */
export interface ShellElectron<W extends WindowLike> {
  readonly app: {
    requestSingleInstanceLock(): boolean
    quit(): void
    enableSandbox(): void
    whenReady(): Promise<unknown>
    on(event: 'second-instance' | 'window-all-closed', listener: () => void): unknown
    on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown
  }
  readonly BrowserWindow: new (options: BrowserWindowConstructorOptions) => W
  readonly ipcMain: { handle(channel: string, listener: (event: IpcEventLike, payload: unknown) => unknown): void }
  readonly session: { readonly defaultSession: SessionLike }
  readonly shell: { openExternal(url: string): Promise<void> }
}

export interface ShellOptions<W extends WindowLike> extends OwnPage {
  readonly preload: string
  /** The services behind the IPC channels; `window` gives the main window (for the file dialogs' owner). */
  readonly router: (window: () => W | null) => Router
  /** https origins that may open in the system browser; none by default. */
  readonly externalOrigins?: readonly string[]
}

export interface Shell<W extends WindowLike> {
  /** Whether this copy got the single-instance lock; a second copy quits and does nothing else. */
  readonly primary: boolean
  /** Resolves with the main window once the app is ready and the window made. */
  readonly ready: Promise<W | null>
  mainWindow(): W | null
}

/**
 * The desktop app around the services: one running copy, one sandboxed window with our page, every web
 * contents guarded, every permission denied, and the IPC channels answering only our own window.
 */
export function startShell<W extends WindowLike>(electron: ShellElectron<W>, options: ShellOptions<W>): Shell<W> {
  const { app } = electron
  const origins = options.externalOrigins ?? EXTERNAL_ORIGINS
  const openExternal = (url: string) => electron.shell.openExternal(url)
  let mainWindow: W | null = null

  // One running copy owns the campaign files; a second launch just focuses the first window.
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return { primary: false, ready: Promise.resolve(null), mainWindow: () => null }
  }
  // Checklist 4 for every renderer the app ever makes, not only the main window.
  app.enableSandbox()
  // Checklist 13 and 14 for every web contents, whoever makes it.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, openExternal, origins))
  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('window-all-closed', () => app.quit())

  const createWindow = (): W => {
    const window = new electron.BrowserWindow(windowOptions(options.preload))
    guardWebContents(window.webContents, openExternal, origins)
    window.once('ready-to-show', () => window.show())
    if (options.devServer) void window.loadURL(options.devServer)
    else void window.loadFile(options.rendererFile)
    return window
  }

  const ready = app.whenReady().then(() => {
    denyPermissions(electron.session.defaultSession)
    const router = options.router(() => mainWindow)
    for (const channel of CHANNELS) {
      electron.ipcMain.handle(IPC_PREFIX + channel, (event, payload) => router.handle(channel, payload, { trusted: trustedSender(event, mainWindow, options) }))
    }
    mainWindow = createWindow()
    return mainWindow
  })
  return { primary: true, ready, mainWindow: () => mainWindow }
}
