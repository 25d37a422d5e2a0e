import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type Bridge } from '../../src-main/ipc/http-bridge.ts'
import { buildRenderer, launchChromium } from './browser.ts'
import { shotBothThemes, typeFaces } from './gm.ts'

/**
 * The README's user guide, shot by walking through the ULTRA♦QUEST example as a GM would on the first evening: every
 * main screen at 1366×768 in the light theme into docs/screenshots with UPDATE_GUIDE=1, else test-results/guide (and both themes into test-results, to look at),
 * ending with moving the data folder from the picker's settings, typed as a path as a browser has no folder dialog.
 */
// Only when asked: a test run leaves the tracked pictures alone, so a GM's clone stays clean after npm test.
const GUIDE = resolve(import.meta.dirname, process.env['UPDATE_GUIDE'] === '1' ? '../../docs/screenshots' : '../../test-results/guide')
let browser: Browser
let bridge: Bridge
let page: Page
let settingsFile: string
const problems: string[] = []

beforeAll(async () => {
  const staticRoot = buildRenderer()
  settingsFile = join(mkdtempSync(join(tmpdir(), 'mo-config-')), 'data-folder.json')
  bridge = await startBridge({ dataRoot: mkdtempSync(join(tmpdir(), 'mo-guide-')), staticRoot, settingsFile })
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'en-GB', colorScheme: 'light' })
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())))
  mkdirSync(GUIDE, { recursive: true })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await bridge?.close()
})

async function guideShot(name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.screenshot({ path: join(GUIDE, `guide-${name}.png`) })
  await shotBothThemes(page, `guide-${name}`)
}

const answers = async () => Number(await page.locator('.runner').getAttribute('data-answers'))

/** One answer as a GM in a hurry gives it: Enter takes the default, or rolls with the seeded generator. */
async function answerDefault(): Promise<void> {
  await page.locator('[role=progressbar]').waitFor({ state: 'detached' })
  const before = await answers()
  const dice = page.locator('input[name=faces]')
  if ((await dice.count()) > 0) await dice.press('Enter')
  else {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Enter')
  }
  await page.waitForFunction(
    (n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n || !document.querySelector('[data-test=prompt]'),
    before
  )
}

async function typedFaces(faces: readonly number[]): Promise<void> {
  await page.locator('[role=progressbar]').waitFor({ state: 'detached' })
  const before = await answers()
  await typeFaces(page, faces)
  await page.waitForFunction((n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n, before)
}

describe('the user guide’s screenshots', () => {
  it('walks through every main screen with the ULTRA♦QUEST example', async () => {
    await page.goto(bridge.url)
    await page.locator('[data-test=examples] li').first().waitFor()
    await guideShot('picker')

    await page
      .locator('[data-test=examples] li[data-system=ultraquest]')
      .getByRole('button', { name: /Open the example/ })
      .click()
    await page.locator('[data-test=prompt]').waitFor()
    // The dice on the table: the party's and the goblins' rolls typed in, a drawn round (11 against 11), so the
    // fight goes on and the GM is asked whether the party flees, with the odds of each answer beside the question.
    while ((await page.locator('input[name=faces]').count()) === 0) await answerDefault()
    await typedFaces([1, 1, 1, 1])
    await typedFaces([2, 2, 2, 1])
    await page.locator('[data-test=prompt]').waitFor()
    await page.locator('[data-test=odds-progress]', { hasText: 'from ' }).first().waitFor({ timeout: 60_000 })
    await guideShot('fight-runner')
    while ((await page.locator('[data-test=prompt]').count()) > 0) await answerDefault()
    await page.locator('[data-test=outcome]').waitFor()
    await page.getByRole('button', { name: 'Apply to campaign' }).click()
    const withDeaths = page.getByRole('button', { name: /^Yes, apply with/ })
    if (await withDeaths.isVisible().catch(() => false)) await withDeaths.click()
    await page.getByText('Applied to the campaign.').waitFor()
    await page.getByRole('button', { name: 'Back to the party' }).click()

    await page.locator('[data-test=adventurer]').first().waitFor()
    await guideShot('party-board')

    await page.locator('[data-test=adventurer][data-name=Albrav]').getByRole('button', { name: /^Edit/ }).first().click()
    await page.locator('input[name="sheet.name"]').waitFor()
    await guideShot('character')

    await page.locator('[data-section=bestiary]').click()
    await page.getByText('Skelett', { exact: true }).first().waitFor()
    await guideShot('bestiary')

    await page.locator('[data-section=fightSetup]').click()
    await page.locator('input[name^=count-]').first().fill('4')
    await page.locator('[data-test=odds-progress]', { hasText: 'from ' }).waitFor({ timeout: 60_000 })
    await guideShot('new-fight')

    await page.locator('[data-section=logs]').click()
    await page.getByText('Beispielkampf: Goblins am Grufteingang').first().waitFor()
    await guideShot('battle-logs')

    await page.locator('[data-section=journal]').click()
    await page.getByText('In-game date').first().waitFor()
    await guideShot('journal')

    await page.locator('[data-section=settings]').click()
    await page.locator('[data-test=settings]').waitFor()
    await guideShot('campaign-settings')
    expect(problems).toEqual([])
  }, 300_000)

  it('the picker’s settings move the data folder to a typed path and say where the old one is', async () => {
    await page.getByRole('button', { name: '← Campaigns' }).click()
    await page.getByRole('button', { name: 'Settings' }).click()
    const current = (await page.locator('[data-test=data-folder]').textContent())!.trim()
    const target = join(mkdtempSync(join(tmpdir(), 'mo-nextcloud-')), 'Marching Order')
    await page.getByLabel('New data folder (full path)').fill(target)
    await guideShot('app-settings')
    await page.getByRole('button', { name: 'Move the campaigns there' }).click()
    const moved = page.getByText(`Your campaigns are now in ${target}`)
    await moved.waitFor()
    expect(await moved.textContent()).toContain(`The old folder ${current} is kept as it was`)
    expect((await page.locator('[data-test=data-folder]').textContent())!.trim()).toBe(target)
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({ dataFolder: target })
    expect(existsSync(join(current, 'campaigns'))).toBe(true)
    // The campaign goes on from the new folder.
    await page.locator('[data-test=campaign]', { hasText: 'Beispiel: Die Gruft von Nebelmoor' }).waitFor()
    await guideShot('data-folder-moved')

    // A folder that holds campaigns already is opened only when the GM says so.
    await page.getByLabel('New data folder (full path)').fill(current)
    await page.getByRole('button', { name: 'Move the campaigns there' }).click()
    await page.getByText(`${current} holds campaigns already (1)`).waitFor()
    await page.getByRole('button', { name: 'Open the campaigns there' }).click()
    await page.getByText(`The app now works with the campaigns in ${current}`).waitFor()
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({ dataFolder: current })

    // A path the app cannot use is refused by name, and nothing changes.
    await page.getByLabel('New data folder (full path)').fill('Nextcloud/campaigns')
    await page.getByRole('button', { name: 'Move the campaigns there' }).click()
    await page.getByText('Give the whole path of the folder, from the top of the drive: “Nextcloud/campaigns” is not one.').waitFor()
    expect((await page.locator('[data-test=data-folder]').textContent())!.trim()).toBe(current)
    expect(problems).toEqual([])
  }, 120_000)
})
