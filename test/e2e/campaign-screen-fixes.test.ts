import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, startApp, type App } from './browser.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import { openWindow, shotBothThemes } from './gm.ts'

// What a GM's play-through of the campaign screens found, seen in Chromium at 1366×768 in light and dark and in
// two languages per screen (pictures in test-results/campaign-fixes-*).
let app: App
const made: Record<string, { id: string; name: string }> = {}

type View = { id: string; request: { type: string; default?: unknown } | null }
const defaultAnswer = (r: NonNullable<View['request']>) =>
  r.type === 'dice'
    ? { type: 'roll' }
    : r.type === 'chooseOne'
      ? { type: 'chooseOne', option: r.default }
      : r.type === 'chooseMany'
        ? { type: 'chooseMany', options: r.default }
        : { type: 'confirm' }

beforeAll(async () => {
  app = await startApp()
  const { page } = await openWindow(app)
  for (const system of ['ultraquest', 'odm', 'thalia', 'weltenbuch']) {
    const campaign = await callApi<{ id: string; name: string; activeFights: { id: string }[] }>(page, 'examples.add', { system })
    made[system] = { id: campaign.id, name: campaign.name }
    if (system !== 'ultraquest') continue
    // The example fight played to its end with the defaults, so the battle log has a result to show.
    const fightId = campaign.activeFights[0]!.id
    let view = await callApi<View>(page, 'fight.view', { campaignId: campaign.id, fightId })
    for (let n = 0; view.request && n < 2000; n++)
      view = await callApi<View>(page, 'fight.answer', { campaignId: campaign.id, fightId, answer: defaultAnswer(view.request) })
  }
  await page.close()
}, 300_000)

afterAll(() => app?.close())

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A window in `locale` on the campaign of `system`, on its party board (a waiting fight is paused first). */
async function openIn(locale: string, system: string): Promise<{ page: Page; problems: string[] }> {
  const window = await openWindow(app)
  await window.page.evaluate((l) => localStorage.setItem('marching-order.locale', l), locale)
  await window.page.reload()
  const { name } = made[system]!
  await window.page
    .locator('[data-test=campaign]', { hasText: name })
    .getByRole('button', { name: new RegExp(`: ${escape(name)}$`) })
    .first()
    .click()
  // An example opens onto its fight: paused while it runs, left by "Back to the party" once it is over.
  const words = uiMessages[locale as keyof typeof uiMessages].runner
  const leave = window.page.locator('.runner button', { hasText: new RegExp(`^\\s*(${escape(words.pause)}|${escape(words.back)})\\s*$`) })
  await leave.first().waitFor()
  await leave.first().click()
  await window.page.locator('.rail__link[data-section=party]').click()
  return window
}

describe('the campaign screens after the play-through', () => {
  it.each(['en', 'de'])(
    'ULTRA♦QUEST (%s): cards show the KS the fight uses with RW; battle-log rows show the result beside a whole title',
    async (locale) => {
      const { page, problems } = await openIn(locale, 'ultraquest')
      const cards = page.locator('[data-test=adventurer]')
      await cards.first().waitFor()
      await expect.poll(async () => (await cards.allTextContents()).every((text) => /KS NK W\d/.test(text) && /RW \d/.test(text))).toBe(true)
      await shotBothThemes(page, `campaign-fixes-uq-party-${locale}`)

      await page.locator('.rail__link[data-section=logs]').click()
      const row = page.locator('[data-test=battle-log-row]').first()
      await row.waitFor()
      const result = (await row.locator('[data-test=battle-log-result]').textContent())?.trim() ?? ''
      expect(result).not.toBe('')
      await shotBothThemes(page, `campaign-fixes-uq-logs-${locale}`)
      const title = row.locator('.logs__title')
      expect(await title.evaluate((e) => [e.scrollWidth, e.clientWidth])).toEqual([expect.any(Number), expect.any(Number)])
      const [needed, given] = await title.evaluate((e) => [e.scrollWidth, e.clientWidth])
      expect(needed, 'the title is cut').toBeLessThanOrEqual(given!)

      await page.locator('.rail__link[data-section=journal]').click()
      await page.locator('[data-test=time-panel]').waitFor()
      // The example's session is open: "open since" writes its date as the closed sessions do (with the full year).
      await expect.poll(async () => (await page.locator('[data-test=time-panel]').textContent()) ?? '').toMatch(/2026/)
      await shotBothThemes(page, `campaign-fixes-uq-journal-${locale}`)
      expect(problems).toEqual([])
    },
    120_000
  )

  it.each(['nl', 'en'])(
    'Het Oog des Meesters (%s): cards in the runner’s words and dice',
    async (locale) => {
      const { page, problems } = await openIn(locale, 'odm')
      const first = page.locator('[data-test=adventurer]').first()
      await first.waitFor()
      const text = (await first.textContent()) ?? ''
      expect(text).toMatch(locale === 'nl' ? /Aanval \d+ · Afweer \d+/ : /AT \d+ · PA \d+/)
      expect(text).toMatch(/TP \d*D\d+/)
      await shotBothThemes(page, `campaign-fixes-odm-party-${locale}`)
      // The sheet asks for the name first, not after Art (kind); its Notes are written in the page's font, not monospace.
      await first.locator('button', { hasText: new RegExp(`^\\s*${escape(uiMessages[locale as 'nl' | 'en'].party.edit)}\\s*$`) }).click()
      const notes = page.locator('textarea[name=notes]')
      await notes.waitFor()
      expect(await page.locator('.schema-form input:visible, .schema-form select:visible').first().getAttribute('name')).toBe('sheet.name')
      const fonts = await notes.evaluate((e) => [getComputedStyle(e).fontFamily, getComputedStyle(document.body).fontFamily])
      expect(fonts[0]).toBe(fonts[1])
      await shotBothThemes(page, `campaign-fixes-odm-sheet-${locale}`)
      expect(problems).toEqual([])
    },
    120_000
  )

  it.each(['nb', 'en'])(
    'Thalia (%s): care words and the rule settings’ choices read whole',
    async (locale) => {
      const { page, problems } = await openIn(locale, 'thalia')
      await page.locator('[data-test=adventurer]').first().waitFor()
      await shotBothThemes(page, `campaign-fixes-thalia-party-${locale}`)
      await page.locator('.rail__link[data-section=settings]').click()
      const select = page.locator('.schema-form__field select').first()
      await select.waitFor()
      expect(await select.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true)
      await shotBothThemes(page, `campaign-fixes-thalia-settings-${locale}`)
      expect(problems).toEqual([])
    },
    120_000
  )

  it.each(['de', 'en'])(
    'Das Weltenbuch (%s): the ambush choice names “nobody”',
    async (locale) => {
      const { page, problems } = await openIn(locale, 'weltenbuch')
      await page.locator('.rail__link[data-section=fightSetup]').click()
      const ambush = page.locator('select[name$="ambushBy"]')
      await ambush.waitFor()
      expect(await ambush.locator('option').first().textContent()).toBe(locale === 'de' ? 'Niemandem' : 'Nobody')
      await shotBothThemes(page, `campaign-fixes-weltenbuch-setup-${locale}`)
      expect(problems).toEqual([])
    },
    120_000
  )
})
