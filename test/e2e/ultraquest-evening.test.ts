import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './browser.ts'
import { card, newCampaignWithParty, openWindow, shot, shotBothThemes, startUltraquestSheet, typeFaces } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const marks = async (page: Page, name: string) => (await card(page, name).locator('.marks').textContent())?.trim() ?? ''

/** Waits until the runner asks the question that contains `text` (a new request, not the one before). */
const prompt = (page: Page, text: string) => page.locator('[data-test=prompt]', { hasText: text }).waitFor()

/** Fills the next equipment row of the sheet being edited. */
async function addItem(page: Page, index: number, item: { name: string; kind: string; rw?: number; heals?: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'Add row' }).click()
  const row = `sheet.equipment.${index}`
  await page.locator(`input[name="${row}.name"]`).fill(item.name)
  await page.locator(`select[name="${row}.kind"]`).selectOption({ label: item.kind })
  if (item.rw !== undefined) await page.locator(`input[name="${row}.rw"]`).fill(String(item.rw))
  if (item.heals) await page.locator(`input[name="${row}.heals"]`).check()
}

describe('a GM’s ULTRA♦QUEST evening in Chromium', () => {
  it('party, marching order, a forced fight from behind with hand-typed dice and an undo, the outcome, healing and the log — still there after a restart', async () => {
    const { page, problems } = await openWindow(app)
    await newCampaignWithParty(page, { name: 'Die Schwarze Schlucht', party: 'Die Vier' })

    for (const [name, rw, potion] of [
      ['Albrav', 2, false],
      ['Brann', 3, false],
      ['Cira', 0, true],
      ['Dorn', 0, false]
    ] as const) {
      await startUltraquestSheet(page, name, { nk: 'W6+1', fk: 'W6' })
      if (rw > 0) await addItem(page, 0, { name: 'Kettenhemd', kind: 'Armour', rw })
      if (potion) await addItem(page, 0, { name: 'Heiltrank', kind: 'Potion', heals: true })
      if (name === 'Albrav') await shot(page, 'character-sheet')
      await page.getByRole('button', { name: 'Save' }).click()
      await card(page, name).waitFor()
    }
    // Keyboard reordering: Albrav one step back.
    await card(page, 'Albrav').focus()
    await page.keyboard.press('Alt+ArrowDown')
    await page.waitForFunction(() => document.querySelectorAll('[data-test=adventurer]')[0]?.getAttribute('data-name') === 'Brann')
    await shot(page, 'party-board')

    await page.locator('main').getByRole('button', { name: 'New fight' }).click()
    await page.getByRole('button', { name: 'An opponent not in the bestiary' }).click()
    await page.locator('input[name="opponent-0.name"]').fill('Mumie')
    await page.locator('input[name="opponent-0.ks"]').fill('W6+1')
    await page.locator('select[name="opponent-0.kind"]').selectOption({ label: 'Mummy' })
    await page.locator('input[name="opponent-0.count"]').fill('2')
    await page.locator('select[name="fight.marker"]').selectOption({ label: '! (forced)' })
    await page.locator('input[name="fight.fromBehind"]').check()
    await shot(page, 'fight-setup')
    await page.getByRole('button', { name: 'Start the fight' }).click()
    await page.locator('[data-test=prompt]').waitFor()
    expect(await page.locator('[data-test=prompt]').textContent()).toContain('KS-NONFIGHT-5')
    expect(await page.locator('.runner__party').textContent()).toContain('attacked from behind: damage starts here')
    await shot(page, 'fight-prompt-choice')
    await page.keyboard.press('1')

    await prompt(page, 'The party rolls')
    expect(await page.locator('[data-test=opponent-standing]').textContent()).toContain('Mumie')
    const entry = page.locator('input[name=faces]')
    expect(await entry.evaluate((e) => e === document.activeElement)).toBe(true)
    await page.keyboard.type('6 6 7')
    expect(await entry.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#dice-problem').textContent()).toContain('Die 3: “7” is not a face of a die with 6 sides.')
    await shotBothThemes(page, 'fight-prompt-dice')
    await typeFaces(page, [6, 6, 6, 6])
    await prompt(page, 'The game master rolls')
    await page.keyboard.press('Control+z')
    await prompt(page, 'The party rolls')
    expect(await entry.inputValue()).toBe('6 6 6 6')
    await typeFaces(page, [1, 1, 1, 1])
    await prompt(page, 'The game master rolls')
    await typeFaces(page, [4, 4])
    await page.locator('[data-test=outcome]').waitFor()
    const outcome = await page.locator('[data-test=outcome]').textContent()
    expect(outcome).toContain('Dorn: 1 new cursed injury')
    const dorn = page.locator('[data-test=party-standing] [data-combatant]', { hasText: 'Dorn' })
    expect(await dorn.locator('[data-value=injuries]').textContent()).toContain('1/2')
    expect(await dorn.locator('[data-mark]').allTextContents()).toContain(await dorn.locator('.mark--harm').first().textContent())
    expect(await page.locator('.log-line--manual').count()).toBeGreaterThan(0)
    await shot(page, 'fight-outcome')

    await page.getByRole('button', { name: 'Apply to campaign' }).click()
    await page.getByText('Applied to the campaign.').waitFor()
    await page.getByRole('button', { name: 'Export log' }).click()
    await page.getByText(/Saved to/).waitFor()
    await page.getByRole('button', { name: 'Back to the party' }).click()
    await card(page, 'Dorn').waitFor()
    expect(await marks(page, 'Dorn')).toContain('cursed')
    expect(await marks(page, 'Cira')).toContain('cursed')

    await page.getByRole('button', { name: 'Rest the party' }).click()
    expect(await marks(page, 'Dorn')).toContain('cursed')
    await card(page, 'Cira').getByRole('button', { name: 'Heiltrank' }).click()
    await page.waitForFunction(() => !document.querySelector('[data-name="Cira"] .marks')?.textContent?.includes('cursed'))
    await card(page, 'Dorn').getByRole('button', { name: 'Fluchbrecher' }).click()
    await page.waitForFunction(() => !document.querySelector('[data-name="Dorn"] .marks')?.textContent?.includes('cursed'))
    expect(await marks(page, 'Dorn')).toContain('injury')
    await shot(page, 'party-after-healing')

    const log = readdirSync(join(app.dataRoot, 'exports')).find((n) => n.endsWith('.txt'))!
    expect(readFileSync(join(app.dataRoot, 'exports', log), 'utf8')).toContain('[KS-ROLL-2]')

    // The app closes and opens again on the same folder: everything is still there.
    await app.restart()
    await page.goto(app.bridge.url)
    // The GM's own campaign, not one of the example campaigns the picker offers beside it.
    await page.getByRole('button', { name: 'Open: Die Schwarze Schlucht', exact: true }).click()
    await card(page, 'Dorn').waitFor()
    expect(await page.locator('[data-test=adventurer]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')))).toEqual([
      'Brann',
      'Albrav',
      'Cira',
      'Dorn'
    ])
    expect(await marks(page, 'Dorn')).toContain('injury')
    expect(await marks(page, 'Cira')).not.toContain('cursed')
    expect(problems).toEqual([])
  }, 90_000)
})
