import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeTenYears } from '../bench/ten-year-campaign.ts'
import { startApp, type App } from './browser.ts'
import { axeProblems, describeProblems, openAxeWindow } from './axe.ts'
import { openWindow, shotBothThemes } from './gm.ts'

// Issue 16: ten years of play (600 closed sessions, 6,000 fights) written straight into the data folder, opened in
// Chromium through the bridge: the long lists put only the rows in view into the page, filter, and open a log.
let app: App

beforeAll(async () => {
  app = await startApp()
  writeTenYears(app.dataRoot)
}, 300_000)

afterAll(() => app?.close())

const rail = (page: Page, section: string) => page.locator(`[data-section=${section}]`).click()
const rows = (page: Page) => page.locator('[data-test=battle-log-row]')

async function openTenYears(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open: Ten Years', exact: true }).click()
  await page.locator('[data-section=logs]').waitFor()
}

describe('a ten-year campaign in Chromium', () => {
  it('lists 6,000 battle logs with only the rows in view in the page, filters them by text, session and state, and views one log', async () => {
    const { page, problems } = await openWindow(app)
    await openTenYears(page)
    await rail(page, 'logs')
    await rows(page).first().waitFor({ timeout: 60_000 })
    // The newest session comes first, and far fewer rows than fights are in the page.
    expect(await rows(page).first().getAttribute('data-session')).toBe('600')
    const inPage = await rows(page).count()
    expect(inPage).toBeGreaterThan(5)
    expect(inPage).toBeLessThan(80)
    await shotBothThemes(page, 'battle-logs-ten-years')

    // A click that keeps the store busy for a moment (exporting a log) changes nothing in the rows.
    await page.locator('.logs__rows').evaluate((list) => {
      const changes: MutationRecord[] = []
      ;(window as unknown as { rowChanges: MutationRecord[] }).rowChanges = changes
      new MutationObserver((records) => changes.push(...records)).observe(list, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    await page.getByRole('button', { name: 'Export to .txt: Encounter 600.3', exact: true }).click()
    await page.getByText(/Saved to/).waitFor()
    expect(await page.evaluate(() => (window as unknown as { rowChanges: MutationRecord[] }).rowChanges.length)).toBe(0)

    // Scrolled to the end, the oldest session shows.
    await page.locator('.logs__rows').evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await page.locator('[data-test=battle-log-row][data-session="1"]').first().waitFor()

    await page.locator('select[name=logs-session]').selectOption({ label: 'Session 300' })
    await expect.poll(() => rows(page).evaluateAll((r) => r.map((x) => x.getAttribute('data-session')))).toEqual(Array(10).fill('300'))
    expect(await page.locator('[data-test=search-count]').textContent()).toContain('10 of 6000')
    await page.locator('select[name=logs-status]').selectOption('discarded')
    await expect
      .poll(() => rows(page).evaluateAll((r) => r.map((x) => [x.getAttribute('data-title'), x.getAttribute('data-status')])))
      .toEqual([['Encounter 300.8', 'discarded']])
    await page.locator('select[name=logs-status]').selectOption('all')
    await page.locator('select[name=logs-session]').selectOption('all')
    await page.locator('input[name=logs-search]').fill('encounter 123.4')
    await expect.poll(() => rows(page).evaluateAll((r) => r.map((x) => x.getAttribute('data-title')))).toEqual(['Encounter 123.4'])

    // The generated fights were played by the engine, so the log replays and reads like any other.
    await page.getByRole('button', { name: 'View: Encounter 123.4', exact: true }).click()
    const log = page.locator('[data-test=battle-log]')
    await log.waitFor()
    expect(await log.textContent()).toContain('Die Gruppe würfelt ihre Kampfstärke')
    expect(await log.textContent()).toContain('Session 123')
    await shotBothThemes(page, 'battle-log-ten-years')
    await page.getByRole('button', { name: /Back to the list/ }).click()
    await rows(page).first().waitFor()
    expect(problems).toEqual([])
  }, 240_000)

  it('shows the 600 closed sessions a few at a time and opens one', async () => {
    const { page, problems } = await openWindow(app)
    await openTenYears(page)
    await rail(page, 'journal')
    const closed = page.locator('[data-test=closed-sessions] [data-session]')
    await closed.first().waitFor()
    expect(await closed.first().getAttribute('data-session')).toBe('600')
    expect(await closed.count()).toBeLessThan(80)
    await page.locator('[data-test=closed-sessions] [data-session="600"] button').click()
    await page.locator('[data-test=browsed-journal] [data-test=journal-entry]').first().waitFor()
    await shotBothThemes(page, 'journal-ten-years')
    expect(problems).toEqual([])
  }, 120_000)

  it('shows a bestiary of 300 opponents a few cards at a time and finds one by text', async () => {
    const { page, problems } = await openWindow(app)
    await openTenYears(page)
    await rail(page, 'bestiary')
    const cards = page.locator('[data-test=opponent]')
    await cards.first().waitFor()
    expect(await cards.count()).toBeLessThan(40)
    await shotBothThemes(page, 'bestiary-ten-years')
    await page.locator('input[name=bestiary-search]').fill('troll 248')
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining('Troll 248')])
    expect(problems).toEqual([])
  }, 120_000)

  it('axe-core finds no serious or critical problem in the long lists, in the light or the dark theme', async () => {
    const { page } = await openAxeWindow(app)
    await openTenYears(page)
    const found: string[] = []
    for (const [section, ready] of [
      ['logs', '[data-test=battle-log-row]'],
      ['bestiary', '[data-test=opponent]'],
      ['journal', '[data-test=closed-sessions] [data-session]']
    ] as const) {
      await rail(page, section)
      await page.locator(ready).first().waitFor({ timeout: 60_000 })
      if (section === 'journal') {
        await page.locator('[data-test=closed-sessions] [data-session="600"] button').click()
        await page.locator('[data-test=browsed-journal] [data-test=journal-entry]').first().waitFor()
      }
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        const problems = await axeProblems(page)
        if (problems.length > 0) found.push(describeProblems(`${section} (${scheme})`, problems))
      }
      await page.emulateMedia({ colorScheme: 'light' })
    }
    expect(found.join('\n')).toBe('')
  }, 120_000)

  it('starts in the saved language: the first screen the app shows is already German', async () => {
    const page = await app.browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' })
    await page.addInitScript(() => {
      localStorage.setItem('marching-order.locale', 'de')
      // Every text the app ever shows is recorded from its very first render on.
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      new MutationObserver(() => {
        const text = document.querySelector('#app')?.textContent?.trim()
        if (text) seen.push(text)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.goto(app.bridge.url)
    await page.getByRole('heading', { name: 'Kampagnen', exact: true }).waitFor()
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen.length).toBeGreaterThan(0)
    for (const text of seen) expect(text).not.toContain('Campaigns, marching order and fights')
    await page.close()
  }, 60_000)
})
