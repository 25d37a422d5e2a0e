// A fight file is rewritten with each answer. The record is checked before it is written, but answers a record held
// here already had are not checked again: these tests hold the write to checking what is new, and to the app's layout.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Answer } from '../../src-engine/core/types.ts'
import { FightFiles, type FightRecord } from '../../src-main/storage/fight-files.ts'

const meta = {
  partyId: 'party-1',
  sessionId: 'session-1',
  title: 'Brücke',
  status: 'running' as const,
  startedAt: '2026-12-01T20:00:00.000Z',
  endedAt: null,
  day: 1
}

function newFight(answers: readonly Answer[] = []): FightRecord {
  return {
    schemaVersion: 1,
    id: 'fight-1',
    system: 'ultraquest',
    rulesVersion: 1,
    setup: { party: [], opponents: [] },
    seed: 'seed',
    rngState: { c: 1, s0: 0.1, s1: 0.2, s2: 0.3 },
    answers,
    meta
  }
}

async function filesWithFight() {
  const folder = join(mkdtempSync(join(tmpdir(), 'mo-fight-files-')), 'fights')
  mkdirSync(folder)
  const files = new FightFiles(folder)
  const fight = newFight([{ type: 'dice', faces: [3, 4] }])
  await files.write(fight, 'create', { result: null })
  return { files, fight: await files.read(fight.id) }
}

describe('fight files', () => {
  it('a new answer to a held fight is checked: impossible faces are refused and the file keeps the answers before', async () => {
    const { files, fight } = await filesWithFight()
    const before = readFileSync(files.pathOf(fight.id), 'utf8')
    const bad = { ...fight, answers: [...fight.answers, { type: 'dice', faces: [0] } as Answer] }
    await expect(files.write(bad, 'checked', { result: null })).rejects.toThrow(/faces/)
    expect(readFileSync(files.pathOf(fight.id), 'utf8')).toBe(before)

    const good = { ...fight, answers: [...fight.answers, { type: 'chooseOne', option: 'attack' } as Answer] }
    await files.write(good, 'checked', { result: null })
    expect((JSON.parse(readFileSync(files.pathOf(fight.id), 'utf8')) as FightRecord).answers).toEqual(good.answers)
  })

  it('an earlier answer changed in place of the held one is checked too, as is the rest of the record', async () => {
    const { files, fight } = await filesWithFight()
    const replaced = { ...fight, answers: [{ type: 'dice', faces: [] } as unknown as Answer, { type: 'confirm' } as Answer] }
    await expect(files.write(replaced, 'checked')).rejects.toThrow(/answers\.0\.faces|faces/)
    const badMeta = { ...fight, answers: [...fight.answers, { type: 'confirm' } as Answer], rngState: { c: 'x' } as unknown as FightRecord['rngState'] }
    await expect(files.write(badMeta, 'checked')).rejects.toThrow(/rngState/)
  })

  it('beside a new answer, a changed meta or a key no fight file has is checked too, though the answers before are held', async () => {
    const { files, fight } = await filesWithFight()
    const answered = [...fight.answers, { type: 'confirm' } as Answer]
    const badStatus = { ...fight, answers: answered, meta: { ...fight.meta, status: 'lost' } as unknown as FightRecord['meta'] }
    await expect(files.write(badStatus, 'checked')).rejects.toThrow(/status/)
    const stranger = { ...fight, answers: answered, notes: 'x' } as FightRecord
    await expect(files.write(stranger, 'checked')).rejects.toThrow(/notes/)
    const withoutSeed = { ...fight, answers: answered } as Partial<FightRecord>
    delete withoutSeed.seed
    await expect(files.write(withoutSeed as FightRecord, 'checked')).rejects.toThrow(/seed/)
  })

  it('the file is the record two spaces deep with the summary as its last key, as JSON.stringify lays it out', async () => {
    const { files, fight } = await filesWithFight()
    const text = readFileSync(files.pathOf(fight.id), 'utf8')
    const record = JSON.parse(text) as FightRecord
    expect(Object.keys(record).at(-1)).toBe('summary')
    expect(record.summary).toMatchObject({ answers: 1, result: null })
    expect(text).toBe(`${JSON.stringify(record, null, 2)}\n`)
  })

  it('answer after answer, of every kind, the file stays the record as JSON.stringify lays it out, whatever the setup holds', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mo-fight-files-')), 'fights')
    mkdirSync(folder)
    const files = new FightFiles(folder)
    // A setup with keys and texts that look like the record's own answers, at a deeper level.
    const setup = { party: [{ name: '\n  "answers": []', answers: [] }], opponents: [], answers: [{ type: 'confirm' }] }
    let fight: FightRecord = { ...newFight(), setup }
    await files.write(fight, 'create', { result: null })
    const kinds: Answer[] = [
      { type: 'dice', faces: [3, 4], manual: true },
      { type: 'chooseOne', option: 'attack:gob "1"' },
      { type: 'chooseMany', options: [] },
      { type: 'chooseMany', options: ['a', 'b'] },
      { type: 'confirm' },
      { type: 'dice', faces: [20] }
    ]
    for (const answer of kinds) {
      fight = { ...(await files.read(fight.id)), answers: [...fight.answers, answer] }
      await files.write(fight, 'checked', { result: null })
      const text = readFileSync(files.pathOf(fight.id), 'utf8')
      const record = JSON.parse(text) as FightRecord
      expect(text).toBe(`${JSON.stringify(record, null, 2)}\n`)
      expect(record.answers).toEqual(fight.answers)
      expect(record.setup).toEqual(setup)
    }
  })
})
