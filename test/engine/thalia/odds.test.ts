import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultAnswer, replay, simulate, type Answer, type FightState } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { estimateOdds, expectNear } from '../odds-helpers.ts'
import type { OddsReport } from '../../../src-engine/sim/report.ts'
import { thaliaSystem, type ThaliaOutcome, type ThaliaSetup, type ThaliaSetupInput } from '../../../src-engine/systems/thalia/index.ts'
import { monster, pc, play } from './fixtures.ts'

const odds = thaliaSystem.odds!
const N = 40_000
const example = JSON.parse(readFileSync(new URL('../../../resources/examples/thalia-skirmish.json', import.meta.url), 'utf8')) as ThaliaSetupInput

const estimate = (setup: ThaliaSetup, seed: string, n = N, from?: readonly Answer[]) => estimateOdds(thaliaSystem, setup, seed, n, from)

/** A setup with the default rules (monsters roll for their targets), unlike the fixtures' `setupOf`. */
const setupOf = (combatants: ThaliaSetupInput['combatants'], rules: Record<string, unknown> = {}, options: Record<string, unknown> = {}): ThaliaSetup =>
  thaliaSystem.parseSetup({ combatants, rules, options })

/** The answers of a fight up to the first request `stop` accepts: the given faces per dice key, defaults for every choice. */
function answersUntil(
  setup: ThaliaSetup,
  dice: Record<string, number[][]>,
  stop: (state: FightState<ThaliaOutcome>) => boolean
): { answers: Answer[]; state: FightState<ThaliaOutcome> } {
  const left = Object.fromEntries(Object.entries(dice).map(([k, v]) => [k, [...v]]))
  let answers: Answer[] = []
  for (;;) {
    const state = replay(thaliaSystem, setup, answers)
    if (state.status === 'finished' || stop(state)) return { answers, state }
    const request = state.request
    if (request.type === 'dice') {
      const faces = left[request.key]?.shift()
      if (!faces) throw new Error(`no faces for ${request.key}`)
      answers = [...answers, { type: 'dice', faces }]
    } else answers = [...answers, defaultAnswer(request)]
  }
}

describe('Thalia odds against exact probabilities', () => {
  it('THA-ATK-6 THA-ATK-8 THA-SURPRISE-3 THA-GAP-54: an Ambush Round’s one attack hits on a natural 10 or more (Agilitet +2, kyndig 12): 11 in 20 fights end in round 0', () => {
    // A 1-HP Skyggeflenger that never flees: Bertil's hit (1t20 + 2 ≥ 12, a natural 1 a Tabbe) kills it before Round 1.
    const setup = setupOf(
      [pc('Bertil'), monster('Skyggeflenger', { hp: 1, maxHp: 1, kampand: 12, attacks: [{ name: 'Klør', damage: '1t2' }] })],
      {},
      { opening: 'ambush:players' }
    )
    const report = estimate(setup, 'exact-hit')
    expectNear(report.rounds['0'], 11 / 20, N, 'won in the Overfallsrunde')
    expect(report.outcomes['won']).toBeGreaterThan(0.99)
    expectNear(report.combatants[1]!.died, report.outcomes['won']!, N, 'the Skyggeflenger dies whenever the SKs win')
  })

  it('THA-DEF-8 THA-DEF-9 THA-GAP-22 THA-DEF-6: an Unngå (Agilitet +2, kyndig) fails 9 in 20, and with Tungvern’s Ulempe (the lower of 2t20) 1 − (11/20)²', () => {
    // The monster ambushes; Bertil has no weapon to parry with, and a failed Unngå takes 1t6+20: Døende at once, the fight lost in round 0.
    const sk = (heavyArmour: boolean) => pc('Bertil', { hp: 5, maxHp: 5, weapons: [], skills: { Unngå: 'kyndig' }, heavyArmour })
    const troll = monster('Troll', { hp: 50, maxHp: 50, vern: 20, kampand: 12, attacks: [{ name: 'Klubbe', damage: '1t6+20' }] })
    for (const [heavyArmour, fails] of [
      [false, 9 / 20],
      [true, 1 - (11 / 20) ** 2]
    ] as const) {
      const report = estimate(setupOf([sk(heavyArmour), troll], {}, { opening: 'ambush:monsters' }), `exact-evade-${heavyArmour}`)
      expectNear(report.rounds['0'], fails, N, `down in the Overfallsrunde, Tungvern ${heavyArmour}`)
      expect(report.outcomes['lost']).toBeGreaterThan(0.99)
    }
  })

  it('THA-INI-2 THA-INI-3 THA-INI-4 THA-INI-6: one 1t6 per side, ties again (1/2 that the SKs go first) or to the SKs under Alternative A (21/36): a one-round fight’s results', () => {
    // Whoever acts first nearly decides it: Bertil's Bue hits on anything but a Tabbe (h = 19/20) and kills the 1-HP
    // wolf; the wolf's bite (1t6+20) fells him unless his Unngå (untrained 40) comes up a Triumf (d = 1/20), whose
    // immediate Action is another shot. One round only; a Bue cannot parry.
    const h = 19 / 20
    const d = 1 / 20
    const bertil = pc('Bertil', {
      hp: 5,
      maxHp: 5,
      factors: { makt: 0, agilitet: 0, intellekt: 0, karisma: 0 },
      skills: { Bue: 'kyndig' },
      weapons: [{ name: 'Bue', damage: '1t6', attributes: ['agilitet'], skill: 'Bue', ranged: true }]
    })
    const wolf = monster('Ulv', { hp: 1, maxHp: 1, kampand: 12, attacks: [{ name: 'Bitt', damage: '1t6+20' }] })
    const skFirst = { won: h + (1 - h) * d * h, lost: (1 - h) * (1 - d), roundLimit: (1 - h) * d * (1 - h) }
    const wolfFirst = { won: d * h + d * (1 - h) * h, lost: 1 - d, roundLimit: d * (1 - h) * (1 - h) }
    for (const [initiativeMode, p] of [
      ['standard', 1 / 2],
      ['altA', 21 / 36]
    ] as const) {
      const report = estimate(
        setupOf([bertil, wolf], { testTargets: { untrained: 40, kyndig: 2 }, maxRounds: 1, initiativeMode }),
        `exact-initiative-${initiativeMode}`
      )
      for (const result of ['won', 'lost', 'roundLimit'] as const)
        expectNear(report.outcomes[result], p * skFirst[result] + (1 - p) * wolfFirst[result], N, `${initiativeMode} ${result}`)
      expect(report.rounds).toEqual({ 1: 1 })
    }
  })
})

describe('Thalia odds: seeds, policies and a running fight', () => {
  const skirmish = thaliaSystem.parseSetup(example)

  it('THA-INI-2 THA-MORALE-4 THA-GAP-3: the same seed gives the same numbers, another seed others; every fighter with the standing’s side', () => {
    const first = estimate(skirmish, 'seed-a', 5_000)
    expect(estimate(skirmish, 'seed-a', 5_000)).toEqual(first)
    expect(estimate(skirmish, 'seed-b', 5_000)).not.toEqual(first)
    expect(first.combatants.map((c) => [c.id, c.side, c.party])).toEqual([
      ['bertil', 'players', true],
      ['arne', 'players', true],
      ['cecilie', 'players', true],
      ['skyggeflenger', 'monsters', false],
      ['goblin-1', 'monsters', false],
      ['goblin-2', 'monsters', false],
      ['ulv-1', 'monsters', false],
      ['ulv-2', 'monsters', false]
    ])
    const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0)
    expect(sum(first.outcomes)).toBeCloseTo(1, 9)
    expect(sum(first.rounds)).toBeCloseTo(1, 9)
    // Harms by the system's own names, of the living only.
    for (const c of first.combatants) for (const harm of Object.keys(c.harms)) expect(['men', 'dying', 'unconscious', 'hpLost']).toContain(harm)
    expect(first.combatants[0]!.harms['men']).toBeGreaterThan(0)
    expect(first.combatants[3]!.harms['hpLost']).toBeGreaterThan(0)
  })

  it('THA-ACT-5 THA-END-1 THA-MORALE-4: policies differ: only fleeWhenLosing runs, and after a round that left the SKs behind its action menu defaults to flee in a replay as in simulation', () => {
    const toTheEnd = estimate(odds.withPolicy(skirmish, 'fightToTheEnd'), 'policy', 10_000)
    const fleeing = estimate(odds.withPolicy(skirmish, 'fleeWhenLosing'), 'policy', 10_000)
    expect(toTheEnd.outcomes['fled']).toBeUndefined()
    expect(fleeing.outcomes['fled']).toBeGreaterThan(0.05)
    // Running saves lives: fewer SKs die when they run from a fight going badly.
    const deaths = (r: OddsReport) => r.combatants.filter((c) => c.party).reduce((sum, c) => sum + c.died, 0)
    expect(deaths(fleeing)).toBeLessThan(deaths(toTheEnd))

    // One SK against a troll: round 1 leaves Bertil at 5 of 10 HP (a missed hit, a failed Parade) and the troll unhurt, so in round 2 he runs by default.
    const input = [pc('Bertil'), monster('Troll', { hp: 10, maxHp: 10, kampand: 12 })]
    const policySetup = odds.withPolicy(setupOf(input), 'fleeWhenLosing')
    const dice = { initiative: [[6], [1]], hit: [[2]], parry: [[2]], npcDamage: [[5]] }
    const { state } = answersUntil(policySetup, dice, (s) => s.status === 'pending' && s.request.key === 'action' && s.request.round === 2)
    expect(
      state.status === 'pending' && state.request.type === 'chooseOne' && [state.request.default, state.request.options.some((o) => o.id === 'flee')]
    ).toEqual(['flee', true])
    const fightOn = answersUntil(setupOf(input), dice, (s) => s.status === 'pending' && s.request.key === 'action' && s.request.round === 2).state
    expect(fightOn).toMatchObject({ request: { key: 'action', default: 'attack:Troll' } })
    // The log says why: the round left the party behind (THA-ACT-5), and Bertil runs (pcFlees).
    const played = play({ combatants: input, options: { whenLosing: 'flee' } } as ThaliaSetupInput, { dice, seed: 1 })
    expect(played.ofType('thalia.partyFlees')).toHaveLength(1)
    expect(played.ofType('thalia.pcFlees')[0]!.params).toMatchObject({ actor: 'Bertil', steps: 12 })
    expect(played.outcome).toMatchObject({ winner: 'monsters', ended: 'victory', rounds: 2 })
    // Replay == simulate under the policy.
    for (let i = 0; i < 100; i++) {
      const simulated = simulate(thaliaSystem, policySetup, seededRoller(i))
      const replayed = play({ combatants: input, options: { whenLosing: 'flee' } } as ThaliaSetupInput, { seed: i })
      expect(simulated).toEqual(replayed.outcome)
    }
  })

  it('THA-ACT-5 THA-DEF-6 THA-END-1: odds from a running fight: at the start the fresh estimate; at an SK’s action, running away is fled every time, and a hit taken makes the odds worse', () => {
    const input = [pc('Bertil'), monster('Troll', { hp: 10, maxHp: 10, kampand: 12 })]
    const setup = setupOf(input)
    const n = 10_000
    // At the start (no answers yet): the very same fights as a fresh estimate with the same seed, though a replay fights them.
    expect(estimate(setup, 'running', n, [])).toEqual(estimate(setup, 'running', n))
    expect(estimate(skirmish, 'running', 2_000, [])).toEqual(estimate(skirmish, 'running', 2_000))

    // Round 1 went badly (Bertil missed, the troll got past his Parade for 5): at his round-2 action, each option's odds.
    const dice = { initiative: [[6], [1]], hit: [[2]], parry: [[2]], npcDamage: [[5]] }
    const { answers, state } = answersUntil(setup, dice, (s) => s.status === 'pending' && s.request.key === 'action' && s.request.round === 2)
    expect(state).toMatchObject({ status: 'pending', request: { key: 'action' } })
    const flee = estimate(setup, 'running', 1_000, [...answers, { type: 'chooseOne', option: 'flee' }])
    expect(flee.outcomes).toEqual({ fled: 1 })
    expect(flee.rounds).toEqual({ 2: 1 })
    const attack = estimate(setup, 'running', n, [...answers, { type: 'chooseOne', option: 'attack:Troll' }])
    const atStart = estimate(setup, 'running', n)
    expect(attack.outcomes['won']!).toBeLessThan(atStart.outcomes['won']!)
    expect(attack.combatants[0]!.harms['hpLost']).toBeCloseTo(1 - attack.combatants[0]!.died, 9)
  })
})
