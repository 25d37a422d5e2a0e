// `npx tsx test/tools/gm-evening.ts`: a GM's evening with each example campaign, in Chromium at 1366×768, in a
// different language of the app each (ULTRA♦QUEST en, Het Oog des Meesters nl, Thalia nb, Das Weltenbuch de).
// Opens the example on its fight, answers the first rolls with typed faces and the rest with Enter (the defaults and
// seeded rolls), takes back one answer, applies the outcome and visits every screen of the rail; every screen is
// written in light and dark to test-results/gm-evening/. It prints, per system, the questions answered, how long the
// slowest answer took to show the next question, and every console or page error. Not part of npm test: a second pair
// of eyes looks at the pictures (the findings go to the lead), and the rules are the engine tests' business.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import { SCREENSHOTS, startApp } from '../e2e/browser.ts'
import { openWindow } from '../e2e/gm.ts'

type Ui = keyof typeof uiMessages
const evenings: readonly { system: string; ui: Ui }[] = [
  { system: 'ultraquest', ui: 'en' },
  { system: 'odm', ui: 'nl' },
  { system: 'thalia', ui: 'nb' },
  { system: 'weltenbuch', ui: 'de' }
]
const RAIL = ['party', 'fightSetup', 'bestiary', 'logs', 'journal', 'settings'] as const
/** Enough for the longest example fight; a fight still running after this many answers is reported, not hidden. */
const MAX_ANSWERS = 200
const TYPED_ROLLS = 3

const folder = join(SCREENSHOTS, 'gm-evening')
mkdirSync(folder, { recursive: true })
async function both(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(folder, `${name}.png`) })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: join(folder, `${name}-dark.png`) })
  await page.emulateMedia({ colorScheme: 'light' })
}

/** The faces a player at the table might type: spread over each die, never the same twice in a row. */
const facesFor = (sides: readonly number[], turn: number) => sides.map((s, k) => Math.max(1, Math.ceil((s * (((k * 7 + turn * 3) % 10) + 1)) / 10)))

/** Answers until the outcome stands; the milliseconds each answer took to bring the next question or the outcome. */
async function playToTheEnd(page: Page, ui: Ui, name: string): Promise<{ answers: number; waits: number[]; finished: boolean }> {
  const apply = page.getByRole('button', { name: uiMessages[ui].runner.apply, exact: true })
  const prompt = page.locator('[data-test=prompt]')
  const waits: number[] = []
  let typed = 0
  for (let answers = 0; answers < MAX_ANSWERS; answers++) {
    if (await apply.count()) return { answers, waits, finished: true }
    const before = await prompt.innerText()
    const entry = page.locator('input[name=faces]')
    const started = performance.now()
    if ((await entry.count()) > 0 && typed < TYPED_ROLLS) {
      const sides = ((await entry.getAttribute('data-sides')) ?? '').split(' ').filter(Boolean).map(Number)
      await entry.fill(facesFor(sides, typed++).join(' '))
      await entry.press('Enter')
    } else await page.keyboard.press('Enter')
    // The same words can come again (the next actor's turn), so the wait is for any change of the question or the end.
    await page
      .waitForFunction(
        ([text, label]) =>
          document.querySelector('[data-test=prompt]')?.textContent !== text ||
          [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === label),
        [before, uiMessages[ui].runner.apply] as const,
        { timeout: 15_000 }
      )
      .catch(() => undefined)
    waits.push(performance.now() - started)
    if (answers === 6) await both(page, `${name}-mid-fight`)
    if (answers === 10) {
      // Taking back an answer and giving it again, as a GM who misclicked does.
      await page.keyboard.press('Control+z')
      await page.waitForTimeout(300)
      await both(page, `${name}-after-undo`)
    }
  }
  return { answers: MAX_ANSWERS, waits, finished: false }
}

const app = await startApp()
try {
  const report: string[] = []
  for (const { system, ui } of evenings) {
    const { page, problems } = await openWindow(app, { locale: ui })
    const name = `${system}-${ui}`
    await page.locator('.picker__header button').click()
    await page.locator('[data-test=app-settings] select').first().selectOption(ui)
    await page.locator('.picker__header button').click()
    await both(page, `${name}-picker`)
    await page.locator(`[data-test=examples] li[data-system=${system}] button`).click()
    await page.locator('[data-test=prompt]').waitFor()
    await page.waitForTimeout(3000) // the odds' first estimate
    await both(page, `${name}-fight-opens`)
    const { answers, waits, finished } = await playToTheEnd(page, ui, name)
    await both(page, `${name}-outcome`)
    if (finished) {
      await page.getByRole('button', { name: uiMessages[ui].runner.apply, exact: true }).click()
      await page.getByText(uiMessages[ui].runner.applied).waitFor()
    }
    await page.getByRole('button', { name: uiMessages[ui].runner.back, exact: true }).click()
    await page.locator('[data-section=party]').waitFor()
    for (const section of RAIL) {
      await page.locator(`[data-section=${section}]`).click()
      await page.waitForTimeout(section === 'fightSetup' ? 2500 : 600)
      await both(page, `${name}-${section}`)
    }
    const slowest = Math.max(...waits)
    const median = [...waits].sort((a, b) => a - b)[Math.floor(waits.length / 2)] ?? 0
    report.push(
      `${system} (${ui}): ${finished ? 'finished' : 'NOT finished'} after ${answers} answers; next question after median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms; ${problems.length} console/page errors${problems.length ? `:\n  ${problems.join('\n  ')}` : ''}`
    )
    await page.close()
  }
  console.log(`${report.join('\n')}\nScreens: ${folder}`)
} finally {
  await app.close()
}
