import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { otherRulesVersion, RULES_VERSIONS } from '../../src-engine/systems/rules-versions.ts'
import { fightCommand } from '../../src-main/cli/fight-command.ts'
import { oddsCommand } from '../../src-main/cli/odds-command.ts'
import { verifyCommand } from '../../src-main/cli/verify-command.ts'
import { REPLAY_MARKER, renderBattleLog, verifyBattleLog, type BattleLogData } from '../../src-main/services/log-text.ts'
import { EXAMPLE_LOG } from '../tools/example-log.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { battleLogText, fightView, startFight } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'

const GOBLINS = resolve(import.meta.dirname, '../../resources/examples/ultraquest-goblins.json')

/** A command's exit code and what it printed. */
function run(command: (args: string[], io: { out(l: string): void; err(l: string): void }) => number, args: string[]) {
  const out: string[] = []
  const err: string[] = []
  return { code: command(args, { out: (l) => out.push(l), err: (l) => err.push(l) }), out, err }
}

/** The goblins example as a setup file, with fields of the caller's. */
function setupFile(extra: Record<string, unknown>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mo-rules-version-')), 'setup.json')
  writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(GOBLINS, 'utf8')), ...extra }))
  return path
}

/** The shipped example log's replay data, which names no rules version (exported before versions were recorded). */
function exampleData(): BattleLogData {
  const lines = readFileSync(EXAMPLE_LOG, 'utf8').split('\n')
  return JSON.parse(lines[lines.indexOf(REPLAY_MARKER) + 1]!) as BattleLogData
}

describe('rules versions (issue 17, 5)', () => {
  it('every system has a version, and a fight or log that names none counts as made under version 1', () => {
    for (const id of SYSTEM_IDS) expect(Number.isInteger(RULES_VERSIONS[id]) && RULES_VERSIONS[id] >= 1).toBe(true)
    expect(otherRulesVersion('ultraquest', RULES_VERSIONS.ultraquest)).toBeNull()
    expect(otherRulesVersion('ultraquest', undefined)).toEqual(RULES_VERSIONS.ultraquest === 1 ? null : { madeUnder: 1, current: RULES_VERSIONS.ultraquest })
    expect(otherRulesVersion('thalia', RULES_VERSIONS.thalia + 1)).toEqual({ madeUnder: RULES_VERSIONS.thalia + 1, current: RULES_VERSIONS.thalia })
  })

  it('an exported log records the rules version in its replay data, and verifies without a note', () => {
    const text = renderBattleLog({ ...exampleData(), rulesVersion: RULES_VERSIONS.ultraquest })
    expect(text).toContain(`{"system":"ultraquest","rulesVersion":${RULES_VERSIONS.ultraquest},"language":`)
    expect(verifyBattleLog(text)).toEqual({ ok: true, problems: [] })
  })

  it('a log made under another rules version is said to be so by verify and mo verify, first', () => {
    const other = RULES_VERSIONS.ultraquest + 1
    const text = renderBattleLog({ ...exampleData(), rulesVersion: other })
    const note = `The log was made under ULTRA♦QUEST rules version ${other}; this Marching Order plays version ${RULES_VERSIONS.ultraquest}, so the fight may replay otherwise`
    expect(verifyBattleLog(text)).toEqual({ ok: true, problems: [], rulesNote: note })
    const path = join(mkdtempSync(join(tmpdir(), 'mo-rules-log-')), 'log.txt')
    writeFileSync(path, text.replace('\n', ' (edited)\n'))
    const verdict = run(verifyCommand, [path])
    expect(verdict.code).toBe(1)
    expect(verdict.err[0]).toBe(note)
    expect(verdict.err.length).toBeGreaterThan(1)
  })

  it('a log exported before versions were recorded still verifies byte for byte', () => {
    const { rulesVersion: _recorded, ...before } = exampleData()
    const text = renderBattleLog(before)
    expect(text).toContain('{"system":"ultraquest","language":')
    expect(verifyBattleLog(text)).toEqual({ ok: true, problems: [] })
  })

  it('a fight started in the app records the rules version in its file, and its exported log carries it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-rules-fight-'))
    const ctx = new ServiceContext(root, () => new Date(Date.UTC(2026, 11, 1)))
    const campaign = await createCampaign(ctx, { name: 'Moorwacht', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Band')
    await addCharacter(ctx, campaign.id, { sheet: { name: 'Cira', ks: { nk: 'W6+2' } }, partyId })
    const fight = await startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: { name: 'Ghoul', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const file = ctx.fights(campaign.id).pathOf(fight.id)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ system: 'ultraquest', rulesVersion: RULES_VERSIONS.ultraquest })
    expect(await battleLogText(ctx, campaign.id, fight.id)).toContain(`{"system":"ultraquest","rulesVersion":${RULES_VERSIONS.ultraquest},`)

    // A fight file from before versions were recorded opens, and its log says nothing of a version.
    const { rulesVersion: _recorded, ...old } = JSON.parse(readFileSync(file, 'utf8'))
    writeFileSync(file, JSON.stringify(old))
    const reopened = new ServiceContext(root, () => new Date(Date.UTC(2026, 11, 1)))
    const log = await battleLogText(reopened, campaign.id, fight.id)
    expect(log).toContain('{"system":"ultraquest","language":"en",')
    expect(verifyBattleLog(log)).toEqual({ ok: true, problems: [] })
  })

  it('the fight runner is told when a fight was started under another rules version, and not otherwise', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-rules-view-'))
    const ctx = new ServiceContext(root, () => new Date(Date.UTC(2026, 11, 1)))
    const campaign = await createCampaign(ctx, { name: 'Moorwacht', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Band')
    await addCharacter(ctx, campaign.id, { sheet: { name: 'Cira', ks: { nk: 'W6+2' } }, partyId })
    const fight = await startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: { name: 'Ghoul', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    expect(fight.rulesVersion).toBeNull()
    const file = ctx.fights(campaign.id).pathOf(fight.id)
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), rulesVersion: RULES_VERSIONS.ultraquest + 1 }))
    const reopened = new ServiceContext(root, () => new Date(Date.UTC(2026, 11, 1)))
    expect((await fightView(reopened, campaign.id, fight.id)).rulesVersion).toEqual({
      system: 'ultraquest',
      madeUnder: RULES_VERSIONS.ultraquest + 1,
      current: RULES_VERSIONS.ultraquest
    })
  })

  it('mo fight --json prints the rules version the fight was played under', () => {
    const result = run(fightCommand, [GOBLINS, '--seed', '7', '--json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.out.join('\n'))).toMatchObject({ system: 'ultraquest', rulesVersion: RULES_VERSIONS.ultraquest })
  })

  it('mo fight and mo odds say so when a setup was written for another rules version, and fight all the same', () => {
    const path = setupFile({ rulesVersion: RULES_VERSIONS.ultraquest + 1 })
    const note = `Note: this setup was written for ULTRA♦QUEST rules version ${RULES_VERSIONS.ultraquest + 1}; this Marching Order plays version ${RULES_VERSIONS.ultraquest}, so its fights may go otherwise.`
    const fight = run(fightCommand, [path, '--seed', '7'])
    expect(fight).toMatchObject({ code: 0, err: [note] })
    expect(fight.out).toEqual(run(fightCommand, [GOBLINS, '--seed', '7']).out)
    expect(run(oddsCommand, [path, '--seed', '7', '-n', '50'])).toMatchObject({ code: 0, err: [note] })
    expect(run(fightCommand, [setupFile({ rulesVersion: RULES_VERSIONS.ultraquest }), '--seed', '7']).err).toEqual([])
  })

  it('refuses a rules version that is not a whole number from 1, naming the field', () => {
    for (const bad of ['2', 0, 1.5, null]) {
      const result = run(fightCommand, [setupFile({ rulesVersion: bad }), '--seed', '7'])
      expect(result.code).toBe(1)
      expect(result.err[0]).toMatch(/^Bad setup: rulesVersion.*whole number from 1/)
    }
  })
})
