// Issue 13, items 7 and 8: damaged files. One bad campaign file made the campaign list fail for every campaign;
// a fight file that did not replay gave `internal` errors, was listed as fine and could not be discarded; a fight
// file holding another fight's id overwrote that fight when answered; two answers at once lost one.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRouter, type Router } from '../../src-main/ipc/router.ts'
import { listFights } from '../../src-main/services/battle-logs.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, discardFight, fightView, startFight } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { CAMPAIGN_SCHEMA_VERSION } from '../../src-main/storage/campaign-schema.ts'

let root: string
let tick: number
let internal: unknown[]
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => `seed-${tick}`
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-damaged-'))
  tick = 0
  internal = []
})

const routerOf = (ctx: ServiceContext): Router => createRouter(ctx, { saveText: async () => null, openText: async () => null }, (e) => internal.push(e))
const call = (router: Router, channel: string, payload: unknown) => router.handle(channel, payload, { trusted: true })

async function partyCampaign(ctx: ServiceContext) {
  const { id } = await createCampaign(ctx, { name: 'Gruft', system: 'ultraquest', language: 'de' })
  const { result: partyId } = await createParty(ctx, id, 'Gruppe')
  for (const name of ['Albrav', 'Brann']) await addCharacter(ctx, id, { sheet: { name, ks: { nk: 'W6+2' } }, partyId })
  const start = () => startFight(ctx, id, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
  return { id, partyId, start, fights: join(root, 'campaigns', id, 'fights') }
}

describe('the campaign list with damaged campaign files', () => {
  it('lists every campaign, each damaged one with its problem: schema version 0 or −1, 20,000-deep nesting, a truncated file', async () => {
    const ctx = context()
    const good = await createCampaign(ctx, { name: 'Heil', system: 'ultraquest', language: 'de' })
    const template = JSON.parse(readFileSync(join(root, 'campaigns', good.id, 'campaign.json'), 'utf8')) as Record<string, unknown>
    const bad = (id: string, text: (doc: Record<string, unknown>) => string) => {
      mkdirSync(join(root, 'campaigns', id), { recursive: true })
      writeFileSync(join(root, 'campaigns', id, 'campaign.json'), text({ ...template, id }))
    }
    bad('version-zero', (doc) => JSON.stringify({ ...doc, schemaVersion: 0 }))
    bad('version-minus-one', (doc) => JSON.stringify({ ...doc, schemaVersion: -1 }))
    bad('deep', (doc) =>
      JSON.stringify(doc).replace('"characters":[]', `"characters":[{"id":"x","notes":"","sheet":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}]`)
    )
    bad('deep-top', () => `{"schemaVersion":${CAMPAIGN_SCHEMA_VERSION},"id":"deep-top","x":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`)
    bad('truncated', (doc) => JSON.stringify(doc).slice(0, 80))
    const fresh = context()
    const listing = await fresh.store.list()
    expect(listing.map((l) => l.id).sort()).toEqual(['deep', 'deep-top', good.id, 'truncated', 'version-minus-one', 'version-zero'].sort())
    const problem = (id: string) => listing.find((l) => l.id === id) as { error: { problem: string; detail: string } }
    expect(listing.find((l) => l.id === good.id)).toMatchObject({ name: 'Heil' })
    expect(problem('version-zero').error).toMatchObject({
      problem: 'invalid',
      detail: expect.stringContaining('schema version 0, which no Marching Order ever wrote')
    })
    expect(problem('version-minus-one').error.detail).toContain('schema version -1')
    expect(problem('deep').error.detail).toContain('nests more than 64 levels deep')
    expect(problem('deep-top').error.detail).toContain('nests more than 64 levels deep')
    expect(problem('truncated').error).toMatchObject({ problem: 'unreadable' })
    // Through the router too: the list is one answer within its contract, and nothing went wrong inside.
    const result = await call(routerOf(fresh), 'campaign.list', {})
    expect(result).toMatchObject({ ok: true })
    expect((result as { value: unknown[] }).value).toHaveLength(6)
    expect(await call(routerOf(fresh), 'campaign.read', { campaignId: 'version-zero' })).toMatchObject({
      ok: false,
      error: { code: 'storage', key: 'storageInvalid' }
    })
    expect(internal).toEqual([])
  })
})

describe('damaged fight files', () => {
  it('a fight file whose answers do not replay is listed as damaged naming the file, refused as damaged (not internal), and can be discarded', async () => {
    const ctx = context()
    const c = await partyCampaign(ctx)
    const fight = await c.start()
    const path = join(c.fights, `${fight.id}.json`)
    const record = JSON.parse(readFileSync(path, 'utf8')) as { answers: unknown[] }
    record.answers = [{ type: 'dice', faces: [99, 99] }, { type: 'confirm' }]
    writeFileSync(path, JSON.stringify(record))
    const fresh = context()
    const router = routerOf(fresh)
    expect(await listFights(fresh, c.id)).toEqual([{ id: fight.id, problem: expect.stringContaining(`fights/${fight.id}.json: does not replay`) }])
    expect(await call(router, 'fight.list', { campaignId: c.id })).toMatchObject({ ok: true })
    for (const [channel, extra] of [
      ['fight.view', {}],
      ['fight.answer', { answer: { type: 'roll' } }],
      ['fight.apply', {}]
    ] as const) {
      expect(await call(router, channel, { campaignId: c.id, fightId: fight.id, ...extra })).toMatchObject({
        ok: false,
        error: { code: 'storage', file: path, message: expect.stringContaining('does not replay') }
      })
    }
    expect(internal).toEqual([])
    const discarded = await call(router, 'fight.discard', { campaignId: c.id, fightId: fight.id })
    expect(discarded).toMatchObject({ ok: true, value: { status: 'discarded' } })
    expect(existsSync(path)).toBe(false)
    const [aside] = readdirSync(join(root, 'campaigns', c.id, 'backups', 'damaged'))
    expect(JSON.parse(readFileSync(join(root, 'campaigns', c.id, 'backups', 'damaged', aside!), 'utf8'))).toEqual(record)
    expect((await fresh.store.read(c.id)).activeFights).toEqual([])
    expect(await listFights(fresh, c.id)).toEqual([])
    // The party is free again.
    expect((await c.start()).status).toBe('running')
  })

  it('a fight’s id is its file name: a file holding another fight’s id is damaged, never written over that fight', async () => {
    const ctx = context()
    const c = await partyCampaign(ctx)
    const first = await c.start()
    await discardFight(ctx, c.id, first.id)
    const second = await c.start()
    const firstPath = join(c.fights, `${first.id}.json`)
    const secondPath = join(c.fights, `${second.id}.json`)
    const firstText = readFileSync(firstPath, 'utf8')
    // The second fight's file now holds the first fight (as a careless copy would).
    writeFileSync(secondPath, firstText)
    const router = routerOf(context())
    const answered = await call(router, 'fight.answer', { campaignId: c.id, fightId: second.id, answer: { type: 'roll' } })
    expect(answered).toMatchObject({
      ok: false,
      error: {
        code: 'storage',
        key: 'storageInvalid',
        file: secondPath,
        message: expect.stringContaining(`holds fight "${first.id}" but a fight's id is its file name, "${second.id}"`)
      }
    })
    expect(readFileSync(firstPath, 'utf8')).toBe(firstText)
    expect(await listFights(context(), c.id)).toEqual(
      expect.arrayContaining([{ id: second.id, problem: expect.stringContaining("a fight's id is its file name") }])
    )
    expect(await call(router, 'fight.discard', { campaignId: c.id, fightId: second.id })).toMatchObject({ ok: true })
    expect(readFileSync(firstPath, 'utf8')).toBe(firstText)
    expect(internal).toEqual([])
  })

  it('an active fight whose file is missing is reported, not internal, and can be discarded so it blocks its party no more', async () => {
    const ctx = context()
    const c = await partyCampaign(ctx)
    const fight = await c.start()
    rmSync(join(c.fights, `${fight.id}.json`))
    const router = routerOf(context())
    expect(await call(router, 'fight.view', { campaignId: c.id, fightId: fight.id })).toMatchObject({
      ok: false,
      error: { code: 'storage', key: 'storageNotFound' }
    })
    expect(await call(router, 'fight.discard', { campaignId: c.id, fightId: fight.id })).toMatchObject({ ok: true, value: { status: 'discarded' } })
    expect(
      await call(router, 'fight.start', {
        campaignId: c.id,
        partyId: c.partyId,
        opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }],
        options: { type: 'NK', marker: '!' }
      })
    ).toMatchObject({ ok: true })
    expect(internal).toEqual([])
  })

  it('one write queue per fight file: two answers sent at once are both kept, in 20 of 20 tries', async () => {
    const ctx = context()
    const c = await partyCampaign(ctx)
    for (let trial = 0; trial < 20; trial++) {
      let fight = await c.start()
      // After who stays out, the party's and the opponents' rolls follow: two dice questions in a row.
      fight = await answerFight(ctx, c.id, fight.id, { type: 'chooseOne', option: 'none' })
      const both = await Promise.all([answerFight(ctx, c.id, fight.id, { type: 'roll' }), answerFight(ctx, c.id, fight.id, { type: 'roll' })])
      expect(both.map((v) => v.answers).sort()).toEqual([2, 3])
      expect((await ctx.fights(c.id).read(fight.id)).answers).toHaveLength(3)
      expect((await fightView(context(), c.id, fight.id)).answers).toBe(3)
      if ((await ctx.store.read(c.id)).activeFights.some((f) => f.id === fight.id)) await discardFight(ctx, c.id, fight.id)
    }
  })
})
