import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SheetFormat } from '../../src-engine/core/campaign.ts'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import { exportCampaign, importCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'
import { StorageError } from '../../src-main/storage/errors.ts'
import { withCurrentSheets } from '../../src-main/storage/sheet-migrations.ts'

const now = () => new Date(Date.UTC(2026, 11, 1, 20, 0, 0))
const folder = () => mkdtempSync(join(tmpdir(), 'mo-sheet-versions-'))
const campaignFile = (root: string, id: string) => join(root, 'campaigns', id, 'campaign.json')

/** ULTRA♦QUEST as if its sheets had changed twice: `ks` became `kampfstaerke` (2), then `notes` left the sheet (3). */
const threeFormats: SheetFormat = {
  version: 3,
  sheetSteps: {
    1: ({ ks, ...sheet }) => ({ ...sheet, kampfstaerke: ks }),
    2: ({ notes: _notes, ...sheet }) => sheet
  },
  opponentSteps: {
    1: ({ ks, ...opponent }) => ({ ...opponent, kampfstaerke: ks }),
    2: (opponent) => opponent
  }
}

const oldDoc = (sheetVersion?: number) => ({
  system: 'ultraquest',
  ...(sheetVersion === undefined ? {} : { sheetVersion }),
  characters: [{ id: 'albrav', sheet: { name: 'Albrav', ks: { nk: 'W6+3' }, notes: 'x' }, notes: '' }],
  bestiary: [{ id: 'goblin', opponent: { name: 'Goblin', ks: 'W6' }, notes: '' }]
})

describe('sheet formats per system (issue 17, 5)', () => {
  it('every system names its sheet format, with a step from each older version', () => {
    for (const id of SYSTEM_IDS) {
      const format = ruleSystems[id]!.campaign!.sheetFormat
      expect(Number.isInteger(format.version) && format.version >= 1).toBe(true)
      for (let v = 1; v < format.version; v++) {
        expect(format.sheetSteps[v], `${id} sheet step ${v}`).toBeTypeOf('function')
        expect(format.opponentSteps[v], `${id} opponent step ${v}`).toBeTypeOf('function')
      }
    }
  })

  it('moves sheets and bestiary entries of a campaign that names no version (1) through every step', () => {
    expect(withCurrentSheets(oldDoc(), threeFormats, 'c.json')).toEqual({
      system: 'ultraquest',
      sheetVersion: 3,
      characters: [{ id: 'albrav', sheet: { name: 'Albrav', kampfstaerke: { nk: 'W6+3' } }, notes: '' }],
      bestiary: [{ id: 'goblin', opponent: { name: 'Goblin', kampfstaerke: 'W6' }, notes: '' }]
    })
  })

  it('runs only the steps from the version the campaign names, and leaves a current one as it is', () => {
    const atTwo = { ...oldDoc(2), characters: [{ id: 'albrav', sheet: { name: 'Albrav', kampfstaerke: 5, notes: 'x' }, notes: '' }] }
    expect(withCurrentSheets(atTwo, threeFormats, 'c.json')['characters']).toEqual([{ id: 'albrav', sheet: { name: 'Albrav', kampfstaerke: 5 }, notes: '' }])
    const current = oldDoc(3)
    expect(withCurrentSheets(current, threeFormats, 'c.json')).toBe(current)
  })

  it('refuses sheets of a newer format, a version no app wrote, and a gap in the steps, naming the file', () => {
    const refusal = (doc: Record<string, unknown>, format: SheetFormat = threeFormats) => {
      try {
        withCurrentSheets(doc, format, '/data/campaign.json')
      } catch (error) {
        expect(error).toBeInstanceOf(StorageError)
        return { problem: (error as StorageError).problem, message: (error as StorageError).message }
      }
      throw new Error('expected a refusal')
    }
    expect(refusal(oldDoc(4))).toEqual({ problem: 'newerVersion', message: expect.stringMatching(/campaign\.json.*sheets of format 4.*reads up to 3/) })
    expect(refusal({ ...oldDoc(), sheetVersion: 0 })).toEqual({
      problem: 'invalid',
      message: expect.stringContaining('sheet version 0, which no Marching Order ever wrote')
    })
    expect(refusal({ ...oldDoc(), sheetVersion: '2' })).toMatchObject({ problem: 'invalid' })
    expect(refusal(oldDoc(), { ...threeFormats, sheetSteps: { 1: threeFormats.sheetSteps[1]! } })).toEqual({
      problem: 'invalid',
      message: expect.stringContaining('no way from format 2 to 3')
    })
  })

  it('a new campaign records its system’s sheet format', async () => {
    const root = folder()
    const created = await new CampaignStore(root, now).create({ name: 'Nebelmoor', system: 'thalia', language: 'nb' })
    expect(created.sheetVersion).toBe(ruleSystems.thalia!.campaign!.sheetFormat.version)
    expect(JSON.parse(readFileSync(campaignFile(root, created.id), 'utf8')).sheetVersion).toBe(created.sheetVersion)
  })

  it('an old campaign file (version 1, sheets from before formats had versions) opens with its sheets as they were', async () => {
    const root = folder()
    const id = 'the-black-forest-a1b2c3'
    mkdirSync(join(root, 'campaigns', id), { recursive: true })
    copyFileSync(join(import.meta.dirname, 'fixtures/campaign-v1.json'), campaignFile(root, id))
    const old = JSON.parse(readFileSync(campaignFile(root, id), 'utf8'))
    const campaign = await new CampaignStore(root, now).read(id)
    expect(campaign.characters.map((c) => c.sheet)).toEqual(old.characters.map((c: { sheet: unknown }) => c.sheet))
  })

  it('a campaign whose sheets are of a newer format is listed with the problem and its file left untouched', async () => {
    const root = folder()
    const { id } = await new CampaignStore(root, now).create({ name: 'Vorhut', system: 'ultraquest', language: 'de' })
    const doc = JSON.parse(readFileSync(campaignFile(root, id), 'utf8'))
    const text = JSON.stringify({ ...doc, sheetVersion: 99 })
    writeFileSync(campaignFile(root, id), text)
    const [listing] = await new CampaignStore(root, now).list()
    expect(listing).toMatchObject({ id, error: { problem: 'newerVersion', detail: expect.stringContaining('sheets of format 99') } })
    expect(readFileSync(campaignFile(root, id), 'utf8')).toBe(text)
  })

  it('an export whose sheets are of a newer format is refused on import, saying why', async () => {
    const ctx = new ServiceContext(folder(), now)
    const { id } = await ctx.store.create({ name: 'Vorhut', system: 'ultraquest', language: 'de' })
    const exported = JSON.parse(await exportCampaign(ctx, id))
    exported.campaign.sheetVersion = 99
    const refusal = await importCampaign(ctx, JSON.stringify(exported)).then(
      () => null,
      (error: unknown) => error
    )
    expect(refusal).toBeInstanceOf(ServiceError)
    expect(refusal).toMatchObject({ key: 'importCampaignInvalid', params: { detail: expect.stringContaining('sheets of format 99') } })
  })
})
