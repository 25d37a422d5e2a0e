// Issue 13, item 4: sync tools' conflict copies in a campaign folder. A Syncthing copy of a fight file made the
// battle-log list and the export fail outright; now every tool's copies of every kind of file are found, listed
// with the campaign and resolvable, and break nothing.
import { defaultAnswer } from './default-answers.ts'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRouter } from '../../src-main/ipc/router.ts'
import { listFights } from '../../src-main/services/battle-logs.ts'
import { createCampaign, exportCampaign, listConflictCopies, resolveConflictCopy } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { answerFight, applyFight, battleLogText, fightView, startFight } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { closeSession, openSession } from '../../src-main/services/time.ts'
import { conflictCopyOf } from '../../src-main/storage/conflict-copies.ts'

let root: string
let tick: number
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => 'seed-sync'
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-sync-'))
  tick = 0
})

/** A campaign with a closed session (its journal in sessions/), an applied fight and a running one. */
async function syncedCampaign(ctx: ServiceContext) {
  const { id } = await createCampaign(ctx, { name: 'Zwei Rechner', system: 'ultraquest', language: 'de' })
  const { result: partyId } = await createParty(ctx, id, 'Gruppe')
  for (const name of ['Albrav', 'Brann']) await addCharacter(ctx, id, { sheet: { name, ks: { nk: 'W6+2' } }, partyId })
  await openSession(ctx, id)
  const start = () => startFight(ctx, id, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
  let applied = await start()
  while (applied.request) applied = await answerFight(ctx, id, applied.id, defaultAnswer(applied))
  await applyFight(ctx, id, applied.id)
  const session = (await ctx.store.read(id)).currentSessionId!
  await closeSession(ctx, id)
  const running = await answerFight(ctx, id, (await start()).id, { type: 'chooseOne', option: 'none' })
  const folder = join(root, 'campaigns', id)
  return { id, folder, applied: applied.id, running: running.id, session }
}

/** What each tool names the copy of `stem.json`. */
const namings = {
  syncthing: (stem: string) => `${stem}.sync-conflict-20261130-193000-ABCDEFG.json`,
  nextcloud: (stem: string) => `${stem} (conflicted copy 2026-11-30 193000).json`,
  owncloud: (stem: string) => `${stem}_conflict-20261130-193000.json`,
  dropbox: (stem: string) => `${stem} (Jane Doe's conflicted copy 2026-11-30).json`,
  onedrive: (stem: string) => `${stem}-DESKTOP-1A2B3C4.json`
}
const toolOf = { syncthing: 'syncthing', nextcloud: 'nextcloud', owncloud: 'nextcloud', dropbox: 'dropbox', onedrive: 'onedrive' } as const

describe('sync tools’ conflict copies', () => {
  it('names: each tool’s way of naming a copy is read back to the original; names of our own files are not copies', () => {
    for (const [tool, name] of Object.entries(namings))
      expect(conflictCopyOf(name('fight-a1b2c3'), new Set(['fight-a1b2c3.json']))).toEqual({
        base: 'fight-a1b2c3.json',
        tool: toolOf[tool as keyof typeof toolOf]
      })
    expect(conflictCopyOf('campaign (Case Conflict).json', new Set())).toEqual({ base: 'campaign.json', tool: 'dropbox' })
    expect(conflictCopyOf('campaign (conflicted copy 2026-11-30).json', new Set())).toEqual({ base: 'campaign.json', tool: 'dropbox' })
    expect(conflictCopyOf('fight-a1b2c3.json', new Set(['fight-a1b2c3.json']))).toBeNull()
    // A OneDrive name needs the original beside it, and a file of our own that holds its own id is no copy.
    expect(conflictCopyOf('fight-a1b2c3-DESKTOP.json', new Set())).toBeNull()
    expect(conflictCopyOf('session-1-abc123.json', new Set(['session-1.json']), () => 'session-1-abc123')).toBeNull()
    expect(conflictCopyOf('session-1-laptop.json', new Set(['session-1.json']), () => 'session-1')).toEqual({ base: 'session-1.json', tool: 'onedrive' })
  })

  it('a copy of every kind of file by every tool is listed with the campaign; the battle-log list, the export and the campaign list stay as they were', async () => {
    const ctx = context()
    const c = await syncedCampaign(ctx)
    const logsBefore = await listFights(ctx, c.id)
    const exportBefore = JSON.parse(await exportCampaign(ctx, c.id)) as Record<string, unknown>
    const made: { file: string; of: string }[] = []
    for (const [tool, name] of Object.entries(namings)) {
      for (const [sub, stem] of [
        ['', 'campaign'],
        ['fights', c.applied],
        ['fights', c.running],
        ['sessions', c.session]
      ] as const) {
        const file = sub ? `${sub}/${name(stem)}` : name(stem)
        copyFileSync(join(c.folder, sub, `${stem}.json`), join(c.folder, file))
        made.push({ file, of: sub ? `${sub}/${stem}.json` : `${stem}.json` })
      }
      expect(tool).toBeTruthy()
    }
    const copies = await listConflictCopies(ctx, c.id)
    expect(copies.map((x) => ({ file: x.file, of: x.of })).sort((a, b) => a.file.localeCompare(b.file))).toEqual(
      made.sort((a, b) => a.file.localeCompare(b.file))
    )
    expect(copies.every((x) => x.problem === null && x.bytes > 0)).toBe(true)
    expect(new Set(copies.map((x) => x.tool))).toEqual(new Set(['syncthing', 'nextcloud', 'dropbox', 'onedrive']))
    const fresh = context()
    expect(await listFights(fresh, c.id)).toEqual(logsBefore)
    const exportAfter = JSON.parse(await exportCampaign(fresh, c.id)) as Record<string, unknown>
    expect({ ...exportAfter, exportedAt: null }).toEqual({ ...exportBefore, exportedAt: null })
    expect(await fresh.store.list()).toEqual([expect.objectContaining({ id: c.id, name: 'Zwei Rechner' })])
    // The router's channels that failed outright before answer normally.
    const router = createRouter(fresh, { saveText: async () => '/dev/null', openText: async () => null }, (e) => {
      throw e
    })
    for (const channel of ['fight.list', 'campaign.export', 'campaign.read'])
      expect(await router.handle(channel, { campaignId: c.id }, { trusted: true })).toMatchObject({ ok: true })
  })

  it('keeping the original sets the copy aside in the backups; nothing is deleted', async () => {
    const ctx = context()
    const c = await syncedCampaign(ctx)
    const copy = `fights/${namings.syncthing(c.running)}`
    writeFileSync(
      join(c.folder, copy),
      readFileSync(join(c.folder, 'fights', `${c.running}.json`), 'utf8').replace('"answers": [', '"answers": [\n    { "type": "confirm" },')
    )
    const copyText = readFileSync(join(c.folder, copy), 'utf8')
    const original = readFileSync(join(c.folder, 'fights', `${c.running}.json`), 'utf8')
    expect(await resolveConflictCopy(ctx, c.id, copy, 'original')).toEqual([])
    expect(existsSync(join(c.folder, copy))).toBe(false)
    expect(readFileSync(join(c.folder, 'fights', `${c.running}.json`), 'utf8')).toBe(original)
    const aside = readdirSync(join(c.folder, 'backups', 'conflict-copies'))
    expect(aside).toHaveLength(1)
    expect(readFileSync(join(c.folder, 'backups', 'conflict-copies', aside[0]!), 'utf8')).toBe(copyText)
  })

  it('keeping a fight’s copy puts its answers in the fight’s place (the original to the backups), and the fight goes on from there', async () => {
    const ctx = context()
    const c = await syncedCampaign(ctx)
    // The other machine answered one more question of the running fight.
    const other = context()
    const copyPath = join(c.folder, 'fights', namings.nextcloud(c.running))
    const original = readFileSync(join(c.folder, 'fights', `${c.running}.json`), 'utf8')
    const view = await fightView(other, c.id, c.running)
    await answerFight(other, c.id, c.running, defaultAnswer(view))
    copyFileSync(join(c.folder, 'fights', `${c.running}.json`), copyPath)
    writeFileSync(join(c.folder, 'fights', `${c.running}.json`), original)
    const [listed] = await listConflictCopies(ctx, c.id)
    expect(listed).toMatchObject({
      file: `fights/${namings.nextcloud(c.running)}`,
      of: `fights/${c.running}.json`,
      kind: 'fight',
      tool: 'nextcloud',
      problem: null
    })
    await resolveConflictCopy(ctx, c.id, listed!.file, 'copy')
    expect((await fightView(ctx, c.id, c.running)).answers).toBe(2)
    const aside = readdirSync(join(c.folder, 'backups', 'conflict-copies'))
    expect(aside.map((n) => readFileSync(join(c.folder, 'backups', 'conflict-copies', n), 'utf8'))).toEqual([original])
    expect(await battleLogText(ctx, c.id, c.running)).toContain('Zwei Rechner')
  })

  it('keeping the campaign file’s copy makes it the campaign; a damaged copy or another fight’s is listed with its problem and cannot be kept', async () => {
    const ctx = context()
    const c = await syncedCampaign(ctx)
    const campaignCopy = namings.dropbox('campaign')
    writeFileSync(join(c.folder, campaignCopy), readFileSync(join(c.folder, 'campaign.json'), 'utf8').replace('"name": "Zwei Rechner"', '"name": "Vom Laptop"'))
    const broken = `fights/${namings.syncthing(c.applied)}`
    writeFileSync(join(c.folder, broken), '{ "schemaVersion": 1, "id": ')
    const foreign = `fights/${namings.onedrive(c.running)}`
    writeFileSync(join(c.folder, foreign), readFileSync(join(c.folder, 'fights', `${c.applied}.json`)))
    const copies = await listConflictCopies(ctx, c.id)
    expect(copies.find((x) => x.file === broken)!.problem).toContain('is not valid JSON')
    expect(copies.find((x) => x.file === campaignCopy)!.problem).toBeNull()
    expect(copies.find((x) => x.file === foreign)!.problem).toContain(`holds fight "${c.applied}", not "${c.running}"`)
    await expect(resolveConflictCopy(ctx, c.id, broken, 'copy')).rejects.toMatchObject({ key: 'conflictCopyUnusable' })
    await resolveConflictCopy(ctx, c.id, broken, 'original')
    await resolveConflictCopy(ctx, c.id, campaignCopy, 'copy')
    expect((await ctx.store.read(c.id)).name).toBe('Vom Laptop')
    expect(readdirSync(join(c.folder, 'backups', 'conflict-copies')).some((n) => n.endsWith('replaced-campaign.json'))).toBe(true)
    const error = await resolveConflictCopy(ctx, c.id, '../campaign.json', 'copy').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ServiceError)
    expect((error as ServiceError).key).toBe('conflictCopyNotFound')
  })
})
