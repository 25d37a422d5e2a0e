import { describe, expect, it } from 'vitest'
import { duel, fight, outcome, pending, play, type FighterInput } from './helpers.ts'

const heroSheet = { courage: 10, at: 10, pa: 10, bw: 0, le: { current: 40, max: 40 }, tp: 'W6', kind: 'hero' as const }
const orcSheet = { courage: 3, at: 10, pa: 10, bw: 0, le: { current: 20, max: 20 }, tp: 'W6', kind: 'monster' as const }
/** An orc any blow puts out. */
const frail = { ...orcSheet, le: { current: 1, max: 20 } }
const orcs = (n: number): FighterInput[] => Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, sheet: orcSheet }))

/**
 * H1 against O1 and O3 (both frail), H2 against O2, each hero with the initiative; the question before every part; a
 * separate fight that ended stays as it is until no separate fight is left (whenAllEnded).
 */
const twoSeparateFights = fight(
  [
    { id: 'h1', sheet: heroSheet },
    { id: 'h2', sheet: heroSheet }
  ],
  [
    { id: 'o1', sheet: frail },
    { id: 'o2', sheet: orcSheet },
    { id: 'o3', sheet: frail }
  ],
  { division: 'roundRobin', groupAttackOrder: 'setupOrder', regroup: 'whenAllEnded', endQuestion: 'everyPart' }
)

describe('ODM the parts of a round in a fight of more than two', () => {
  it('ODM-GAP-10 (alternative everyPart) ODM-GAP-3 ODM-GAP-13: the question comes before each part of each separate fight in which someone can attack, and before no other', () => {
    // Round 1: H1 picks O1 and puts him out; O3 misses him; H2 and O2 miss. Round 2: H1 puts O3 out, so nobody of his
    // group attacks in part 2. Round 3: H1's separate fight is over, only H2's is fought.
    const p = play(twoSeparateFights, [{ choose: 'o1' }, 5, 15, 3, 20, 20, 20, 5, 15, 3, 20, 20, 20, 20])
    expect(p.trace).toEqual([
      ...['end', 'target:h1@h1', 'attack@h1', 'defence@o1', 'damage@h1', 'end', 'attack@o3', 'end', 'attack@h2', 'end', 'attack@o2'],
      ...['end', 'attack@h1', 'defence@o3', 'damage@h1', 'end', 'attack@h2', 'end', 'attack@o2'],
      ...['end', 'attack@h2', 'end', 'attack@o2']
    ])
    expect(pending(p)).toMatchObject({ key: 'end', round: 4 })
  })

  it('ODM-GAP-10 (everyPart) ODM-RND-2 ODM-MULTI-3: asked before a part, the standing names the part about to come (of which separate fight), then the attack with both fighters', () => {
    const phaseAt = (setup: Parameters<typeof play>[0]) => {
      const state = play(setup, []).state
      if (state.status !== 'pending') throw new Error('the fight asked nothing')
      expect(state.request.key).toBe('end')
      return state.standing!.phase
    }
    expect(phaseAt(duel(heroSheet, orcSheet, { endQuestion: 'everyPart' }))).toEqual({ key: 'odm.standing.phase.part', params: { part: 1 } })
    expect(phaseAt(twoSeparateFights)).toEqual({ key: 'odm.standing.phase.fightPart', params: { number: 1, part: 1 } })
    // Once H1 has chosen O1, his attack is named with both.
    const attacking = play(twoSeparateFights, [{ choose: 'o1' }]).state
    expect(attacking.status === 'pending' && attacking.request.key).toBe('attack')
    expect(attacking.standing!.phase).toEqual({ key: 'odm.standing.phase.fightAttack', params: { number: 1, part: 1, attacker: 'H1', defender: 'O1' } })
  })

  it("ODM-GAP-10 (everyPart) ODM-GAP-13 ODM-END-2: the last opponent in his separate fight flees before the lone fighter's part: he attacks nobody, and the other separate fight goes on", () => {
    const p = play(twoSeparateFights, [{ choose: 'o1' }, 5, 15, 3, 20, 20, 20, { choose: 'flee:o3' }, 20, 20, 20, 20])
    expect(p.trace).toEqual([
      ...['end', 'target:h1@h1', 'attack@h1', 'defence@o1', 'damage@h1', 'end', 'attack@o3', 'end', 'attack@h2', 'end', 'attack@o2'],
      ...['end', 'end', 'attack@h2', 'end', 'attack@o2'],
      ...['end', 'attack@h2', 'end', 'attack@o2']
    ])
  })

  it('ODM-END-1 ODM-GAP-10 (everyPart): broken off before a part of a separate fight, that part asks nothing more: no target, no order of attacks', () => {
    const setup = fight([{ id: 'h', sheet: heroSheet }], orcs(2), { endQuestion: 'everyPart' })
    expect(setup.rules).toMatchObject({ groupAttackOrder: 'masterChooses', loneTarget: 'heroesChoose' })
    // Before the hero's part (he has the initiative): no target question follows.
    const beforeLone = play(setup, [{ choose: 'stop' }])
    expect(beforeLone.trace).toEqual(['end'])
    expect(outcome(beforeLone)).toMatchObject({ result: 'brokenOff' })
    // Before the orcs' part: no question of their order follows.
    const beforeGroup = play(setup, [20, { choose: 'stop' }])
    expect(beforeGroup.trace).toEqual(['end', 'target:h@h', 'attack@h', 'end'])
    expect(outcome(beforeGroup)).toMatchObject({ result: 'brokenOff', rounds: 1 })
  })

  it("ODM-END-1 ODM-GAP-10 (everyAttack): broken off in part 1, part 2 asks nothing: neither the lone fighter's target nor the order of the group's attacks", () => {
    // The orcs have the initiative: the Master orders their attacks, then breaks off before the first.
    const orcsFirst = fight([{ id: 'h', sheet: { ...heroSheet, courage: 1 } }], orcs(2), { endQuestion: 'everyAttack' })
    const p = play(orcsFirst, [{ order: ['o2', 'o1'] }, { choose: 'stop' }])
    expect(p.trace).toEqual(['attackOrder:h', 'end'])
    expect(outcome(p)).toMatchObject({ result: 'brokenOff', rounds: 0 })
    // The hero has it: he picks his target, and the fight is broken off before his blow.
    const heroFirst = fight([{ id: 'h', sheet: heroSheet }], orcs(2), { endQuestion: 'everyAttack' })
    const q = play(heroFirst, [{ choose: 'o2' }, { choose: 'stop' }])
    expect(q.trace).toEqual(['target:h@h', 'end'])
    expect(outcome(q)).toMatchObject({ result: 'brokenOff', rounds: 0 })
  })

  it('ODM-GAP-13 ODM-MULTI-7: the lone fighter is asked to keep his defence only while an attacker after this one can still strike: one who fled does not count', () => {
    const setup = fight([{ id: 'h', sheet: { ...heroSheet, courage: 1 } }], orcs(3), { groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack' })
    // O1 misses; O2 hits with O3 still to come: the hero may keep his defence for O3.
    expect(pending(play(setup, [20, 5]))).toMatchObject({ type: 'chooseOne', key: 'defend:h' })
    // O3 flees before O1's attack: O2's hit is the last that can come, and the hero rolls his defence unasked.
    const fled = play(setup, [{ choose: 'flee:o3' }, 20, 5])
    expect(fled.trace).toEqual(['end', 'attack@o1', 'end', 'attack@o2'])
    expect(pending(fled)).toMatchObject({ type: 'dice', key: 'defence', actor: 'h' })
  })

  it('ODM-GAP-13 (defaults masterChooses, heroesChoose): the order and target questions name the lone fighter and offer only those who can still attack or be attacked; with one left nobody is asked', () => {
    const hero = { ...heroSheet, courage: 20, tp: 'W6+30' }
    const setup = fight([{ id: 'h', sheet: hero }], [...orcs(2), { id: 'o3', sheet: { ...orcSheet, le: { current: 10, max: 20 } } }])
    const target = (id: string, le: number) => ({ id, label: { key: 'odm.option.target', params: { name: id.toUpperCase(), le } } })
    const attacker = (id: string) => ({ id, label: { key: 'odm.option.fighter', params: { name: id.toUpperCase() } } })
    // Round 1: the hero puts O1 out; O2 and O3 attack in the Master's order.
    const p = play(setup, [{ choose: 'o1' }, 5, 15, 3, { order: ['o3', 'o2'] }, 20, 20, { choose: 'o2' }, 5, 15, 3, 20])
    const asked = (key: string) => p.requests.filter((r) => r.key === key)
    expect(asked('target:h')).toMatchObject([
      {
        type: 'chooseOne',
        actor: 'h',
        rule: 'ODM-GAP-13',
        prompt: { key: 'odm.prompt.target', params: { name: 'H' } },
        options: [target('o1', 20), target('o2', 20), target('o3', 10)],
        default: 'o3'
      },
      { round: 2, options: [target('o2', 20), target('o3', 10)] }
    ])
    expect(asked('attackOrder:h')).toMatchObject([
      {
        type: 'chooseMany',
        round: 1,
        rule: 'ODM-GAP-13',
        prompt: { key: 'odm.prompt.attackOrder', params: { lone: 'H' } },
        options: [attacker('o2'), attacker('o3')],
        default: ['o2', 'o3'],
        min: 2,
        max: 2
      }
    ])
    // Round 2: the hero puts O2 out; O3 attacks alone, in no order to choose.
    expect(p.trace.slice(-6)).toEqual(['end', 'target:h@h', 'attack@h', 'defence@o2', 'damage@h', 'attack@o3'])
    expect(pending(p)).toMatchObject({ key: 'end', round: 2 })
  })
})
