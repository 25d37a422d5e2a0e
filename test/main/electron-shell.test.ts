// The Electron security checklist (https://www.electronjs.org/docs/latest/tutorial/security), each item that
// applies to this app, checked against a fake `electron` module driving the real shell (src-main/shell).
import { EventEmitter } from 'node:events'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BrowserWindowConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { CHANNELS, IPC_PREFIX } from '../../src-main/ipc/channels.ts'
import { createRouter, type Router } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { startShell, type ShellElectron } from '../../src-main/shell/app-shell.ts'
import { externalAllowed, type GuardedEvent, type IpcEventLike } from '../../src-main/shell/security.ts'

const root = resolve(import.meta.dirname, '../..')
const rendererFile = '/opt/marching-order/out/renderer/index.html'
const ownUrl = pathToFileURL(rendererFile).href

class FakeWebContents extends EventEmitter {
  readonly mainFrame = { url: '' }
  openHandler: ((details: { url: string }) => { action: string }) | null = null
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }) {
    this.openHandler = handler
  }
  /** What a page's navigation attempt would do: true if some guard prevented it. */
  attempt(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview', url: string): boolean {
    let prevented = false
    const e: GuardedEvent & { url: string } = { url, preventDefault: () => (prevented = true) }
    this.emit(event, e, url)
    return prevented
  }
}

/** A fake of the parts of `electron` the shell uses, recording what the shell does with them. */
function fakeElectron(options: { lock?: boolean } = {}) {
  const app = Object.assign(new EventEmitter(), {
    sandboxEnabledBeforeReady: false,
    ready: false,
    quit: vi.fn(),
    requestSingleInstanceLock: () => options.lock ?? true,
    enableSandbox() {
      app.sandboxEnabledBeforeReady = !app.ready
    },
    whenReady: async () => {
      app.ready = true
    }
  })
  const windows: FakeWindow[] = []
  class FakeWindow {
    readonly webContents = new FakeWebContents()
    readonly loaded: string[] = []
    shown = false
    focused = false
    restored = false
    constructor(readonly options: BrowserWindowConstructorOptions) {
      windows.push(this)
      app.emit('web-contents-created', {}, this.webContents)
    }
    once(_event: 'ready-to-show', listener: () => void) {
      listener()
    }
    show() {
      this.shown = true
    }
    focus() {
      this.focused = true
    }
    restore() {
      this.restored = true
    }
    isMinimized() {
      return true
    }
    async loadURL(url: string) {
      this.loaded.push(url)
      this.webContents.mainFrame.url = url
    }
    async loadFile(path: string) {
      this.loaded.push(`file:${path}`)
      this.webContents.mainFrame.url = pathToFileURL(path).href
    }
  }
  const handlers = new Map<string, (event: IpcEventLike, payload: unknown) => unknown>()
  const permissions: {
    request?: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void
    check?: (contents: unknown, permission: string, origin: string, details: unknown) => boolean
    device?: (details: unknown) => boolean
  } = {}
  const openExternal = vi.fn(async (_url: string) => {})
  const electron: ShellElectron<FakeWindow> = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: { handle: (channel, listener) => void handlers.set(channel, listener) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h) => void (permissions.request = h),
        setPermissionCheckHandler: (h) => void (permissions.check = h),
        setDevicePermissionHandler: (h) => void (permissions.device = h)
      }
    },
    shell: { openExternal }
  }
  return { electron, app, windows, handlers, permissions, openExternal }
}

/** A router that records who called and whether the shell trusted them. */
function recordingRouter() {
  const calls: { channel: unknown; trusted: boolean }[] = []
  const router: Router = { handle: async (channel, _payload, sender) => (calls.push({ channel, trusted: sender.trusted }), { ok: true, value: null }) }
  return { router, calls }
}

async function started(options: { devServer?: string; externalOrigins?: string[]; lock?: boolean } = {}) {
  const fake = fakeElectron({ lock: options.lock ?? true })
  const { router, calls } = recordingRouter()
  const shell = startShell(fake.electron, { preload: '/opt/marching-order/out/preload/preload.cjs', rendererFile, devServer: options.devServer, router: () => router, ...(options.externalOrigins ? { externalOrigins: options.externalOrigins } : {}) })
  const window = await shell.ready
  return { ...fake, shell, window: window!, calls }
}

const PERMISSIONS = ['media', 'geolocation', 'notifications', 'clipboard-read', 'clipboard-sanitized-write', 'midiSysex', 'openExternal', 'fullscreen', 'pointerLock', 'hid', 'serial', 'usb', 'fileSystem', 'storage-access', 'idle-detection']

describe('Electron shell: the window (checklist 2, 3, 4, 6, 8, 9, 10, 12)', () => {
  it('one sandboxed, context-isolated window without Node.js, web security on, no insecure content, experiments or webviews', async () => {
    const { windows, app } = await started()
    expect(windows).toHaveLength(1)
    const prefs = windows[0]!.options.webPreferences!
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      preload: '/opt/marching-order/out/preload/preload.cjs'
    })
    expect(prefs).not.toHaveProperty('enableBlinkFeatures')
    expect(prefs).not.toHaveProperty('additionalArguments')
    expect(app.sandboxEnabledBeforeReady).toBe(true)
  })

  it('loads our own page: the built file, or the dev server while developing', async () => {
    expect((await started()).window.loaded).toEqual([`file:${rendererFile}`])
    expect((await started({ devServer: 'http://localhost:5173' })).window.loaded).toEqual(['http://localhost:5173'])
    expect((await started()).window.shown).toBe(true)
  })
})

describe('Electron shell: navigation and new windows (checklist 12, 13, 14, 15)', () => {
  it('the window navigates nowhere, is redirected nowhere, and attaches no <webview>', async () => {
    const { window } = await started()
    for (const url of ['https://evil.example/', 'file:///etc/passwd', ownUrl, 'javascript:alert(1)']) {
      expect(window.webContents.attempt('will-navigate', url)).toBe(true)
      expect(window.webContents.attempt('will-redirect', url)).toBe(true)
      expect(window.webContents.attempt('will-frame-navigate', url)).toBe(true)
    }
    expect(window.webContents.attempt('will-attach-webview', 'https://evil.example/')).toBe(true)
  })

  it('every other web contents the app ever makes is guarded the same way', async () => {
    const { app } = await started()
    const other = new FakeWebContents()
    app.emit('web-contents-created', {}, other)
    expect(other.attempt('will-navigate', 'https://evil.example/')).toBe(true)
    expect(other.attempt('will-attach-webview', 'https://evil.example/')).toBe(true)
    expect(other.openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
  })

  it('opens no window; with no allowed origins (the app links nowhere) nothing reaches the system browser', async () => {
    const { window, openExternal } = await started()
    for (const url of ['https://evil.example/', 'http://example.com/', 'file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', ownUrl, 'about:blank']) {
      expect(window.webContents.openHandler!({ url })).toEqual({ action: 'deny' })
    }
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('openExternal only for https pages of an allowed origin', async () => {
    const { window, openExternal } = await started({ externalOrigins: ['https://docs.example'] })
    for (const url of ['https://docs.example/guide', 'http://docs.example/guide', 'https://docs.example.evil.example/', 'https://user:pw@docs.example/', 'https://evil.example/?https://docs.example', 'file:///etc/passwd', 'ms-settings:', 'not a url']) {
      expect(window.webContents.openHandler!({ url })).toEqual({ action: 'deny' })
    }
    expect(openExternal.mock.calls).toEqual([['https://docs.example/guide']])
    expect(externalAllowed('https://docs.example:8443/', ['https://docs.example'])).toBe(false)
  })
})

describe('Electron shell: permissions (checklist 5)', () => {
  it('every permission request, check and device request is denied', async () => {
    const { permissions, window } = await started()
    for (const permission of PERMISSIONS) {
      const answers: boolean[] = []
      permissions.request!(window.webContents, permission, (granted) => answers.push(granted), { requestingUrl: ownUrl })
      expect({ permission, answers }).toEqual({ permission, answers: [false] })
      expect(permissions.check!(window.webContents, permission, ownUrl, {})).toBe(false)
    }
    expect(permissions.device!({ deviceType: 'usb', origin: ownUrl })).toBe(false)
  })
})

describe('Electron shell: IPC senders (checklist 17)', () => {
  it('registers every channel, and trusts only the top frame of our window showing our page', async () => {
    const { handlers, window, calls } = await started()
    expect([...handlers.keys()].sort()).toEqual(CHANNELS.map((c) => IPC_PREFIX + c).sort())
    const call = (event: IpcEventLike) => handlers.get(`${IPC_PREFIX}campaign.list`)!(event, {})
    const iframe = { url: ownUrl }
    await call({ sender: window.webContents, senderFrame: window.webContents.mainFrame })
    await call({ sender: new FakeWebContents(), senderFrame: { url: ownUrl } })
    await call({ sender: window.webContents, senderFrame: iframe })
    await call({ sender: window.webContents, senderFrame: null })
    window.webContents.mainFrame.url = 'https://evil.example/'
    await call({ sender: window.webContents, senderFrame: window.webContents.mainFrame })
    window.webContents.mainFrame.url = `${ownUrl}#/somewhere`
    await call({ sender: window.webContents, senderFrame: window.webContents.mainFrame })
    window.webContents.mainFrame.url = pathToFileURL('/opt/marching-order/out/renderer/other.html').href
    await call({ sender: window.webContents, senderFrame: window.webContents.mainFrame })
    expect(calls.map((c) => c.trusted)).toEqual([true, false, false, false, false, true, false])
  })

  it('with the dev server, only its exact origin', async () => {
    const { handlers, window, calls } = await started({ devServer: 'http://localhost:5173' })
    const call = () => handlers.get(`${IPC_PREFIX}campaign.list`)!({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, {})
    for (const url of ['http://localhost:5173/', 'http://localhost:51730/', 'http://localhost:5173.evil.example/', 'https://localhost:5173/', 'http://127.0.0.1:5173/']) {
      window.webContents.mainFrame.url = url
      await call()
    }
    expect(calls.map((c) => c.trusted)).toEqual([true, false, false, false, false])
  })

  it('an untrusted sender gets forbidden from the real router, and nothing is written', async () => {
    const fake = fakeElectron()
    const dataRoot = mkdtempSync(join(tmpdir(), 'mo-shell-'))
    const shell = startShell(fake.electron, { preload: 'p', rendererFile, router: () => createRouter(new ServiceContext(dataRoot), { saveText: async () => null, openText: async () => null }, () => {}) })
    const window = (await shell.ready)!
    const create = fake.handlers.get(`${IPC_PREFIX}campaign.create`)!
    const payload = { name: 'X', system: 'ultraquest', language: 'en' }
    expect(await create({ sender: new FakeWebContents(), senderFrame: { url: ownUrl } }, payload)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await create({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, payload)).toMatchObject({ ok: true })
  })
})

describe('Electron shell: one running copy', () => {
  it('a second copy quits without a window or channels', async () => {
    const { app, windows, handlers, shell } = await started({ lock: false })
    expect(shell.primary).toBe(false)
    expect(app.quit).toHaveBeenCalled()
    expect(windows).toEqual([])
    expect(handlers.size).toBe(0)
  })

  it('a second launch brings the window back; closing the last window quits', async () => {
    const { app, window } = await started()
    app.emit('second-instance')
    expect(window).toMatchObject({ restored: true, focused: true })
    app.emit('window-all-closed')
    expect(app.quit).toHaveBeenCalled()
  })
})

describe('Content Security Policy (checklist 7)', () => {
  const html = readFileSync(join(root, 'src-renderer/index.html'), 'utf8')
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
  const directives = new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]))

  it('is set on our page, allows scripts only from the app itself, and no plugins, <base> or form targets', () => {
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('form-action')).toEqual(["'none'"])
    expect(directives.get('connect-src')).toEqual(["'self'"])
  })

  it('names no remote host, nothing unsafe for scripts, and comes before any script', () => {
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'|wasm-unsafe-eval/)
    expect([...directives].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(['style-src'])
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
  })
})
