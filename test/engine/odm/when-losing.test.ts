import { describe, expect, it } from 'vitest'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { pending, play } from './helpers.ts'

// The party (heroes, left) against one monster; X: AT 11, PA 9, BW 2, W6+2; Y: AT 10, PA 8, BW 3, W6+1.
const x = { courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 2, tp: 'W6+2', kind: 'hero' }
const y = { courage: 8, at: 10, pa: 8, le: { current: 30, max: 30 }, bw: 3, tp: 'W6+1', kind: 'monster' }

function duel(whenLosing?: 'fight' | 'surrender' | 'flee', yLe = 30) {
  return odmSystem.parseSetup({
    sides: [
      { id: 'left', name: 'Left', combatants: [{ id: 'x', name: 'X', sheet: x }] },
      { id: 'right', name: 'Right', combatants: [{ id: 'y', name: 'Y', sheet: { ...y, le: { current: yLe, max: 30 } } }] }
    ],
    ...(whenLosing ? { policy: { whenLosing } } : {})
  })
}

/** The end question's default after round 1, given its dice. */
const endDefault = (setup: ReturnType<typeof duel>, dice: number[]) => {
  const request = pending(play(setup, dice))
  expect(request.key).toBe('end')
  return request.type === 'chooseOne' ? request.default : undefined
}

// X misses (20); Y hits (5), X's parry fails (15), W6 3 + 1 = 4 − BW 2: X has lost 2 LE.
const partyHurt = [20, 5, 15, 3]
// X hits (5), Y's parry fails (15), W6 3 + 2 = 5 − BW 3: Y has lost 2 LE; Y misses (20).
const opponentHurt = [5, 15, 3, 20]

describe("ODM: the party gives way while losing, as the setup's policy says", () => {
  it('ODM-END-2: with a smaller share of its LE left than the opponents, the party gives up or flees by default', () => {
    expect(endDefault(duel('surrender'), partyHurt)).toBe('surrender:left')
    expect(endDefault(duel('flee'), partyHurt)).toBe('flee:left')
    expect(endDefault(duel('fight'), partyHurt)).toBe('fight')
    expect(endDefault(duel(), partyHurt)).toBe('fight')
  })

  it('ODM-END-2: a party ahead, or level, fights on', () => {
    expect(endDefault(duel('surrender'), opponentHurt)).toBe('fight')
    expect(endDefault(duel('surrender'), [20, 20])).toBe('fight')
  })

  it('ODM-END-2: losing is the share of the starting LE, not the LE itself', () => {
    // Y starts the fight at 10 LE: X's 28 of his starting 30 is a smaller share than Y's untouched 10 of 10.
    expect(endDefault(duel('surrender', 10), partyHurt)).toBe('surrender:left')
    // X unhurt at 30/30 and Y at 8/10 after the blow: X is ahead although Y started lower.
    expect(endDefault(duel('surrender', 10), opponentHurt)).toBe('fight')
  })
})

describe('ODM: the party on either side', () => {
  it('ODM-END-2: heroes set up as the second side give way the same when losing', () => {
    const setup = odmSystem.parseSetup({
      sides: [
        { id: 'monsters', name: 'Monsters', combatants: [{ id: 'y', name: 'Y', sheet: { ...y, courage: 20 } }] },
        { id: 'heroes', name: 'Heroes', combatants: [{ id: 'x', name: 'X', sheet: x }] }
      ],
      policy: { whenLosing: 'flee' }
    })
    // Y (courage 20) attacks first and hits, X's parry fails, 3 + 1 − 2: X has lost 2 LE; X misses.
    const request = pending(play(setup, [5, 15, 3, 20]))
    expect(request.type === 'chooseOne' && [request.key, request.default]).toEqual(['end', 'flee:heroes'])
    // Y hurt instead: the heroes fight on.
    const ahead = pending(play(setup, [20, 5, 15, 3]))
    expect(ahead.type === 'chooseOne' && ahead.default).toBe('fight')
  })
})

describe('ODM: who counts for the losing side', () => {
  const hero = { ...x, courage: 14 }
  const setup = odmSystem.parseSetup({
    sides: [
      {
        id: 'left',
        name: 'Left',
        combatants: [
          { id: 'a', name: 'A', sheet: hero },
          { id: 'b', name: 'B', sheet: hero }
        ]
      },
      { id: 'right', name: 'Right', combatants: [{ id: 'o', name: 'O', sheet: y }] }
    ],
    policy: { whenLosing: 'surrender' }
  })

  it('ODM-END-2: a member who fled takes his LE with him: unhurt, the party left with half its LE is losing', () => {
    // Round 1: A and B miss, O rolls his target (D2: A) and misses.
    const first = pending(play(setup, [20, 20, 1, 20]))
    expect(first.key).toBe('end')
    expect(first.type === 'chooseOne' && first.default).toBe('fight')
    expect(first.type === 'chooseOne' && first.options.map((o) => o.id)).toContain('flee:a')
    const after = pending(play(setup, [20, 20, 1, 20, { choose: 'flee:a' }, 20, 20]))
    expect(after.key).toBe('end')
    expect(after.type === 'chooseOne' && after.default).toBe('surrender:left')
  })
})

describe('ODM: losing, told from the LE the fighters still have', () => {
  it('ODM-END-2 ODM-GAP-3: a party with nobody left fighting is not asked to give way: under finishRound its fallen hero still strikes', () => {
    const setup = odmSystem.parseSetup({
      sides: [
        { id: 'left', name: 'Left', combatants: [{ id: 'x', name: 'X', sheet: x }] },
        { id: 'right', name: 'Right', combatants: [{ id: 'y', name: 'Y', sheet: { ...y, courage: 20, tp: 'W6+40' } }] }
      ],
      rules: { outFighterActs: 'finishRound', endQuestion: 'everyAttack' },
      policy: { whenLosing: 'surrender' }
    })
    // Y begins and puts X out in part 1; before X's part-2 blow the question offers only "fight on" by default.
    const request = pending(play(setup, [5, 15, 3]))
    expect(request.type === 'chooseOne' && [request.key, request.default, request.options.map((o) => o.id)]).toEqual([
      'end',
      'fight',
      ['fight', 'stop', 'surrender:right', 'flee:right']
    ])
    expect(pending(play(setup, [5, 15, 3, { choose: 'fight' }]))).toMatchObject({ key: 'attack', actor: 'x' })
  })

  it('ODM-END-2 ODM-GAP-8: a fighter still in the fight below LE 0 (outAtLe −10) adds nothing to his side, and takes nothing off it', () => {
    const hero = { courage: 14, at: 11, pa: 9, bw: 0, tp: 'W6+4', kind: 'hero' }
    const setup = odmSystem.parseSetup({
      sides: [
        {
          id: 'left',
          name: 'Left',
          combatants: [
            { id: 'a', name: 'A', sheet: { ...hero, le: { current: 10, max: 30 } } },
            { id: 'b', name: 'B', sheet: { ...hero, le: { current: 30, max: 30 } } }
          ]
        },
        { id: 'right', name: 'Right', combatants: [{ id: 'o', name: 'O', sheet: { ...y, bw: 0, le: { current: 40, max: 40 }, tp: 'W6+10' } }] }
      ],
      rules: { outAtLe: -10, groupAttackOrder: 'setupOrder', loneDefence: 'firstHit' },
      policy: { whenLosing: 'surrender' }
    })
    // A hits O for 6 + 4 = 10 (O's parry fails), B misses; O rolls A as his target and hits him for 2 + 10 = 12: A stands at LE −2.
    const p = play(setup, [5, 15, 6, 20, 1, 5, 15, 2])
    const request = pending(p)
    expect(request.key).toBe('end')
    expect(p.state.standing!.sides[0]!.combatants.map((c) => [c.id, c.values[0]!.current, c.conditions])).toEqual([
      ['a', -2, []],
      ['b', 30, []]
    ])
    // The party has 0 + 30 of its 40 left, O 30 of 40: level, so it fights on (counting A's −2 it would be behind).
    expect(request.type === 'chooseOne' && request.default).toBe('fight')
  })
})
