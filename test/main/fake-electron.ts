// A stand-in for the parts of `electron` the shell uses (src-main/shell), recording what the shell does with them.
// The real Electron binary cannot run in the tests; everything the shell decides is checked against this.
import { EventEmitter } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserWindowConstructorOptions, CustomScheme, MenuItemConstructorOptions } from 'electron'
import { vi } from 'vitest'
import type { Router } from '../../src-main/ipc/router.ts'
import { startShell, type ShellElectron, type ShellOptions } from '../../src-main/shell/app-shell.ts'
import type { GuardedEvent, IpcEventLike } from '../../src-main/shell/security.ts'
import type { Rectangle } from '../../src-main/shell/window-state.ts'

export const rendererFile = '/opt/marching-order/out/renderer/index.html'

export class FakeWebContents extends EventEmitter {
  readonly mainFrame = { url: '' }
  readonly sent: [string, ...unknown[]][] = []
  openHandler: ((details: { url: string }) => { action: string }) | null = null
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }) {
    this.openHandler = handler
  }
  send(channel: string, ...args: unknown[]) {
    this.sent.push([channel, ...args])
  }
  /** What a page's navigation attempt would do: true if some guard prevented it. */
  attempt(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview', url: string): boolean {
    let prevented = false
    const e: GuardedEvent & { url: string } = { url, preventDefault: () => (prevented = true) }
    this.emit(event, e, url)
    return prevented
  }
}

export interface FakeOptions {
  lock?: boolean
  locale?: string
  /** Work areas of the connected displays, the primary first. */
  displays?: Rectangle[]
}

/** A fake of the parts of `electron` the shell uses, recording what the shell does with them. */
export function fakeElectron(options: FakeOptions = {}) {
  const app = Object.assign(new EventEmitter(), {
    sandboxEnabledBeforeReady: false,
    schemesBeforeReady: false,
    ready: false,
    quit: vi.fn(() => {
      const event = { defaultPrevented: false, preventDefault: () => void (event.defaultPrevented = true) }
      app.emit('before-quit', event)
      if (!event.defaultPrevented) app.quitted = true
    }),
    quitted: false,
    requestSingleInstanceLock: () => options.lock ?? true,
    enableSandbox() {
      app.sandboxEnabledBeforeReady = !app.ready
    },
    whenReady: async () => {
      app.ready = true
    },
    getLocale: () => options.locale ?? 'en-US',
    getVersion: () => '0.1.0'
  })
  const windows: FakeWindow[] = []
  class FakeWindow extends EventEmitter {
    readonly webContents = new FakeWebContents()
    readonly loaded: string[] = []
    shown = false
    focused = false
    restored = false
    minimized = true
    maximized = false
    destroyed = false
    bounds: Rectangle
    constructor(readonly options: BrowserWindowConstructorOptions) {
      super()
      this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 }
      windows.push(this)
      app.emit('web-contents-created', {}, this.webContents)
    }
    override once(event: string, listener: (...args: unknown[]) => void) {
      if (event === 'ready-to-show') listener()
      else super.once(event, listener)
      return this
    }
    show() {
      this.shown = true
    }
    focus() {
      this.focused = true
    }
    restore() {
      this.restored = true
      this.minimized = false
    }
    maximize() {
      this.maximized = true
    }
    isMinimized() {
      return this.minimized
    }
    isMaximized() {
      return this.maximized
    }
    isDestroyed() {
      return this.destroyed
    }
    getNormalBounds() {
      return this.bounds
    }
    async loadURL(url: string) {
      this.loaded.push(url)
      this.webContents.mainFrame.url = url
    }
  }
  const handlers = new Map<string, (event: IpcEventLike, payload: unknown) => unknown>()
  const listeners = new Map<string, (event: IpcEventLike, payload: unknown) => void>()
  const permissions: {
    request?: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void
    check?: (contents: unknown, permission: string, origin: string, details: unknown) => boolean
    device?: (details: unknown) => boolean
  } = {}
  const openExternal = vi.fn(async (_url: string) => {})
  const openPath = vi.fn(async (_path: string) => '')
  const menus: MenuItemConstructorOptions[][] = []
  const schemes: CustomScheme[] = []
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>()
  const errorBoxes: [string, string][] = []
  const messageBoxes: { detail: string; title: string }[] = []
  const displays = options.displays ?? [{ x: 0, y: 0, width: 1920, height: 1040 }]
  const electron: ShellElectron<FakeWindow> = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: { handle: (channel, listener) => void handlers.set(channel, listener), on: (channel, listener) => void listeners.set(channel, listener) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h) => void (permissions.request = h),
        setPermissionCheckHandler: (h) => void (permissions.check = h),
        setDevicePermissionHandler: (h) => void (permissions.device = h)
      }
    },
    shell: { openExternal, openPath },
    Menu: { buildFromTemplate: (template) => template, setApplicationMenu: (menu) => void menus.push(menu as MenuItemConstructorOptions[]) },
    protocol: {
      registerSchemesAsPrivileged: (list) => {
        schemes.push(...list)
        app.schemesBeforeReady = !app.ready
      },
      handle: (scheme, handler) => void protocolHandlers.set(scheme, handler)
    },
    screen: { getAllDisplays: () => displays.map((workArea) => ({ workArea })), getPrimaryDisplay: () => ({ workArea: displays[0]! }) },
    dialog: {
      showMessageBox: async (_window, box) => void messageBoxes.push(box),
      showErrorBox: (title, content) => void errorBoxes.push([title, content])
    }
  }
  return { electron, app, windows, handlers, listeners, permissions, openExternal, openPath, menus, schemes, protocolHandlers, errorBoxes, messageBoxes }
}

export type FakeWindow = ReturnType<typeof fakeElectron>['windows'][number]

/** A router that records who called and whether the shell trusted them. */
export function recordingRouter() {
  const calls: { channel: unknown; trusted: boolean }[] = []
  const router: Router = { handle: async (channel, _payload, sender) => (calls.push({ channel, trusted: sender.trusted }), { ok: true, value: null }) }
  return { router, calls }
}

export interface StartOptions extends FakeOptions, Partial<Omit<ShellOptions<FakeWindow>, 'router'>> {
  router?: Router
}

/** The real shell started on the fake, with its own temp config and data folders and a fake process for errors. */
export async function started(options: StartOptions = {}) {
  const fake = fakeElectron(options)
  const recording = recordingRouter()
  const folder = mkdtempSync(join(tmpdir(), 'mo-shell-'))
  const processEvents = new EventEmitter()
  const shellOptions: ShellOptions<FakeWindow> = {
    preload: '/opt/marching-order/out/preload/preload.cjs',
    rendererFile,
    configFolder: join(folder, 'config'),
    errorLogFolder: () => join(folder, 'data', 'logs'),
    rulesFolder: join(folder, 'rules'),
    process: processEvents,
    ...options,
    router: () => options.router ?? recording.router
  }
  const shell = startShell(fake.electron, shellOptions)
  const window = await shell.ready
  return { ...fake, shell, window: window!, calls: recording.calls, folder, processEvents, shellOptions }
}
