import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import type { DiceRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { battleLog } from '../../../src-engine/text/index.ts'
import { duel, eventsOf, fight, pending, play, rolls, steps } from './helpers.ts'

describe('ODM initiative', () => {
  it('ODM-INI-1 ODM-EX-1: the higher courage begins; ODM-INI-2: he attacks first in round 1 and every later round', () => {
    // X courage 13, Y courage 11; every attack misses (D20 = 20), so each round is two attack rolls.
    const setup = duel({ courage: 13, at: 10 }, { courage: 11, at: 10 })
    const p = play(setup, [20, 20, 20, 20, 20, 20])
    expect(rolls(p)).toEqual(['attack@x', 'attack@y', 'attack@x', 'attack@y', 'attack@x', 'attack@y'])
    expect(p.requests.filter((r) => r.key === 'attack').map((r) => r.round)).toEqual([1, 1, 2, 2, 3, 3])
    expect(eventsOf(p, 'odm.initiative')[0]!.params).toMatchObject({ first: ['X'], second: ['Y'], courageFirst: 13, courageSecond: 11 })
    expect(eventsOf(p, 'odm.initiative')[0]!.rule).toBe('ODM-INI-1')
  })

  it('ODM-INI-1: the second side of the setup begins when its courage is higher', () => {
    const p = play(duel({ courage: 9 }, { courage: 15 }), [20, 20, 20])
    expect(rolls(p)).toEqual(['attack@y', 'attack@x', 'attack@y'])
  })

  it('ODM-INI-2: initiative is settled once: damage or LE changes never pass it to the other fighter', () => {
    // X begins; Y deals X heavy damage in round 1, X still attacks first in round 2.
    const setup = duel({ courage: 12, at: 10, pa: 5, le: { current: 30, max: 30 } }, { courage: 11, at: 10, tp: 'W6+10' })
    const p = play(setup, [20, 5, 19, 6, 20, 20])
    expect(rolls(p)).toEqual(['attack@x', 'attack@y', 'defence@x', 'damage@y', 'attack@x', 'attack@y'])
    expect(eventsOf(p, 'odm.initiative')).toHaveLength(1)
  })

  it('ODM-GAP-1 (default rollOff): equal courage is settled by a D20 roll-off, ties re-rolled, the result kept', () => {
    const setup = duel({ courage: 10 }, { courage: 10 })
    expect(setup.rules.courageTie).toBe('rollOff')
    // Roll-off 7:7 (tie, again), then 4:12 → Y begins and keeps beginning. Each side rolls its own D20.
    const p = play(setup, [7, 7, 4, 12, 20, 20, 20, 20])
    expect(p.trace.slice(0, 4)).toEqual(['rollOff@x', 'rollOff@y', 'rollOff@x', 'rollOff@y'])
    expect(p.requests[0]).toMatchObject({ rule: 'ODM-GAP-1', notation: 'D20', prompt: { key: 'odm.roll.rollOff', params: { name: 'X' } } })
    expect(rolls(p).slice(4)).toEqual(['attack@y', 'attack@x', 'attack@y', 'attack@x'])
    expect(eventsOf(p, 'odm.rollOffTied')).toHaveLength(1)
    const q = play(setup, [15, 3, 20, 20])
    expect(rolls(q).slice(2)).toEqual(['attack@x', 'attack@y'])
  })

  it('ODM-GAP-1 (default rollOff): simulation re-rolls a tied roll-off too: whoever rolls higher after the tie begins', () => {
    // Both hit on any D20 and fail any defence; W6+40 puts the other out: whoever begins wins.
    const deadly = { courage: 10, at: 20, pa: 0, tp: 'W6+40' }
    const setup = duel(deadly, deadly)
    /** The given faces, in order. */
    const faces = (...list: number[]): DiceRoller => ({
      face: () => list.shift()!,
      state: () => ({ c: list.length, s0: 0, s1: 0, s2: 0 })
    })
    // 7 : 7 ties and is rolled again; 12 : 3 gives X the initiative: X hits (5), Y's defence fails (5), 6 + 40.
    expect(simulate(odmSystem, setup, faces(7, 7, 12, 3, 5, 5, 6))).toMatchObject({ result: 'won', winner: 'left', rounds: 1 })
    expect(simulate(odmSystem, setup, faces(7, 7, 3, 12, 5, 5, 6))).toMatchObject({ result: 'won', winner: 'right', rounds: 1 })
  })

  it("ODM-GAP-1: the log shows each side's roll-off die by name, not their sum", () => {
    const p = play(duel({ courage: 10 }, { courage: 10 }), [9, 9, 4, 12])
    const log = battleLog(p.state.events, 'nl')
    expect(log).toContain('Worp om het initiatief van X: D20 → 9 = 9 [ODM-GAP-1]')
    expect(log).toContain('Worp om het initiatief van Y: D20 → 9 = 9 [ODM-GAP-1]')
    expect(log.join('\n')).not.toMatch(/2D20|= 18/)
    expect(log).toContain('Worp om het initiatief: X 4, Y 12 [ODM-GAP-1]')
  })

  it('ODM-GAP-1 (alternative masterChooses): the Master picks who begins on equal courage', () => {
    const setup = duel({ courage: 10 }, { courage: 10 }, { courageTie: 'masterChooses' })
    const first = play(setup, [])
    expect(pending(first)).toMatchObject({ type: 'chooseOne', key: 'initiative', rule: 'ODM-GAP-1', default: 'left' })
    const p = play(setup, [{ choose: 'right' }, 20, 20])
    expect(steps(p)).toEqual(['initiative', 'attack@y', 'attack@x'])
  })

  it("ODM-GAP-1 (masterChooses): the Master's question names both sides, and the log says the initiative followed a tie", () => {
    const setup = duel({ courage: 10 }, { courage: 10 }, { courageTie: 'masterChooses' })
    const ask = pending(play(setup, []))
    expect(ask.prompt).toEqual({ key: 'odm.prompt.initiative', params: { first: 'X', second: 'Y' } })
    expect(ask.type === 'chooseOne' && ask.options).toEqual([
      { id: 'left', label: { key: 'odm.option.begins', params: { names: 'X' } } },
      { id: 'right', label: { key: 'odm.option.begins', params: { names: 'Y' } } }
    ])
    const p = play(setup, [{ choose: 'right' }, 20, 20])
    expect(eventsOf(p, 'odm.initiativeAfterTie').map((e) => [e.rule, e.params['first'], e.params['courageFirst']])).toEqual([['ODM-INI-1', ['Y'], 10]])
    expect(eventsOf(p, 'odm.initiative')).toEqual([])
  })

  it('ODM-GAP-14 ODM-MULTI-5: a pair of courage 5 + 5 against a lone orc of 10 rolls off side by side: the pair for the first side, the orc for his', () => {
    const setup = fight(
      [
        { id: 'h1', sheet: { courage: 5 } },
        { id: 'h2', sheet: { courage: 5 } }
      ],
      [{ id: 'o', sheet: { courage: 10 } }]
    )
    // The pair 4, the orc 12: the orc, of the second side, begins.
    const p = play(setup, [4, 12])
    const die = (name: string) => [{ label: name, notation: 'D20', sides: [20], modifier: 0 }]
    expect(p.requests.map((r) => [r.actor, r.rule, r.prompt.params?.['name'], r.type === 'dice' && r.parts])).toEqual([
      [undefined, 'ODM-GAP-14', 'H1, H2', die('H1, H2')],
      ['o', 'ODM-GAP-14', 'O', die('O')]
    ])
    expect(pending(p).actor).toBe('o')
    expect(battleLog(p.state.events, 'nl')).toContain('Worp om het initiatief: H1, H2 4, O 12 [ODM-GAP-14]')
  })

  it('ODM-INI-3: the initiative can belong to a side of several participants (their courage summed)', () => {
    // Y1 (courage 6) and Y2 (courage 5) together have 11 > X's 10: the pair attacks first.
    const setup = fight(
      [{ id: 'x', sheet: { courage: 10 } }],
      [
        { id: 'y1', sheet: { courage: 6 } },
        { id: 'y2', sheet: { courage: 5 } }
      ],
      { groupAttackOrder: 'setupOrder' }
    )
    const p = play(setup, [20, 20, 1, 20])
    expect(rolls(p)).toEqual(['attack@y1', 'attack@y2', 'target:x@x', 'attack@x'])
    expect(eventsOf(p, 'odm.initiative')[0]!.params).toMatchObject({ first: ['Y1', 'Y2'], courageFirst: 11 })
  })
})
