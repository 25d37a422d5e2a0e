// The Electron security checklist (https://www.electronjs.org/docs/latest/tutorial/security), each item that
// applies to this app, checked against a fake `electron` module driving the real shell (src-main/shell).
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { IPC_PREFIX } from '../../src-main/ipc/channels.ts'
import { CHANNELS } from '../../src-main/ipc/contract.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { APP_PAGE_URL } from '../../src-main/shell/app-protocol.ts'
import { DESKTOP_CHANNELS } from '../../src-main/shell/desktop-channels.ts'
import { externalAllowed, type IpcEventLike } from '../../src-main/shell/security.ts'
import { FakeWebContents, started } from './fake-electron.ts'

const root = resolve(import.meta.dirname, '../..')
const ownUrl = APP_PAGE_URL

const PERMISSIONS = [
  'media',
  'geolocation',
  'notifications',
  'clipboard-read',
  'clipboard-sanitized-write',
  'midiSysex',
  'openExternal',
  'fullscreen',
  'pointerLock',
  'hid',
  'serial',
  'usb',
  'fileSystem',
  'storage-access',
  'idle-detection'
]

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

  it('loads our own page: the built renderer from app://, or the dev server while developing', async () => {
    expect((await started()).window.loaded).toEqual([APP_PAGE_URL])
    expect((await started({ devServer: 'http://localhost:5173' })).window.loaded).toEqual(['http://localhost:5173'])
    expect((await started()).window.shown).toBe(true)
  })
})

describe('Electron shell: navigation and new windows (checklist 12, 13, 14, 15)', () => {
  it('the window navigates nowhere, is redirected nowhere, and attaches no <webview>', async () => {
    const { window } = await started()
    for (const url of [
      'https://evil.example/',
      'file:///etc/passwd',
      ownUrl,
      pathToFileURL('/opt/marching-order/out/renderer/index.html').href,
      'javascript:alert(1)'
    ]) {
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
    for (const url of [
      'https://evil.example/',
      'http://example.com/',
      'file:///etc/passwd',
      'smb://host/share',
      'javascript:alert(1)',
      ownUrl,
      'about:blank'
    ]) {
      expect(window.webContents.openHandler!({ url })).toEqual({ action: 'deny' })
    }
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('openExternal only for https pages of an allowed origin', async () => {
    const { window, openExternal } = await started({ externalOrigins: ['https://docs.example'] })
    for (const url of [
      'https://docs.example/guide',
      'http://docs.example/guide',
      'https://docs.example.evil.example/',
      'https://user:pw@docs.example/',
      'https://evil.example/?https://docs.example',
      'file:///etc/passwd',
      'ms-settings:',
      'not a url'
    ]) {
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
    expect([...handlers.keys()].sort()).toEqual([...CHANNELS.map((c) => IPC_PREFIX + c), DESKTOP_CHANNELS.reportError].sort())
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
    window.webContents.mainFrame.url = 'app://marching-order/other.html'
    await call({ sender: window.webContents, senderFrame: window.webContents.mainFrame })
    // The built file itself, loaded by file:// as before app://, is no longer our page.
    window.webContents.mainFrame.url = pathToFileURL('/opt/marching-order/out/renderer/index.html').href
    await call({ sender: window.webContents, senderFrame: window.webContents.mainFrame })
    expect(calls.map((c) => c.trusted)).toEqual([true, false, false, false, false, true, false, false])
  })

  it('with the dev server, only its exact origin', async () => {
    const { handlers, window, calls } = await started({ devServer: 'http://localhost:5173' })
    const call = () => handlers.get(`${IPC_PREFIX}campaign.list`)!({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, {})
    for (const url of [
      'http://localhost:5173/',
      'http://localhost:51730/',
      'http://localhost:5173.evil.example/',
      'https://localhost:5173/',
      'http://127.0.0.1:5173/'
    ]) {
      window.webContents.mainFrame.url = url
      await call()
    }
    expect(calls.map((c) => c.trusted)).toEqual([true, false, false, false, false])
  })

  it('an untrusted sender gets forbidden from the real router, and nothing is written', async () => {
    const dataRoot = mkdtempSync(join(tmpdir(), 'mo-shell-'))
    const { handlers, window } = await started({
      router: createRouter(new ServiceContext(dataRoot), { saveText: async () => null, openText: async () => null }, () => {})
    })
    const create = handlers.get(`${IPC_PREFIX}campaign.create`)!
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

  it('on macOS closing the last window leaves the app running, and the Dock or a second launch opens a new, guarded window', async () => {
    const { app, window, windows, shell } = await started({ platform: 'darwin' })
    window.destroyed = true
    app.emit('window-all-closed')
    expect(app.quit).not.toHaveBeenCalled()
    app.emit('activate')
    expect(windows).toHaveLength(2)
    expect(shell.mainWindow()).toBe(windows[1])
    expect(windows[1]!.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false })
    // With a window open, the Dock brings that one back rather than a second.
    app.emit('activate')
    expect(windows).toHaveLength(2)
    windows[1]!.destroyed = true
    app.emit('second-instance')
    expect(windows).toHaveLength(3)
  })
})

describe('Content Security Policy (checklist 7)', () => {
  const html = readFileSync(join(root, 'src-renderer/index.html'), 'utf8')
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources])
  )

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
