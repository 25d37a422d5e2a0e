import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, startApp, type App } from './browser.ts'
import { openWindow, shotBothThemes } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

interface Scene {
  readonly campaignId: string
  readonly partyId: string
  readonly ids: Record<string, string>
  readonly bestiary: Record<string, string>
}

/** An ULTRA♦QUEST campaign set up through the services, then opened on its party board by clicking. */
async function ultraquest(page: Page, name: string, options: { party?: Record<string, Record<string, unknown>>; bestiary?: Record<string, unknown>[]; language?: string } = {}): Promise<Scene> {
  const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name, system: 'ultraquest', language: options.language ?? 'en' })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Vier' })
  const ids: Record<string, string> = {}
  for (const [who, sheet] of Object.entries(options.party ?? { Albrav: { ks: { nk: 'W6+6' } } })) {
    ids[who] = (await callApi<{ createdId: string }>(page, 'character.add', { campaignId: campaign.id, partyId, sheet: { name: who, ...sheet } })).createdId
  }
  const bestiary: Record<string, string> = {}
  for (const opponent of options.bestiary ?? []) {
    bestiary[String(opponent['name'])] = (await callApi<{ createdId: string }>(page, 'bestiary.add', { campaignId: campaign.id, opponent })).createdId
  }
  await openCampaign(page, name)
  return { campaignId: campaign.id, partyId, ids, bestiary }
}

async function openCampaign(page: Page, name: string): Promise<void> {
  await page.goto(app.bridge.url)
  await page.locator('[data-test=campaign]', { hasText: name }).getByRole('button', { name: /^Open/ }).click()
  await page.locator('.rail h1', { hasText: name }).waitFor()
}

const rail = (page: Page, section: string) => page.locator(`[data-section=${section}]`).click()

describe('the bestiary’s “How many”', () => {
  it('an entry saved with 4 goblins goes into a fight as 4 goblins, not 1 (issue 14, 1)', async () => {
    const { page, problems } = await openWindow(app)
    const scene = await ultraquest(page, 'Die Goblinhöhle', { bestiary: [{ name: 'Goblin', ks: 'W6+1', count: 4 }] })
    await rail(page, 'bestiary')
    await page.locator('[data-test=opponent]', { hasText: 'Goblin' }).getByRole('button', { name: /Into a fight/ }).click()
    const count = page.locator(`input[name="count-${scene.bestiary['Goblin']}"]`)
    await count.waitFor()
    expect(await count.inputValue()).toBe('4')
    await page.locator('select[name="fight.marker"]').selectOption({ label: '! (forced)' })
    await page.getByRole('button', { name: 'Start the fight' }).click()
    await page.locator('[data-test=prompt]').waitFor()
    const fight = await callApi<{ id: string }[]>(page, 'fight.list', { campaignId: scene.campaignId })
    const { text } = await callApi<{ text: string }>(page, 'fight.logText', { campaignId: scene.campaignId, fightId: fight[0]!.id })
    // The fight's replay data holds the setup as the engine runs it: four goblins, so the GM rolls 4W6+4.
    expect(text).toContain('"opponents":[{"name":"Goblin","ks":"W6+1","count":4,')
    expect(problems).toEqual([])
  }, 60_000)
})

describe('a paused fight', () => {
  it('shows on its party with “Resume”, and the battle logs call it paused (issue 14, 3)', async () => {
    const { page, problems } = await openWindow(app)
    await ultraquest(page, 'Die Brücke', { bestiary: [{ name: 'Goblin', ks: 'W6', count: 2 }] })
    await rail(page, 'bestiary')
    await page.locator('[data-test=opponent]', { hasText: 'Goblin' }).getByRole('button', { name: /Into a fight/ }).click()
    await page.locator('select[name="fight.marker"]').selectOption({ label: '! (forced)' })
    await page.locator('input[name="fight-title"]').fill('Auf der Brücke')
    await page.getByRole('button', { name: 'Start the fight' }).click()
    const question = await page.locator('[data-test=prompt]').textContent()
    await page.getByRole('button', { name: /^Pause/ }).click()

    const waiting = page.locator('[data-party="Die Vier"] [data-test=waiting-fight]')
    await waiting.waitFor()
    expect(await waiting.textContent()).toContain('A fight waits: “Auf der Brücke”')
    expect(await waiting.textContent()).toContain('paused')
    await shotBothThemes(page, 'party-fight-waits')

    await rail(page, 'logs')
    const row = page.locator('[data-test=battle-log-row][data-title="Auf der Brücke"]')
    await row.waitFor()
    expect(await row.locator('.tag').textContent()).toBe('paused')
    await shotBothThemes(page, 'logs-paused')

    await rail(page, 'party')
    await waiting.getByRole('button', { name: 'Resume “Auf der Brücke”' }).click()
    await page.locator('.runner[aria-label="Auf der Brücke"]').waitFor()
    expect(await page.locator('[data-test=prompt]').textContent()).toBe(question)
    expect(problems).toEqual([])
  }, 60_000)
})
