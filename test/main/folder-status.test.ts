// Issue 13 as the GM meets it: the channels the screens use to see another program's work on the data folder —
// the open campaign's file changed behind the app's back, sync tools' conflict copies, a folder another app holds —
// driven through the router on real temp folders and real processes.
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Channel } from '../../src-main/ipc/channels.ts'
import type { ChannelInput, ChannelOutput, IpcResult } from '../../src-main/ipc/contract.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { folderStatus, stopWatching } from '../../src-main/services/folder-status.ts'
import { writeFileDurably } from '../../src-main/storage/durable-write.ts'
import { FolderWatch } from '../../src-main/storage/folder-watch.ts'
import { HOST } from '../../src-main/storage/processes.ts'
import { bundleWriterChild } from './writer-bundle.ts'

let root: string
let bundle: string

beforeAll(async () => {
  bundle = await bundleWriterChild()
})

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-folder-'))
})

function app(ctx = new ServiceContext(root)) {
  const router = createRouter(ctx, { saveText: async () => null, openText: async () => null }, () => undefined)
  const call = <C extends Channel>(channel: C, payload: ChannelInput<C>) =>
    router.handle(channel, payload, { trusted: true }) as Promise<IpcResult<ChannelOutput<C>>>
  const value = async <C extends Channel>(channel: C, payload: ChannelInput<C>): Promise<ChannelOutput<C>> => {
    const result = await call(channel, payload)
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
    return result.value
  }
  return { ctx, call, value }
}
type FolderStatusView = ChannelOutput<'folder.status'>
type CampaignStatus = NonNullable<FolderStatusView['campaign']>

async function campaignWithParty(a: ReturnType<typeof app>) {
  const campaign = await a.value('campaign.create', { name: 'Zwei Rechner', system: 'ultraquest', language: 'de' })
  const campaignId = campaign.id as string
  const partyId = (await a.value('party.create', { campaignId, name: 'Vorhut' })).createdId as string
  await a.value('character.add', { campaignId, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+2' } } })
  return { campaignId, partyId, file: join(root, 'campaigns', campaignId, 'campaign.json'), folder: join(root, 'campaigns', campaignId) }
}

/** What a text editor or a sync tool does to the campaign file: rewrites it in place. */
function editOutside(file: string, edit: (doc: { name: string; calendar: { day: number } }) => void): void {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as { name: string; calendar: { day: number } }
  edit(doc)
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`)
}

/** Asks the poll channel until it answers what `wanted` looks for; the watch settles changes after a short debounce. */
async function statusUntil(a: ReturnType<typeof app>, campaignId: string, wanted: (status: CampaignStatus) => boolean): Promise<CampaignStatus> {
  let status: CampaignStatus | null = null
  for (let i = 0; i < 200; i++) {
    status = (await a.value('folder.status', { campaignId })).campaign!
    if (wanted(status)) return status
    await new Promise((done) => setTimeout(done, 50))
  }
  return status!
}

const backups = (folder: string, ending: string) => readdirSync(join(folder, 'backups')).filter((n) => n.endsWith(ending))

describe('folder.status: what the screen polls', () => {
  it('another program edits campaign.json while the campaign is open: the poll says so, a read takes the new file, and the version held before goes to the backups', async () => {
    const a = app()
    const c = await campaignWithParty(a)
    expect(await a.value('folder.status', { campaignId: c.campaignId })).toEqual({ access: { readOnly: false }, campaign: { outside: null, copies: [] } })
    // The app's own saves are not another program's.
    await a.value('journal.note', { campaignId: c.campaignId, text: 'ours' })
    expect((await a.value('folder.status', { campaignId: c.campaignId })).campaign!.outside).toBeNull()

    editOutside(c.file, (doc) => (doc.name = 'Zwei Rechner (vom Laptop)'))
    expect((await a.value('folder.status', { campaignId: c.campaignId })).campaign!.outside).toBe('changed')
    expect(await a.value('campaign.conflict', { campaignId: c.campaignId })).toMatchObject({
      mine: { name: 'Zwei Rechner' },
      theirs: { name: 'Zwei Rechner (vom Laptop)' }
    })
    // Nothing unsaved in the app: reading again takes the other program's file, and the poll is quiet again.
    expect((await a.value('campaign.read', { campaignId: c.campaignId })).name).toBe('Zwei Rechner (vom Laptop)')
    expect((await a.value('folder.status', { campaignId: c.campaignId })).campaign!.outside).toBeNull()
    expect(await a.value('campaign.conflict', { campaignId: c.campaignId })).toBeNull()
    const kept = backups(c.folder, '-conflict.json').map((n) => JSON.parse(readFileSync(join(c.folder, 'backups', n), 'utf8')).name)
    expect(kept).toEqual(['Zwei Rechner'])
  })

  it('both changed: the save is refused as changed outside, the conflict shows both versions, and "keep mine" writes the app’s version while the other goes to the backups', async () => {
    const a = app()
    const c = await campaignWithParty(a)
    editOutside(c.file, (doc) => {
      doc.name = 'Vom Laptop'
      doc.calendar.day = 12
    })
    const refused = await a.call('party.create', { campaignId: c.campaignId, name: 'Nachhut' })
    expect(refused).toMatchObject({ ok: false, error: { code: 'storage', key: 'storageChangedOutside' } })
    const conflict = (await a.value('campaign.conflict', { campaignId: c.campaignId }))!
    expect(conflict.mine).toMatchObject({ name: 'Zwei Rechner', day: 0, parties: 1, characters: 1 })
    expect(conflict.theirs).toMatchObject({ name: 'Vom Laptop', day: 12, parties: 1, characters: 1 })
    const kept = await a.value('campaign.resolveConflict', { campaignId: c.campaignId, keep: 'mine' })
    expect(kept.name).toBe('Zwei Rechner')
    expect(JSON.parse(readFileSync(c.file, 'utf8')).name).toBe('Zwei Rechner')
    const set = backups(c.folder, '-conflict.json').map((n) => JSON.parse(readFileSync(join(c.folder, 'backups', n), 'utf8')).name)
    expect(set).toEqual(['Vom Laptop'])
    // The GM's change goes through now.
    expect(await a.call('party.create', { campaignId: c.campaignId, name: 'Nachhut' })).toMatchObject({ ok: true })
    expect(await a.call('campaign.resolveConflict', { campaignId: c.campaignId, keep: 'mine' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', key: 'noCampaignConflict' }
    })
  })

  it('"take theirs" keeps the other program’s file and puts the app’s version into the backups; a deleted file can only be replaced by mine', async () => {
    const a = app()
    const c = await campaignWithParty(a)
    editOutside(c.file, (doc) => (doc.name = 'Vom Laptop'))
    expect(await a.call('journal.note', { campaignId: c.campaignId, text: 'refused' })).toMatchObject({ ok: false, error: { key: 'storageChangedOutside' } })
    expect((await a.value('campaign.resolveConflict', { campaignId: c.campaignId, keep: 'theirs' })).name).toBe('Vom Laptop')
    expect(backups(c.folder, '-conflict.json').map((n) => JSON.parse(readFileSync(join(c.folder, 'backups', n), 'utf8')).name)).toEqual(['Zwei Rechner'])

    rmSync(c.file)
    expect((await a.value('folder.status', { campaignId: c.campaignId })).campaign!.outside).toBe('deleted')
    expect(await a.call('campaign.read', { campaignId: c.campaignId })).toMatchObject({ ok: false, error: { code: 'storage' } })
    expect((await a.value('campaign.conflict', { campaignId: c.campaignId }))!.theirs).toMatchObject({ problem: 'notFound' })
    expect(await a.call('campaign.resolveConflict', { campaignId: c.campaignId, keep: 'theirs' })).toMatchObject({ ok: false, error: { code: 'storage' } })
    expect((await a.value('campaign.resolveConflict', { campaignId: c.campaignId, keep: 'mine' })).name).toBe('Vom Laptop')
    expect(existsSync(c.file)).toBe(true)
  })

  it('a conflict copy appears in fights/: the poll names it, the list shows it with its tool, and "keep the current one" sets it aside into the backups', async () => {
    const a = app()
    const c = await campaignWithParty(a)
    const fight = await a.value('fight.start', {
      campaignId: c.campaignId,
      partyId: c.partyId,
      opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }],
      options: { type: 'NK', marker: '!' }
    })
    expect((await a.value('folder.status', { campaignId: c.campaignId })).campaign!.copies).toEqual([])
    const copy = `${fight.id}.sync-conflict-20261201-120000-ABCDEFG.json`
    copyFileSync(join(c.folder, 'fights', `${fight.id}.json`), join(c.folder, 'fights', copy))
    const status = await statusUntil(a, c.campaignId, (s) => s.copies.length > 0)
    expect(status.copies).toEqual([`fights/${copy}`])
    const listed = await a.value('campaign.conflictCopies', { campaignId: c.campaignId })
    expect(listed).toEqual([
      expect.objectContaining({ file: `fights/${copy}`, of: `fights/${fight.id}.json`, kind: 'fight', tool: 'syncthing', problem: null })
    ])
    // The battle logs still list the one fight.
    expect((await a.value('fight.list', { campaignId: c.campaignId })).map((f: { id: string }) => f.id)).toEqual([fight.id])

    expect(await a.value('campaign.resolveConflictCopy', { campaignId: c.campaignId, file: `fights/${copy}`, keep: 'original' })).toEqual([])
    expect(existsSync(join(c.folder, 'fights', copy))).toBe(false)
    expect(readdirSync(join(c.folder, 'backups', 'conflict-copies'))).toEqual([expect.stringContaining(copy)])
    expect((await statusUntil(a, c.campaignId, (s) => s.copies.length === 0)).copies).toEqual([])
    expect(await a.call('campaign.resolveConflictCopy', { campaignId: c.campaignId, file: `fights/${copy}`, keep: 'copy' })).toMatchObject({
      ok: false,
      error: { code: 'notFound', key: 'conflictCopyNotFound' }
    })
  })

  it('"keep this copy" of a Nextcloud copy of campaign.json puts it in place; the open campaign reads it, and the replaced file is kept', async () => {
    const a = app()
    const c = await campaignWithParty(a)
    const copy = 'campaign (conflicted copy 2026-12-01 120000).json'
    const doc = JSON.parse(readFileSync(c.file, 'utf8'))
    doc.name = 'Vom Desktop'
    writeFileSync(join(c.folder, copy), JSON.stringify(doc))
    await statusUntil(a, c.campaignId, (s) => s.copies.length > 0)
    expect(await a.value('campaign.conflictCopies', { campaignId: c.campaignId })).toEqual([
      expect.objectContaining({ file: copy, of: 'campaign.json', tool: 'nextcloud', problem: null })
    ])
    expect(await a.value('campaign.resolveConflictCopy', { campaignId: c.campaignId, file: copy, keep: 'copy' })).toEqual([])
    expect((await a.value('campaign.read', { campaignId: c.campaignId })).name).toBe('Vom Desktop')
    expect((await a.value('folder.status', { campaignId: c.campaignId })).campaign!.outside).toBeNull()
    expect(readdirSync(join(c.folder, 'backups', 'conflict-copies'))).toEqual([expect.stringContaining('replaced-campaign.json')])
  })

  it('a second process holds the data folder: the poll says read-only with its process, host and start, and every write is refused', async () => {
    const first = app()
    const c = await campaignWithParty(first)
    await first.ctx.close()
    const held = await holder(c.campaignId)
    try {
      const second = app()
      const status = await second.value('folder.status', { campaignId: c.campaignId })
      expect(status.access).toEqual({
        readOnly: true,
        holder: { pid: held.pid, host: HOST, since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        reason: expect.stringContaining(`process ${held.pid}`)
      })
      expect(await second.call('party.create', { campaignId: c.campaignId, name: 'Nachhut' })).toMatchObject({
        ok: false,
        error: { code: 'storage', key: 'storageReadOnly' }
      })
      expect(await second.call('campaign.read', { campaignId: c.campaignId })).toMatchObject({ ok: true })
      // Without a campaign the poll still answers for the picker.
      expect((await second.value('folder.status', {})).access.readOnly).toBe(true)
    } finally {
      await killed(held)
    }
    // Once the holder is gone, the folder is writable again.
    const third = app()
    expect((await third.value('folder.status', {})).access).toEqual({ readOnly: false })
  }, 30_000)
})

describe('the watch on the data folder', () => {
  it('counts changes per campaign after its debounce, and answers null where the folder cannot be watched', async () => {
    const watch = new FolderWatch(root, 20)
    mkdirSync(join(root, 'campaigns', 'one'), { recursive: true })
    mkdirSync(join(root, 'campaigns', 'two'), { recursive: true })
    const before = { one: watch.generation('one'), two: watch.generation('two') }
    expect(before.one).not.toBeNull()
    writeFileSync(join(root, 'campaigns', 'one', 'campaign.json'), '{}')
    for (let i = 0; i < 100 && watch.generation('one') === before.one; i++) await new Promise((done) => setTimeout(done, 20))
    expect(watch.generation('one')).toBeGreaterThan(before.one!)
    expect(watch.generation('two')).toBe(before.two)
    watch.close()
    expect(new FolderWatch(join(root, 'not-there')).generation('one')).toBeNull()
  })

  it('counts a fight file written in place at once, also after a durable write renamed it in, but not the battle-log cache beside it', async () => {
    const watch = new FolderWatch(root, 20)
    const fights = join(root, 'campaigns', 'one', 'fights')
    mkdirSync(fights, { recursive: true })
    const until = async (moved: () => boolean) => {
      for (let i = 0; i < 200 && !moved(); i++) await new Promise((done) => setTimeout(done, 10))
    }
    const before = watch.fightChanges('one')!
    expect(before).not.toBeNull()
    await writeFileDurably(join(fights, 'fight-1.json'), '{"a":1}')
    await until(() => watch.fightChanges('one') !== before)
    const renamedIn = watch.fightChanges('one')!
    expect(renamedIn).toBeGreaterThan(before)
    // An editor writes the file in place: the inode the durable write renamed in is the one it changes.
    writeFileSync(join(fights, 'fight-1.json'), '{"a":2}')
    await until(() => watch.fightChanges('one') !== renamedIn)
    expect(watch.fightChanges('one')).toBeGreaterThan(renamedIn)

    const counted = watch.fightChanges('one')
    const generation = watch.generation('one')!
    mkdirSync(join(fights, '.cache'))
    // The campaign file after it: once its change is counted, the cache's was seen before it.
    writeFileSync(join(root, 'campaigns', 'one', 'campaign.json'), '{}')
    await until(() => watch.generation('one') !== generation)
    expect(watch.generation('one')).toBeGreaterThan(generation)
    expect(watch.fightChanges('one')).toBe(counted)
    watch.close()
  })

  it('where the data folder cannot be watched, the poll still finds conflict copies by looking each time', async () => {
    const missing = join(root, 'later')
    const ctx = new ServiceContext(missing)
    // The first poll finds no folder to watch (it does not exist yet), and the watch is tried again only seconds
    // later: meanwhile every poll looks at the files, and finds a copy at once.
    expect(await folderStatus(ctx, 'not-yet')).toEqual({ access: { readOnly: false }, campaign: { outside: 'changed', copies: [] } })
    const a = app(ctx)
    const c = await campaignWithParty(a)
    copyFileSync(
      join(missing, 'campaigns', c.campaignId, 'campaign.json'),
      join(missing, 'campaigns', c.campaignId, 'campaign.sync-conflict-20261201-120000-ABCDEFG.json')
    )
    expect((await folderStatus(ctx, c.campaignId)).campaign!.copies).toEqual(['campaign.sync-conflict-20261201-120000-ABCDEFG.json'])
    stopWatching(ctx)
  })

  it('follows the data folder when the GM moves it: copies in the new folder are found, the old folder is no longer asked', async () => {
    const a = app()
    const c = await campaignWithParty(a)
    expect((await folderStatus(a.ctx, c.campaignId)).campaign!.copies).toEqual([])
    const moved = mkdtempSync(join(tmpdir(), 'mo-folder-moved-'))
    cpSync(root, moved, { recursive: true })
    rmSync(join(moved, '.marching-order.lock'), { force: true })
    await a.ctx.close()
    a.ctx.switchTo(moved)
    copyFileSync(join(moved, 'campaigns', c.campaignId, 'campaign.json'), join(moved, 'campaigns', c.campaignId, 'campaign (Case Conflict).json'))
    expect((await statusUntil(a, c.campaignId, (s) => s.copies.length > 0)).copies).toEqual(['campaign (Case Conflict).json'])
    stopWatching(a.ctx)
  })
})

/** A child that takes the folder's lock and keeps it until killed. */
function holder(campaignId: string): Promise<ChildProcess> {
  return new Promise((done, failed) => {
    const proc = spawn(process.execPath, [bundle, root, campaignId, 'hold'], { stdio: ['pipe', 'pipe', 'inherit'] })
    proc.stdout!.on('data', (c: Buffer) => {
      if (c.toString().includes('holding')) done(proc)
    })
    proc.on('error', failed)
    proc.on('exit', (code) => failed(new Error(`holder exited with ${code}`)))
  })
}

const killed = (proc: ChildProcess) => new Promise<void>((done) => (proc.once('exit', () => done()), proc.kill('SIGKILL')))
