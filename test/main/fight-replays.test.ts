import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { replay, type Answer, type FightState } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { FightReplays } from '../../src-main/services/fight-replays.ts'
import { answerFight, fightView, startFight, undoFight, type FightView } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import type { FightRecord } from '../../src-main/storage/fight-files.ts'

const goblins = { opponents: [{ opponent: { name: 'Goblin', ks: 'W6', count: 3, kind: 'normal' } }], options: { type: 'NK', marker: '!' } }

async function campaignWithParty() {
  const root = mkdtempSync(join(tmpdir(), 'mo-replays-'))
  const ctx = new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19)),
    () => 'seed-16'
  )
  const campaign = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: 'de' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Die Gruppe')
  for (const name of ['Albrav', 'Brann']) await addCharacter(ctx, campaign.id, { sheet: { name, ks: { nk: 'W6+2' } }, partyId })
  return { root, ctx, campaignId: campaign.id, partyId }
}

const nextAnswer = (view: FightView): Answer | { type: 'roll' } => {
  const r = view.request!
  return r.type === 'dice'
    ? { type: 'roll' }
    : r.type === 'chooseOne'
      ? { type: 'chooseOne', option: r.default }
      : r.type === 'chooseMany'
        ? { type: 'chooseMany', options: r.default }
        : { type: 'confirm' }
}

describe('an open fight kept replayed in memory (issue 16)', () => {
  it('answer by answer shows the same log, request and outcome as a fresh replay of its file, and an undo or a file changed on disk replays anew', async () => {
    const { root, ctx, campaignId, partyId } = await campaignWithParty()
    let view = await startFight(ctx, campaignId, { partyId, ...goblins, title: 'Am Moor' })
    const fresh = () => fightView(new ServiceContext(root), campaignId, view.id)
    for (let step = 0; view.request && step < 100; step++) {
      view = await answerFight(ctx, campaignId, view.id, nextAnswer(view))
      expect(view).toEqual(await fresh())
      if (step === 2) {
        view = await undoFight(ctx, campaignId, view.id)
        expect({ ...view, undoneFaces: null }).toEqual(await fresh())
      }
    }
    expect(view.outcome).not.toBeNull()

    // Another program rewrites the file with one answer less: the view follows the file, not memory.
    const path = join(root, 'campaigns', campaignId, 'fights', `${view.id}.json`)
    const record = JSON.parse(readFileSync(path, 'utf8')) as FightRecord
    writeFileSync(path, JSON.stringify({ ...record, answers: record.answers.slice(0, -1) }))
    const shorter = await fightView(ctx, campaignId, view.id)
    expect(shorter.answers).toBe(record.answers.length - 1)
    const again = await fresh()
    expect([shorter.lines, shorter.standing, shorter.roundHeadings]).toEqual([again.lines, again.standing, again.roundHeadings])
    expect(shorter.lines.length).toBeLessThan(view.lines.length)
  })

  it('replays a setup and answers once, resumes from the kept state for an added answer, formats only the events it brought, and replays and formats anew for fewer answers or another language', () => {
    const system = ruleSystem('ultraquest')
    const raw = JSON.parse(readFileSync('resources/examples/ultraquest-goblins.json', 'utf8')) as Record<string, unknown>
    const setup = system.parseSetup(raw)
    const roller = seededRoller('replays')
    const answers: Answer[] = []
    const record = (list: readonly Answer[]): FightRecord => ({ setup: raw, answers: list }) as unknown as FightRecord
    const replays = new FightReplays()
    let replayed = 0
    let resumedFrom: FightState<unknown> | undefined
    const run = (list: readonly Answer[]) => replays.state('c/f', record(list), (from) => (replayed++, (resumedFrom = from), replay(system, setup, list, from)))

    let s = run(answers)
    let lines = replays.lines('c/f', s, 'de')
    while (s.status === 'pending') {
      const r = s.request
      answers.push(
        r.type === 'dice'
          ? { type: 'dice', faces: r.parts.flatMap((p) => p.sides.map((sides) => roller.face(sides))) }
          : r.type === 'chooseOne'
            ? { type: 'chooseOne', option: r.default }
            : r.type === 'chooseMany'
              ? { type: 'chooseMany', options: r.default }
              : { type: 'confirm' }
      )
      const before = replayed
      const kept = s
      expect(run(answers)).toBe(run(answers))
      expect(replayed).toBe(before + 1)
      expect(resumedFrom).toBe(kept)
      s = run(answers)
      const next = replays.lines('c/f', s, 'de')
      // The lines of earlier events are the very objects formatted before: nothing was formatted twice.
      for (let i = 0; i < lines.length; i++) expect(next[i]).toBe(lines[i])
      expect(next.map((l) => l.text)).toEqual(replay(system, setup, answers).events.map((e) => replays.lines('other', { ...s, events: [e] }, 'de')[0]!.text))
      lines = next
    }
    expect(answers.length).toBeGreaterThan(3)

    // Fewer answers (an undo): nothing carries over, and the lines follow the language asked for.
    const shortLines = replays.lines('c/f', run(answers.slice(0, 2)), 'de')
    expect(resumedFrom).toBeUndefined()
    expect(shortLines.length).toBeLessThanOrEqual(lines.length)
    expect(replays.lines('c/f', run(answers.slice(0, 2)), 'en')[0]!.text).not.toBe(shortLines[0]!.text)
  })
})
