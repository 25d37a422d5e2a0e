import { describe, expect, it } from 'vitest'
import { playScript, simulate, type Answer } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { answersAfter as answersOf, estimateOdds, expectNear } from '../odds-helpers.ts'
import { oddsLines } from '../../../src-engine/sim/report.ts'
import { ultraquestSystem, type UltraquestSetup, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'
import { LANGUAGES, translator } from '../../../src-engine/text/index.ts'
import { adventurer, setupOf } from './fixtures.ts'

const odds = ultraquestSystem.odds!
const N = 50_000

const estimate = (setup: UltraquestSetup, seed: string, n = N, from?: readonly Answer[]) => estimateOdds(ultraquestSystem, setup, seed, n, from)

/** The distribution of the total of `count` W6 plus a bonus, by convolution: total → probability. */
function sumOfW6(count: number, bonus: number): Map<number, number> {
  let dist = new Map([[0, 1]])
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>()
    for (const [total, p] of dist) for (let face = 1; face <= 6; face++) next.set(total + face, (next.get(total + face) ?? 0) + p / 6)
    dist = next
  }
  return new Map([...dist].map(([total, p]) => [total + bonus, p]))
}

/** P(test(opponents − party)) for the two sides' independent totals. */
function probability(party: Map<number, number>, opponents: Map<number, number>, test: (margin: number) => boolean): number {
  let sum = 0
  for (const [p, pp] of party) for (const [o, po] of opponents) if (test(o - p)) sum += pp * po
  return sum
}

/**
 * Albrav (W6+2, RW 1) in front of Brann (W6+1, RW 0) against three goblins of W6+1: the party rolls W6+2 + W6+1
 * = 2W6+3 (KS-ROLL-2), the game master 3W6+3 (KS-ROLL-3). With margin m = opponents − party: m < 0 wins; m = 0
 * (KS-ROLL-6) and m = 1 (Albrav's RW takes it, KS-ROLL-7) are drawn; m ≥ 2 injures Albrav (1 absorbed, the next
 * point injures), m ≥ 3 Brann, m = 4 is absorbed by Albrav again, m ≥ 5 kills Albrav and m ≥ 6 Brann (KS-DMG-5).
 */
const duelInput = (maxRounds: number): UltraquestSetupInput =>
  setupOf({
    party: [adventurer('albrav', { ks: { nk: 'W6+2' }, rw: 1 }), adventurer('brann', { ks: { nk: 'W6+1' } })],
    opponents: [{ name: 'Goblin', ks: 'W6+1', count: 3 }],
    rules: { maxRounds }
  })
const party = sumOfW6(2, 3)
const goblins = sumOfW6(3, 3)
const exact = (test: (m: number) => boolean) => probability(party, goblins, test)
/** One round's chances: won, drawn, lost. */
const won = exact((m) => m < 0)
const drawn = exact((m) => m === 0 || m === 1)
const lost = exact((m) => m >= 2)

const answersAfter = (setup: UltraquestSetup, rolls: readonly (readonly number[])[]) => answersOf(ultraquestSystem, setup, rolls)

describe('ULTRA♦QUEST odds against exact probabilities', () => {
  it('KS-ROLL-2 KS-ROLL-3 KS-ROLL-5 KS-ROLL-7: a one-round fight’s results, injuries and deaths agree with the convolution of both sides’ sums', () => {
    expect(won + drawn + lost).toBeCloseTo(1, 12)
    const setup = odds.withPolicy(ultraquestSystem.parseSetup(duelInput(1)), 'fightToTheEnd')
    const report = estimate(setup, 'exact-1')
    expectNear(report.outcomes['won'], won, N, 'won')
    expectNear(report.outcomes['exhausted'], drawn, N, 'exhausted')
    expectNear(report.outcomes['lost'], lost, N, 'lost')
    expect(report.rounds).toEqual({ 1: 1 })
    const [albrav, brann, goblin] = report.combatants
    expectNear(
      albrav!.died,
      exact((m) => m >= 5),
      N,
      'Albrav dies'
    )
    expectNear(
      albrav!.harms['injury'],
      exact((m) => m >= 2 && m <= 4),
      N,
      'Albrav lives injured'
    )
    expectNear(
      brann!.died,
      exact((m) => m >= 6),
      N,
      'Brann dies'
    )
    expectNear(
      brann!.harms['injury'],
      exact((m) => m >= 3 && m <= 5),
      N,
      'Brann lives injured'
    )
    expect(goblin).toMatchObject({ id: 'opponent:1', side: 'opponents', party: false, died: 0 })
    expect(goblin!.harms['beaten']).toBe(report.outcomes['won'])
  })

  it('KS-ROLL-8 KS-FIGHT-2 KS-FIGHT-7 KS-GAP-12: over three rounds a draw fights on, so the results are sums over rounds of the one-round chances', () => {
    const report = estimate(ultraquestSystem.parseSetup(duelInput(3)), 'exact-3')
    expectNear(report.outcomes['won'], won * (1 + drawn + drawn * drawn), N, 'won')
    expectNear(report.outcomes['lost'], lost * (1 + drawn + drawn * drawn), N, 'lost')
    expectNear(report.outcomes['exhausted'], drawn ** 3, N, 'exhausted')
    expectNear(report.rounds['2'], drawn * (1 - drawn), N, 'two rounds')
    expect(report.outcomes['fled']).toBeUndefined()
  })

  it('KS-FLEE-1 KS-FLEE-2 KS-FLEE-3 KS-GAP-5: fleeWhenLosing flees after the first drawn round, injuring the first W3−1 without RW', () => {
    const report = estimate(odds.withPolicy(ultraquestSystem.parseSetup(duelInput(3)), 'fleeWhenLosing'), 'exact-flee')
    expectNear(report.outcomes['won'], won, N, 'won')
    expectNear(report.outcomes['lost'], lost, N, 'lost')
    expectNear(report.outcomes['fled'], drawn, N, 'fled')
    expect(report.outcomes['exhausted']).toBeUndefined()
    expect(report.rounds).toEqual({ 1: 1 })
    // W3−1: 0, 1 or 2 injured, Albrav first; neither had an injury, so nobody dies of the flight.
    const [albrav, brann] = report.combatants
    expectNear(albrav!.harms['injury'], exact((m) => m >= 2 && m <= 4) + (drawn * 2) / 3, N, 'Albrav lives injured')
    expectNear(brann!.harms['injury'], exact((m) => m >= 3 && m <= 5) + drawn / 3, N, 'Brann lives injured')
  })
})

describe('ULTRA♦QUEST odds: seeds, policies and a running fight', () => {
  const example = ultraquestSystem.parseSetup({
    party: [
      adventurer('albrav', { ks: { nk: 'W6+2' }, rw: 2, items: [{ name: 'Seil' }] }),
      adventurer('brann', { ks: { nk: 'W6+1' }, rw: 1, items: [{ name: 'Heiltrank', kind: 'potion', heals: true }] })
    ],
    opponents: [
      { name: 'Räuber', ks: 'W6+2', count: 2 },
      { name: 'Hund', ks: 'W6', count: 1 }
    ],
    fight: { type: 'NK', marker: '!', robbers: true }
  })

  it('KS-ROLL-2 KS-ROLL-3 KS-ROBBER-2: the same seed gives the same numbers, another seed others', () => {
    const first = estimate(example, 'seed-a', 5_000)
    expect(estimate(example, 'seed-a', 5_000)).toEqual(first)
    expect(estimate(example, 'seed-b', 5_000)).not.toEqual(first)
    expect(first.combatants.map((c) => [c.id, c.side, c.party])).toEqual([
      ['albrav', 'party', true],
      ['brann', 'party', true],
      ['opponent:1', 'opponents', false],
      ['opponent:2', 'opponents', false]
    ])
    expect(first.combatants[0]!.harms['robbed']).toBeGreaterThan(0)
    expect(first.combatants[2]!.harms['beaten']).toBe(first.combatants[3]!.harms['beaten'])
  })

  it('KS-FLEE-1 KS-ROLL-8: policies differ: only fleeWhenLosing flees, and its flee question defaults to flee in a replay as in simulation', () => {
    const toTheEnd = estimate(odds.withPolicy(example, 'fightToTheEnd'), 'policy', 10_000)
    const fleeing = estimate(odds.withPolicy(example, 'fleeWhenLosing'), 'policy', 10_000)
    expect(toTheEnd.outcomes['fled']).toBeUndefined()
    expect(toTheEnd.outcomes['exhausted']).toBeGreaterThan(0)
    expect(fleeing.outcomes['fled']).toBeGreaterThan(0.1)
    expect(fleeing.outcomes['exhausted']).toBeUndefined()

    const policySetup = odds.withPolicy(example, 'fleeWhenLosing')
    // Round 1 drawn (8 against 9, Albrav’s RW 2 takes the point): the flee question’s default is the policy’s.
    const { state } = answersAfter(policySetup, [
      [3, 2],
      [2, 2, 1]
    ])
    expect(state.status === 'pending' && state.request.type === 'chooseOne' && [state.request.key, state.request.default]).toEqual(['flee', 'flee'])
    expect(
      answersAfter(example, [
        [3, 2],
        [2, 2, 1]
      ]).state
    ).toMatchObject({ request: { key: 'flee', default: 'fight' } })
    // Replay == simulate under the policy: default answers and the same dice give the same fight.
    for (let i = 0; i < 200; i++) {
      const played = playScript(ultraquestSystem, policySetup, { roller: seededRoller(`replay-${i}`) }).state
      expect(played.status === 'finished' && played.outcome).toEqual(simulate(ultraquestSystem, policySetup, seededRoller(`replay-${i}`)))
    }
  })

  it('KS-FLEE-1 KS-FIGHT-6 KS-GAP-29: odds from a running fight: the start is the fresh estimate; after a drawn round fewer rounds are left; after a lost round it is lost', () => {
    const setup = ultraquestSystem.parseSetup(duelInput(3))
    const n = 20_000
    // At the start (no answers yet): the very same fights as a fresh estimate with the same seed.
    expect(estimate(setup, 'running', n, [])).toEqual(estimate(setup, 'running', n))

    // Round 1 drawn, 7 against 7: two rounds left, so less to win or lose and more exhaustion.
    const afterDraw = answersAfter(setup, [
      [2, 2],
      [1, 1, 2]
    ])
    expect(afterDraw.state).toMatchObject({ status: 'pending', request: { key: 'flee' } })
    const fightOn = estimate(setup, 'running', n, [...afterDraw.answers, { type: 'chooseOne', option: 'fight' }])
    expectNear(fightOn.outcomes['won'], won * (1 + drawn), n, 'won after a draw')
    expectNear(fightOn.outcomes['exhausted'], drawn * drawn, n, 'exhausted after a draw')
    expect(fightOn.rounds['1']).toBeUndefined()
    const atStart = estimate(setup, 'running', n)
    expect(fightOn.outcomes['won']!).toBeLessThan(atStart.outcomes['won']!)
    expect(fightOn.outcomes['exhausted']!).toBeGreaterThan(atStart.outcomes['exhausted']!)
    // The other option at that decision: the party flees, every time.
    const flee = estimate(setup, 'running', 2_000, [...afterDraw.answers, { type: 'chooseOne', option: 'flee' }])
    expect(flee.outcomes).toEqual({ fled: 1 })

    // Round 1 lost by 16 (5 against 21): both adventurers die, whatever the generator rolls.
    const afterLoss = answersAfter(setup, [
      [1, 1],
      [6, 6, 6]
    ])
    expect(afterLoss.state.status).toBe('finished')
    const lostRound = estimate(setup, 'running', 1_000, afterLoss.answers)
    expect(lostRound.outcomes).toEqual({ lost: 1 })
    expect(lostRound.combatants.map((c) => c.died)).toEqual([1, 1, 0])
  })
})

describe('ULTRA♦QUEST odds: policies and words', () => {
  const setup = ultraquestSystem.parseSetup(duelInput(3))

  it('KS-FIGHT-3 KS-FLEE-2: every result, harm and policy has its words in en, de, nl and nb, and the odds read without a key', () => {
    const messages = [...Object.values(odds.results), ...Object.values(odds.harms), ...odds.policies.map((p) => p.label)]
    expect(Object.keys(odds.results).sort()).toEqual(['declined', 'exhausted', 'fled', 'lost', 'won'])
    expect(Object.keys(odds.harms).sort()).toEqual(['beaten', 'cursedInjury', 'injury', 'robbed'])
    expect(odds.policies.map((p) => p.id)).toEqual(['fightToTheEnd', 'fleeWhenLosing'])
    for (const lang of LANGUAGES) for (const m of messages) expect(translator.has(lang, m.key), `${lang} ${m.key}`).toBe(true)
    const report = { ...estimate(odds.withPolicy(setup, 'fleeWhenLosing'), 'words', 2_000), policy: 'fleeWhenLosing' }
    for (const lang of LANGUAGES) {
      const text = oddsLines(report, odds, lang).join('\n')
      expect(text, lang).not.toMatch(/ultraquest\.odds|\{\w+\}/)
      expect(text, lang).toContain(translator.text(odds.policies[1]!.label, lang))
    }
    expect(oddsLines(report, odds, 'de').join('\n')).toContain('geflohen')
  })
})
