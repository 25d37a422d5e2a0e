import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, startApp, type App } from './browser.ts'
import { openWindow, shot } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const example = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/examples/ultraquest-goblins.json'), 'utf8')) as {
  party: Record<string, unknown>[]
}

async function goblinCave(page: Page): Promise<void> {
  const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name: 'Die Goblinhöhle', system: 'ultraquest', language: 'de' })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Vier' })
  for (const sheet of example.party) await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet })
  await callApi(page, 'bestiary.add', { campaignId: campaign.id, opponent: { name: 'Goblin', ks: 'W6+1', count: 4 } })
}

/** The odds panel's chance of an outcome, as the text beside the chart says it ("won 86 %"); 0 when not listed. */
async function chance(page: Page, outcome: string): Promise<number> {
  const line = (await page.locator('[data-test=odds-lines] li').first().textContent()) ?? ''
  // A first estimate marks its figures "≈ 86 %".
  const match = new RegExp(`${outcome} (?:≈ )?(\\d+(?:\\.\\d+)?) %`).exec(line)
  // An outcome that never happened is not listed.
  return match ? Number(match[1]) : 0
}

const finished = (page: Page) => page.locator('[data-test=odds-progress]', { hasText: 'from ' }).waitFor({ timeout: 30_000 })

describe('odds in Chromium', () => {
  it('New fight shows the odds as set up, refines them to 100,000 fights and follows the opponents’ count; a decision in the runner shows each option’s odds', async () => {
    const { page, problems } = await openWindow(app)
    await goblinCave(page)
    await page.goto(app.bridge.url)
    await page.getByRole('button', { name: 'Open: Die Goblinhöhle', exact: true }).click()
    await page.locator('[data-section=fightSetup]').click()
    await page.locator('input[name^=count-]').fill('3')
    await finished(page)
    expect(await page.locator('[data-test=odds-progress]').textContent()).toContain('100,000')
    const fewGoblins = await chance(page, 'won')
    expect(await page.locator('[data-test=odds] canvas').count()).toBe(2)

    await page.locator('input[name^=count-]').fill('6')
    await expect.poll(() => chance(page, 'won'), { timeout: 30_000 }).toBeLessThan(fewGoblins)
    await finished(page)
    expect(await chance(page, 'won')).toBeGreaterThan(0)
    expect(await chance(page, 'lost')).toBeGreaterThan(0)
    await shot(page, 'odds-new-fight')

    await page.emulateMedia({ colorScheme: 'dark' })
    await shot(page, 'odds-new-fight-dark')
    await page.emulateMedia({ colorScheme: 'light' })

    // Another policy: the party flees after a round it does not win, and the odds say how often.
    await page.locator('select[name="odds-policy"]').selectOption('fleeWhenLosing')
    await expect.poll(() => chance(page, 'fled'), { timeout: 30_000 }).toBeGreaterThan(0)

    // In the runner a decision shows each option's odds from where the fight stands.
    await page.getByRole('button', { name: 'Start the fight' }).click()
    await page.locator('[data-test=prompt]').waitFor()
    const options = await page.locator('button.option').allTextContents()
    expect(options.length).toBeGreaterThan(1)
    const lines = page.locator('[data-test=odds-lines] li')
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBe(options.length)
    for (const [i, option] of options.entries()) expect(await lines.nth(i).textContent()).toContain(option.replace(/^\s*\d+\s+/, '').trim())
    await shot(page, 'odds-decision')
    expect(problems).toEqual([])
  }, 120_000)
})
