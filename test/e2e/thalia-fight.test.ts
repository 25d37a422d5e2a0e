import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type App } from './browser.ts'
import { card, newCampaignWithParty, openWindow, shot, shotBothThemes, typeFaces } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const answers = async (page: Page) => Number(await page.locator('.runner').getAttribute('data-answers'))
const promptText = async (page: Page) => (await page.locator('[data-test=prompt]').textContent()) ?? ''

/** How many damage lines the log has shown so far: each one is checked against the columns once. */
let damageLinesChecked = 0

/**
 * Issue 11: after every damage line, the HP the columns show for its target is the HP the log names
 * ("… 5 HP igjen"), unless a later line changed it again.
 */
async function columnsAgreeWithTheLog(page: Page): Promise<void> {
  const lines = await page.locator('.runner__log .log-line').allTextContents()
  const latest = new Map<string, number>()
  let damageLines = 0
  for (const line of lines) {
    const damage = /på (.+?)(?: \(Vern \d+\))?[:,].* (-?\d+) HP igjen/.exec(line)
    if (damage) {
      damageLines++
      latest.set(damage[1]!, Number(damage[2]))
    }
  }
  for (const [name, hp] of latest) {
    const shown = await page
      .locator('[data-combatant]', { has: page.locator('.combatant__name', { hasText: new RegExp(`^${name}$`) }) })
      .locator('[data-value=hp]')
      .textContent()
    expect(shown, `${name} after the log's damage lines`).toContain(`${hp}/`)
  }
  damageLinesChecked = damageLines
}

/** Does one thing in the runner and waits until the engine has taken the answer (or the fight is over). */
async function answer(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await answers(page)
  await act()
  await page.waitForFunction(
    (n) => Number(document.querySelector('.runner')?.getAttribute('data-answers')) > n || !!document.querySelector('[data-test=outcome]'),
    before
  )
  await columnsAgreeWithTheLog(page)
}

/** Hand-typed faces for the roll the runner asks for, after checking it is the roll we expect (its rule ID). */
async function faces(page: Page, rule: string, values: number[]): Promise<void> {
  expect(await promptText(page)).toContain(rule)
  await answer(page, () => typeFaces(page, values))
}

/** Picks the runner's option whose label contains `label`, after checking the question's rule ID. */
async function pick(page: Page, rule: string, label: string | RegExp): Promise<void> {
  expect(await promptText(page)).toContain(rule)
  await answer(page, () => page.locator('.option', { hasText: label }).click())
}

type Sk = {
  name: string
  hp: number
  vern: number
  factors: Record<string, number>
  skills: Record<string, string>
  weapon: { name: string; damage: string; attribute: string; skill: string }
}

/** Fills the generated SK sheet: values, factors, skills (a record: name, then rank, both picked) and one weapon. */
async function fillSk(page: Page, sk: Sk): Promise<void> {
  await page.locator('input[name="sheet.name"]').fill(sk.name)
  await page.locator('input[name="sheet.hp"]').fill(String(sk.hp))
  await page.locator('input[name="sheet.maxHp"]').fill(String(sk.hp))
  await page.locator('input[name="sheet.vern"]').fill(String(sk.vern))
  for (const [factor, value] of Object.entries(sk.factors)) await page.locator(`input[name="sheet.factors.${factor}"]`).fill(String(value))
  // Skills and their ranks are picked from lists (the campaign's skills table, the test targets), as a GM does.
  for (const [skill, rank] of Object.entries(sk.skills)) {
    await page.locator('select[name="sheet.skills.newKey"]').selectOption(skill)
    await page.locator(`select[name="sheet.skills.${skill}"]`).selectOption(rank)
  }
  await page.getByRole('button', { name: 'Add weapon' }).click()
  await page.locator('input[name="sheet.weapons.0.name"]').fill(sk.weapon.name)
  await page.locator('input[name="sheet.weapons.0.damage"]').fill(sk.weapon.damage)
  await page.locator('select[name="sheet.weapons.0.attributes.0"]').selectOption({ label: sk.weapon.attribute })
  await page.locator('select[name="sheet.weapons.0.skill"]').selectOption(sk.weapon.skill)
}

describe('Thalia in Chromium', () => {
  it('two SKs against a troll with hand-typed dice: Bertil falls to 0 HP, rolls Mén and Siste Pust, Cecilie stabilises him; the card shows it and rest heals', async () => {
    const { page, problems } = await openWindow(app)
    await newCampaignWithParty(page, { name: 'Skyggeskogen', system: 'thalia', language: 'nb', party: 'Heltene' })

    await page.getByRole('button', { name: 'Add adventurer' }).click()
    await fillSk(page, {
      name: 'Bertil',
      hp: 6,
      vern: 1,
      factors: { makt: 1, agilitet: 1, intellekt: 1 },
      skills: { Sverd: 'kyndig' },
      weapon: { name: 'Kortsverd', damage: '1t6', attribute: 'Makt', skill: 'Sverd' }
    })
    await shot(page, 'thalia-sheet', true)
    await page.getByRole('button', { name: 'Save' }).click()
    await card(page, 'Bertil').waitFor()
    await page.getByRole('button', { name: 'Add adventurer' }).click()
    await fillSk(page, {
      name: 'Cecilie',
      hp: 8,
      vern: 1,
      factors: { agilitet: 1, intellekt: 2 },
      skills: { Legekunst: 'kyndig', Dolk: 'kyndig' },
      weapon: { name: 'Dolk', damage: '1t4', attribute: 'Agilitet', skill: 'Dolk' }
    })
    await page.getByRole('button', { name: 'Save' }).click()
    await card(page, 'Cecilie').waitFor()
    expect(await card(page, 'Bertil').textContent()).toContain('HP 6/6 · Vern 1')

    // The bestiary entry carries the troll's stat block, Kampånd included.
    await page.getByRole('button', { name: 'Bestiary' }).click()
    await page.getByRole('button', { name: 'Add an opponent' }).click()
    await page.locator('input[name="opponent.name"]').fill('Troll')
    await page.locator('input[name="opponent.sheet.kampand"]').fill('13')
    await page.locator('input[name="opponent.sheet.hp"]').fill('4')
    await page.locator('input[name="opponent.sheet.maxHp"]').fill('4')
    await page.locator('input[name="opponent.sheet.attacks.0.name"]').fill('Klubbe')
    await page.locator('input[name="opponent.sheet.attacks.0.damage"]').fill('1t8')
    // Kampånd runs 2–12 (THA-MORALE-2): the field itself refuses 13, and the entry is not saved.
    await page.getByRole('button', { name: 'Save' }).click()
    expect(await page.locator('input[name="opponent.sheet.kampand"]').evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true)
    expect(await page.locator('[data-test=opponent]').count()).toBe(0)
    await page.locator('input[name="opponent.sheet.kampand"]').fill('7')
    await shot(page, 'thalia-bestiary-entry', true)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.locator('[data-test=opponent]', { hasText: 'Troll' }).getByRole('button', { name: 'Into a fight' }).click()

    // The opening is a list; the preset comes back as the fight's preselected answer (THA-SURPRISE-4).
    await page.locator('select[name="fight.opening"]').selectOption({ label: 'Overraskelseskast (surprise roll)' })
    await shot(page, 'thalia-fight-setup')
    await page.getByRole('button', { name: 'Start the fight' }).click()
    await page.locator('.runner').waitFor()
    expect(await page.locator('.option--default').textContent()).toContain('Overraskelseskast')
    // The questions speak the app's language (English here); the log speaks the campaign's Norwegian.
    await pick(page, 'THA-SURPRISE-4', 'No surprise')
    // One 1t6 per Kampside, each its own roll (THA-INI-2): the SKs' 6, then the troll's 1.
    await faces(page, 'THA-INI-2', [6])
    await faces(page, 'THA-INI-2', [1])
    await answer(page, () => page.getByRole('button', { name: 'Confirm' }).click())
    await pick(page, 'THA-ACT-2', 'Do nothing')
    await pick(page, 'THA-ACT-2', 'Do nothing')
    // Whom the troll attacks is rolled by default (1 Bertil, 2 Cecilie); the GM types the face.
    await faces(page, 'THA-GAP-13', [1])
    await pick(page, 'THA-DEF-2', 'Unngå')
    await faces(page, 'THA-DEF-8', [2])
    await faces(page, 'THA-ATK-2', [8])
    // 0 HP: Døende; Mén on Overkropp (1t4 = 2), row 5 Knekte Ribbein for 2 weeks; Siste Pust 3 + Makt 1.
    await faces(page, 'THA-GAP-37', [2])
    await faces(page, 'THA-MEN-2', [5])
    await faces(page, 'THA-MEN-4', [2])
    await faces(page, 'THA-DYING-4', [3])
    expect(await promptText(page)).toContain('Cecilie')
    await shotBothThemes(page, 'thalia-fight-dying')
    await pick(page, 'THA-ACT-2', 'Stabilise Bertil')
    await faces(page, 'THA-DYING-6', [15])
    await faces(page, 'THA-DYING-7', [2])
    await pick(page, 'THA-DEF-2', 'Unngå')
    await faces(page, 'THA-DEF-8', [15])
    await pick(page, 'THA-ACT-2', 'Attack Troll')
    await faces(page, 'THA-ATK-6', [15])
    await faces(page, 'THA-ATK-10', [4])

    await page.locator('[data-test=outcome]').waitFor()
    // Bertil's fall and the troll's death were both damage lines the columns followed.
    expect(damageLinesChecked).toBeGreaterThanOrEqual(2)
    const outcome = (await page.locator('[data-test=outcome]').textContent()) ?? ''
    expect(outcome).toContain('Bertil: Mén Knekte Ribbein i 14 dager')
    expect(outcome).toContain('Bertil: stabilisert, bevisstløs i 2 dager')
    expect(outcome).toContain('Troll: død')
    const log = (await page.locator('.runner__log').textContent()) ?? ''
    // Sides read by name: the SKs, and the troll as the GM wrote its bestiary entry.
    expect(log).toContain('Initiativ: Spillersiden 6, Troll 1')
    for (const id of ['[THA-DMG-2]', '[THA-DYING-1]', '[THA-MEN-15]', '[THA-DYING-4]', '[THA-DYING-6]', '[THA-DYING-7]', '[THA-END-1]'])
      expect(log).toContain(id)
    for (const term of ['Døende', 'Siste Pust', 'Knekte Ribbein', 'Legekunst', 'Bevisstløs', 'slått for hånd']) expect(log).toContain(term)
    // The newest line is in view: the log scrolls in its own column and ends with the fight's end (UI.md).
    const lastLine = page.locator('.runner__log .log-line').last()
    expect(await lastLine.textContent()).toContain('[THA-END-1]')
    expect(await lastLine.evaluate((line) => line.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    await shot(page, 'thalia-outcome')

    await page.getByRole('button', { name: 'Apply to campaign' }).click()
    await page.getByText('Applied to the campaign.').waitFor()
    await page.getByRole('button', { name: 'Export log' }).click()
    await page.getByText(/Saved to/).waitFor()
    await page.getByRole('button', { name: 'Back to the party' }).click()
    await card(page, 'Bertil').waitFor()
    const bertil = card(page, 'Bertil')
    // The card speaks the app's language (English); Mén names stay the game's.
    expect(await bertil.textContent()).toContain('HP 0/6 · Vern 1 · unconscious 2 d')
    expect(await bertil.locator('.marks').textContent()).toMatch(/unconscious.*Knekte Ribbein · 14 d/)
    await shot(page, 'thalia-party')

    // A day of rest: 1 HP back and a day off every count (THA-HEAL-2, THA-DYING-7); the second wakes him.
    await bertil.getByRole('button', { name: 'Rest for Bertil', exact: true }).click()
    await page.waitForFunction(() => document.querySelector('[data-name=Bertil]')?.textContent?.includes('HP 1/6 · Vern 1 · unconscious 1 d'))
    expect(await bertil.locator('.marks').textContent()).toContain('Knekte Ribbein · 13 d')
    await page.getByRole('button', { name: 'Rest the party' }).click()
    await page.waitForFunction(() => document.querySelector('[data-name=Bertil]')?.textContent?.includes('HP 2/6 · Vern 1'))
    expect(await bertil.locator('.marks').textContent()).not.toContain('unconscious')
    expect(await card(page, 'Cecilie').textContent()).toContain('HP 8/8')

    // On the sheet the Mén is a cell of Table T1 picked from a list, with its days left (THA-MEN-4).
    await bertil.getByRole('button', { name: 'Edit Bertil' }).click()
    const men = page.locator('select[name="sheet.injuries.0.id"]')
    expect(await men.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Overkropp 5: Knekte Ribbein')
    expect(await page.locator('input[name="sheet.injuries.0.daysLeft"]').inputValue()).toBe('12')
    await page.getByRole('button', { name: 'Cancel' }).click()

    const file = readdirSync(join(app.dataRoot, 'exports')).find((n) => n.endsWith('.txt'))!
    const text = readFileSync(join(app.dataRoot, 'exports', file), 'utf8')
    expect(text).toContain('Siste Pust for Bertil')
    expect(text).toContain('[THA-DYING-6]')
    expect(problems).toEqual([])
  }, 120_000)
})
