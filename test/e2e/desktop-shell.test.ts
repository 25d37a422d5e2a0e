// The window's side of the desktop shell (issue 18) in Chromium: the File menu's commands and the errors main or the
// page did not catch. The preload's `window.desktop` is stood in for by a script in the page, as the HTTP bridge
// stands in for IPC; the commands then run the app's real actions against the real services.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_PAGE_URL, serveAppRequest } from '../../src-main/shell/app-protocol.ts'
import { buildRenderer, startApp, type App } from './browser.ts'
import { openWindow, shotBothThemes } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const LOG_FILE = '/home/gm/.config/Marching Order/data/logs/errors.log'

/** What main does through the preload: the page registers its listeners; the test plays main's part. */
async function withDesktop(page: Page): Promise<void> {
  await page.addInitScript((logFile) => {
    const state = { menu: [] as ((c: string) => void)[], error: [] as ((r: unknown) => void)[], languages: [] as string[], reports: [] as unknown[] }
    Object.assign(window, { __desktop: state })
    window.desktop = {
      onMenuCommand: (listener) => void state.menu.push(listener),
      onError: (listener) => void state.error.push(listener as (r: unknown) => void),
      setLanguage: (language) => void state.languages.push(language),
      reportError: async (error) => (state.reports.push(error), logFile)
    }
  }, LOG_FILE)
  await page.reload()
}

type DesktopState = { menu: ((c: string) => void)[]; error: ((r: unknown) => void)[]; languages: string[]; reports: { kind: string; message: string }[] }
const desktop = (page: Page) => page.evaluate(() => (window as unknown as { __desktop: DesktopState }).__desktop)
const menu = (page: Page, command: string) =>
  page.evaluate((c) => (window as unknown as { __desktop: DesktopState }).__desktop.menu.forEach((l) => l(c)), command)

describe('the desktop shell in the window', () => {
  it('File: new, open, export and import a campaign; the menu follows the app language', async () => {
    const { page, problems } = await openWindow(app)
    await withDesktop(page)
    await page.getByText('No campaign yet').waitFor()
    expect((await desktop(page)).languages).toEqual(['en'])

    await menu(page, 'campaign.export')
    await page.getByText('Open a campaign to export it, or use Export on its card in the list.').waitFor()
    await page.getByRole('button', { name: 'Close' }).click()

    await menu(page, 'campaign.new')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await page.keyboard.type('Die Gruft')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await page.locator('[data-test=campaign]', { hasText: 'Die Gruft' }).getByRole('button', { name: 'Open: Die Gruft', exact: true }).click()
    await page.getByLabel('Party name').waitFor()

    await menu(page, 'campaign.export')
    await page
      .getByRole('status')
      .getByText(/Campaign saved to .*Die Gruft.*\.json/)
      .waitFor()
    await shotBothThemes(page, 'menu-export-notice')
    const exported = readdirSync(join(app.dataRoot, 'exports')).find((n) => n.endsWith('.json'))!

    await menu(page, 'campaign.open')
    await page.getByRole('heading', { name: 'Campaigns', exact: true }).waitFor()

    mkdirSync(join(app.dataRoot, 'imports'), { recursive: true })
    copyFileSync(join(app.dataRoot, 'exports', exported), join(app.dataRoot, 'imports', exported))
    await menu(page, 'campaign.import')
    await page.getByText('Campaign “Die Gruft (2)” imported.').waitFor()
    expect(await page.locator('[data-test=campaign]', { hasText: 'Die Gruft' }).count()).toBe(2)

    // Settings → Language of the app: main is told, so the menu is rebuilt in it (and back).
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.locator('select[name=app-language]').selectOption('de')
    await page.getByRole('heading', { name: 'Beispielkampagnen' }).waitFor()
    await menu(page, 'campaign.export')
    await page.getByText('Öffne eine Kampagne, um sie zu exportieren').waitFor()
    await page.getByRole('status').getByRole('button', { name: 'Schließen' }).click()
    await page.locator('select[name=app-language]').selectOption('en')
    expect((await desktop(page)).languages).toEqual(['en', 'de', 'en'])
    expect(problems).toEqual([])
  }, 60_000)

  it("shows main's error and the page's own with the log file's path; the page's goes to main's log", async () => {
    const { page, problems } = await openWindow(app)
    await withDesktop(page)
    await page.getByRole('heading', { name: 'Campaigns', exact: true }).waitFor()

    await page.evaluate(
      (file) =>
        (window as unknown as { __desktop: DesktopState }).__desktop.error.forEach((l) =>
          l({ message: 'Error: EACCES: permission denied, open campaign.json', file })
        ),
      LOG_FILE
    )
    const alert = page.getByRole('alert')
    await alert.getByText('Something went wrong').waitFor()
    expect(await alert.textContent()).toContain('Error: EACCES: permission denied, open campaign.json')
    expect(await alert.textContent()).toContain(`What you saved is kept. The details are in ${LOG_FILE}`)
    await shotBothThemes(page, 'error-notice')
    await alert.getByRole('button', { name: 'Close' }).click()

    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('the page lost its way'))))
    await alert.getByText('Error: the page lost its way').waitFor()
    await alert.getByText(LOG_FILE).waitFor()
    expect((await desktop(page)).reports).toMatchObject([{ kind: 'unhandledrejection', message: 'Error: the page lost its way' }])
    // The one error the page saw is the one made on purpose.
    expect(problems).toEqual(['the page lost its way'])
  }, 60_000)

  it("does not show the browser's harmless ResizeObserver loop notices as errors, and still shows a real one after them", async () => {
    const { page, problems } = await openWindow(app)
    await withDesktop(page)
    await page.getByRole('heading', { name: 'Campaigns', exact: true }).waitFor()

    // A real loop: the observer grows the box it watches, so Chromium holds the next notification back and says so.
    const notice = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const box = document.body.appendChild(document.createElement('div'))
          const observer = new ResizeObserver(() => void (box.style.height = `${box.offsetHeight + 1}px`))
          window.addEventListener('error', (event) => (observer.disconnect(), box.remove(), resolve(event.message)), { once: true })
          observer.observe(box)
        })
    )
    expect(notice).toMatch(/^ResizeObserver loop completed with undelivered notifications/)
    // Older Chromium words the same thing so.
    await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' })))

    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('a real fault'))))
    const alert = page.getByRole('alert')
    await alert.getByText('Error: a real fault').waitFor()
    expect(await alert.textContent()).not.toContain('ResizeObserver')
    expect((await desktop(page)).reports).toMatchObject([{ kind: 'unhandledrejection', message: 'Error: a real fault' }])
    expect(problems).toEqual(['a real fault'])
  }, 60_000)

  it("the built renderer runs from the app:// handler: modules load under the page's CSP and it asks the services", async () => {
    // Chromium here knows no app:// scheme, so an https origin of its own stands for it and every request to it is
    // answered by the same function main's protocol handler uses.
    const folder = buildRenderer()
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 } })
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(e.message))
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())))
    const served: string[] = []
    await page.route('https://marching-order.invalid/**', async (route) => {
      const url = route.request().url().replace('https://marching-order.invalid', 'app://marching-order')
      const response = await serveAppRequest(url, folder)
      served.push(`${new URL(url).pathname} ${response.status} ${response.headers.get('content-type')}`)
      await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) })
    })
    await page.goto(APP_PAGE_URL.replace('app://marching-order', 'https://marching-order.invalid'))
    await page.getByRole('heading', { name: 'Marching Order' }).waitFor()
    expect(served).toEqual(
      expect.arrayContaining([
        '/index.html 200 text/html; charset=utf-8',
        expect.stringMatching(/^\/assets\/index-[\w-]+\.js 200 text\/javascript; charset=utf-8$/),
        expect.stringMatching(/^\/assets\/index-[\w-]+\.css 200 text\/css; charset=utf-8$/)
      ])
    )
    // Without the preload or the bridge the services cannot be reached (their /api/ calls find no file); nothing else failed.
    expect(served.filter((line) => !line.includes(' 200 ')).every((line) => line.startsWith('/api/'))).toBe(true)
    expect(new Set(problems)).toEqual(new Set(['Failed to load resource: the server responded with a status of 404 (Not Found)']))
    await page.close()
  }, 90_000)
})
