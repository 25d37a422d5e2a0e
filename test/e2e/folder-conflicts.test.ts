// Issue 13 as the GM sees it, in Chromium against the real services: another program changes the open campaign's
// file (the app reads it again), a save meets a change it did not see (both versions side by side, the GM keeps one),
// a sync tool leaves conflict copies (listed on the campaign, resolved by a click), and another Marching Order holds
// the data folder (a banner says who; everything that would save is disabled).
import { spawn } from 'node:child_process'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeProblems, describeProblems, openAxeWindow } from './axe.ts'
import { callApi, startApp, type App } from './browser.ts'
import { openWindow, shotBothThemes } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

const fileOf = (campaignId: string) => join(app.dataRoot, 'campaigns', campaignId, 'campaign.json')

/** What a text editor or a sync tool does: rewrites the campaign file in place, behind the app's back. */
function editOnDisk(campaignId: string, edit: (doc: { name: string; calendar: { day: number } }) => void): void {
  const doc = JSON.parse(readFileSync(fileOf(campaignId), 'utf8')) as { name: string; calendar: { day: number } }
  edit(doc)
  writeFileSync(fileOf(campaignId), `${JSON.stringify(doc, null, 2)}\n`)
}

async function openCampaign(page: Page, name: string, open = 'Open'): Promise<{ campaignId: string; partyId: string }> {
  const { id: campaignId } = await callApi<{ id: string }>(page, 'campaign.create', { name, system: 'ultraquest', language: 'de' })
  const { createdId: partyId } = await callApi<{ createdId: string }>(page, 'party.create', { campaignId, name: 'Vorhut' })
  await callApi(page, 'character.add', { campaignId, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+2' } } })
  await page.goto(app.bridge.url)
  await page.getByRole('button', { name: `${open}: ${name}` }).click()
  await page.locator('.rail h1', { hasText: name }).waitFor()
  return { campaignId, partyId }
}

/** axe-core finds no serious or critical problem, in the light or the dark theme (issue 14's bar for every screen). */
async function noAxeProblems(page: Page, where: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const found = await axeProblems(page)
    expect(found, describeProblems(`${where} (${scheme})`, found)).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

describe('another program works on the data folder', () => {
  it('the open campaign is read again when its file changes on disk; a save that meets an unseen change lets the GM keep either version', async () => {
    const { page, problems } = await openAxeWindow(app)
    const { campaignId } = await openCampaign(page, 'Zwei Rechner')

    editOnDisk(campaignId, (doc) => {
      doc.name = 'Zwei Rechner (vom Laptop)'
      doc.calendar.day = 7
    })
    await page.locator('.rail h1', { hasText: 'Zwei Rechner (vom Laptop)' }).waitFor()
    await page.locator('[data-test=campaign-refreshed]').waitFor()
    expect(await page.locator('.rail').textContent()).toContain('Day 7')
    await shotBothThemes(page, 'folder-refreshed')

    // The window's poll is told "nothing changed" while the file changes again, so the GM's next save meets the
    // change before the poll does.
    await page.route('**/api/folder.status', (route) =>
      route.fulfill({ json: { ok: true, value: { access: { readOnly: false }, campaign: { outside: null, copies: [] } } } })
    )
    editOnDisk(campaignId, (doc) => (doc.name = 'Zwei Rechner (vom Desktop)'))
    await page.getByLabel('Party name').fill('Nachhut')
    await page.getByRole('button', { name: 'Create party' }).click()
    const dialog = page.locator('[data-test=conflict-dialog]')
    await dialog.getByRole('heading', { name: 'Another program changed the campaign file' }).waitFor()
    const text = await dialog.textContent()
    expect(text).toContain('Zwei Rechner (vom Laptop)')
    expect(text).toContain('Zwei Rechner (vom Desktop)')
    // Modal and keyboard-ready: the focus is on "Keep my version", Tab reaches the other choice.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('keep-mine')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-test'))).toBe('take-theirs')
    await shotBothThemes(page, 'folder-conflict')
    await noAxeProblems(page, 'the conflict dialog')
    // Escape puts the choice aside; the notice brings it back.
    await page.keyboard.press('Escape')
    await page.getByText('nothing is saved until you choose a version').waitFor()
    await page.getByRole('button', { name: 'Choose a version…' }).click()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.locator('.rail h1', { hasText: 'Zwei Rechner (vom Desktop)' }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.unroute('**/api/folder.status')
    // The version not kept is in the backups, and the GM's change goes through now.
    const backups = await callApi<{ file: string; reason: string }[]>(page, 'campaign.backups', { campaignId })
    expect(backups.some((b) => b.reason === 'conflict')).toBe(true)
    await page.getByLabel('Party name').fill('Nachhut')
    await page.getByRole('button', { name: 'Create party' }).click()
    await expect
      .poll(() => (JSON.parse(readFileSync(fileOf(campaignId), 'utf8')) as { parties: { name: string }[] }).parties.map((p) => p.name))
      .toEqual(['Vorhut', 'Nachhut'])
    expect(JSON.parse(readFileSync(fileOf(campaignId), 'utf8')).name).toBe('Zwei Rechner (vom Desktop)')
    expect(problems).toEqual([])
  }, 90_000)

  it('a file another program damaged: the dialog says the other version cannot be taken, and keeping mine writes it back', async () => {
    const { page, problems } = await openWindow(app, { locale: 'de-DE' })
    await page.evaluate(() => localStorage.setItem('marching-order.locale', 'de'))
    const { campaignId } = await openCampaign(page, 'Halbe Datei', 'Öffnen')
    writeFileSync(fileOf(campaignId), '{ "schemaVersion": 2, "name": "Halbe')
    const dialog = page.locator('[data-test=conflict-dialog]')
    await dialog.getByRole('heading', { name: 'Ein anderes Programm hat die Kampagnendatei geändert' }).waitFor()
    expect(await dialog.textContent()).toContain('Sie kann nicht übernommen werden. Sie ist abgeschnitten oder beschädigt.')
    expect(await dialog.getByRole('button', { name: 'Die Datei übernehmen' }).isDisabled()).toBe(true)
    await shotBothThemes(page, 'folder-conflict-damaged-de')
    await dialog.getByRole('button', { name: 'Meinen Stand behalten' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(JSON.parse(readFileSync(fileOf(campaignId), 'utf8')).name).toBe('Halbe Datei')
    expect(problems).toEqual([])
  }, 60_000)

  it('conflict copies a sync tool left are listed on the campaign, and each is resolved by a click', async () => {
    const { page, problems } = await openAxeWindow(app)
    const { campaignId, partyId } = await openCampaign(page, 'Synchronisiert')
    const fight = await callApi<{ id: string }>(page, 'fight.start', {
      campaignId,
      partyId,
      opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }],
      options: { type: 'NK', marker: '!' }
    })
    await callApi(page, 'fight.discard', { campaignId, fightId: fight.id })
    const folder = join(app.dataRoot, 'campaigns', campaignId)
    const campaignCopy = 'campaign (conflicted copy 2026-12-01 193000).json'
    const doc = JSON.parse(readFileSync(fileOf(campaignId), 'utf8')) as { name: string }
    doc.name = 'Synchronisiert (Desktop)'
    writeFileSync(join(folder, campaignCopy), JSON.stringify(doc, null, 2))
    const fightCopy = `${fight.id}.sync-conflict-20261201-193000-ABCDEFG.json`
    copyFileSync(join(folder, 'fights', `${fight.id}.json`), join(folder, 'fights', fightCopy))

    const notice = page.locator('[data-test=conflict-copies]')
    await notice.locator('[data-test=conflict-copy]').nth(1).waitFor()
    expect(await notice.textContent()).toContain('Copy of the campaign file by Nextcloud/ownCloud')
    expect(await notice.textContent()).toContain('Copy of a battle log by Syncthing')
    await shotBothThemes(page, 'folder-conflict-copies')
    await noAxeProblems(page, 'the conflict copies')

    await notice.getByRole('button', { name: `Keep the current one: fights/${fight.id}.json` }).click()
    await notice.locator(`[data-file="fights/${fightCopy}"]`).waitFor({ state: 'detached' })
    await notice.getByRole('button', { name: `Keep this copy: ${campaignCopy}` }).click()
    await notice.waitFor({ state: 'detached' })
    await page.locator('.rail h1', { hasText: 'Synchronisiert (Desktop)' }).waitFor()
    expect(problems).toEqual([])
  }, 60_000)

  it('another Marching Order holds the data folder: a banner says who, and everything that would save is disabled until it lets go', async () => {
    const { page, problems } = await openAxeWindow(app)
    await openCampaign(page, 'Nur lesen')
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' })
    const lock = join(app.dataRoot, '.marching-order.lock')
    try {
      const since = '2026-12-01T18:00:00.000Z'
      writeFileSync(lock, JSON.stringify({ app: 'marching-order', pid: other.pid, host: hostname(), token: 'other-app', startedAt: since, heartbeatAt: since }))
      const banner = page.locator('[data-test=read-only]')
      await banner.waitFor()
      expect(await banner.textContent()).toContain(`process ${other.pid} on “${hostname()}”`)
      const create = page.getByRole('button', { name: 'Create party' })
      expect(await create.isDisabled()).toBe(true)
      expect(await page.getByLabel('Party name').isDisabled()).toBe(true)
      // Moving around still works: the rail and the battle logs.
      await page.locator('[data-section=logs]').click()
      await page.locator('[data-section=party]').click()
      await shotBothThemes(page, 'folder-read-only')
      await noAxeProblems(page, 'the read-only party board')
      await page.locator('[data-section=journal]').click()
      expect(await page.getByRole('button', { name: 'Open a session' }).isDisabled()).toBe(true)
      await page.locator('[data-section=party]').click()

      rmSync(lock)
      await banner.waitFor({ state: 'detached' })
      expect(await page.getByRole('button', { name: 'Create party' }).isDisabled()).toBe(false)
    } finally {
      other.kill('SIGKILL')
    }
    expect(problems).toEqual([])
  }, 60_000)
})
