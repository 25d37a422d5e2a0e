import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { playScript, SetupError, simulate, type Answer } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { answersAfter as answersOf, estimateOdds, expectNear, tallyCalls } from '../odds-helpers.ts'
import { oddsLines } from '../../../src-engine/sim/report.ts'
import { odmSystem, type OdmOutcome, type OdmSetup } from '../../../src-engine/systems/odm/index.ts'
import { LANGUAGES, translator } from '../../../src-engine/text/index.ts'

const odds = odmSystem.odds!
const N = 50_000

const estimate = (setup: OdmSetup, seed: string, n = N, from?: readonly Answer[]) => estimateOdds(odmSystem, setup, seed, n, from)

interface Fighter {
  readonly at: number
  readonly pa: number
  readonly bw: number
  /** The weapon: one W6 plus this. */
  readonly tp: number
  readonly hero: boolean
}

/**
 * One attack of `x` on `y`, who still has his defence: the distribution of the LE it takes, exactly. ODM-ATK-1: a D20
 * at or under AT hits; ODM-DEF-1..3: then a D20 at or under PA parries; ODM-DMG-3: else W6+n − BW comes off LE
 * (never below 0); ODM-MASTER-2..6: a hero's 1 or 2 takes W6+n in full, no defence, no armour, hit or not.
 */
function exchange(x: Fighter, y: Fighter): Map<number, number> {
  const dist = new Map<number, number>()
  const add = (lost: number, p: number) => dist.set(lost, (dist.get(lost) ?? 0) + p)
  for (let roll = 1; roll <= 20; roll++) {
    if (x.hero && roll <= 2) {
      for (let face = 1; face <= 6; face++) add(face + x.tp, 1 / 20 / 6)
    } else if (roll <= x.at) {
      const parried = Math.min(20, y.pa) / 20
      add(0, parried / 20)
      for (let face = 1; face <= 6; face++) add(Math.max(0, face + x.tp - y.bw), (1 - parried) / 20 / 6)
    } else add(0, 1 / 20)
  }
  return dist
}

const sum = (dist: Map<number, number>, test: (lost: number) => boolean) => [...dist].reduce((s, [lost, p]) => (test(lost) ? s + p : s), 0)

/** Alrik (hero, courage 12) against an orc, as resources/examples/odm-duel.json: Alrik attacks first every round. */
const alrik: Fighter = { at: 11, pa: 9, bw: 3, tp: 4, hero: true }
const orc: Fighter = { at: 10, pa: 7, bw: 2, tp: 3, hero: false }
const alrikHits = exchange(alrik, orc)
const orcHits = exchange(orc, alrik)

function duelSetup(le: [number, number], extra: { rules?: Record<string, unknown>; policy?: Record<string, unknown> } = {}): OdmSetup {
  const sheet = (f: Fighter, courage: number, current: number) => ({
    courage,
    at: f.at,
    pa: f.pa,
    bw: f.bw,
    tp: `1W+${f.tp}`,
    le: { current, max: 30 },
    kind: f.hero ? 'hero' : 'monster'
  })
  return odmSystem.parseSetup({
    sides: [
      { id: 'heroes', name: 'De helden', combatants: [{ id: 'alrik', name: 'Alrik', sheet: sheet(alrik, 12, le[0]) }] },
      { id: 'orcs', name: 'De orks', combatants: [{ id: 'ork', name: 'Ork', sheet: sheet(orc, 10, le[1]) }] }
    ],
    ...extra
  })
}

/**
 * The duel to its end as a Markov chain over both fighters' LE at the start of a round (LE only falls, so the states
 * are finite; a round in which nobody loses LE is the chain staying put). Part 1: Alrik strikes, the orc is out at LE
 * ≤ 0; part 2: the orc strikes back. Between rounds, `givesWay` says whether the party gives up or flees (ODM-END-2).
 */
function chain(start: [number, number], givesWay: (a: number, o: number) => boolean = () => false): { won: number; lost: number; gaveWay: number } {
  const memo = new Map<string, { won: number; lost: number; gaveWay: number }>()
  const from = (a: number, o: number): { won: number; lost: number; gaveWay: number } => {
    const key = `${a}/${o}`
    const known = memo.get(key)
    if (known) return known
    let won = 0
    let lost = 0
    let gaveWay = 0
    let stay = 0
    for (const [d1, p1] of alrikHits) {
      if (d1 >= o) {
        won += p1
        continue
      }
      for (const [d2, p2] of orcHits) {
        const p = p1 * p2
        if (d2 >= a) lost += p
        else if (givesWay(a - d2, o - d1)) gaveWay += p
        else if (d1 === 0 && d2 === 0) stay += p
        else {
          const next = from(a - d2, o - d1)
          won += p * next.won
          lost += p * next.lost
          gaveWay += p * next.gaveWay
        }
      }
    }
    const result = { won: won / (1 - stay), lost: lost / (1 - stay), gaveWay: gaveWay / (1 - stay) }
    memo.set(key, result)
    return result
  }
  return from(start[0], start[1])
}

const answersAfter = (setup: OdmSetup, rolls: readonly (readonly number[])[]) => answersOf(odmSystem, setup, rolls)

describe('ODM odds against exact probabilities', () => {
  it('ODM-ATK-1 ODM-DEF-3 ODM-DMG-3 ODM-MASTER-4: one round’s results, LE lost, outs and deaths agree with the exact exchange P(D20 ≤ AT) × P(defence fails) × TP − BW', () => {
    // One round, then the default breaks the fight off (policy.breakOffAfterRound 1); dead at LE −2 or less.
    const [la, lo] = [9, 8]
    const setup = duelSetup([la, lo], { rules: { deadAtLe: -2 }, policy: { breakOffAfterRound: 1 } })
    // The exchange itself: Alrik hits the orc (not a masterly blow) with 9/20 × 13/20 (rolls 3..11, defence 8..20 fails).
    expect(sum(alrikHits, (d) => d > 0)).toBeCloseTo(2 / 20 + (9 / 20) * (13 / 20), 12)
    const report = estimate(setup, 'exact-round')
    const orcOut = sum(alrikHits, (d) => d >= lo)
    const orcStands = 1 - orcOut
    const alrikOut = orcStands * sum(orcHits, (d) => d >= la)
    expectNear(report.outcomes['won'], orcOut, N, 'won')
    expectNear(report.outcomes['lost'], alrikOut, N, 'lost')
    expectNear(report.outcomes['brokenOff'], 1 - orcOut - alrikOut, N, 'broken off after round 1')
    expect(report.rounds).toEqual({ 1: 1 })
    const [a, o] = report.combatants
    expect(a).toMatchObject({ id: 'alrik', side: 'heroes', party: true })
    expect(o).toMatchObject({ id: 'ork', side: 'orcs', party: false })
    // ODM-GAP-8: out at LE ≤ 0; dead (deadAtLe −2) at LE ≤ −2, which counts as death only.
    expectNear(
      o!.died,
      sum(alrikHits, (d) => d >= lo + 2),
      N,
      'orc dies'
    )
    expectNear(
      o!.harms['out'],
      sum(alrikHits, (d) => d >= lo && d < lo + 2),
      N,
      'orc out, alive'
    )
    expectNear(
      o!.harms['leLost'],
      sum(alrikHits, (d) => d > 0 && d < lo + 2),
      N,
      'orc loses LE and lives'
    )
    expectNear(a!.died, orcStands * sum(orcHits, (d) => d >= la + 2), N, 'Alrik dies')
    expectNear(a!.harms['out'], orcStands * sum(orcHits, (d) => d >= la && d < la + 2), N, 'Alrik out, alive')
    expectNear(a!.harms['leLost'], orcStands * sum(orcHits, (d) => d > 0 && d < la + 2), N, 'Alrik loses LE and lives')
  })

  it('ODM-RND-1 ODM-RND-5 ODM-END-3 ODM-GAP-8: fought to the end, the example duel’s odds are the exact Markov chain over both LE', () => {
    const setup = odmSystem.parseSetup(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../resources/examples/odm-duel.json'), 'utf8')))
    const exact = chain([30, 20])
    expect(exact.won + exact.lost).toBeCloseTo(1, 9)
    const report = estimate(setup, 'exact-chain')
    expectNear(report.outcomes['won'], exact.won, N, 'won')
    expectNear(report.outcomes['lost'], exact.lost, N, 'lost')
    expect(report.outcomes['brokenOff']).toBeUndefined()
    expectNear(report.combatants[0]!.harms['out'], exact.lost, N, 'Alrik out')
    expectNear(report.combatants[1]!.harms['out'], exact.won, N, 'orc out')
    expect(report.combatants.map((c) => c.died)).toEqual([0, 0])
  })

  it('ODM-END-2 ODM-GAP-10: surrenderWhenLosing and fleeWhenLosing give way between rounds once the party has the smaller share of its LE left, exactly as the chain says', () => {
    // Even odds: Alrik at 12 LE against a full orc; he gives way when 12 − x over 12 is below the orc's share.
    const start: [number, number] = [12, 20]
    const losing = (a: number, o: number) => a * start[1] < o * start[0]
    const exact = chain(start, losing)
    expect(exact.won + exact.lost + exact.gaveWay).toBeCloseTo(1, 9)
    const surrender = estimate(odds.withPolicy(duelSetup(start), 'surrenderWhenLosing'), 'exact-policy')
    expectNear(surrender.outcomes['won'], exact.won, N, 'won')
    expectNear(surrender.outcomes['lost'], exact.lost, N, 'lost')
    expectNear(surrender.outcomes['surrendered'], exact.gaveWay, N, 'surrendered')
    expect(surrender.outcomes['fled']).toBeUndefined()
    // Fleeing is the same decision by another name: the same fights, the same numbers.
    const flee = estimate(odds.withPolicy(duelSetup(start), 'fleeWhenLosing'), 'exact-policy')
    expect(flee.outcomes['fled']).toBe(surrender.outcomes['surrendered'])
    expect(flee.outcomes['surrendered']).toBeUndefined()
    // Fought to the end, the party is put out more often.
    const toTheEnd = chain(start)
    const fought = estimate(duelSetup(start), 'exact-policy')
    expectNear(fought.outcomes['lost'], toTheEnd.lost, N, 'lost fought to the end')
    expect(toTheEnd.lost).toBeGreaterThan(exact.lost + 0.1)
    expect(fought.combatants[0]!.harms['out']!).toBeGreaterThan(surrender.combatants[0]!.harms['out']! + 0.1)
  })
})

describe('ODM odds: seeds, policies and a running fight', () => {
  const example = odmSystem.parseSetup(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../resources/examples/odm-1v3.json'), 'utf8')))

  it('ODM-MULTI-2 ODM-MULTI-6 ODM-GAP-13: the same seed gives the same numbers, another seed others; every fighter is counted with his side', () => {
    const first = estimate(example, 'seed-a', 5_000)
    expect(estimate(example, 'seed-a', 5_000)).toEqual(first)
    expect(estimate(example, 'seed-b', 5_000)).not.toEqual(first)
    expect(first.combatants.map((c) => [c.id, c.side, c.party])).toEqual([
      ['thorwal', 'heroes', true],
      ['ork-1', 'orcs', false],
      ['ork-2', 'orcs', false],
      ['ork-3', 'orcs', false]
    ])
    // Thorwal beats the orcs most of the time, every orc is out when he wins, and they all lose LE.
    expect(first.outcomes['won']!).toBeGreaterThan(0.8)
    for (const orc of first.combatants.slice(1)) expect(orc.harms['out']!).toBeGreaterThanOrEqual(first.outcomes['won']!)
  })

  it('ODM-END-2 ODM-END-3: policies differ, and a replay of the default answers is the simulation under every policy', () => {
    const results = Object.fromEntries(odds.policies.map((p) => [p.id, estimate(odds.withPolicy(example, p.id), 'policy', 10_000)]))
    expect(results['fightToTheEnd']!.outcomes['surrendered']).toBeUndefined()
    expect(results['fightToTheEnd']!.outcomes['fled']).toBeUndefined()
    expect(results['surrenderWhenLosing']!.outcomes['surrendered']!).toBeGreaterThan(0.05)
    expect(results['fleeWhenLosing']!.outcomes['fled']).toBe(results['surrenderWhenLosing']!.outcomes['surrendered'])
    // Giving way in time keeps Thorwal in the fight (ODM-END-2: "op tijd").
    expect(results['surrenderWhenLosing']!.combatants[0]!.harms['out'] ?? 0).toBeLessThan(results['fightToTheEnd']!.combatants[0]!.harms['out']!)
    for (const policy of odds.policies) {
      const setup = odds.withPolicy(example, policy.id)
      // playScript replays the fight once per answer: a few fights suffice here (simulation.test.ts has the many).
      for (let i = 0; i < 4; i++) {
        const played = playScript(odmSystem, setup, { roller: seededRoller(`replay-${i}`) }).state
        expect(played.status === 'finished' && played.outcome, `${policy.id} ${i}`).toEqual(simulate(odmSystem, setup, seededRoller(`replay-${i}`)))
      }
      // From no answers at all, the continuation (asks built, defaults read) fights the simulation's fights.
      expect(estimate(setup, 'from-start', 1_000, [])).toEqual(estimate(setup, 'from-start', 1_000))
    }
  })

  it('ODM-RND-1 ODM-END-1 ODM-END-2: odds from a running fight: after a bad first round the chain from there, and each answer of the end question', () => {
    const setup = duelSetup([30, 20])
    // Round 1: Alrik misses (20); the orc hits (1), Alrik's defence fails (20), 6 + 3 − 3 = 6: Alrik at 24 LE, the orc at 20.
    const afterRound = answersAfter(setup, [[20], [1], [20], [6]])
    expect(afterRound.state).toMatchObject({ status: 'pending', request: { key: 'end', default: 'fight' } })
    const n = 20_000
    const fightOn = estimate(setup, 'running', n, [...afterRound.answers, { type: 'chooseOne', option: 'fight' }])
    const exact = chain([24, 20])
    expectNear(fightOn.outcomes['won'], exact.won, n, 'won from 24 against 20')
    expect(fightOn.rounds['1']).toBeUndefined()
    expect(fightOn.combatants[0]!.harms['leLost']).toBe(1)
    expect(estimate(setup, 'running', 2_000, [...afterRound.answers, { type: 'chooseOne', option: 'surrender:heroes' }]).outcomes).toEqual({ surrendered: 1 })
    expect(estimate(setup, 'running', 2_000, [...afterRound.answers, { type: 'chooseOne', option: 'flee:heroes' }]).outcomes).toEqual({ fled: 1 })
    expect(estimate(setup, 'running', 2_000, [...afterRound.answers, { type: 'chooseOne', option: 'stop' }]).outcomes).toEqual({ brokenOff: 1 })
    // The orcs giving up is the party's win.
    expect(estimate(setup, 'running', 2_000, [...afterRound.answers, { type: 'chooseOne', option: 'surrender:orcs' }]).outcomes).toEqual({ won: 1 })
    // Under surrenderWhenLosing, 24 of 30 against 20 of 20 is losing: the question's default gives up.
    const policySetup = odds.withPolicy(setup, 'surrenderWhenLosing')
    expect(answersAfter(policySetup, [[20], [1], [20], [6]]).state).toMatchObject({ status: 'pending', request: { key: 'end', default: 'surrender:heroes' } })
    expect(estimate(policySetup, 'running', 2_000, afterRound.answers).outcomes).toEqual({ surrendered: 1 })
  })
})

describe('ODM odds: what one fight counts as', () => {
  const calls = (setup: OdmSetup, outcome: OdmOutcome) => tallyCalls(odds, setup, outcome)
  const outcome = (
    result: OdmOutcome['result'],
    winner: string | null,
    combatants: [string, string, OdmOutcome['combatants'][number]['status'], number][]
  ): OdmOutcome => ({
    result,
    winner,
    winnerName: winner,
    rounds: 3,
    combatants: combatants.map(([id, sideId, status, lost]) => ({ id, sideId, status, leBefore: 20, leAfter: 20 - lost, leLost: lost, leMax: 20 }))
  })

  it('ODM-END-2 ODM-END-3 ODM-GAP-8: the result from the party’s side; out and LE lost as harms; dead as death only', () => {
    const setup = duelSetup([20, 20])
    expect(
      calls(
        setup,
        outcome('won', 'heroes', [
          ['alrik', 'heroes', 'fighting', 0],
          ['ork', 'orcs', 'defeated', 21]
        ])
      )
    ).toEqual(['result won', 'rounds 3', 'harmed 1 out', 'harmed 1 leLost'])
    expect(
      calls(
        setup,
        outcome('won', 'orcs', [
          ['alrik', 'heroes', 'dead', 25],
          ['ork', 'orcs', 'fighting', 4]
        ])
      )
    ).toEqual(['result lost', 'rounds 3', 'died 0', 'harmed 1 leLost'])
    expect(
      calls(
        setup,
        outcome('won', 'orcs', [
          ['alrik', 'heroes', 'surrendered', 5],
          ['ork', 'orcs', 'fighting', 0]
        ])
      )
    ).toEqual(['result surrendered', 'rounds 3', 'harmed 0 leLost'])
    expect(
      calls(
        setup,
        outcome('won', 'orcs', [
          ['alrik', 'heroes', 'fled', 0],
          ['ork', 'orcs', 'fighting', 0]
        ])
      )
    ).toEqual(['result fled', 'rounds 3'])
    expect(
      calls(
        setup,
        outcome('won', 'heroes', [
          ['alrik', 'heroes', 'fighting', 0],
          ['ork', 'orcs', 'fled', 0]
        ])
      )[0]
    ).toBe('result won')
    expect(
      calls(
        setup,
        outcome('draw', null, [
          ['alrik', 'heroes', 'defeated', 20],
          ['ork', 'orcs', 'defeated', 20]
        ])
      )
    ).toEqual(['result draw', 'rounds 3', 'harmed 0 out', 'harmed 0 leLost', 'harmed 1 out', 'harmed 1 leLost'])
    expect(
      calls(
        setup,
        outcome('brokenOff', null, [
          ['alrik', 'heroes', 'fighting', 0],
          ['ork', 'orcs', 'fighting', 0]
        ])
      )
    ).toEqual(['result brokenOff', 'rounds 3'])
  })

  it('ODM-END-2: the party is the side with heroes, wherever it stands; with heroes on both sides or neither, the first side', () => {
    const input = (kinds: [string, string]) => ({
      sides: [
        {
          id: 'orcs',
          name: 'Orks',
          combatants: [{ id: 'ork', name: 'Ork', sheet: { courage: 9, at: 10, pa: 7, bw: 2, tp: '1W+3', le: { current: 20, max: 20 }, kind: kinds[0] } }]
        },
        {
          id: 'heroes',
          name: 'Helden',
          combatants: [{ id: 'alrik', name: 'Alrik', sheet: { courage: 12, at: 11, pa: 9, bw: 3, tp: '1W+4', le: { current: 30, max: 30 }, kind: kinds[1] } }]
        }
      ]
    })
    const heroesSecond = odmSystem.parseSetup(input(['monster', 'hero']))
    expect(odds.combatants(heroesSecond).map((c) => [c.id, c.side, c.party])).toEqual([
      ['ork', 'orcs', false],
      ['alrik', 'heroes', true]
    ])
    expect(
      calls(
        heroesSecond,
        outcome('won', 'heroes', [
          ['ork', 'orcs', 'defeated', 20],
          ['alrik', 'heroes', 'fighting', 3]
        ])
      )[0]
    ).toBe('result won')
    expect(
      calls(
        heroesSecond,
        outcome('won', 'orcs', [
          ['ork', 'orcs', 'fighting', 20],
          ['alrik', 'heroes', 'surrendered', 3]
        ])
      )[0]
    ).toBe('result surrendered')
    // The policy speaks for the heroes' side: it gives up as "surrender:heroes".
    const giving = odds.withPolicy(heroesSecond, 'surrenderWhenLosing')
    const state = answersAfter(giving, [[20], [1], [20], [6]]).state
    expect(state.status === 'pending' && state.request.type === 'chooseOne' && state.request.default).toBe('surrender:heroes')
    for (const kinds of [
      ['hero', 'hero'],
      ['figure', 'monster']
    ] as const)
      expect(odds.combatants(odmSystem.parseSetup(input([...kinds]))).map((c) => c.party)).toEqual([true, false])
  })
})

describe('ODM odds: policies and words', () => {
  const setup = duelSetup([30, 20])

  it('ODM-END-2: withPolicy names an unknown policy, leaves the setup as it was, and keeps a setup the policy does not change', () => {
    expect(() => odds.withPolicy(setup, 'runAway')).toThrow(SetupError)
    expect(() => odds.withPolicy(setup, 'runAway')).toThrow(/"runAway" is not a policy of odm; known: fightToTheEnd, surrenderWhenLosing, fleeWhenLosing/)
    expect(() => odds.withPolicy(setup, 'toString')).toThrow(SetupError)
    const before = structuredClone(setup)
    const giving = odds.withPolicy(setup, 'surrenderWhenLosing')
    expect(giving.policy).toEqual({ breakOffAfterRound: 200, whenLosing: 'surrender' })
    expect(setup).toEqual(before)
    expect(odds.withPolicy(setup, 'fightToTheEnd')).toBe(setup)
    expect(odds.withPolicy(giving, 'surrenderWhenLosing')).toBe(giving)
    expect(odds.withPolicy(giving, 'fightToTheEnd').policy.whenLosing).toBe('fight')
    expect(odds.withPolicy(giving, 'fleeWhenLosing').policy.whenLosing).toBe('flee')
    // The policy's setup is a setup: it parses as it is (the app's worker sends setups as JSON).
    expect(odmSystem.parseSetup(JSON.parse(JSON.stringify(giving)))).toEqual(giving)
    expect(() => odmSystem.parseSetup({ ...JSON.parse(JSON.stringify(setup)), policy: { whenLosing: 'maybe' } })).toThrow(/policy\.whenLosing/)
  })

  it('ODM-END-2 ODM-GAP-8: every result, harm and policy has its words in en, de, nl and nb, and the odds read without a key', () => {
    expect(Object.keys(odds.results).sort()).toEqual(['brokenOff', 'draw', 'fled', 'lost', 'surrendered', 'won'])
    expect(Object.keys(odds.harms).sort()).toEqual(['leLost', 'out'])
    expect(odds.policies.map((p) => p.id)).toEqual(['fightToTheEnd', 'surrenderWhenLosing', 'fleeWhenLosing'])
    const messages = [...Object.values(odds.results), ...Object.values(odds.harms), ...odds.policies.map((p) => p.label)]
    for (const lang of LANGUAGES) for (const m of messages) expect(translator.has(lang, m.key), `${lang} ${m.key}`).toBe(true)
    const report = { ...estimate(odds.withPolicy(duelSetup([12, 20]), 'surrenderWhenLosing'), 'words', 2_000), policy: 'surrenderWhenLosing' }
    for (const lang of LANGUAGES) {
      const text = oddsLines(report, odds, lang).join('\n')
      expect(text, lang).not.toMatch(/odm\.odds|\{\w+\}/)
      expect(text, lang).toContain(translator.text(odds.policies[1]!.label, lang))
    }
    expect(oddsLines(report, odds, 'nl').join('\n')).toContain('opgegeven')
    expect(oddsLines(report, odds, 'de').join('\n')).toContain('kampfunfähig')
  })
})
