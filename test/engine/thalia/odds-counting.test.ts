// What one Thalia fight counts as in the odds, and the odds' policies and words: quick and exact, so mutation testing
// runs them (odds.test.ts, which plays tens of thousands of fights against exact probabilities, it leaves out).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SetupError } from '../../../src-engine/core/index.ts'
import { estimateOdds, tallyCalls } from '../odds-helpers.ts'
import { oddsLines } from '../../../src-engine/sim/report.ts'
import { thaliaSystem, type ThaliaOutcome, type ThaliaSetup, type ThaliaSetupInput } from '../../../src-engine/systems/thalia/index.ts'
import { LANGUAGES, translator } from '../../../src-engine/text/index.ts'
import { monster, pc, play } from './fixtures.ts'

const odds = thaliaSystem.odds!
const example = JSON.parse(readFileSync(new URL('../../../resources/examples/thalia-skirmish.json', import.meta.url), 'utf8')) as ThaliaSetupInput
const estimate = (setup: ThaliaSetup, seed: string, n: number) => estimateOdds(thaliaSystem, setup, seed, n)
const setupOf = (combatants: ThaliaSetupInput['combatants']): ThaliaSetup => thaliaSystem.parseSetup({ combatants, rules: {}, options: {} })

describe('Thalia odds: what one fight counts as', () => {
  const calls = (setup: ThaliaSetup, outcome: ThaliaOutcome) => tallyCalls(odds, setup, outcome)

  it('THA-DYING-1 THA-DYING-7 THA-MEN-1 THA-GAP-53: a new Mén, a friend stabilised (Bevisstløs), HP lost are harms of the living; the dead before the fight count nothing', () => {
    // Round 1: the goblin fells Arne (Mén: Armer 3, Klo-hånd) and Bertil stabilises him; round 2: Bertil parries and kills
    // the goblin. Cecilie was dead before the fight.
    const p = play(
      {
        combatants: [
          pc('Bertil', { skills: { Sverd: 'kyndig', Legekunst: 'kyndig' } }),
          pc('Arne', { hp: 2 }),
          pc('Cecilie', { status: 'dead' }),
          monster('Gob', { hp: 2, maxHp: 2, kampand: 12 })
        ],
        rules: { npcTarget: 'judge' }
      } as ThaliaSetupInput,
      {
        dice: {
          initiative: [[1], [6]],
          parry: [[2], [15]],
          npcDamage: [[6]],
          menLocation: [[3]],
          men: [[3]],
          menSide: [[1]],
          lastBreath: [[4]],
          stabilise: [[15]],
          unconsciousDays: [[2]],
          hit: [[15]],
          damage: [[6]]
        },
        choose: { target: ['Arne'] }
      }
    )
    expect(p.outcome).toMatchObject({ system: 'thalia', winner: 'players', ended: 'victory' })
    expect(calls(p.setup, p.outcome)).toEqual(['result won', 'rounds 2', 'harmed 1 men', 'harmed 1 unconscious', 'harmed 1 hpLost', 'died 3'])
  })

  it('THA-GAP-53 THA-DYING-5 THA-END-1 THA-GAP-26: left Døende where the fight stops (aftermath stop); a monster that fled wounded lost HP; no winner is allDown or roundLimit', () => {
    const outcome = (o: Partial<ThaliaOutcome>, combatants: Partial<ThaliaOutcome['combatants'][number]>[]): ThaliaOutcome =>
      ({
        system: 'thalia',
        winner: null,
        ended: 'roundLimit',
        rounds: 3,
        dead: [],
        fled: [],
        dying: [],
        ...o,
        combatants: combatants.map((c) => ({ status: 'active', hpLost: 0, injuries: [], kind: 'pc', side: 'players', ...c }))
      }) as ThaliaOutcome
    const setup = setupOf([pc('Bertil'), monster('Gob')])
    expect(
      calls(
        setup,
        outcome({}, [
          { status: 'dying', hpLost: 10 },
          { kind: 'monster', side: 'monsters', status: 'fled', hpLost: 3 }
        ])
      )
    ).toEqual(['result roundLimit', 'rounds 3', 'harmed 0 dying', 'harmed 0 hpLost', 'harmed 1 hpLost'])
    expect(calls(setup, outcome({ ended: 'allDown' }, [{ status: 'dead' }, { kind: 'monster', side: 'monsters', status: 'dead' }]))).toEqual([
      'result allDown',
      'rounds 3',
      'died 0',
      'died 1'
    ])
    // A lost fight with an SK who ran is fled; without one, lost.
    expect(calls(setup, outcome({ ended: 'victory', winner: 'monsters' }, [{ status: 'fled' }, { kind: 'monster', side: 'monsters' }]))[0]).toBe('result fled')
    expect(
      calls(
        setup,
        outcome({ ended: 'victory', winner: 'monsters' }, [
          { status: 'stabilised', hpLost: 10 },
          { kind: 'monster', side: 'monsters' }
        ])
      )
    ).toEqual(['result lost', 'rounds 3', 'harmed 0 unconscious', 'harmed 0 hpLost'])
  })

  it('THA-END-1 THA-DYING-7 THA-ACT-5: only an SK of the party who ran makes a lost fight "fled"; one Bevisstløs before the fight is no new harm', () => {
    // Bertil (0 HP: stabilised before the fight) and the DK Hauk are the party; Ragnar is an SK of a side of his own.
    const setup = thaliaSystem.parseSetup(
      setupOf([pc('Bertil', { hp: 0 }), { ...monster('Hauk', { kind: 'dk' }), side: 'players' }, { ...pc('Ragnar'), side: 'rivals' }, monster('Gob')]) as never
    )
    const lost = (ragnar: string, hauk: string): ThaliaOutcome =>
      ({
        system: 'thalia',
        winner: 'monsters',
        ended: 'victory',
        rounds: 2,
        dead: [],
        fled: [],
        dying: [],
        combatants: [
          { kind: 'pc', side: 'players', status: 'stabilised', hpLost: 0, injuries: [] },
          { kind: 'dk', side: 'players', status: hauk, hpLost: 0, injuries: [] },
          { kind: 'pc', side: 'rivals', status: ragnar, hpLost: 0, injuries: [] },
          { kind: 'monster', side: 'monsters', status: 'active', hpLost: 0, injuries: [] }
        ]
      }) as unknown as ThaliaOutcome
    expect(calls(setup, lost('fled', 'fled'))).toEqual(['result lost', 'rounds 2'])
    expect(calls(setup, lost('active', 'active'))).toEqual(['result lost', 'rounds 2'])
  })
})

describe('Thalia odds: policies and words', () => {
  const setup = thaliaSystem.parseSetup(example)

  it("THA-ACT-5 THA-END-1: the fighters the odds list, in setup order with their sides; the party is the SKs' side", () => {
    const mixed = thaliaSystem.parseSetup(
      setupOf([
        pc('Bertil'),
        { ...monster('Hauk', { kind: 'dk', name: 'Hauk den gamle' }), side: 'players' },
        monster('Gob', {}, { group: 'goblins' }),
        monster('Ulv', {}, { side: 'wolves' })
      ]) as never
    )
    expect(odds.combatants(mixed)).toEqual([
      { id: 'Bertil', name: 'Bertil', side: 'players', party: true },
      { id: 'Hauk', name: 'Hauk den gamle', side: 'players', party: true },
      { id: 'Gob', name: 'Gob', side: 'goblins', party: false },
      { id: 'Ulv', name: 'Ulv', side: 'wolves', party: false }
    ])
  })

  it('THA-ACT-5 THA-END-1: withPolicy names an unknown policy, leaves the setup as it was, and keeps a setup the policy does not change', () => {
    expect(() => odds.withPolicy(setup, 'surrender')).toThrow(SetupError)
    expect(() => odds.withPolicy(setup, 'surrender')).toThrow(/^policy: "surrender" is not a policy of thalia; known: fightToTheEnd, fleeWhenLosing$/)
    const before = structuredClone(setup)
    const fleeing = odds.withPolicy(setup, 'fleeWhenLosing')
    expect(fleeing.options).toEqual({ ...setup.options, whenLosing: 'flee' })
    expect(setup).toEqual(before)
    expect(odds.withPolicy(setup, 'fightToTheEnd')).toBe(setup)
    expect(odds.withPolicy(fleeing, 'fightToTheEnd').options.whenLosing).toBe('fight')
    // The policy's setup is a setup: it parses as it is (the app's worker sends setups as JSON).
    expect(thaliaSystem.parseSetup(JSON.parse(JSON.stringify(fleeing)))).toEqual(fleeing)
    expect(() => thaliaSystem.parseSetup({ ...example, options: { whenLosing: 'surrender' } })).toThrow(/options\.whenLosing/)
  })

  it('THA-ACT-5 THA-MEN-1 THA-DYING-7: every result, harm and policy has its words in en, de, nl and nb, and the odds read without a key', () => {
    const messages = [...Object.values(odds.results), ...Object.values(odds.harms), ...odds.policies.map((p) => p.label)]
    expect(Object.keys(odds.results).sort()).toEqual(['allDown', 'fled', 'lost', 'roundLimit', 'won'])
    expect(Object.keys(odds.harms).sort()).toEqual(['dying', 'hpLost', 'men', 'unconscious'])
    expect(odds.policies.map((p) => p.id)).toEqual(['fightToTheEnd', 'fleeWhenLosing'])
    for (const lang of LANGUAGES) for (const m of messages) expect(translator.has(lang, m.key), `${lang} ${m.key}`).toBe(true)
    const report = { ...estimate(odds.withPolicy(setup, 'fleeWhenLosing'), 'words', 2_000), policy: 'fleeWhenLosing' }
    for (const lang of LANGUAGES) {
      const text = oddsLines(report, odds, lang).join('\n')
      expect(text, lang).not.toMatch(/thalia\.odds|\{\w+\}/)
      expect(text, lang).toContain(translator.text(odds.policies[1]!.label, lang))
    }
    expect(oddsLines(report, odds, 'nb').join('\n')).toContain('flyktet')
  })
})
