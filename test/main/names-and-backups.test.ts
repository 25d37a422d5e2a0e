// Issue 13, item 11: backups were copied without fsync; names had no length limit (a 1 MB name was accepted) and
// took control characters and bidi overrides.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createRouter } from '../../src-main/ipc/router.ts'
import { createCampaign, renameCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { SERVICE_ERROR_TEXTS } from '../../src-main/services/error-texts.ts'
import { startFight } from '../../src-main/services/fights.ts'
import { addCharacter, addOpponent, createParty, renameParty, updateCharacter, updateOpponent } from '../../src-main/services/roster.ts'
import { openSession } from '../../src-main/services/time.ts'
import { onCrashPoint } from '../../src-main/storage/crash-points.ts'
import { serviceErrorsDe } from '../../src-renderer/src/i18n/errors/de.ts'
import { serviceErrorsEn } from '../../src-renderer/src/i18n/errors/en.ts'
import { serviceErrorsNb } from '../../src-renderer/src/i18n/errors/nb.ts'
import { serviceErrorsNl } from '../../src-renderer/src/i18n/errors/nl.ts'

let root: string
const context = () => new ServiceContext(root)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-names-'))
})
afterEach(() => onCrashPoint(null))

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ServiceError)
  return error as ServiceError
}

describe('names and titles', () => {
  it('are at most 200 characters: a 1 MB name is refused for campaigns, parties, characters, opponents and fight titles', async () => {
    const ctx = context()
    const huge = 'N'.repeat(1024 * 1024)
    expect(await refusal(createCampaign(ctx, { name: huge, system: 'ultraquest', language: 'en' }))).toMatchObject({
      code: 'invalidInput',
      key: 'nameTooLong',
      params: { length: 1024 * 1024, max: 200 }
    })
    const { id } = await createCampaign(ctx, { name: 'x'.repeat(200), system: 'ultraquest', language: 'en' })
    // Counted as the GM sees them: 200 emoji are 200 characters (400 UTF-16 units).
    expect((await renameCampaign(ctx, id, '🐉'.repeat(200))).name).toBe('🐉'.repeat(200))
    expect((await refusal(renameCampaign(ctx, id, '🐉'.repeat(201)))).params).toMatchObject({ length: 201 })
    expect((await refusal(createParty(ctx, id, huge))).key).toBe('nameTooLong')
    const { result: partyId } = await createParty(ctx, id, 'Gruppe')
    expect((await refusal(renameParty(ctx, id, partyId, huge))).key).toBe('nameTooLong')
    expect((await refusal(addCharacter(ctx, id, { sheet: { name: huge, ks: { nk: 'W6' } }, partyId }))).key).toBe('nameTooLong')
    const { result: albrav } = await addCharacter(ctx, id, { sheet: { name: 'Albrav', ks: { nk: 'W6' } }, partyId })
    expect((await refusal(updateCharacter(ctx, id, albrav, { sheet: { name: huge, ks: { nk: 'W6' } } }))).key).toBe('nameTooLong')
    expect((await refusal(addOpponent(ctx, id, { name: huge, ks: 'W6' }))).key).toBe('nameTooLong')
    const { result: ork } = await addOpponent(ctx, id, { name: 'Ork', ks: 'W6' })
    expect((await refusal(updateOpponent(ctx, id, ork, { name: huge, ks: 'W6' }))).key).toBe('nameTooLong')
    expect(
      (await refusal(startFight(ctx, id, { partyId, opponents: [{ bestiaryId: ork }], options: { type: 'NK', marker: '!' }, title: 'T'.repeat(201) }))).key
    ).toBe('nameTooLong')
    // Through the router, where a character sheet is any JSON: refused before anything is written.
    const router = createRouter(ctx, { saveText: async () => null, openText: async () => null }, () => undefined)
    const before = readFileSync(join(root, 'campaigns', id, 'campaign.json'), 'utf8')
    expect(await router.handle('character.add', { campaignId: id, sheet: { name: huge, ks: { nk: 'W6' } } }, { trusted: true })).toMatchObject({
      ok: false,
      error: { code: 'invalidInput', key: 'nameTooLong' }
    })
    expect(readFileSync(join(root, 'campaigns', id, 'campaign.json'), 'utf8')).toBe(before)
  })

  it('hold no control characters and no text-direction overrides, and the refusal says which character', async () => {
    const ctx = context()
    for (const [name, position, code] of [
      ['Evil\u202Eexe.txt', 5, '202E'],
      ['Line\nbreak', 5, '000A'],
      ['Bell\u0007', 5, '0007'],
      ['\u2066Isolated', 1, '2066'],
      ['Tab\there', 4, '0009'],
      ['🐉\u202Dx', 2, '202D']
    ] as const) {
      expect(await refusal(createCampaign(ctx, { name, system: 'ultraquest', language: 'en' }))).toMatchObject({
        key: 'nameBadCharacters',
        params: { position, code }
      })
    }
    const { id } = await createCampaign(ctx, { name: 'Ünïcødé is fine: Ærøskøbing, שלום, 東京', system: 'ultraquest', language: 'en' })
    expect((await refusal(createParty(ctx, id, 'Die\u202EGruppe'))).key).toBe('nameBadCharacters')
    expect((await refusal(addCharacter(ctx, id, { sheet: { name: 'Al\u0000brav', ks: { nk: 'W6' } } }))).key).toBe('nameBadCharacters')
    expect((await refusal(addOpponent(ctx, id, { name: 'O\u0007rk', ks: 'W6' }))).key).toBe('nameBadCharacters')
  })

  it('have their refusals worded for the screen in every language', () => {
    for (const key of ['nameTooLong', 'nameBadCharacters'] as const) {
      expect(SERVICE_ERROR_TEXTS[key]).toBeTruthy()
      for (const texts of [serviceErrorsEn, serviceErrorsDe, serviceErrorsNl, serviceErrorsNb]) expect(texts[key]).toMatch(/\{(max|position)\}/)
    }
  })
})

describe('backups', () => {
  it('are written durably: into a temp file synced before it is renamed in, so a crash leaves a whole backup or none', async () => {
    const ctx = context()
    const { id } = await createCampaign(ctx, { name: 'Sicher', system: 'ultraquest', language: 'en' })
    const folder = join(root, 'campaigns', id)
    const seen: { point: string; exists: boolean; temp: number | null }[] = []
    onCrashPoint((point, path) => {
      if (!path || basename(dirname(path)) !== 'backups') return
      const temp = readdirSync(dirname(path)).find((n) => n.startsWith(`.${basename(path)}.`) && n.endsWith('.tmp'))
      seen.push({ point, exists: existsSync(path), temp: temp === undefined ? null : statSync(join(dirname(path), temp)).size })
    })
    await openSession(ctx, id)
    onCrashPoint(null)
    const size = statSync(join(folder, 'backups', readdirSync(join(folder, 'backups'))[0]!)).size
    expect(seen).toEqual([
      { point: 'before temp file', exists: false, temp: null },
      { point: 'before rename', exists: false, temp: size },
      { point: 'after rename', exists: true, temp: null }
    ])
    // A failure in the middle (the disk full, the app killed) leaves no half backup among the backups.
    onCrashPoint((point, path) => {
      if (point === 'before rename' && path && basename(dirname(path)) === 'backups') throw new Error('disk full')
    })
    await expect(ctx.store.backup(id, 'manual')).rejects.toThrow('disk full')
    onCrashPoint(null)
    const listed = await ctx.store.backupsOf(id).list()
    expect(listed).toHaveLength(1)
    expect(readdirSync(join(folder, 'backups')).filter((n) => !n.startsWith('.'))).toHaveLength(1)
    for (const b of listed) expect(JSON.parse(readFileSync(join(folder, 'backups', b.file), 'utf8'))).toMatchObject({ name: 'Sicher' })
  })
})
