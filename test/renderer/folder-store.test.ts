// @vitest-environment happy-dom
// The folder store against the real services on a temp folder: what the screens do when another program changes
// the open campaign's file, leaves conflict copies, or a save is refused because of such a change.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineCampaignStore } from '../../src-renderer/src/stores/campaign.ts'
import { defineCampaignsStore } from '../../src-renderer/src/stores/campaigns.ts'
import { defineFolderStore } from '../../src-renderer/src/stores/folder.ts'
import { inProcessApi } from './in-process-api.ts'

beforeEach(() => setActivePinia(createPinia()))

async function watched() {
  const { api, root } = inProcessApi()
  const created = await defineCampaignsStore(api)().create({ name: 'Nebelmoor', system: 'ultraquest', language: 'de' })
  const campaign = defineCampaignStore(api)()
  await campaign.open(created!.id)
  const folder = defineFolderStore(api)()
  const reloads: string[] = []
  await folder.watch(created!.id, (c) => {
    campaign.campaign = c
    reloads.push(c.name)
  })
  const file = join(root, 'campaigns', created!.id, 'campaign.json')
  const edit = (name: string) => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { name: string }
    doc.name = name
    writeFileSync(file, JSON.stringify(doc))
  }
  return { campaign, folder, reloads, file, edit, folderOf: join(root, 'campaigns', created!.id) }
}

describe('folder store', () => {
  it('reads the open campaign again when another program changed its file, and stays quiet after the app’s own saves', async () => {
    const { campaign, folder, reloads, edit } = await watched()
    await campaign.createParty('Vorhut')
    await folder.poll()
    expect(reloads).toEqual([])
    edit('Nebelmoor (Laptop)')
    await folder.poll()
    expect(reloads).toEqual(['Nebelmoor (Laptop)'])
    expect(campaign.campaign!.name).toBe('Nebelmoor (Laptop)')
    expect(folder.refreshedAt).not.toBeNull()
    expect(folder.conflict).toBeNull()
  })

  it('a save refused because of an unseen change shows both versions; keeping mine writes it back and ends the conflict', async () => {
    const { campaign, folder, reloads, edit, file } = await watched()
    edit('Nebelmoor (Desktop)')
    expect(await campaign.createParty('Vorhut')).toBeUndefined()
    expect(campaign.error?.key).toBe('storageChangedOutside')
    await folder.saveRefused()
    expect(folder.refusedSave).toBe(true)
    expect(folder.conflict?.mine.name).toBe('Nebelmoor')
    expect(folder.conflict?.theirs).toMatchObject({ name: 'Nebelmoor (Desktop)' })
    // While the GM chooses, the poll does not take the other file behind his back.
    await folder.poll()
    expect(reloads).toEqual([])
    expect(await folder.resolveConflict('mine')).toBe(true)
    expect(folder.conflict).toBeNull()
    expect(reloads).toEqual(['Nebelmoor'])
    expect((JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name).toBe('Nebelmoor')
  })

  it('a damaged file found by the poll is offered as a choice the other side of which cannot be taken', async () => {
    const { folder, file } = await watched()
    writeFileSync(file, '{ "schemaVersion": 2, "na')
    await folder.poll()
    expect(folder.refusedSave).toBe(false)
    expect(folder.conflict?.theirs).toMatchObject({ problem: 'unreadable' })
    folder.putConflictAside()
    expect(folder.conflictAside).toBe(true)
    expect(await folder.resolveConflict('theirs')).toBeUndefined()
    expect(folder.error?.key).toBe('storageUnreadable')
  })

  it('lists conflict copies when they appear and resolves one', async () => {
    const { folder, folderOf } = await watched()
    expect(folder.copies).toEqual([])
    copyFileSync(join(folderOf, 'campaign.json'), join(folderOf, 'campaign-LAPTOP.json'))
    let tries = 0
    while (folder.copies.length === 0 && tries++ < 100) {
      await folder.poll()
      await new Promise((done) => setTimeout(done, 30))
    }
    expect(folder.copies).toEqual([expect.objectContaining({ file: 'campaign-LAPTOP.json', tool: 'onedrive', kind: 'campaign', problem: null })])
    expect(await folder.resolveCopy('campaign-LAPTOP.json', 'original')).toBe(true)
    expect(folder.copies).toEqual([])
  })
})
