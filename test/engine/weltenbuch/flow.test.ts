import { describe, expect, it } from 'vitest'
import { AnswerError, giveAnswer } from '../../../src-engine/core/index.ts'
import { decideBy, dice, duel, eventsOf, pendingKey, play, playSome, setupOf, sheet, stateAt, system, rolls } from './helpers.ts'

// Held and Ork: Kampfwert 8 (Geschick 5 + Schwerter 3), dodge 7, initiative base 10, ×2+2, Körper 6 (9 LP per level).

describe('KA-ROUND-1 KA-ROUND-2 KA-ROUND-3 KA-INI-1 KA-INI-2: Kampfabschnitte and one initiative roll per fight', () => {
  it('KA-ROUND-1 KA-ROUND-3 KA-INI-2: the fight starts with 20-second Kampfabschnitte; initiative is rolled once, not per Kampfabschnitt', () => {
    // Five attacks and five tying parries per Kampfabschnitt, two Kampfabschnitte, then the dice run out.
    const exchanges = Array.from({ length: 10 }, () => [5, 5]).flat()
    const { events, state } = playSome(duel(), dice(12, 2, ...exchanges))
    expect(eventsOf(events, 'fightStart')).toEqual([
      { type: 'weltenbuch.fightStart', rule: 'KA-ROUND-1', round: 0, params: { seconds: 20, ambushKey: 'weltenbuch.ambush.none' } }
    ])
    // The choices before the next roll are answered too, so Kampfabschnitt 3 has begun.
    expect(eventsOf(events, 'segmentStart').map((e) => e.params['segment'])).toEqual([1, 2, 3])
    expect(rolls(events, 'initiative')).toHaveLength(2)
    expect(state.status === 'pending' && state.request.round).toBe(3)
    expect(pendingKey(state)).toBe('attack:held')
    // KA-ROUND-2: both act in every Kampfabschnitt.
    for (const round of [1, 2]) {
      expect(rolls(events, 'attack').filter((e) => e.round === round)).toHaveLength(5)
      expect(rolls(events, 'parry', 'shield', 'dodge').filter((e) => e.round === round)).toHaveLength(5)
    }
  })
})

describe('KA-INI-4 KA-INI-11 KA-MELEE-4 KA-MELEE-1 KA-MELEE-2 KA-ACT-1 KA-ACT-2 KA-ACT-7 KA-ACT-8 KA-MELEE-3: order and actions', () => {
  it('KA-INI-1 KA-MELEE-4 KA-ACT-1 KA-MELEE-3: the higher initiative attacks; a party has five actions; attack and parry each use one', () => {
    const low = Array.from({ length: 5 }, () => [5, 5]).flat()
    const { events, requests } = playSome(duel(), dice(2, 12, ...low))
    expect(eventsOf(events, 'melee')[0]!.params['sideKey']).toBe('weltenbuch.side.foes')
    const round1 = rolls(events, 'attack').filter((e) => e.round === 1)
    expect(round1.map((e) => e.params['name'])).toEqual(['Ork', 'Ork', 'Ork', 'Ork', 'Ork'])
    // KA-MELEE-3: every attack is answered by a defence roll of the other party.
    expect(
      rolls(events, 'parry', 'shield', 'dodge')
        .filter((e) => e.round === 1)
        .map((e) => e.params['name'])
    ).toEqual(['Held', 'Held', 'Held', 'Held', 'Held'])
    // Both parties used all five: nothing lapses, the next Kampfabschnitt begins.
    expect(eventsOf(events, 'actionsLapse').filter((e) => e.round === 1)).toEqual([])
    expect(requests.filter((r) => r.key === 'action:ork' && r.round === 1)).toHaveLength(5)
  })
  it('KA-ACT-2 KA-ACT-13: a party may end its actions; the rest lapse', () => {
    const { events } = playSome(duel(), dice(12, 2, 5, 5), decideBy({ 'action:held': ['attack:ork', 'end'], 'action:ork': 'end' }))
    expect(eventsOf(events, 'pass').map((e) => e.params['name'])).toEqual(['Held', 'Ork'])
    expect(eventsOf(events, 'actionsLapse').map((e) => e.params['actions'])).toEqual([4, 4])
  })
})

describe('KA-MELEE-5 KA-MELEE-6 KA-MELEE-7 KA-MELEE-8 KA-MELEE-10 KA-GAP-7 KA-GAP-8: one exchange', () => {
  it('KA-MELEE-6: the defender chooses parry or dodge (or none); the default is the better value', () => {
    const { state } = stateAt(duel({}, { skills: { Schwerter: 3, Ausweichen: 5 } }), dice(12, 2, 7), (r) => r.key === 'defence:ork' && r.type === 'chooseOne')
    if (state.status !== 'pending' || state.request.type !== 'chooseOne') throw new Error('expected the defence choice')
    expect(state.request.key).toBe('defence:ork')
    expect(state.request.options.map((o) => o.id)).toEqual(['parry', 'dodge', 'none'])
    expect(state.request.default).toBe('dodge')
  })
  it('KA-MELEE-5: the attacker fights with the skill of his weapon', () => {
    const { events } = playSome(duel({ skills: { Schwerter: 6 } }), dice(12, 2, 7))
    expect(rolls(events, 'attack')[0]!.params).toMatchObject({ kampfwert: 11, total: 18 })
  })
  it('KA-MELEE-7: a hit (18 against 13) deals damage and the attacker acts next', () => {
    const { events, state } = playSome(duel(), dice(12, 2, 10, 5))
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ rule: 'KA-MELEE-7', params: { name: 'Held', margin: 5, whyKey: 'weltenbuch.why.higher' } })
    expect(eventsOf(events, 'damage')[0]!.params).toMatchObject({ raw: 12, recorded: 12 })
    expect(pendingKey(state)).toBe('attack:held')
  })
  it('KA-MELEE-8 KA-GAP-8: a parry two better (14 against 12) takes the initiative; one better (13) does not', () => {
    const two = playSome(duel(), dice(12, 2, 4, 6))
    expect(eventsOf(two.events, 'initiativeSwitch')).toEqual([
      { type: 'weltenbuch.initiativeSwitch', rule: 'KA-MELEE-8', round: 1, params: { name: 'Ork', margin: 2 } }
    ])
    expect(pendingKey(two.state)).toBe('attack:ork')
    const one = playSome(duel(), dice(12, 2, 4, 5))
    expect(eventsOf(one.events, 'initiativeSwitch')).toEqual([])
    expect(eventsOf(one.events, 'miss')[0]).toMatchObject({ rule: 'KA-MELEE-10', params: { attack: 12, defence: 13, whyKey: 'weltenbuch.why.lower' } })
    expect(pendingKey(one.state)).toBe('attack:held')
  })
  it('KA-MELEE-8 KA-GAP-8 KA-GAP-19: a miss nobody defended against takes nobody the initiative, however low the attack (−4)', () => {
    // Held, Geschick 0 with a club of bonus −10, attacks at 0 + 3 − 10 + 3 = −4; the orc does not defend: 12 is missed by far.
    const club = { id: 'knueppel', name: 'Knüppel', skill: 'Schwerter', bonus: -10, damage: '×1' }
    const weak = duel({ attributes: { geist: 5, koerper: 6, geschick: 0, sozial: 5, wille: 5, sinne: 5 }, weapons: [club] })
    const { events, state } = playSome(weak, dice(12, 2, 3), decideBy({ 'defence:ork': 'none' }))
    expect(eventsOf(events, 'miss')).toMatchObject([
      { rule: 'KA-GAP-19', params: { name: 'Held', attack: -4, minimum: 12, whyKey: 'weltenbuch.why.minimumMissed' } }
    ])
    expect(eventsOf(events, 'initiativeSwitch')).toEqual([])
    expect(pendingKey(state)).toBe('attack:held')
  })
  it('KA-GAP-7: a tie misses; with tieGoesToDefender off it hits', () => {
    const tie = playSome(duel(), dice(12, 2, 5, 5))
    expect(eventsOf(tie.events, 'hit')).toEqual([])
    expect(eventsOf(tie.events, 'miss')[0]).toMatchObject({ rule: 'KA-GAP-7', params: { attack: 13, defence: 13, whyKey: 'weltenbuch.why.tie' } })
    const attackerWins = playSome(duel({}, {}, { rules: { tieGoesToDefender: false } }), dice(12, 2, 5, 5))
    expect(eventsOf(attackerWins.events, 'hit')).toMatchObject([
      { rule: 'KA-GAP-7', params: { attack: 13, defence: 13, whyKey: 'weltenbuch.why.tieAttacker' } }
    ])
  })
  it('KA-MELEE-10: attack, defence, winner, then zone and damage, then the initiative switch, in that order', () => {
    const { events } = playSome(duel(), dice(12, 2, 10, 5))
    // Each test's one log line is its roll.
    const types = events.map((e) => (e.type === 'dice' ? String(e.params['key']).split(':')[0] : e.type.replace('weltenbuch.', '')))
    const from = types.indexOf('attack')
    expect(types.slice(from, from + 4)).toEqual(['attack', 'parry', 'hit', 'damage'])
  })
})

describe('KA-MELEE-9 KA-GAP-9: a successful dodge in a duel', () => {
  it('ends the Kampfabschnitt and both re-roll initiative (hero points allowed again); the new values count', () => {
    const { events, requests } = playSome(duel({ heroPoints: 1 }), dice(12, 2, 5, 6, 2, 12), decideBy({ 'defence:ork': 'dodge' }))
    expect(eventsOf(events, 'dodgeEndsSegment')).toHaveLength(1)
    expect(eventsOf(events, 'initiativeReroll')).toHaveLength(1)
    expect(requests.filter((r) => r.key === 'heroPoints:initiative:held')).toHaveLength(2)
    // After the re-roll the orc (22) is ahead of the hero (12).
    expect(eventsOf(events, 'melee')[1]!.params['sideKey']).toBe('weltenbuch.side.foes')
  })
  it('KA-MELEE-9 KA-INI-2: the re-roll is once: the Kampfabschnitt after it, ended without a dodge, is followed by no other', () => {
    // Re-roll 2 / 12: the orc leads Kampfabschnitt 2 with five attacks against five tying parries; Kampfabschnitt 3 begins.
    const ties = Array.from({ length: 5 }, () => [5, 5]).flat()
    const { events, state } = playSome(duel(), dice(12, 2, 5, 6, 2, 12, ...ties), decideBy({ 'defence:ork': 'dodge' }))
    expect(eventsOf(events, 'segmentStart').map((e) => e.params['segment'])).toEqual([1, 2, 3])
    expect(eventsOf(events, 'initiativeReroll').map((e) => e.round)).toEqual([1])
    expect(rolls(events, 'initiative')).toHaveLength(4)
    expect(state.status === 'pending' && state.request.round).toBe(3)
  })
  it('with rerollAfterDodge off the old initiative stays', () => {
    const { events } = playSome(duel({}, {}, { rules: { rerollAfterDodge: false } }), dice(12, 2, 5, 6), decideBy({ 'defence:ork': 'dodge' }))
    expect(eventsOf(events, 'dodgeEndsSegment')).toHaveLength(1)
    expect(eventsOf(events, 'initiativeReroll')).toEqual([])
    expect(eventsOf(events, 'melee')[1]!.params['sideKey']).toBe('weltenbuch.side.heroes')
  })
})

describe('KA-INI-7 KA-INI-8 KA-EX-4 KA-TEST-4 KA-GAP-30: hero points', () => {
  const heroSheet = { heroPoints: 2, attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 } }
  it('KA-INI-7 KA-EX-4: Geschick + Sinne 14, two points spent before an 8: 14 + 8 + 4 = 26', () => {
    const { events, state } = playSome(duel(heroSheet), dice(8), decideBy({ 'heroPoints:initiative:held': '2' }))
    expect(rolls(events, 'initiative')[0]!.params).toMatchObject({ base: 14, faces: [6, 2], bonus: 4, total: 26, notation: '18 + 2W6' })
    expect(eventsOf(events, 'heroPoints')[0]!.params).toMatchObject({ count: 2, pool: 0 })
    expect(pendingKey(state)).toBe('initiative:ork')
  })
  it('KA-INI-8: the points are asked before the roll; at the dice, a hero-point answer is rejected', () => {
    const setup = duel(heroSheet)
    let answers = giveAnswer(system, setup, [], { type: 'chooseOne', option: '0' })
    expect(() => giveAnswer(system, setup, answers, { type: 'chooseOne', option: '2' })).toThrow(AnswerError)
    answers = giveAnswer(system, setup, answers, { type: 'dice', faces: [4, 4] })
    expect(answers).toHaveLength(2)
  })
  it('KA-GAP-30: only heroes have hero points: an NSC whose sheet lists some is never asked to spend them', () => {
    const { requests } = playSome(duel({}, { heroPoints: 3 }), dice(12, 2, 7, 5))
    expect(requests.filter((r) => r.key.startsWith('heroPoints:'))).toEqual([])
    expect(requests.map((r) => r.key)).toContain('parry:ork')
  })
  it('KA-GAP-30 KA-TEST-4: +2 per point on other tests (attack 8 + 7 + 2); off by setting, then no question', () => {
    const on = playSome(duel({ heroPoints: 3 }), dice(12, 2, 7), decideBy({ 'heroPoints:attack:held': '1' }))
    expect(rolls(on.events, 'attack')[0]!.params['total']).toBe(17)
    const off = playSome(duel({ heroPoints: 3 }, {}, { rules: { heroPointsOnAllTests: false } }), dice(12, 2, 7))
    expect(off.requests.some((r) => r.key === 'heroPoints:attack:held')).toBe(false)
    expect(rolls(off.events, 'attack')[0]!.params['total']).toBe(15)
    const outcome = play(
      duel({ heroPoints: 3 }, { attributes: { geist: 5, koerper: 1, geschick: 5, sozial: 5, wille: 5, sinne: 5 } }),
      dice(12, 2, 12, 2, 12, 2),
      decideBy({ 'heroPoints:attack:held': '1' }),
      true
    ).outcome
    expect(outcome.combatants[0]).toMatchObject({ heroPointsSpent: 1, heroPoints: 2 })
  })
  it('KA-INI-7 KA-GAP-30: with heroPointsOnAllTests off the initiative still asks, offering 0 up to his points; with heroPointBonus 0 nothing asks', () => {
    const asked = (heroPoints: number, rules: Record<string, unknown>) =>
      playSome(duel({ heroPoints }, {}, { rules }), dice(12, 2, 7))
        .requests.filter((r) => r.key.startsWith('heroPoints:'))
        .map((r) => [r.key, r.type === 'chooseOne' ? r.options.map((o) => o.id).join(' ') : ''])
    expect(asked(3, { heroPointsOnAllTests: false })).toEqual([['heroPoints:initiative:held', '0 1 2 3']])
    expect(asked(12, { heroPointsOnAllTests: false })).toEqual([['heroPoints:initiative:held', '0 1 2 3 4 5 6 7 8 9 10']])
    expect(asked(3, { heroPointBonus: 0 })).toEqual([])
  })
  it('KA-GAP-30 KA-TEST-4 KA-MELEE-9: the points for an attack and for a dodge are asked as such, and the log says on which test they were spent', () => {
    // Held (22) attacks with a point: 8 + 2 + 3 = 13; the orc parries 8 + 7 = 15 and takes the initiative; his 8 + 5 = 13
    // is dodged with a point: 7 + 2 + 4 = 13 holds, and the re-roll asks again.
    const { events, requests } = playSome(
      duel({ heroPoints: 3 }),
      dice(12, 2, 3, 7, 5, 4),
      decideBy({ 'heroPoints:attack:held': '1', 'defence:held': 'dodge', 'heroPoints:dodge:held': '1' })
    )
    const question = (test: string, pool: number) => ({
      key: `heroPoints:${test}:held`,
      rule: test === 'initiative' ? 'KA-INI-7' : 'KA-GAP-30',
      params: { testKey: `weltenbuch.test.${test}`, pool, name: 'Held' }
    })
    expect(
      requests.filter((r) => r.key.startsWith('heroPoints:')).map((r) => ({ key: r.key, rule: r.type === 'dice' ? '' : r.rule, params: r.prompt.params }))
    ).toEqual([question('initiative', 3), question('attack', 3), question('dodge', 2), question('initiative', 1)])
    const spent = (test: string, pool: number) => ({
      type: 'weltenbuch.heroPoints',
      rule: 'KA-GAP-30',
      round: 1,
      params: { name: 'Held', count: 1, bonus: 2, testKey: `weltenbuch.test.${test}`, pool }
    })
    expect(eventsOf(events, 'heroPoints')).toEqual([spent('attack', 2), spent('dodge', 1)])
    expect(rolls(events, 'attack', 'parry', 'dodge').map((e) => [e.params['name'], e.params['total']])).toEqual([
      ['Held', 13],
      ['Ork', 15],
      ['Ork', 13],
      ['Held', 13]
    ])
  })
})

describe('KA-INI-9 KA-INI-10 KA-GAP-10: ties in a fight', () => {
  it('KA-INI-10: hero and NSC at the same initiative: the hero attacks', () => {
    const { events } = playSome(duel(), dice(7, 7))
    expect(eventsOf(events, 'melee')[0]!.params['sideKey']).toBe('weltenbuch.side.heroes')
  })
  it('KA-GAP-10: two NSCs at the same value roll off (2W6, again on a tie); the pool after spending decides between heroes', () => {
    const twoOrcs = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Held' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O2' }) }
      ]
    })
    const { events } = playSome(twoOrcs, dice(2, 7, 7, /* roll-off ties */ 5, 5, /* again */ 4, 9))
    expect(eventsOf(events, 'rolloff')[0]!.params['names']).toEqual(['O2 (9)', 'O1 (4)'])
    const heroes = (after: boolean) =>
      setupOf({
        rules: { tieComparesPoolAfterSpending: after },
        combatants: [
          { id: 'a', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'A', heroPoints: 3 }) },
          { id: 'b', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'B', heroPoints: 2 }) },
          { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O' }) }
        ]
      })
    // A spends 1 point and rolls 5 (10 + 2 + 5 = 17); B rolls 7 (17). After spending both have 2: roll-off.
    const after = playSome(heroes(true), dice(5, 7, 2, 3, 8), decideBy({ 'heroPoints:initiative:a': '1' }))
    expect(eventsOf(after.events, 'rolloff')[0]!.params['names']).toEqual(['B (8)', 'A (3)'])
    // Counting the pool before spending, A (3) is ahead of B (2) without a roll-off.
    const before = playSome(heroes(false), dice(5, 7, 2), decideBy({ 'heroPoints:initiative:a': '1' }))
    expect(eventsOf(before.events, 'rolloff')).toEqual([])
    expect(eventsOf(before.events, 'initiativeOrder')[0]!.params['names']).toEqual(['A (17)', 'B (17)', 'O (12)'])
  })
  it('KA-INI-9 KA-INI-7: counting the pool before spending, each point spent counts once, whoever spent it', () => {
    const heroes = setupOf({
      rules: { tieComparesPoolAfterSpending: false },
      combatants: [
        { id: 'a', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'A', heroPoints: 3 }) },
        { id: 'b', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'B', heroPoints: 4 }) },
        { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O' }) }
      ]
    })
    const order = (spender: 'a' | 'b', rollA: number, rollB: number) =>
      eventsOf(playSome(heroes, dice(rollA, rollB, 2), decideBy({ [`heroPoints:initiative:${spender}`]: '1' })).events, 'initiativeOrder')[0]!.params['names']
    // A spends 1 of 3 (pool 3), B keeps 4: B is ahead at 17 each.
    expect(order('a', 5, 7)).toEqual(['B (17)', 'A (17)', 'O (12)'])
    // B spends 1 of 4 (pool still 4), A keeps 3: B is ahead at 17 each.
    expect(order('b', 7, 5)).toEqual(['B (17)', 'A (17)', 'O (12)'])
  })
})
