// What one Weltenbuch fight counts as in the odds, and the odds' policies and words: quick and exact, so mutation
// testing runs them (odds.test.ts, which plays tens of thousands of fights against exact probabilities, it leaves out).
import { describe, expect, it } from 'vitest'
import { SetupError } from '../../../src-engine/core/index.ts'
import { estimateOdds, tallyCalls } from '../odds-helpers.ts'
import { oddsLines } from '../../../src-engine/sim/report.ts'
import { weltenbuchSystem, type WeltenbuchOutcome, type WeltenbuchSetup } from '../../../src-engine/systems/weltenbuch/index.ts'
import type { CombatantOutcome } from '../../../src-engine/systems/weltenbuch/outcome.ts'
import { LANGUAGES, translator } from '../../../src-engine/text/index.ts'
import { loadExample, setupOf, sheet } from './helpers.ts'

const odds = weltenbuchSystem.odds!
const estimate = (setup: WeltenbuchSetup, seed: string, n: number) => estimateOdds(weltenbuchSystem, setup, seed, n)

describe('Weltenbuch odds: what one fight counts as', () => {
  const setup = weltenbuchSystem.parseSetup(loadExample('weltenbuch-2v3.json'))

  const calls = (outcome: WeltenbuchOutcome) => tallyCalls(odds, setup, outcome)
  const fighter = (
    id: string,
    side: 'heroes' | 'foes',
    status: CombatantOutcome['status'],
    damageTaken = 0,
    damage = damageTaken,
    zonesLost: CombatantOutcome['zonesLost'] = []
  ): CombatantOutcome => ({
    id,
    name: id,
    side,
    status,
    damageTaken,
    damage,
    woundLevel: damage === 0 ? 'unverletzt' : damage > 36 ? 'toedlich' : damage > 27 ? 'kritisch' : damage > 18 ? 'schwer' : damage > 9 ? 'mittel' : 'leicht',
    unusableZones: zonesLost,
    zonesLost,
    heroPointsSpent: 0,
    heroPoints: 0,
    wielding: 'unarmed',
    loaded: []
  })
  const outcome = (winner: WeltenbuchOutcome['winner'], reason: WeltenbuchOutcome['reason'], combatants: CombatantOutcome[]): WeltenbuchOutcome => ({
    winner,
    reason,
    segments: 3,
    combatants
  })

  it('KA-SUP-7 KA-SUP-8 KA-SUP-9 KA-GAP-17: the result from the heroes’ side; the wound level a survivor ends at, a lost body part and out as harms; dead as death only; only what this fight did', () => {
    expect(
      calls(
        outcome('heroes', 'defeated', [
          fighter('a', 'heroes', 'able', 12, 16),
          fighter('b', 'foes', 'unable', 40, 40, ['rumpf']),
          fighter('c', 'foes', 'dead', 50)
        ])
      )
    ).toEqual(['result won', 'rounds 3', 'harmed 0 mittel', 'harmed 1 toedlich', 'harmed 1 unusable', 'harmed 1 out', 'died 2'])
    // Damage from before the fight is no harm of this one.
    expect(calls(outcome('heroes', 'fled', [fighter('a', 'heroes', 'able', 0, 12), fighter('b', 'foes', 'fled')]))).toEqual(['result foesFled', 'rounds 3'])
    expect(calls(outcome('foes', 'defeated', [fighter('a', 'heroes', 'unable', 3, 40), fighter('b', 'foes', 'able', 5)]))).toEqual([
      'result lost',
      'rounds 3',
      'harmed 0 toedlich',
      'harmed 0 out',
      'harmed 1 leicht'
    ])
    expect(calls(outcome('foes', 'fled', [fighter('a', 'heroes', 'fled', 20), fighter('b', 'foes', 'able')]))).toEqual([
      'result fled',
      'rounds 3',
      'harmed 0 schwer'
    ])
    expect(calls(outcome(null, 'undecided', [fighter('a', 'heroes', 'able'), fighter('b', 'foes', 'able')]))).toEqual(['result stopped', 'rounds 3'])
    // Out of the fight or dead before it: nothing new to count.
    expect(calls(outcome(null, 'undecided', [fighter('a', 'heroes', 'unable', 0, 40), fighter('b', 'foes', 'dead', 0, 50)]))).toEqual([
      'result bothOut',
      'rounds 3'
    ])
  })

  it('KA-GROUP-1: the odds list every fighter in setup order, by id and name, with his side; the heroes are the party', () => {
    expect(odds.combatants(setup)).toEqual([
      { id: 'brana', name: 'Brana', side: 'heroes', party: true },
      { id: 'eliria', name: 'Eliria', side: 'heroes', party: true },
      { id: 'ork1', name: 'Ork-Anführer', side: 'foes', party: false },
      { id: 'ork2', name: 'Ork', side: 'foes', party: false },
      { id: 'ork3', name: 'Ork-Späher', side: 'foes', party: false }
    ])
  })

  it('KA-SUP-7 KA-SUP-8: a fight nobody can fight is counted as neither side able; the real engine agrees', () => {
    const out = setupOf({
      combatants: [
        { id: 'h', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H', damage: 40 }) },
        { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O', damage: 40 }) }
      ]
    })
    expect(estimate(out, 'both-out', 10).outcomes).toEqual({ bothOut: 1 })
    expect(estimate(out, 'both-out', 10).rounds).toEqual({ 0: 1 })
  })
})

describe('Weltenbuch odds: policies and words', () => {
  const setup = weltenbuchSystem.parseSetup(loadExample('weltenbuch-yorn-vs-orc.json'))

  it('KA-ACT-9: withPolicy names an unknown policy, leaves the setup as it was, and keeps a setup the policy does not change', () => {
    expect(() => odds.withPolicy(setup, 'runAway')).toThrow(SetupError)
    expect(() => odds.withPolicy(setup, 'runAway')).toThrow(/^policy: "runAway" is not a policy of weltenbuch; known: fightToTheEnd, fleeWhenLosing$/)
    expect(() => odds.withPolicy(setup, 'toString')).toThrow(SetupError)
    const before = structuredClone(setup)
    const fleeing = odds.withPolicy(setup, 'fleeWhenLosing')
    expect(fleeing.policy).toEqual({ whenLosing: 'flee' })
    expect(setup).toEqual(before)
    expect(odds.withPolicy(setup, 'fightToTheEnd')).toBe(setup)
    expect(odds.withPolicy(fleeing, 'fleeWhenLosing')).toBe(fleeing)
    expect(odds.withPolicy(fleeing, 'fightToTheEnd').policy).toEqual({ whenLosing: 'fight' })
    // The policy's setup is a setup: it parses as it is (the app's worker sends setups as JSON).
    expect(weltenbuchSystem.parseSetup(JSON.parse(JSON.stringify(fleeing)))).toEqual(fleeing)
    expect(() => weltenbuchSystem.parseSetup({ ...JSON.parse(JSON.stringify(setup)), policy: { whenLosing: 'maybe' } })).toThrow(/policy\.whenLosing/)
  })

  it('KA-SUP-7 KA-SUP-9 KA-ACT-9: every result, harm and policy has its words in en, de, nl and nb, and the odds read without a key', () => {
    expect(Object.keys(odds.results).sort()).toEqual(['bothOut', 'fled', 'foesFled', 'lost', 'stopped', 'won'])
    expect(Object.keys(odds.harms).sort()).toEqual(['kritisch', 'leicht', 'mittel', 'out', 'schwer', 'toedlich', 'unusable'])
    expect(odds.policies.map((p) => p.id)).toEqual(['fightToTheEnd', 'fleeWhenLosing'])
    const messages = [...Object.values(odds.results), ...Object.values(odds.harms), ...odds.policies.map((p) => p.label)]
    for (const lang of LANGUAGES) for (const m of messages) expect(translator.has(lang, m.key), `${lang} ${m.key}`).toBe(true)
    const report = { ...estimate(odds.withPolicy(setup, 'fleeWhenLosing'), 'words', 2_000), policy: 'fleeWhenLosing' }
    for (const lang of LANGUAGES) {
      const text = oddsLines(report, odds, lang).join('\n')
      expect(text, lang).not.toMatch(/weltenbuch\.odds|\{\w+\}/)
      expect(text, lang).toContain(translator.text(odds.policies[1]!.label, lang))
    }
    const german = oddsLines(report, odds, 'de').join('\n')
    expect(german).toContain('die Helden sind geflohen')
    expect(german).toContain('verwundet')
  })
})
