import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './browser.ts'
import { diceSides, newCampaignWithParty, openWindow, shot, startUltraquestSheet, typeFaces } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const rail = (page: Page, section: string) => page.locator(`[data-section=${section}]`).click()
const logRow = (page: Page, title: string) => page.locator(`[data-test=battle-log-row][data-title="${title}"]`)
const entries = (page: Page, scope: string) => page.locator(`${scope} [data-test=journal-entry]`).allTextContents()

/** Starts a fight against one goblin from the New fight screen. */
async function startFight(page: Page, title: string): Promise<void> {
  await rail(page, 'fightSetup')
  await page.getByRole('button', { name: 'An opponent not in the bestiary' }).click()
  await page.locator('input[name="opponent-0.name"]').fill('Goblin')
  await page.locator('input[name="opponent-0.ks"]').fill('W6')
  await page.locator('select[name="fight.marker"]').selectOption({ label: '! (forced)' })
  await page.locator('input[name="fight-title"]').fill(title)
  await page.getByRole('button', { name: 'Start the fight' }).click()
  await page.locator('[data-test=prompt]').waitFor()
}

/** Answers the runner: dice from `faces` typed in by hand, every choice with its default, until the outcome shows. */
async function playOut(page: Page, faces: number[]): Promise<void> {
  const queue = [...faces]
  for (let step = 0; step < 20; step++) {
    const answered = page.locator('.runner').getAttribute('data-answers')
    if (await page.locator('[data-test=outcome]').isVisible()) return
    const sides = await diceSides(page)
    if (sides.length > 0) {
      await typeFaces(page, queue.splice(0, sides.length))
    } else {
      await page.locator('.option--default').click()
    }
    const before = await answered
    await page.waitForFunction(
      (n) => document.querySelector('.runner')?.getAttribute('data-answers') !== n || !!document.querySelector('[data-test=outcome]'),
      before
    )
  }
  throw new Error('the fight did not end')
}

describe('journal & time and the battle logs in Chromium', () => {
  it('a fight applied and one left running are listed per session, viewed, exported and resumed; a note, three days and the closed session land in the journal', async () => {
    const { page, problems } = await openWindow(app)
    await newCampaignWithParty(page, { name: 'Nebelmoor', party: 'Die Gruppe' })
    await startUltraquestSheet(page, 'Albrav', { nk: 'W6+6', fk: 'W6' })
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('[data-test=adventurer][data-name="Albrav"]').waitFor()

    // A fight won with hand-typed dice and applied; a second one left running after its first answer.
    await startFight(page, 'Am Moor')
    await playOut(page, [6, 1])
    expect(await page.locator('[data-test=outcome]').textContent()).toContain('the party won')
    await page.getByRole('button', { name: 'Apply to campaign' }).click()
    await page.getByText('Applied to the campaign.').waitFor()
    await page.getByRole('button', { name: 'Back to the party' }).click()
    await startFight(page, 'Die Brücke')
    const firstQuestion = await page.locator('[data-test=prompt]').textContent()
    await page.getByRole('button', { name: /^Pause/ }).click()

    await rail(page, 'logs')
    await logRow(page, 'Am Moor').waitFor()
    expect(await page.locator('.logs__session h3').allTextContents()).toEqual(['Session 1'])
    expect(
      await page.locator('[data-test=battle-log-row]').evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-title'), r.getAttribute('data-status')]))
    ).toEqual([
      ['Die Brücke', 'running'],
      ['Am Moor', 'applied']
    ])
    const applied = (await logRow(page, 'Am Moor').textContent()) ?? ''
    expect(applied).toContain('day 0')
    expect(applied).toMatch(/[1-9]\d* answers?/)
    expect(await logRow(page, 'Am Moor').getByRole('button', { name: 'Resume' }).count()).toBe(0)
    await shot(page, 'battle-logs')

    await logRow(page, 'Am Moor').getByRole('button', { name: 'View' }).click()
    const log = page.locator('[data-test=battle-log]')
    await log.waitFor()
    expect(await log.locator('[data-round="1"] h4').textContent()).toBe('Round 1')
    expect(await log.locator('[data-round="1"] .rule').allTextContents()).toContain('KS-ROLL-2')
    expect(await log.locator('.log-line--manual').count()).toBeGreaterThan(0)
    expect(await log.locator('[data-test=log-outcome]').textContent()).toContain('the party won')
    await shot(page, 'battle-log-view')
    await log.getByRole('button', { name: 'Export to .txt' }).click()
    await page.getByText(/Saved to/).waitFor()
    const exported = readdirSync(join(app.dataRoot, 'exports')).find((n) => n.includes('Am Moor'))!
    const text = readFileSync(join(app.dataRoot, 'exports', exported), 'utf8')
    expect(text).toContain('[KS-ROLL-2]')
    expect(text).toContain('the party won')

    // The running fight opens again in the runner where it stood.
    await log.getByRole('button', { name: /Back to the list/ }).click()
    await logRow(page, 'Die Brücke').getByRole('button', { name: 'Resume' }).click()
    await page.locator('.runner[aria-label="Die Brücke"]').waitFor()
    expect(await page.locator('[data-test=prompt]').textContent()).toBe(firstQuestion)
    await page.getByRole('button', { name: /^Pause/ }).click()

    await rail(page, 'journal')
    await page.locator('[data-test=current-journal] [data-test=journal-entry]').first().waitFor()
    expect(await entries(page, '[data-test=current-journal]')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Session 1 opened.'),
        expect.stringContaining('Fight “Am Moor” started (Die Gruppe).'),
        expect.stringMatching(/Fight over after \d+ rounds?: the party won/)
      ])
    )
    await page.locator('textarea[name=note]').fill('Die Gruppe lagert am Rand des Moors.')
    await page.getByRole('button', { name: 'Add the note' }).click()
    await page.locator('[data-test=journal-entry][data-kind=note]', { hasText: 'Die Gruppe lagert' }).waitFor()
    expect(await page.locator('textarea[name=note]').inputValue()).toBe('')

    await page.locator('input[name=days]').fill('3')
    await page.getByRole('button', { name: 'Let the days pass' }).click()
    await page.locator('[data-test=what-changed]').waitFor()
    expect(await entries(page, '[data-test=what-changed]')).toEqual([expect.stringContaining('3 days passed; it is now day 3.')])
    expect(await page.locator('[data-test=what-changed]').textContent()).toContain('Nothing changed but the date.')
    expect(await page.locator('[data-test=in-game-date]').textContent()).toBe('Day 3')
    expect(await page.locator('.rail').textContent()).toContain('Day 3')
    const current = await entries(page, '[data-test=current-journal]')
    expect(current.at(-2)).toContain('Die Gruppe lagert am Rand des Moors.')
    expect(current.at(-1)).toMatch(/^Day 3.*3 days passed/)
    await shot(page, 'journal')

    await page.getByRole('button', { name: 'Close the session' }).click()
    await page.getByRole('button', { name: 'Yes, close session 1' }).click()
    await page.getByRole('button', { name: 'Open a session' }).waitFor()
    // The journal is read again once the session is closed: wait for it to say so, then the closed lines are gone.
    await page.locator('[data-test=current-journal]').getByText('No session is open.').waitFor()
    expect(await page.locator('[data-test=current-journal] [data-test=journal-entry]').count()).toBe(0)
    await page.locator('[data-test=closed-sessions] [data-session="1"] button').click()
    await page.locator('[data-test=browsed-journal] [data-test=journal-entry]').first().waitFor()
    const closed = await entries(page, '[data-test=browsed-journal]')
    expect(closed.at(-1)).toContain('Session 1 closed.')
    expect(closed.some((e) => e.includes('Die Gruppe lagert am Rand des Moors.'))).toBe(true)
    await shot(page, 'journal-closed-session')
    await page.getByRole('button', { name: /Back to the current session/ }).click()
    await page.locator('[data-test=current-journal]').waitFor()
    // The dark theme, for a look at contrast on both screens.
    await page.emulateMedia({ colorScheme: 'dark' })
    await shot(page, 'journal-dark')
    await rail(page, 'logs')
    await logRow(page, 'Am Moor').waitFor()
    await shot(page, 'battle-logs-dark')
    expect(problems).toEqual([])
  }, 120_000)
})
