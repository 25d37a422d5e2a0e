// Issue 13, item 1: another program (a sync tool, an editor) changes, truncates or deletes a campaign's file while
// the campaign is open. The store checks before each write that the file is still the one it last read or wrote.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { createRouter } from '../../src-main/ipc/router.ts'
import { campaignConflict, createCampaign, renameCampaign, resolveCampaignConflict } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { SERVICE_ERROR_TEXTS } from '../../src-main/services/error-texts.ts'
import { answerFight, startFight } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { addNote } from '../../src-main/services/time.ts'
import { StorageError } from '../../src-main/storage/errors.ts'
import { serviceErrorsDe } from '../../src-renderer/src/i18n/errors/de.ts'
import { serviceErrorsEn } from '../../src-renderer/src/i18n/errors/en.ts'
import { serviceErrorsNb } from '../../src-renderer/src/i18n/errors/nb.ts'
import { serviceErrorsNl } from '../../src-renderer/src/i18n/errors/nl.ts'

let root: string
let tick: number
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => 'seed-outside'
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-outside-'))
  tick = 0
})

const fileOf = (id: string) => join(root, 'campaigns', id, 'campaign.json')

/** Another program edits the campaign file: what a text editor or a sync tool does (no temp file, no lock). */
function editOutside(id: string, edit: (doc: Record<string, unknown>) => void): string {
  const doc = JSON.parse(readFileSync(fileOf(id), 'utf8')) as Record<string, unknown>
  edit(doc)
  const text = `${JSON.stringify(doc, null, 2)}\n`
  writeFileSync(fileOf(id), text)
  return text
}

async function refusal(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(StorageError)
    return error as StorageError
  }
  throw new Error('expected a StorageError')
}

const backupsWith = (id: string, reason: string) =>
  readdirSync(join(root, 'campaigns', id, 'backups'))
    .filter((n) => n.endsWith(`-${reason}.json`))
    .map((n) => readFileSync(join(root, 'campaigns', id, 'backups', n), 'utf8'))

describe('a campaign file changed by another program while the campaign is open', () => {
  it('is never overwritten by the next save: the save is refused as changed outside and the file keeps the other program’s change', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'en' })
    await addNote(ctx, id, 'ours, saved')
    const theirs = editOutside(id, (doc) => (doc['name'] = 'Nebelmoor (edited on the laptop)'))
    const error = await refusal(addNote(ctx, id, 'ours, not saved'))
    expect(error.problem).toBe('changedOutside')
    expect(error.message).toContain('was changed by another program')
    expect(readFileSync(fileOf(id), 'utf8')).toBe(theirs)
    // The refusal reaches the screen with its own key, worded in all four languages.
    const router = createRouter(ctx, { saveText: async () => null, openText: async () => null }, () => undefined)
    const viaRouter = await router.handle('journal.note', { campaignId: id, text: 'again' }, { trusted: true })
    expect(viaRouter).toMatchObject({ ok: false, error: { code: 'storage', key: 'storageChangedOutside', file: fileOf(id) } })
    for (const texts of [serviceErrorsEn, serviceErrorsDe, serviceErrorsNl, serviceErrorsNb]) expect(texts.storageChangedOutside).toContain('{file}')
    expect(SERVICE_ERROR_TEXTS.storageChangedOutside).toBe('{file}: {detail}')
  })

  it('is taken as it is when the app holds nothing unsaved: a read gets the new file, and the next change builds on it', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'en' })
    await addNote(ctx, id, 'ours')
    const ours = readFileSync(fileOf(id), 'utf8')
    editOutside(id, (doc) => (doc['name'] = 'Renamed on the laptop'))
    expect((await ctx.store.read(id)).name).toBe('Renamed on the laptop')
    await addNote(ctx, id, 'after the refresh')
    const saved = JSON.parse(readFileSync(fileOf(id), 'utf8')) as { name: string }
    expect(saved.name).toBe('Renamed on the laptop')
    // The version the app had saved before is not lost: it is among the backups.
    expect(backupsWith(id, 'conflict')).toContain(ours)
  })

  it('a file only touched (same bytes, new mtime) is no change', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'en' })
    const later = new Date(Date.now() + 60_000)
    utimesSync(fileOf(id), later, later)
    await addNote(ctx, id, 'fine')
    expect(existsSync(join(root, 'campaigns', id, 'backups'))).toBe(false)
  })

  it('"keep mine" writes the app’s version over the file; the other goes to the backups', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Mine', system: 'ultraquest', language: 'en' })
    await addNote(ctx, id, 'mine')
    const mine = readFileSync(fileOf(id), 'utf8')
    const theirs = editOutside(id, (doc) => (doc['name'] = 'Theirs'))
    await refusal(addNote(ctx, id, 'refused'))
    const conflict = await campaignConflict(ctx, id)
    expect(conflict).toMatchObject({ file: fileOf(id), mine: { name: 'Mine', sessions: 1 }, theirs: { name: 'Theirs', sessions: 1 } })
    const kept = await resolveCampaignConflict(ctx, id, 'mine')
    expect(kept.name).toBe('Mine')
    expect(readFileSync(fileOf(id), 'utf8')).toBe(mine)
    expect(backupsWith(id, 'conflict')).toEqual([theirs])
    await addNote(ctx, id, 'saved again')
    await expect(campaignConflict(ctx, id)).rejects.toThrow(ServiceError)
  })

  it('"keep theirs" takes the file on disk; the app’s version goes to the backups', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Mine', system: 'ultraquest', language: 'en' })
    await ctx.store.read(id)
    const mine = readFileSync(fileOf(id), 'utf8')
    const theirs = editOutside(id, (doc) => (doc['name'] = 'Theirs'))
    await refusal(renameCampaign(ctx, id, 'Refused'))
    expect((await resolveCampaignConflict(ctx, id, 'theirs')).name).toBe('Theirs')
    expect(readFileSync(fileOf(id), 'utf8')).toBe(theirs)
    expect(backupsWith(id, 'conflict')).toEqual([mine])
    expect((await renameCampaign(ctx, id, 'Now it saves')).name).toBe('Now it saves')
  })

  it('a truncated file is neither taken nor replaced: reads and saves report it, the bytes stay, and keeping mine keeps the truncated bytes as a backup', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Alpha', system: 'ultraquest', language: 'en' })
    await addNote(ctx, id, 'mine')
    const mine = readFileSync(fileOf(id), 'utf8')
    const truncated = mine.slice(0, 100)
    writeFileSync(fileOf(id), truncated)
    expect((await refusal(ctx.store.read(id))).problem).toBe('unreadable')
    expect((await refusal(addNote(ctx, id, 'refused'))).problem).toBe('changedOutside')
    expect(readFileSync(fileOf(id), 'utf8')).toBe(truncated)
    expect((await ctx.store.list())[0]).toMatchObject({ id, error: { problem: 'unreadable' } })
    const conflict = await campaignConflict(ctx, id)
    expect(conflict.theirs).toMatchObject({ problem: 'unreadable' })
    await expect(resolveCampaignConflict(ctx, id, 'theirs')).rejects.toThrow('cannot be taken')
    await resolveCampaignConflict(ctx, id, 'mine')
    expect(readFileSync(fileOf(id), 'utf8')).toBe(mine)
    expect(backupsWith(id, 'conflict')).toEqual([truncated])
  })

  it('a deleted file is not written again behind the GM’s back; keeping mine writes it back', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Alpha', system: 'ultraquest', language: 'en' })
    await ctx.store.read(id)
    const mine = readFileSync(fileOf(id), 'utf8')
    rmSync(fileOf(id))
    expect((await refusal(ctx.store.read(id))).message).toContain('was deleted or moved by another program')
    expect((await refusal(addNote(ctx, id, 'refused'))).problem).toBe('changedOutside')
    expect(existsSync(fileOf(id))).toBe(false)
    expect((await campaignConflict(ctx, id)).theirs).toMatchObject({ problem: 'notFound' })
    await resolveCampaignConflict(ctx, id, 'mine')
    expect(readFileSync(fileOf(id), 'utf8')).toBe(mine)
  })

  it('a fight file another program changed between the app’s read and its write is not overwritten', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Alpha', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, id, 'Gruppe')
    await addCharacter(ctx, id, { sheet: { name: 'Albrav', ks: { nk: 'W6+2' } }, partyId })
    const fight = await startFight(ctx, id, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const files = ctx.fights(id)
    const record = await files.read(fight.id)
    const path = files.pathOf(fight.id)
    const edited = readFileSync(path, 'utf8').replace(`"title": "Gruppe"`, `"title": "Edited"`)
    writeFileSync(path, edited)
    const error = await refusal(files.write({ ...record, answers: [{ type: 'dice', faces: [6] }] }))
    expect(error.problem).toBe('changedOutside')
    expect(readFileSync(path, 'utf8')).toBe(edited)
    // Read again, it is taken: the next answer goes onto the edited file.
    await answerFight(ctx, id, fight.id, { type: 'roll' })
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ meta: { title: 'Edited' }, answers: [{ type: 'dice' }] })
    expect(statSync(path).size).toBeGreaterThan(0)
  })
})
