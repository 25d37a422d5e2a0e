import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type Bridge } from '../../src-main/ipc/http-bridge.ts'
import { axeProblems, describeProblems } from './axe.ts'
import { buildRenderer, launchChromium } from './browser.ts'
import { shot } from './gm.ts'

/** A first start: an empty data folder, and a settings file outside it, as the app's config folder holds one. */
let browser: Browser
let bridge: Bridge
let dataRoot: string
let settingsFile: string

beforeAll(async () => {
  const staticRoot = buildRenderer()
  dataRoot = mkdtempSync(join(tmpdir(), 'mo-first-run-'))
  settingsFile = join(mkdtempSync(join(tmpdir(), 'mo-config-')), 'data-folder.json')
  bridge = await startBridge({ dataRoot, staticRoot, settingsFile })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await bridge?.close()
})

const words = {
  en: { openExample: 'Open the example', outcome: 'Outcome', toParty: 'Back to the party', back: '← Campaigns', remove: 'Remove example' },
  de: { openExample: 'Beispiel öffnen', outcome: 'Ergebnis', toParty: 'Zurück zur Gruppe', back: '← Kampagnen', remove: 'Beispiel entfernen' }
} as const

/** A window at laptop size; `forAxe` lets axe-core's script tag past the page's CSP (the app's own scripts are unchanged). */
async function window(locale: 'en-GB' | 'de-DE', forAxe = false): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale, colorScheme: 'light', bypassCSP: forAxe })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())))
  await page.goto(bridge.url)
  return { page, problems }
}

const answers = async (page: Page) => Number(await page.locator('.runner').getAttribute('data-answers'))

/**
 * Plays the fight on screen to its end as a GM in a hurry does: Enter on every question, which takes the default
 * answer, and an empty dice entry, which lets the seeded generator roll. Returns how many answers it took.
 */
async function playToTheEnd(page: Page): Promise<number> {
  for (let guard = 0; guard < 1500; guard++) {
    // Each answer is saved before the next question takes keys: wait until the screen is no longer busy.
    await page.locator('[role=progressbar]').waitFor({ state: 'detached' })
    const prompt = page.locator('[data-test=prompt]')
    if ((await prompt.count()) === 0) break
    const before = await answers(page)
    const dice = page.locator('input[name=faces]')
    if ((await dice.count()) > 0) await dice.press('Enter')
    else {
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Enter')
    }
    await page
      .waitForFunction(
        (n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n || !document.querySelector('[data-test=prompt]'),
        before,
        { timeout: 10_000 }
      )
      .catch(async (e) => {
        await shot(page, 'stuck')
        throw e
      })
  }
  return answers(page)
}

describe('first run: the example campaigns', () => {
  it('the picker offers one example per rule system on an empty data folder, and its settings, without an accessibility problem', async () => {
    const { page, problems } = await window('en-GB', true)
    const offers = page.locator('[data-test=examples] li')
    await offers.first().waitFor()
    expect(await offers.evaluateAll((items) => items.map((i) => i.getAttribute('data-system')))).toEqual(['ultraquest', 'odm', 'thalia', 'weltenbuch'])
    await shot(page, 'first-run-picker')
    // The examples and the settings panel: axe-core finds no serious or critical problem, in either theme.
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.locator('[data-test=data-folder]').waitFor()
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      expect(describeProblems(`picker (${scheme})`, await axeProblems(page))).toBe('')
      await shot(page, `first-run-settings-${scheme}`)
    }
    expect(problems).toEqual([])
    await page.context().close()
  })

  const exampleName = {
    ultraquest: 'Beispiel: Die Gruft von Nebelmoor',
    odm: 'Voorbeeld: De Zwarte Toren',
    thalia: 'Eksempel: Skyggeskogen',
    weltenbuch: 'Beispiel: Der Nebelwald'
  } as const
  // Two examples run twice, in both languages: removed after the first run, they are made afresh for the second.
  const runs = [
    { system: 'ultraquest', ui: 'en', removeAfter: true },
    { system: 'odm', ui: 'de', removeAfter: false },
    { system: 'thalia', ui: 'en', removeAfter: false },
    { system: 'weltenbuch', ui: 'de', removeAfter: true },
    { system: 'ultraquest', ui: 'de', removeAfter: false },
    { system: 'weltenbuch', ui: 'en', removeAfter: false }
  ] as const

  it.each(runs)(
    '$system, UI in $ui: the example opens on its prepared fight, which runs to its end',
    async ({ system, ui, removeAfter }) => {
      const w = words[ui]
      const { page, problems } = await window(ui === 'en' ? 'en-GB' : 'de-DE')
      const offer = page.locator(`[data-test=examples] li[data-system=${system}]`)
      await offer.getByRole('button', { name: new RegExp(w.openExample) }).click()
      // The example campaign waits on its fight: it opens straight onto the runner, at the fight's first question.
      await page.locator('[data-test=prompt]').waitFor()
      const first = await answers(page)
      const total = await playToTheEnd(page)
      expect(total).toBeGreaterThan(first)
      await page.getByText(w.outcome, { exact: true }).first().waitFor()
      // Apply is in view at 1366×768, not under Undo at the runner's foot (a Thalia outcome's lines pushed it there).
      const apply = page.locator('[data-test=apply]')
      expect(
        await apply.evaluate((b) => {
          const r = b.getBoundingClientRect()
          return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
        })
      ).toBe(true)
      await shot(page, `first-run-${system}-${ui}-end`)
      // Back in the picker the example is listed, marked as one, with the one action that removes it.
      await page.getByRole('button', { name: w.toParty }).click()
      await page.getByRole('button', { name: w.back }).click()
      const listed = page.locator('[data-test=campaign]', { has: page.locator('[data-test=example-tag]') }).filter({ hasText: exampleName[system] })
      await listed.waitFor()
      if (removeAfter) {
        await listed.getByRole('button', { name: new RegExp(`^${w.remove}`) }).click()
        await listed.waitFor({ state: 'detached' })
      }
      expect(problems).toEqual([])
      await page.context().close()
    },
    240_000
  )

  it('one action removes an example campaign, and the example stays on offer', async () => {
    const { page, problems } = await window('en-GB')
    const example = page.locator('[data-test=campaign]', { hasText: 'Voorbeeld: De Zwarte Toren' })
    await example.getByRole('button', { name: 'Remove example: Voorbeeld: De Zwarte Toren' }).click()
    await page.getByText('The example “Voorbeeld: De Zwarte Toren” is in the trash folder.').waitFor()
    expect(await example.count()).toBe(0)
    expect(readdirSync(join(dataRoot, 'trash')).some((n) => n.startsWith('voorbeeld'))).toBe(true)
    expect(await page.locator('[data-test=examples] li[data-system=odm]').count()).toBe(1)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('a new campaign can start with the starter bestiary of its system', async () => {
    const { page, problems } = await window('en-GB')
    await page.getByLabel('Name', { exact: true }).fill('Die Rabenfeste')
    await page.getByLabel('Rule system').selectOption('ultraquest')
    await page.getByLabel('Start with a starter bestiary').check()
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await page.locator('[data-test=campaign]', { hasText: 'Die Rabenfeste' }).getByRole('button', { name: 'Open: Die Rabenfeste', exact: true }).click()
    await page.locator('[data-section=bestiary]').click()
    for (const name of ['Goblin', 'Skelett', 'Zombie', 'Mumie', 'Vampir', 'Geist']) await page.getByText(name, { exact: true }).first().waitFor()
    expect(problems).toEqual([])
    await page.context().close()
  })
})
