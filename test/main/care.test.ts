import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRouter } from '../../src-main/ipc/router.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { readJournal } from '../../src-main/services/journal.ts'
import { addCharacter, createParty, updateCharacter } from '../../src-main/services/roster.ts'
import { addNote, advanceDays, careFor, closeSession, openSession, restParty, undoCare } from '../../src-main/services/time.ts'

let root: string
let tick: number
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => 'seed-1'
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-care-'))
  tick = 0
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

/** An ULTRA♦QUEST campaign in English: Brann with a cursed injury, Cira with an ordinary one and a Heiltrank in row 1. */
async function hurtParty(ctx: ServiceContext) {
  const campaign = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'en' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Die Vier')
  const { result: brann } = await addCharacter(ctx, campaign.id, { sheet: { name: 'Brann', ks: { nk: 'W6+2' }, injuries: ['cursed'] }, partyId })
  const { result: cira } = await addCharacter(ctx, campaign.id, {
    sheet: { name: 'Cira', ks: { nk: 'W6' }, injuries: ['ordinary'], equipment: [{ name: 'Heiltrank', kind: 'potion', heals: true }] },
    partyId
  })
  return { campaignId: campaign.id, partyId, brann, cira }
}

const injuriesOf = async (ctx: ServiceContext, campaignId: string, id: string) =>
  (await ctx.store.read(campaignId)).characters.find((c) => c.id === id)!.sheet['injuries']

describe('care with feedback (issue 14)', () => {
  it('says what changed in the screen’s language, and the journal records whom, how and who gave it in the campaign’s', async () => {
    const ctx = context()
    const { campaignId, brann, cira } = await hurtParty(ctx)
    await openSession(ctx, campaignId)
    const { result } = await careFor(ctx, campaignId, brann, 'healingSpell', undefined, { by: cira, lang: 'de' })
    expect(result.changes).toEqual(['Brann: eine verfluchte Verletzung ● geheilt. — Heilspruch oder Wunder, durch Cira'])
    expect(result.journaled).toBe(true)
    expect(result.undo).toMatch(/^[0-9a-f]{12}$/)
    expect((await readJournal(ctx, campaignId)).entries.at(-1)).toMatchObject({
      kind: 'healing',
      text: 'Brann: a cursed injury ● healed. — Healing spell or miracle (Heilspruch), by Cira'
    })

    const potion = await careFor(ctx, campaignId, cira, 'potion', 1)
    expect(potion.result.changes).toEqual(['Cira: an injury healed. — Drink a Heiltrank'])
  })

  it('undoes the last care right away: the sheet as it was and its journal lines gone; only once, and not after the sheet changed', async () => {
    const ctx = context()
    const { campaignId, brann, cira } = await hurtParty(ctx)
    await openSession(ctx, campaignId)
    const before = (await readJournal(ctx, campaignId)).entries.length
    const { result } = await careFor(ctx, campaignId, brann, 'curseBreaker', undefined, { by: cira })
    expect(await injuriesOf(ctx, campaignId, brann)).toEqual(['ordinary'])
    expect((await readJournal(ctx, campaignId)).entries).toHaveLength(before + 1)

    const undone = await undoCare(ctx, campaignId, result.undo!, { lang: 'en' })
    expect(undone.result.changes).toEqual([expect.stringContaining('Brann: the curse of an injury is broken')])
    expect(await injuriesOf(ctx, campaignId, brann)).toEqual(['cursed'])
    expect((await readJournal(ctx, campaignId)).entries).toHaveLength(before)
    expect(await rejection(undoCare(ctx, campaignId, result.undo!))).toMatchObject({ code: 'conflict', key: 'careUndoGone' })

    // A care change whose character was edited since is not taken back: that would undo the edit too.
    const again = await careFor(ctx, campaignId, brann, 'curseBreaker')
    await updateCharacter(ctx, campaignId, brann, { sheet: { name: 'Brann', ks: { nk: 'W6+3' }, injuries: ['ordinary'] } })
    expect(await rejection(undoCare(ctx, campaignId, again.result.undo!))).toMatchObject({ code: 'conflict', key: 'careUndoGone' })
    expect((await ctx.store.read(campaignId)).characters.find((c) => c.id === brann)!.sheet['ks']).toEqual({ nk: 'W6+3' })
  })

  it('a party’s rest can be undone as a whole, and only the newest care change can be', async () => {
    const ctx = context()
    const { campaignId, partyId, brann, cira } = await hurtParty(ctx)
    const first = await careFor(ctx, campaignId, brann, 'healingSpell')
    const rest = await restParty(ctx, campaignId, partyId)
    expect(rest.result.changes).toEqual(['Rest taken: Die Vier.', 'Cira: an injury healed.'])
    expect(await rejection(undoCare(ctx, campaignId, first.result.undo!))).toMatchObject({ key: 'careUndoGone' })
    await undoCare(ctx, campaignId, rest.result.undo!)
    expect(await injuriesOf(ctx, campaignId, cira)).toEqual(['ordinary'])
    expect(await injuriesOf(ctx, campaignId, brann)).toEqual([])
  })

  it('between sessions care and days passing are preparation: no session opens, nothing is journaled, the change is made and reported', async () => {
    const ctx = context()
    const { campaignId, brann } = await hurtParty(ctx)
    const { campaign, result } = await careFor(ctx, campaignId, brann, 'healingSpell')
    expect(result).toMatchObject({ journaled: false, changes: ['Brann: a cursed injury ● healed. — Healing spell or miracle (Heilspruch)'] })
    expect(campaign.sessions).toEqual([])
    const days = await advanceDays(ctx, campaignId, 2)
    expect(days.result).toMatchObject({ journaled: false, changes: ['2 days passed; it is now day 2.'] })
    expect(days.campaign.calendar.day).toBe(2)
    expect(days.campaign.currentSessionId).toBeNull()
    await undoCare(ctx, campaignId, result.undo!)
    expect(await injuriesOf(ctx, campaignId, brann)).toEqual(['cursed'])
  })

  it('a care change journaled in a session closed since stays: that journal is archived as it is', async () => {
    const ctx = context()
    const { campaignId, brann } = await hurtParty(ctx)
    await openSession(ctx, campaignId)
    const { result } = await careFor(ctx, campaignId, brann, 'healingSpell')
    await closeSession(ctx, campaignId)
    expect(await rejection(undoCare(ctx, campaignId, result.undo!))).toMatchObject({ key: 'careUndoGone' })
    expect(await injuriesOf(ctx, campaignId, brann)).toEqual([])
  })
})

describe('a session’s journal as a text recap', () => {
  it('journal.export saves the session’s lines per in-game day in the campaign’s language, the open one or a closed one', async () => {
    const ctx = context()
    const saved = new Map<string, string>()
    const router = createRouter(ctx, { saveText: async (name, text) => (saved.set(name, text), `/exports/${name}`), openText: async () => null }, (e) => {
      throw e
    })
    const { campaignId, brann, cira } = await hurtParty(ctx)
    await openSession(ctx, campaignId)
    await addNote(ctx, campaignId, 'Die Gruppe erreicht das Moor.\nEs regnet.')
    await careFor(ctx, campaignId, brann, 'healingSpell', undefined, { by: cira })
    await advanceDays(ctx, campaignId, 2)

    expect(await router.handle('journal.export', { campaignId }, { trusted: true })).toEqual({
      ok: true,
      value: { saved: true, file: '/exports/Nebelmoor - session 1.txt' }
    })
    const text = saved.get('Nebelmoor - session 1.txt')!
    const lines = text.split('\n')
    expect(lines[0]).toBe('Nebelmoor — session 1')
    expect(lines[1]).toMatch(/^Open since /)
    expect(lines.slice(2)).toEqual([
      '',
      'Day 0',
      '- Session 1 opened.',
      '- Die Gruppe erreicht das Moor. Es regnet.',
      '- Brann: a cursed injury ● healed. — Healing spell or miracle (Heilspruch), by Cira',
      '',
      'Day 2',
      '- 2 days passed; it is now day 2.',
      ''
    ])

    const { campaign } = await closeSession(ctx, campaignId)
    const sessionId = campaign.sessions[0]!.id
    await router.handle('journal.export', { campaignId, sessionId }, { trusted: true })
    expect(saved.get('Nebelmoor - session 1.txt')).toMatch(/^Nebelmoor — session 1\nFrom .+ to .+\n[\s\S]*- Session 1 closed\.\n$/)
    expect(await router.handle('journal.export', { campaignId }, { trusted: true })).toMatchObject({
      ok: false,
      error: { code: 'conflict', key: 'noSessionOpen' }
    })
  })
})
