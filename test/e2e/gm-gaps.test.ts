import { copyFileSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge } from '../../src-main/ipc/http-bridge.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import { callApi, startApp, type App } from './browser.ts'
import { card, openWindow, shotBothThemes } from './gm.ts'

// Gaps a GM found in the campaign screens, seen in Chromium at 1366×768 in English and German, light and dark
// (pictures in test-results/gaps-*).
let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

type Campaign = { id: string; name: string; characters: { id: string; sheet: { weapons: Record<string, unknown>[] } }[] }

/** A window in `locale` whose app language is set to it, on the picker (of `on`, another app's bridge, if given). */
async function openIn(locale: 'en' | 'de', on: App = app): Promise<{ page: Page; problems: string[] }> {
  const window = await openWindow(on, { locale: locale === 'de' ? 'de-DE' : 'en-GB' })
  window.page.setDefaultTimeout(15_000)
  await window.page.evaluate((l) => localStorage.setItem('marching-order.locale', l), locale)
  await window.page.reload()
  return window
}

/** Scrolls the element into the middle of its scrolling column, for a picture with what is around it. */
const centre = (page: Page, selector: string) => page.locator(selector).evaluate((e) => e.scrollIntoView({ block: 'center' }))

describe('a Weltenbuch weapon shows the fields of its kind', () => {
  it.each(['en', 'de'] as const)(
    'Reichweite and Spannen only on a ranged weapon; a bow made a melee weapon says what is not saved, and saving leaves it out (%s)',
    async (locale) => {
      const { page, problems } = await openIn(locale)
      const words = uiMessages[locale]
      const campaign = await callApi<Campaign>(page, 'campaign.create', { name: `Nebelwald ${locale}`, system: 'weltenbuch', language: 'de' })
      const bow = { name: 'Langbogen', kind: 'ranged', skill: 'Schwerter', damage: '×2+1', range: 80, reload: 'crossbow' }
      const sheet = {
        name: 'Yorn',
        attributes: { geist: 3, koerper: 6, geschick: 7, sozial: 3, wille: 5, sinne: 7 },
        skills: { Schwerter: 2 },
        weapons: [{ name: 'Breitschwert', skill: 'Schwerter', damage: '×3+4' }, bow]
      }
      const party = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Helden' })
      await callApi(page, 'character.add', { campaignId: campaign.id, sheet, partyId: party.createdId })
      await page.reload()
      await page
        .locator('[data-test=campaign]', { hasText: campaign.name })
        .getByRole('button', { name: `${words.picker.open}: ${campaign.name}`, exact: true })
        .click()
      await page.locator('.rail__link[data-section=party]').click()
      await page.getByRole('button', { name: words.sheet.edit.replace('{name}', 'Yorn') }).click()
      await page.locator('[data-test=character-editor]').waitFor()

      // The sword shows no range or Spannen; the bow does.
      expect(await page.locator('[name="sheet.weapons.0.range"], [name="sheet.weapons.0.reload"]').count()).toBe(0)
      expect(await page.locator('[name="sheet.weapons.1.range"]').inputValue()).toBe('80')
      await centre(page, '[name="sheet.weapons.1.range"]')
      await shotBothThemes(page, `gaps-weapon-kinds-${locale}`)

      // The bow made a melee weapon: its fields go, and the form says they will not be saved.
      const formWords = uiMessages[locale].form
      await page.locator('select[name="sheet.weapons.1.kind"]').selectOption({ index: 0 })
      expect(await page.locator('[name="sheet.weapons.1.range"]').count()).toBe(0)
      const notSaved = page.locator('.schema-form__not-saved')
      expect(await notSaved.textContent()).toContain(formWords.notSaved.split('{kind}')[0]!)
      await centre(page, '.schema-form__not-saved')
      await shotBothThemes(page, `gaps-weapon-not-saved-${locale}`)
      await page.locator('[data-test=character-editor] button[type=submit]').click()
      await card(page, 'Yorn').waitFor()

      const saved = await callApi<Campaign>(page, 'campaign.read', { campaignId: campaign.id })
      const weapon = saved.characters[0]!.sheet.weapons[1]!
      expect(weapon).toMatchObject({ name: 'Langbogen', kind: 'melee' })
      expect(weapon).not.toHaveProperty('range')
      expect(weapon['reload'] ?? 'none').toBe('none')
      expect(problems).toEqual([])
      await page.close()
    },
    60_000
  )
})

/** The app started on a config folder whose settings file says `settings`: a bridge of its own on the built renderer. */
async function appWithSettings(settings: string): Promise<{ on: App; settingsFile: string; close: () => Promise<void> }> {
  const config = mkdtempSync(join(tmpdir(), 'mo-e2e-config-'))
  const settingsFile = join(config, 'data-folder.json')
  writeFileSync(settingsFile, settings)
  const bridge = await startBridge({ dataRoot: join(config, 'data'), staticRoot: app.staticRoot, settingsFile })
  return { on: { ...app, bridge }, settingsFile, close: () => bridge.close() }
}

describe('a data folder the app cannot reach is named on the picker', () => {
  it.each(['en', 'de'] as const)(
    'an unmounted sync folder: named with the problem, "Try again" finds it once it is back (%s)',
    async (locale) => {
      const sync = mkdtempSync(join(tmpdir(), 'mo-e2e-sync-'))
      const gone = join(sync, 'Marching Order')
      const { on, close } = await appWithSettings(JSON.stringify({ dataFolder: gone }))
      try {
        const { page, problems } = await openIn(locale, on)
        const words = uiMessages[locale].appSettings
        const notice = page.locator('[data-test=folder-problem]')
        await notice.waitFor()
        expect(await notice.textContent()).toContain(gone)
        expect(await page.locator('form.create').count()).toBe(0)
        await shotBothThemes(page, `gaps-folder-missing-${locale}`)

        await notice.getByRole('button', { name: words.retry }).click()
        await notice.getByText(words.stillSame).waitFor()

        // The disk is back with its campaign: "Try again" opens it.
        const staging = join(sync, 'staging')
        const elsewhere = new ServiceContext(staging)
        await createCampaign(elsewhere, { name: 'Auf dem Stick', system: 'odm', language: 'nl' })
        await elsewhere.close()
        renameSync(staging, gone)
        await notice.getByRole('button', { name: words.retry }).click()
        await page.locator('[data-test=campaign]', { hasText: 'Auf dem Stick' }).waitFor()
        expect(await notice.count()).toBe(0)
        expect(problems).toEqual([])
        await page.close()
      } finally {
        await close()
      }
    },
    60_000
  )

  it('an unreadable settings file: named, and "Choose another folder" starts in a folder the GM names', async () => {
    const { on, settingsFile, close } = await appWithSettings('{"dataFolder": "/media/usb')
    try {
      const { page, problems } = await openIn('en', on)
      const words = uiMessages.en.appSettings
      const notice = page.locator('[data-test=folder-problem]')
      expect(await notice.textContent()).toContain(settingsFile)
      await notice.getByRole('button', { name: words.chooseOther }).click()
      const path = page.locator('input[name="data-folder"]')
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'data-folder')
      await shotBothThemes(page, 'gaps-folder-settings-unreadable-en')

      const fresh = join(mkdtempSync(join(tmpdir(), 'mo-e2e-new-')), 'Kampagnen')
      await path.fill(fresh)
      await page.getByRole('button', { name: words.useFolder }).click()
      await page.locator('form.create').waitFor()
      expect(await notice.count()).toBe(0)
      expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({ dataFolder: fresh })
      expect(problems).toEqual([])
      await page.close()
    } finally {
      await close()
    }
  }, 60_000)
})

describe('conflict copies show on the picker', () => {
  it.each(['en', 'de'] as const)(
    'a campaign’s card says how many conflict copies a sync tool left, and its marker opens the campaign at their list (%s)',
    async (locale) => {
      const { page, problems } = await openIn(locale)
      const name = `Zwei Rechner ${locale}`
      const campaign = await callApi<{ id: string }>(page, 'campaign.create', { name, system: 'ultraquest', language: 'de' })
      const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId: campaign.id, name: 'Die Gruppe' })
      await callApi(page, 'character.add', { campaignId: campaign.id, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+1' } } })
      const fight = await callApi<{ id: string }>(page, 'fight.start', {
        campaignId: campaign.id,
        partyId,
        opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }],
        options: { type: 'NK', marker: '!' }
      })
      await callApi(page, 'fight.discard', { campaignId: campaign.id, fightId: fight.id })
      const folder = join(app.dataRoot, 'campaigns', campaign.id)
      writeFileSync(join(folder, 'campaign (conflicted copy 2026-12-01 193000).json'), readFileSync(join(folder, 'campaign.json')))
      copyFileSync(join(folder, 'fights', `${fight.id}.json`), join(folder, 'fights', `${fight.id}.sync-conflict-20261201-193000-ABCDEFG.json`))
      await page.reload()

      const words = uiMessages[locale].picker
      const card = page.locator('[data-test=campaign]', { hasText: name })
      const marker = card.locator('[data-test=conflict-copies-marker]')
      expect((await marker.textContent())?.trim()).toBe(`⚠ ${words.conflictCopies.split(' | ')[2]!.replace('{n}', '2')}`)
      await card.scrollIntoViewIfNeeded()
      await shotBothThemes(page, `gaps-picker-copies-${locale}`)

      await marker.click()
      await page.locator('[data-test=conflict-copy]').nth(1).waitFor()
      await page.waitForFunction(() => document.activeElement?.id === 'conflict-copies-title')
      await shotBothThemes(page, `gaps-picker-copies-opened-${locale}`)
      expect(problems).toEqual([])
      await page.close()
    },
    60_000
  )
})
