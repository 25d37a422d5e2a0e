import { describe, expect, it } from 'vitest'
import { playScript, simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { battleLog } from '../../../src-engine/text/index.ts'
import { createFighters, prepare, type Fighter } from '../../../src-engine/systems/odm/fighter.ts'
import { proposedDivision } from '../../../src-engine/systems/odm/division.ts'
import { eventsOf, fight, nextRoll, outcome, pending, play, rolls, steps, type FighterInput } from './helpers.ts'
import { loopSize } from '../mutation-scale.ts'

const heroSheet = { courage: 10, at: 10, pa: 10, bw: 0, le: { current: 40, max: 40 }, tp: 'W6', kind: 'hero' as const }
const orcSheet = { courage: 3, at: 10, pa: 10, bw: 0, le: { current: 20, max: 20 }, tp: 'W6', kind: 'monster' as const }
const heroes = (n: number): FighterInput[] => Array.from({ length: n }, (_, i) => ({ id: `h${i + 1}`, sheet: heroSheet }))
const orcs = (n: number): FighterInput[] => Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, sheet: orcSheet }))
const misses = (n: number): number[] => Array.from({ length: n }, () => 20)

function separateFights(p: ReturnType<typeof play>): Array<{ lone: string; opponents: readonly string[] }> {
  return eventsOf(p, 'odm.separateFight').map((e) => ({ lone: String(e.params['lone']), opponents: e.params['opponents'] as string[] }))
}

describe('ODM fights with more than two participants', () => {
  it('ODM-MULTI-1: section 7 applies only with more than two participants', () => {
    const two = play(fight(heroes(1), orcs(1)), [20])
    expect(eventsOf(two, 'odm.separateFight')).toHaveLength(0)
    expect(eventsOf(two, 'odm.initiative')[0]!.rule).toBe('ODM-INI-1')
    const three = play(fight(heroes(1), orcs(2)), [20])
    expect(separateFights(three)).toEqual([{ lone: 'H1', opponents: ['O1', 'O2'] }])
    expect(eventsOf(three, 'odm.initiative')[0]!.rule).toBe('ODM-MULTI-5')
  })

  it('ODM-MULTI-2 ODM-MULTI-3: each member of the smaller side faces several of the larger side in a separate fight', () => {
    const p = play(fight(heroes(2), orcs(4), { division: 'roundRobin' }), [20])
    expect(separateFights(p)).toEqual([
      { lone: 'H1', opponents: ['O1', 'O3'] },
      { lone: 'H2', opponents: ['O2', 'O4'] }
    ])
    expect(eventsOf(p, 'odm.separateFight').map((e) => e.rule)).toEqual(['ODM-MULTI-2', 'ODM-MULTI-2'])
    // The smaller side may be the second side of the setup.
    const q = play(fight(heroes(3), orcs(1)), [20])
    expect(separateFights(q)).toEqual([{ lone: 'O1', opponents: ['H1', 'H2', 'H3'] }])
  })

  it('ODM-MULTI-4 ODM-EX-8: separate fights are interleaved: F1 round 1, F2 round 1, F1 round 2, F2 round 2', () => {
    const setup = fight(heroes(2), orcs(4), { division: 'roundRobin', groupAttackOrder: 'setupOrder' })
    const p = play(setup, misses(12))
    expect(rolls(p)).toEqual([
      'attack@h1',
      'attack@o1',
      'attack@o3',
      'attack@h2',
      'attack@o2',
      'attack@o4',
      'attack@h1',
      'attack@o1',
      'attack@o3',
      'attack@h2',
      'attack@o2',
      'attack@o4'
    ])
    expect(p.requests.filter((r) => r.type === 'dice').map((r) => r.round)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2])
  })

  it('ODM-MULTI-5 ODM-EX-6: lone hero courage 14 against orcs 8 + 7 + 6 = 21: the orcs have the initiative', () => {
    const three = [8, 7, 6].map((courage, i) => ({ id: `o${i + 1}`, sheet: { ...orcSheet, courage } }))
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 14, kind: 'hero' } }], three, { groupAttackOrder: 'setupOrder' })
    const p = play(setup, misses(4))
    expect(eventsOf(p, 'odm.initiative')[0]).toMatchObject({ rule: 'ODM-MULTI-5', params: { first: ['O1', 'O2', 'O3'], courageFirst: 21, courageSecond: 14 } })
    expect(rolls(p)).toEqual(['attack@o1', 'attack@o2', 'attack@o3', 'attack@hero'])
    // One orc fewer (8 + 6 = 14 = 14) is a tie, settled per ODM-GAP-14; with 8 + 5 = 13 the hero begins.
    const two = fight(
      [{ id: 'hero', sheet: { ...heroSheet, courage: 14 } }],
      [
        { id: 'o1', sheet: { ...orcSheet, courage: 8 } },
        { id: 'o2', sheet: { ...orcSheet, courage: 5 } }
      ]
    )
    expect(rolls(play(two, [20]))).toEqual(['attack@hero'])
  })

  it('ODM-MULTI-6: every participant attacks once per round and defends at most once', () => {
    const setup = fight(heroes(1), orcs(3), { groupAttackOrder: 'setupOrder', loneDefence: 'firstHit' })
    // Round 1: H1 hits O1, O1 parries; O1, O2, O3 all hit: H1 parries the first only.
    const p = play(setup, [5, 5, 5, 15, 5, 1, 5, 2, 3, 20])
    expect(rolls(p)).toEqual([
      'attack@h1',
      'defence@o1',
      'attack@o1',
      'defence@h1',
      'damage@o1',
      'attack@o2',
      'damage@o2',
      'attack@o3',
      'damage@o3',
      'attack@h1'
    ])
    const round1 = p.requests.filter((r) => r.round === 1 && r.type === 'dice')
    for (const id of ['h1', 'o1', 'o2', 'o3']) {
      expect(round1.filter((r) => r.key === 'attack' && r.actor === id)).toHaveLength(1)
      expect(round1.filter((r) => r.key === 'defence' && r.actor === id).length).toBeLessThanOrEqual(1)
    }
  })

  it('ODM-MULTI-7 ODM-DEF-4 ODM-EX-7: the lone hero spends his one defence on the first attack; the second and third get none and each deal TP − BW', () => {
    const hero = { ...heroSheet, courage: 2, bw: 1, kind: 'hero' as const }
    const setup = fight([{ id: 'hero', sheet: hero }], orcs(3), { groupAttackOrder: 'setupOrder' })
    // O1 hits, the hero is asked and spends his defence (parries with 4); O2 and O3 hit and roll TP 5 and 3.
    const p = play(setup, [6, { choose: 'defend' }, 4, 7, 5, 8, 3])
    expect(steps(p)).toEqual(['attack@o1', 'defend:hero@hero', 'defence@hero', 'attack@o2', 'damage@o2', 'attack@o3', 'damage@o3'])
    expect(eventsOf(p, 'odm.noDefenceLeft').map((e) => [e.rule, e.params['defender']])).toEqual([
      ['ODM-MULTI-7', 'HERO'],
      ['ODM-MULTI-7', 'HERO']
    ])
    expect(eventsOf(p, 'odm.damage').map((e) => e.params['lost'])).toEqual([5 - 1, 3 - 1])
    expect(eventsOf(p, 'odm.damage').at(-1)!.params['le']).toBe(40 - 4 - 2)
    // The defence is back in the next round.
    const q = play(setup, [6, 4, 7, 5, 8, 3, 20, 6])
    expect(pending(q)).toMatchObject({ key: 'defend:hero', round: 2 })
  })

  it('ODM-GAP-13 (default decidePerHit): the lone fighter may keep his defence for a later attack; it is not asked for the last attack', () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 2 } }], orcs(3), { groupAttackOrder: 'setupOrder' })
    expect(setup.rules.loneDefence).toBe('decidePerHit')
    // O1 hits: keep it; O2 misses; O3 hits: last attack, the defence is rolled without asking.
    const p = play(setup, [6, { choose: 'save' }, 2, 20, 7, 9])
    expect(steps(p)).toEqual(['attack@o1', 'defend:hero@hero', 'damage@o1', 'attack@o2', 'attack@o3', 'defence@hero'])
    expect(eventsOf(p, 'odm.defenceSaved')[0]).toMatchObject({ rule: 'ODM-GAP-13', round: 1, params: { defender: 'HERO' } })
    const defend = p.requests.find((r) => r.key === 'defend:hero')!
    expect(defend).toMatchObject({
      type: 'chooseOne',
      rule: 'ODM-MULTI-7',
      default: 'defend',
      prompt: { key: 'odm.prompt.defend', params: { defender: 'HERO', attacker: 'O1' } }
    })
  })

  it('ODM-GAP-13 (alternative firstHit): the lone fighter always defends the first hit, without being asked', () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 2 } }], orcs(2), { groupAttackOrder: 'setupOrder', loneDefence: 'firstHit' })
    const p = play(setup, [6, 15, 5, 7, 3])
    expect(steps(p)).toEqual(['attack@o1', 'defence@hero', 'damage@o1', 'attack@o2', 'damage@o2'])
  })

  it("ODM-GAP-13 (defaults masterChooses, heroesChoose): the Master orders the group's attacks; a hero standing alone picks his target (least LE offered)", () => {
    const weak = { id: 'o2', sheet: { ...orcSheet, le: { current: 5, max: 20 } } }
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 2 } }], [{ id: 'o1', sheet: orcSheet }, weak, { id: 'o3', sheet: orcSheet }])
    expect(setup.rules.groupAttackOrder).toBe('masterChooses')
    const order = play(setup, [{ order: ['o3', 'o1', 'o2'] }, 20, 20, 20])
    expect(order.requests[order.trace.indexOf('attackOrder:hero')]).toMatchObject({
      type: 'chooseMany',
      ordered: true,
      min: 3,
      max: 3,
      default: ['o1', 'o2', 'o3'],
      rule: 'ODM-GAP-13'
    })
    expect(rolls(order)).toEqual(['attack@o3', 'attack@o1', 'attack@o2'])
    const target = play(setup, [20, 20, 20])
    const ask = pending(target)
    expect(ask).toMatchObject({ key: 'target:hero', actor: 'hero', default: 'o2', rule: 'ODM-GAP-13' })
    const chosen = play(setup, [20, 20, 20, { choose: 'o3' }, 20])
    expect(chosen.requests.at(-1)!.actor).toBe('hero')
    expect(eventsOf(chosen, 'odm.attackMisses').at(-1)!.params['defender']).toBe('O3')
  })

  it('ODM-GAP-13 (default heroesChoose): a monster standing alone attacks a random opponent, a D3 over them in setup order, rolled and logged', () => {
    const troll = { id: 'troll', sheet: { ...orcSheet, courage: 40 } }
    const setup = fight([troll], heroes(3))
    expect(setup.rules.loneTarget).toBe('heroesChoose')
    const p = play(setup, [2, 20])
    expect(p.requests[0]).toMatchObject({
      type: 'dice',
      key: 'target:troll',
      actor: 'troll',
      notation: 'D3',
      rule: 'ODM-GAP-13',
      prompt: { key: 'odm.roll.target', params: { name: 'TROLL', choices: ['1: H1', '2: H2', '3: H3'] } }
    })
    expect(p.requests[0]!.type === 'dice' && p.requests[0]!.parts).toEqual([{ label: 'TROLL', notation: 'D3', sides: [3], modifier: 0 }])
    expect(eventsOf(p, 'odm.targetRolled')).toMatchObject([{ rule: 'ODM-GAP-13', params: { attacker: 'TROLL', target: 'H2', roll: 2, sides: 3 } }])
    expect(eventsOf(p, 'odm.attackMisses')[0]!.params['defender']).toBe('H2')
    expect(battleLog(p.state.events, 'nl')).toContain('  TROLL richt zijn aanval op H2: willekeurig doelwit, 2 op D3 [ODM-GAP-13]')
    // Only living opponents are in reach: with H1 gone the die is a D2 over H2 and H3.
    const q = play(
      fight([troll], [{ id: 'h1', sheet: { ...heroSheet, le: { current: 1, max: 40 } } }, ...heroes(3).slice(1)], { masterlyBlow: false }),
      [1, 5, 15, 1]
    )
    expect(eventsOf(q, 'odm.defeated')[0]!.params['name']).toBe('H1')
    expect(
      nextRoll(
        fight([troll], [{ id: 'h1', sheet: { ...heroSheet, le: { current: 1, max: 40 } } }, ...heroes(3).slice(1)], { masterlyBlow: false }),
        [1, 5, 15, 1, 20, 20]
      )
    ).toMatchObject({ key: 'target:troll', notation: 'D2', round: 2 })
  })

  it("ODM-GAP-13 (default heroesChoose): a monster's target is no longer always the front one, in simulation too", () => {
    const setup = fight([{ id: 'troll', sheet: { ...orcSheet, courage: 40 } }], heroes(3))
    const first = new Set<string>()
    for (let seed = 0; seed < loopSize(40, 12); seed++) {
      const { state } = playScript(odmSystem, setup, { roller: seededRoller(`target-${seed}`) })
      first.add(String(state.events.find((e) => e.type === 'odm.targetRolled')!.params['target']))
      expect(simulate(odmSystem, setup, seededRoller(`target-${seed}`))).toEqual(state.status === 'finished' && state.outcome)
    }
    expect([...first].sort()).toEqual(['H1', 'H2', 'H3'])
  })

  it('ODM-GAP-13 (alternatives random, chosen): every lone fighter rolls, or every one is asked', () => {
    const lone = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 40 } }], orcs(2), { loneTarget: 'random' })
    expect(pending(play(lone, []))).toMatchObject({ type: 'dice', key: 'target:hero', notation: 'D2' })
    const asked = fight(
      [{ id: 'troll', sheet: { ...orcSheet, courage: 40 } }],
      [
        { id: 'h1', sheet: heroSheet },
        { id: 'h2', sheet: { ...heroSheet, le: { current: 9, max: 40 } } }
      ],
      { loneTarget: 'chosen' }
    )
    expect(pending(play(asked, []))).toMatchObject({
      type: 'chooseOne',
      key: 'target:troll',
      actor: 'troll',
      default: 'h2',
      prompt: { key: 'odm.prompt.target' }
    })
  })

  it('ODM-GAP-13 (alternative setupOrder): the group attacks in setup order without a question', () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 2 } }], orcs(3), { groupAttackOrder: 'setupOrder' })
    const p = play(setup, misses(3))
    expect(steps(p)).toEqual(['attack@o1', 'attack@o2', 'attack@o3'])
  })

  it('ODM-GAP-11 (default pairs): equal sides fight one-against-one pairs, still interleaved', () => {
    const setup = fight(heroes(2), orcs(2), { division: 'roundRobin' })
    expect(setup.rules.equalSides).toBe('pairs')
    const p = play(setup, misses(8))
    expect(separateFights(p)).toEqual([
      { lone: 'H1', opponents: ['O1'] },
      { lone: 'H2', opponents: ['O2'] }
    ])
    expect(eventsOf(p, 'odm.separateFight').map((e) => e.rule)).toEqual(['ODM-GAP-11', 'ODM-GAP-11'])
    expect(rolls(p)).toEqual(['attack@h1', 'attack@o1', 'attack@h2', 'attack@o2', 'attack@h1', 'attack@o1', 'attack@h2', 'attack@o2'])
  })

  it('ODM-GAP-12 (default masterDivides): the Master is asked whom each member of the larger side faces, round-robin offered', () => {
    const setup = fight(heroes(2), orcs(3))
    expect(setup.rules.division).toBe('masterDivides')
    const first = play(setup, [])
    expect(pending(first)).toMatchObject({ type: 'chooseOne', key: 'opponent:o1', actor: 'o1', default: 'h1', rule: 'ODM-GAP-12' })
    // The default split 2 vs 3 → 1 v 2 and 1 v 1.
    const byDefault = play(setup, [20])
    expect(byDefault.trace.slice(0, 2)).toEqual(['opponent:o1@o1', 'opponent:o2@o2'])
    expect(separateFights(byDefault)).toEqual([
      { lone: 'H1', opponents: ['O1', 'O3'] },
      { lone: 'H2', opponents: ['O2'] }
    ])
    // Numbered in order; a lone fighter left with one of the larger side is ODM-GAP-12's case.
    expect(eventsOf(byDefault, 'odm.separateFight').map((e) => [e.params['number'], e.rule])).toEqual([
      [1, 'ODM-MULTI-2'],
      [2, 'ODM-GAP-12']
    ])
    // The Master sends O1 and O2 to H2: O3 must then face H1, so it is not asked.
    const chosen = play(setup, [{ choose: 'h2' }, { choose: 'h2' }, 20])
    expect(chosen.trace.filter((t) => t.startsWith('opponent'))).toEqual(['opponent:o1@o1', 'opponent:o2@o2'])
    expect(separateFights(chosen)).toEqual([
      { lone: 'H1', opponents: ['O3'] },
      { lone: 'H2', opponents: ['O1', 'O2'] }
    ])
  })

  it('ODM-MULTI-2: when the larger side is at least twice as big, the Master cannot leave a lone fighter with only one opponent', () => {
    const setup = fight(heroes(2), orcs(4))
    const first = play(setup, [])
    expect(pending(first)).toMatchObject({ key: 'opponent:o1', rule: 'ODM-MULTI-2' })
    // O1 and O2 to H1: O3 and O4 must both face H2, so nobody asks.
    const p = play(setup, [{ choose: 'h1' }, { choose: 'h1' }, 20])
    expect(p.trace.filter((t) => t.startsWith('opponent'))).toEqual(['opponent:o1@o1', 'opponent:o2@o2'])
    expect(separateFights(p)).toEqual([
      { lone: 'H1', opponents: ['O1', 'O2'] },
      { lone: 'H2', opponents: ['O3', 'O4'] }
    ])
    // O1 to H2 first: O2 may still go to either.
    const q = play(setup, [{ choose: 'h2' }, { choose: 'h2' }, 20])
    expect(separateFights(q)).toEqual([
      { lone: 'H1', opponents: ['O3', 'O4'] },
      { lone: 'H2', opponents: ['O1', 'O2'] }
    ])
  })

  it('ODM-MULTI-2 ODM-GAP-15: dividing again keeps who faced whom, then tops up lone fighters short of opponents', () => {
    const setup = fight(heroes(2), orcs(4))
    const [[h1, h2], [o1, o2, o3, o4]] = createFighters(prepare(setup))
    const plan = proposedDivision([h1!, h2!], [o1!, o2!, o3!, o4!], [{ id: 'h1', lone: h1!, group: [o1!, o2!, o3!, o4!], firstSide: 0 }])
    expect([o1, o2, o3, o4].map((o) => plan.get(o!)!.id)).toEqual(['h1', 'h1', 'h2', 'h2'])
    const fresh = proposedDivision([h1!, h2!], [o1!, o2!, o3!], null)
    expect([o1, o2, o3].map((o) => fresh.get(o!)!.id)).toEqual(['h1', 'h2', 'h1'])
  })

  it('ODM-GAP-15: dividing again deals a freed fighter to the first lone fighter with the fewest opponents, and tops up from the one with the most', () => {
    const [hs, os] = createFighters(prepare(fight(heroes(4), orcs(6))))
    const [h1, h2, h3, h4] = hs as [Fighter, Fighter, Fighter, Fighter]
    const [o1, o2, o3, o4, o5, o6] = os as [Fighter, Fighter, Fighter, Fighter, Fighter, Fighter]
    const ids = (plan: Map<Fighter, Fighter>, group: Fighter[]) => group.map((o) => plan.get(o)!.id)
    // O5's lone fighter H4 is gone: O5 goes to H2, the first of those with one opponent, not to H1 with two.
    const previous = [
      { id: 'h1', lone: h1, group: [o1, o2], firstSide: 0 as const },
      { id: 'h2', lone: h2, group: [o3], firstSide: 0 as const },
      { id: 'h3', lone: h3, group: [o4], firstSide: 0 as const },
      { id: 'h4', lone: h4, group: [o5], firstSide: 0 as const }
    ]
    expect(ids(proposedDivision([h1, h2, h3], [o1, o2, o3, o4, o5], previous), [o1, o2, o3, o4, o5])).toEqual(['h1', 'h1', 'h2', 'h3', 'h2'])
    // H3 has nobody and needs two (6 against 3): one from H1 (3), then one from H2, now the one with the most.
    const uneven = [
      { id: 'h1', lone: h1, group: [o1, o2, o3], firstSide: 0 as const },
      { id: 'h2', lone: h2, group: [o4, o5, o6], firstSide: 0 as const }
    ]
    expect(ids(proposedDivision([h1, h2, h3], [o1, o2, o3, o4, o5, o6], uneven), [o1, o2, o3, o4, o5, o6])).toEqual(['h1', 'h1', 'h3', 'h2', 'h2', 'h3'])
  })

  it('ODM-MULTI-2 ODM-GAP-12: the Master is asked whom each orc faces, and offered only what still gives every hero two', () => {
    const setup = fight(heroes(3), orcs(7))
    const first = pending(play(setup, []))
    expect(first).toMatchObject({
      key: 'opponent:o1',
      rule: 'ODM-MULTI-2',
      prompt: { key: 'odm.prompt.opponent', params: { name: 'O1' } },
      options: [
        { id: 'h1', label: { key: 'odm.option.faces', params: { name: 'H1' } } },
        { id: 'h2', label: { key: 'odm.option.faces', params: { name: 'H2' } } },
        { id: 'h3', label: { key: 'odm.option.faces', params: { name: 'H3' } } }
      ]
    })
    expect(first.type === 'chooseOne' && first.options).toHaveLength(3)
    expect(play(setup, []).state.standing!.phase).toEqual({ key: 'odm.standing.phase.division' })
    // O1 and O3 to H1, O2 to H2: H2 and H3 still need three between them and four orcs are left, so O4 may go anywhere.
    const fourth = pending(play(setup, [{ choose: 'h1' }, { choose: 'h2' }, { choose: 'h1' }]))
    expect(fourth.key).toBe('opponent:o4')
    expect(fourth.type === 'chooseOne' && fourth.options.map((o) => o.id)).toEqual(['h1', 'h2', 'h3'])
    // Equal sides are pairs (ODM-GAP-11): so says the question.
    expect(pending(play(fight(heroes(2), orcs(2)), []))).toMatchObject({ key: 'opponent:o1', rule: 'ODM-GAP-11' })
  })

  it('ODM-GAP-12: 2 against 5 deals 1 v 3 and 1 v 2; with one lone fighter nobody is asked', () => {
    const p = play(fight(heroes(2), orcs(5), { division: 'roundRobin' }), [20])
    expect(separateFights(p)).toEqual([
      { lone: 'H1', opponents: ['O1', 'O3', 'O5'] },
      { lone: 'H2', opponents: ['O2', 'O4'] }
    ])
    expect(p.trace.filter((t) => t.startsWith('opponent'))).toEqual([])
    const alone = play(fight(heroes(1), orcs(3)), [20])
    expect(alone.trace.filter((t) => t.startsWith('opponent'))).toEqual([])
  })

  it("ODM-GAP-14 (default rollOff): a tie between summed group courage and the lone fighter's is rolled off per separate fight", () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 6 } }], orcs(2), { groupAttackOrder: 'setupOrder' })
    expect(setup.rules.separateCourageTie).toBe('rollOff')
    // 5 : 5 ties, 3 : 9: the orcs begin. Each side rolls its own D20, the group's under both names.
    const p = play(setup, [5, 5, 3, 9, 20, 20, 20])
    expect(p.requests[0]).toMatchObject({ key: 'rollOff', rule: 'ODM-GAP-14', prompt: { params: { name: 'HERO' } } })
    expect(p.requests[1]).toMatchObject({ key: 'rollOff', rule: 'ODM-GAP-14', prompt: { params: { name: 'O1, O2' } } })
    expect(rolls(p)).toEqual(['rollOff@hero', 'rollOff', 'rollOff@hero', 'rollOff', 'attack@o1', 'attack@o2', 'attack@hero'])
  })

  it('ODM-GAP-14 (alternative masterChooses): the Master picks who begins that separate fight', () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 6 } }], orcs(2), { separateCourageTie: 'masterChooses' })
    const p = play(setup, [])
    expect(pending(p)).toMatchObject({ key: 'initiative:hero', rule: 'ODM-GAP-14' })
    expect(rolls(play(setup, [{ choose: 'left' }, 20]))).toEqual(['attack@hero'])
  })

  it('ODM-GAP-15 (default nextRound): a fighter freed when his separate fight ends is divided again at the next round; changed fights decide initiative again', () => {
    // 2 v 3: H1 v O1, O3 and H2 v O2. H2 puts O2 out in round 1; round 2 has 2 v 2 pairs.
    const setup = fight(
      heroes(2),
      [
        { id: 'o1', sheet: orcSheet },
        { id: 'o2', sheet: { ...orcSheet, le: { current: 1, max: 20 } } },
        { id: 'o3', sheet: orcSheet }
      ],
      {
        division: 'roundRobin',
        groupAttackOrder: 'setupOrder'
      }
    )
    expect(setup.rules.regroup).toBe('nextRound')
    const p = play(setup, [20, 20, 20, 5, 15, 3, 20])
    expect(eventsOf(p, 'odm.defeated')[0]!.params['name']).toBe('O2')
    expect(eventsOf(p, 'odm.regroup')).toMatchObject([{ round: 2, rule: 'ODM-GAP-15' }])
    expect(separateFights(p).slice(2)).toEqual([
      { lone: 'H1', opponents: ['O1'] },
      { lone: 'H2', opponents: ['O3'] }
    ])
    expect(eventsOf(p, 'odm.initiative').filter((e) => e.round === 2)).toHaveLength(2)
    expect(p.requests.at(-1)).toMatchObject({ key: 'attack', actor: 'h1', round: 2 })
  })

  it('ODM-GAP-15: a separate fight whose fighters did not change keeps its initiative', () => {
    // 3 v 6: H3's opponents O3 and O6 flee in round 1 (asked before every attack); H1's and H2's fights go on.
    const setup = fight(heroes(3), orcs(6), { division: 'roundRobin', groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack' })
    const p = play(setup, [{ choose: 'flee:o3' }, 20, { choose: 'flee:o6' }, ...misses(6)])
    expect(eventsOf(p, 'odm.fleeOne').map((e) => e.params['name'])).toEqual(['O3', 'O6'])
    const after = separateFights(p).slice(3)
    expect(after).toEqual([
      { lone: 'H1', opponents: ['O1'] },
      { lone: 'H2', opponents: ['O2', 'O5'] },
      { lone: 'H3', opponents: ['O4'] }
    ])
    expect(eventsOf(p, 'odm.initiativeKept')).toMatchObject([{ round: 2, params: { number: 2 } }])
  })

  it('ODM-GAP-15 ODM-MULTI-2: dividing again, the side now smaller stands alone, and the fighters who faced each other stay together', () => {
    // 3 heroes against 5 orcs: H1 v O1, O4; H2 v O2, O5; H3 v O3. Each hero puts out his weakest orc (O1, O5, O3: LE 1).
    const weak = (id: string): FighterInput => ({ id, sheet: { ...orcSheet, le: { current: 1, max: 20 } } })
    const setup = fight(heroes(3), [weak('o1'), { id: 'o2', sheet: orcSheet }, weak('o3'), { id: 'o4', sheet: orcSheet }, weak('o5')], {
      division: 'roundRobin'
    })
    const p = play(setup, [5, 15, 6, 20, 5, 15, 6, 20, 5, 15, 6, 20])
    expect(separateFights(p).slice(0, 3)).toEqual([
      { lone: 'H1', opponents: ['O1', 'O4'] },
      { lone: 'H2', opponents: ['O2', 'O5'] },
      { lone: 'H3', opponents: ['O3'] }
    ])
    expect(eventsOf(p, 'odm.defeated').map((e) => e.params['name'])).toEqual(['O1', 'O5', 'O3'])
    // Round 2: O2 and O4 stand alone; H1 keeps O4 and H2 keeps O2; freed H3 goes to the first with the fewest.
    expect(separateFights(p).slice(3)).toEqual([
      { lone: 'O2', opponents: ['H2', 'H3'] },
      { lone: 'O4', opponents: ['H1'] }
    ])
  })

  it('ODM-GAP-15 ODM-GAP-11: dividing again counts only those still fighting: 3 orcs against 2 heroes, one orc out, are two pairs', () => {
    // O1, O3 v H1 and O2 v H2; H2 puts O2 (LE 1) out in round 1.
    const setup = fight(
      [
        { id: 'o1', sheet: orcSheet },
        { id: 'o2', sheet: { ...orcSheet, le: { current: 1, max: 20 } } },
        { id: 'o3', sheet: orcSheet }
      ],
      heroes(2),
      {
        division: 'roundRobin',
        groupAttackOrder: 'setupOrder'
      }
    )
    const p = play(setup, [20, 20, 20, 5, 15, 6, 20])
    expect(separateFights(p).slice(0, 2)).toEqual([
      { lone: 'H1', opponents: ['O1', 'O3'] },
      { lone: 'H2', opponents: ['O2'] }
    ])
    expect(eventsOf(p, 'odm.defeated').map((e) => e.params['name'])).toEqual(['O2'])
    expect(separateFights(p).slice(2)).toEqual([
      { lone: 'O1', opponents: ['H1'] },
      { lone: 'O3', opponents: ['H2'] }
    ])
    expect(
      eventsOf(p, 'odm.separateFight')
        .slice(2)
        .map((e) => e.rule)
    ).toEqual(['ODM-GAP-11', 'ODM-GAP-11'])
  })

  it('ODM-GAP-15: a separate fight keeps its initiative exactly when the same fighters still fight in it', () => {
    // 3 v 6: H1 v O1, O4 (LE 1); H2 v O2, O5; H3 v O3, O6. O3 flees, H1 puts O4 out, O6 flees: H3 is freed.
    const os = orcs(6).map((o) => (o.id === 'o4' ? { id: 'o4', sheet: { ...orcSheet, le: { current: 1, max: 20 } } } : o))
    const setup = fight(heroes(3), os, { division: 'roundRobin', groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack' })
    const p = play(setup, [{ choose: 'flee:o3' }, 5, 15, 6, { choose: 'flee:o6' }, ...misses(4)])
    expect(eventsOf(p, 'odm.defeated').map((e) => e.params['name'])).toEqual(['O4'])
    expect(separateFights(p).slice(3)).toEqual([
      { lone: 'H1', opponents: ['O1'] },
      { lone: 'H2', opponents: ['O2'] },
      { lone: 'H3', opponents: ['O5'] }
    ])
    // H1 still faces O1 (O4 is out): kept. H2 lost O5 to H3: both decide again.
    expect(eventsOf(p, 'odm.initiativeKept').map((e) => [e.params['number'], e.rule])).toEqual([[1, 'ODM-GAP-15']])
    expect(eventsOf(p, 'odm.initiative').filter((e) => e.round === 2)).toHaveLength(2)
    // 3 v 4: H3 puts O3 out; the Master now pairs H1 with O2 and H2 with O1: as many fighters, but not the same.
    const swap = fight(
      heroes(3),
      orcs(4).map((o) => (o.id === 'o3' ? { id: 'o3', sheet: { ...orcSheet, le: { current: 1, max: 20 } } } : o))
    )
    const q = play(swap, [20, 20, 20, 20, 20, 5, 15, 6, { choose: 'h2' }, { choose: 'h1' }, 20])
    expect(separateFights(q).slice(3)).toEqual([
      { lone: 'H1', opponents: ['O2'] },
      { lone: 'H2', opponents: ['O1'] },
      { lone: 'H3', opponents: ['O4'] }
    ])
    expect(eventsOf(q, 'odm.initiativeKept')).toEqual([])
    expect(eventsOf(q, 'odm.initiative').filter((e) => e.round === 2)).toHaveLength(3)
  })

  it('ODM-GAP-15: a separate fight whose lone fighter falls frees his opponent: he is divided again at the next round', () => {
    // H1 v O1, O3 and H2 (LE 1) v O2; everybody misses but O2, who puts H2 out.
    const setup = fight(
      [
        { id: 'h1', sheet: heroSheet },
        { id: 'h2', sheet: { ...heroSheet, le: { current: 1, max: 40 } } }
      ],
      orcs(3),
      {
        division: 'roundRobin',
        groupAttackOrder: 'setupOrder'
      }
    )
    const p = play(setup, [20, 20, 20, 20, 5, 15, 6, 20])
    expect(eventsOf(p, 'odm.defeated').map((e) => e.params['name'])).toEqual(['H2'])
    expect(eventsOf(p, 'odm.regroup')).toMatchObject([{ round: 2 }])
    expect(separateFights(p).slice(2)).toEqual([{ lone: 'H1', opponents: ['O1', 'O2', 'O3'] }])
  })

  it('ODM-GAP-15: a separate fight that ends with nobody left in it frees nobody: no new division', () => {
    // H1 v O1, O3 and H2 v O2. Before H1's attack O2 flees, before O1's attack H2 flees: their fight is empty.
    const setup = fight(heroes(2), orcs(3), { division: 'roundRobin', groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack' })
    const p = play(setup, [{ choose: 'flee:o2' }, 20, { choose: 'flee:h2' }, 20, 20, 20])
    expect(eventsOf(p, 'odm.fleeOne').map((e) => e.params['name'])).toEqual(['O2', 'H2'])
    expect(rolls(p)).toEqual(['attack@h1', 'attack@o1', 'attack@o3', 'attack@h1'])
    expect(p.requests.at(-1)).toMatchObject({ key: 'attack', actor: 'h1', round: 2 })
    expect(eventsOf(p, 'odm.regroup')).toEqual([])
    expect(separateFights(p)).toHaveLength(2)
  })

  it('ODM-GAP-15 (alternative whenAllEnded): the freed fighter waits until no separate fight is left', () => {
    const setup = fight(
      heroes(2),
      [
        { id: 'o1', sheet: orcSheet },
        { id: 'o2', sheet: { ...orcSheet, le: { current: 1, max: 20 } } },
        { id: 'o3', sheet: orcSheet }
      ],
      {
        division: 'roundRobin',
        groupAttackOrder: 'setupOrder',
        regroup: 'whenAllEnded'
      }
    )
    const p = play(setup, [20, 20, 20, 5, 15, 3, 20, 20, 20, 20])
    expect(eventsOf(p, 'odm.regroup')).toHaveLength(0)
    expect(rolls(p).slice(-4)).toEqual(['attack@h1', 'attack@o1', 'attack@o3', 'attack@h1'])
  })

  it('ODM-GAP-16 (default creation): separate fights go in the order they were made, every round', () => {
    const setup = fight(heroes(2), orcs(2), { division: 'roundRobin' })
    expect(setup.rules.separateFightOrder).toBe('creation')
    const p = play(setup, misses(8))
    expect(rolls(p).filter((_, i) => i % 2 === 0)).toEqual(['attack@h1', 'attack@h2', 'attack@h1', 'attack@h2'])
    // Nobody is asked for an order.
    expect(p.trace.filter((t) => t.startsWith('fightOrder'))).toEqual([])
  })

  it('ODM-GAP-16 (alternative masterChooses): the Master orders the separate fights each round, while two or more still run', () => {
    const setup = fight(heroes(2), orcs(2), { division: 'roundRobin', separateFightOrder: 'masterChooses' })
    const p = play(setup, [{ order: ['h2', 'h1'] }, ...misses(4), { order: ['h1', 'h2'] }, 20])
    expect(p.requests[0]).toMatchObject({
      key: 'fightOrder',
      type: 'chooseMany',
      default: ['h1', 'h2'],
      rule: 'ODM-GAP-16',
      prompt: { key: 'odm.prompt.fightOrder' },
      ordered: true,
      options: [
        { id: 'h1', label: { key: 'odm.option.separateFight', params: { lone: 'H1', opponents: ['O1'] } } },
        { id: 'h2', label: { key: 'odm.option.separateFight', params: { lone: 'H2', opponents: ['O2'] } } }
      ]
    })
    expect(rolls(p)).toEqual(['attack@h2', 'attack@o2', 'attack@h1', 'attack@o1', 'attack@h1'])
    // While the Master orders them, no separate fight is under way: the standing names round 1 and no part of any fight.
    const asked = play(setup, []).state
    if (asked.status !== 'pending') throw new Error('the fight asked nothing')
    expect(asked.request.key).toBe('fightOrder')
    expect(asked.standing).toMatchObject({ round: 1, acting: [] })
    expect(asked.standing!.phase).toBeUndefined()
    // Only separate fights still running are ordered: H1 puts O1 (LE 1) out, and round 2 orders H2's and H3's fights.
    const os = orcs(3).map((o) => (o.id === 'o1' ? { id: 'o1', sheet: { ...orcSheet, le: { current: 1, max: 20 } } } : o))
    const three = fight(heroes(3), os, { division: 'roundRobin', separateFightOrder: 'masterChooses', regroup: 'whenAllEnded' })
    const q = play(three, [5, 15, 6, 20, 20, 20, 20, 20])
    const orders = q.requests.filter((r) => r.key === 'fightOrder')
    expect(orders.map((r) => r.type === 'chooseMany' && r.options.map((o) => o.id))).toEqual([
      ['h1', 'h2', 'h3'],
      ['h2', 'h3']
    ])
    // With one separate fight left running there is nothing to order, and nobody is asked.
    const two = fight(heroes(2), os.slice(0, 2), { division: 'roundRobin', separateFightOrder: 'masterChooses', regroup: 'whenAllEnded' })
    const r = play(two, [5, 15, 6, 20, 20, 20, 20])
    expect(r.requests.filter((request) => request.key === 'fightOrder')).toHaveLength(1)
    expect(rolls(r).slice(-2)).toEqual(['attack@h2', 'attack@o2'])
    expect(pending(r).round).toBe(2)
  })

  it('ODM-GAP-3: a group member put out in part 1 makes no attack in part 2 of that round', () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 20, tp: 'W6+30' } }], orcs(2), { groupAttackOrder: 'setupOrder' })
    // The hero (initiative) fells O1; in part 2 only O2 attacks.
    const p = play(setup, [{ choose: 'o1' }, 5, 15, 3, 20])
    expect(rolls(p)).toEqual(['attack@hero', 'defence@o1', 'damage@hero', 'attack@o2'])
    expect(pending(play(setup, [{ choose: 'o1' }, 5, 15, 3, 20, 20])).round).toBe(2)
  })

  it('ODM-MULTI-7: the lone fighter put out by the first attacker gets no more attacks against him; his side loses', () => {
    const setup = fight([{ id: 'hero', sheet: { ...heroSheet, courage: 1, le: { current: 3, max: 40 } } }], orcs(2), { groupAttackOrder: 'setupOrder' })
    const p = play(setup, [5, { choose: 'save' }, 6])
    expect(outcome(p)).toMatchObject({ result: 'won', winner: 'right', rounds: 1 })
  })
})
