import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOTS, startApp, type App } from './browser.ts'
import { openWindow } from './gm.ts'

let app: App

beforeAll(async () => {
  app = await startApp()
}, 120_000)

afterAll(() => app?.close())

describe('campaign picker in Chromium, against the real services', () => {
  it('creates a campaign, and offers the backups of a campaign file that no longer opens', async () => {
    const { page, problems } = await openWindow(app)
    await page.getByText('No campaign yet').waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'picker-empty.png') })

    await page.getByRole('button', { name: 'Create campaign' }).click()
    await page.getByText('Give the campaign a name.').waitFor()
    await page.getByLabel('Name').fill('Die Schwarze Schlucht')
    await page.getByLabel('Rule system').selectOption('ultraquest')
    await page.getByLabel('Language').selectOption('de')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    await page.getByText('Campaign “Die Schwarze Schlucht” created.').waitFor()
    const card = page.locator('[data-test=campaign]').first()
    expect(await card.textContent()).toContain('ULTRA♦QUEST')
    expect(await card.textContent()).toContain('Deutsch')
    await page.screenshot({ path: join(SCREENSHOTS, 'picker-created.png') })

    // Between two runs of the app the campaign's file gets damaged: the picker names the problem and
    // restores the backup taken when the session opened.
    const id = readdirSync(join(app.dataRoot, 'campaigns'))[0]!
    const opened = await fetch(`${app.bridge.url}/api/session.open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mo-token': app.bridge.token },
      body: JSON.stringify({ campaignId: id })
    })
    expect((await opened.json()).ok).toBe(true)
    writeFileSync(join(app.dataRoot, 'campaigns', id, 'campaign.json'), '{ "schemaVersion": 2, "name": "Die Schw')
    // The page leaves first: its folder poll (every 2 s) would otherwise hit the bridge while it restarts (a refused connection).
    await page.goto('about:blank')
    await app.restart()
    await page.goto(app.bridge.url)
    const broken = page.locator('[data-test=broken-campaign]')
    await broken.waitFor()
    expect(await broken.textContent()).toContain('is not valid JSON')
    expect(await broken.textContent()).toContain('cannot be read: it is damaged, or the disk or another program is in the way. Restore one of its backups')
    await page.screenshot({ path: join(SCREENSHOTS, 'picker-broken.png') })
    await broken.getByRole('button').first().click()
    await page.getByText('Backup restored.').waitFor()
    expect(await page.locator('[data-test=campaign]').count()).toBe(1)
    await page.screenshot({ path: join(SCREENSHOTS, 'picker-restored.png') })
    expect(problems).toEqual([])
  }, 60_000)

  it('renames, exports, imports the export as a second campaign, archives and moves one to the trash', async () => {
    const { page, problems } = await openWindow(app)
    await page.getByLabel('Name', { exact: true }).fill('Nebelmoor')
    await page.getByRole('button', { name: 'Create campaign' }).click()
    const nebelmoor = page.locator('[data-test=campaign]', { hasText: 'Nebelmoor' })
    await nebelmoor.getByRole('button', { name: 'Rename' }).click()
    await nebelmoor.locator('input[name=new-name]').fill('Nebelmoor II')
    await nebelmoor.getByRole('button', { name: 'Save' }).click()
    const renamed = page.locator('[data-test=campaign]', { hasText: 'Nebelmoor II' })
    await renamed.waitFor()

    await renamed.getByRole('button', { name: 'Export' }).click()
    await page.getByText(/Campaign saved to .*\.json/).waitFor()
    // The bridge's "open file" dialog takes the newest file in imports/; a GM would pick the export.
    const exported = readdirSync(join(app.dataRoot, 'exports')).find((n) => n.endsWith('.json'))!
    mkdirSync(join(app.dataRoot, 'imports'), { recursive: true })
    copyFileSync(join(app.dataRoot, 'exports', exported), join(app.dataRoot, 'imports', exported))
    await page.getByRole('button', { name: 'Import a campaign…' }).click()
    // The copy arrives beside the original under a number, so the two rows can be told apart.
    await page.getByText('Campaign “Nebelmoor II (2)” imported.').waitFor()
    expect(await page.locator('[data-test=campaign]', { hasText: 'Nebelmoor II' }).count()).toBe(2)
    await page.getByRole('button', { name: 'Open: Nebelmoor II (2)', exact: true }).waitFor()
    await page.screenshot({ path: join(SCREENSHOTS, 'picker-imported.png') })

    const copies = page.locator('[data-test=campaign]', { hasText: 'Nebelmoor II' })
    await page.getByRole('button', { name: 'Archive: Nebelmoor II', exact: true }).click()
    await page.getByText('Archived campaigns (1)').click()
    await page.locator('[data-test=archived-campaign]', { hasText: 'Nebelmoor II' }).waitFor()
    expect(await copies.count()).toBe(1)

    const before = readdirSync(join(app.dataRoot, 'campaigns')).length
    await copies.getByRole('button', { name: 'Move to trash: Nebelmoor II (2)', exact: true }).click()
    await copies.getByRole('button', { name: 'Really move “Nebelmoor II (2)” to the trash?' }).click()
    await page.getByText('“Nebelmoor II (2)” is in the trash folder.').waitFor()
    expect(readdirSync(join(app.dataRoot, 'campaigns')).length).toBe(before - 1)
    expect(existsSync(join(app.dataRoot, 'trash'))).toBe(true)
    await page.screenshot({ path: join(SCREENSHOTS, 'picker-archive-trash.png') })
    expect(problems).toEqual([])
  }, 60_000)
})
