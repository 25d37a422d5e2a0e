import { describe, expect, it } from 'vitest'
import { SetupError } from '../../../src-engine/core/index.ts'
import { halfOf, moraleRollKept, moraleStays } from '../../../src-engine/systems/thalia/morale.ts'
import { defaultThaliaRules, thaliaRulesSchema, thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { eventLine, outcomeLines, translator } from '../../../src-engine/text/index.ts'
import { combatant, monster, pc, play, setupOf, type Script } from './fixtures.ts'

const axe = {
  vern: 20,
  weapons: [{ name: 'Øks', damage: '1t6+20', attributes: ['makt'], skill: 'Øks' }],
  skills: { Øks: 'kyndig', True: 'kyndig' },
  factors: { makt: 2, agilitet: 0, intellekt: 0, karisma: 1 }
}
const heroes = (n: number) => ['Bertil', 'Arne', 'Cecilie'].slice(0, n).map((id) => pc(id, axe))
const goblins = (n: number, extra: (i: number) => Record<string, unknown> = () => ({}), leaderIndex = -1) =>
  Array.from({ length: n }, (_, i) => monster(`Gob${i + 1}`, { kampand: 7, ...extra(i) }, { group: 'goblins', leader: i === leaderIndex }))

/** Heroes go first; each kills the goblin named in `kills`; other dice from the seed. */
function fight(combatants: ReturnType<typeof goblins>, rules: Record<string, unknown>, kills: string[], script: Script = {}) {
  return play(setupOf([...heroes(kills.length || 1), ...combatants], { maxRounds: 1, ...rules }), {
    seed: 8,
    ...script,
    dice: { initiative: [[6, 1]], hit: kills.map(() => [15]), damage: kills.map(() => [1]), ...script.dice },
    choose: { action: kills.map((k) => (k.startsWith('threaten') ? k : `attack:${k}`)), ...script.choose }
  })
}

describe('Thalia Kampånd (MORALE)', () => {
  it('THA-MORALE-1 THA-MORALE-2: KÅ belongs to DKs and monsters, 2 to 12; SK sheets have none', () => {
    const base = setupOf([pc('A'), monster('M')])
    const withKa = (ka: unknown) => ({
      ...base,
      combatants: [base.combatants[0]!, { ...base.combatants[1]!, sheet: { ...base.combatants[1]!.sheet, kampand: ka } }]
    })
    expect(() => thaliaSystem.parseSetup(withKa(1))).toThrow(SetupError)
    expect(() => thaliaSystem.parseSetup(withKa(13))).toThrow(/kampand/)
    expect(() => thaliaSystem.parseSetup(withKa(undefined))).toThrow(/kampand/)
    expect(thaliaSystem.parseSetup(withKa(2)).combatants[1]!.sheet).toMatchObject({ kampand: 2 })
    const pcWithKa = { ...base, combatants: [{ sheet: { ...base.combatants[0]!.sheet, kampand: 7 } }, base.combatants[1]!] }
    expect(() => thaliaSystem.parseSetup(pcWithKa)).toThrow(SetupError)
  })

  it('THA-EX-11 THA-MORALE-3 THA-MORALE-4 THA-GAP-44: six goblins, KÅ 7, no leader: the first dies, the Judge rolls 8 > 7: the goblins flee (one roll for the group)', () => {
    const p = fight(goblins(6), {}, ['Gob1'], { dice: { morale: [[4, 4]] } })
    expect(p.requests.filter((r) => r.key === 'morale')).toHaveLength(1)
    expect(p.ofType('thalia.moraleTest')[0]!.params['reasonKey']).toBe('thalia.morale.firstDeath')
    expect(p.ofType('thalia.moraleFlees')).toHaveLength(5)
    expect(p.outcome.fled).toEqual(['Gob2', 'Gob3', 'Gob4', 'Gob5', 'Gob6'])
    expect(p.outcome.winner).toBe('players')
    expect(p.outcome.ended).toBe('victory')
  })

  it('THA-EX-11 THA-MORALE-4: with a roll of 7 (equal to KÅ) they stay', () => {
    const p = fight(goblins(6), {}, ['Gob1'], { dice: { morale: [[3, 4]] } })
    expect(p.ofType('thalia.moraleStays')).toHaveLength(5)
    expect(p.outcome.fled).toEqual([])
  })

  it('THA-EX-11 THA-MORALE-5: with a leader of KÅ 9, the test compares against 9 (8 stays)', () => {
    const p = fight(
      goblins(6, (i) => (i === 5 ? { kampand: 9 } : {}), 5),
      {},
      ['Gob1'],
      { dice: { morale: [[4, 4]] } }
    )
    expect(p.ofType('thalia.moraleStays').map((e) => e.params['ka'])).toEqual([9, 9, 9, 9, 9])
  })

  it("THA-GAP-50: after the leader dies each goblin uses its own KÅ; the setting keeps the leader's", () => {
    const group = goblins(6, (i) => (i === 0 ? { kampand: 11 } : {}), 0)
    const own = fight(group, {}, ['Gob1'], { dice: { morale: [[4, 4]] } })
    expect(own.ofType('thalia.moraleFlees').map((e) => e.params['ka'])).toEqual([7, 7, 7, 7, 7])
    const kept = fight(group, { afterLeader: 'leaderKa' }, ['Gob1'], { dice: { morale: [[4, 4]] } })
    expect(kept.ofType('thalia.moraleStays').map((e) => e.params['ka'])).toEqual([11, 11, 11, 11, 11])
  })

  it('THA-EX-11 THA-MORALE-6 THA-GAP-51: with Fordel, rolls of 10 and then 6 give 6 (the lower); with Ulempe the higher', () => {
    const adv = fight(
      goblins(6, () => ({ moraleEdge: 'advantage' })),
      {},
      ['Gob1'],
      { dice: { morale: [[5, 5]], moraleReroll: [[3, 3]] } }
    )
    expect(adv.ofType('thalia.moraleStays')[0]!.params['roll']).toBe(6)
    const dis = fight(
      goblins(6, () => ({ moraleEdge: 'disadvantage' })),
      {},
      ['Gob1'],
      { dice: { morale: [[3, 3]], moraleReroll: [[5, 5]] } }
    )
    expect(dis.ofType('thalia.moraleFlees')[0]!.params['roll']).toBe(10)
    expect(moraleRollKept(10, 6, 'advantage')).toBe(6)
    expect(moraleRollKept(10, 6, 'disadvantage')).toBe(10)
    expect(moraleRollKept(10, null, 'none')).toBe(10)
  })

  it('THA-MORALE-6 THA-GAP-44 THA-GAP-51: of the group’s two 2d6, Fordel keeps the lower and Ulempe the higher; a creature with neither keeps the first', () => {
    // First 6, then 10: the plain goblin and the one with Fordel stay on 6, the one with Ulempe flees on 10.
    const edges = [undefined, 'none', 'advantage', 'disadvantage']
    const p = fight(
      goblins(4, (i) => (edges[i] ? { moraleEdge: edges[i] } : {})),
      {},
      ['Gob1'],
      { dice: { morale: [[3, 3]], moraleReroll: [[5, 5]] } }
    )
    expect(p.requests.filter((r) => r.key === 'morale' || r.key === 'moraleReroll').map((r) => [r.key, r.rule])).toEqual([
      ['morale', 'THA-MORALE-4'],
      ['moraleReroll', 'THA-MORALE-6']
    ])
    expect(p.events.filter((e) => e.type === 'thalia.moraleStays' || e.type === 'thalia.moraleFlees').map((e) => [e.type, e.rule, e.params])).toEqual([
      ['thalia.moraleStays', 'THA-MORALE-4', { target: 'Gob2', roll: 6, ka: 7, adjustment: 0 }],
      ['thalia.moraleStays', 'THA-MORALE-4', { target: 'Gob3', roll: 6, ka: 7, adjustment: 0 }],
      ['thalia.moraleFlees', 'THA-MORALE-4', { target: 'Gob4', roll: 10, ka: 7, adjustment: 0 }]
    ])
    // The goblin that fled holds no prepared Action that could lapse at the end of the round.
    expect(p.ofType('thalia.preparedLapses')).toEqual([])
    // Without a second roll an edge has nothing to choose from: the one roll counts.
    expect(moraleRollKept(10, null, 'advantage')).toBe(10)
    expect(moraleRollKept(6, null, 'disadvantage')).toBe(6)
    expect(moraleRollKept(6, 10, 'none')).toBe(6)
  })

  it('THA-MORALE-3 THA-MORALE-4 THA-MORALE-6 THA-MORALE-10: the test, the Judge’s adjustment, his 2d6 and its second roll each cite their rule and name the group in the GM’s words', () => {
    // Monsters the setup puts in no group: the engine names their group, "the monsters", in each language.
    const p = play(setupOf([pc('Bertil', axe), monster('Gob1'), monster('Gob2', { moraleEdge: 'advantage' }), monster('Gob3')], { maxRounds: 1 }), {
      seed: 8,
      dice: { initiative: [[6, 1]], hit: [[15]], damage: [[1]], morale: [[3, 3]], moraleReroll: [[5, 5]] },
      choose: { action: ['attack:Gob1'] }
    })
    const rolls = p.requests.filter((r) => r.key.startsWith('morale'))
    expect(
      rolls.map((r) => [r.key, r.rule, r.type === 'dice' && r.parts.map((x) => x.label), translator.text(r.prompt, 'en'), translator.text(r.prompt, 'nb')])
    ).toEqual([
      ['moraleAdjust', 'THA-MORALE-10', false, 'Judge: adjustment to the Kampånd test of the monsters', 'Dommer: justering av Kampånds-testen for monstrene'],
      ['morale', 'THA-MORALE-4', ['Monstrene'], 'Kampånd test of the monsters', 'Kampånds-test for monstrene'],
      ['moraleReroll', 'THA-MORALE-6', ['Monstrene'], 'Fordel/Ulempe: second roll for the monsters', 'Fordel/Ulempe: nytt kast for monstrene']
    ])
    expect(
      p.events
        .filter((e) => e.type === 'thalia.moraleTest' || (e.type === 'dice' && String(e.params['key']).startsWith('morale')))
        .map((e) => eventLine(e, 'en'))
    ).toEqual([
      'Kampånd test of the monsters: the first of the group died [THA-MORALE-3]',
      'Kampånd test of the monsters: 2t6 → 3, 3 = 6 [THA-MORALE-4]',
      'Fordel/Ulempe: second roll for the monsters: 2t6 → 5, 5 = 10 [THA-MORALE-6]'
    ])
  })

  /** Six goblins pass the tests of the first death and of half dead (the 3rd death), and so fight to the death; Gob4 falls in round 2. */
  const swornToTheDeath = () =>
    play(setupOf([...heroes(3), ...goblins(6)], { maxRounds: 2 }), {
      seed: 9,
      dice: {
        initiative: [[6, 1]],
        hit: Array(4).fill([15]),
        damage: Array(4).fill([1]),
        morale: [
          [3, 3],
          [2, 2]
        ]
      },
      choose: { 'r1:action': ['attack:Gob1', 'attack:Gob2', 'attack:Gob3'], 'r2:action': ['attack:Gob4', 'pass', 'pass'] }
    })

  it('THA-EX-11 THA-MORALE-9 THA-MORALE-12 THA-GAP-45: a group passing the first-death test and the half-dead test (3rd death of 6) fights to the death, tests no more and is immune to True', () => {
    const p = swornToTheDeath()
    expect(p.ofType('thalia.moraleTest').map((e) => [e.round, e.params['reasonKey']])).toEqual([
      [1, 'thalia.morale.firstDeath'],
      [1, 'thalia.morale.halfDead']
    ])
    expect(p.ofType('thalia.fightsToDeath').map((e) => eventLine(e, 'en'))).toEqual([
      'Gob4 has passed 2 Kampånd tests and fights until killed [THA-MORALE-9]',
      'Gob5 has passed 2 Kampånd tests and fights until killed [THA-MORALE-9]',
      'Gob6 has passed 2 Kampånd tests and fights until killed [THA-MORALE-9]'
    ])
    expect(combatant(p, 'Gob5').fightsToDeath).toBe(true)
    const r2 = p.requests.find((r) => r.key === 'action' && r.round === 2 && r.actor === 'Arne')
    expect(r2?.type).toBe('chooseOne')
    expect(r2?.type === 'chooseOne' && r2.options.some((o) => o.id.startsWith('threaten:'))).toBe(false)
  })

  it('the outcome and the standing name a goblin killed after he swore to fight to the death once, as dead; those still standing fight on', () => {
    // Found by a GM play-through: "Goblin 3: død" and "Goblin 3: kjemper til døden" stood one under the other.
    const p = swornToTheDeath()
    expect(combatant(p, 'Gob4')).toMatchObject({ status: 'dead', fightsToDeath: true, hpLost: 8 })
    const lines = outcomeLines('thalia', p.outcome, 'nb')
    expect(lines.filter((l) => l.startsWith('Gob4:'))).toEqual(['Gob4: død'])
    expect(lines.filter((l) => l.startsWith('Gob5:'))).toEqual(['Gob5: kjemper til døden'])
    expect(outcomeLines('thalia', p.outcome, 'en').filter((l) => l.startsWith('Gob4:'))).toEqual(['Gob4: dead'])
    const marksOf = (id: string) =>
      p.state
        .standing!.sides.flatMap((s) => s.combatants)
        .find((c) => c.id === id)!
        .marks.map((m) => m.key)
    expect(marksOf('Gob4')).not.toContain('fightsToDeath')
    expect(marksOf('Gob5')).toContain('fightsToDeath')
  })

  it('THA-GAP-45: "half dead" rounds up by default (5 goblins: the 3rd death); "floor" tests at the 2nd', () => {
    expect(halfOf(defaultThaliaRules, 5)).toBe(3)
    expect(halfOf(thaliaRulesSchema.parse({ halfDeadRounding: 'floor' }), 5)).toBe(2)
    const floor = fight(goblins(5), { halfDeadRounding: 'floor' }, ['Gob1', 'Gob2'], {
      dice: {
        morale: [
          [1, 1],
          [1, 1]
        ]
      }
    })
    expect(floor.ofType('thalia.moraleTest')).toHaveLength(2)
    const ceil = fight(goblins(5), {}, ['Gob1', 'Gob2'], { dice: { morale: [[1, 1]] } })
    expect(ceil.ofType('thalia.moraleTest')).toHaveLength(1)
    // A group of 2: the one death meets both triggers and causes one test.
    const pair = fight(goblins(2), {}, ['Gob1'], { dice: { morale: [[1, 1]] } })
    expect(pair.ofType('thalia.moraleTest')).toHaveLength(1)
    // Likewise 3 under "floor" (half is 1): that one test was the half-dead test too, so the 2nd death causes none.
    const trio = fight(goblins(3), { halfDeadRounding: 'floor' }, ['Gob1', 'Gob2'], { dice: { morale: [[1, 1]] } })
    expect(trio.ofType('thalia.moraleTest').map((e) => e.params['reasonKey'])).toEqual(['thalia.morale.firstDeath'])
    expect(combatant(trio, 'Gob3')).toMatchObject({ status: 'active', moraleTestsPassed: 1, fightsToDeath: false })
  })

  it('THA-MORALE-3 THA-MORALE-11 THA-GAP-45: a group is its DKs and monsters: an SK listed first under the goblins’ group name neither joins it nor takes it to his side', () => {
    const bertil = { ...heroes(1)[0]!, group: 'goblins' }
    const p = play(setupOf([bertil, ...heroes(2).slice(1), ...goblins(4)], { maxRounds: 1 }), {
      seed: 8,
      dice: {
        initiative: [[6, 1]],
        hit: [[15], [15]],
        damage: [[1], [1]],
        morale: [
          [1, 1],
          [1, 1]
        ]
      },
      choose: { action: ['attack:Gob1', 'attack:Gob2'] }
    })
    // The group is still the enemy's: Bertil may use True on it.
    const action = p.requests.find((r) => r.key === 'action' && r.actor === 'Bertil')
    expect(action?.type === 'chooseOne' && action.options.map((o) => o.id)).toContain('threaten:goblins')
    // Four goblins, not five: the 2nd death is half of them.
    expect(p.ofType('thalia.moraleTest').map((e) => e.params['reasonKey'])).toEqual(['thalia.morale.firstDeath', 'thalia.morale.halfDead'])
  })

  it('THA-MORALE-7 THA-MORALE-5: a KÅ 12 creature fights to the death: it never tests or flees, nor does one it leads', () => {
    const p = fight(
      goblins(3, (i) => (i === 2 ? { kampand: 12 } : {})),
      {},
      ['Gob1'],
      { dice: { morale: [[6, 6]] } }
    )
    expect(p.outcome.fled).toEqual(['Gob2'])
    expect(combatant(p, 'Gob3').status).toBe('active')
    // A goblin led by a KÅ 12 Leader tests with its KÅ (THA-MORALE-5): it stays without a roll, and the log says why.
    const led = fight(
      goblins(3, (i) => (i === 0 ? { kampand: 12 } : {}), 0),
      {},
      ['Gob2']
    )
    // Nothing to roll, so nothing to adjust either (THA-MORALE-10): the Judge is asked nothing.
    expect(led.requests.filter((r) => r.key.startsWith('morale'))).toEqual([])
    expect(led.ofType('thalia.moraleLeaderStays').map((e) => eventLine(e, 'nb'))).toEqual([
      'Gob3 forblir i Kampen: Lederen Gob1 har KÅ 12 (ingen terning) [THA-MORALE-7]'
    ])
    // The rule's own test says so too, whatever the roll and the Judge's adjustment (12 against 12 − 2 would flee).
    expect(moraleStays(defaultThaliaRules, 12, 12, -2)).toBe(true)
  })

  it('THA-MORALE-7: a group left with only KÅ 12 creatures, who never test, has no test at all: no line, no adjustment asked, no roll', () => {
    const p = fight(
      goblins(2, (i) => (i === 1 ? { kampand: 12 } : {})),
      {},
      ['Gob1']
    )
    expect(combatant(p, 'Gob1').status).toBe('dead')
    expect(p.events.filter((e) => e.type.startsWith('thalia.morale'))).toEqual([])
    expect(p.requests.filter((r) => r.key.startsWith('morale'))).toEqual([])
  })

  it('THA-MORALE-8 THA-GAP-48: a KÅ 2 creature always flees at its first test, even on a roll of 2; setting "fightStart" makes it flee at once', () => {
    const p = fight(
      goblins(3, (i) => (i === 2 ? { kampand: 2 } : {})),
      {},
      ['Gob1'],
      { dice: { morale: [[1, 1]] } }
    )
    // No roll counts for KÅ 2, and the log names none (the group's roll of 2 was for the others).
    expect(p.ofType('thalia.moraleAlwaysFlees').map((e) => [e.params['target'], e.rule])).toEqual([['Gob3', 'THA-MORALE-8']])
    expect(eventLine(p.ofType('thalia.moraleAlwaysFlees')[0]!, 'nb')).toBe('Gob3 har KÅ 2 og flykter alltid (ingen terning) [THA-MORALE-8]')
    expect(moraleStays(defaultThaliaRules, 2, 2, 2)).toBe(false)
    // Even under a bold leader (KÅ 11) the KÅ 2 goblin flees; KÅ 12 never does under a timid one.
    const led = fight(
      goblins(4, (i) => ({ kampand: [11, 7, 2, 12][i] }), 0),
      {},
      ['Gob2'],
      { dice: { morale: [[5, 5]] } }
    )
    expect(led.outcome.fled).toEqual(['Gob3'])
    expect(led.ofType('thalia.moraleStays').map((e) => e.params['target'])).toEqual(['Gob1'])
    const q = fight(
      goblins(3, (i) => (i === 2 ? { kampand: 2 } : {})),
      { ka2Flees: 'fightStart' },
      ['Gob1'],
      { dice: { morale: [[1, 1]] } }
    )
    expect(q.ofType('thalia.moraleAlwaysFlees')[0]!.rule).toBe('THA-GAP-48')
    expect(q.ofType('thalia.moraleAlwaysFlees')[0]!.round).toBe(0)
  })

  it('THA-GAP-48 THA-MORALE-1 THA-MORALE-3: under "fightStart" only a hostile DK or monster with KÅ 2 that can still act flees as the fight starts; an ally, an SK or one already down stays', () => {
    const weak = { attacks: [{ name: 'Klør', damage: '1t2' }], hp: 50, maxHp: 50 }
    const p = play(
      setupOf(
        [
          pc('Bertil', axe),
          // An SK the setup marks hostile still has no KÅ to test.
          { ...pc('Arne', axe), hostile: true },
          monster('Vakt', { ...weak, kampand: 2 }, { side: 'players', group: 'guards' }),
          monster('Gob1', { ...weak, kampand: 2 }),
          monster('Gob2', { ...weak, kampand: 7 }),
          monster('Gob3', { ...weak, kampand: 2, hp: 0 })
        ],
        { maxRounds: 1, ka2Flees: 'fightStart' }
      ),
      { seed: 4, dice: { initiative: [[6, 1]] }, choose: { action: ['pass', 'pass'], target: ['Bertil'] } }
    )
    expect(p.ofType('thalia.moraleAlwaysFlees').map((e) => [e.round, e.rule, eventLine(e, 'en')])).toEqual([
      [0, 'THA-GAP-48', 'Gob1 has KÅ 2 and always flees (no roll) [THA-GAP-48]']
    ])
    expect(p.outcome.combatants.map((c) => [c.id, c.status])).toEqual([
      ['Bertil', 'active'],
      ['Arne', 'active'],
      ['Vakt', 'active'],
      ['Gob1', 'fled'],
      ['Gob2', 'active'],
      ['Gob3', 'dead']
    ])
  })

  it('THA-MORALE-10 THA-GAP-46 THA-GAP-47: the Judge adjusts −2..+2; a bonus is added to KÅ (9 vs 7 + 2 stays); setting "roll" adds it to the roll', () => {
    const p = fight(goblins(3), {}, ['Gob1'], { dice: { morale: [[4, 5]] }, choose: { moraleAdjust: ['2'] } })
    const adjust = p.requests.find((r) => r.key === 'moraleAdjust')
    expect(adjust?.type === 'chooseOne' && [adjust.options.map((o) => o.id), adjust.default]).toEqual([['-2', '-1', '0', '1', '2'], '0'])
    expect(p.ofType('thalia.moraleStays')).toHaveLength(2)
    const q = fight(goblins(3), { moraleAdjustmentTo: 'roll' }, ['Gob1'], { dice: { morale: [[2, 3]] }, choose: { moraleAdjust: ['2'] } })
    expect(q.ofType('thalia.moraleStays')).toHaveLength(2)
    const r = fight(goblins(3), { moraleAdjustmentTo: 'roll' }, ['Gob1'], { dice: { morale: [[3, 3]] }, choose: { moraleAdjust: ['2'] } })
    expect(r.ofType('thalia.moraleFlees')).toHaveLength(2)
    // Never on KÅ 2 or 12 ("PÅ 2 / PÅ 12" read as KÅ): no adjustment asked, none applied.
    const edge = fight(
      goblins(3, (i) => ({ kampand: i === 1 ? 2 : 12 })),
      {},
      ['Gob1'],
      {}
    )
    expect(edge.requests.some((x) => x.key === 'moraleAdjust')).toBe(false)
    expect(edge.requests.some((x) => x.key === 'morale')).toBe(false)
    expect(defaultThaliaRules.paReading).toBe('ka')
  })

  it('THA-MORALE-11 THA-GAP-49: an SK uses its Action on True (Karisma + True); success forces a test of the group that counts toward Passed 2', () => {
    const p = fight(goblins(3), {}, ['threaten:goblins'], { dice: { threaten: [[11]], morale: [[2, 2]] } })
    const test = p.ofType('thalia.test')[0]!.params
    expect([test['skill'], test['attributeKey'], test['total'], test['target']]).toEqual(['True', 'thalia.attr.karisma', 12, 12])
    expect(p.ofType('thalia.moraleTest').map((e) => eventLine(e, 'en'))).toEqual(['Kampånd test of goblins: forced by the Ferdighet True [THA-MORALE-11]'])
    expect(combatant(p, 'Gob1').moraleTestsPassed).toBe(1)
    const q = fight(goblins(3), { forcedTestCounts: false }, ['threaten:goblins'], { dice: { threaten: [[11]], morale: [[2, 2]] } })
    expect(combatant(q, 'Gob1').moraleTestsPassed).toBe(0)
    // The setting leaves the tests of THA-MORALE-3 counting: the first death's test passed is one toward Passed 2.
    const own = fight(goblins(3), { forcedTestCounts: false }, ['Gob1'], { dice: { morale: [[2, 2]] } })
    expect([combatant(own, 'Gob2').moraleTestsPassed, combatant(own, 'Gob3').moraleTestsPassed]).toEqual([1, 1])
    const byMakt = fight(goblins(3), { threatenAttribute: 'makt' }, ['threaten:goblins'], { dice: { threaten: [[10]], morale: [[2, 2]] } })
    expect(byMakt.ofType('thalia.test')[0]!.params).toMatchObject({ attributeKey: 'thalia.attr.makt', total: 12 })
    const failed = fight(goblins(3), {}, ['threaten:goblins'], { dice: { threaten: [[5]] } })
    expect(failed.ofType('thalia.threatenFailed')).toHaveLength(1)
    expect(failed.ofType('thalia.moraleTest')).toHaveLength(0)
  })

  it('THA-MORALE-11: the option, the roll and the log name True as the Ferdighet it is, in every language, not as a bare "(True)" that reads like yes/no', () => {
    const p = fight(goblins(3), {}, ['threaten:goblins'], { dice: { threaten: [[5]] } })
    const action = p.requests.find((r) => r.key === 'action')!
    const option = action.type === 'chooseOne' ? action.options.find((o) => o.id === 'threaten:goblins')! : undefined
    const roll = p.requests.find((r) => r.key === 'threaten')!
    const failed = p.ofType('thalia.threatenFailed')[0]!
    const texts = (lang: 'en' | 'de' | 'nl' | 'nb') => [translator.text(option!.label, lang), translator.text(roll.prompt, lang), eventLine(failed, lang)]
    expect(texts('en')[0]).toBe('Threaten group goblins (Ferdighet True)')
    expect(texts('de')[0]).toBe('Gruppe goblins drohen (Ferdighet True)')
    expect(texts('nl')[0]).toBe('Groep goblins bedreigen (Ferdighet True)')
    expect(texts('nb')[0]).toBe('Tru gruppen goblins (Ferdigheten True)')
    for (const lang of ['en', 'de', 'nl', 'nb'] as const)
      for (const text of texts(lang)) {
        expect(text).toMatch(/Ferdighet(en)? True/)
        expect(text).not.toMatch(/\(True\)|(^|\s)True mot/)
      }
  })

  it('THA-MORALE-11 THA-GAP-3: a group the engine named after its side is threatened by that side’s name in words: option, roll and failure', () => {
    const p = fight([monster('Gob1'), monster('Gob2')], {}, ['threaten:monsters'], { dice: { threaten: [[5]] } })
    const action = p.requests.find((r) => r.key === 'action')!
    const option = action.type === 'chooseOne' ? action.options.find((o) => o.id === 'threaten:monsters')! : undefined
    const roll = p.requests.find((r) => r.key === 'threaten')!
    expect([
      translator.text(option!.label, 'en'),
      `${translator.text(roll.prompt, 'en')} [${roll.rule}]`,
      ...p.ofType('thalia.threatenFailed').map((e) => eventLine(e, 'en'))
    ]).toEqual([
      'Threaten group the monsters (Ferdighet True)',
      'Bertil threatens group the monsters (Ferdighet True) [THA-MORALE-11]',
      'Bertil fails to threaten group the monsters (Ferdighet True) [THA-MORALE-11]'
    ])
  })

  it('THA-MORALE-12: KÅ 12 creatures are immune to True: a group of them is not offered', () => {
    const p = fight(
      goblins(2, () => ({ kampand: 12 })),
      {},
      [],
      { choose: { action: ['pass'] } }
    )
    const req = p.requests.find((r) => r.key === 'action')
    expect(req?.type).toBe('chooseOne')
    expect(req?.type === 'chooseOne' && req.options.some((o) => o.id.startsWith('threaten:'))).toBe(false)
  })

  it('THA-GAP-44: one 2d6 for the group by default; setting "perCreature" rolls for each', () => {
    const q = fight(goblins(4), { moraleRoll: 'perCreature' }, ['Gob1'], {
      dice: {
        morale: [
          [1, 1],
          [6, 6],
          [1, 1]
        ]
      }
    })
    expect(q.requests.filter((r) => r.key === 'morale')).toHaveLength(3)
    expect(q.outcome.fled).toEqual(['Gob3'])
  })

  it('THA-MORALE-3 THA-GAP-49: only hostile creatures test: allied guards on the player side do not', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', axe),
          monster('Vakt1', { kampand: 7 }, { group: 'guards', side: 'players' }),
          monster('Vakt2', { kampand: 7 }, { group: 'guards', side: 'players' }),
          monster('Troll', { hp: 60, maxHp: 60, kampand: 12, attacks: [{ name: 'Slag', damage: '1t6+20' }] })
        ],
        { maxRounds: 1 }
      ),
      { seed: 2, dice: { initiative: [[1, 6]] }, choose: { target: ['Vakt1'], action: ['pass'] } }
    )
    expect(combatant(p, 'Vakt1').status).toBe('dead')
    expect(p.ofType('thalia.moraleTest')).toHaveLength(0)
  })
})
