import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, startApp, type App } from './browser.ts'
import { card, openWindow, shotBothThemes } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const rail = (page: Page, section: string) => page.locator(`[data-section=${section}]`).click()

/** A campaign set up through the services with one party, then opened by clicking, in whatever language the window speaks. */
async function campaignOf(
  page: Page,
  name: string,
  system: string,
  language: string,
  party: Record<string, unknown>[] = [],
  before: (campaignId: string) => Promise<unknown> = async () => undefined
): Promise<{ campaignId: string; partyId: string }> {
  const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name, system, language })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Gruppe' })
  for (const sheet of party) await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet })
  await before(campaign.id)
  await page.goto(app.bridge.url)
  await page
    .locator('[data-test=campaign]', { hasText: name })
    .getByRole('button', { name: /^(Open|Öffnen|Openen|Åpne)/ })
    .click()
  await page.locator('.rail h1', { hasText: name }).waitFor()
  return { campaignId: campaign.id, partyId }
}

/** Whether an element lies wholly inside the window, as the GM sees it without scrolling. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect()
      return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
    })

const optionsOf = async (page: Page, name: string) => (await page.locator(`select[name="${name}"] option`).allTextContents()).map((o) => o.trim())

describe('skills picked from the skills table (issue 14, 2)', () => {
  it('a Thalia SK picks its Ferdigheter, their rank and a weapon’s skill from the tables; a skill the Judge added in the rule settings is offered', async () => {
    const { page, problems } = await openWindow(app)
    const { campaignId } = await campaignOf(page, 'Skyggedalen', 'thalia', 'nb', [], (id) =>
      callApi(page, 'campaign.settings', { campaignId: id, rules: { skillTable: ['Sverd', 'Unngå', 'Spyd'] } })
    )
    await page.getByRole('button', { name: 'Add adventurer' }).click()
    await page.locator('input[name="sheet.name"]').fill('Dagny')
    await page.locator('input[name="sheet.maxHp"]').fill('12')

    // No free text for a skill's name: a list of the table's skills, and picking one adds it.
    expect(await page.locator('input[name="sheet.skills.newKey"]').count()).toBe(0)
    expect(await optionsOf(page, 'sheet.skills.newKey')).toEqual(['+ Add Ferdighet', 'Sverd', 'Unngå', 'Spyd'])
    await page.locator('select[name="sheet.skills.newKey"]').selectOption('Spyd')
    const rank = page.locator('select[name="sheet.skills.Spyd"]')
    await rank.waitFor()
    // A new skill's rank is chosen, not made up; the ranks are worded in the app's language.
    expect(await optionsOf(page, 'sheet.skills.Spyd')).toEqual(['', 'untrained', 'Kyndig'])
    await rank.selectOption('kyndig')
    expect(await optionsOf(page, 'sheet.skills.newKey')).toEqual(['+ Add Ferdighet', 'Sverd', 'Unngå'])

    await page.getByRole('button', { name: 'Add weapon' }).click()
    await page.locator('input[name="sheet.weapons.0.name"]').fill('Spyd')
    await page.locator('input[name="sheet.weapons.0.damage"]').fill('1t8')
    const weaponSkill = page.locator('select[name="sheet.weapons.0.skill"]')
    expect(await optionsOf(page, 'sheet.weapons.0.skill')).toEqual(['', 'Sverd', 'Unngå', 'Spyd'])
    await weaponSkill.selectOption('Spyd')
    await shotBothThemes(page, 'sheet-thalia-skills')
    await page.getByRole('button', { name: 'Save' }).click()
    await card(page, 'Dagny').waitFor()
    const saved = await callApi<{ characters: { sheet: Record<string, unknown> }[] }>(page, 'campaign.read', { campaignId })
    expect(saved.characters[0]!.sheet).toMatchObject({ skills: { Spyd: 'kyndig' }, weapons: [{ name: 'Spyd', skill: 'Spyd' }] })
    expect(problems).toEqual([])
  }, 90_000)

  it('a skill the GM adds to the table on the Settings screen is offered on the next sheet at once (Weltenbuch)', async () => {
    const { page, problems } = await openWindow(app)
    await campaignOf(page, 'Dornwald', 'weltenbuch', 'de')
    await rail(page, 'settings')
    const table = page.locator('fieldset', { has: page.locator('input[name="rules.skillTable.0"]') })
    await table.waitFor()
    const rows = await table.locator('input[name^="rules.skillTable."]').count()
    // The table reads as a table of names: words side by side, not one tall row each (issue 14, 7).
    const top = (i: number) => page.locator(`input[name="rules.skillTable.${i}"]`).evaluate((e) => Math.round(e.getBoundingClientRect().top))
    expect(await top(1)).toBe(await top(0))
    // Each name is one Fertigkeit of the table, labelled in the singular.
    expect((await page.locator('input[name="rules.skillTable.0"]').getAttribute('aria-label')) ?? (await table.locator('label').first().textContent())).toMatch(
      /^\s*Fertigkeit 1/
    )
    await table.getByRole('button', { name: 'Add Fertigkeit' }).click()
    await page.locator(`input[name="rules.skillTable.${rows}"]`).fill('Stangenwaffen')
    await shotBothThemes(page, 'settings-skill-table')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Settings saved.').waitFor()
    await rail(page, 'party')
    await page.getByRole('button', { name: 'Add adventurer' }).click()
    await page.locator('[data-test=character-editor]').waitFor()
    expect(await optionsOf(page, 'sheet.skills.newKey')).toContain('Stangenwaffen')
    expect(problems).toEqual([])
  }, 60_000)

  it('a Weltenbuch NSC saved with a skill no longer in the table is refused at that skill, beside Save and in view; taking it off saves (German screen)', async () => {
    const { page, problems } = await openWindow(app, { locale: 'de-DE' })
    const ork = {
      name: 'Ork',
      count: 3,
      attributes: { geist: 3, koerper: 7, geschick: 4, sozial: 2, wille: 4, sinne: 5 },
      skills: { Schwerter: 3, Keulen: 4 },
      weapons: [{ name: 'Keule', kind: 'melee', skill: 'Schwerter', damage: '×2+3' }]
    }
    // The GM once had "Keulen" in his table and took it out again: the entry still carries it.
    const { campaignId } = await campaignOf(page, 'Nebelwald', 'weltenbuch', 'de', [], async (id) => {
      await callApi(page, 'campaign.settings', { campaignId: id, rules: { skillTable: ['Schwerter', 'Keulen', 'Ausweichen'] } })
      await callApi(page, 'bestiary.add', { campaignId: id, opponent: ork })
      await callApi(page, 'campaign.settings', { campaignId: id, rules: { skillTable: ['Schwerter', 'Ausweichen'] } })
    })
    await rail(page, 'bestiary')
    await page
      .locator('[data-test=opponent]', { hasText: 'Ork' })
      .getByRole('button', { name: /^Bearbeiten/ })
      .click()

    // The stray skill is marked as not in the table; saving refuses it at the field and beside the button.
    const skills = page.locator('fieldset.schema-form__pick', { has: page.locator('select[name="opponent.skills.newKey"]') })
    expect(await skills.textContent()).toContain('Keulen — nicht in der Fertigkeitentabelle')
    expect(await optionsOf(page, 'opponent.skills.newKey')).toEqual(['+ Fertigkeit hinzufügen', 'Ausweichen'])
    await page.getByRole('button', { name: 'Speichern' }).click()
    const problem = page.locator('.editor__actions [data-test=form-problem]')
    await problem.waitFor()
    expect(await problem.textContent()).toContain('Fertigkeiten')
    expect(await inView(page, '.editor__actions [data-test=form-problem]')).toBe(true)
    expect(await skills.locator('.field-error').last().textContent()).toBe(
      'Nicht in der Fertigkeitentabelle: entfernen oder eine andere wählen, oder zuerst in den Regeleinstellungen in die Tabelle aufnehmen'
    )
    expect(await page.locator('main').textContent()).not.toMatch(/not in the skills table/)
    await shotBothThemes(page, 'bestiary-weltenbuch-skill-refused')

    await skills.getByRole('button', { name: /Keulen.* entfernen/ }).click()
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.locator('[data-test=opponent]', { hasText: 'Ork' }).waitFor()
    const saved = await callApi<{ bestiary: { opponent: Record<string, unknown> }[] }>(page, 'campaign.read', { campaignId })
    expect(saved.bestiary[0]!.opponent['skills']).toEqual({ Schwerter: 3 })
    expect(problems).toEqual([])
  }, 90_000)
})

describe('a refused “Start the fight” in the GM’s language (issue 14, 2)', () => {
  it('German: the problem is named in German beside the button and at the option, which has the focus; no English detail', async () => {
    const { page, problems } = await openWindow(app, { locale: 'de-DE' })
    await campaignOf(page, 'Die Klamm', 'ultraquest', 'de', [{ name: 'Brann', ks: { nk: 'W6+2' } }])
    await rail(page, 'fightSetup')
    await page.getByRole('button', { name: 'Ein Gegner, der nicht im Bestiarium steht' }).click()
    await page.locator('input[name="opponent-0.name"]').fill('Ghul')
    await page.locator('input[name="opponent-0.ks"]').fill('W6')
    await page.locator('input[name="fight.fromBehind"]').check()
    await page.getByRole('button', { name: 'Kampf beginnen' }).click()
    const refused = page.locator('.editor__actions [data-test=form-problem]')
    await refused.waitFor()
    expect(await refused.textContent()).toContain('Die Kampfoptionen passen nicht zu den Regeln (nur ein erzwungener Kampf (!) kommt von hinten (KS-REAR-1))')
    expect(await refused.textContent()).not.toMatch(/only|forced|fight\.fromBehind/)
    expect(await inView(page, '.editor__actions [data-test=form-problem]')).toBe(true)
    const option = page.locator('label', { has: page.locator('input[name="fight.fromBehind"]') })
    expect(await option.locator('.field-error').textContent()).toBe('nur ein erzwungener Kampf (!) kommt von hinten (KS-REAR-1)')
    expect(await page.locator('input[name="fight.fromBehind"]').evaluate((e) => e === document.activeElement)).toBe(true)
    await shotBothThemes(page, 'fight-setup-refused-german')
    expect(problems).toEqual([])
  }, 60_000)
})
