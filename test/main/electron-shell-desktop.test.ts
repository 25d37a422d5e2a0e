// The desktop side of the shell (issue 18): the application menu per platform and language, the window where the GM
// left it, a second start, errors logged and shown, the app:// protocol, and quitting only after the saves. Driven
// against the fake `electron` module (test/main/fake-electron.ts) with real temp folders.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { IPC_PREFIX } from '../../src-main/ipc/channels.ts'
import type { Router } from '../../src-main/ipc/router.ts'
import { APP_PAGE_URL, APP_SCHEME, appFilePath, serveAppRequest } from '../../src-main/shell/app-protocol.ts'
import { DESKTOP_CHANNELS } from '../../src-main/shell/desktop-channels.ts'
import { describeThrown, ERROR_LOG_FILE, ErrorLog } from '../../src-main/shell/error-log.ts'
import { SHELL_WORDS } from '../../src-main/shell/menu-words.ts'
import { WINDOW_STATE_FILE } from '../../src-main/shell/window-state.ts'
import { started } from './fake-electron.ts'

type Item = MenuItemConstructorOptions
const submenu = (item: Item | undefined): Item[] => (item?.submenu as Item[] | undefined) ?? []
const lastMenu = (menus: Item[][]) => menus.at(-1)!
const find = (menu: Item[], label: string) => menu.find((m) => m.label === label)
const item = (menu: Item[], top: string, label: string) => submenu(find(menu, top)).find((m) => m.label === label)
const click = (entry: Item | undefined) => (entry!.click as () => void)()

describe('application menu', () => {
  it('Windows and Linux: File, Edit, View, Help; Quit under File; About under Help', async () => {
    for (const platform of ['linux', 'win32'] as const) {
      const { menus } = await started({ platform })
      const menu = lastMenu(menus)
      expect(menu.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Help'])
      expect(
        submenu(find(menu, 'File'))
          .filter((m) => m.type !== 'separator')
          .map((m) => [m.label, m.accelerator ?? null])
      ).toEqual([
        ['New campaign', 'CmdOrCtrl+N'],
        ['Open campaign…', 'CmdOrCtrl+O'],
        ['Import campaign…', 'CmdOrCtrl+I'],
        ['Export campaign…', 'CmdOrCtrl+E'],
        ['Quit Marching Order', 'Ctrl+Q']
      ])
      expect(item(menu, 'File', 'Quit Marching Order')?.role).toBe('quit')
      expect(submenu(find(menu, 'Help')).map((m) => m.label)).toEqual([
        'Rules: ULTRA♦QUEST',
        'Rules: Het Oog des Meesters',
        'Rules: Thalia',
        'Rules: Das Weltenbuch',
        undefined,
        'About Marching Order'
      ])
      expect(item(menu, 'View', 'Full screen')?.accelerator).toBe('F11')
    }
  })

  it('macOS: the app menu first (About, Services, Hide, Quit) and a Window menu; File ends with Close', async () => {
    const { menus } = await started({ platform: 'darwin' })
    const menu = lastMenu(menus)
    expect(menu.map((m) => m.role)).toEqual(['appMenu', 'fileMenu', 'editMenu', 'viewMenu', 'windowMenu', 'help'])
    expect(submenu(menu[0]).map((m) => m.role ?? m.label)).toEqual([
      'About Marching Order',
      undefined,
      'services',
      undefined,
      'hide',
      'hideOthers',
      'unhide',
      undefined,
      'quit'
    ])
    expect(submenu(menu[0]).find((m) => m.role === 'quit')?.accelerator).toBeUndefined()
    expect(submenu(menu[1]).at(-1)?.role).toBe('close')
    expect(
      submenu(menu[2])
        .map((m) => m.role)
        .filter(Boolean)
    ).toContain('pasteAndMatchStyle')
    expect(submenu(menu.at(-1)).map((m) => m.label)).not.toContain('About Marching Order')
    expect(item(menu, 'View', 'Full screen')?.accelerator).toBe('Ctrl+Cmd+F')
  })

  it('Edit is made of the standard roles, so copy and paste work in every field', async () => {
    const menu = lastMenu((await started({ platform: 'linux' })).menus)
    expect(
      submenu(find(menu, 'Edit'))
        .map((m) => m.role)
        .filter(Boolean)
    ).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll'])
  })

  it('View zooms and goes full screen; reload and the developer tools only while developing', async () => {
    const roles = (menu: Item[]) =>
      submenu(find(menu, 'View'))
        .map((m) => m.role)
        .filter(Boolean)
    expect(roles(lastMenu((await started({ platform: 'linux' })).menus))).toEqual(['resetZoom', 'zoomIn', 'zoomIn', 'zoomOut', 'togglefullscreen'])
    expect(roles(lastMenu((await started({ platform: 'linux', devServer: 'http://localhost:5173' })).menus))).toEqual([
      'reload',
      'forceReload',
      'toggleDevTools',
      'resetZoom',
      'zoomIn',
      'zoomIn',
      'zoomOut',
      'togglefullscreen'
    ])
    const zoom = submenu(find(lastMenu((await started({ platform: 'linux' })).menus), 'View'))
      .map((m) => m.accelerator)
      .filter(Boolean)
    expect(zoom).toEqual(['CmdOrCtrl+0', 'CmdOrCtrl+Plus', 'CmdOrCtrl+=', 'CmdOrCtrl+-', 'F11'])
  })

  it("File's campaign items go to the window as commands", async () => {
    const { menus, window } = await started({ platform: 'linux' })
    for (const label of ['New campaign', 'Open campaign…', 'Import campaign…', 'Export campaign…']) click(item(lastMenu(menus), 'File', label))
    expect(window.webContents.sent).toEqual([
      [DESKTOP_CHANNELS.menu, 'campaign.new'],
      [DESKTOP_CHANNELS.menu, 'campaign.open'],
      [DESKTOP_CHANNELS.menu, 'campaign.import'],
      [DESKTOP_CHANNELS.menu, 'campaign.export']
    ])
  })

  it('Help opens each rules text; a missing one says which file', async () => {
    const { menus, openPath, errorBoxes, shellOptions } = await started({ platform: 'linux' })
    click(item(lastMenu(menus), 'Help', 'Rules: Thalia'))
    expect(openPath).toHaveBeenCalledWith(join(shellOptions.rulesFolder, 'thalia.md'))
    openPath.mockResolvedValueOnce('Failed to open path')
    click(item(lastMenu(menus), 'Help', 'Rules: Het Oog des Meesters'))
    await new Promise((r) => setTimeout(r, 0))
    expect(errorBoxes[0]![1]).toContain(`The rules text ${join(shellOptions.rulesFolder, 'odm.md')} is not there.`)
  })

  it('About names the app, Electron, Chromium and Node.js versions', async () => {
    const { menus, messageBoxes } = await started({ platform: 'linux', versions: { electron: '41.7.1', chrome: '140.0.1', node: '22.22.2' } })
    click(item(lastMenu(menus), 'Help', 'About Marching Order'))
    expect(messageBoxes[0]!.detail).toMatch(/Version 0\.1\.0\nElectron 41\.7\.1\nChromium 140\.0\.1\nNode\.js 22\.22\.2$/)
  })

  it("speaks the system's language at start and the app's after the window says it, rebuilt at once", async () => {
    const { menus, listeners, window } = await started({ platform: 'linux', locale: 'de-AT' })
    expect(lastMenu(menus).map((m) => m.label)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Hilfe'])
    const say = listeners.get(DESKTOP_CHANNELS.language)!
    say({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, 'nb')
    expect(lastMenu(menus).map((m) => m.label)).toEqual(['Fil', 'Rediger', 'Vis', 'Hjelp'])
    expect(submenu(lastMenu(menus)[0]).map((m) => m.label)).toContain('Ny kampanje')
    const count = menus.length
    say({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, 'klingon')
    say({ sender: {}, senderFrame: { url: APP_PAGE_URL } }, 'nl')
    expect(menus.length).toBe(count)
  })

  it('has every word in all four languages', () => {
    const keys = Object.keys(SHELL_WORDS.en).sort()
    for (const words of Object.values(SHELL_WORDS)) {
      expect(Object.keys(words).sort()).toEqual(keys)
      expect(Object.values(words).every((w) => w.trim() !== '')).toBe(true)
    }
  })
})

describe('the window where the GM left it', () => {
  it('a first start opens 1366×768 centred on the primary display', async () => {
    const { window } = await started({ displays: [{ x: 0, y: 0, width: 1920, height: 1040 }] })
    expect(window.options).toMatchObject({ x: 277, y: 136, width: 1366, height: 768 })
  })

  it('closing keeps size, position and maximised; the next start opens there', async () => {
    const first = await started()
    first.window.bounds = { x: 100, y: 50, width: 1200, height: 700 }
    first.window.maximized = true
    first.window.emit('close')
    const saved = JSON.parse(readFileSync(join(first.shellOptions.configFolder, WINDOW_STATE_FILE), 'utf8'))
    expect(saved).toEqual({ bounds: { x: 100, y: 50, width: 1200, height: 700 }, maximized: true })
    const second = await started({ configFolder: first.shellOptions.configFolder })
    expect(second.window.options).toMatchObject({ x: 100, y: 50, width: 1200, height: 700 })
    expect(second.window.maximized).toBe(true)
  })

  it('a window left on a display that is gone opens on the primary one; one too big is made to fit', async () => {
    const laptop = { x: 0, y: 0, width: 1366, height: 728 }
    const first = await started({ displays: [laptop, { x: 1366, y: 0, width: 2560, height: 1400 }] })
    first.window.bounds = { x: 1500, y: 100, width: 2000, height: 1200 }
    first.window.emit('close')
    const again = await started({ configFolder: first.shellOptions.configFolder, displays: [laptop] })
    expect(again.window.options).toMatchObject({ x: 0, y: 0, width: 1366, height: 728 })
  })

  it('a window partly off the screen is pulled back onto it; a damaged state file is a first start', async () => {
    const { shellOptions } = await started()
    const file = join(shellOptions.configFolder, WINDOW_STATE_FILE)
    mkdirSync(shellOptions.configFolder, { recursive: true })
    writeFileSync(file, JSON.stringify({ bounds: { x: -300, y: 900, width: 1100, height: 700 }, maximized: false }))
    const pulled = await started({ configFolder: shellOptions.configFolder, displays: [{ x: 0, y: 0, width: 1920, height: 1040 }] })
    expect(pulled.window.options).toMatchObject({ x: 0, y: 340, width: 1100, height: 700 })
    writeFileSync(file, '{"bounds": {"x": "left"')
    const fresh = await started({ configFolder: shellOptions.configFolder })
    expect(fresh.window.options).toMatchObject({ width: 1366, height: 768 })
  })
})

describe('a second start', () => {
  it('shows and focuses the open window, restoring it only when minimised', async () => {
    const { app, window } = await started()
    window.minimized = false
    app.emit('second-instance')
    expect(window).toMatchObject({ restored: false, shown: true, focused: true })
    window.minimized = true
    app.emit('second-instance')
    expect(window.restored).toBe(true)
  })
})

describe('errors stay local and visible', () => {
  it("main's uncaught error is logged in the data folder and shown in the window with the log's path", async () => {
    const { processEvents, window, folder } = await started()
    processEvents.emit('uncaughtException', new TypeError('cannot read the moon'))
    const file = join(folder, 'data', 'logs', ERROR_LOG_FILE)
    expect(readFileSync(file, 'utf8')).toMatch(/^\[\d{4}-\d\d-\d\dT[\d:.]+Z\] main uncaughtException\nTypeError: cannot read the moon\n {4}at /)
    expect(window.webContents.sent).toEqual([[DESKTOP_CHANNELS.error, { message: 'TypeError: cannot read the moon', file }]])
  })

  it('an unhandled rejection of anything, with no window yet, goes to the log and a system error box', async () => {
    const { processEvents, errorBoxes, folder, window } = await started()
    window.destroyed = true
    processEvents.emit('unhandledRejection', { code: 42 })
    const file = join(folder, 'data', 'logs', ERROR_LOG_FILE)
    expect(readFileSync(file, 'utf8')).toContain('main unhandledRejection\n{"code":42}')
    expect(errorBoxes).toEqual([['Something went wrong', `{"code":42}\n\nWhat you saved is kept. The details are in ${file}.`]])
  })

  it("the window's own errors are logged from our page only, as plain text; the path comes back to show", async () => {
    const { handlers, window, folder } = await started()
    const report = handlers.get(DESKTOP_CHANNELS.reportError)!
    const own = { sender: window.webContents, senderFrame: window.webContents.mainFrame }
    const file = join(folder, 'data', 'logs', ERROR_LOG_FILE)
    expect(
      await report(own, {
        kind: 'error',
        message: 'ReferenceError: x is not defined',
        stack: 'ReferenceError: x is not defined\n    at app://marching-order/assets/index.js:1:2'
      })
    ).toBe(file)
    expect(await report({ sender: {}, senderFrame: { url: APP_PAGE_URL } }, { kind: 'error', message: 'from elsewhere' })).toBeNull()
    expect(await report(own, { kind: 'error', message: { toString: null } })).toBeNull()
    expect(await report(own, { kind: 'crash', message: 'x' })).toBeNull()
    expect(await report(own, 'just text')).toBeNull()
    const log = readFileSync(file, 'utf8')
    expect(log).toContain('window error\nReferenceError: x is not defined\n    at app://marching-order/assets/index.js:1:2')
    expect(log).not.toContain('from elsewhere')
  })

  it('a log that cannot be written still shows the error', async () => {
    const { processEvents, window, folder } = await started()
    mkdirSync(join(folder, 'data'), { recursive: true })
    writeFileSync(join(folder, 'data', 'logs'), 'a file where the folder should be')
    processEvents.emit('uncaughtException', new Error('disk trouble'))
    expect(window.webContents.sent).toEqual([[DESKTOP_CHANNELS.error, { message: 'Error: disk trouble', file: null }]])
  })
})

describe('the error log', () => {
  it('rotates when a file would outgrow its bound and keeps three old ones, so it never grows without end', () => {
    const folder = mkdtempSync(join(tmpdir(), 'mo-error-log-'))
    const log = new ErrorLog(
      () => folder,
      () => new Date('2026-12-01T20:00:00Z'),
      1000
    )
    for (let n = 0; n < 60; n++) log.write({ source: 'main', kind: 'uncaughtException', message: `Error: number ${n} ${'x'.repeat(80)}` })
    const files = readdirSync(folder).sort()
    expect(files).toEqual(['errors.1.log', 'errors.2.log', 'errors.3.log', 'errors.log'])
    for (const file of files) expect(statSync(join(folder, file)).size).toBeLessThanOrEqual(1000)
    expect(readFileSync(join(folder, 'errors.log'), 'utf8')).toContain('Error: number 59')
    expect(readFileSync(join(folder, 'errors.1.log'), 'utf8')).not.toContain('Error: number 59')
    expect(readFileSync(join(folder, 'errors.3.log'), 'utf8')).not.toContain('Error: number 0 ')
  })

  it('writes whatever was thrown as text', () => {
    expect(describeThrown('plain')).toEqual({ message: 'plain' })
    expect(describeThrown(undefined)).toEqual({ message: 'undefined' })
    const circular: Record<string, unknown> = {}
    circular['self'] = circular
    expect(describeThrown(circular)).toEqual({ message: '[object Object]' })
    expect(describeThrown(new RangeError('too far')).message).toBe('RangeError: too far')
  })
})

describe('the renderer from app://', () => {
  it('the scheme is made standard and secure before the app is ready, and answers from the renderer folder', async () => {
    const { app, schemes, protocolHandlers, shellOptions } = await started({ rendererFile: '/nonexistent/renderer/index.html' })
    expect(app.schemesBeforeReady).toBe(true)
    expect(schemes).toEqual([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }])
    const serve = protocolHandlers.get(APP_SCHEME)!
    expect((await serve(new Request(APP_PAGE_URL))).status).toBe(404)
    expect((await serve(new Request('app://marching-order/%2F..%2F..%2Fetc%2Fpasswd'))).status).toBe(403)
    expect(shellOptions.rendererFile).toBe('/nonexistent/renderer/index.html')
  })

  it('serves the built files with their types, and nothing outside the renderer folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-app-protocol-'))
    const folder = join(root, 'renderer')
    mkdirSync(join(folder, 'assets'), { recursive: true })
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>MO</title>')
    writeFileSync(join(folder, 'assets', 'index-1.js'), 'export {}')
    writeFileSync(join(root, 'secret.txt'), "the GM's notes")
    const page = await serveAppRequest(APP_PAGE_URL, folder)
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([200, 'text/html; charset=utf-8', '<!doctype html><title>MO</title>'])
    expect((await serveAppRequest('app://marching-order/assets/index-1.js', folder)).headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await serveAppRequest('app://marching-order/', folder)).status).toBe(200)
    expect((await serveAppRequest('app://marching-order/missing.js', folder)).status).toBe(404)
    for (const url of [
      'app://marching-order/../secret.txt',
      'app://marching-order/%2e%2e/secret.txt',
      'app://marching-order/assets/%2E%2E/%2E%2E/secret.txt',
      'app://marching-order/..%2Fsecret.txt',
      'app://marching-order/..%5Csecret.txt',
      'app://marching-order/index.html%00.js',
      'app://marching-order/%E0%A4%A',
      'app://elsewhere/index.html',
      `app://marching-order/${encodeURIComponent(join(root, 'secret.txt'))}`,
      'file:///etc/passwd',
      'not a url'
    ]) {
      const response = await serveAppRequest(url, folder)
      expect({ url, status: response.status, body: await response.text() }).not.toMatchObject({ body: "the GM's notes" })
      expect({ url, status: response.status }).toMatchObject({ status: expect.toSatisfy((s: number) => s === 403 || s === 404) })
    }
    expect(appFilePath('app://marching-order/..%2Fsecret.txt', folder)).toBeNull()
    expect(appFilePath('app://marching-order/..%5Csecret.txt', folder)).toBeNull()
    expect(appFilePath('app://elsewhere/index.html', folder)).toBeNull()
    expect(appFilePath('app://marching-order/assets/index-1.js', folder)).toBe(join(folder, 'assets', 'index-1.js'))
  })
})

describe('quitting', () => {
  it('waits for the service calls under way and the saves, then quits', async () => {
    let finish: (value: { ok: true; value: null }) => void = () => {}
    const slow: Router = { handle: () => new Promise((resolve) => (finish = resolve)) }
    const order: string[] = []
    const { app, handlers, window } = await started({ router: slow, flushSaves: async () => void order.push('saves flushed') })
    const call = handlers.get(`${IPC_PREFIX}campaign.list`)!({ sender: window.webContents, senderFrame: window.webContents.mainFrame }, {})
    app.quit()
    await new Promise((r) => setTimeout(r, 10))
    expect(app.quitted).toBe(false)
    expect(order).toEqual([])
    finish({ ok: true, value: null })
    await call
    await new Promise((r) => setTimeout(r, 10))
    expect(order).toEqual(['saves flushed'])
    expect(app.quitted).toBe(true)
  })

  it('quits even when flushing fails, after trying', async () => {
    const { app } = await started({ flushSaves: async () => Promise.reject(new Error('disk full')) })
    app.quit()
    await new Promise((r) => setTimeout(r, 10))
    expect(app.quitted).toBe(true)
  })
})
