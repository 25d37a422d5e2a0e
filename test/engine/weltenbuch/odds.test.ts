import { describe, expect, it } from 'vitest'
import { defaultAnswer, playScript, replay, rollFor, simulate, type Answer, type FightState, type Request } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { estimateOdds, expectNear } from '../odds-helpers.ts'
import type { OddsReport } from '../../../src-engine/sim/report.ts'
import { weltenbuchSystem, type WeltenbuchOutcome, type WeltenbuchSetup } from '../../../src-engine/systems/weltenbuch/index.ts'
import { loadExample, setupOf, sheet } from './helpers.ts'

const odds = weltenbuchSystem.odds!
const N = 40_000

const estimate = (setup: WeltenbuchSetup, seed: string, n = N, from?: readonly Answer[]) => estimateOdds(weltenbuchSystem, setup, seed, n, from)

interface Doubles {
  readonly doubleOneFails: boolean
  readonly doubleSixSucceeds: boolean
}

/**
 * One attack of attack value `a` + 2W6 on a parry of `p` + 2W6, over all 36 × 36 rolls: each hit's margin (attack total
 * − parry total, at least 0) with its probability. KA-TEST-3 / KA-GAP-7: the attack hits if its total is higher; a tie
 * is the defender's. KA-SUP-11: a double 1 fails (an attack on one misses, a parry on one lets the attack hit), a double
 * 6 succeeds; two double 6 leave it to the totals.
 */
function opposed(a: number, p: number, doubles: Doubles = { doubleOneFails: true, doubleSixSucceeds: true }): Map<number, number> {
  const hits = new Map<number, number>()
  const p1 = 1 / 36 / 36
  for (let a1 = 1; a1 <= 6; a1++)
    for (let a2 = 1; a2 <= 6; a2++)
      for (let d1 = 1; d1 <= 6; d1++)
        for (let d2 = 1; d2 <= 6; d2++) {
          const attack = a + a1 + a2
          const parry = p + d1 + d2
          const attackOnes = a1 === 1 && a2 === 1
          const parryOnes = d1 === 1 && d2 === 1
          const attackSixes = a1 === 6 && a2 === 6
          const parrySixes = d1 === 6 && d2 === 6
          let hit = attack > parry
          if (doubles.doubleSixSucceeds && attackSixes !== parrySixes) hit = attackSixes
          if (doubles.doubleOneFails && parryOnes) hit = true
          if (doubles.doubleOneFails && attackOnes) hit = false
          if (hit) hits.set(Math.max(0, attack - parry), (hits.get(Math.max(0, attack - parry)) ?? 0) + p1)
        }
  return hits
}

const chance = (hits: Map<number, number>, test: (margin: number) => boolean = () => true) => [...hits].reduce((s, [m, q]) => (test(m) ? s + q : s), 0)

/**
 * Held (attack value = Geschick + Schwerter) against an Ork (parry = Geschick + Schwerter, above his dodge): Held's
 * Sinne 20 gives him the first action whatever the dice (KA-INI-3), and one action per party in one Kampfabschnitt
 * (KA-ACT-1, KA-GAP-17) leaves exactly one exchange: Held attacks, the orc parries.
 */
function exchangeSetup(held: [number, number], ork: [number, number], damage: string, rules: object = {}): WeltenbuchSetup {
  return setupOf({
    rules: { actionsPerSegment: 1, maxSegments: 1, ...rules },
    combatants: [
      {
        id: 'held',
        side: 'heroes',
        kind: 'hero',
        sheet: sheet({
          name: 'Held',
          attributes: { geist: 5, koerper: 6, geschick: held[0], sozial: 5, wille: 5, sinne: 20 },
          skills: { Schwerter: held[1] },
          weapons: [{ id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage }]
        })
      },
      {
        id: 'ork',
        side: 'foes',
        kind: 'nsc',
        sheet: sheet({
          name: 'Ork',
          attributes: { geist: 2, koerper: 6, geschick: ork[0], sozial: 5, wille: 5, sinne: 0 },
          skills: { Schwerter: ork[1] },
          weapons: [{ id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×1+0' }]
        })
      }
    ]
  })
}

describe('Weltenbuch odds against exact probabilities', () => {
  it('KA-TEST-3 KA-SUP-11 KA-GAP-7 KA-MELEE-3: a deadly blow wins exactly as often as attack + 2W6 beats parry + 2W6 with double 1 and double 6, by enumeration', () => {
    // ×1+50 kills the orc (Körper 6: dead past 45 LP, KA-SUP-7) on any hit, so the heroes win exactly when the blow lands.
    const cases: [string, [number, number], [number, number], Doubles?][] = [
      ['equal values', [10, 5], [10, 5]],
      ['the attacker ten better: only his double 1 or the parry’s double 6 save the orc', [10, 10], [5, 5]],
      ['the attacker twenty worse: only his double 6 or the parry’s double 1 hit', [5, 0], [10, 15]],
      ['twenty worse without KA-SUP-11: never', [5, 0], [10, 15], { doubleOneFails: false, doubleSixSucceeds: false }],
      ['ten better, double 1 only', [10, 10], [5, 5], { doubleOneFails: true, doubleSixSucceeds: false }]
    ]
    for (const [what, held, ork, doubles] of cases) {
      const setup = exchangeSetup(held, ork, '×1+50', doubles ?? {})
      const exact = chance(opposed(held[0] + held[1], ork[0] + ork[1], doubles))
      const report = estimate(setup, `exact-${what}`)
      expectNear(report.outcomes['won'], exact, N, `${what}: won`)
      expectNear(report.outcomes['stopped'], 1 - exact, N, `${what}: undecided after the one Kampfabschnitt`)
      expectNear(report.combatants[1]!.died, exact, N, `${what}: the orc dies`)
      expect(report.rounds).toEqual({ 1: 1 })
    }
    // The doubles matter as the rule says: twenty worse, only a parry's double 1 (the attack not one), or the attack's
    // double 6 against a parry with neither double.
    expect(chance(opposed(5, 25))).toBeCloseTo((35 + 34) / 1296, 12)
  })

  it('KA-SUP-1 KA-SUP-7 KA-SUP-8 KA-SUP-9: one exchange’s harms are the exact wound level, lost torso and out of margin × 2 + 4', () => {
    // Attack 20 against parry 10; Schwert ×2+4, the orc Körper 6: 9 LP per level, torso maximum 25 + 2 (KA-SUP-9).
    const setup = exchangeSetup([10, 10], [5, 5], '×2+4')
    const hits = opposed(20, 10)
    const damage = (m: number) => 2 * m + 4
    const report = estimate(setup, 'exact-harms')
    const orc = report.combatants[1]!
    const levels = ['leicht', 'mittel', 'schwer', 'kritisch', 'toedlich'] as const
    levels.forEach((level, i) => {
      const exact = chance(hits, (m) => damage(m) > 9 * i && damage(m) <= 9 * (i + 1))
      expectNear(orc.harms[level], exact, N, `orc ${level}`)
    })
    // Past 27 the torso is lost (unusable, and it disables: out); past 45 (5 × 9) he is dead, which counts as death only.
    expectNear(
      orc.harms['unusable'],
      chance(hits, (m) => damage(m) > 27 && damage(m) <= 45),
      N,
      'orc torso unusable'
    )
    expectNear(
      orc.harms['out'],
      chance(hits, (m) => damage(m) > 27 && damage(m) <= 45),
      N,
      'orc out'
    )
    expectNear(
      orc.died,
      chance(hits, (m) => damage(m) > 45),
      N,
      'orc dies'
    )
    expectNear(
      orc.harmed,
      chance(hits, (m) => damage(m) <= 45),
      N,
      'orc harmed and alive'
    )
    expectNear(
      report.outcomes['won'],
      chance(hits, (m) => damage(m) > 27),
      N,
      'won: the orc cannot fight on'
    )
    expect(report.combatants[0]!.died).toBe(0)
  })
})

/** A fight played on from seeded dice and default answers until `match` is asked; the answers up to it. */
function answersUntil(setup: WeltenbuchSetup, seed: string, match: (request: Request) => boolean): { state: FightState<WeltenbuchOutcome>; answers: Answer[] } {
  const roller = seededRoller(seed)
  const answers: Answer[] = []
  for (;;) {
    const state = replay(weltenbuchSystem, setup, answers)
    if (state.status === 'finished') throw new Error(`the fight ended before the request (${seed})`)
    if (match(state.request)) return { state, answers }
    answers.push(state.request.type === 'dice' ? rollFor(state.request, roller) : defaultAnswer(state.request))
  }
}

const lpOf = (state: FightState<WeltenbuchOutcome>, side: number) => state.standing!.sides[side]!.combatants[0]!.values.find((v) => v.key === 'lp')!.current

describe('Weltenbuch odds: seeds, policies and a running fight', () => {
  const example = weltenbuchSystem.parseSetup(loadExample('weltenbuch-2v3.json'))
  const ambush = weltenbuchSystem.parseSetup(loadExample('weltenbuch-yorn-vs-orc.json'))

  it('KA-GROUP-1 KA-GROUP-5 KA-GAP-12: the same seed gives the same numbers, another seed others; every fighter is counted with his side', () => {
    const first = estimate(example, 'seed-a', 5_000)
    expect(estimate(example, 'seed-a', 5_000)).toEqual(first)
    expect(estimate(example, 'seed-b', 5_000)).not.toEqual(first)
    expect(first.combatants.map((c) => [c.id, c.name, c.side, c.party])).toEqual([
      ['brana', 'Brana', 'heroes', true],
      ['eliria', 'Eliria', 'heroes', true],
      ['ork1', 'Ork-Anführer', 'foes', false],
      ['ork2', 'Ork', 'foes', false],
      ['ork3', 'Ork-Späher', 'foes', false]
    ])
    // The heroes nearly always win; then every orc is out of the fight or dead.
    expect(first.outcomes['won']!).toBeGreaterThan(0.95)
    for (const orc of first.combatants.slice(2)) expect(orc.died + orc.harms['out']!).toBeGreaterThanOrEqual(first.outcomes['won']! - 1e-9)
    const sum = Object.values(first.outcomes).reduce((s, p) => s + p, 0)
    expect(sum).toBeCloseTo(1, 12)
  })

  it('KA-ACT-9 KA-SUP-7 KA-AMBUSH-1: fleeWhenLosing makes the heroes flee, fightToTheEnd never; a replay of the default answers is the simulation under either', () => {
    const fought = estimate(odds.withPolicy(ambush, 'fightToTheEnd'), 'policy', 10_000)
    const fleeing = estimate(odds.withPolicy(ambush, 'fleeWhenLosing'), 'policy', 10_000)
    expect(fought.outcomes['fled']).toBeUndefined()
    // The orc's ambush blow often lands first: Yorn then has less of his LP left than the orc and runs.
    expect(fleeing.outcomes['fled']!).toBeGreaterThan(0.1)
    expect(fleeing.outcomes['won']!).toBeLessThan(fought.outcomes['won']! - 0.1)
    // Fleeing in time, Yorn is hurt worse less often.
    const worse = (r: OddsReport) => r.combatants[0]!.died + (r.combatants[0]!.harms['schwer'] ?? 0) + (r.combatants[0]!.harms['kritisch'] ?? 0)
    expect(worse(fleeing)).toBeLessThan(worse(fought))
    for (const policy of odds.policies) {
      const setup = odds.withPolicy(ambush, policy.id)
      for (let i = 0; i < 4; i++) {
        const played = playScript(weltenbuchSystem, setup, { roller: seededRoller(`replay-${i}`) }).state
        expect(played.status === 'finished' && played.outcome, `${policy.id} ${i}`).toEqual(simulate(weltenbuchSystem, setup, seededRoller(`replay-${i}`)))
      }
      // From no answers at all, the continuation (asks built, defaults read) fights the simulation's fights.
      expect(estimate(setup, 'from-start', 1_000, [])).toEqual(estimate(setup, 'from-start', 1_000))
    }
  })

  it('KA-ACT-1 KA-ACT-9 KA-SUP-7: odds from a running fight: after the ambush blow hit Yorn, each option of his action, and the default fleeWhenLosing gives', () => {
    // The first seed whose ambush blow hurts Yorn before he acts.
    let seed = 0
    let running = answersUntil(ambush, 'running-0', (r) => r.key === 'action:yorn')
    while (lpOf(running.state, 0) <= 4) running = answersUntil(ambush, `running-${++seed}`, (r) => r.key === 'action:yorn')
    const { state, answers } = running
    const hurt = lpOf(state, 0)
    expect(state.status === 'pending' && state.request.type === 'chooseOne' && state.request.default).toBe('attack:ork')
    const n = 5_000
    const onFrom = estimate(ambush, 'running', n, answers)
    // Every fight goes on from this Kampfabschnitt, and Yorn keeps at least the damage he has.
    expect(Math.min(...Object.keys(onFrom.rounds).map(Number))).toBe(state.standing!.round)
    expect(onFrom.combatants[0]!.harmed + onFrom.combatants[0]!.died).toBeCloseTo(1, 12)
    expect(hurt).toBeGreaterThan(4)
    const attack = estimate(ambush, 'running', n, [...answers, { type: 'chooseOne', option: 'attack:ork' }])
    expect(attack).toEqual(onFrom)
    expect(estimate(ambush, 'running', 2_000, [...answers, { type: 'chooseOne', option: 'flee' }]).outcomes).toEqual({ fled: 1 })
    // Under fleeWhenLosing the question's own default is to flee: Yorn has less of his LP left than the orc.
    const policySetup = odds.withPolicy(ambush, 'fleeWhenLosing')
    const asked = replay(weltenbuchSystem, policySetup, answers)
    expect(asked.status === 'pending' && asked.request.type === 'chooseOne' && asked.request.default).toBe('flee')
    expect(estimate(policySetup, 'running', 2_000, answers).outcomes).toEqual({ fled: 1 })
  })
})
