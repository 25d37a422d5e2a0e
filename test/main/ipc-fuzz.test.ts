import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHANNELS, type Channel } from '../../src-main/ipc/channels.ts'
import { contract } from '../../src-main/ipc/contract.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'

const CODES = ['badRequest', 'forbidden', 'unknownChannel', 'notFound', 'invalidInput', 'conflict', 'rules', 'storage']

describe('IPC under random payloads', () => {
  it('every channel answers a typed error or a valid value, never crashes, and stores nothing invalid', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-fuzz-'))
    const internal: unknown[] = []
    const router = createRouter(new ServiceContext(root), { saveText: async () => null, openText: async () => '{"format":"marching-order-campaign"}' }, (e) => internal.push(e))
    const call = (channel: string, payload: unknown) => router.handle(channel, payload, { trusted: true })

    // A real campaign to aim at, so that many random calls reach the services and not only the schemas.
    const created = await call('campaign.create', { name: 'Fuzz', system: 'ultraquest', language: 'en' })
    if (!created.ok) throw new Error('setup failed')
    const campaignId = (created.value as { id: string }).id
    const party = await call('party.create', { campaignId, name: 'Gruppe' })
    const partyId = party.ok ? (party.value as { createdId: string }).createdId : 'p'
    const character = await call('character.add', { campaignId, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+2' } } })
    const characterId = character.ok ? (character.value as { createdId: string }).createdId : 'c'
    const fight = await call('fight.start', { campaignId, partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const fightId = fight.ok ? (fight.value as { id: string }).id : 'f'

    const decoy = await call('campaign.create', { name: 'Decoy', system: 'ultraquest', language: 'de' })
    const decoyId = decoy.ok ? (decoy.value as { id: string }).id : 'd'
    const ids = fc.constantFrom(campaignId, partyId, characterId, fightId, 'nope', '../x', '')
    const leaf = fc.oneof(ids, fc.string({ maxLength: 12 }), fc.integer({ min: -5, max: 12 }), fc.boolean(), fc.constant(null))
    const sheet = fc.record({ name: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), ks: fc.record({ nk: fc.constantFrom('W6', 'W6+x', '2W6+1', 7) }), equipment: fc.array(fc.record({ name: fc.string({ maxLength: 5 }), kind: fc.constantFrom('armour', 'weapon', 'x'), rw: fc.integer({ min: -3, max: 5 }) }), { maxLength: 3 }) }, { requiredKeys: [] })
    const answer = fc.oneof(fc.constant({ type: 'roll' }), fc.record({ type: fc.constant('dice'), faces: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 4 }) }), fc.record({ type: fc.constant('chooseOne'), option: fc.string({ maxLength: 6 }) }), fc.anything())
    const values: Record<string, fc.Arbitrary<unknown>> = {
        campaignId: ids,
        partyId: fc.oneof(ids, fc.constant(null)),
        characterId: ids,
        fightId: ids,
        opponentId: ids,
        name: leaf,
        sheet: fc.oneof(sheet, fc.anything()),
        opponent: fc.record({ name: leaf, ks: fc.constantFrom('W6', 'W6+1', 'x') }, { requiredKeys: [] }),
        opponents: fc.array(fc.oneof(fc.record({ bestiaryId: ids }), fc.record({ opponent: fc.record({ name: leaf, ks: leaf }) })), { maxLength: 2 }),
        options: fc.record({ type: fc.constantFrom('NK', 'FK', 'X'), marker: fc.constantFrom('!', '?') }, { requiredKeys: [] }),
        answer,
        members: fc.array(ids, { maxLength: 3 }),
        days: leaf,
        action: fc.constantFrom('rest', 'potion', 'healingSpell', 'curseBreaker', 'dance'),
        amount: leaf,
        file: fc.string({ maxLength: 20 }),
        text: fc.string({ maxLength: 20 }),
        archived: leaf,
        rules: fc.oneof(fc.record({ maxRounds: leaf }, { requiredKeys: [] }), fc.anything()),
        language: fc.constantFrom('en', 'de', 'xx'),
        system: fc.constantFrom('ultraquest', 'chess'),
        position: leaf,
        notes: leaf
    }
    // Payloads with exactly the keys a channel takes, so most calls get past the schema into the services.
    const payloadFor = (channel: Channel) => {
      const keys = Object.keys((contract[channel].input as unknown as { shape: Record<string, unknown> }).shape)
      // Trashing the campaign under test would leave nothing to aim at: trash aims at a decoy.
      const pick = (k: string) => (channel === 'campaign.trash' && k === 'campaignId' ? fc.constantFrom(decoyId, decoyId, 'nope') : (values[k] ?? leaf))
      const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, pick(k)])), { requiredKeys: keys.filter((k) => k !== 'position') })
      return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: fc.anything() })
    }
    const codes = new Map<string, number>()

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CHANNELS).chain((channel) => fc.tuple(fc.constant(channel), payloadFor(channel))),
        async ([channel, input]) => {
          const result = await call(channel, input)
          const code = result.ok ? 'ok' : result.error.code
          codes.set(code, (codes.get(code) ?? 0) + 1)
          if (result.ok) return
          expect(CODES).toContain(result.error.code)
          expect(typeof result.error.message).toBe('string')
        }
      ),
      { numRuns: 1500, seed: 20261130 }
    )
    expect(internal).toEqual([])
    // The run reached the services: values came back, and services (not only schemas) said no.
    expect(codes.get('ok')).toBeGreaterThan(100)
    expect((codes.get('notFound') ?? 0) + (codes.get('invalidInput') ?? 0) + (codes.get('conflict') ?? 0)).toBeGreaterThan(50)
    const listing = await new CampaignStore(root).list()
    expect(listing.filter((c) => 'error' in c)).toEqual([])
  }, 120_000)
})
