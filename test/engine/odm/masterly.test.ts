import { describe, expect, it } from 'vitest'
import { duel, eventsOf, fight, le, play, rolls } from './helpers.ts'

const hero = { courage: 12, at: 11, pa: 9, bw: 2, tp: 'W6', kind: 'hero' as const }
const monster = { courage: 8, at: 10, pa: 15, bw: 4, le: { current: 20, max: 20 }, tp: 'W6', kind: 'monster' as const }

describe('ODM masterly blow (meesterlijke klap, extra regel)', () => {
  it('ODM-MASTER-1: the extra rule is on by default and can be switched off; off, a 1 or 2 is an ordinary roll', () => {
    expect(duel(hero, monster).rules.masterlyBlow).toBe(true)
    const off = duel(hero, monster, { masterlyBlow: false })
    const p = play(off, [2, 5, 20])
    expect(eventsOf(p, 'odm.masterlyBlow')).toHaveLength(0)
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'attack@y'])
    expect(le(p, 'y', 20)).toBe(20)
  })

  it("ODM-MASTER-2 ODM-MASTER-3 ODM-MASTER-5: a hero's 2 is a masterly blow: his TP are rolled at once, with no defence roll", () => {
    const p = play(duel(hero, monster), [2, 6, 20])
    expect(rolls(p)).toEqual(['attack@x', 'damage@x', 'attack@y'])
    expect(p.requests[p.trace.indexOf('damage@x')]).toMatchObject({ rule: 'ODM-MASTER-3', prompt: { key: 'odm.roll.masterlyDamage', params: { name: 'X' } } })
    expect(eventsOf(p, 'odm.masterlyBlow')[0]).toMatchObject({ rule: 'ODM-MASTER-2', params: { roll: 2 } })
  })

  it('ODM-MASTER-4 ODM-MASTER-6 ODM-EX-9: against BW 4 and LE 20, TP 6 leave LE 14: armour ignored', () => {
    const p = play(duel(hero, monster), [2, 6, 20])
    expect(eventsOf(p, 'odm.masterlyDamage')[0]).toMatchObject({ rule: 'ODM-MASTER-4', params: { tp: 6, lost: 6, le: 14 } })
    expect(le(p, 'y', 20)).toBe(14)
    expect(eventsOf(p, 'odm.damage')).toHaveLength(0)
  })

  it('ODM-MASTER-2: a 1 is a masterly blow too, a 3 is not', () => {
    expect(eventsOf(play(duel(hero, monster), [1, 3]), 'odm.masterlyBlow')).toHaveLength(1)
    const three = play(duel(hero, monster), [3, 20])
    expect(eventsOf(three, 'odm.masterlyBlow')).toHaveLength(0)
    expect(rolls(three)).toEqual(['attack@x', 'defence@y'])
  })

  it('ODM-MASTER-3: the hit points are rolled at once ("meteen"): no end-of-fight question between the 1-2 and the TP roll', () => {
    const p = play(duel(hero, monster), [2, 6])
    const i = p.trace.indexOf('attack@x')
    expect(p.trace[i + 1]).toBe('damage@x')
  })

  it('ODM-MASTER-7 ODM-EX-10: a monster rolling 1 makes an ordinary attack: the hero defends, and BW counts', () => {
    const setup = duel({ ...hero, courage: 5, bw: 2, le: { current: 30, max: 30 } }, { ...monster, courage: 9, tp: 'W6+3' })
    const p = play(setup, [1, 15, 4, 20])
    expect(eventsOf(p, 'odm.masterlyBlow')).toHaveLength(0)
    expect(rolls(p)).toEqual(['attack@y', 'defence@x', 'damage@y', 'attack@x'])
    expect(eventsOf(p, 'odm.damage')[0]!.params).toMatchObject({ tp: 7, bw: 2, lost: 5, le: 25 })
    // A figure of the Master rolling 2 is no different.
    const figure = play(duel({ ...hero, courage: 5 }, { ...monster, kind: 'figure', courage: 9 }), [2, 9, 20])
    expect(eventsOf(figure, 'odm.masterlyBlow')).toHaveLength(0)
    expect(eventsOf(figure, 'odm.defenceHolds')).toHaveLength(1)
  })

  it("ODM-GAP-17 (default always): a hero's 1 or 2 is a masterly blow even when his AT is below the roll", () => {
    const setup = duel({ ...hero, at: 1 }, monster)
    expect(setup.rules.masterlyOnMiss).toBe('always')
    expect(eventsOf(play(setup, [2, 3]), 'odm.masterlyDamage')[0]!.params).toMatchObject({ lost: 3 })
  })

  it('ODM-GAP-17 (alternative needsHit): with AT 1 a 2 is an ordinary miss; a 1 is still masterly', () => {
    const setup = duel({ ...hero, at: 1 }, monster, { masterlyOnMiss: 'needsHit' })
    const two = play(setup, [2, 20])
    expect(eventsOf(two, 'odm.masterlyBlow')).toHaveLength(0)
    expect(eventsOf(two, 'odm.attackMisses')[0]!.params).toMatchObject({ attacker: 'X', roll: 2, at: 1 })
    expect(eventsOf(play(setup, [1, 3]), 'odm.masterlyBlow')).toHaveLength(1)
  })

  it('ODM-GAP-19 (default partEnds): after a masterly blow the part ends as after normal damage; part 2 follows', () => {
    const setup = duel(hero, monster)
    expect(setup.rules.afterMasterly).toBe('partEnds')
    const p = play(setup, [2, 6, 20, 20])
    expect(rolls(p)).toEqual(['attack@x', 'damage@x', 'attack@y', 'attack@x'])
    expect(p.requests.filter((r) => r.key === 'attack').map((r) => r.round)).toEqual([1, 1, 2])
  })

  it('ODM-MASTER-4: a masterly blow can put the victim out of the fight', () => {
    const p = play(duel({ ...hero, tp: 'W6+20' }, monster), [1, 1])
    expect(p.state.status === 'finished' && p.state.outcome).toMatchObject({ result: 'won', winner: 'left' })
  })

  it('ODM-GAP-18 (default false): a masterly blow against the lone fighter leaves his one defence for a later attack', () => {
    const lone = { courage: 5, at: 10, pa: 10, bw: 0, le: { current: 40, max: 40 }, tp: 'W6' }
    const heroes = [
      { id: 'h1', sheet: { ...hero, courage: 10 } },
      { id: 'h2', sheet: { ...hero, courage: 10 } }
    ]
    const setup = fight(heroes, [{ id: 'orc', sheet: lone }], { groupAttackOrder: 'setupOrder' })
    expect(setup.rules.masterlyUsesDefence).toBe(false)
    // H1 deals a masterly blow; H2 hits: the orc still has his defence and rolls it.
    const p = play(setup, [1, 4, 5, 20])
    expect(rolls(p)).toEqual(['attack@h1', 'damage@h1', 'attack@h2', 'defence@orc'])
  })

  it("ODM-GAP-18 (alternative true): the masterly blow uses up the lone fighter's defence", () => {
    const lone = { courage: 5, at: 10, pa: 10, bw: 0, le: { current: 40, max: 40 }, tp: 'W6' }
    const heroes = [
      { id: 'h1', sheet: { ...hero, courage: 10 } },
      { id: 'h2', sheet: { ...hero, courage: 10 } }
    ]
    const setup = fight(heroes, [{ id: 'orc', sheet: lone }], { groupAttackOrder: 'setupOrder', masterlyUsesDefence: true })
    const p = play(setup, [1, 4, 5, 3])
    expect(rolls(p)).toEqual(['attack@h1', 'damage@h1', 'attack@h2', 'damage@h2'])
    expect(eventsOf(p, 'odm.noDefenceLeft')).toHaveLength(1)
  })
})
