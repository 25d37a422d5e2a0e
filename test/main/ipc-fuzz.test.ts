import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHANNELS } from '../../src-main/ipc/contract.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import type { FightView } from '../../src-main/services/fights.ts'
import { defaultAnswer } from './default-answers.ts'
import { runSoak, soakReport } from './fuzz/ipc-soak.ts'

// The small seeded run of the IPC soak; `npm run fuzz` runs the same at 100,000 payloads (README, Tests).
const PAYLOADS = 2000

describe('IPC soak (seeded, small)', () => {
  it(`${PAYLOADS} payloads biased to live ids: no crash, no internal error, no invalid file, and every channel succeeds`, async () => {
    const stats = await runSoak({ root: mkdtempSync(join(tmpdir(), 'mo-fuzz-')), payloads: PAYLOADS, seed: 'npm-test-1', odds: true })
    const report = soakReport(stats)
    expect(stats.crashes, report).toEqual([])
    expect(stats.internal, report).toEqual([])
    expect(stats.unexpectedStorage, report).toEqual([])
    expect(stats.invalidFiles, report).toEqual([])
    expect(stats.payloads).toBe(PAYLOADS)
    expect(stats.filesChecked).toBeGreaterThan(20)
    // Every channel was called and answered a value at least now and then; the fight's own channels often.
    // dataFolder.change is refused by name in a soak: its data folder is fixed, as a move would take it away
    // (moving is tested on real folders in data-folder-move.test.ts).
    const rarely = CHANNELS.filter((c) => c !== 'dataFolder.change' && stats.channels[c]!.ok === 0)
    expect(rarely, report).toEqual([])
    const rate = (c: string) => stats.channels[c]!.ok / stats.channels[c]!.calls
    expect(rate('fight.answer'), report).toBeGreaterThan(0.5)
    expect(stats.channels['fight.start']!.ok, report).toBeGreaterThan(15)
    expect(stats.channels['fight.apply']!.ok, report).toBeGreaterThan(3)
  }, 120_000)
})

type Reply = Record<string, unknown> & { id: string; createdId: string; request: Record<string, unknown> | null; outcome: unknown }
type Value = (channel: string, payload: unknown) => Promise<Reply>

/** A channel's value, or the test fails naming the channel and main's message. */
function valueOf(handle: (channel: string, payload: unknown) => Promise<Awaited<ReturnType<ReturnType<typeof createRouter>['handle']>>>): Value {
  return async (channel, payload) => {
    const result = await handle(channel, payload)
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
    return result.value as Reply
  }
}

/** Answers through the router as a GM accepting every default would, until the fight ends. */
async function playToEnd(value: Value, campaignId: string, fight: Reply, maxAnswers: number): Promise<Reply> {
  for (let i = 0; fight.request && i < maxAnswers; i++)
    fight = await value('fight.answer', { campaignId, fightId: fight.id, answer: defaultAnswer(fight as unknown as FightView) })
  return fight
}

describe('what the soak found', () => {
  const setup = async (system: 'thalia' | 'odm' | 'ultraquest') => {
    const router = createRouter(
      new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-fuzz-found-'))),
      { saveText: async () => null, openText: async () => null },
      () => {}
    )
    const call = (channel: string, payload: unknown) => router.handle(channel, payload, { trusted: true })
    const created = await call('campaign.create', { name: 'Found', system, language: 'en' })
    const campaignId = (created as { value: { id: string } }).value.id
    const party = await call('party.create', { campaignId, name: 'Band' })
    const partyId = (party as { value: { createdId: string } }).value.createdId
    return { call, campaignId, partyId }
  }

  it('fight.start with a written-out opponent the rules cannot build a fight from: invalidInput naming the field, not internal', async () => {
    const { call, campaignId, partyId } = await setup('thalia')
    await call('character.add', {
      campaignId,
      partyId,
      sheet: {
        name: 'Bertil',
        hp: 14,
        maxHp: 14,
        vern: 2,
        factors: { makt: 1, agilitet: 2, intellekt: 0, karisma: 0 },
        skills: { Sverd: 'kyndig' },
        weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt'], skill: 'Sverd', durability: 8 }]
      }
    })
    const goblin = {
      name: 'Goblin',
      leader: true,
      sheet: { kind: 'monster', hp: 6, maxHp: 6, vern: true, kampand: 6, attacks: [{ name: 'Spyd', damage: '1t6' }] }
    }
    expect(await call('fight.start', { campaignId, partyId, opponents: [{ opponent: goblin }], options: {} })).toMatchObject({
      ok: false,
      error: { code: 'invalidInput', message: 'The fight cannot start: sheet.vern: Invalid input: expected number, received boolean' }
    })
    expect(
      await call('fight.start', {
        campaignId,
        partyId,
        opponents: [{ opponent: { ...goblin, sheet: { ...goblin.sheet, vern: 1 } } }],
        options: { opening: false }
      })
    ).toMatchObject({ ok: false, error: { code: 'invalidInput' } })
  })

  it('fight.start in ODM with an opponent without its sheet: invalidInput, not internal', async () => {
    const { call, campaignId, partyId } = await setup('odm')
    await call('character.add', {
      campaignId,
      partyId,
      sheet: { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero' }
    })
    expect(await call('fight.start', { campaignId, partyId, opponents: [{ opponent: { name: 'Ork' } }], options: {} })).toMatchObject({
      ok: false,
      error: { code: 'invalidInput', message: expect.stringContaining('sheet') }
    })
  })

  it('fight.apply keeps a member who joined the party during the fight (he was dropped, and as a non-fighter the campaign no longer saved)', async () => {
    const { call, campaignId, partyId } = await setup('ultraquest')
    const value = valueOf(call)
    const { createdId: albrav } = await value('character.add', { campaignId, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+3' } } })
    let fight = await value('fight.start', { campaignId, partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const { createdId: brann } = await value('character.add', { campaignId, partyId, sheet: { name: 'Brann', ks: { nk: 'W6+1' } } })
    await value('party.nonFighters', { campaignId, partyId, members: [brann] })
    fight = await playToEnd(value, campaignId, fight, 100)
    expect(await call('fight.apply', { campaignId, fightId: fight.id })).toMatchObject({ ok: true, value: { status: 'applied' } })
    const campaign = (await value('campaign.read', { campaignId })) as unknown as { parties: { members: string[]; nonFighters: string[] }[] }
    expect(campaign.parties[0]).toMatchObject({ members: [albrav, brann], nonFighters: [brann] })
  })

  it('a name or id whose toString is not a function (JSON can send one): invalidInput, not internal', async () => {
    let file = ''
    const router = createRouter(
      new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-fuzz-found-'))),
      { saveText: async (_name, text) => ((file = text), 'x'), openText: async () => file },
      () => {}
    )
    const call = (channel: string, payload: unknown) => router.handle(channel, payload, { trusted: true })
    const created = await call('campaign.create', { name: 'Found', system: 'ultraquest', language: 'en' })
    const campaignId = (created as { value: { id: string } }).value.id
    const hostile = JSON.parse('{"toString":1}') as unknown
    expect(await call('character.add', { campaignId, sheet: { name: hostile, ks: { nk: 'W6' } } })).toMatchObject({
      ok: false,
      error: { code: 'invalidInput', message: expect.stringContaining('name') }
    })
    await call('campaign.export', { campaignId })
    const exported = JSON.parse(file) as { campaign: Record<string, unknown> }
    for (const key of ['id', 'schemaVersion', 'name']) {
      file = JSON.stringify({ ...exported, campaign: { ...exported.campaign, [key]: hostile } })
      expect({ key, result: await call('campaign.import', {}) }).toMatchObject({ key, result: { ok: false, error: { code: 'invalidInput' } } })
    }
  })

  it('ODM fight.apply after the hero’s max LE was lowered since the fight ended: LE capped at max (the campaign could not save, the fight stayed unapplied)', async () => {
    const router = createRouter(
      new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-fuzz-found-')), undefined, () => 'found-odm'),
      { saveText: async () => null, openText: async () => null },
      () => {}
    )
    const value = valueOf((channel, payload) => router.handle(channel, payload, { trusted: true }))
    const { id: campaignId } = await value('campaign.create', { name: 'Found', system: 'odm', language: 'nl' })
    const { createdId: partyId } = await value('party.create', { campaignId, name: 'Helden' })
    const alrik = { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero' }
    const { createdId: alrikId } = await value('character.add', { campaignId, partyId, sheet: alrik })
    let fight = await value('fight.start', {
      campaignId,
      partyId,
      opponents: [{ opponent: { name: 'Ork', sheet: { courage: 8, at: 9, pa: 6, le: { current: 12, max: 12 }, bw: 1, tp: '1W+2', kind: 'monster' } } }],
      options: {}
    })
    fight = await playToEnd(value, campaignId, fight, 500)
    const leAfter = (fight.outcome as { combatants: { id: string; leAfter: number }[] }).combatants.find((c) => c.id === alrikId)!.leAfter
    expect(leAfter).toBeGreaterThan(12)
    await value('character.update', { campaignId, characterId: alrikId, sheet: { ...alrik, le: { current: 10, max: 12 } } })
    await value('fight.apply', { campaignId, fightId: fight.id })
    const campaign = (await value('campaign.read', { campaignId })) as unknown as { characters: { sheet: { le: unknown } }[] }
    expect(campaign.characters[0]!.sheet.le).toEqual({ current: 12, max: 12 })
  })

  it('Thalia fight.apply after the SK’s maxHp was lowered since the fight ended: HP capped at maxHp (same kind of refused save as ODM’s)', async () => {
    const router = createRouter(
      new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-fuzz-found-')), undefined, () => 'found-thalia'),
      { saveText: async () => null, openText: async () => null },
      () => {}
    )
    const value = valueOf((channel, payload) => router.handle(channel, payload, { trusted: true }))
    const { id: campaignId } = await value('campaign.create', { name: 'Found', system: 'thalia', language: 'nb' })
    const { createdId: partyId } = await value('party.create', { campaignId, name: 'Heltene' })
    const cecilie = {
      name: 'Cecilie',
      hp: 16,
      maxHp: 16,
      vern: 4,
      factors: { makt: 2, agilitet: 0, intellekt: 2, karisma: 0 },
      skills: { Øks: 'kyndig' },
      weapons: [{ name: 'Stridsøks', damage: '1t8', attributes: ['makt'], skill: 'Øks', durability: 10 }]
    }
    const { createdId: cecilieId } = await value('character.add', { campaignId, partyId, sheet: cecilie })
    let fight = await value('fight.start', {
      campaignId,
      partyId,
      opponents: [
        { opponent: { name: 'Goblin', sheet: { kind: 'monster', hp: 2, maxHp: 2, vern: 0, kampand: 2, attacks: [{ name: 'Spyd', damage: '1t2' }] } } }
      ],
      options: {}
    })
    fight = await playToEnd(value, campaignId, fight, 3000)
    await value('character.update', { campaignId, characterId: cecilieId, sheet: { ...cecilie, hp: 3, maxHp: 3 } })
    await value('fight.apply', { campaignId, fightId: fight.id })
    const campaign = (await value('campaign.read', { campaignId })) as unknown as { characters: { sheet: { hp: number; maxHp: number } }[] }
    expect(campaign.characters[0]!.sheet.hp).toBeLessThanOrEqual(3)
  })
})
