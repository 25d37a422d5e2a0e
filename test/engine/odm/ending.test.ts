import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { duel, eventsOf, fight, outcome, pending, play, rolls } from './helpers.ts'

const x = { courage: 12, at: 11, pa: 9, bw: 2, tp: 'W6+2' }
const y = { courage: 8, at: 10, pa: 8, bw: 3, tp: 'W6+1' }

describe('ODM ending a fight', () => {
  it('ODM-END-1 ODM-GAP-10 (default everyRoll): the GM is asked before every roll whether the fight goes on', () => {
    const setup = duel(x, y)
    expect(setup.rules.endOffer).toBe('everyRoll')
    const p = play(setup, [5, 15, 3, 20])
    expect(p.trace).toEqual(['end', 'attack@x', 'end', 'defence@y', 'end', 'damage@x', 'end', 'attack@y'])
    const ask = p.requests[0]!
    expect(ask).toMatchObject({ type: 'chooseOne', key: 'end', rule: 'ODM-END-1', default: 'fight' })
    expect(ask.type === 'chooseOne' && ask.options.map((o) => o.id)).toEqual(['fight', 'stop', 'surrender:left', 'flee:left', 'surrender:right', 'flee:right'])
  })

  it('ODM-END-1: the fight can be broken off at any point, here between the attack and the defence roll', () => {
    const p = play(duel(x, y), [5, { choose: 'stop' }])
    expect(outcome(p)).toMatchObject({ result: 'brokenOff', winner: null, rounds: 1 })
    expect(eventsOf(p, 'odm.brokenOff')[0]!.rule).toBe('ODM-END-1')
    expect(rolls(p)).toEqual(['attack@x'])
  })

  it('ODM-END-2 ODM-GAP-10: the losing side gives up: it takes effect at once with no free attack; the other side wins', () => {
    const p = play(duel(x, y), [5, 15, 3, 20, 4, { choose: 'surrender:right' }])
    const o = outcome(p)
    expect(o).toMatchObject({ result: 'won', winner: 'left', rounds: 2 })
    expect(o.combatants.find((c) => c.id === 'y')).toMatchObject({ status: 'surrendered', leAfter: 30 - 2, leLost: 2 })
    expect(o.combatants.find((c) => c.id === 'x')).toMatchObject({ status: 'fighting', leLost: 0 })
    expect(eventsOf(p, 'odm.surrenderSide')[0]).toMatchObject({ rule: 'ODM-END-2', params: { side: 'Right' } })
    expect(eventsOf(p, 'odm.won')[0]).toMatchObject({ rule: 'ODM-END-2', params: { side: 'Left' } })
    // No roll comes after the surrender: no free attack.
    expect(p.trace.at(-1)).toBe('end')
  })

  it('ODM-END-2: a side can flee; its fighters are recorded as fled', () => {
    const p = play(duel(x, y), [{ choose: 'flee:left' }])
    expect(outcome(p)).toMatchObject({ result: 'won', winner: 'right', rounds: 1 })
    expect(outcome(p).combatants.find((c) => c.id === 'x')!.status).toBe('fled')
    expect(rolls(p)).toEqual([])
  })

  it('ODM-END-2: in a bigger fight one fighter can flee alone and the rest fight on', () => {
    const setup = fight([{ id: 'h', sheet: { ...x, courage: 1 } }], [{ id: 'o1', sheet: y }, { id: 'o2', sheet: y }], { groupAttackOrder: 'setupOrder' })
    const p = play(setup, [{ choose: 'flee:o1' }, 20, 20])
    expect(eventsOf(p, 'odm.fleeOne')[0]!.params['name']).toBe('O1')
    expect(rolls(p)).toEqual(['attack@o2', 'attack@h'])
    const ask = p.requests[0]!
    expect(ask.type === 'chooseOne' && ask.options.map((o) => o.id)).toContain('surrender:o2')
  })

  it('ODM-GAP-10: a defender who flees between the hit and his defence roll takes no damage; the next attacker goes on', () => {
    const setup = fight([{ id: 'h', sheet: { ...x, courage: 1 } }], [{ id: 'o1', sheet: y }, { id: 'o2', sheet: y }], { groupAttackOrder: 'setupOrder' })
    // O1 hits H; before H's defence roll O1 flees (the attack is void); O2 attacks next.
    const p = play(setup, [5, { choose: 'defend' }, { choose: 'flee:o1' }, 20])
    expect(rolls(p)).toEqual(['attack@o1', 'attack@o2'])
    expect(eventsOf(p, 'odm.damage')).toHaveLength(0)
    // H flees instead: he is the whole side, so the fight ends at once with no free attack.
    const q = play(setup, [5, { choose: 'defend' }, { choose: 'flee:left' }])
    expect(outcome(q)).toMatchObject({ result: 'won', winner: 'right' })
    expect(outcome(q).combatants.find((c) => c.id === 'h')).toMatchObject({ status: 'fled', leLost: 0 })
  })

  it('ODM-END-3: a fight to the "death" goes on round after round until one side is out', () => {
    const setup = duel({ ...x, tp: 'W6+10' }, { ...y, le: { current: 20, max: 20 } })
    const p = play(setup, [5, 15, 6, 20, 5, 15, 6])
    expect(outcome(p)).toMatchObject({ result: 'won', winner: 'left', rounds: 2 })
    expect(eventsOf(p, 'odm.won')[0]).toMatchObject({ rule: 'ODM-END-3', params: { side: 'Left', rounds: 2 } })
  })

  it('ODM-GAP-10 (alternative everyPart): the question comes once before each part, not before each roll', () => {
    const p = play(duel(x, y, { endOffer: 'everyPart' }), [5, 15, 3, 20, 20])
    expect(p.trace).toEqual(['end', 'attack@x', 'defence@y', 'damage@x', 'end', 'attack@y', 'end', 'attack@x'])
  })

  it('ODM-GAP-10 (alternative everyRound): the question comes once at the start of each round', () => {
    const p = play(duel(x, y, { endOffer: 'everyRound' }), [5, 15, 3, 20, 20])
    expect(p.trace).toEqual(['end', 'attack@x', 'defence@y', 'damage@x', 'attack@y', 'end', 'attack@x'])
    expect(pending(play(duel(x, y, { endOffer: 'everyRound' }), [])).round).toBe(1)
  })

  it('ODM-END-1: the default policy breaks off an endless fight (nobody can hit) after the policy\'s round', () => {
    const stalemate = odmSystem.parseSetup({
      sides: [
        { id: 'a', name: 'A', combatants: [{ id: 'a1', name: 'A1', sheet: { courage: 5, at: 0, pa: 20, le: { current: 10, max: 10 }, bw: 0, tp: 'W6', kind: 'figure' } }] },
        { id: 'b', name: 'B', combatants: [{ id: 'b1', name: 'B1', sheet: { courage: 4, at: 0, pa: 20, le: { current: 10, max: 10 }, bw: 0, tp: 'W6', kind: 'monster' } }] }
      ],
      policy: { breakOffAfterRound: 30 }
    })
    expect(simulate(odmSystem, stalemate, seededRoller(3))).toMatchObject({ result: 'brokenOff', rounds: 31 })
  })
})
