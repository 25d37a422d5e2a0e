import { playOut } from './default-answers.ts'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src-engine/text/index.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { listFights, type FightListing } from '../../src-main/services/battle-logs.ts'
import { createCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, applyFight, discardFight, startFight } from '../../src-main/services/fights.ts'
import { journalMessages } from '../../src-main/services/journal-messages.ts'
import { readClosedJournals, readJournal } from '../../src-main/services/journal.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { addNote, advanceDays, careFor, closeSession, openSession, restParty } from '../../src-main/services/time.ts'

let root: string
let tick: number
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => 'seed-1'
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-journal-'))
  tick = 0
})

/** An ULTRA♦QUEST campaign in German with one party of one strong adventurer, Albrav, with an injury if asked. */
async function campaignWithAlbrav(ctx: ServiceContext, injuries: string[] = []) {
  const campaign = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'de' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Die Gruppe')
  const { result: albrav } = await addCharacter(ctx, campaign.id, { sheet: { name: 'Albrav', ks: { nk: 'W6+6' }, injuries }, partyId })
  return { campaignId: campaign.id, partyId, albrav }
}

const goblins = { opponents: [{ opponent: { name: 'Goblin', ks: 'W6', count: 1, kind: 'normal' } }], options: { type: 'NK', marker: '!' } }

describe('the session journal, worded by main', () => {
  it('gives the open session’s entries oldest first in the campaign’s language, with the GM’s note as written', async () => {
    const ctx = context()
    const { campaignId, partyId, albrav } = await campaignWithAlbrav(ctx, ['ordinary'])
    await openSession(ctx, campaignId)
    await addNote(ctx, campaignId, 'Die Gruppe erreicht das Moor.')
    await careFor(ctx, campaignId, albrav, 'rest')
    await careFor(ctx, campaignId, albrav, 'rest')
    await restParty(ctx, campaignId, partyId)
    await advanceDays(ctx, campaignId, 3)

    const journal = await readJournal(ctx, campaignId)
    expect(journal.session).toMatchObject({ number: 1, closedAt: null })
    expect(journal.entries.map((e) => [e.kind, e.day, e.text])).toEqual([
      ['session', 0, 'Sitzung 1 eröffnet.'],
      ['note', 0, 'Die Gruppe erreicht das Moor.'],
      ['healing', 0, 'Albrav: eine Verletzung geheilt. — Ausruhen'],
      ['healing', 0, 'Albrav: nichts zu heilen. — Ausruhen'],
      ['time', 0, 'Rast gehalten: Die Gruppe.'],
      ['time', 3, '3 Tage vergangen; jetzt ist Tag 3.']
    ])

    await updateSettings(ctx, campaignId, { language: 'en' })
    expect((await readJournal(ctx, campaignId)).entries.at(-1)!.text).toBe('3 days passed; it is now day 3.')
  })

  it('words every journal line in each of the four languages, never showing a bare message key', async () => {
    for (const lang of LANGUAGES) expect(Object.keys(journalMessages[lang]).sort()).toEqual(Object.keys(journalMessages.en).sort())
    const ctx = context()
    const { campaignId, partyId } = await campaignWithAlbrav(ctx)
    const fight = await playOut(ctx, campaignId, await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Am Moor' }))
    await applyFight(ctx, campaignId, fight.id)
    await discardFight(ctx, campaignId, (await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Fehlalarm' })).id)
    await advanceDays(ctx, campaignId, 1)
    await restParty(ctx, campaignId, partyId)
    for (const lang of LANGUAGES) {
      await updateSettings(ctx, campaignId, { language: lang })
      const texts = (await readJournal(ctx, campaignId)).entries.map((e) => e.text)
      expect(texts.length).toBeGreaterThan(6)
      expect(texts.filter((t) => /^journal\./.test(t) || /\{\w+\}/.test(t))).toEqual([])
    }
  })

  it('reads a closed session from its own file, with the closing line; without an open session the journal is empty', async () => {
    const ctx = context()
    const { campaignId } = await campaignWithAlbrav(ctx)
    await openSession(ctx, campaignId)
    await addNote(ctx, campaignId, 'Ein ruhiger Abend.')
    const { campaign } = await closeSession(ctx, campaignId)
    const closed = campaign.sessions[0]!
    expect(closed.journal).toEqual([])

    expect(await readJournal(ctx, campaignId)).toEqual({ session: null, entries: [] })
    const archived = await readJournal(ctx, campaignId, closed.id)
    expect(archived.session).toMatchObject({ id: closed.id, number: 1, closedAt: closed.closedAt })
    expect(archived.entries.map((e) => e.text)).toEqual(['Sitzung 1 eröffnet.', 'Ein ruhiger Abend.', 'Sitzung 1 beendet.'])
    await expect(readJournal(ctx, campaignId, 'session-9-nope')).rejects.toThrow('No session "session-9-nope"')
  })
})

describe('the battle-log list', () => {
  it('lists every fight with its session, day, status and answers, also those of closed sessions, and names a file it cannot read', async () => {
    const ctx = context()
    const { campaignId, partyId } = await campaignWithAlbrav(ctx)
    await openSession(ctx, campaignId)
    const first = await playOut(ctx, campaignId, await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Am Moor' }))
    await applyFight(ctx, campaignId, first.id)
    const dropped = await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Fehlalarm' })
    await discardFight(ctx, campaignId, dropped.id)
    await closeSession(ctx, campaignId)
    await advanceDays(ctx, campaignId, 2)
    const running = await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Die Brücke' })

    const list = (await listFights(ctx, campaignId)) as FightListing[]
    expect(list.map((f) => [f.title, f.sessionNumber, f.day, f.status])).toEqual([
      ['Am Moor', 1, 0, 'applied'],
      ['Fehlalarm', 1, 0, 'discarded'],
      ['Die Brücke', 2, 2, 'running']
    ])
    expect(list[0]!.answers).toBe(first.answers)
    expect(list[0]!.answers).toBeGreaterThan(0)
    expect(list[2]).toMatchObject({ id: running.id, answers: 0, endedAt: null })

    writeFileSync(join(root, 'campaigns', campaignId, 'fights', `${running.id}.json`), '{ broken')
    const withBroken = await listFights(ctx, campaignId)
    expect(withBroken).toHaveLength(3)
    expect(withBroken.find((f) => f.id === running.id)).toEqual({ id: running.id, problem: expect.stringContaining(`${running.id}.json`) })
  })
})

describe('the battle-log list cache', () => {
  const fightsFolder = (campaignId: string) => join(root, 'campaigns', campaignId, 'fights')
  const cacheFile = (campaignId: string) => join(fightsFolder(campaignId), '.cache', 'listing.json')
  const titles = async (ctx: ServiceContext, campaignId: string) => ((await listFights(ctx, campaignId)) as FightListing[]).map((f) => [f.title, f.answers])

  it('after a start reuses a listing from the cache file while its fight file is unchanged, reads a file again once it is saved, and survives a broken cache', async () => {
    const ctx = context()
    const { campaignId, partyId } = await campaignWithAlbrav(ctx)
    const fight = await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Am Moor' })
    expect(await titles(ctx, campaignId)).toEqual([['Am Moor', 0]])

    // While the fight file stays as it was, the cached listing is what a new process shows.
    const cache = JSON.parse(readFileSync(cacheFile(campaignId), 'utf8'))
    cache[fight.id].listing.answers = 99
    writeFileSync(cacheFile(campaignId), JSON.stringify(cache))
    expect((await titles(context(), campaignId))[0]![1]).toBe(99)

    // An answer saves the fight file anew: its listing is read from the file again.
    await answerFight(
      ctx,
      campaignId,
      fight.id,
      fight.request!.type === 'dice' ? { type: 'roll' } : { type: 'chooseOne', option: (fight.request as { default: string }).default }
    )
    expect((await titles(ctx, campaignId))[0]![1]).toBe(1)

    writeFileSync(cacheFile(campaignId), '{ broken')
    expect(await titles(context(), campaignId)).toEqual([['Am Moor', 1]])
    expect(JSON.parse(readFileSync(cacheFile(campaignId), 'utf8'))[fight.id].listing.answers).toBe(1)
  })

  it('notices a fight file another program changed in place, added or removed, however soon after the last list', async () => {
    const ctx = context()
    const { campaignId, partyId } = await campaignWithAlbrav(ctx)
    const first = await playOut(ctx, campaignId, await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Am Moor' }))
    await applyFight(ctx, campaignId, first.id)
    expect(await titles(ctx, campaignId)).toEqual([['Am Moor', first.answers]])
    expect(await titles(ctx, campaignId)).toEqual([['Am Moor', first.answers]])

    // Written in place, as an editor may: the folder's own stamp does not change, the watch sees it.
    const path = join(fightsFolder(campaignId), `${first.id}.json`)
    const record = JSON.parse(readFileSync(path, 'utf8'))
    writeFileSync(path, JSON.stringify({ ...record, meta: { ...record.meta, title: 'Am Moor (edited)' } }))
    expect(await titles(ctx, campaignId)).toEqual([['Am Moor (edited)', first.answers]])

    // A copy under a new id, as a sync tool brings one from the other machine; then removed again.
    writeFileSync(
      join(fightsFolder(campaignId), 'fight-from-elsewhere.json'),
      JSON.stringify({ ...record, id: 'fight-from-elsewhere', meta: { ...record.meta, title: 'Von drüben', startedAt: '2030-01-01T00:00:00.000Z' } })
    )
    expect(await titles(ctx, campaignId)).toEqual([
      ['Am Moor (edited)', first.answers],
      ['Von drüben', first.answers]
    ])
    rmSync(join(fightsFolder(campaignId), 'fight-from-elsewhere.json'))
    expect(await titles(ctx, campaignId)).toEqual([['Am Moor (edited)', first.answers]])
    // The cache of earlier versions among the fight files is gone once the new one is written.
    expect(existsSync(join(fightsFolder(campaignId), '.listing-cache.json'))).toBe(false)
  })
})

describe('the journals of every closed session, for a search through all sessions', () => {
  it('gives each closed session’s journal from its own file in one call, oldest first, without the open one, leaving out a file it cannot read', async () => {
    const ctx = context()
    const { campaignId } = await campaignWithAlbrav(ctx)
    for (const note of ['Der Nebel steigt.', 'Die Gruft ist leer.', 'Ein ruhiger Abend.']) {
      await openSession(ctx, campaignId)
      await addNote(ctx, campaignId, note)
      await closeSession(ctx, campaignId)
    }
    await openSession(ctx, campaignId)
    await addNote(ctx, campaignId, 'Noch offen.')

    const closed = await readClosedJournals(ctx, campaignId)
    expect(closed.map((j) => j.session?.number)).toEqual([1, 2, 3])
    expect(closed.map((j) => j.entries.map((e) => e.text))).toEqual([
      ['Sitzung 1 eröffnet.', 'Der Nebel steigt.', 'Sitzung 1 beendet.'],
      ['Sitzung 2 eröffnet.', 'Die Gruft ist leer.', 'Sitzung 2 beendet.'],
      ['Sitzung 3 eröffnet.', 'Ein ruhiger Abend.', 'Sitzung 3 beendet.']
    ])
    for (const journal of closed) expect(journal).toEqual(await readJournal(ctx, campaignId, journal.session!.id))

    // Another program damages the second session's file: the other two are still searched.
    const second = closed[1]!.session!.id
    writeFileSync(join(root, 'campaigns', campaignId, 'sessions', `${second}.json`), '{"schemaVersion":1,')
    const router = createRouter(ctx, { saveText: async () => null, openText: async () => null }, () => {})
    const answer = await router.handle('journal.readClosed', { campaignId }, { trusted: true })
    expect(answer).toMatchObject({ ok: true, value: [{ session: { number: 1 } }, { session: { number: 3 } }] })
    expect(await router.handle('journal.readClosed', { campaignId: '../x' }, { trusted: true })).toMatchObject({ ok: false, error: { code: 'badRequest' } })
  })
})

describe('journal.read and fight.list over IPC', () => {
  it('answers within the contract and refuses a session id that is not an id', async () => {
    const ctx = context()
    const router = createRouter(ctx, { saveText: async () => null, openText: async () => null }, () => {})
    const trusted = { trusted: true }
    const { campaignId, partyId } = await campaignWithAlbrav(ctx)
    await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Am Moor' })

    const journal = await router.handle('journal.read', { campaignId }, trusted)
    expect(journal).toMatchObject({
      ok: true,
      value: {
        session: { number: 1 },
        entries: [
          { kind: 'session', text: 'Sitzung 1 eröffnet.' },
          { kind: 'fight', text: 'Kampf „Am Moor“ begonnen (Die Gruppe).' }
        ]
      }
    })
    expect(await router.handle('fight.list', { campaignId }, trusted)).toMatchObject({
      ok: true,
      value: [{ title: 'Am Moor', sessionNumber: 1, status: 'running' }]
    })
    expect(await router.handle('journal.read', { campaignId, sessionId: '../campaign' }, trusted)).toMatchObject({
      ok: false,
      error: { code: 'badRequest', message: expect.stringContaining('sessionId') }
    })
    expect(await router.handle('journal.read', { campaignId, sessionId: 'session-7' }, trusted)).toMatchObject({ ok: false, error: { code: 'notFound' } })
  })
})
