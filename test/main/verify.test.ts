import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultAnswer } from '../../src-engine/core/index.ts'
import { verifyCommand } from '../../src-main/cli/verify-command.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, battleLogText, startFight } from '../../src-main/services/fights.ts'
import { StorageError } from '../../src-main/storage/errors.ts'
import { REPLAY_MARKER, renderBattleLog, verifyBattleLog, type BattleLogData } from '../../src-main/services/log-text.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { EXAMPLE_LOG } from '../tools/example-log.ts'

// A finished fight's log in German and a running fight's log in English, exported through the services.
let finished: string
let running: string

beforeAll(async () => {
  const ctx = new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-verify-')),
    () => new Date(Date.UTC(2026, 0, 1)),
    () => 'verify-1'
  )
  const de = await createCampaign(ctx, { name: 'Moorwacht', system: 'ultraquest', language: 'de' })
  const { result: partyId } = await createParty(ctx, de.id, 'Gruppe')
  await addCharacter(ctx, de.id, { sheet: { name: 'Albrav', ks: { nk: 'W6+3' } }, partyId })
  await addCharacter(ctx, de.id, { sheet: { name: 'Brann', ks: { nk: 'W6+1' } }, partyId })
  let fight = await startFight(ctx, de.id, {
    partyId,
    opponents: [{ opponent: { name: 'Ork', ks: 'W6', count: 2 } }],
    options: { type: 'NK', marker: '!' },
    title: 'Am Tor'
  })
  for (let i = 0; fight.request && i < 300; i++) {
    fight = await answerFight(ctx, de.id, fight.id, fight.request.type === 'dice' ? { type: 'roll' } : defaultAnswer(fight.request))
  }
  if (fight.status !== 'finished') throw new Error(`the fight ended ${fight.status}`)
  finished = await battleLogText(ctx, de.id, fight.id)

  const en = await createCampaign(ctx, { name: 'Gravewatch', system: 'ultraquest', language: 'en' })
  const { result: enParty } = await createParty(ctx, en.id, 'Band')
  await addCharacter(ctx, en.id, { sheet: { name: 'Cira', ks: { nk: 'W6+2' } }, partyId: enParty })
  const started = await startFight(ctx, en.id, {
    partyId: enParty,
    opponents: [{ opponent: { name: 'Ghoul', ks: 'W6' } }],
    options: { type: 'NK', marker: '!' }
  })
  running = await battleLogText(ctx, en.id, started.id)
})

const lines = (text: string) => text.split('\n')
const problems = (text: string) => verifyBattleLog(text).problems

/** Index of the first line of the fight's rounds, and of the outcome (after the blank line that ends the rounds). */
function layout(text: string) {
  const all = lines(text)
  const firstRound = all.indexOf('') + 1
  const replayTitle = all.indexOf(REPLAY_MARKER) - 1
  const outcome = all.lastIndexOf('', replayTitle - 2) + 1
  return { all, firstRound, outcome, replayTitle }
}

describe('mo verify: an untouched export', () => {
  it('verifies, finished or still running, without --lang (the language is read from the log)', () => {
    expect(verifyBattleLog(finished)).toEqual({ ok: true, problems: [] })
    expect(verifyBattleLog(running)).toEqual({ ok: true, problems: [] })
    expect(running).toContain('(the fight is still running)')
    expect(verifyBattleLog(finished, 'de')).toEqual({ ok: true, problems: [] })
  })

  it('holds the header in its replay block, and rendering that block alone gives the whole text again', () => {
    const { all } = layout(finished)
    const data = JSON.parse(all[all.indexOf(REPLAY_MARKER) + 1]!) as BattleLogData
    expect(data).toMatchObject({ system: 'ultraquest', language: 'de', campaign: 'Moorwacht', title: 'Am Tor', session: 1, day: 0, seed: 'verify-1' })
    expect(renderBattleLog(data)).toBe(finished)
    expect(all.filter((l) => l === REPLAY_MARKER)).toHaveLength(1)
  })

  it('a log exported before the line above its replay data was reworded still verifies; that line in another wording does not', () => {
    const { all, replayTitle } = layout(finished)
    expect(all[replayTitle]).toBe('Wiederholungsdaten, mit denen sich dieses Protokoll prüfen lässt:')
    const as = (line: string) => [...all.slice(0, replayTitle), line, ...all.slice(replayTitle + 1)].join('\n')
    expect(verifyBattleLog(as('Wiederholungsdaten (prüfen dieses Protokoll):'))).toEqual({ ok: true, problems: [] })
    // The English log's earlier wording is not the German log's.
    expect(verifyBattleLog(as('Replay data (checks this log):')).ok).toBe(false)
    expect(verifyBattleLog(as('Wiederholungsdaten:')).ok).toBe(false)
  })

  it('refuses a --lang other than the log’s own', () => {
    expect(verifyBattleLog(finished, 'en')).toEqual({ ok: false, problems: ['The log is written in "de", not "en"'] })
  })
})

describe('mo verify: every kind of tampering fails', () => {
  it('swapped lines', () => {
    const { all, firstRound } = layout(finished)
    const a = all.findIndex((l, i) => i > firstRound && l.startsWith('  '))
    const b = all.findIndex((l, i) => i > a && l.startsWith('  ') && l !== all[a])
    ;[all[a], all[b]] = [all[b]!, all[a]!]
    const found = problems(all.join('\n'))
    expect(found.length).toBeGreaterThan(0)
    expect(found[0]).toMatch(new RegExp(`^Line ${a + 1} missing or changed`))
  })

  it('an inserted line, even one the replay prints elsewhere', () => {
    const { all, firstRound } = layout(finished)
    const copy = all[firstRound + 1]!
    all.splice(firstRound + 3, 0, copy)
    expect(problems(all.join('\n'))).toEqual([`Line ${firstRound + 4} is not in the replayed log: ${JSON.stringify(copy)}`])
  })

  it('a removed line', () => {
    const { all, firstRound } = layout(finished)
    all.splice(firstRound + 1, 1)
    expect(problems(all.join('\n'))[0]).toMatch(/^Missing or changed after line \d+: the replay says/)
  })

  it('a forged line (another roll)', () => {
    const { all } = layout(finished)
    const at = all.findIndex((l) => / → [\d, ]+ = \d+/.test(l))
    all[at] = all[at]!.replace(/= (\d+)/, (_, n: string) => `= ${Number(n) + 1}`)
    expect(problems(all.join('\n'))).toEqual([expect.stringMatching(new RegExp(`^Line ${at + 1} missing or changed: .* the replay says `))])
  })

  it('an edited header (campaign, title, session line, order)', () => {
    for (const [at, edit] of [
      [0, (l: string) => l.replace('Moorwacht', 'Nebelmoor')],
      [1, () => 'Am Tor (gewonnen)'],
      [2, (l: string) => l.replace('Sitzung 1', 'Sitzung 2')],
      [3, (l: string) => l.replace('Albrav, Brann', 'Brann, Albrav')]
    ] as const) {
      const { all } = layout(finished)
      all[at] = edit(all[at]!)
      expect(problems(all.join('\n'))).toEqual([expect.stringMatching(new RegExp(`^Line ${at + 1} missing or changed`))])
    }
  })

  it('an edited outcome', () => {
    const { all, outcome } = layout(finished)
    expect(all[outcome]).not.toBe('')
    all[outcome] = `${all[outcome]} (Sieg)`
    expect(problems(all.join('\n'))).toEqual([expect.stringMatching(new RegExp(`^Line ${outcome + 1} missing or changed`))])
  })

  it('a second replay block appended, with no answers', () => {
    const { all } = layout(finished)
    const data = JSON.parse(all[all.indexOf(REPLAY_MARKER) + 1]!) as BattleLogData
    const forged = `${finished}${REPLAY_MARKER}\n${JSON.stringify({ ...data, answers: [] })}\n`
    expect(problems(forged)).toEqual([expect.stringMatching(/^The text has 2 replay data blocks .*exactly one/)])
  })

  it('a replay block replaced by one with fewer answers (the header and rounds no longer match it)', () => {
    const { all } = layout(finished)
    const at = all.indexOf(REPLAY_MARKER) + 1
    const data = JSON.parse(all[at]!) as BattleLogData
    expect(data.answers.length).toBeGreaterThan(1)
    all[at] = JSON.stringify({ ...data, answers: data.answers.slice(0, -1) })
    expect(problems(all.join('\n')).length).toBeGreaterThan(0)
  })

  it('the replay block reformatted or reordered (the same data, other bytes)', () => {
    const { all } = layout(finished)
    const at = all.indexOf(REPLAY_MARKER) + 1
    const { system, ...rest } = JSON.parse(all[at]!) as BattleLogData
    all[at] = JSON.stringify({ ...rest, system })
    expect(problems(all.join('\n'))).toEqual([expect.stringMatching(new RegExp(`^Line ${at + 1} missing or changed`))])
  })

  it('trailing junk, a missing final newline, Windows line ends', () => {
    expect(problems(`${finished}P.S. wir haben gewonnen\n`)).toEqual([expect.stringMatching(/is not in the replayed log: "P\.S\. wir haben gewonnen"/)])
    expect(problems(`${finished}\n`)).toEqual([expect.stringMatching(/is not in the replayed log: ""/)])
    expect(verifyBattleLog(finished.slice(0, -1)).ok).toBe(false)
    expect(verifyBattleLog(finished.replaceAll('\n', '\r\n')).ok).toBe(false)
  })

  it('no replay block, or one that is not JSON, lacks the header, or does not replay', () => {
    expect(problems('no replay data here')).toEqual(['The text has no replay data'])
    const { all } = layout(finished)
    const at = all.indexOf(REPLAY_MARKER) + 1
    const data = JSON.parse(all[at]!) as BattleLogData
    const withBlock = (block: string) => [...all.slice(0, at), block, ...all.slice(at + 1)].join('\n')
    expect(problems(withBlock('{'))).toEqual(['The replay data is not valid JSON'])
    expect(problems(withBlock(JSON.stringify({ system: data.system, setup: data.setup, answers: data.answers })))[0]).toMatch(
      /^The replay data lacks what the log's header needs \(language: /
    )
    expect(problems(withBlock(JSON.stringify({ ...data, answers: [...data.answers, { type: 'dice', faces: [9] }] })))[0]).toMatch(
      /^The replay data does not replay: /
    )
    expect(problems(withBlock(JSON.stringify({ ...data, system: 'chess' })))[0]).toMatch(/^The replay data does not replay: Unknown rule system "chess"/)
  })

  it('a log with many changed lines reports the first 20 and counts the rest', () => {
    const { all, firstRound, outcome } = layout(finished)
    for (let i = firstRound; i < outcome - 1; i++) all[i] = `${all[i]}!`
    const found = problems(all.join('\n'))
    if (outcome - 1 - firstRound > 20) expect(found.at(-1)).toMatch(/^… and \d+ more differing lines$/)
    expect(found.length).toBeLessThanOrEqual(21)
  })
})

describe('mo verify on the command line', () => {
  const run = (args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    return { code: verifyCommand(args, { out: (l) => out.push(l), err: (l) => err.push(l) }), out, err }
  }
  const file = (text: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'mo-verify-cli-')), 'log.txt')
    writeFileSync(path, text)
    return path
  }

  it('verifies without --lang, with the right --lang, and refuses the wrong one', () => {
    expect(run([file(finished)])).toEqual({ code: 0, out: ['The log matches its replay.'], err: [] })
    expect(run(['--lang', 'de', file(finished)])).toEqual({ code: 0, out: ['The log matches its replay.'], err: [] })
    expect(run([file(running), '--lang', 'de'])).toEqual({ code: 1, out: [], err: ['The log is written in "en", not "de"'] })
  })

  it('the shipped example verifies without --lang', () => {
    expect(run([EXAMPLE_LOG])).toEqual({ code: 0, out: ['The log matches its replay.'], err: [] })
    expect(verifyBattleLog(readFileSync(EXAMPLE_LOG, 'utf8'))).toEqual({ ok: true, problems: [] })
  })

  it('prints the usage for no file, two files, a bad or missing --lang value', () => {
    for (const args of [[], ['a.txt', 'b.txt'], ['a.txt', '--lang', 'xx'], ['a.txt', '--lang'], ['--lang', 'de']]) {
      expect(run(args)).toMatchObject({ code: 2, err: [expect.stringMatching(/^Usage: mo verify/)] })
    }
  })
})

describe('exporting the log of a damaged fight file', () => {
  it('names the file that does not replay (storage), instead of failing inside the app', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-verify-damaged-'))
    const ctx = new ServiceContext(root)
    const campaign = await createCampaign(ctx, { name: 'Bruch', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Band')
    await addCharacter(ctx, campaign.id, { sheet: { name: 'Albrav', ks: { nk: 'W6+3' } }, partyId })
    const fight = await startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const file = ctx.fights(campaign.id).pathOf(fight.id)
    const record = JSON.parse(readFileSync(file, 'utf8')) as { answers: unknown[] }
    writeFileSync(file, JSON.stringify({ ...record, answers: [{ type: 'dice', faces: [99] }] }))
    const refused = await battleLogText(new ServiceContext(root), campaign.id, fight.id).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(StorageError)
    expect(refused).toMatchObject({ problem: 'invalid', file, message: expect.stringContaining('does not replay') })
  })
})
