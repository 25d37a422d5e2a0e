import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'
import { StorageError } from '../../src-main/storage/errors.ts'
import { FightFiles } from '../../src-main/storage/fight-files.ts'

let root: string
let clock: number
let store: CampaignStore
const now = () => new Date(Date.UTC(2026, 10, 30, 20, 0, 0) + clock++ * 1000)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-store-'))
  clock = 0
  store = new CampaignStore(root, now)
})

const campaignFile = (id: string) => join(root, 'campaigns', id, 'campaign.json')

async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(StorageError)
    return error as StorageError
  }
  throw new Error('expected a StorageError')
}

describe('campaign storage', () => {
  it('creates a campaign in its own folder and reads it back after a restart', async () => {
    const created = await store.create({ name: 'Die Schwarze Schlucht', system: 'ultraquest', language: 'de' })
    expect(created.id).toMatch(/^die-schwarze-schlucht-[0-9a-f]{6}$/)
    expect(existsSync(join(root, 'campaigns', created.id, 'fights'))).toBe(true)
    const reopened = new CampaignStore(root, now)
    expect(await reopened.read(created.id)).toEqual(created)
    expect(await reopened.list()).toEqual([expect.objectContaining({ id: created.id, name: 'Die Schwarze Schlucht', system: 'ultraquest', day: 0 })])
  })

  it('applies an update as one step and leaves no temp files', async () => {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    const { campaign } = await store.update(id, (c) => {
      c.name = 'Alpha and Omega'
      c.calendar.day = 3
    })
    expect(campaign.name).toBe('Alpha and Omega')
    expect(JSON.parse(readFileSync(campaignFile(id), 'utf8')).calendar.day).toBe(3)
    expect(readdirSync(join(root, 'campaigns', id)).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })

  it('never writes a change that fails validation: file and memory stay as they were', async () => {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    const before = readFileSync(campaignFile(id), 'utf8')
    await expect(store.update(id, (c) => void c.parties.push({ id: 'p', name: 'P', members: ['nobody'], nonFighters: [] }))).rejects.toThrow(
      'parties[0].members[0]: no character has the id "nobody"'
    )
    await expect(store.update(id, (c) => void (c.calendar.day = -1))).rejects.toThrow('calendar.day')
    expect(readFileSync(campaignFile(id), 'utf8')).toBe(before)
    expect((await store.read(id)).parties).toEqual([])
  })

  it('queues concurrent updates so none is lost', async () => {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    await Promise.all(Array.from({ length: 20 }, () => store.update(id, (c) => void c.calendar.day++)))
    expect((await new CampaignStore(root, now).read(id)).calendar.day).toBe(20)
  })

  it('reports a file that does not parse with its name and the backups, never overwrites it, and lists the other campaigns', async () => {
    const good = await store.create({ name: 'Good', system: 'ultraquest', language: 'en' })
    const bad = await store.create({ name: 'Bad', system: 'ultraquest', language: 'en' })
    await store.backup(bad.id, 'session')
    writeFileSync(campaignFile(bad.id), '{ "schemaVersion": 2, "name": ')
    const fresh = new CampaignStore(root, now)
    const error = await storageError(fresh.read(bad.id))
    expect(error.problem).toBe('unreadable')
    expect(error.message).toContain(`${campaignFile(bad.id)}: is not valid JSON`)
    expect(error.backups).toHaveLength(1)
    await expect(fresh.update(bad.id, (c) => void (c.name = 'x'))).rejects.toThrow(StorageError)
    expect(readFileSync(campaignFile(bad.id), 'utf8')).toBe('{ "schemaVersion": 2, "name": ')
    const listing = await fresh.list()
    expect(listing.find((l) => l.id === good.id)).toMatchObject({ name: 'Good' })
    expect(listing.find((l) => l.id === bad.id)).toMatchObject({ error: { problem: 'unreadable' }, backups: [expect.objectContaining({ reason: 'session' })] })
  })

  it('reports a file that fails validation by field', async () => {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    const doc = JSON.parse(readFileSync(campaignFile(id), 'utf8'))
    doc.system = 'chess'
    writeFileSync(campaignFile(id), JSON.stringify(doc))
    const error = await storageError(new CampaignStore(root, now).read(id))
    expect(error.problem).toBe('invalid')
    expect(error.message).toContain('fails validation: system:')
  })

  it('refuses a file from a newer app version and leaves it untouched', async () => {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    const doc = JSON.parse(readFileSync(campaignFile(id), 'utf8'))
    doc.schemaVersion = 99
    const text = JSON.stringify(doc)
    writeFileSync(campaignFile(id), text)
    const error = await storageError(new CampaignStore(root, now).read(id))
    expect(error.problem).toBe('newerVersion')
    expect(error.message).toContain('schema 99')
    expect(readFileSync(campaignFile(id), 'utf8')).toBe(text)
  })

  it('moves a version 1 campaign forward, after taking a backup of the old file', async () => {
    const id = 'the-black-forest-a1b2c3'
    mkdirSync(join(root, 'campaigns', id), { recursive: true })
    copyFileSync(join(import.meta.dirname, 'fixtures/campaign-v1.json'), campaignFile(id))
    const original = readFileSync(campaignFile(id), 'utf8')
    const campaign = await store.read(id)
    expect(campaign).toMatchObject({ schemaVersion: 2, calendar: { day: 17 }, settings: { rules: { maxRounds: 3 }, backupsToKeep: 5 } })
    expect(JSON.parse(readFileSync(campaignFile(id), 'utf8')).schemaVersion).toBe(2)
    const [backup] = await store.backupsOf(id).list()
    expect(backup).toMatchObject({ reason: 'migration' })
    expect(readFileSync(join(root, 'campaigns', id, 'backups', backup!.file), 'utf8')).toBe(original)
  })

  it('keeps only the configured number of rotating backups, newest first', async () => {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    await store.update(id, (c) => void (c.settings.backupsToKeep = 3))
    for (let i = 0; i < 5; i++) await store.backup(id, 'session')
    const list = await store.backupsOf(id).list()
    expect(list).toHaveLength(3)
    expect(list[0]!.takenAt > list[2]!.takenAt).toBe(true)
  })

  it('restores a backup, keeping the replaced file as a backup too', async () => {
    const { id } = await store.create({ name: 'Before', system: 'ultraquest', language: 'en' })
    const taken = await store.backup(id, 'manual')
    await store.update(id, (c) => void (c.name = 'After'))
    const restored = await store.restore(id, taken.file)
    expect(restored.name).toBe('Before')
    expect((await store.backupsOf(id).list()).map((b) => b.reason)).toContain('restore')
    await expect(store.restore(id, '../../etc/passwd')).rejects.toThrow('is not one of this campaign’s backups')
  })

  it('restores over an unreadable file, moving the broken file aside instead of losing it', async () => {
    const { id } = await store.create({ name: 'Before', system: 'ultraquest', language: 'en' })
    const taken = await store.backup(id, 'manual')
    writeFileSync(campaignFile(id), 'garbage')
    const fresh = new CampaignStore(root, now)
    expect((await fresh.restore(id, taken.file)).name).toBe('Before')
    const broken = readdirSync(join(root, 'campaigns', id)).find((n) => n.startsWith('campaign.broken-'))
    expect(readFileSync(join(root, 'campaigns', id, broken!), 'utf8')).toBe('garbage')
  })

  it('moves a deleted campaign to the trash', async () => {
    const { id } = await store.create({ name: 'Gone', system: 'ultraquest', language: 'en' })
    await store.trash(id)
    expect(await store.list()).toEqual([])
    expect(readdirSync(join(root, 'trash'))[0]).toMatch(new RegExp(`^${id}--`))
  })

  it('refuses ids that could be paths', async () => {
    await expect(store.read('../outside')).rejects.toThrow('is not a valid campaign id')
    await expect(new FightFiles(join(root, 'x')).read('../../campaign')).rejects.toThrow('is not a valid fight id')
  })
})

describe('bad campaign files are reported and left byte for byte as they were', () => {
  async function withFile(mutate: (text: string) => string) {
    const { id } = await store.create({ name: 'Alpha', system: 'ultraquest', language: 'en' })
    await store.update(
      id,
      (c) => void c.characters.push({ id: 'albrav', sheet: { id: 'albrav', name: 'Albrav', equipment: [{ name: 'Leder', kind: 'armour', rw: 2 }] }, notes: '' })
    )
    const text = mutate(readFileSync(campaignFile(id), 'utf8'))
    writeFileSync(campaignFile(id), text)
    const fresh = new CampaignStore(root, now)
    const error = await storageError(fresh.read(id))
    await expect(fresh.update(id, (c) => void (c.name = 'changed'))).rejects.toThrow(StorageError)
    expect(readFileSync(campaignFile(id), 'utf8')).toBe(text)
    return error
  }

  it('truncated JSON', async () => {
    expect((await withFile((t) => t.slice(0, t.length / 2))).message).toMatch(/campaign\.json: is not valid JSON/)
  })

  it('garbage', async () => {
    expect((await withFile(() => '\u0000\u0001garbage')).problem).toBe('unreadable')
  })

  it('a valid file of a future schema version', async () => {
    expect((await withFile((t) => t.replace('"schemaVersion": 2', '"schemaVersion": 3'))).problem).toBe('newerVersion')
  })

  it('a sheet with negative armour', async () => {
    const error = await withFile((t) => t.replace('"rw": 2', '"rw": -2'))
    expect(error.message).toContain('fails validation: characters[0].sheet.equipment[0].rw: armour value (RW) cannot be negative')
  })
})
