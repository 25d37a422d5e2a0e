import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './browser.ts'
import { card, newCampaignWithParty, openWindow, shot, startUltraquestSheet } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const row = (page: Page, n: number) => page.locator(`[data-test=equipment] tr[data-row="${n}"]`)
/** A row's item as the GM reads it: name, kind and flags, one space apart. */
const rowText = async (page: Page, n: number) => (await row(page, n).locator('.equipment-row__item > *').allTextContents()).map((t) => t.trim()).join(' ')

/** Fills an empty row through the row editor, with the sheet's own input names. */
async function fillRow(
  page: Page,
  n: number,
  item: { name: string; kind: string; ksBonus?: number; rw?: number; silver?: boolean; heals?: boolean }
): Promise<void> {
  await row(page, n).getByRole('button', { name: 'Put an item here' }).click()
  const at = `sheet.equipment.${n - 1}`
  await page.locator(`input[name="${at}.name"]`).fill(item.name)
  await page.locator(`select[name="${at}.kind"]`).selectOption({ label: item.kind })
  if (item.ksBonus !== undefined) await page.locator(`input[name="${at}.ksBonus"]`).fill(String(item.ksBonus))
  if (item.rw !== undefined) await page.locator(`input[name="${at}.rw"]`).fill(String(item.rw))
  if (item.silver) await page.locator(`input[name="${at}.silver"]`).check()
  if (item.heals) await page.locator(`input[name="${at}.heals"]`).check()
  await page.locator('[data-test=item-editor]').getByRole('button', { name: 'Save' }).click()
  await page.locator('[data-test=item-editor]').waitFor({ state: 'detached' })
}

describe('ULTRA♦QUEST equipment in Chromium', () => {
  it('ten numbered rows: a silver sword and a Heiltrank, the sword into the backpack and down a row, the potion handed to the adventurer behind', async () => {
    const { page, problems } = await openWindow(app)
    await newCampaignWithParty(page, { name: 'Nebelmoor', party: 'Die Zwei' })
    for (const name of ['Albrav', 'Brann']) {
      await startUltraquestSheet(page, name, { nk: 'W6+1' })
      await page.getByRole('button', { name: 'Save' }).click()
      await card(page, name).waitFor()
    }

    await card(page, 'Albrav').getByRole('button', { name: 'Equipment' }).click()
    await page.getByRole('heading', { name: 'Equipment of Albrav' }).waitFor()
    expect(await page.locator('[data-test=equipment] tbody tr[data-row]').count()).toBe(10)
    expect(await page.locator('[data-test=equipment] tr[data-state=empty]').count()).toBe(10)
    expect(await page.locator('[data-test=equipment]').textContent()).toContain('Place 1 of 2 in Die Zwei')

    await fillRow(page, 1, { name: 'Silberschwert', kind: 'Weapon', ksBonus: 1, silver: true })
    await row(page, 2).getByRole('button', { name: 'Put an item here' }).click()
    await shot(page, 'equipment-edit-row')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await fillRow(page, 2, { name: 'Heiltrank', kind: 'Potion', heals: true })
    await fillRow(page, 3, { name: 'Lederrüstung', kind: 'Armour', rw: 1 })
    expect(await rowText(page, 1)).toBe('Silberschwert · Weapon silver')
    // What the sheet schema refuses (an item without a name) is named next to its field, and the row stays empty.
    await row(page, 4).getByRole('button', { name: 'Put an item here' }).click()
    await page.locator('select[name="sheet.equipment.3.kind"]').selectOption({ label: 'Shield' })
    await page.locator('[data-test=item-editor]').getByRole('button', { name: 'Save' }).click()
    await page.locator('[data-test=item-editor] .field-error').waitFor()
    expect(await page.locator('input[name="sheet.equipment.3.name"]').getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect(await page.locator('tr[data-row="4"][data-state=empty]').count()).toBe(1)
    expect(await row(page, 1).textContent()).toContain('+1')
    expect(await rowText(page, 2)).toBe('Heiltrank · Potion Heiltrank')
    expect(await page.locator('[data-test=lane-ready]').textContent()).toContain('Silberschwert')

    // The sword goes into the backpack: it cannot be handed on from there, and it shows in the backpack group.
    await row(page, 1).getByRole('button', { name: 'backpack: Silberschwert' }).click()
    await page.locator('tr[data-row="1"][data-state=backpack]').waitFor()
    expect(await page.locator('[data-test=lane-backpack]').textContent()).toContain('Silberschwert')
    expect(await page.locator('[data-test=lane-ready]').textContent()).not.toContain('Silberschwert')
    expect(await row(page, 1).locator('[data-test=hand-rear]').isDisabled()).toBe(true)

    // A row down and back up again keeps the item and its place in the backpack.
    await row(page, 1).getByRole('button', { name: 'Move row 1 down' }).click()
    await page.locator('tr[data-row="2"][data-state=backpack]').waitFor()
    expect(await rowText(page, 1)).toBe('Heiltrank · Potion Heiltrank')
    await row(page, 2).getByRole('button', { name: 'Move row 2 up' }).click()
    await page.locator('tr[data-row="1"][data-state=backpack]').waitFor()

    await row(page, 2).getByRole('button', { name: '↓ Hand to Brann' }).click()
    await page.locator('tr[data-row="2"][data-state=empty]').waitFor()
    expect(await page.locator('[data-test=lane-ready]').textContent()).toBe('Ready (griffbereit)3 Lederrüstung')
    expect(await row(page, 3).textContent()).toContain('Lederrüstung')
    expect(await page.locator('[role=alert]').count()).toBe(0)
    await shot(page, 'equipment')

    await page.getByRole('button', { name: 'Back to the party' }).click()
    expect((await card(page, 'Brann').locator('.card__ready').textContent())?.trim()).toBe('Heiltrank')
    expect((await card(page, 'Albrav').locator('.card__ready').textContent())?.trim()).toBe('Lederrüstung')
    await card(page, 'Brann').getByRole('button', { name: 'Equipment' }).click()
    await page.getByRole('heading', { name: 'Equipment of Brann' }).waitFor()
    expect(await page.locator('tr[data-row="1"][data-state=ready]').count()).toBe(1)
    expect(await rowText(page, 1)).toBe('Heiltrank · Potion Heiltrank')
    // Whom he can hand to is main's answer (equipment.handTargets), shown once it arrives.
    await page.locator('[data-test=equipment]', { hasText: 'In front: Albrav' }).waitFor()
    expect(await row(page, 1).getByRole('button', { name: '↑ Hand to Albrav' }).isEnabled()).toBe(true)
    await shot(page, 'equipment-receiver')

    expect(problems).toEqual([])
  }, 90_000)
})
