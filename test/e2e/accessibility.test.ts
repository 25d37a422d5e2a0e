import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeProblems, describeProblems, openAxeWindow, type AxeProblem } from './axe.ts'
import { callApi, startApp, type App } from './browser.ts'
import { card, openWindow, shot } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const example = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../resources/examples/ultraquest-goblins.json'), 'utf8')) as {
  party: Record<string, unknown>[]
}
const rail = (page: Page, section: string) => page.locator(`[data-section=${section}]`).click()
const order = (page: Page) => page.locator('[data-test=adventurer]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')))

/** The example party of four, one of them hurt, a bestiary entry, a fight applied and one paused: every screen has something on it. */
async function goblinCave(page: Page): Promise<{ campaignId: string; partyId: string }> {
  const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name: 'Die Goblinhöhle', system: 'ultraquest', language: 'de' })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Vier' })
  for (const [i, sheet] of example.party.entries()) {
    await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet: i === 2 ? { ...sheet, injuries: ['cursed'] } : sheet })
  }
  await callApi(page, 'bestiary.add', { campaignId: campaign.id, opponent: { name: 'Goblin', ks: 'W6', count: 4 }, notes: 'Höhle am Fluss' })
  await callApi(page, 'session.open', { campaignId: campaign.id })
  await callApi(page, 'journal.note', { campaignId: campaign.id, text: 'Die Vier erreichen die Höhle.' })
  type View = { id: string; request: { type: string; default?: unknown } | null }
  const fight = await callApi<View>(page, 'fight.start', {
    campaignId: campaign.id,
    partyId,
    opponents: [{ opponent: { name: 'Wolf', ks: 'W6' } }],
    options: { type: 'NK', marker: '!' },
    title: 'Am Fluss'
  })
  // One answer, as the fight asks it, so the runner and the log have something to show.
  const r = fight.request!
  const answer =
    r.type === 'dice'
      ? { type: 'roll' }
      : r.type === 'chooseOne'
        ? { type: 'chooseOne', option: r.default }
        : r.type === 'chooseMany'
          ? { type: 'chooseMany', options: r.default }
          : { type: 'confirm' }
  await callApi(page, 'fight.answer', { campaignId: campaign.id, fightId: fight.id, answer })
  return { campaignId: campaign.id, partyId }
}

/**
 * Checks the screen in both themes: axe-core finds no serious or critical problem, and a screenshot of each is taken
 * at 1366×768 (`a11y-<name>.png`, `a11y-<name>-dark.png`). The page is light again after.
 */
async function checkScreen(page: Page, name: string, found: string[]): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.waitForTimeout(50)
    const problems: AxeProblem[] = await axeProblems(page)
    if (problems.length > 0) found.push(describeProblems(`${name} (${scheme})`, problems))
    await shot(page, scheme === 'light' ? `a11y-${name}` : `a11y-${name}-dark`)
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

describe('accessibility and layout at 1366×768 (issue 14, 7 and 8)', () => {
  it('axe-core finds no serious or critical problem on any screen, in the light or the dark theme', async () => {
    const { page, problems } = await openAxeWindow(app)
    const found: string[] = []
    await goblinCave(page)
    await page.goto(app.bridge.url)
    await page.locator('[data-test=campaign]').first().waitFor()
    await checkScreen(page, 'picker', found)

    await page.getByRole('button', { name: 'Open: Die Goblinhöhle' }).click()
    await page.locator('.runner').waitFor()
    await checkScreen(page, 'runner', found)
    await page.getByRole('button', { name: /^Pause/ }).click()
    await card(page, 'Albrav').waitFor()
    await checkScreen(page, 'party', found)

    await card(page, 'Albrav').getByRole('button', { name: 'Edit Albrav' }).click()
    await page.locator('[data-test=character-editor]').waitFor()
    await checkScreen(page, 'sheet', found)
    await rail(page, 'party')
    await card(page, 'Albrav').getByRole('button', { name: 'Equipment of Albrav' }).click()
    await page.locator('[data-test=equipment]').waitFor()
    await checkScreen(page, 'equipment', found)

    await rail(page, 'fightSetup')
    await page.locator('[data-test=fight-setup]').waitFor()
    // Each opponent's count is named after the opponent: every one was "How many" alone to a screen reader.
    expect(await page.getByRole('spinbutton', { name: 'How many: Goblin', exact: true }).count()).toBe(1)
    await checkScreen(page, 'fight-setup', found)
    await rail(page, 'bestiary')
    await page.locator('[data-test=opponent]').first().waitFor()
    await checkScreen(page, 'bestiary', found)
    await page.getByRole('button', { name: 'Add an opponent' }).click()
    await page.locator('[data-test=bestiary-editor]').waitFor()
    await checkScreen(page, 'bestiary-editor', found)

    await rail(page, 'logs')
    await page.locator('[data-test=battle-log-row]').first().waitFor()
    await checkScreen(page, 'logs', found)
    await page.locator('[data-test=battle-log-row]').first().getByRole('button', { name: /^View/ }).click()
    await page.locator('[data-test=battle-log]').waitFor()
    await checkScreen(page, 'log-view', found)

    await rail(page, 'journal')
    await page.locator('[data-test=current-journal] [data-test=journal-entry]').first().waitFor()
    await checkScreen(page, 'journal', found)
    await rail(page, 'settings')
    await page.locator('[data-test=settings]').waitFor()
    await checkScreen(page, 'settings', found)

    // The other systems' party boards: their cards and care rows.
    for (const [system, sheet] of [
      ['odm', { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 20, max: 30 }, bw: 2, tp: '1W+4', kind: 'hero' }],
      [
        'thalia',
        {
          name: 'Bertil',
          hp: 6,
          maxHp: 10,
          vern: 2,
          factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 },
          injuries: [{ id: 'armer-2', side: 'left', daysLeft: 4 }]
        }
      ],
      ['weltenbuch', { name: 'Yorn', attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 }, damage: 12, unusableZones: ['lArm'] }]
    ] as const) {
      const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name: `Probe ${system}`, system, language: 'en' })
      const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Gruppe' })
      await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet })
      await page.goto(app.bridge.url)
      await page.getByRole('button', { name: `Open: Probe ${system}` }).click()
      await card(page, sheet.name).waitFor()
      await checkScreen(page, `party-${system}`, found)
    }
    expect(found.join('\n\n')).toBe('')
    expect(problems).toEqual([])
  }, 180_000)

  it('the rail stays put, four cards fit the party page, a sheet’s Save and New fight’s Start stay in view, an equipment row is compact', async () => {
    const { page, problems } = await openWindow(app)
    await goblinCave(page)
    await page.goto(app.bridge.url)
    await page.getByRole('button', { name: 'Open: Die Goblinhöhle' }).last().click()
    await page.getByRole('button', { name: /^Pause/ }).click()
    await card(page, 'Dorn').waitFor()
    const main = page.locator('main.main')
    // The page itself never scrolls; the main area does, with the rail beside it where it was.
    const scrolls = () => page.evaluate(() => document.documentElement.scrollHeight > innerHeight)
    expect(await scrolls()).toBe(false)
    const cardsBottom = await page
      .locator('[data-test=adventurer]')
      .last()
      .evaluate((e) => e.getBoundingClientRect().bottom)
    expect(cardsBottom).toBeLessThanOrEqual(768)

    await card(page, 'Albrav').getByRole('button', { name: 'Edit Albrav' }).click()
    await page.locator('[data-test=character-editor]').waitFor()
    await page.getByRole('button', { name: 'Add row' }).click()
    const row = page
      .locator('.schema-form__list .schema-form__item')
      .filter({ has: page.locator('input[name$=".name"]') })
      .last()
    const height = await row.evaluate((e) => e.getBoundingClientRect().height)
    await row.scrollIntoViewIfNeeded()
    await shot(page, 'layout-equipment-row-before')
    expect(height).toBeLessThan(260)
    await main.evaluate((e) => e.scrollTo(0, e.scrollHeight))
    expect(await page.locator('.rail').evaluate((e) => e.getBoundingClientRect().top)).toBe(0)
    const save = await page.getByRole('button', { name: 'Save' }).evaluate((e) => e.getBoundingClientRect().bottom)
    expect(save).toBeLessThanOrEqual(768)
    await main.evaluate((e) => e.scrollTo(0, 0))
    expect(await page.getByRole('button', { name: 'Save' }).evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThanOrEqual(768)
    await shot(page, 'layout-sheet-equipment-row')

    await rail(page, 'fightSetup')
    await page.getByRole('button', { name: 'An opponent not in the bestiary' }).click()
    await page.getByRole('button', { name: 'An opponent not in the bestiary' }).click()
    const start = await page.getByRole('button', { name: 'Start the fight' }).evaluate((e) => e.getBoundingClientRect().bottom)
    expect(start).toBeLessThanOrEqual(768)
    await shot(page, 'layout-fight-setup')
    expect(problems).toEqual([])
  }, 90_000)

  it('keyboard: focus stays on the moved card through two Alt+↑ and on ▲ after a click; a card dropped on the last card’s lower half goes behind it; every focus shows', async () => {
    const { page, problems } = await openWindow(app)
    const { campaignId } = await goblinCave(page)
    await callApi(page, 'campaign.rename', { campaignId, name: 'Tastatur' })
    await page.goto(app.bridge.url)
    await page.getByRole('button', { name: 'Open: Tastatur' }).click()
    await page.getByRole('button', { name: /^Pause/ }).click()
    await card(page, 'Dorn').waitFor()
    const before = await order(page)
    expect(before).toEqual(['Albrav', 'Brann', 'Cira', 'Dorn'])

    // The paused fight keeps the marching order fixed: it is discarded first.
    const fights = await callApi<{ id: string; status: string }[]>(page, 'fight.list', { campaignId })
    for (const f of fights.filter((x) => x.status === 'running')) await callApi(page, 'fight.discard', { campaignId, fightId: f.id })
    await page.reload()
    await page.getByRole('button', { name: 'Open: Tastatur' }).click()
    await card(page, 'Dorn').waitFor()

    await card(page, 'Dorn').focus()
    await page.keyboard.press('Alt+ArrowUp')
    await expect.poll(() => order(page)).toEqual(['Albrav', 'Brann', 'Dorn', 'Cira'])
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-name'))).toBe('Dorn')
    await page.keyboard.press('Alt+ArrowUp')
    await expect.poll(() => order(page)).toEqual(['Albrav', 'Dorn', 'Brann', 'Cira'])
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-name'))).toBe('Dorn')
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).not.toBe('none')

    await card(page, 'Brann').getByRole('button', { name: 'Move Brann forward' }).click()
    await expect.poll(() => order(page)).toEqual(['Albrav', 'Brann', 'Dorn', 'Cira'])
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Brann forward')

    // Albrav dropped on the lower half of the last card goes behind it.
    const last = card(page, 'Cira')
    const box = (await last.boundingBox())!
    await card(page, 'Albrav').dragTo(last, { targetPosition: { x: box.width / 2, y: box.height - 4 } })
    await expect.poll(() => order(page)).toEqual(['Brann', 'Dorn', 'Cira', 'Albrav'])
    expect(problems).toEqual([])
  }, 90_000)
})
