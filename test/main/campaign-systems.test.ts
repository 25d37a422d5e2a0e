import { playOut } from './default-answers.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { applyFight, battleLogText, startFight, verifyBattleLog } from '../../src-main/services/fights.ts'
import { addCharacter, addOpponent, createParty } from '../../src-main/services/roster.ts'
import { careFor } from '../../src-main/services/time.ts'

const context = () =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-systems-')),
    () => new Date(Date.UTC(2026, 10, 30)),
    () => 'seed-7'
  )

describe('campaigns of the other rule systems', () => {
  it('Het Oog des Meesters: a hero against two orcs from the bestiary; the LE he lost stays lost until healed', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'De Zwarte Toren', system: 'odm', language: 'nl' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'De helden')
    const hero = { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero' }
    const { result: alrik } = await addCharacter(ctx, campaign.id, { sheet: hero, partyId })
    const { result: orcId } = await addOpponent(ctx, campaign.id, {
      name: 'Ork',
      sheet: { courage: 8, at: 9, pa: 6, le: { current: 12, max: 12 }, bw: 1, tp: '1W+2', kind: 'monster' }
    })
    await expect(addCharacter(ctx, campaign.id, { sheet: { ...hero, bw: -1 } })).rejects.toThrow('bw')

    const fight = await playOut(ctx, campaign.id, await startFight(ctx, campaign.id, { partyId, opponents: [{ bestiaryId: orcId, count: 2 }], options: {} }))
    expect(fight.status).toBe('finished')
    expect(fight.lines.some((l) => l.text.includes('Alrik') && l.rule.startsWith('ODM-'))).toBe(true)
    const outcome = fight.outcome as { combatants: { id: string; leAfter: number }[] }
    const leAfter = outcome.combatants.find((c) => c.id === alrik)!.leAfter
    await applyFight(ctx, campaign.id, fight.id)
    const sheet = async () => (await ctx.store.read(campaign.id)).characters[0]!.sheet as { le: { current: number } }
    expect((await sheet()).le.current).toBe(leAfter)
    await careFor(ctx, campaign.id, alrik, 'setLe', 20)
    await careFor(ctx, campaign.id, alrik, 'heal', 4)
    expect((await sheet()).le.current).toBe(24)
    expect(verifyBattleLog(await battleLogText(ctx, campaign.id, fight.id), 'nl').ok).toBe(true)
  })

  it('Das Weltenbuch: a hero’s wounds from a fight go on his sheet and a night’s sleep heals some', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Nebelwald', system: 'weltenbuch', language: 'de' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Helden')
    const example = (await import('../../resources/examples/weltenbuch-yorn-vs-orc.json', { with: { type: 'json' } })).default as {
      combatants: { side: string; sheet: Record<string, unknown> }[]
    }
    const yorn = example.combatants.find((c) => c.side === 'heroes')!.sheet
    const orc = example.combatants.find((c) => c.side !== 'heroes')!.sheet
    const { result: yornId } = await addCharacter(ctx, campaign.id, { sheet: yorn, partyId })
    const fight = await playOut(ctx, campaign.id, await startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: orc }], options: {} }))
    expect(fight.status).toBe('finished')
    await applyFight(ctx, campaign.id, fight.id)
    const damage = async () => ((await ctx.store.read(campaign.id)).characters[0]!.sheet as { damage: number }).damage
    const hurt = await damage()
    await careFor(ctx, campaign.id, yornId, 'sleep')
    // KA-SUP-12: 8 hours' sleep restore 3 + SBO LP; Yorn's SBO is 0.
    expect(await damage()).toBe(Math.max(0, hurt - 3))
  })
})
