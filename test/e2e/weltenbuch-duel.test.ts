import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOTS, startApp, type App } from './browser.ts'
import { card, newCampaignWithParty, openWindow, shot, shotBothThemes, typeFaces } from './gm.ts'

/** Das Weltenbuch's own example: Yorn and the orc (KA-EX-1), as a GM types them in. */
const example = JSON.parse(readFileSync(join(import.meta.dirname, '../../resources/examples/weltenbuch-yorn-vs-orc.json'), 'utf8')) as {
  combatants: { side: string; sheet: WeltenbuchSheet }[]
}
type WeltenbuchSheet = {
  name: string
  attributes: Record<string, number>
  skills: Record<string, number>
  weapons: { name: string; skill: string; bonus: number; damage: string }[]
  armour?: Record<string, number>
  heroPoints?: number
  heldenstufe?: number
  damage?: number
}
const yorn = example.combatants.find((c) => c.side === 'heroes')!.sheet
const orc = example.combatants.find((c) => c.side === 'foes')!.sheet

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const answers = async (page: Page) => Number(await page.locator('.runner').getAttribute('data-answers'))

/** Types a Weltenbuch sheet into the generated form `form` (`sheet` or `opponent`). */
async function fillSheet(page: Page, form: string, sheet: WeltenbuchSheet): Promise<void> {
  const field = (path: string) => page.locator(`[name="${form}.${path}"]`)
  await field('name').fill(sheet.name)
  for (const [attribute, value] of Object.entries(sheet.attributes)) await field(`attributes.${attribute}`).fill(String(value))
  for (const [skill, value] of Object.entries(sheet.skills)) {
    // The skill is picked from the campaign's skills table, then its value typed.
    await field('skills.newKey').selectOption(skill)
    await field(`skills.${skill}`).fill(String(value))
  }
  for (const [i, weapon] of sheet.weapons.entries()) {
    await page
      .locator(`[data-test=${form === 'sheet' ? 'character-editor' : 'bestiary-editor'}]`)
      .getByRole('button', { name: 'Waffe hinzufügen — Waffen' })
      .click()
    await field(`weapons.${i}.name`).fill(weapon.name)
    await field(`weapons.${i}.skill`).selectOption(weapon.skill)
    await field(`weapons.${i}.bonus`).fill(String(weapon.bonus))
    await field(`weapons.${i}.damage`).fill(weapon.damage)
  }
  for (const [zone, value] of Object.entries(sheet.armour ?? {})) await field(`armour.${zone}`).fill(String(value))
  if (sheet.heroPoints !== undefined) await field('heroPoints').fill(String(sheet.heroPoints))
  if (sheet.heldenstufe !== undefined) await field('heldenstufe').fill(String(sheet.heldenstufe))
  if (sheet.damage !== undefined) await field('damage').fill(String(sheet.damage))
}

/** Waits for the runner's next question, which must contain `text`, and checks its rule ID. */
async function expectPrompt(page: Page, text: string, rule: string): Promise<void> {
  const prompt = page.locator('[data-test=prompt]', { hasText: text })
  await prompt.waitFor()
  expect(await prompt.locator('.rule').textContent()).toBe(rule)
}

/** Answers with the faces of the GM's own dice and waits until the runner took them. */
async function faces(page: Page, prompt: string, values: number[]): Promise<void> {
  await expectPrompt(page, prompt, prompt.includes('Initiative') ? 'KA-INI-3' : prompt.includes('greift') ? 'KA-MELEE-11' : 'KA-MELEE-12')
  const before = await answers(page)
  await typeFaces(page, values)
  await page.waitForFunction((n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n, before)
}

/** Picks the option button labelled `option` for the question containing `prompt`. */
async function choose(page: Page, prompt: string, option: string, rule: string): Promise<void> {
  await expectPrompt(page, prompt, rule)
  const before = await answers(page)
  const label = new RegExp(`^\\s*\\d\\s+${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  await page.locator('.option', { hasText: label }).click()
  await page.waitForFunction((n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n, before)
}

describe('Das Weltenbuch in Chromium', () => {
  it('Yorn against the orc: sheet and bestiary from the forms, a duel with hand-typed dice and a called Kopf, the outcome on the card, sleep and a party rest', async () => {
    const { page, problems } = await openWindow(app, { locale: 'de-DE' })
    await newCampaignWithParty(page, { name: 'Nebelwald', system: 'weltenbuch', language: 'de', party: 'Die Helden', ui: 'de' })

    // Yorn from the generated Heldenpergament.
    await page.getByRole('button', { name: 'Abenteurer hinzufügen' }).click()
    await fillSheet(page, 'sheet', yorn)
    await page.screenshot({ path: join(SCREENSHOTS, 'weltenbuch-sheet.png'), fullPage: true })
    await page.getByRole('button', { name: 'Speichern' }).click()
    // The wound level is the rules' (roster.cardValues), asked of main after the save: the card shows it a moment later.
    await card(page, 'Yorn').filter({ hasText: 'Schaden 4/45 LP (leicht)' }).waitFor()

    // The orc into the bestiary, then into a fight.
    await page.getByRole('button', { name: 'Bestiarium' }).click()
    await page.getByRole('button', { name: 'Gegner hinzufügen' }).click()
    await fillSheet(page, 'opponent', orc)
    await page.getByRole('button', { name: 'Speichern' }).click()
    const entry = page.locator('[data-test=opponent]', { hasText: 'Ork' })
    await entry.waitFor()
    await shot(page, 'weltenbuch-bestiary')
    await entry.getByRole('button', { name: 'In einen Kampf' }).click()
    await page.locator('[data-test=fight-setup]').waitFor()
    await shot(page, 'weltenbuch-fight-setup')
    await page.getByRole('button', { name: 'Kampf beginnen' }).click()
    await page.locator('.runner').waitFor()

    // Initiative: Geschick + Sinne + 2W6, Yorn 14 + 7, the orc 12 + 7 (KA-INI-3); no hero point spent.
    await choose(page, 'Heldenpunkte', 'keinen Heldenpunkt einsetzen', 'KA-INI-7')
    await faces(page, 'Yorn würfelt Initiative', [3, 4])
    await faces(page, 'Ork würfelt Initiative', [3, 4])
    // Yorn calls the Kopf at −4 and spends his hero point (+2): 9 − 4 + 2 + 7 = 14 against the parry 6 + 10.
    await choose(page, 'Yorn: nächste Aktion', 'Ork angreifen', 'KA-ACT-1')
    await expectPrompt(page, 'Trefferzone bei Ork ansagen', 'KA-ZONE-1')
    await shotBothThemes(page, 'weltenbuch-zone-prompt')
    await choose(page, 'Trefferzone bei Ork ansagen', 'Kopf (-4)', 'KA-ZONE-1')
    await choose(page, 'Heldenpunkte', '1 Heldenpunkt einsetzen', 'KA-GAP-30')
    await faces(page, 'Yorn greift Ork an', [4, 3])
    await choose(page, 'Ork: wie gegen Yorn verteidigen', 'Parieren', 'KA-MELEE-6')
    await faces(page, 'Ork pariert', [5, 5])
    // Parried two better: the orc takes the initiative (KA-MELEE-8) and hits the torso, 17 vs 12 → 5 × 2 + 4 − 2 armour.
    await choose(page, 'Ork: nächste Aktion', 'Yorn angreifen', 'KA-ACT-1')
    await choose(page, 'Trefferzone bei Yorn ansagen', 'Keine Ansage', 'KA-ZONE-1')
    await faces(page, 'Ork greift Yorn an', [6, 5])
    await choose(page, 'Yorn: wie gegen Ork verteidigen', 'Parieren', 'KA-MELEE-6')
    await faces(page, 'Yorn pariert', [2, 1])
    await choose(page, 'Ork: nächste Aktion', 'Yorn angreifen', 'KA-ACT-1')
    await choose(page, 'Trefferzone bei Yorn ansagen', 'Keine Ansage', 'KA-ZONE-1')
    // 6 + 3 = 9 (a double 1 would be a Fehlschlag that Yorn need not parry, KA-SUP-11).
    await faces(page, 'Ork greift Yorn an', [1, 2])
    await choose(page, 'Yorn: wie gegen Ork verteidigen', 'Parieren', 'KA-MELEE-6')
    await faces(page, 'Yorn pariert', [6, 6])
    // Yorn has the initiative back and splits the orc's head: 16 vs 9, 7 × 3 + 4 = 25 over the Kopf's maximum.
    await choose(page, 'Yorn: nächste Aktion', 'Ork angreifen', 'KA-ACT-1')
    await choose(page, 'Trefferzone bei Ork ansagen', 'Kopf (-4)', 'KA-ZONE-1')
    await faces(page, 'Yorn greift Ork an', [6, 5])
    await choose(page, 'Ork: wie gegen Yorn verteidigen', 'Parieren', 'KA-MELEE-6')
    await faces(page, 'Ork pariert', [1, 2])

    await page.locator('[data-test=outcome]').waitFor()
    const log = (await page.locator('.runner__log').textContent()) ?? ''
    for (const line of [
      'Yorn sagt die Trefferzone Kopf an (-4) [KA-ZONE-3]',
      'Ork pariert um 2 besser: Initiativewechsel [KA-MELEE-8]',
      'Die Rüstung von Yorn am Rumpf (2) fängt 2 Punkte ab, 12 werden eingetragen [KA-SUP-4]',
      'Yorn hat jetzt 16 LP Schaden und ist mittel verwundet [KA-SUP-7]',
      'Yorn verursacht 25 Punkte Schaden bei Ork am Kopf (7 × 3 + 4)',
      'Ork ist tot'
    ])
      expect(log).toContain(line)
    expect(log).toContain('(von Hand gewürfelt)')
    const outcome = (await page.locator('[data-test=outcome]').textContent()) ?? ''
    expect(outcome).toContain('Yorn: 12 LP Schaden erlitten, jetzt 16 LP Schaden (mittel)')
    await shot(page, 'weltenbuch-outcome')
    await page.getByRole('button', { name: 'In die Kampagne übernehmen' }).click()
    await page.getByText('In die Kampagne übernommen.').waitFor()
    await page.getByRole('button', { name: 'Zurück zur Gruppe' }).click()

    // The card shows the damage, the wound level and the hero point spent; a night's sleep heals 3 + SBO = 3 LP.
    await card(page, 'Yorn')
      .filter({ hasText: /Schaden 16\/45 LP \(mittel\) · Heldenpunkte 0/ })
      .waitFor()
    // The saved sheet reads back into its form: the damage as typed (×M+B), the weapon id made from the name.
    await card(page, 'Yorn').getByRole('button', { name: 'Bearbeiten' }).click()
    expect(await page.locator('[name="sheet.weapons.0.damage"]').inputValue()).toBe('×3+4')
    expect(await page.locator('[name="sheet.weapons.0.id"]').inputValue()).toBe('breitschwert')
    expect(await page.locator('[name="sheet.damage"]').inputValue()).toBe('16')
    await page.getByRole('button', { name: 'Abbrechen' }).click()
    await card(page, 'Yorn').getByRole('button', { name: 'Schlafen' }).click()
    await page.waitForFunction(() => document.querySelector('[data-name=Yorn]')?.textContent?.includes('Schaden 13/45 LP'))
    await page.getByRole('button', { name: 'Gruppe ruht aus' }).click()
    await page.waitForFunction(() => document.querySelector('[data-name=Yorn]')?.textContent?.includes('Schaden 10/45 LP'))
    await shot(page, 'weltenbuch-party')
    // The rule settings form holds the optional rule and every KA-GAP choice.
    await page.getByRole('button', { name: 'Einstellungen' }).click()
    await page.locator('[name="rules.hitZoneDice"]').waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'weltenbuch-settings.png'), fullPage: true })
    expect(problems).toEqual([])
  }, 120_000)
})
