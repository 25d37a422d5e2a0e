import { describe, expect, it } from 'vitest'
import type { WeltenbuchSetupInput } from '../../../src-engine/systems/weltenbuch/setup.ts'
import { archer, decideBy, dice, eventsOf, pendingKey, placed, play, playSome, rolls, setupOf, sheet, stateAt } from './helpers.ts'

/** Everyone at 0 m; the orcs take the first hero in reach (their rolled targets are tested in targets.test.ts). */
function party(heroes: string[], foes: string[], extra: Partial<WeltenbuchSetupInput> = {}) {
  return setupOf({
    combatants: [
      ...heroes.map((id) => ({ id, side: 'heroes' as const, kind: 'hero' as const, sheet: sheet({ name: id.toUpperCase() }) })),
      ...foes.map((id) => ({ id, side: 'foes' as const, kind: 'nsc' as const, sheet: sheet({ name: id.toUpperCase() }) }))
    ],
    ...extra,
    rules: { nscTarget: 'first', ...extra.rules }
  })
}

describe('KA-GROUP-1 KA-GROUP-2 KA-GROUP-5 KA-EX-10 KA-GAP-11 KA-GAP-12 KA-GAP-14: three heroes against two orcs', () => {
  // Initiative heroes 22, 21, 20; orcs 12, 13. Five hero attacks of 8 + 2 + 3 = 13 against tying parries.
  const script = dice(12, 11, 10, 2, 3, ...Array.from({ length: 5 }, () => [3, 5]).flat())
  // Played in each test, not at collection, which Stryker would count as static (as in example.test.ts).
  const threeAgainstTwo = () => playSome(party(['h1', 'h2', 'h3'], ['o1', 'o2']), script)

  it("KA-EX-10 KA-GROUP-5 KA-GAP-14: every hero attack gets +2, the orcs' parries nothing", () => {
    const { events } = threeAgainstTwo()
    const attacks = rolls(events, 'attack').filter((e) => e.round === 1)
    expect(attacks.map((e) => e.params['total'])).toEqual([13, 13, 13, 13, 13])
    // The sixth bonus announces the attack whose dice the script no longer has.
    expect(eventsOf(events, 'largerParty')).toHaveLength(6)
    expect(rolls(events, 'parry', 'shield', 'dodge').every((e) => e.params['total'] === 13)).toBe(true)
  })
  it('KA-GROUP-1: the party of three has five actions, not fifteen', () => {
    const { events } = threeAgainstTwo()
    expect(rolls(events, 'attack').filter((e) => e.round === 1)).toHaveLength(5)
    expect(eventsOf(events, 'segmentStart')).toHaveLength(2)
  })
  it('KA-GROUP-2 KA-GAP-12: members take turns in initiative order, one action each', () => {
    const { events, state } = threeAgainstTwo()
    expect(
      rolls(events, 'attack')
        .filter((e) => e.round === 1)
        .map((e) => e.params['name'])
    ).toEqual(['H1', 'H2', 'H3', 'H1', 'H2'])
    expect(pendingKey(state)).toBe('attack:h1')
  })
  it("KA-GAP-12: a member with nothing to do (lame, out of reach) is skipped instead of ending the party's turn", () => {
    const setup = setupOf({
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', position: -30, sheet: sheet({ name: 'H1', unusableZones: ['lBein'] }) },
        { id: 'h2', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H2' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) }
      ]
    })
    const { events } = playSome(setup, dice(12, 11, 2, 3, 5))
    expect(eventsOf(events, 'pass').map((e) => e.params['name'])).toEqual(['H1'])
    expect(rolls(events, 'attack')[0]!.params['name']).toBe('H2')
  })
  it("KA-ACT-13 KA-GAP-12: a member who ends ends his whole party's turn, and the log says so; the orc then attacks", () => {
    // Initiative 22, 21 / 12: H1 ends at once for both heroes.
    const { events, requests, state } = playSome(party(['h1', 'h2'], ['o1']), dice(12, 11, 2), decideBy({ 'action:h1': 'end' }))
    expect(eventsOf(events, 'pass')).toEqual([
      { type: 'weltenbuch.pass', rule: 'KA-ACT-13', round: 1, params: { name: 'H1', actions: 5, endsKey: 'weltenbuch.ends.party' } }
    ])
    expect(requests.some((r) => r.key === 'action:h2')).toBe(false)
    expect(pendingKey(state)).toBe('attack:o1')
  })
  it('KA-GAP-12: with membersAlternate off the GM picks who acts', () => {
    const pick = playSome(
      party(['h1', 'h2', 'h3'], ['o1', 'o2'], { rules: { membersAlternate: false } }),
      dice(12, 11, 10, 2, 3, 3, 5),
      decideBy({ 'actor:heroes': 'h3' })
    )
    // The question, whole: the members able to act, the first in the rotation by default.
    expect(pick.requests.find((r) => r.key === 'actor:heroes')).toEqual({
      type: 'chooseOne',
      key: 'actor:heroes',
      round: 1,
      prompt: { key: 'weltenbuch.prompt.actor', params: {} },
      rule: 'KA-GAP-12',
      options: ['H1', 'H2', 'H3'].map((name) => ({ id: name.toLowerCase(), label: { key: 'weltenbuch.option.actor', params: { name } } })),
      default: 'h1'
    })
    expect(rolls(pick.events, 'attack')[0]!.params['name']).toBe('H3')
  })
  it('KA-GAP-12: with membersAlternate off the GM picks only among members able to act', () => {
    const setup = setupOf({
      rules: { nscTarget: 'first', membersAlternate: false },
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H1' }) },
        { id: 'h2', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H2' }) },
        { id: 'h3', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H3', damage: 40 }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) }
      ]
    })
    const { requests } = playSome(setup, dice(12, 11, 2))
    const ask = requests.find((r) => r.key === 'actor:heroes')
    expect(ask?.type === 'chooseOne' ? ask.options.map((o) => o.id) : []).toEqual(['h1', 'h2'])
    // A party with one member able to act has nobody to pick from: nobody is asked.
    const alone = playSome(party(['h1'], ['o1'], { rules: { membersAlternate: false } }), dice(12, 2, 5, 5))
    expect(alone.requests.filter((r) => r.key.startsWith('actor:'))).toEqual([])
  })
  it('KA-GAP-14: equal parties get no bonus; the count can include members unable to act', () => {
    const even = playSome(party(['h1', 'h2'], ['o1', 'o2']), dice(12, 11, 2, 3, 3, 5))
    expect(eventsOf(even.events, 'largerParty')).toEqual([])
    const setup = (activeOnly: boolean) =>
      setupOf({
        rules: { largerPartyCountsActiveOnly: activeOnly },
        combatants: [
          { id: 'h1', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H1' }) },
          { id: 'h2', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H2', damage: 40 }) },
          { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) }
        ]
      })
    expect(eventsOf(playSome(setup(true), dice(12, 2, 3, 5)).events, 'largerParty')).toEqual([])
    expect(eventsOf(playSome(setup(false), dice(12, 2, 3, 5)).events, 'largerParty').filter((e) => e.round === 1)[0]!.params).toMatchObject({
      name: 'H1',
      bonus: 2
    })
  })
  it('KA-GAP-14 KA-GROUP-5 KA-ACT-9: counting the members unable to act too, one who fled still counts no more', () => {
    // Orcs first (22, 21), heroes 12, 13. O1 flees; the heroes' reaction is an attack on O2: two against one.
    const setup = party(['h1', 'h2'], ['o1', 'o2'], { rules: { largerPartyCountsActiveOnly: false } })
    const { events, state } = playSome(setup, dice(2, 3, 12, 11), decideBy({ 'action:o1': 'flee' }))
    expect(eventsOf(events, 'fled').map((e) => e.params['name'])).toEqual(['O1'])
    expect(eventsOf(events, 'largerParty')).toEqual([{ type: 'weltenbuch.largerParty', rule: 'KA-GROUP-5', round: 1, params: { name: 'H2', bonus: 2 } }])
    expect(pendingKey(state)).toBe('attack:h2')
  })
})

describe('KA-GROUP-3 KA-GROUP-4 KA-GAP-13: a dodge in a group fight', () => {
  // Orcs first (22, 21), heroes 12, 13. O1 attacks H1 (13), H1 dodges with 7 + 7 = 14.
  const setup = (over: Partial<WeltenbuchSetupInput> = {}) => party(['h1', 'h2'], ['o1', 'o2'], over)
  const script = decideBy({ 'defence:h1': 'dodge', 'action:o2': 'attack:h2' })

  it('KA-GROUP-3 KA-GROUP-4: the Kampfabschnitt goes on, and the dodger is skipped when his party gets the initiative', () => {
    // O2 attacks H2 (12); H2 parries two better (14): the heroes attack, but H1 (who dodged) is skipped.
    const { events, state } = playSome(setup(), dice(2, 3, 12, 11, 5, 7, 4, 6), script)
    expect(eventsOf(events, 'dodgeEndsSegment')).toEqual([])
    expect(eventsOf(events, 'dodgerLosesInitiative')).toEqual([
      { type: 'weltenbuch.dodgerLosesInitiative', rule: 'KA-GROUP-4', round: 1, params: { name: 'H1' } }
    ])
    expect(eventsOf(events, 'initiativeSwitch')[0]!.params['name']).toBe('H2')
    expect(pendingKey(state)).toBe('attack:h2')
  })
  it('KA-GAP-13: the dodger may still defend by default; with dodgerMayDefend off he is undefended', () => {
    const again = decideBy({ 'defence:h1': 'dodge', 'action:o2': 'attack:h1' })
    const may = playSome(setup(), dice(2, 3, 12, 11, 5, 7, 5), again)
    expect(may.requests.filter((r) => r.key === 'defence:h1')).toHaveLength(2)
    const mayNot = playSome(
      setup({ rules: { dodgerMayDefend: false } }),
      dice(2, 3, 12, 11, 5, 7, 5),
      decideBy({ 'defence:h1': 'dodge', 'action:o2': 'attack:h1' })
    )
    expect(mayNot.requests.filter((r) => r.key === 'defence:h1')).toHaveLength(1)
    expect(eventsOf(mayNot.events, 'undefended')[0]!.params).toMatchObject({ target: 'H1', minimum: 12 })
  })
  it('KA-GROUP-3 KA-GROUP-4 KA-MELEE-9: a lone orc against two heroes is a group fight too: his dodge ends nothing, he only loses his initiative', () => {
    // Heroes 22, 21, the orc 12. H1 attacks at 8 + 2 (larger party) + 3 = 13; O1 dodges with 7 + 6 = 13: the tie holds.
    const { events, requests, state } = playSome(party(['h1', 'h2'], ['o1']), dice(12, 11, 2, 3, 6), decideBy({ 'defence:o1': 'dodge' }))
    expect(rolls(events, 'attack', 'dodge').map((e) => [e.params['name'], e.params['total']])).toEqual([
      ['H1', 13],
      ['O1', 13]
    ])
    expect(eventsOf(events, 'dodgeEndsSegment')).toEqual([])
    expect(eventsOf(events, 'dodgerLosesInitiative')).toEqual([
      { type: 'weltenbuch.dodgerLosesInitiative', rule: 'KA-GROUP-4', round: 1, params: { name: 'O1' } }
    ])
    // No re-roll: H2 attacks next in the same Kampfabschnitt.
    expect(requests.some((r) => r.key.startsWith('initiative:') && r.round === 2)).toBe(false)
    expect(pendingKey(state)).toBe('attack:h2')
  })
})

describe('KA-INI-5 KA-GAP-23 KA-GAP-22 KA-AMBUSH-3 KA-AMBUSH-4 KA-GAP-20: the heroes lay an ambush', () => {
  const ambush = (over: Partial<WeltenbuchSetupInput> = {}) => party(['h1', 'h2'], ['o1'], { ambushBy: 'heroes', ...over })
  it('KA-INI-5 KA-GAP-23: the players pick who begins; that hero makes the first, unanswerable blow', () => {
    const { events, requests } = playSome(ambush(), dice(12, 11, 2, 5), decideBy({ ambushLeader: 'h2' }))
    expect(requests.find((r) => r.key === 'ambushLeader')).toEqual({
      type: 'chooseOne',
      key: 'ambushLeader',
      round: 1,
      prompt: { key: 'weltenbuch.prompt.ambushLeader', params: {} },
      rule: 'KA-INI-5',
      options: ['H1', 'H2'].map((name) => ({ id: name.toLowerCase(), label: { key: 'weltenbuch.option.actor', params: { name } } })),
      default: 'h1'
    })
    expect(rolls(events, 'attack')[0]!.params['name']).toBe('H2')
    expect(eventsOf(events, 'melee')).toEqual([
      {
        type: 'weltenbuch.melee',
        rule: 'KA-INI-5',
        round: 1,
        params: { heroes: ['H1', 'H2'], foes: ['O1'], sideKey: 'weltenbuch.side.heroes', attackersKey: 'weltenbuch.attackers.heroes' }
      }
    ])
    expect(requests.some((r) => r.key === 'defence:o1')).toBe(false)
    // KA-GAP-20: the NSC has no Heldenstufe, so the minimum roll is 12 + 0; 8 + 2 (larger party) + 5 = 15.
    expect(eventsOf(events, 'undefended')[0]!.params).toMatchObject({ minimum: 12, total: 15 })
  })
  it('KA-GAP-22 KA-AMBUSH-3 KA-AMBUSH-4: after the first blow the orc is ready, with as many actions as the heroes (4)', () => {
    const blowAndFourParries = dice(12, 11, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5)
    const { events, state } = playSome(ambush(), blowAndFourParries)
    expect(eventsOf(events, 'ambushOver')[0]!.params['actions']).toBe(4)
    // Four parries use up the orc's four actions: the next thing is Kampfabschnitt 2.
    expect(state.status === 'pending' && state.request.round).toBe(2)
    // Without matching the orc keeps a fifth action and attacks once the heroes are done (KA-ACT-5).
    const noMatch = playSome(ambush({ rules: { ambushActionsMatchAttacker: false } }), blowAndFourParries)
    expect(noMatch.state.status === 'pending' && noMatch.state.request.round).toBe(1)
    expect(pendingKey(noMatch.state)).toBe('attack:o1')
  })
  it('KA-GAP-23: without the choice the highest initiative begins', () => {
    const { requests, events } = playSome(ambush({ rules: { ambushersChooseLeader: false } }), dice(12, 11, 2, 5))
    expect(requests.some((r) => r.key === 'ambushLeader')).toBe(false)
    expect(rolls(events, 'attack')[0]!.params['name']).toBe('H1')
  })
  it('KA-GAP-20: nscHeldenstufe sets the level of NSCs without one', () => {
    const { events } = playSome(ambush({ rules: { nscHeldenstufe: 2 } }), dice(12, 11, 2, 5))
    expect(eventsOf(events, 'undefended')[0]!.params).toMatchObject({ minimum: 14 })
    // A hero without a Heldenstufe on his sheet stays at 0: the orcs' ambush blow needs 12.
    const onHero = playSome(party(['h1'], ['o1'], { ambushBy: 'foes', rules: { nscHeldenstufe: 2 } }), dice(2, 12, 5))
    expect(eventsOf(onHero.events, 'undefended')[0]!.params).toMatchObject({ target: 'H1', level: 0, minimum: 12 })
  })
})

describe('KA-GAP-11 KA-ROUND-2 KA-INI-4: outside melee everyone has his own slot and five actions', () => {
  const deftArcher = (id: string, name: string) => archer(id, { name, attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 } })
  const twoArchers = () =>
    setupOf({ combatants: [deftArcher('a', 'A'), deftArcher('b', 'B'), { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O' }) }] })
  // Initiative A 22, B 21, O 12; every shot 11 + 3 = 14 misses the 16.
  const misses = Array.from({ length: 6 }, () => 3)

  it('KA-GAP-11 KA-INI-4 KA-ACT-11: A shoots, spans, shoots, spans, shoots; then B the same with five of his own, then O', () => {
    const { events } = playSome(twoArchers(), dice(12, 11, 2, ...misses))
    expect(eventsOf(events, 'turn').map((e) => [e.params['name'], e.params['actions']])).toEqual([
      ['A', 5],
      ['B', 5],
      ['O', 5]
    ])
    expect(eventsOf(events, 'shot').map((e) => e.params['name'])).toEqual(['A', 'A', 'A', 'B', 'B', 'B'])
  })
  it('KA-GAP-11 KA-ACT-2: one character ending his actions ends only his own turn', () => {
    const { events } = playSome(twoArchers(), dice(12, 11, 2, ...misses.slice(0, 3)), decideBy({ 'action:a': 'end' }))
    expect(eventsOf(events, 'pass').map((e) => [e.params['name'], e.params['actions']])).toEqual([['A', 5]])
    expect(eventsOf(events, 'shot').map((e) => e.params['name'])).toEqual(['B', 'B', 'B'])
  })
})

describe('KA-MELEE-1 KA-GROUP-1 KA-GROUP-5 KA-GAP-14: separate melees are separate engagements', () => {
  // H1 against O1 and O2 at 0 m; H2 against O3 at 100 m. Initiative H1 12, H2 13, O1 22, O2 21, O3 20.
  const setup = () =>
    setupOf({
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H1' }) },
        { id: 'h2', side: 'heroes', kind: 'hero', position: 100, sheet: sheet({ name: 'H2' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O2' }) },
        { id: 'o3', side: 'foes', kind: 'nsc', position: 100, sheet: sheet({ name: 'O3' }) }
      ]
    })
  const initiative = [2, 3, 12, 11, 10]

  it('KA-MELEE-1 KA-GROUP-1 KA-GROUP-5: each melee has five actions per party; only the two orcs get +2', () => {
    // Melee 1: 8 + 2 + 5 = 15 against parries of 8 + 7; melee 2: 8 + 5 = 13 against 8 + 5. All ties: no damage.
    const { events } = playSome(
      setup(),
      dice(...initiative, ...Array.from({ length: 5 }, () => [5, 7]).flat(), ...Array.from({ length: 5 }, () => [5, 5]).flat())
    )
    expect(
      eventsOf(events, 'melee')
        .filter((e) => e.round === 1)
        .map((e) => [e.params['heroes'], e.params['foes']])
    ).toEqual([
      [['H1'], ['O1', 'O2']],
      [['H2'], ['O3']]
    ])
    const attacks = rolls(events, 'attack').filter((e) => e.round === 1)
    expect(attacks.map((e) => [e.params['name'], e.params['total']])).toEqual([
      ['O1', 15],
      ['O2', 15],
      ['O1', 15],
      ['O2', 15],
      ['O1', 15],
      ['O3', 13],
      ['O3', 13],
      ['O3', 13],
      ['O3', 13],
      ['O3', 13]
    ])
    expect(
      eventsOf(events, 'largerParty')
        .filter((e) => e.round === 1)
        .map((e) => e.params['name'])
    ).toEqual(['O1', 'O2', 'O1', 'O2', 'O1'])
  })
  it("KA-MELEE-2: the next melee has its turn only when the first one's Kampfabschnitt is finished", () => {
    const { events } = playSome(
      setup(),
      dice(...initiative, ...Array.from({ length: 5 }, () => [5, 7]).flat(), ...Array.from({ length: 5 }, () => [5, 5]).flat())
    )
    const round1 = rolls(events, 'attack', 'parry', 'dodge', 'shield').filter((e) => e.round === 1)
    const names = round1.map((e) => e.params['name'])
    const firstOfSecondMelee = names.findIndex((name) => name === 'O3' || name === 'H2')
    expect(firstOfSecondMelee).toBe(10)
    expect(names.slice(0, 10).every((name) => ['H1', 'O1', 'O2'].includes(name as string))).toBe(true)
  })
  it('KA-MELEE-9 KA-GAP-9: a dodge ends only its own duel, and only those two re-roll initiative', () => {
    // Melee 1 as before; then H2 dodges O3's first attack (7 + 6 = 13 ties 13: the dodge succeeds).
    const { events, requests } = playSome(
      setup(),
      dice(...initiative, ...Array.from({ length: 5 }, () => [5, 7]).flat(), 5, 6, 4, 4, 6, 6),
      decideBy({ 'defence:h2': 'dodge' })
    )
    expect(eventsOf(events, 'dodgeEndsSegment').map((e) => e.params['name'])).toEqual(['H2'])
    expect(eventsOf(events, 'initiativeReroll')[0]!.params['names']).toEqual(['H2', 'O3'])
    const rerolled = requests
      .filter((r) => r.type === 'dice' && r.key.startsWith('initiative:'))
      .slice(5)
      .map((r) => r.key)
    expect(rerolled).toEqual(['initiative:h2', 'initiative:o3'])
  })
})

describe('KA-ACT-9 KA-SUP-8 KA-GAP-17: a party that flees with a member already out', () => {
  it('KA-ACT-9 KA-GAP-17 KA-SUP-9: one hero is out (lost torso), the other flees: the heroes lost by fleeing, not defeated', () => {
    const setup = setupOf({
      combatants: [
        { id: 'lahm', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Lahm', unusableZones: ['rumpf'] }) },
        { id: 'held', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Held' }) },
        { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork' }) }
      ]
    })
    // Initiative Held 22, Ork 12 (Lahm, out of the fight, rolls none); Held's first action is to flee.
    const { outcome, events } = play(setup, dice(12, 2), decideBy({ 'action:held': 'flee' }))
    expect(outcome.combatants.map((c) => [c.id, c.status])).toEqual([
      ['lahm', 'unable'],
      ['held', 'fled'],
      ['ork', 'able']
    ])
    expect(outcome).toMatchObject({ winner: 'foes', reason: 'fled' })
    expect(eventsOf(events, 'fightEnd')[0]!.params).toMatchObject({ winnerKey: 'weltenbuch.winner.foes', reasonKey: 'weltenbuch.end.fled.heroes' })
  })
})

describe('KA-MELEE-1 KA-GROUP-2 KA-GAP-12: joining a melee', () => {
  it('KA-MELEE-1 KA-GROUP-2 KA-GAP-12: whoever a move brings into the melee joins the party in initiative order: O2 (17) reacts before O1 (12)', () => {
    // H1 (22) and O1 (12) in melee at 0 m; O2 (17) waits at 6 m. H1 moves up to O2, who joins the orcs' party.
    const setup = setupOf({ rules: { nscTarget: 'first' }, combatants: [placed('h1', 'heroes', 0), placed('o1', 'foes', 0), placed('o2', 'foes', 6)] })
    const { requests, events } = playSome(setup, dice(12, 2, 7), decideBy({ 'action:h1': 'move:o2' }))
    expect(eventsOf(events, 'melee')[0]!.params).toMatchObject({ heroes: ['H1'], foes: ['O1'] })
    expect(eventsOf(events, 'move')[0]!.params).toMatchObject({ name: 'H1', target: 'O2', distance: 0 })
    expect(requests.map((r) => r.key).slice(0, 5)).toEqual(['initiative:h1', 'initiative:o1', 'initiative:o2', 'action:h1', 'reaction:o2'])
    // The melee goes on: it is not begun again.
    expect(eventsOf(events, 'melee')).toHaveLength(1)
  })
  it('KA-MELEE-1 KA-INI-11: a lone hero who moves into reach begins a melee there, and its line names both sides', () => {
    // H1 (22) at 0 m, O1 (12) at 8 m: H1 closes in with his first action.
    const setup = setupOf({ combatants: [placed('h1', 'heroes', 0), placed('o1', 'foes', 8)] })
    const { events } = playSome(setup, dice(12, 2, 7), decideBy({ 'action:h1': ['move:o1'] }))
    expect(eventsOf(events, 'move')[0]!.params).toMatchObject({ name: 'H1', distance: 0 })
    expect(eventsOf(events, 'melee')).toMatchObject([{ params: { heroes: ['H1'], foes: ['O1'] } }])
  })
  it('KA-MELEE-1 KA-SUP-8: passing an orc unable to act begins no melee', () => {
    // H1 (22) at 0 m moves 10 m towards O2 (at 40 m), stops 1 m from O1, who is at tödlich, and ends his turn.
    const setup = setupOf({
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'H1' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', position: 9, sheet: sheet({ name: 'O1', damage: 40 }) },
        { id: 'o2', side: 'foes', kind: 'nsc', position: 40, sheet: sheet({ name: 'O2' }) }
      ]
    })
    const { events } = playSome(setup, dice(12, 2), decideBy({ 'action:h1': ['move:o2', 'end'] }))
    expect(eventsOf(events, 'move')[0]!.params).toMatchObject({ name: 'H1', distance: 30 })
    // The only melee is the one O2 begins when he reaches H1 at his own slot.
    expect(eventsOf(events, 'melee').map((e) => e.params['foes'])).toEqual([['O2']])
  })
  it('KA-MELEE-1 KA-SUP-8 KA-GAP-11: an orc unable to act links nobody: H1 beside him stays out of the melee of H2 and O2 beyond him', () => {
    // H1 0 m, O1 (tödlich) 2 m, H2 4 m, O2 6 m: only O1 is in reach of both heroes. Initiative H1 22, H2 21, O2 12.
    const setup = setupOf({
      combatants: [
        placed('h1', 'heroes', 0),
        { id: 'o1', side: 'foes', kind: 'nsc', position: 2, sheet: sheet({ name: 'O1', damage: 40 }) },
        placed('h2', 'heroes', 4),
        placed('o2', 'foes', 6)
      ]
    })
    const { events, requests } = playSome(setup, dice(12, 11, 2), decideBy({ 'action:h1': 'end' }))
    expect(eventsOf(events, 'turn')).toEqual([{ type: 'weltenbuch.turn', rule: 'KA-GAP-11', round: 1, params: { name: 'H1', actions: 5 } }])
    expect(eventsOf(events, 'melee').map((e) => [e.params['heroes'], e.params['foes']])).toEqual([[['H2'], ['O2']]])
    expect(requests.filter((r) => r.key.startsWith('action:')).map((r) => r.key)).toEqual(['action:h1', 'action:h2'])
  })
  it('KA-MELEE-1 KA-GAP-11 KA-GAP-12: reach links enemies only: H2 two metres behind H1, four from O1, is not in their melee and keeps his own slot', () => {
    // H1 0 m, O1 2 m, H2 −2 m. Initiative H1 22, H2 21, O1 12.
    const setup = setupOf({ combatants: [placed('h1', 'heroes', 0), placed('o1', 'foes', 2), placed('h2', 'heroes', -2)] })
    const { events, state } = playSome(setup, dice(12, 2, 11))
    expect(eventsOf(events, 'melee')).toEqual([
      {
        type: 'weltenbuch.melee',
        rule: 'KA-INI-11',
        round: 1,
        params: { heroes: ['H1'], foes: ['O1'], sideKey: 'weltenbuch.side.heroes', attackersKey: 'weltenbuch.attackers.heroes' }
      }
    ])
    expect(eventsOf(events, 'largerParty')).toEqual([])
    expect(pendingKey(state)).toBe('attack:h1')
  })
  it('KA-INI-11 KA-GAP-12 KA-INI-4: the highest initiative in the melee attacks, not the highest in the fight: with H1 (22) far off, O1 (21) attacks H2 (12)', () => {
    const setup = setupOf({ combatants: [placed('h1', 'heroes', -50), placed('o1', 'foes', 0), placed('h2', 'heroes', 0)] })
    const { events, state } = playSome(setup, dice(12, 11, 2), decideBy({ 'action:h1': 'end' }))
    expect(eventsOf(events, 'melee')).toEqual([
      {
        type: 'weltenbuch.melee',
        rule: 'KA-INI-11',
        round: 1,
        params: { heroes: ['H2'], foes: ['O1'], sideKey: 'weltenbuch.side.foes', attackersKey: 'weltenbuch.attackers.foes' }
      }
    ])
    expect(pendingKey(state)).toBe('attack:o1')
  })
  it('KA-ACT-9 KA-MELEE-1 KA-ACT-13: one who fled stays out of the melee he stood in: in the next Kampfabschnitt H1 alone ends his own turn', () => {
    // All at 0 m; H2 22, H1 21, O1 12. H2 flees, O1 waits, H1 and O1 end; in Kampfabschnitt 2 H1 and O1 end again.
    const setup = setupOf({ rules: { maxSegments: 2 }, combatants: [placed('h1', 'heroes', 0), placed('h2', 'heroes', 0), placed('o1', 'foes', 0)] })
    const { events } = play(setup, dice(11, 12, 2), decideBy({ 'action:h2': 'flee', 'reaction:o1': 'wait', 'action:h1': 'end', 'action:o1': 'end' }))
    expect(eventsOf(events, 'fled').map((e) => e.params['name'])).toEqual(['H2'])
    expect(eventsOf(events, 'pass').map((e) => [e.round, e.params['name'], e.params['endsKey']])).toEqual([
      [1, 'H1', 'weltenbuch.ends.party'],
      [1, 'O1', 'weltenbuch.ends.own'],
      [2, 'H1', 'weltenbuch.ends.own'],
      [2, 'O1', 'weltenbuch.ends.own']
    ])
    // The actions that lapse are the party's; the log names only those of its members still able to act.
    expect(eventsOf(events, 'actionsLapse').map((e) => [e.round, e.params['names'], e.params['actions']])).toEqual([
      [1, ['H1'], 4],
      [1, ['O1'], 5],
      [2, ['H1'], 5],
      [2, ['O1'], 5]
    ])
  })
  it('KA-GAP-11 KA-GROUP-1 KA-ACT-9: a party of the last Kampfabschnitt is gone in the next: H1, alone once O1 has fled, ends only his own turn; H2 still has his slot', () => {
    // H1 22, H2 21, O1 13 at 0 m; O2 12 at 50 m. Kampfabschnitt 1: the heroes end, O1 flees, O2 ends. Kampfabschnitt 2: everyone ends.
    const setup = setupOf({
      rules: { maxSegments: 2, nscTarget: 'first' },
      combatants: [placed('h1', 'heroes', 0), placed('h2', 'heroes', 0), placed('o1', 'foes', 0), placed('o2', 'foes', 50)]
    })
    const { events } = play(setup, dice(12, 11, 3, 2), decideBy({ 'action:h1': 'end', 'action:h2': 'end', 'action:o1': 'flee', 'action:o2': 'end' }))
    expect(eventsOf(events, 'pass').map((e) => [e.round, e.params['name'], e.params['endsKey']])).toEqual([
      [1, 'H1', 'weltenbuch.ends.party'],
      [1, 'O2', 'weltenbuch.ends.own'],
      [2, 'H1', 'weltenbuch.ends.own'],
      [2, 'H2', 'weltenbuch.ends.own'],
      [2, 'O2', 'weltenbuch.ends.own']
    ])
    expect(eventsOf(events, 'turn').map((e) => [e.round, e.params['name']])).toEqual([
      [1, 'O2'],
      [2, 'H1'],
      [2, 'H2'],
      [2, 'O2']
    ])
  })
  it('KA-GAP-27 KA-GROUP-1 KA-MELEE-1: an orc who spent an action dodging an arrow joins the melee with his fellow, whose five count: the party has five', () => {
    // Eliria (22) at −30 m shoots O1 (13): 11 + 7 = 18 hits; O1 sees it (9 + 7 = 16) and dodges (11 + 8 = 19), an action
    // of his slot spent. At H1's slot (21) H1 meets O1 and O2 (12); H1 ends, and O1 is asked with his party's actions.
    const dodger = { skills: { Schwerter: 3, Ausweichen: 6, Wahrnehmung: 4 } }
    const setup = setupOf({
      combatants: [
        archer('archer', { attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 } }),
        placed('h1', 'heroes', 0),
        { id: 'o1', side: 'foes', kind: 'nsc', position: 0, sheet: sheet({ name: 'O1', ...dodger }) },
        placed('o2', 'foes', 0)
      ]
    })
    const decide = decideBy({ 'action:archer': ['shoot:o1', 'end'], 'missileDefence:o1': 'dodge', 'action:h1': 'end' })
    const { events, requests } = playSome(setup, dice(12, 11, 3, 2, 7, 7, 8), decide)
    expect(eventsOf(events, 'missileAvoid')[0]!.params).toMatchObject({ name: 'O1', avoided: true })
    expect(requests.filter((r) => r.key.startsWith('action:')).map((r) => [r.key, r.prompt.params?.['actions']])).toEqual([
      ['action:archer', 5],
      ['action:archer', 4],
      ['action:h1', 5],
      ['action:o1', 5]
    ])
  })
  it('KA-MELEE-1 KA-ACT-4 KA-GAP-12: a reaction move that reaches another hero brings him into the melee at once: he acts next', () => {
    // H1 (22, lame) and O1 (12) in melee at 0 m, H2 (13) at 10 m. H1 puts his sword away; O1's reaction is to go for H2.
    // Now H1 has nobody in reach and cannot walk (nothing to do), so his party's next action is H2's attack on O1.
    const setup = setupOf({
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'H1', unusableZones: ['lBein'] }) },
        placed('o1', 'foes', 0),
        placed('h2', 'heroes', 10)
      ]
    })
    const { requests, events, state } = playSome(setup, dice(12, 2, 3), decideBy({ 'action:h1': ['switch:unarmed'], 'reaction:o1': 'move:h2' }))
    expect(eventsOf(events, 'move')[0]!.params).toMatchObject({ name: 'O1', target: 'H2', distance: 0 })
    expect(requests.map((r) => r.key).filter((k) => k.startsWith('action:') || k.startsWith('reaction:'))).toEqual(['action:h1', 'reaction:o1', 'action:h2'])
    expect(pendingKey(state)).toBe('attack:h2')
  })
  it('KA-MELEE-1 KA-GROUP-1 KA-ACT-4: an orc whose slot is over joins a melee with the actions of his fellow still to come: they react at once', () => {
    // O1 (22) and O2 (12) at 10 m, H1 (17) at 0 m. O1 ends his slot; H1 moves up to both: one orc party, 5 actions (O2's).
    const setup = setupOf({ combatants: [placed('h1', 'heroes', 0), placed('o1', 'foes', 10), placed('o2', 'foes', 10)] })
    const { requests } = playSome(setup, dice(7, 12, 2), decideBy({ 'action:o1': 'end' }))
    const choices = requests.filter((r) => r.round === 1 && (r.key.startsWith('action:') || r.key.startsWith('reaction:')))
    expect(choices.map((r) => r.key)).toEqual(['action:o1', 'action:h1', 'reaction:o1'])
    expect(choices[2]).toMatchObject({ default: 'attack:h1' })
  })
  it('KA-GAP-15 KA-ACT-6: an ambushing orc whose slot is over, reached alone, has no action left and lost no initiative: with free defences only after a switch he is undefended', () => {
    const setup = setupOf({ ambushBy: 'foes', rules: { freeActionOnEveryDefence: false }, combatants: [placed('h1', 'heroes', 0), placed('o1', 'foes', 10)] })
    // Initiative 22 / 17, but the ambusher's slot comes first: O1 ends it; H1 moves up to him and attacks 8 + 5 = 13 against 12 + 0.
    const { events, requests } = playSome(setup, dice(12, 7, 5), decideBy({ 'action:o1': 'end', 'action:h1': ['move:o1', 'attack:o1'] }))
    expect(requests.some((r) => r.key === 'defence:o1')).toBe(false)
    expect(eventsOf(events, 'undefended')[0]!.params).toMatchObject({ target: 'O1', total: 13, minimum: 12 })
  })
  it('KA-GAP-16 KA-INI-11: that party used no free action, so in the next Kampfabschnitt the orcs attack first by initiative', () => {
    const setup = setupOf({ combatants: [placed('h1', 'heroes', 0), placed('o1', 'foes', 10), placed('o2', 'foes', 10)] })
    const everyoneEnds = decideBy({ 'action:o1': 'end', 'action:o2': 'end', 'reaction:o1': 'wait', 'reaction:o2': 'wait', 'action:h1': ['move:o1', 'end'] })
    const { events } = playSome(setup, dice(7, 12, 2), everyoneEnds)
    expect(eventsOf(events, 'melee').filter((e) => e.round === 2)[0]).toMatchObject({ rule: 'KA-INI-11', params: { sideKey: 'weltenbuch.side.foes' } })
  })
})

describe('KA-INI-6 KA-GAP-23: the foes lay an ambush in melee', () => {
  it("KA-INI-6 KA-GAP-23 KA-GROUP-2: the orcs' chosen leader strikes first, though the hero has the highest initiative and the other orc a higher one", () => {
    // Initiative H 22, O1 17, O2 12; the orcs choose O2 to begin. Everyone at 0 m.
    const { events } = playSome(party(['h'], ['o1', 'o2'], { ambushBy: 'foes' }), dice(12, 7, 2, 9), decideBy({ ambushLeader: 'o2' }))
    expect(eventsOf(events, 'melee')[0]!).toMatchObject({ rule: 'KA-INI-6', params: { sideKey: 'weltenbuch.side.foes' } })
    expect(rolls(events, 'attack')[0]!.params['name']).toBe('O2')
  })
  it('KA-GAP-23 KA-GROUP-2 KA-MELEE-1: a leader who begins by moving into the melee is followed by the other orc: members alternate', () => {
    // H (17) and O1 (22) at 0 m, the leader O2 (12) at 10 m: he closes in (joining O1's party), then O1 strikes, then O2.
    const setup = setupOf({
      ambushBy: 'foes',
      rules: { nscTarget: 'first' },
      combatants: [placed('h', 'heroes', 0), placed('o1', 'foes', 0), placed('o2', 'foes', 10)]
    })
    const { requests } = playSome(setup, dice(7, 12, 2, 7, 7, 7, 7), decideBy({ ambushLeader: 'o2' }))
    expect(requests.map((r) => r.key).filter((k) => k.startsWith('action:'))).toEqual(['action:o2', 'action:o1', 'action:o2', 'action:o1'])
  })
  it('KA-INI-6 KA-INI-11 KA-AMBUSH-3: once the surprise is over the orc attacks by his initiative, and the melee line of Kampfabschnitt 2 says so', () => {
    // H 12, O1 22, both at 0 m. O1 ends his ambush slot without a blow (H may not act before the surprise is over); both end in Kampfabschnitt 2.
    const setup = party(['h'], ['o1'], { ambushBy: 'foes', rules: { nscTarget: 'first', maxSegments: 2 } })
    const { events } = play(setup, dice(2, 12), decideBy({ 'action:o1': 'end', 'action:h': 'end' }))
    const line = (round: number, rule: string) => ({
      type: 'weltenbuch.melee',
      rule,
      round,
      params: { heroes: ['H'], foes: ['O1'], sideKey: 'weltenbuch.side.foes', attackersKey: 'weltenbuch.attackers.foes' }
    })
    expect(eventsOf(events, 'melee')).toEqual([line(1, 'KA-INI-6'), line(2, 'KA-INI-11')])
  })
  it('KA-INI-5 KA-GAP-23 KA-SUP-8: only ambushers able to act are offered to begin; with one of them able nobody is asked', () => {
    // H 12, O1 22, O2 21 (when able); O3 is at tödlich from the start and rolls no initiative.
    const setup = (o2Out: boolean) =>
      setupOf({
        ambushBy: 'foes',
        rules: { nscTarget: 'first' },
        combatants: [
          placed('h', 'heroes', 0),
          placed('o1', 'foes', 0),
          { id: 'o2', side: 'foes', kind: 'nsc', position: 0, sheet: sheet({ name: 'O2', damage: o2Out ? 40 : 0 }) },
          { id: 'o3', side: 'foes', kind: 'nsc', position: 0, sheet: sheet({ name: 'O3', damage: 40 }) }
        ]
      })
    const { state } = stateAt(setup(false), dice(2, 12, 11), (r) => r.key === 'ambushLeader')
    if (state.status !== 'pending' || state.request.type !== 'chooseOne') throw new Error('expected the leader question')
    expect(state.request.options.map((o) => o.id)).toEqual(['o1', 'o2'])
    const alone = playSome(setup(true), dice(2, 12))
    expect(alone.requests.some((r) => r.key === 'ambushLeader')).toBe(false)
    expect(pendingKey(alone.state)).toBe('attack:o1')
  })
})
