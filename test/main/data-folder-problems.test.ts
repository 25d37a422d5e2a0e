import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { changeDataFolder, dataFolderInfo, retryDataFolder, settingsContext, SETTINGS_FILE } from '../../src-main/services/data-folder.ts'
import { addExampleCampaign } from '../../src-main/services/examples.ts'
import { folderAccess } from '../../src-main/services/folder-status.ts'
import { StorageError } from '../../src-main/storage/errors.ts'

/** A GM's config folder whose settings file says `settings`, with the app's own folder beside it holding one campaign. */
async function configWith(settings: string | null) {
  const config = mkdtempSync(join(tmpdir(), 'mo-config-'))
  const fallback = join(config, 'data')
  const own = settingsContext(join(config, SETTINGS_FILE), fallback, null)
  await createCampaign(own, { name: 'Im App-Ordner', system: 'ultraquest', language: 'de' })
  await own.close()
  if (settings !== null) writeFileSync(join(config, SETTINGS_FILE), settings)
  return { config, fallback, settingsFile: join(config, SETTINGS_FILE), ctx: settingsContext(join(config, SETTINGS_FILE), fallback, null) }
}

const refusedAsUnavailable = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(StorageError)
  expect((error as StorageError).problem).toBe('unavailable')
}

describe('a data folder the app cannot reach is named, never replaced', () => {
  it('a chosen folder that is gone (an unmounted sync folder): the problem names it, nothing is listed, and nothing is made in its place', async () => {
    const gone = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'Syncthing', 'Marching Order')
    const { ctx, fallback } = await configWith(JSON.stringify({ dataFolder: gone }))

    expect(await dataFolderInfo(ctx)).toEqual({ path: gone, changeable: true, problem: { kind: 'folderMissing', path: gone, detail: 'ENOENT' } })
    expect(await ctx.store.list()).toEqual([])
    await refusedAsUnavailable(createCampaign(ctx, { name: 'Neu', system: 'odm', language: 'nl' }))
    await refusedAsUnavailable(addExampleCampaign(ctx, 'thalia'))
    expect(existsSync(gone)).toBe(false)
    // Not another app's lock: the banner of a read-only window stays away, the picker says what is wrong.
    expect(await folderAccess(ctx)).toEqual({ readOnly: false })
    // The app's own folder is not opened in its place.
    expect(ctx.dataRoot).toBe(gone)
    expect(readdirSync(join(fallback, 'campaigns'))).toHaveLength(1)
  })

  it('a chosen path that is a file is named as such', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'Marching Order')
    writeFileSync(file, 'not a folder')
    const { ctx } = await configWith(JSON.stringify({ dataFolder: file }))
    expect((await dataFolderInfo(ctx)).problem).toEqual({ kind: 'notAFolder', path: file, detail: 'a file' })
  })

  it.each([
    ['not JSON', '{"dataFolder": "/media/usb'],
    ['names no absolute "dataFolder"', JSON.stringify({ dataFolder: 'relative/path' })],
    ['names no absolute "dataFolder"', JSON.stringify({ folder: '/media/usb' })]
  ])('an unreadable settings file (%s) is named, and the app’s own folder is not shown as the GM’s campaigns', async (detail, settings) => {
    const { ctx, settingsFile, fallback } = await configWith(settings)
    expect((await dataFolderInfo(ctx)).problem).toEqual({ kind: 'settingsUnreadable', path: settingsFile, detail })
    expect(await ctx.store.list()).toEqual([])
    await refusedAsUnavailable(createCampaign(ctx, { name: 'Neu', system: 'odm', language: 'nl' }))
    expect(readdirSync(join(fallback, 'campaigns'))).toHaveLength(1)
    expect(readFileSync(settingsFile, 'utf8')).toBe(settings)
  })

  it('"Try again" after the disk is back opens its campaigns; after the settings file is mended, the folder it names', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'mo-usb-'))
    const disk = join(elsewhere, 'MO')
    const { ctx } = await configWith(JSON.stringify({ dataFolder: disk }))
    const made = settingsContext(join(mkdtempSync(join(tmpdir(), 'mo-other-')), SETTINGS_FILE), join(elsewhere, 'staging'), null)
    const campaign = await createCampaign(made, { name: 'Auf dem Stick', system: 'weltenbuch', language: 'de' })
    await made.close()

    renameSync(join(elsewhere, 'staging'), disk)
    expect(await retryDataFolder(ctx)).toBeNull()
    expect((await ctx.store.list()).map((l) => l.id)).toEqual([campaign.id])

    // The settings file broken, then mended by hand to name the disk: the retry follows it.
    const broken = await configWith('{')
    expect((await dataFolderInfo(broken.ctx)).problem?.kind).toBe('settingsUnreadable')
    writeFileSync(broken.settingsFile, JSON.stringify({ dataFolder: disk }))
    expect(await retryDataFolder(broken.ctx)).toBeNull()
    expect(broken.ctx.dataRoot).toBe(disk)
    expect((await broken.ctx.store.list()).map((l) => l.id)).toEqual([campaign.id])
  })

  it('"Choose another folder": an empty one is used at once, one with campaigns is asked about and opened; the choice is remembered', async () => {
    const gone = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'gone')
    const { ctx, settingsFile } = await configWith(JSON.stringify({ dataFolder: gone }))
    const empty = join(mkdtempSync(join(tmpdir(), 'mo-new-')), 'Kampagnen')

    expect(await changeDataFolder(ctx, empty, 'move')).toEqual({ state: 'opened', path: empty, oldPath: gone })
    expect((await dataFolderInfo(ctx)).problem).toBeNull()
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({ dataFolder: empty })
    await createCampaign(ctx, { name: 'Neu begonnen', system: 'odm', language: 'nl' })
    expect(existsSync(gone)).toBe(false)

    const other = await configWith(JSON.stringify({ dataFolder: gone }))
    expect(await changeDataFolder(other.ctx, empty, 'move')).toEqual({ state: 'holdsCampaigns', path: empty, campaigns: 1 })
    expect(await changeDataFolder(other.ctx, empty, 'open')).toEqual({ state: 'opened', path: empty, oldPath: gone })
    expect((await other.ctx.store.list()).map((l) => 'name' in l && l.name)).toEqual(['Neu begonnen'])
  })

  it('a folder that goes away while the app runs (the USB disk pulled) is not made anew by the next save', async () => {
    const usb = join(mkdtempSync(join(tmpdir(), 'mo-usb-')), 'MO')
    mkdirSync(usb)
    const { ctx } = await configWith(JSON.stringify({ dataFolder: usb }))
    await createCampaign(ctx, { name: 'Unterwegs', system: 'ultraquest', language: 'de' })
    rmSync(usb, { recursive: true })

    await refusedAsUnavailable(createCampaign(ctx, { name: 'Noch eine', system: 'odm', language: 'nl' }))
    expect((await dataFolderInfo(ctx)).problem).toMatchObject({ kind: 'folderMissing', path: usb })
    expect(existsSync(usb)).toBe(false)
  })
})
