import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CHANNELS, contract } from '../../src-main/ipc/contract.ts'
import { handlers } from '../../src-main/ipc/handlers.ts'
import { startBridge, type Bridge } from '../../src-main/ipc/http-bridge.ts'
import { createRouter, type Router } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'

let root: string
let router: Router
const saved: { name: string; text: string }[] = []
const trusted = { trusted: true }

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-ipc-'))
  saved.length = 0
  router = createRouter(
    new ServiceContext(root),
    { saveText: async (name, text) => (saved.push({ name, text }), `/exports/${name}`), openText: async () => null },
    () => {}
  )
})

async function call(channel: string, payload: unknown) {
  return router.handle(channel, payload, trusted)
}

async function value<T = Record<string, unknown>>(channel: string, payload: unknown): Promise<T> {
  const result = await call(channel, payload)
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`)
  return result.value as T
}

describe('IPC router', () => {
  it('has a handler and input and output schemas for every channel of the contract, and nothing else', () => {
    expect(CHANNELS.length).toBeGreaterThan(40)
    const work = handlers(new ServiceContext(root), { saveText: async () => null, openText: async () => null })
    expect(Object.keys(work).sort()).toEqual([...CHANNELS].sort())
    for (const channel of CHANNELS)
      expect([typeof contract[channel].input.safeParse, typeof contract[channel].output.safeParse]).toEqual(['function', 'function'])
  })

  it('refuses a sender that is not our window, and channels that do not exist', async () => {
    expect(await router.handle('campaign.list', {}, { trusted: false })).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await call('fs.readFile', { path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'unknownChannel' } })
    expect(await router.handle(42, {}, trusted)).toMatchObject({ ok: false, error: { code: 'unknownChannel' } })
  })

  it('names the field of a payload of the wrong shape and never reaches the services', async () => {
    expect(await call('campaign.create', { name: 'X', system: 'chess', language: 'en' })).toMatchObject({
      ok: false,
      error: { code: 'badRequest', message: expect.stringContaining('campaign.create: system') }
    })
    expect(await call('campaign.read', { campaignId: '../../etc' })).toMatchObject({
      ok: false,
      error: { code: 'badRequest', message: expect.stringContaining('campaignId') }
    })
    expect(await call('campaign.list', { extra: true })).toMatchObject({ ok: false, error: { code: 'badRequest' } })
    expect(await call('fight.answer', { campaignId: 'a', fightId: 'b', answer: { type: 'dice', faces: 'six' } })).toMatchObject({
      ok: false,
      error: { code: 'badRequest', message: expect.stringContaining('answer') }
    })
  })

  it('answers typed service and storage errors', async () => {
    expect(await call('campaign.read', { campaignId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'storage', message: expect.stringContaining('does not exist') }
    })
    const campaign = await value<{ id: string }>('campaign.create', { name: 'Gruft', system: 'ultraquest', language: 'de' })
    expect(await call('party.reorder', { campaignId: campaign.id, partyId: 'ghost', members: [] })).toMatchObject({
      ok: false,
      error: { code: 'notFound', message: 'No party "ghost" in this campaign' }
    })
    writeFileSync(join(root, 'campaigns', campaign.id, 'campaign.json'), '{')
    const fresh = createRouter(new ServiceContext(root), { saveText: async () => null, openText: async () => null }, () => {})
    const broken = await fresh.handle('campaign.read', { campaignId: campaign.id }, trusted)
    expect(broken).toMatchObject({ ok: false, error: { code: 'storage', file: join(root, 'campaigns', campaign.id, 'campaign.json'), backups: [] } })
  })

  it('runs a fight through the channels and saves the log through the file host', async () => {
    const campaign = await value<{ id: string }>('campaign.create', { name: 'Gruft', system: 'ultraquest', language: 'en' })
    const { createdId: partyId } = await value<{ createdId: string }>('party.create', { campaignId: campaign.id, name: 'Gruppe' })
    await value('character.add', { campaignId: campaign.id, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+3' } } })
    let fight = await value<{ id: string; request: { key: string } | null; status: string }>('fight.start', {
      campaignId: campaign.id,
      partyId,
      opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }],
      options: { type: 'NK', marker: '!' }
    })
    expect(fight.request?.key).toBe('partyRoll')
    fight = await value('fight.answer', { campaignId: campaign.id, fightId: fight.id, answer: { type: 'dice', faces: [6], manual: true } })
    fight = await value('fight.answer', { campaignId: campaign.id, fightId: fight.id, answer: { type: 'roll' } })
    expect(fight.status).toBe('finished')
    expect(await value('fight.exportLog', { campaignId: campaign.id, fightId: fight.id })).toEqual({ saved: true, file: '/exports/Gruft - Gruppe.txt' })
    expect(saved[0]!.text).toContain('[KS-ROLL-2]')
    const systems = await value<{ id: string; campaigns: boolean; equipmentRows: boolean }[]>('systems.list', {})
    expect(systems.find((s) => s.id === 'ultraquest')).toMatchObject({ campaigns: true })
    // Each system says whether its sheets have equipment rows to hand over; only ULTRA♦QUEST's do (issue 17, 3).
    expect(Object.fromEntries(systems.map((s) => [s.id, s.equipmentRows]))).toEqual({ ultraquest: true, odm: false, thalia: false, weltenbuch: false })
  })
})

describe('equipment rows by the system’s word (issue 17, 3)', () => {
  it('equipment.hand is refused in a system whose sheets have no equipment rows', async () => {
    const campaign = await value<{ id: string }>('campaign.create', { name: 'De Zwarte Toren', system: 'odm', language: 'nl' })
    const party = await value<{ createdId: string }>('party.create', { campaignId: campaign.id, name: 'De helden' })
    const hero = (name: string) => ({ name, courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero' })
    const alrik = await value<{ createdId: string }>('character.add', { campaignId: campaign.id, partyId: party.createdId, sheet: hero('Alrik') })
    const thorwal = await value<{ createdId: string }>('character.add', { campaignId: campaign.id, partyId: party.createdId, sheet: hero('Thorwal') })
    expect(await call('equipment.hand', { campaignId: campaign.id, fromId: alrik.createdId, toId: thorwal.createdId, row: 1 })).toMatchObject({
      ok: false,
      error: { code: 'rules', key: 'handOtherSystem' }
    })
  })
})

describe('HTTP bridge', () => {
  let bridge: Bridge
  afterEach(() => bridge?.close())

  it('serves the router to callers with its token only, and the renderer with the token in a meta tag', async () => {
    const staticRoot = join(root, 'static')
    mkdirSync(staticRoot)
    writeFileSync(join(staticRoot, 'index.html'), '<html><head><title>x</title></head></html>')
    writeFileSync(join(root, 'secret.txt'), 'secret')
    bridge = await startBridge({ dataRoot: join(root, 'data'), staticRoot })
    const post = (channel: string, body: unknown, token = bridge.token) =>
      fetch(`${bridge.url}/api/${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mo-token': token },
        body: JSON.stringify(body)
      }).then((r) => r.json())
    expect(await post('campaign.list', {})).toEqual({ ok: true, value: [] })
    expect(await post('campaign.list', {}, 'wrong')).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    const html = await (await fetch(`${bridge.url}/`)).text()
    expect(html).toContain(`<meta name="mo-bridge-token" content="${bridge.token}" />`)
    expect((await fetch(`${bridge.url}/..%2fsecret.txt`)).status).toBe(404)
    expect((await fetch(`${bridge.url}/../secret.txt`)).status).toBe(404)
    const created = await post('campaign.create', { name: 'Bridge', system: 'ultraquest', language: 'en' })
    expect(created.ok).toBe(true)
    expect(JSON.parse(readFileSync(join(root, 'data', 'campaigns', created.value.id, 'campaign.json'), 'utf8')).name).toBe('Bridge')
  })
})
