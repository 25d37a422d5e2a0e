import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRouter } from '../../src-main/ipc/router.ts'
import { createCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { handItem, handTargets } from '../../src-main/services/equipment.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { startFight } from '../../src-main/services/fights.ts'
import { readJournal } from '../../src-main/services/journal.ts'
import { openSession } from '../../src-main/services/time.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'

let root: string
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 20, 0, 0)),
    () => 'seed-1'
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-equipment-'))
})

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError)
    return error as ServiceError
  }
  throw new Error('expected the service to refuse')
}

const sword = { name: 'Silberschwert', kind: 'weapon', ksBonus: 1, silver: true, held: true }
const potion = { name: 'Heiltrank', kind: 'potion', heals: true }
const rope = { name: 'Seil', ready: false }
const junk = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Kram ${i + 1}` }))

type Rows = readonly (Record<string, unknown> | null)[]

/** Albrav, Brann, Cira, Dorn in marching order, front first, with the rows given. */
async function party(
  ctx: ServiceContext,
  rows: Partial<Record<'Albrav' | 'Brann' | 'Cira' | 'Dorn', Rows>> = {},
  extra: Record<string, Record<string, unknown>> = {}
) {
  const campaign = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'en' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Die Vier')
  const ids: Record<string, string> = {}
  for (const name of ['Albrav', 'Brann', 'Cira', 'Dorn'] as const) {
    const sheet = { name, ks: { nk: 'W6+1' }, equipment: rows[name] ?? [], ...extra[name] }
    ids[name] = (await addCharacter(ctx, campaign.id, { sheet, partyId })).result
  }
  return { campaignId: campaign.id, partyId, ids }
}

const rowsOf = async (ctx: ServiceContext, campaignId: string, id: string) =>
  (await ctx.store.read(campaignId)).characters.find((c) => c.id === id)!.sheet['equipment'] as Rows
const fileOf = (ctx: ServiceContext, campaignId: string) => readFileSync(join(ctx.store.folderOf(campaignId), 'campaign.json'), 'utf8')

describe('handing an item to a neighbour in the marching order', () => {
  it('moves a ready item to the first free row of the adventurer in front, out of hand, in one change that the journal records and the disk keeps (KS-ACTION-2)', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Brann: [{ name: 'Kettenhemd', kind: 'armour', rw: 3 }, null, { name: 'Fackel' }], Cira: [rope, sword] })
    await openSession(ctx, campaignId)

    await handItem(ctx, campaignId, { fromId: ids['Cira']!, toId: ids['Brann']!, row: 2 })

    expect(await rowsOf(ctx, campaignId, ids['Cira']!)).toEqual([expect.objectContaining({ name: 'Seil' })])
    const brann = await rowsOf(ctx, campaignId, ids['Brann']!)
    expect(brann[1]).toMatchObject({ name: 'Silberschwert', silver: true, ksBonus: 1, ready: true, held: false })
    expect(brann.map((r) => r?.name ?? null)).toEqual(['Kettenhemd', 'Silberschwert', 'Fackel'])

    const reopened = new ServiceContext(root)
    const campaign = await reopened.store.read(campaignId)
    expect(campaign.characters.find((c) => c.id === ids['Brann'])!.sheet['equipment']).toEqual(brann)
    const journal = campaign.sessions.find((s) => s.id === campaign.currentSessionId)!.journal
    expect(journal.at(-1)).toMatchObject({
      kind: 'item',
      message: { key: 'journal.itemHanded', params: { item: 'Silberschwert', from: 'Cira', fromRow: 2, to: 'Brann', toRow: 2 } }
    })
  })

  it('the journal words the hand-over in the campaign’s language', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Cira: [null, potion] })
    await openSession(ctx, campaignId)
    await handItem(ctx, campaignId, { fromId: ids['Cira']!, toId: ids['Dorn']!, row: 2 })
    expect((await readJournal(ctx, campaignId)).entries.at(-1)!.text).toBe('Cira handed Heiltrank (row 2) to Dorn, who put it in row 1.')
    await updateSettings(ctx, campaignId, { language: 'de' })
    expect((await readJournal(ctx, campaignId)).entries.at(-1)!.text).toBe('Cira gab Heiltrank (Zeile 2) an Dorn weiter, in Zeile 1.')
  })

  it('between sessions handing an item over is preparation: it opens no session and no journal (issue 14)', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Cira: [null, potion] })
    const { campaign } = await handItem(ctx, campaignId, { fromId: ids['Cira']!, toId: ids['Dorn']!, row: 2 })
    expect(campaign.sessions).toEqual([])
    expect(campaign.currentSessionId).toBeNull()
    expect(campaign.characters.find((c) => c.id === ids['Dorn'])!.sheet['equipment']).toEqual([expect.objectContaining({ name: 'Heiltrank' })])
  })

  it('hands to the adventurer behind as well, into a new row after the last when no row in between is empty', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Albrav: [potion], Brann: junk(3) })
    await handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Brann']!, row: 1 })
    expect((await rowsOf(ctx, campaignId, ids['Brann']!)).map((r) => r?.name)).toEqual(['Kram 1', 'Kram 2', 'Kram 3', 'Heiltrank'])
    expect(await rowsOf(ctx, campaignId, ids['Albrav']!)).toEqual([])
  })

  it('refuses an adventurer who is not directly in front or behind, and leaves the file as it was (KS-ACTION-2, KS-GAP-8)', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Albrav: [potion] })
    const before = fileOf(ctx, campaignId)
    const error = await rejection(handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Cira']!, row: 1 }))
    expect(error.code).toBe('rules')
    expect(error.message).toBe('Cira is not directly in front of or behind Albrav: items pass only to an adjacent adventurer (KS-ACTION-2)')
    expect(fileOf(ctx, campaignId)).toBe(before)
  })

  it('skips the dead when looking for the neighbour, as the fight does', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Albrav: [potion] }, { Brann: { dead: true, injuries: ['ordinary', 'ordinary'] } })
    await handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Cira']!, row: 1 })
    expect((await rowsOf(ctx, campaignId, ids['Cira']!))[0]).toMatchObject({ name: 'Heiltrank' })
    const error = await rejection(handItem(ctx, campaignId, { fromId: ids['Cira']!, toId: ids['Brann']!, row: 1 }))
    expect(error.message).toBe('Brann is dead and cannot take anything')
  })

  it('refuses an item in the backpack: only ready items are handed over (KS-ACTION-2)', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Brann: [rope] })
    const error = await rejection(handItem(ctx, campaignId, { fromId: ids['Brann']!, toId: ids['Cira']!, row: 1 }))
    expect(error.message).toContain('Seil is in Brann’s backpack: only ready items can be handed over')
    expect(await rowsOf(ctx, campaignId, ids['Cira']!)).toEqual([])
  })

  it('refuses when the receiver’s ten rows are all taken', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Albrav: [potion], Brann: junk(10) })
    const error = await rejection(handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Brann']!, row: 1 }))
    expect(error.message).toBe('Brann has no free equipment row: all 10 are taken')
    expect(await rowsOf(ctx, campaignId, ids['Albrav']!)).toHaveLength(1)
  })

  it('refuses an injured giver, who cannot act until healed (KS-INJURY-1), an empty row, and members of different parties', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Albrav: [potion], Brann: [potion] }, { Brann: { injuries: ['cursed'] } })
    expect((await rejection(handItem(ctx, campaignId, { fromId: ids['Brann']!, toId: ids['Albrav']!, row: 1 }))).message).toBe(
      'Brann is injured and cannot act until healed (KS-INJURY-1)'
    )
    expect((await rejection(handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Brann']!, row: 2 }))).message).toBe('Row 2 of Albrav is empty')
    const { result: otherParty } = await createParty(ctx, campaignId, 'Die Anderen')
    const { result: eryn } = await addCharacter(ctx, campaignId, { sheet: { name: 'Eryn' }, partyId: otherParty })
    expect((await rejection(handItem(ctx, campaignId, { fromId: ids['Dorn']!, toId: eryn, row: 1 }))).message).toBe('Dorn and Eryn are not in the same party')
  })

  it('refuses while a fight of the party is open, since applying it would overwrite the rows', async () => {
    const ctx = context()
    const { campaignId, partyId, ids } = await party(ctx, { Albrav: [potion] })
    await startFight(ctx, campaignId, { partyId, opponents: [{ opponent: { name: 'Goblin', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const error = await rejection(handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Brann']!, row: 1 }))
    expect(error.code).toBe('conflict')
    expect(error.message).toContain('A fight of this party is still open')
  })

  it('the item arrives ready but out of hand, so the receiver’s sheet stays within his two hands (KS-HANDS-1)', async () => {
    const ctx = context()
    const greatsword = { name: 'Zweihänder', kind: 'weapon', hands: 2, held: true }
    const { campaignId, ids } = await party(ctx, { Albrav: [sword], Brann: [greatsword] })
    await handItem(ctx, campaignId, { fromId: ids['Albrav']!, toId: ids['Brann']!, row: 1 })
    const brann = await rowsOf(ctx, campaignId, ids['Brann']!)
    expect(brann).toEqual([
      expect.objectContaining({ name: 'Zweihänder', held: true }),
      expect.objectContaining({ name: 'Silberschwert', ready: true, held: false })
    ])
  })
})

describe('the equipment.hand channel', () => {
  it('answers the changed campaign, and refuses a row outside 1–10 before any service runs', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Cira: [potion] })
    const router = createRouter(ctx, { saveText: async () => null, openText: async () => null }, () => undefined)
    const done = await router.handle('equipment.hand', { campaignId, fromId: ids['Cira'], toId: ids['Dorn'], row: 1 }, { trusted: true })
    expect(done.ok).toBe(true)
    const bad = await router.handle('equipment.hand', { campaignId, fromId: ids['Dorn'], toId: ids['Cira'], row: 11 }, { trusted: true })
    expect(bad).toMatchObject({ ok: false, error: { code: 'badRequest' } })
    expect((await rowsOf(ctx, campaignId, ids['Dorn']!))[0]).toMatchObject({ name: 'Heiltrank' })
  })
})

describe('the equipment.handTargets channel: the Equipment screen asks the rules, never works them out', () => {
  it('names the living neighbours in the marching order and whether each has a free row (KS-ACTION-2, KS-GAP-8)', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, { Cira: junk(10) }, { Brann: { dead: true } })
    // Brann is dead: Albrav's neighbour behind him is Cira, whose ten rows are full.
    expect(await handTargets(ctx, campaignId, ids['Albrav']!)).toEqual({
      canAct: true,
      front: null,
      rear: { id: ids['Cira'], name: 'Cira', hasFreeRow: false }
    })
    expect(await handTargets(ctx, campaignId, ids['Dorn']!)).toEqual({ canAct: true, front: { id: ids['Cira'], name: 'Cira', hasFreeRow: false }, rear: null })
  })

  it('an injured adventurer cannot act (KS-INJURY-1), the dead neither; someone without a party has nobody to hand to', async () => {
    const ctx = context()
    const { campaignId, ids } = await party(ctx, {}, { Cira: { injuries: ['ordinary'] }, Dorn: { dead: true } })
    expect((await handTargets(ctx, campaignId, ids['Cira']!)).canAct).toBe(false)
    expect((await handTargets(ctx, campaignId, ids['Dorn']!)).canAct).toBe(false)
    const loner = (await addCharacter(ctx, campaignId, { sheet: { name: 'Einsiedler', ks: { nk: 'W6' } } })).result
    expect(await handTargets(ctx, campaignId, loner)).toEqual({ canAct: true, front: null, rear: null })
  })

  it('is refused in a system whose sheets have no equipment rows', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Het gevecht', system: 'odm', language: 'nl' })
    expect((await rejection(handTargets(ctx, campaign.id, 'nobody'))).key).toBe('handOtherSystem')
  })
})
