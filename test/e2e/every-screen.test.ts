import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeProblems, describeProblems, openAxeWindow } from './axe.ts'
import { callApi, startApp, type App } from './browser.ts'
import { card, shot } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const rail = (page: Page, section: string) => page.locator(`[data-section=${section}]`).click()

/** One hero and one bestiary entry of each system, as a GM would type them in on the first evening. */
const SCENES = {
  ultraquest: {
    sheet: { name: 'Albrav', ks: { nk: 'W6+6' }, skills: ['Parade'], injuries: ['cursed'] },
    opponent: { name: 'Goblin', ks: 'W6+1', count: 4, kind: 'skeleton' }
  },
  odm: {
    sheet: { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 20, max: 30 }, bw: 2, tp: '1W+4', kind: 'hero' },
    opponent: { name: 'Ork', sheet: { courage: 8, at: 9, pa: 6, le: { current: 12, max: 12 }, bw: 1, tp: '1W+2', kind: 'monster' } }
  },
  thalia: {
    sheet: {
      name: 'Bertil',
      hp: 6,
      maxHp: 10,
      vern: 2,
      factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 },
      skills: { Sverd: 'kyndig' },
      weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt'], skill: 'Sverd', durability: 7 }],
      injuries: [{ id: 'armer-2', side: 'left', daysLeft: 4 }]
    },
    opponent: {
      name: 'Troll',
      count: 2,
      sheet: { kind: 'monster', hp: 30, maxHp: 30, vern: 3, kampand: 8, moraleEdge: 'advantage', attacks: [{ name: 'Klo', damage: '1t8' }] }
    }
  },
  weltenbuch: {
    sheet: {
      name: 'Yorn',
      attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 },
      skills: { Schwerter: 3, Ausweichen: 2 },
      weapons: [{ name: 'Breitschwert', kind: 'melee', skill: 'Schwerter', damage: '×3+4' }],
      armour: { rumpf: 2 },
      damage: 12,
      unusableZones: ['lArm']
    },
    opponent: {
      name: 'Ork',
      count: 3,
      attributes: { geist: 3, koerper: 7, geschick: 4, sozial: 2, wille: 4, sinne: 5 },
      skills: { Schwerter: 2 },
      weapons: [{ name: 'Keule', kind: 'melee', skill: 'Schwerter', damage: '×2+3' }]
    }
  }
} as const

/**
 * English words of the app's own screens (buttons, headings, hints) that a German or Norwegian screen must not show
 * (issue 14, 5: one language per surface). Rule terms are the games' own German, Dutch or Norwegian words.
 */
const ENGLISH =
  /\b(untrained|Save|Cancel|Edit|Remove|Add|Open|Search|Parties|Bestiary|Settings|Journal of|the|and|with|from|not|Into a fight|Start the fight|e\.g\.)\b/

const LANGUAGES = {
  de: {
    locale: 'de-DE',
    open: 'Öffnen',
    add: 'Abenteurer hinzufügen',
    addOpponent: 'Gegner hinzufügen',
    edit: '[Bb]earbeiten',
    notInTable: 'nicht in der Fertigkeitentabelle',
    idle: 'Wähle Gegner'
  },
  nb: {
    locale: 'nb-NO',
    open: 'Åpne',
    add: 'Legg til eventyrer',
    addOpponent: 'Legg til motstander',
    edit: 'Rediger',
    notInTable: 'ikke i ferdighetstabellen',
    idle: 'Velg motstandere'
  }
} as const

type System = keyof typeof SCENES

/** Every campaign screen of one system in one language: axe in both themes, a screenshot of each, no English words. */
async function everyScreen(system: System, language: keyof typeof LANGUAGES): Promise<string[]> {
  const words = LANGUAGES[language]
  const { page, problems } = await openAxeWindow(app, { locale: words.locale })
  const name = `Probe ${system} ${language}`
  const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name, system, language: language === 'nb' ? 'nb' : 'de' })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Gruppe' })
  const { sheet, opponent } = SCENES[system]
  await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet })
  await callApi(page, 'bestiary.add', { campaignId: campaign.id, opponent })
  await page.goto(app.bridge.url)
  await page.getByRole('button', { name: `${words.open}: ${name}` }).click()

  const found: string[] = []
  const check = async (screen: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      const violations = await axeProblems(page)
      if (violations.length > 0) found.push(describeProblems(`${system} ${language} ${screen} (${scheme})`, violations))
      await shot(page, `every-${system}-${language}-${screen}${scheme === 'dark' ? '-dark' : ''}`)
    }
    await page.emulateMedia({ colorScheme: 'light' })
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    const english = ENGLISH.exec(text)
    if (english)
      found.push(`${system} ${language} ${screen}: English “${english[0]}” in “…${text.slice(Math.max(0, english.index - 60), english.index + 60)}…”`)
    // Every control says what it acts on (issue 14, 8): no two buttons share a name, and one that cannot be used looks it.
    const buttons = await page.locator('main button').evaluateAll((all) =>
      all
        .filter((b) => (b as HTMLElement).offsetParent !== null)
        .map((b) => ({
          name: (b.getAttribute('aria-label') ?? b.textContent ?? '').replace(/\s+/g, ' ').trim(),
          disabled: (b as HTMLButtonElement).disabled,
          faded: getComputedStyle(b).opacity !== '1'
        }))
    )
    const names = buttons.map((b) => b.name)
    const twice = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))]
    if (twice.length > 0) found.push(`${system} ${language} ${screen}: buttons named alike: ${twice.join(', ')}`)
    for (const b of buttons.filter((x) => x.disabled && !x.faded)) found.push(`${system} ${language} ${screen}: “${b.name}” is disabled but does not look it`)
    // A form's primary action stays in view at 1366×768 (issue 14, 7), however long the form.
    const primary = page.locator('main form button[type=submit]').first()
    if ((await primary.count()) > 0 && (await primary.evaluate((b) => b.getBoundingClientRect().bottom > innerHeight)))
      found.push(`${system} ${language} ${screen}: the form's primary button is below the fold`)
    // Every skill of the scene is in its table: nothing may be marked as missing from it (a settings table is no pick).
    if (text.includes(words.notInTable)) found.push(`${system} ${language} ${screen}: a value marked “${words.notInTable}”`)
  }

  await card(page, String(sheet.name)).waitFor()
  await check('party')
  if (system === 'ultraquest') {
    await card(page, String(sheet.name))
      .getByRole('button', { name: /^Ausrüstung/ })
      .click()
    await page.locator('[data-test=equipment]').waitFor()
    await check('equipment')
    await rail(page, 'party')
  }
  await card(page, String(sheet.name))
    .getByRole('button', { name: new RegExp(words.edit) })
    .click()
  await page.locator('[data-test=character-editor]').waitFor()
  await check('sheet-edit')
  // The Notes field sits outside the sheet's schema form; its label reads as every other field's.
  const labelSizes = await page.evaluate(() => {
    const size = (selector: string) => {
      const label = document.querySelector(selector)
      return label ? getComputedStyle(label).fontSize : 'missing'
    }
    return { notes: size('[data-test=sheet-notes] > span'), field: size('.schema-form__field > span') }
  })
  if (labelSizes.notes !== labelSizes.field) found.push(`${system} ${language}: the Notes label is ${labelSizes.notes}, the other labels ${labelSizes.field}`)
  // A required field's star stays with the end of its label ("Skadeterning (f.eks. 1t6) *"), never alone on a line.
  const lonelyStars = await page.evaluate(() =>
    [...document.querySelectorAll('.schema-form__needed')]
      .filter((star) => star.getBoundingClientRect().left <= star.parentElement!.getBoundingClientRect().left + 1)
      .map((star) => star.parentElement!.textContent)
  )
  if (lonelyStars.length > 0) found.push(`${system} ${language}: a required star on a line of its own: ${lonelyStars.join(', ')}`)
  await rail(page, 'party')
  await page.getByRole('button', { name: words.add }).click()
  await page.locator('[data-test=character-editor]').waitFor()
  await check('sheet')
  await rail(page, 'fightSetup')
  await page.locator('[data-test=fight-setup]').waitFor()
  // One name for the screen: its heading is the rail's entry ("Neuer Kampf", not "Kampf"), as the party board's button.
  const screenName = (await page.locator('[data-section=fightSetup]').textContent())?.trim()
  const heading = (await page.locator('[data-test=fight-setup] h2').textContent())?.trim()
  if (heading !== screenName) found.push(`${system} ${language}: the New fight screen is headed "${heading}", the rail calls it "${screenName}"`)
  // Before any opponent is chosen the odds panel says what it needs, not that it is working.
  if (!((await page.locator('[data-test=odds-idle]').textContent()) ?? '').includes(words.idle))
    found.push(`${system} ${language}: the odds panel without opponents does not ask for them`)
  await check('fight-setup')
  await rail(page, 'bestiary')
  await page.locator('[data-test=opponent]').first().waitFor()
  // A card reads as a stat block (issue 14, 6): no form hints ("z. B. …") and no enum values of the schema.
  const lines = (await page.locator('[data-test=opponent-line]').allTextContents()).join(' ')
  if (/z\. B\.|f\.eks\.|bijv\.|e\.g\.|\b(none|normal|skeleton|monster|advantage|melee)\b/.test(lines))
    found.push(`${system} ${language}: a bestiary card shows a form hint or a raw value: ${lines}`)
  await check('bestiary')
  await page.getByRole('button', { name: words.addOpponent }).click()
  await page.locator('[data-test=bestiary-editor]').waitFor()
  await check('bestiary-editor')
  await rail(page, 'logs')
  await page.locator('section.logs').waitFor()
  await check('logs')
  await rail(page, 'journal')
  await page.locator('.journal').waitFor()
  await check('journal')
  await rail(page, 'settings')
  await page.locator('[data-test=settings]').waitFor()
  await check('settings')
  expect(problems).toEqual([])
  await page.close()
  return found
}

describe('every campaign screen of every system, as a German or Norwegian GM sees it (issue 14, 5, 6 and 8)', () => {
  it.each([
    ['ultraquest', 'de'],
    ['odm', 'de'],
    ['thalia', 'nb'],
    ['weltenbuch', 'de']
  ] as const)(
    '%s in %s: axe-core finds nothing serious in either theme; one language, stat-block cards, buttons named apart and disabled ones faded, Save and Start in view, odds asking for opponents',
    async (system, language) => {
      expect((await everyScreen(system, language)).join('\n\n')).toBe('')
    },
    120_000
  )
})

/** Answers a fight's questions with their defaults (a roll where one is asked) until it is over. */
async function playToTheEnd(page: Page, campaignId: string, fightId: string, first: FightView): Promise<void> {
  let view = first
  for (let n = 0; view.request && n < 400; n++) {
    const r = view.request
    const answer =
      r.type === 'dice'
        ? { type: 'roll' }
        : r.type === 'chooseOne'
          ? { type: 'chooseOne', option: r.default }
          : r.type === 'chooseMany'
            ? { type: 'chooseMany', options: r.default }
            : { type: 'confirm' }
    view = await callApi<FightView>(page, 'fight.answer', { campaignId, fightId, answer })
  }
  expect(view.request).toBeNull()
}
type FightView = { id: string; request: { type: string; default?: unknown } | null }

describe('the end of a fight at 1366×768 (issue 14, 7)', () => {
  it.each([
    ['ultraquest', 'de'],
    ['odm', 'de'],
    ['thalia', 'nb'],
    ['weltenbuch', 'de']
  ] as const)(
    '%s in %s: the outcome with what applying it changes, “Apply” in view and its buttons apart, in both themes',
    async (system, language) => {
      const words = LANGUAGES[language]
      const { page, problems } = await openAxeWindow(app, { locale: words.locale })
      const name = `Ende ${system}`
      const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name, system, language: language === 'nb' ? 'nb' : 'de' })
      const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Gruppe' })
      await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet: SCENES[system].sheet })
      const options = system === 'ultraquest' ? { type: 'NK', marker: '!' } : {}
      const fight = await callApi<FightView>(page, 'fight.start', {
        campaignId: campaign.id,
        partyId,
        opponents: [{ opponent: SCENES[system].opponent }],
        options,
        title: 'Bis zum Ende'
      })
      await playToTheEnd(page, campaign.id, fight.id, fight)
      await page.goto(app.bridge.url)
      await page.getByRole('button', { name: `${words.open}: ${name}` }).click()
      const apply = page.locator('[data-test=apply]')
      await apply.waitFor()
      expect(await apply.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight)).toBe(true)
      // Buttons beside each other keep a gap: none touches the next (the outcome's buttons touched, issue 14, 7).
      const gaps = await page.locator('.runner .buttons').evaluateAll((bars) =>
        bars.flatMap((bar) => {
          const boxes = [...bar.querySelectorAll('button')].map((b) => b.getBoundingClientRect()).filter((r) => r.width > 0)
          return boxes.slice(1).map((r, i) => (Math.abs(r.top - boxes[i]!.top) < 2 ? r.left - boxes[i]!.right : 99))
        })
      )
      expect(gaps.every((g) => g >= 4)).toBe(true)
      const found: string[] = []
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        const violations = await axeProblems(page)
        if (violations.length > 0) found.push(describeProblems(`${system} outcome (${scheme})`, violations))
        await shot(page, `every-${system}-${language}-outcome${scheme === 'dark' ? '-dark' : ''}`)
      }
      expect(found.join('\n\n')).toBe('')
      expect(problems).toEqual([])
    },
    120_000
  )
})
