// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { cardOf } from '../../src-renderer/src/cards/index.ts'
import { defineCampaignStore } from '../../src-renderer/src/stores/campaign.ts'
import { defineCampaignsStore } from '../../src-renderer/src/stores/campaigns.ts'
import { defineFormsStore } from '../../src-renderer/src/stores/forms.ts'
import { inProcessApi } from './in-process-api.ts'

beforeEach(() => setActivePinia(createPinia()))

async function openCampaign(system: 'ultraquest' | 'odm' = 'ultraquest') {
  const { api, saved } = inProcessApi()
  const campaigns = defineCampaignsStore(api)()
  const created = await campaigns.create({ name: 'Nebelmoor', system, language: 'de' })
  const store = defineCampaignStore(api)()
  await store.open(created!.id)
  return { api, saved, campaigns, store }
}

describe('campaigns store (picker)', () => {
  it('lists what is on disk with the systems, and a created campaign appears in the list', async () => {
    const { api } = inProcessApi()
    const campaigns = defineCampaignsStore(api)()
    await campaigns.load()
    expect(campaigns.listings).toEqual([])
    expect(campaigns.systems.map((s) => s.id)).toEqual(expect.arrayContaining(['ultraquest', 'odm', 'thalia', 'weltenbuch']))
    await campaigns.create({ name: 'Nebelmoor', system: 'odm', language: 'nl' })
    expect(campaigns.listings).toEqual([expect.objectContaining({ name: 'Nebelmoor', system: 'odm', language: 'nl' })])
    expect(campaigns.error).toBeNull()
  })

  it('keeps the service’s words when creating fails, and is not busy afterwards', async () => {
    const { api } = inProcessApi()
    const campaigns = defineCampaignsStore(api)()
    expect(await campaigns.create({ name: '   ', system: 'odm', language: 'nl' })).toBeUndefined()
    expect(campaigns.error?.message).toMatch(/name/)
    expect(campaigns.busy).toBe(false)
  })
})

describe('campaign store', () => {
  it('parties, characters, marching order, moves between parties and non-fighters go through the services', async () => {
    const { store } = await openCampaign()
    const front = await store.createParty('Vorhut')
    const rear = await store.createParty('Nachhut')
    expect(typeof front).toBe('string')
    const albrav = (await store.addCharacter(front as string, { name: 'Albrav' })) as string
    const brann = (await store.addCharacter(front as string, { name: 'Brann' })) as string
    await store.reorder(front as string, [brann, albrav])
    expect(store.campaign!.parties[0]!.members).toEqual([brann, albrav])
    await store.place(albrav, rear as string, 0)
    expect(store.campaign!.parties.map((p) => p.members)).toEqual([[brann], [albrav]])
    await store.setNonFighters(rear as string, [albrav])
    expect(store.campaign!.parties[1]!.nonFighters).toEqual([albrav])
    expect(store.error).toBeNull()
  })

  it('an invalid sheet is refused with the field it concerns, and nothing is added', async () => {
    const { store } = await openCampaign()
    const party = (await store.createParty('Vorhut')) as string
    expect(await store.addCharacter(party, { name: 'Albrav', st: 99 })).toBeUndefined()
    expect(store.issues).toEqual([expect.objectContaining({ path: 'st', code: 'too_big', limit: 10 })])
    expect(store.error?.message).toMatch(/st/)
    expect(store.campaign!.characters).toEqual([])
    store.show({ name: 'party' })
    expect(store.issues).toEqual([])
    expect(store.error).toBeNull()
  })

  it('a fight: start, roll, undo, play to the end, apply; the campaign then holds the outcome', async () => {
    const { store } = await openCampaign()
    const party = (await store.createParty('Vorhut')) as string
    await store.addCharacter(party, { name: 'Albrav', ks: { nk: 'W6+1' } })
    await store.startFight({ partyId: party, opponents: [{ opponent: { name: 'Goblin', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    expect(store.fight?.status).toBe('running')
    expect(store.fight?.standing?.sides.some((s) => s.harmFromRear)).toBe(false)
    const first = store.fight!.request
    await store.answer({ type: 'roll' })
    expect(store.fight!.answers).toBe(1)
    await store.undo()
    expect(store.fight!.answers).toBe(0)
    expect(store.fight!.request).toEqual(first)
    const answerAsAsked = () => {
      const r = store.fight!.request!
      return store.answer(
        r.type === 'dice'
          ? { type: 'roll' }
          : r.type === 'chooseOne'
            ? { type: 'chooseOne', option: r.default }
            : r.type === 'chooseMany'
              ? { type: 'chooseMany', options: r.default }
              : { type: 'confirm' }
      )
    }
    for (let i = 0; i < 100 && store.fight!.status === 'running'; i++) await answerAsAsked()
    expect(store.fight!.status).toBe('finished')
    // The party board reads the campaign's list of waiting fights: the fight waits there as finished, not as paused.
    expect(store.campaign!.activeFights.find((f) => f.id === store.fight!.id)?.status).toBe('finished')
    await store.undo()
    expect(store.campaign!.activeFights.find((f) => f.id === store.fight!.id)?.status).toBe('running')
    // The fight's seed is random and an undone roll is rolled afresh, so the fight may take more answers to end again.
    for (let i = 0; i < 100 && store.fight!.status === 'running'; i++) await answerAsAsked()
    expect(store.fight!.status).toBe('finished')
    expect(store.campaign!.activeFights.find((f) => f.id === store.fight!.id)?.status).toBe('finished')
    await store.apply()
    expect(store.fight!.status).toBe('applied')
    store.leaveFight()
    expect(store.screen).toEqual({ name: 'party' })
    // The first fight may have killed Albrav: a fresh party meets the ghoul that attacks from behind.
    const rearguard = (await store.createParty('Nachhut')) as string
    await store.addCharacter(rearguard, { name: 'Brann', ks: { nk: 'W6+1' } })
    await store.startFight({
      partyId: rearguard,
      opponents: [{ opponent: { name: 'Ghul', ks: 'W6' } }],
      options: { type: 'NK', marker: '!', fromBehind: true }
    })
    expect(store.error).toBeNull()
    // The party column says at its rear that damage starts there (KS-REAR-1): the system's standing carries it.
    expect(store.fight?.standing?.sides.find((s) => s.party)?.harmFromRear).toBe(true)
  })

  it('rule settings are saved through the system’s settings schema; a bad value names the setting', async () => {
    const { store } = await openCampaign()
    expect(await store.saveSettings({ rules: { maxRounds: 5 }, language: 'en' })).toBe(true)
    expect(store.campaign!.settings.rules).toEqual({ maxRounds: 5 })
    expect(store.campaign!.language).toBe('en')
    expect(await store.saveSettings({ rules: { maxRounds: 99 } })).toBeUndefined()
    expect(store.issues[0]).toEqual(expect.objectContaining({ path: 'maxRounds' }))
    expect(store.campaign!.settings.rules).toEqual({ maxRounds: 5 })
  })
})

describe('campaign store: feedback that does not linger (issue 14)', () => {
  it('a “Saved to …” notice goes as soon as the next call starts, and does not stay above the error that call gives', async () => {
    const { store } = await openCampaign()
    const party = (await store.createParty('Vorhut')) as string
    await store.addCharacter(party, { name: 'Albrav', ks: { nk: 'W6+1' } })
    await store.startFight({ partyId: party, opponents: [{ opponent: { name: 'Goblin', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    await store.exportLog()
    expect(store.notice).toMatch(/Nebelmoor - Vorhut\.txt$/)
    store.leaveFight()
    expect(await store.addCharacter(party, { name: 'Brann', st: 99 })).toBeUndefined()
    expect(store.error).not.toBeNull()
    expect(store.notice).toBeNull()
  })

  it('care reports what changed and undoes it; the report goes with the next call', async () => {
    const { store } = await openCampaign()
    const party = (await store.createParty('Vorhut')) as string
    const brann = (await store.addCharacter(party, { name: 'Brann', injuries: ['cursed'] })) as string
    await store.care(brann, 'curseBreaker')
    expect(store.careFeedback).toMatchObject({ journaled: false, undone: false, undo: expect.stringMatching(/^[0-9a-f]{12}$/) })
    expect(store.careFeedback!.lines).toEqual([expect.stringContaining('Brann: the curse of an injury is broken')])
    expect(store.campaign!.characters[0]!.sheet['injuries']).toEqual(['ordinary'])
    await store.undoCare()
    expect(store.careFeedback).toMatchObject({ undone: true, undo: null })
    expect(store.campaign!.characters[0]!.sheet['injuries']).toEqual(['cursed'])
    await store.createParty('Nachhut')
    expect(store.careFeedback).toBeNull()
  })
})

describe('forms store', () => {
  it('fetches a system’s form schemas once and hands out the same objects after', async () => {
    const { api } = inProcessApi()
    const forms = defineFormsStore(api)()
    const first = await forms.load('thalia')
    expect(Object.keys(first)).toEqual(['sheet', 'opponent', 'fightOptions', 'ruleSettings'])
    expect(await forms.load('thalia')).toBe(first)
  })
})

describe('ULTRA♦QUEST cards show the KS the fight uses', () => {
  it('an adventurer without a printed KS shows NK W6 + ST + weapons in hand and his RW, worked out by main (KS-GAP-2)', async () => {
    const { store } = await openCampaign('ultraquest')
    const party = (await store.createParty('Die Gefährten')) as string
    const sword = { name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }
    const bow = { name: 'Bogen', kind: 'weapon', ranged: true, ksBonus: 2 }
    const mail = { name: 'Kettenhemd', kind: 'armour', rw: 3 }
    const brann = (await store.addCharacter(party, { name: 'Brann', st: 2, equipment: [sword, bow, mail] })) as string
    await vi.waitFor(() => expect(store.cardValues[brann]).toBeDefined())
    const card = cardOf('ultraquest', store.campaign!.characters.find((c) => c.id === brann)!.sheet, undefined, store.cardValues[brann])
    expect(card.stats).toBe('KS NK W6+3 · FK W6+2 · RW 3')
  })

  it('a printed KS wins over the worked-out one', async () => {
    const { store } = await openCampaign('ultraquest')
    const party = (await store.createParty('Vorhut')) as string
    const albrav = (await store.addCharacter(party, { name: 'Albrav', st: 2, ks: { nk: 'W6+5' } })) as string
    await vi.waitFor(() => expect(store.cardValues[albrav]).toBeDefined())
    const card = cardOf('ultraquest', store.campaign!.characters.find((c) => c.id === albrav)!.sheet, undefined, store.cardValues[albrav])
    expect(card.stats).toBe('KS NK W6+5 · FK W6 · RW 0')
  })
})
