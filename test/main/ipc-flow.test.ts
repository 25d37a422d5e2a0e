import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FileHost } from '../../src-main/ipc/handlers.ts'
import { createRouter, type Router } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { verifyBattleLog } from '../../src-main/services/fights.ts'

type Value = Record<string, unknown> & { id: string; createdId: string; campaign: Record<string, unknown> }

function routerOn(root: string, saved: Map<string, string>): Router {
  const files: FileHost = {
    saveText: async (name, text) => (saved.set(name, text), join(root, name)),
    openText: async () => saved.get('export.json') ?? null
  }
  return createRouter(new ServiceContext(root), files, (e) => {
    throw e
  })
}

describe('a full campaign through the router', () => {
  it('create, roster, marching order, a scripted fight, confirm, rest, heal, curse breaker, export — then reopen from disk and compare', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-flow-'))
    const saved = new Map<string, string>()
    const router = routerOn(root, saved)
    const call = async (channel: string, payload: unknown): Promise<Value> => {
      const result = await router.handle(channel, payload, { trusted: true })
      if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
      return result.value as Value
    }

    const campaign = await call('campaign.create', { name: 'Nebelmoor', system: 'ultraquest', language: 'de' })
    const campaignId = campaign.id
    const partyId = (await call('party.create', { campaignId, name: 'Die Vier' })).createdId
    const ids: string[] = []
    for (const [name, rw, items] of [
      ['Albrav', 2, []],
      ['Brann', 3, []],
      ['Cira', 0, [{ name: 'Heiltrank', kind: 'potion', heals: true }]],
      ['Dorn', 0, []]
    ] as const) {
      const equipment = [...(rw ? [{ name: 'Rüstung', kind: 'armour', rw }] : []), ...items]
      ids.push((await call('character.add', { campaignId, partyId, sheet: { name, ks: { nk: 'W6+1' }, equipment } })).createdId)
    }
    await call('party.reorder', { campaignId, partyId, members: [ids[1], ids[0], ids[2], ids[3]] })
    await call('session.open', { campaignId })
    const ghoulId = (await call('bestiary.add', { campaignId, opponent: { name: 'Mumie', ks: 'W6+1', kind: 'mummy' } })).createdId

    let fight = await call('fight.start', {
      campaignId,
      partyId,
      opponents: [{ bestiaryId: ghoulId, count: 2 }],
      options: { type: 'NK', marker: '!', fromBehind: true }
    })
    for (const answer of [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [1, 1, 1, 1], manual: true },
      { type: 'dice', faces: [4, 4], manual: true }
    ]) {
      fight = await call('fight.answer', { campaignId, fightId: fight.id, answer })
    }
    expect(fight['status']).toBe('finished')
    await call('fight.apply', { campaignId, fightId: fight.id })
    const injuries = async () =>
      ((await call('campaign.read', { campaignId }))['characters'] as { sheet: { injuries: string[] } }[]).map((c) => c.sheet.injuries)
    expect(await injuries()).toEqual([[], [], ['cursed'], ['cursed']])

    await call('care.restParty', { campaignId, partyId })
    await call('care.apply', { campaignId, characterId: ids[2], action: 'potion', amount: 1 })
    await call('care.apply', { campaignId, characterId: ids[3], action: 'curseBreaker' })
    expect(await injuries()).toEqual([[], [], [], ['ordinary']])
    await call('care.restParty', { campaignId, partyId })
    expect(await injuries()).toEqual([[], [], [], []])

    await call('fight.exportLog', { campaignId, fightId: fight.id })
    const logName = [...saved.keys()].find((n) => n.endsWith('.txt'))!
    expect(saved.get(logName)).toContain('Runde 1')
    expect(verifyBattleLog(saved.get(logName)!, 'de').ok).toBe(true)
    await call('campaign.export', { campaignId })
    const exportName = [...saved.keys()].find((n) => n.endsWith('.json'))!
    expect(JSON.parse(saved.get(exportName)!).campaign.id).toBe(campaignId)

    const before = await call('campaign.read', { campaignId })
    const fightBefore = await call('fight.view', { campaignId, fightId: fight.id })
    const reopened = routerOn(root, saved)
    const again = async (channel: string, payload: unknown) => {
      const result = await reopened.handle(channel, payload, { trusted: true })
      if (!result.ok) throw new Error(result.error.message)
      return result.value
    }
    expect(await again('campaign.read', { campaignId })).toEqual(before)
    expect(await again('fight.view', { campaignId, fightId: fight.id })).toEqual(fightBefore)
    expect(JSON.parse(readFileSync(join(root, 'campaigns', campaignId, 'campaign.json'), 'utf8'))).toEqual(before)
  })
})
