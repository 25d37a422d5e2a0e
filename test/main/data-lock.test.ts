// Issue 13, item 2: one writer per data folder. Two apps (or the app and the bridge) on one data folder lost saves,
// and one process's temp-file cleanup deleted the other's temp files. Real processes, real folders.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createRouter } from '../../src-main/ipc/router.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { folderAccess } from '../../src-main/services/folder-status.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { readJournal } from '../../src-main/services/journal.ts'
import { addNote } from '../../src-main/services/time.ts'
import { DataLock, LOCK_FILE } from '../../src-main/storage/data-lock.ts'
import { removeStaleTemps, tempNameFor } from '../../src-main/storage/durable-write.ts'
import { StorageError } from '../../src-main/storage/errors.ts'
import { HOST } from '../../src-main/storage/processes.ts'
import { bundleWriterChild } from './writer-bundle.ts'

let bundle: string
let root: string

beforeAll(async () => {
  bundle = await bundleWriterChild()
})

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-lock-'))
})

function run(args: string[]): Promise<string[]> {
  return new Promise((done, failed) => {
    const proc = spawn(process.execPath, [bundle, root, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()))
    proc.on('exit', () => done(out.split('\n').filter(Boolean)))
    proc.on('error', failed)
  })
}

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

/** A process id that ran and is gone. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout)
}

async function campaign(): Promise<{ ctx: ServiceContext; id: string }> {
  const ctx = new ServiceContext(root)
  const { id } = await createCampaign(ctx, { name: 'Zwei Rechner', system: 'ultraquest', language: 'de' })
  return { ctx, id }
}

async function notesIn(ctx: ServiceContext, id: string): Promise<string[]> {
  return (await readJournal(ctx, id)).entries.filter((e) => e.kind === 'note').map((e) => e.text)
}

describe('one writer per data folder', () => {
  it('a second app on the folder opens it read-only and says why: its saves are refused, not lost, and the first app’s all land', async () => {
    const { ctx, id } = await campaign()
    await addNote(ctx, id, 'opening')
    const lines = await run([id, 'notes', 'second', '100'])
    expect(lines).toHaveLength(100)
    for (const line of lines)
      expect(line).toMatch(new RegExp(`^refused readOnly .*another Marching Order writes this data folder \\(process ${process.pid} on ${HOST}`))
    // Meanwhile the first app goes on saving; afterwards every acknowledged note of either is there.
    for (let i = 0; i < 100; i++) await addNote(ctx, id, `first-${i}`)
    const notes = await notesIn(ctx, id)
    expect(notes.filter((n) => n.startsWith('first-'))).toHaveLength(100)
    expect(notes.filter((n) => n.startsWith('second-'))).toEqual([])
    // Through the router the refusal has its own key, which the screen words in the GM's language.
    await ctx.close()
    const held = await holder(id)
    try {
      const other = createRouter(new ServiceContext(root), { saveText: async () => null, openText: async () => null }, () => undefined)
      const refused = await other.handle('journal.note', { campaignId: id, text: 'from the bridge' }, { trusted: true })
      expect(refused).toMatchObject({ ok: false, error: { code: 'storage', key: 'storageReadOnly' } })
      // Reading works: the second app shows the campaign, it only saves nothing, and it can say why.
      expect(await other.handle('campaign.read', { campaignId: id }, { trusted: true })).toMatchObject({ ok: true })
      expect(await folderAccess(new ServiceContext(root))).toEqual({
        readOnly: true,
        holder: { pid: held.pid, host: HOST, since: expect.any(String) },
        reason: expect.stringContaining(`process ${held.pid} on ${HOST}`)
      })
      expect(await folderAccess(ctx)).toMatchObject({ readOnly: true })
    } finally {
      await killed(held)
    }
  }, 60_000)

  it('two apps taking turns on one folder lose no acknowledged save: 200 alternating notes, each either saved or refused', async () => {
    const { ctx, id } = await campaign()
    await ctx.close()
    const acknowledged: string[] = []
    for (let turn = 0; turn < 10; turn++) {
      // The first app writes while the second is open too; then it closes, and the second may write.
      const first = new ServiceContext(root)
      for (let i = 0; i < 10; i++) {
        await addNote(first, id, `a-${turn}-${i}`)
        acknowledged.push(`a-${turn}-${i}`)
      }
      const whileHeld = await run([id, 'notes', `b-held-${turn}`, '3'])
      expect(whileHeld.every((l) => l.startsWith('refused readOnly'))).toBe(true)
      await first.close()
      const afterwards = await run([id, 'notes', `b-${turn}`, '10'])
      afterwards.forEach((l, i) => (l.startsWith('ok') ? acknowledged.push(`b-${turn}-${i}`) : expect.unreachable(l)))
    }
    const check = new ServiceContext(root)
    expect((await notesIn(check, id)).sort()).toEqual(acknowledged.sort())
    expect(acknowledged).toHaveLength(200)
  }, 120_000)

  it('a lock left by a killed app is stale and taken over; an app that ends normally gives its lock up', async () => {
    const { ctx, id } = await campaign()
    await ctx.close()
    expect(existsSync(join(root, LOCK_FILE))).toBe(false)
    const held = await holder(id)
    const lock = JSON.parse(readFileSync(join(root, LOCK_FILE), 'utf8')) as { pid: number; host: string }
    expect(lock).toMatchObject({ pid: held.pid, host: HOST })
    await expect(addNote(new ServiceContext(root), id, 'refused')).rejects.toMatchObject({ problem: 'readOnly' })
    await killed(held)
    // The holder is gone without cleaning up: its lock is stale.
    expect(existsSync(join(root, LOCK_FILE))).toBe(true)
    const after = new ServiceContext(root)
    await addNote(after, id, 'taken over')
    expect(JSON.parse(readFileSync(join(root, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid })
    await after.close()
    expect(await run([id, 'notes', 'clean', '1'])).toEqual(['ok 0'])
    expect(existsSync(join(root, LOCK_FILE))).toBe(false)
  }, 60_000)

  it('a lock from another machine is respected while it is refreshed and taken over once it is not', async () => {
    const { ctx, id } = await campaign()
    await ctx.close()
    const foreign = (minutesAgo: number) =>
      writeFileSync(
        join(root, LOCK_FILE),
        JSON.stringify({
          app: 'marching-order',
          pid: 4242,
          host: 'the-laptop',
          token: 'abcdef01',
          startedAt: '2026-11-30T18:00:00.000Z',
          heartbeatAt: new Date(Date.now() - minutesAgo * 60_000).toISOString()
        })
      )
    foreign(1)
    const refusal = await addNote(new ServiceContext(root), id, 'refused').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(StorageError)
    expect((refusal as StorageError).message).toContain('process 4242 on the-laptop, since 2026-11-30T18:00:00.000Z')
    foreign(30)
    await addNote(new ServiceContext(root), id, 'taken over')
    // A lock of this machine's dead process is stale at once.
    writeFileSync(
      join(root, LOCK_FILE),
      JSON.stringify({
        app: 'marching-order',
        pid: deadPid(),
        host: HOST,
        token: 'abcdef01',
        startedAt: '2026-11-30T18:00:00.000Z',
        heartbeatAt: new Date().toISOString()
      })
    )
    await addNote(new ServiceContext(root), id, 'taken over again')
  })

  it('a holder that finds its lock taken by another stops writing at once', async () => {
    const { ctx, id } = await campaign()
    await addNote(ctx, id, 'mine')
    writeFileSync(
      join(root, LOCK_FILE),
      JSON.stringify({
        app: 'marching-order',
        pid: 4242,
        host: 'the-laptop',
        token: 'abcdef01',
        startedAt: '2026-11-30T18:00:00.000Z',
        heartbeatAt: new Date().toISOString()
      })
    )
    await expect(addNote(ctx, id, 'no longer mine')).rejects.toMatchObject({ problem: 'readOnly' })
    expect(await DataLock.for(root).holder()).toMatchObject({ host: 'the-laptop' })
  })

  it('temp files are unique per process, and cleanup removes only stale ones: a live process’s stay, a dead one’s and old ones go', async () => {
    const { ctx, id } = await campaign()
    await ctx.close()
    const folder = join(root, 'campaigns', id)
    const held = await holder(id)
    const token = 'feedbeef'
    const live = join(folder, `.campaign.json.${held.pid}-${token}.7.tmp`)
    const old = join(folder, `.campaign.json.${held.pid}-${token}.8.tmp`)
    const ours = tempNameFor(join(folder, 'campaign.json'))
    const dead = join(folder, `.campaign.json.${deadPid()}-${token}.9.tmp`)
    for (const path of [live, old, ours, dead]) writeFileSync(path, 'half a save')
    const hoursAgo = new Date(Date.now() - 2 * 3600_000)
    utimesSync(old, hoursAgo, hoursAgo)
    expect(ours).toMatch(new RegExp(`\\.campaign\\.json\\.${process.pid}-[0-9a-f]{8}\\.\\d+\\.tmp$`))
    expect(ours).not.toBe(tempNameFor(join(folder, 'campaign.json')))
    const removed = await removeStaleTemps(folder)
    expect(removed.sort()).toEqual([old, dead].map((p) => p.slice(folder.length + 1)).sort())
    expect([live, ours].every(existsSync)).toBe(true)
    await killed(held)
    // The read-only app never cleans up; the writer, once the holder is gone, removes the dead process's temp file.
    await new ServiceContext(root).store.read(id)
    expect(existsSync(live)).toBe(false)
    expect(existsSync(ours)).toBe(true)
  }, 60_000)
})
