// Issue 13, items 5 and 6: the export holds the whole campaign (closed sessions' journals included) and round-trips;
// the import checks everything first, refuses bad or doubled ids by name, and is all or nothing.
import { defaultAnswer } from './default-answers.ts'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createCampaign, exportCampaign, importCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { answerFight, applyFight, discardFight, startFight } from '../../src-main/services/fights.ts'
import { listFights } from '../../src-main/services/battle-logs.ts'
import { readJournal } from '../../src-main/services/journal.ts'
import { addCharacter, addOpponent, createParty } from '../../src-main/services/roster.ts'
import { addNote, closeSession, openSession } from '../../src-main/services/time.ts'
import { onCrashPoint } from '../../src-main/storage/crash-points.ts'

let tick: number
const context = (root = mkdtempSync(join(tmpdir(), 'mo-export-'))) =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => `seed-${tick}`
  )

beforeEach(() => {
  tick = 0
})
afterEach(() => onCrashPoint(null))

/** Two closed sessions with notes and fights (applied, discarded), an open one with a running fight. */
async function longCampaign(ctx: ServiceContext): Promise<string> {
  const { id } = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'de' })
  const { result: partyId } = await createParty(ctx, id, 'Die Vier')
  for (const name of ['Albrav', 'Brann', 'Cira'])
    await addCharacter(ctx, id, { sheet: { name, ks: { nk: 'W6+2' }, equipment: [{ name: 'Leder', kind: 'armour', rw: 1 }] }, partyId })
  const { result: ork } = await addOpponent(ctx, id, { name: 'Ork', ks: 'W6' })
  const start = () => startFight(ctx, id, { partyId, opponents: [{ bestiaryId: ork, count: 1 }], options: { type: 'NK', marker: '!' } })
  for (const n of [1, 2]) {
    await openSession(ctx, id)
    await addNote(ctx, id, `Sitzung ${n}: der Weg durchs Moor`)
    let fight = await start()
    while (fight.request) fight = await answerFight(ctx, id, fight.id, defaultAnswer(fight))
    await (n === 1 ? applyFight(ctx, id, fight.id) : discardFight(ctx, id, fight.id))
    await closeSession(ctx, id)
  }
  await openSession(ctx, id)
  await answerFight(ctx, id, (await start()).id, { type: 'chooseOne', option: 'none' })
  return id
}

const withoutTime = (text: string) => ({ ...(JSON.parse(text) as Record<string, unknown>), exportedAt: null })

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

describe('export', () => {
  it('holds the closed sessions’ journals: after export and import, every closed session’s journal reads as before', async () => {
    const ctx = context()
    const id = await longCampaign(ctx)
    const closed = (await ctx.store.read(id)).sessions.filter((s) => s.archived)
    expect(closed).toHaveLength(2)
    const exported = JSON.parse(await exportCampaign(ctx, id)) as { sessions: { session: { id: string; journal: unknown[] } }[] }
    expect(exported.sessions.map((s) => s.session.id)).toEqual(closed.map((s) => s.id))
    const elsewhere = context()
    const imported = await importCampaign(elsewhere, JSON.stringify(exported))
    for (const session of closed) {
      const before = await readJournal(ctx, id, session.id)
      const after = await readJournal(elsewhere, imported.id, session.id)
      expect(after).toEqual(before)
      expect(after.entries.some((e) => e.text.includes('der Weg durchs Moor'))).toBe(true)
    }
  })

  it('round-trips: export → import → export gives the same text apart from the new id (and the time of export)', async () => {
    const ctx = context()
    const id = await longCampaign(ctx)
    const first = await exportCampaign(ctx, id)
    // Into the same data folder: the id and the name are taken, so the import gets a new id and a numbered name.
    const copy = await importCampaign(ctx, first)
    expect(copy.id).not.toBe(id)
    const name = (JSON.parse(first) as { campaign: { name: string } }).campaign.name
    expect(copy.name).toBe(`${name} (2)`)
    const second = await exportCampaign(ctx, copy.id)
    expect(withoutTime(second.replaceAll(copy.id, id).replaceAll(JSON.stringify(copy.name), JSON.stringify(name)))).toEqual(withoutTime(first))
    // Into another data folder it keeps its id, and the export is the same but for its time.
    const elsewhere = context()
    expect((await importCampaign(elsewhere, first)).id).toBe(id)
    expect(withoutTime(await exportCampaign(elsewhere, id))).toEqual(withoutTime(first))
  })
})

describe('import', () => {
  async function exported(): Promise<{
    ctx: ServiceContext
    text: string
    data: { campaign: Record<string, unknown>; fights: Record<string, unknown>[]; sessions: { session: Record<string, unknown> }[] }
  }> {
    const ctx = context()
    const text = await exportCampaign(ctx, await longCampaign(ctx))
    return { ctx, text, data: JSON.parse(text) }
  }

  /** The data folder's campaign folders and anything else a failed import might have left in it. */
  const contents = (ctx: ServiceContext) => (existsSync(join(ctx.dataRoot, 'campaigns')) ? readdirSync(join(ctx.dataRoot, 'campaigns')).sort() : [])

  it('leaves the battle-log list ready: the app started again lists the imported fights from the cache the import’s own first read made, reading no fight file', async () => {
    const ctx = context()
    const id = await longCampaign(ctx)
    const importer = context(mkdtempSync(join(tmpdir(), 'mo-import-')))
    const imported = await importCampaign(importer, await exportCampaign(ctx, id))
    await importer.close()
    // Imported into another data folder, the campaign keeps its ids: its list is the original's.
    const listed = await listFights(ctx, id)
    expect(listed.map((l) => ('problem' in l ? l.problem : l.result))).toEqual(['gewonnen', 'gewonnen', null])
    // Each fight file overwritten in place with bytes of no fight, its size and time kept: only a list that reads
    // the files would notice.
    const fights = join(importer.dataRoot, 'campaigns', imported.id, 'fights')
    for (const file of readdirSync(fights).filter((f) => f.endsWith('.json'))) {
      const path = join(fights, file)
      const { size, mtimeNs } = statSync(path, { bigint: true })
      writeFileSync(path, ' '.repeat(Number(size)))
      // touch, as utimes takes seconds in a double, which loses the last digits of a nanosecond time.
      execFileSync('touch', ['-m', '-d', `@${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`, path])
    }
    const restarted = context(importer.dataRoot)
    expect(await listFights(restarted, imported.id)).toEqual(listed)
    await restarted.close()
  })

  it('refuses a fight id that could be a path, naming it, and writes nothing anywhere', async () => {
    const { data } = await exported()
    const target = context()
    await createCampaign(target, { name: 'Schon da', system: 'ultraquest', language: 'de' })
    const before = contents(target)
    data.fights[1]!['id'] = '../../evil'
    const error = await rejection(importCampaign(target, JSON.stringify(data)))
    expect(error).toMatchObject({ code: 'invalidInput', key: 'importBadId', params: { kind: 'fight', id: '../../evil' } })
    expect(error.message).toContain('"../../evil"')
    expect(contents(target)).toEqual(before)
    expect(existsSync(join(target.dataRoot, 'evil.json'))).toBe(false)
    expect(await target.store.list()).toHaveLength(1)
    // An id that is no string at all, not even one a message could show by itself.
    data.fights[1]!['id'] = { toString: 1 }
    expect(await rejection(importCampaign(target, JSON.stringify(data)))).toMatchObject({ key: 'importBadId', params: { kind: 'fight', id: '{"toString":1}' } })
  })

  it('refuses two fights with one id, naming it, instead of letting one overwrite the other', async () => {
    const { data } = await exported()
    const target = context()
    data.fights[2]!['id'] = data.fights[0]!['id']
    const error = await rejection(importCampaign(target, JSON.stringify(data)))
    expect(error).toMatchObject({ key: 'importDuplicateId', params: { kind: 'fight', id: data.fights[0]!['id'] } })
    expect(contents(target)).toEqual([])
  })

  it('refuses a session journal with a bad or doubled id, a fight the campaign lists but the file lacks, and a fight of another system', async () => {
    const { data } = await exported()
    const target = context()
    const bad = structuredClone(data)
    bad.sessions[0]!.session['id'] = 'A/B'
    expect((await rejection(importCampaign(target, JSON.stringify(bad)))).key).toBe('importSessionInvalid')
    const doubled = structuredClone(data)
    doubled.sessions.push(structuredClone(doubled.sessions[0]!))
    expect(await rejection(importCampaign(target, JSON.stringify(doubled)))).toMatchObject({ key: 'importDuplicateId', params: { kind: 'session' } })
    const missing = structuredClone(data)
    const running = (missing.campaign['activeFights'] as { id: string }[])[0]!.id
    missing.fights = missing.fights.filter((f) => f['id'] !== running)
    expect(await rejection(importCampaign(target, JSON.stringify(missing)))).toMatchObject({ key: 'importMissingFight', params: { id: running } })
    const foreign = structuredClone(data)
    foreign.fights[0]!['system'] = 'odm'
    expect((await rejection(importCampaign(target, JSON.stringify(foreign)))).key).toBe('importFightInvalid')
    expect(contents(target)).toEqual([])
  })

  it('is all or nothing when it fails mid-way: at every write of the import, a failure leaves no campaign and no staging folder behind', async () => {
    const { text } = await exported()
    let points = 0
    onCrashPoint(() => void points++)
    const counted = context()
    await importCampaign(counted, text)
    onCrashPoint(null)
    expect(points).toBeGreaterThan(20)
    for (let failAt = 1; failAt <= points; failAt++) {
      const target = context()
      let n = 0
      onCrashPoint((point) => {
        if (++n === failAt) throw new Error(`disk full at ${point}`)
      })
      const outcome = await importCampaign(target, text).then(
        () => 'imported',
        (error: Error) => error.message
      )
      onCrashPoint(null)
      const listing = await target.store.list()
      // Either the whole campaign is there (the failure came after it was moved in), or nothing is.
      if (listing.length > 0) {
        expect(listing).toEqual([expect.objectContaining({ name: 'Nebelmoor' })])
        expect(JSON.parse(await exportCampaign(target, listing[0]!.id)).fights).toHaveLength(3)
      } else expect(outcome).toMatch(/^disk full/)
      expect(contents(target).filter((n) => n.startsWith('.'))).toEqual([])
    }
  })

  it('an export from before journals were exported still imports, and its closed sessions read (with the journal the campaign kept)', async () => {
    const { data } = await exported()
    const old = { format: 'marching-order-campaign', exportedAt: '2026-01-01T00:00:00.000Z', campaign: data.campaign, fights: data.fights }
    const target = context()
    const imported = await importCampaign(target, JSON.stringify(old))
    for (const session of imported.sessions.filter((s) => s.archived))
      expect((await readJournal(target, imported.id, session.id)).session).toMatchObject({ id: session.id })
  })
})
