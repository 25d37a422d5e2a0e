import { dirname, join } from 'node:path'
import type { BrowserWindowConstructorOptions, CustomScheme, MenuItemConstructorOptions } from 'electron'
import { IPC_PREFIX } from '../ipc/channels.ts'
import { CHANNELS } from '../ipc/contract.ts'
import type { Router } from '../ipc/router.ts'
import { APP_PAGE_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, serveAppRequest } from './app-protocol.ts'
import { DESKTOP_CHANNELS } from './desktop-channels.ts'
import { ErrorLog } from './error-log.ts'
import { logWindowError, reportMainErrors, type ErrorReport, type ProcessLike } from './error-reporting.ts'
import { menuTemplate, type MenuCommand } from './menu.ts'
import { fill, isShellLanguage, SHELL_WORDS, shellLanguageOf, type ShellLanguage } from './menu-words.ts'
import {
  denyPermissions,
  EXTERNAL_ORIGINS,
  guardWebContents,
  trustedSender,
  windowOptions,
  type IpcEventLike,
  type OwnPage,
  type SessionLike,
  type WebContentsLike
} from './security.ts'
import { placeWindow, readWindowState, WINDOW_STATE_FILE, writeWindowState, type Rectangle } from './window-state.ts'

/** What the shell touches of a window. */
export interface WindowLike {
  readonly webContents: WebContentsLike & { readonly mainFrame: unknown; send(channel: string, ...args: unknown[]): void }
  once(event: 'ready-to-show', listener: () => void): unknown
  on(event: 'close', listener: () => void): unknown
  show(): void
  focus(): void
  restore(): void
  maximize(): void
  isMinimized(): boolean
  isMaximized(): boolean
  isDestroyed(): boolean
  getNormalBounds(): Rectangle
  loadURL(url: string): Promise<unknown>
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
    getLocale(): string
    getVersion(): string
    on(event: 'second-instance' | 'window-all-closed' | 'activate', listener: () => void): unknown
    on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown
    on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown
  }
  readonly BrowserWindow: new (options: BrowserWindowConstructorOptions) => W
  readonly ipcMain: {
    handle(channel: string, listener: (event: IpcEventLike, payload: unknown) => unknown): void
    on(channel: string, listener: (event: IpcEventLike, payload: unknown) => void): unknown
  }
  readonly session: { readonly defaultSession: SessionLike }
  readonly shell: { openExternal(url: string): Promise<void>; openPath(path: string): Promise<string> }
  readonly Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): unknown; setApplicationMenu(menu: unknown): void }
  readonly protocol: {
    registerSchemesAsPrivileged(schemes: CustomScheme[]): void
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void
  }
  readonly screen: { getAllDisplays(): readonly { readonly workArea: Rectangle }[]; getPrimaryDisplay(): { readonly workArea: Rectangle } }
  readonly dialog: {
    showMessageBox(window: W, options: { type: 'info'; title: string; message: string; detail: string; buttons: string[] }): Promise<unknown>
    showErrorBox(title: string, content: string): void
  }
}

export interface ShellOptions<W extends WindowLike> extends OwnPage {
  readonly preload: string
  /** The services behind the IPC channels; `window` gives the main window (for the file dialogs' owner). */
  readonly router: (window: () => W | null) => Router
  /** The app's own folder (userData): the window's size and position are kept here. */
  readonly configFolder: string
  /** Where the error log goes: the data folder, asked anew each time since the GM may move it. */
  readonly errorLogFolder: () => string
  /** The rules texts (<system>.md) Help opens. */
  readonly rulesFolder: string
  /** Waits for the saves under way before the app quits. */
  readonly flushSaves?: () => Promise<void>
  /** https origins that may open in the system browser; none by default. */
  readonly externalOrigins?: readonly string[]
  readonly platform?: NodeJS.Platform
  readonly versions?: { readonly electron?: string | undefined; readonly chrome?: string | undefined; readonly node: string }
  /** Where main's uncaught errors are caught: `process` in the app. */
  readonly process?: ProcessLike
}

export interface Shell<W extends WindowLike> {
  /** Whether this copy got the single-instance lock; a second copy quits and does nothing else. */
  readonly primary: boolean
  /** Resolves with the main window once the app is ready and the window made. */
  readonly ready: Promise<W | null>
  mainWindow(): W | null
}

/**
 * The desktop app around the services: one running copy, one sandboxed window with our page served from app://,
 * every web contents guarded, every permission denied, the IPC channels answering only our own window, the
 * application menu in the app's language, the window where the GM left it, errors logged and shown, and no quit
 * before the saves under way are on disk.
 */
export function startShell<W extends WindowLike>(electron: ShellElectron<W>, options: ShellOptions<W>): Shell<W> {
  const { app } = electron
  const origins = options.externalOrigins ?? EXTERNAL_ORIGINS
  const openExternal = (url: string) => electron.shell.openExternal(url)
  const platform = options.platform ?? process.platform
  const versions = options.versions ?? process.versions
  const stateFile = join(options.configFolder, WINDOW_STATE_FILE)
  let mainWindow: W | null = null
  let language: ShellLanguage = shellLanguageOf(app.getLocale())
  const words = () => SHELL_WORDS[language]
  const liveWindow = () => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null)

  // One running copy owns the campaign files; a second launch just focuses the first window.
  if (!app.requestSingleInstanceLock()) {
    app.quit()
    return { primary: false, ready: Promise.resolve(null), mainWindow: () => null }
  }
  const errorLog = new ErrorLog(options.errorLogFolder)
  let pageLoaded = false
  reportMainErrors(options.process ?? process, errorLog, {
    toWindow: (report: ErrorReport) => {
      const window = liveWindow()
      if (!window || !pageLoaded) return false
      window.webContents.send(DESKTOP_CHANNELS.error, report)
      return true
    },
    errorBox: (title, content) => electron.dialog.showErrorBox(title, content),
    words
  })
  // Checklist 18: our page from app://, which must be made a standard, secure scheme before the app is ready.
  electron.protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
  // Checklist 4 for every renderer the app ever makes, not only the main window.
  app.enableSandbox()
  // Checklist 13 and 14 for every web contents, whoever makes it.
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, openExternal, origins))
  // On macOS an app lives on with its windows closed, and comes back with a new one from the Dock or a second launch.
  let started = false
  const reopen = () => {
    if (started && !liveWindow()) mainWindow = createWindow()
  }
  app.on('second-instance', () => {
    const window = liveWindow()
    if (!window) return reopen()
    if (window.isMinimized()) window.restore()
    window.show()
    window.focus()
  })
  app.on('activate', reopen)
  app.on('window-all-closed', () => {
    if (platform !== 'darwin') app.quit()
  })

  // Nothing a GM saved is lost: quitting waits for every service call under way and for the store's pending writes.
  const inFlight = new Set<Promise<unknown>>()
  let flushed = false
  app.on('before-quit', (event) => {
    if (flushed) return
    event.preventDefault()
    void Promise.allSettled([...inFlight])
      .then(() => options.flushSaves?.())
      .catch((error: unknown) => console.error('Marching Order: saves before quitting failed', error))
      .finally(() => {
        flushed = true
        app.quit()
      })
  })

  const menuActions = {
    command: (command: MenuCommand) => liveWindow()?.webContents.send(DESKTOP_CHANNELS.menu, command),
    openRules: (system: string) => {
      const file = join(options.rulesFolder, `${system}.md`)
      void electron.shell.openPath(file).then((problem) => {
        if (problem) electron.dialog.showErrorBox(words().errorTitle, `${fill(words().rulesMissing, { file })}\n${problem}`)
      })
    },
    about: () => {
      const window = liveWindow()
      if (!window) return
      const detail = fill(words().aboutDetail, {
        app: app.getVersion(),
        electron: versions.electron ?? '—',
        chrome: versions.chrome ?? '—',
        node: versions.node
      })
      void electron.dialog.showMessageBox(window, { type: 'info', title: words().about, message: 'Marching Order', detail, buttons: [words().ok] })
    }
  }
  const installMenu = () =>
    electron.Menu.setApplicationMenu(electron.Menu.buildFromTemplate(menuTemplate(words(), { platform, dev: !!options.devServer }, menuActions)))

  const createWindow = (): W => {
    const displays = electron.screen.getAllDisplays().map((d) => d.workArea)
    const primary = electron.screen.getPrimaryDisplay().workArea
    const placed = placeWindow(readWindowState(stateFile), [primary, ...displays.filter((d) => d !== primary)])
    const window = new electron.BrowserWindow({ ...windowOptions(options.preload), ...placed.bounds })
    guardWebContents(window.webContents, openExternal, origins)
    window.once('ready-to-show', () => {
      pageLoaded = true
      // maximize() would show the window at once, before the page is drawn: so only here.
      if (placed.maximized) window.maximize()
      window.show()
    })
    window.on('close', () => {
      try {
        writeWindowState(stateFile, { bounds: window.getNormalBounds(), maximized: window.isMaximized() })
      } catch (error) {
        console.error('Marching Order: the window state was not saved', error)
      }
    })
    void window.loadURL(options.devServer ?? APP_PAGE_URL)
    return window
  }

  const ready = app.whenReady().then(() => {
    denyPermissions(electron.session.defaultSession)
    electron.protocol.handle(APP_SCHEME, (request) => serveAppRequest(request.url, dirname(options.rendererFile)))
    const router = options.router(() => mainWindow)
    const trusted = (event: IpcEventLike) => trustedSender(event, mainWindow, options)
    for (const channel of CHANNELS) {
      electron.ipcMain.handle(IPC_PREFIX + channel, (event, payload) => {
        const call = router.handle(channel, payload, { trusted: trusted(event) })
        inFlight.add(call)
        void call.finally(() => inFlight.delete(call)).catch(() => {})
        return call
      })
    }
    electron.ipcMain.on(DESKTOP_CHANNELS.language, (event, payload) => {
      if (!trusted(event) || !isShellLanguage(payload) || payload === language) return
      language = payload
      installMenu()
    })
    electron.ipcMain.handle(DESKTOP_CHANNELS.reportError, (event, payload) => (trusted(event) ? logWindowError(errorLog, payload) : null))
    installMenu()
    mainWindow = createWindow()
    started = true
    return mainWindow
  })
  return { primary: true, ready, mainWindow: () => mainWindow }
}
