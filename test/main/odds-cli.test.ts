import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { oddsCommand } from '../../src-main/cli/odds-command.ts'

const root = resolve(import.meta.dirname, '../..')
const example = join(root, 'resources/examples/ultraquest-goblins.json')

function run(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = oddsCommand(args, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

function tempSetup(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mo-odds-')), 'setup.json')
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

const sum = (fractions: Record<string, number>) => Object.values(fractions).reduce((a, b) => a + b, 0)

describe('mo odds (ULTRA♦QUEST)', () => {
  it('--json prints { system, n, seed, policy, outcomes, combatants, rounds } with fractions that add up to 1', () => {
    const result = run(example, '-n', '3000', '--seed', '5', '--json')
    expect(result.code).toBe(0)
    const json = JSON.parse(result.out)
    expect(Object.keys(json).sort()).toEqual(['combatants', 'n', 'outcomes', 'policy', 'rounds', 'seed', 'system'])
    expect(json).toMatchObject({ system: 'ultraquest', n: 3000, seed: '5', policy: 'fightToTheEnd' })
    expect(sum(json.outcomes)).toBeCloseTo(1, 9)
    expect(sum(json.rounds)).toBeCloseTo(1, 9)
    for (const result of Object.keys(json.outcomes)) expect(['won', 'lost', 'fled', 'exhausted', 'declined']).toContain(result)
    for (const rounds of Object.keys(json.rounds)) expect(Number(rounds)).toBeGreaterThanOrEqual(1)
    expect(json.combatants.map((c: { id: string; side: string; party: boolean }) => [c.id, c.side, c.party])).toEqual([
      ['albrav', 'party', true],
      ['brann', 'party', true],
      ['cira', 'party', true],
      ['dorn', 'party', true],
      ['opponent:1', 'opponents', false]
    ])
    for (const c of json.combatants) {
      for (const p of [c.died, c.harmed, ...Object.values(c.harms as Record<string, number>)]) expect(p).toBeGreaterThanOrEqual(0)
      for (const p of [c.died, c.harmed]) expect(p).toBeLessThanOrEqual(1)
      for (const harm of Object.keys(c.harms)) expect(['injury', 'cursedInjury', 'robbed', 'beaten']).toContain(harm)
    }
    expect(json.combatants[4].harms.beaten).toBe(json.outcomes.won)
  })

  it('gives the same output for the same seed and other numbers for another seed', () => {
    const first = run(example, '-n', '2000', '--seed', '9', '--json')
    expect(run(example, '-n', '2000', '--seed', '9', '--json').out).toBe(first.out)
    expect(run(example, '-n', '2000', '--seed', '10', '--json').out).not.toBe(first.out)
    const text = run(example, '-n', '2000', '--seed', '9')
    expect(run(example, '-n', '2000', '--seed', '9').out).toBe(text.out)
    // Without a seed, the one chosen is printed, so the run can be repeated.
    const unseeded = JSON.parse(run(example, '-n', '500', '--json').out)
    expect(run(example, '-n', '500', '--seed', unseeded.seed, '--json').out).toBe(JSON.stringify(unseeded, null, 2))
  })

  it('--policy fleeWhenLosing flees where fightToTheEnd never does, and the text names the policy in the chosen language', () => {
    const toTheEnd = JSON.parse(run(example, '-n', '3000', '--seed', '3', '--json').out)
    const fleeing = JSON.parse(run(example, '-n', '3000', '--seed', '3', '--policy', 'fleeWhenLosing', '--json').out)
    expect(toTheEnd.outcomes.fled).toBeUndefined()
    expect(fleeing.policy).toBe('fleeWhenLosing')
    expect(fleeing.outcomes.fled).toBeGreaterThan(0)
    const english = run(example, '-n', '1000', '--seed', '3').out
    expect(english).toContain('Decisions: fight to the end: never flee')
    expect(english).toMatch(/won: \d+\.\d % \(/)
    const german = run(example, '-n', '1000', '--seed', '3', '--policy', 'fleeWhenLosing', '--lang', 'de').out
    expect(german).toContain('Entscheidungen: nach der ersten unentschiedenen Runde fliehen')
    expect(german).toContain('geflohen')
    expect(german).not.toMatch(/ultraquest\.odds/)
  })

  it('a bad policy or setup fails with exit 1 naming it; a bad -n or option with exit 2', () => {
    const policy = run(example, '--policy', 'runAway')
    expect(policy.code).toBe(1)
    expect(policy.err).toContain('runAway')
    expect(policy.err).toContain('fleeWhenLosing')
    const setup = run(tempSetup({ system: 'ultraquest', party: [], opponents: [{ name: 'Goblin', ks: 'W6', count: 1 }], fight: { type: 'NK', marker: '!' } }))
    expect(setup.code).toBe(1)
    expect(setup.err).toContain('party')
    const flee = run(
      tempSetup({
        system: 'ultraquest',
        party: [{ id: 'a', name: 'A' }],
        opponents: [{ name: 'Goblin', ks: 'W6' }],
        fight: { type: 'NK', marker: '!' },
        defaults: { flee: 'maybe' }
      })
    )
    expect(flee.code).toBe(1)
    expect(flee.err).toContain('defaults.flee')
    for (const n of ['abc', '0', '1.5', '']) {
      const bad = run(example, '-n', n)
      expect(bad.code, n).toBe(2)
      expect(bad.err, n).toContain('-n')
    }
    // A negative count, written so that parseArgs takes it as the value.
    expect(run(example, '-n-3')).toMatchObject({ code: 2, err: expect.stringContaining('"-3"') })
    expect(run(example, '--fast').code).toBe(2)
    expect(run().code).toBe(2)
  })
})

describe('mo odds (ODM)', () => {
  it('runs ODM setups with its own results, harms and policies', () => {
    const duel = join(root, 'resources/examples/odm-duel.json')
    const json = JSON.parse(run(duel, '-n', '2000', '--seed', '4', '--policy', 'surrenderWhenLosing', '--json').out)
    expect(json).toMatchObject({ system: 'odm', n: 2000, seed: '4', policy: 'surrenderWhenLosing' })
    expect(sum(json.outcomes)).toBeCloseTo(1, 9)
    for (const result of Object.keys(json.outcomes)) expect(['won', 'lost', 'surrendered', 'fled', 'draw', 'brokenOff']).toContain(result)
    expect(json.combatants.map((c: { id: string; side: string; party: boolean }) => [c.id, c.side, c.party])).toEqual([
      ['alrik', 'heroes', true],
      ['ork', 'orcs', false]
    ])
    expect(run(duel, '-n', '500', '--seed', '4', '--lang', 'nl').out).toContain('Beslissingen: tot het einde vechten')
    expect(run(duel, '--policy', 'runAway')).toMatchObject({ code: 1, err: expect.stringContaining('fleeWhenLosing') })
  })
})

describe('mo odds (Thalia)', () => {
  it('runs the example skirmish with its own results and harms, and fleeWhenLosing runs where fightToTheEnd never does', () => {
    const thalia = join(root, 'resources/examples/thalia-skirmish.json')
    const toTheEnd = JSON.parse(run(thalia, '-n', '2000', '--seed', '4', '--json').out)
    const fleeing = JSON.parse(run(thalia, '-n', '2000', '--seed', '4', '--policy', 'fleeWhenLosing', '--json').out)
    expect(toTheEnd).toMatchObject({ system: 'thalia', n: 2000, policy: 'fightToTheEnd' })
    expect(sum(toTheEnd.outcomes)).toBeCloseTo(1, 9)
    for (const result of Object.keys(toTheEnd.outcomes)) expect(['won', 'lost', 'fled', 'allDown', 'roundLimit']).toContain(result)
    expect(toTheEnd.outcomes.fled).toBeUndefined()
    expect(fleeing.outcomes.fled).toBeGreaterThan(0)
    expect(toTheEnd.combatants.map((c: { side: string; party: boolean }) => [c.side, c.party])[0]).toEqual(['players', true])
    expect(run(thalia, '-n', '500', '--seed', '4', '--lang', 'nb').out).toContain('kjempe til siste slutt')
  })
})

describe('mo odds (Das Weltenbuch)', () => {
  it('runs Weltenbuch setups with its own results, harms and policies', () => {
    const duel = join(root, 'resources/examples/weltenbuch-yorn-vs-orc.json')
    const json = JSON.parse(run(duel, '-n', '2000', '--seed', '4', '--policy', 'fleeWhenLosing', '--json').out)
    expect(json).toMatchObject({ system: 'weltenbuch', n: 2000, seed: '4', policy: 'fleeWhenLosing' })
    expect(sum(json.outcomes)).toBeCloseTo(1, 9)
    for (const result of Object.keys(json.outcomes)) expect(['won', 'foesFled', 'lost', 'fled', 'bothOut', 'stopped']).toContain(result)
    expect(json.combatants.map((c: { id: string; side: string; party: boolean }) => [c.id, c.side, c.party])).toEqual([
      ['yorn', 'heroes', true],
      ['ork', 'foes', false]
    ])
    expect(run(duel, '-n', '500', '--seed', '4', '--lang', 'de').out).toContain('Entscheidungen: bis zum Ende kämpfen')
    expect(run(duel, '--policy', 'runAway')).toMatchObject({ code: 1, err: expect.stringContaining('fleeWhenLosing') })
  })
})
