import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOTS, callApi, startApp, type App } from './browser.ts'
import { openWindow } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const example = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/examples/ultraquest-goblins.json'), 'utf8')) as {
  party: Record<string, unknown>[]
}

/** A campaign with the example party, a bestiary entry and a fight waiting for its first answer. */
async function scene(page: Page): Promise<void> {
  const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name: 'Die Goblinhöhle', system: 'ultraquest', language: 'de' })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Vier' })
  for (const sheet of example.party) await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet })
  await callApi(page, 'bestiary.add', { campaignId: campaign.id, opponent: { name: 'Goblin', ks: 'W6', count: 4 }, notes: 'Höhle am Fluss' })
}

/** Whether the page needs scrolling in either direction at this window size. */
const overflow = (page: Page) =>
  page.evaluate(() => ({ x: document.documentElement.scrollWidth > innerWidth, y: document.documentElement.scrollHeight > innerHeight }))

describe.each(['light', 'dark'] as const)('every screen in the %s theme at 1366×768', (colorScheme) => {
  it('shows each section without page errors or sideways scrolling, and the fight runner without any scrolling', async () => {
    const { page, problems } = await openWindow(app, { colorScheme })
    if (colorScheme === 'light') await scene(page)
    await page.goto(app.bridge.url)
    await page
      .getByRole('button', { name: /^Open: / })
      .first()
      .waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, `screen-picker-${colorScheme}.png`) })
    await page
      .getByRole('button', { name: /^Open: / })
      .first()
      .click()
    // The campaign reopens on its fight if one is waiting (finished or paused); the GM steps out of it to the other screens.
    await page.locator('[data-test=adventurer], .runner').first().waitFor()
    if (await page.locator('.runner').isVisible()) {
      const back = page.getByRole('button', { name: 'Back to the party' })
      await ((await back.isVisible()) ? back : page.getByRole('button', { name: 'Pause (the fight waits)' })).click()
    }
    await page.locator('[data-test=adventurer]').first().waitFor()

    for (const section of ['party', 'bestiary', 'fightSetup', 'logs', 'journal', 'settings'] as const) {
      await page.locator(`[data-section=${section}]`).click()
      await expect.poll(() => page.locator(`[data-section=${section}]`).getAttribute('aria-current')).toBe('page')
      await page.waitForTimeout(100)
      await page.screenshot({ path: join(SCREENSHOTS, `screen-${section}-${colorScheme}.png`), fullPage: true })
      expect((await overflow(page)).x, section).toBe(false)
    }

    await page.locator('[data-section=party]').click()
    await page.getByRole('button', { name: 'Edit' }).first().click()
    await page.locator('[data-test=character-editor]').waitFor()
    expect(await page.locator('input[name="sheet.name"]').inputValue()).toBe('Albrav')
    await page.screenshot({ path: join(SCREENSHOTS, `screen-sheet-${colorScheme}.png`), fullPage: true })
    expect((await overflow(page)).x).toBe(false)

    await page.locator('[data-section=fightSetup]').click()
    await page.locator('input[name^=count-]').fill('3')
    await page.locator('select[name="fight.marker"]').selectOption({ label: '! (forced)' })
    await page.getByRole('button', { name: 'Start the fight' }).click()
    await page.locator('[data-test=prompt]').waitFor()
    // Play a few steps so the log has lines, as mid-fight at the table.
    for (let i = 0; i < 6 && !(await page.locator('[data-test=outcome]').isVisible()); i++) {
      const before = await page.locator('.runner').getAttribute('data-answers')
      const roll = page.getByRole('button', { name: 'Roll', exact: true })
      if (await roll.isVisible()) await roll.click()
      else await page.keyboard.press('Enter')
      // Wait on the state, not on time: the answer is in, or the fight is over.
      await page.waitForFunction(
        (n) => document.querySelector('.runner')?.getAttribute('data-answers') !== n || !!document.querySelector('[data-test=outcome]'),
        before
      )
    }
    await page.screenshot({ path: join(SCREENSHOTS, `screen-runner-${colorScheme}.png`) })
    expect(await overflow(page)).toEqual({ x: false, y: false })
    // Leave no running fight behind, so the next theme's run can start its own.
    if (await page.locator('[data-test=outcome]').isVisible()) await page.getByRole('button', { name: 'Back to the party' }).click()
    else {
      await page.getByRole('button', { name: 'Discard the fight' }).click()
      await page.getByRole('button', { name: /Really discard/ }).click()
    }
    await page.locator('[data-test=adventurer]').first().waitFor()
    expect(problems).toEqual([])
  }, 90_000)
})
