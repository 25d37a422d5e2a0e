import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { SCREENSHOTS, type App } from './browser.ts'

/** A window at laptop size (UI.md: 1366×768) that collects every page error and console error it shows. */
export async function openWindow(app: App, options: { locale?: string; colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await app.browser.newPage({
    viewport: { width: 1366, height: 768 },
    locale: options.locale ?? 'en-GB',
    colorScheme: options.colorScheme ?? 'light'
  })
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())))
  await page.goto(app.bridge.url)
  return { page, problems }
}

export const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage })

/** The same screen in the light and the dark theme (`name`.png and `name`-dark.png); the page stays light after. */
export async function shotBothThemes(page: Page, name: string): Promise<void> {
  await shot(page, name)
  await page.emulateMedia({ colorScheme: 'dark' })
  await shot(page, `${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

export const card = (page: Page, name: string) => page.locator(`[data-test=adventurer][data-name="${name}"]`)

/** The picker's and party board's words in the UI languages the tests use. */
const words = {
  en: { system: 'Rule system', language: 'Language', create: 'Create campaign', open: 'Open', partyName: 'Party name', createParty: 'Create party' },
  de: { system: 'Regelsystem', language: 'Sprache', create: 'Kampagne anlegen', open: 'Öffnen', partyName: 'Name der Gruppe', createParty: 'Gruppe anlegen' }
} as const

/** From the picker: creates a campaign, opens it and creates its first party, as a GM does on the first evening. */
export async function newCampaignWithParty(
  page: Page,
  campaign: { name: string; system?: string; language?: string; party: string; ui?: keyof typeof words }
): Promise<void> {
  const w = words[campaign.ui ?? 'en']
  await page.getByLabel('Name', { exact: true }).fill(campaign.name)
  if (campaign.system) await page.getByLabel(w.system).selectOption(campaign.system)
  if (campaign.language) await page.getByLabel(w.language).selectOption(campaign.language)
  await page.getByRole('button', { name: w.create }).click()
  await page
    .locator('[data-test=campaign]', { hasText: campaign.name })
    .getByRole('button', { name: `${w.open}: ${campaign.name}`, exact: true })
    .click()
  await page.getByLabel(w.partyName).fill(campaign.party)
  await page.getByRole('button', { name: w.createParty }).click()
}

/** Adds an ULTRA♦QUEST adventurer through the generated sheet with his printed KS; the sheet stays open for more. */
export async function startUltraquestSheet(page: Page, name: string, ks: { nk: string; fk?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add adventurer' }).click()
  await page.locator('input[name="sheet.name"]').fill(name)
  await page.locator('input[name="sheet.ks.nk"]').fill(ks.nk)
  if (ks.fk) await page.locator('input[name="sheet.ks.fk"]').fill(ks.fk)
}

/** Types the faces of the GM's own dice into the runner's one dice entry, as at the table ("4 2 6 1"), and presses Enter. */
export async function typeFaces(page: Page, faces: readonly number[]): Promise<void> {
  const entry = page.locator('input[name=faces]')
  await entry.fill(faces.join(' '))
  await entry.press('Enter')
}

/** The sides of each die the runner's dice entry waits for; empty when the question is no roll. */
export async function diceSides(page: Page): Promise<number[]> {
  const entry = page.locator('input[name=faces]')
  if ((await entry.count()) === 0) return []
  return ((await entry.getAttribute('data-sides')) ?? '')
    .split(' ')
    .filter((x) => x !== '')
    .map(Number)
}
