import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOTS, startApp, type App } from './browser.ts'
import { diceSides, newCampaignWithParty, openWindow, shotBothThemes, typeFaces } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const answers = async (page: Page) => Number(await page.locator('.runner').getAttribute('data-answers'))

/** Fills the ODM values of a hero (`sheet`) or of a bestiary entry (`opponent`, whose values sit under `sheet`). */
async function fillOdmSheet(
  page: Page,
  form: 'sheet' | 'opponent',
  v: { name: string; courage: number; at: number; pa: number; le: number; bw: number; tp: string }
): Promise<void> {
  const values = form === 'sheet' ? 'sheet' : 'opponent.sheet'
  await page.locator(`input[name="${form}.name"]`).fill(v.name)
  for (const key of ['courage', 'at', 'pa', 'bw'] as const) await page.locator(`input[name="${values}.${key}"]`).fill(String(v[key]))
  await page.locator(`input[name="${values}.le.max"]`).fill(String(v.le))
  await page.locator(`input[name="${values}.le.current"]`).fill(String(v.le))
  await page.locator(`input[name="${values}.tp"]`).fill(v.tp)
}

/** Answers the runner's questions until the outcome shows: hand-typed faces (D20 2, W6 6), otherwise the default option. */
async function playToTheEnd(page: Page, midway?: () => Promise<void>): Promise<number> {
  let typed = 0
  for (let step = 0; step < 200; step++) {
    if (await page.locator('[data-test=outcome]').isVisible()) return typed
    if (step === 8) await midway?.()
    const before = await answers(page)
    const sides = await diceSides(page)
    if (sides.length > 0) {
      await typeFaces(
        page,
        sides.map((s) => (s === 20 ? 2 : 6))
      )
      typed++
    } else if ((await page.locator('.option--default').count()) > 0) {
      await page.locator('.option--default').click()
    } else {
      await page.getByRole('button', { name: 'Confirm' }).click()
    }
    await page.waitForFunction(
      (n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n || !!document.querySelector('[data-test=outcome]'),
      before
    )
  }
  throw new Error('the fight did not end in 200 answers')
}

describe('Het Oog des Meesters in Chromium', () => {
  it('a hero against two orcs with hand-typed dice; the outcome is applied, LE healed, and the Dutch log exported', async () => {
    const { page, problems } = await openWindow(app)
    await newCampaignWithParty(page, { name: 'De Zwarte Toren', system: 'odm', language: 'nl', party: 'De helden' })
    await page.getByRole('button', { name: 'Add adventurer' }).click()
    await fillOdmSheet(page, 'sheet', { name: 'Alrik', courage: 12, at: 11, pa: 9, le: 30, bw: 2, tp: '1W+4' })
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('[data-test=adventurer][data-name=Alrik]').waitFor()

    await page.getByRole('button', { name: 'Bestiary' }).click()
    await page.getByRole('button', { name: 'Add an opponent' }).click()
    await fillOdmSheet(page, 'opponent', { name: 'Ork', courage: 8, at: 9, pa: 6, le: 15, bw: 1, tp: '1W+3' })
    await page.locator('select[name="opponent.sheet.kind"]').selectOption({ index: 2 })
    await page.screenshot({ path: join(SCREENSHOTS, 'odm-bestiary-entry.png') })
    await page.getByRole('button', { name: 'Save' }).click()
    const ork = page.locator('[data-test=opponent]', { hasText: 'Ork' })
    // The bestiary card reads like a stat block: the rules' abbreviations, with the dice as the runner rolls them (issue 14).
    expect(await ork.textContent()).toMatch(/Moed 8 · AT 9 · PA 6 · LE 15 · BW 1 · TP D6\+3/)
    await ork.getByRole('button', { name: 'Into a fight' }).click()
    await page.locator('input[name^=count-]').fill('2')
    await page.getByRole('button', { name: 'Start the fight' }).click()
    await page.locator('.runner').waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'odm-fight-prompt.png') })

    expect(await playToTheEnd(page, () => shotBothThemes(page, 'odm-fight-midway'))).toBeGreaterThan(3)
    const log = await page.locator('.runner__log').textContent()
    expect(log).toContain('meesterlijke')
    expect(log).toContain('[ODM-')
    await page.screenshot({ path: join(SCREENSHOTS, 'odm-fight-outcome.png') })
    // The party column's LE is the LE the outcome names (from the live standing, not the sheet before the fight).
    const le = /Alrik: levensenergie \d+ → (-?\d+)\/30/.exec((await page.locator('[data-test=outcome]').textContent()) ?? '')![1]
    expect(await page.locator('[data-test=party-standing] [data-value=le]').textContent()).toContain(`${le}/30`)
    await page.getByRole('button', { name: 'Apply to campaign' }).click()
    await page.getByText('Applied to the campaign.').waitFor()
    await page.getByRole('button', { name: 'Export log' }).click()
    await page.getByText(/Saved to/).waitFor()
    await page.getByRole('button', { name: 'Back to the party' }).click()
    await page.locator('[data-test=adventurer][data-name=Alrik]').waitFor()

    const alrik = page.locator('[data-test=adventurer][data-name=Alrik]')
    await alrik.getByLabel('Points for Alrik').fill('20')
    await alrik.getByRole('button', { name: 'Set LE' }).click()
    await page.waitForFunction(() => document.querySelector('[data-name=Alrik]')?.textContent?.includes('LE 20/30'))
    await alrik.getByLabel('Points for Alrik').fill('4')
    await alrik.getByRole('button', { name: 'Heal' }).click()
    await page.waitForFunction(() => document.querySelector('[data-name=Alrik]')?.textContent?.includes('LE 24/30'))
    await page.screenshot({ path: join(SCREENSHOTS, 'odm-party.png') })

    const file = readdirSync(join(app.dataRoot, 'exports')).find((n) => n.endsWith('.txt'))!
    const text = readFileSync(join(app.dataRoot, 'exports', file), 'utf8')
    expect(text).toContain('Marsvolgorde: Alrik')
    expect(text).toContain('(met de hand gegooid)')
    expect(problems).toEqual([])
  }, 90_000)
})
