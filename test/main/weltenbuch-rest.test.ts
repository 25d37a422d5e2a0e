import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { openSession, partyRestAction, restParty } from '../../src-main/services/time.ts'

const context = () =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-wb-rest-')),
    () => new Date(Date.UTC(2026, 10, 30)),
    () => 'seed-7'
  )

const hero = (name: string, koerper: number, damage: number) => ({
  name,
  attributes: { geist: 5, koerper, geschick: 6, sozial: 5, wille: 5, sinne: 8 },
  skills: { Schwerter: 3 },
  weapons: [{ name: 'Breitschwert', skill: 'Schwerter', damage: '×3+4' }],
  damage
})

describe('resting the whole party', () => {
  it('each system rests by its own action: rest, or Das Weltenbuch’s sleep', () => {
    const actions = Object.fromEntries(SYSTEM_IDS.map((id) => [id, partyRestAction(ruleSystems[id]!.campaign!.careActions)]))
    expect(actions).toEqual({ ultraquest: 'rest', odm: 'rest', thalia: 'rest', weltenbuch: 'sleep' })
  })

  it('Das Weltenbuch: every member sleeps 8 hours and gets 3 + SBO LP back, at least 3 (KA-SUP-12); the journal says so', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Nebelwald', system: 'weltenbuch', language: 'de' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Helden')
    await addCharacter(ctx, campaign.id, { sheet: hero('Yorn', 6, 16), partyId })
    await addCharacter(ctx, campaign.id, { sheet: hero('Brakka', 10, 20), partyId })
    await addCharacter(ctx, campaign.id, { sheet: hero('Ilse', 2, 2), partyId })
    await openSession(ctx, campaign.id)

    const { campaign: rested } = await restParty(ctx, campaign.id, partyId)
    // Körper 6: SBO 0 → 3; Körper 10: SBO +2 → 5; Körper 2: SBO below 0 → still 3, and never below no damage.
    expect(rested.characters.map((c) => [c.sheet['name'], c.sheet['damage']])).toEqual([
      ['Yorn', 13],
      ['Brakka', 15],
      ['Ilse', 0]
    ])
    const journal = rested.sessions.find((s) => s.id === rested.currentSessionId)!.journal
    expect(journal.map((e) => (e as { message?: { key: string } }).message?.key)).toEqual(
      expect.arrayContaining(['journal.partyRested', 'journal.weltenbuch.healed'])
    )
  })
})
