import { describe, expect, it } from 'vitest'
import { penaltyPoints } from '../../../src-engine/systems/odm/damage.ts'
import { duel, eventsOf, le, nextRoll, outcome, play, rolls } from './helpers.ts'

const a = { courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 2, tp: 'W6+4' }
const b = { courage: 8, at: 10, pa: 8, le: { current: 30, max: 30 }, bw: 3, tp: 'W6+1' }

describe('ODM attack', () => {
  it('ODM-ATK-1: an attack is one D20 roll of the attacker', () => {
    const r = nextRoll(duel(a, b), [])
    expect(r).toMatchObject({
      type: 'dice',
      key: 'attack',
      actor: 'x',
      notation: 'D20',
      rule: 'ODM-ATK-1',
      prompt: { key: 'odm.roll.attack', params: { name: 'X' } }
    })
    expect(r.type === 'dice' && r.parts).toEqual([{ label: 'X', notation: 'D20', sides: [20], modifier: 0 }])
  })

  it('ODM-ATK-2 ODM-GAP-4 (default atOrUnder): the attack succeeds on D20 ≤ AT and fails above it', () => {
    const setup = duel(a, b)
    expect(setup.rules.attackRoll).toBe('atOrUnder')
    const atValue = play(setup, [11])
    expect(eventsOf(atValue, 'odm.attackHits')[0]!.params).toMatchObject({ roll: 11, at: 11 })
    const above = play(setup, [12])
    expect(eventsOf(above, 'odm.attackMisses')[0]!.params).toMatchObject({ roll: 12, at: 11 })
    expect(eventsOf(above, 'odm.attackHits')).toHaveLength(0)
  })

  it('ODM-ATK-2 ODM-DEF-2 ODM-GAP-4 ODM-GAP-5: the attack and defence rolls say before the roll what the D20 must show', () => {
    expect(nextRoll(duel(a, b), [])).toMatchObject({ key: 'attack', target: { atMost: 11 } })
    expect(nextRoll(duel(a, b, { attackRoll: 'under' }), [])).toMatchObject({ key: 'attack', target: { atMost: 10 } })
    const defence = nextRoll(duel(a, b), [11])
    expect(defence).toMatchObject({ key: 'defence', target: { atMost: b.pa } })
    expect(nextRoll(duel(a, b, { defenceRoll: 'under' }), [11])).toMatchObject({ key: 'defence', target: { atMost: b.pa - 1 } })
  })

  it('ODM-GAP-4 (alternative under): the attack needs a D20 strictly under AT', () => {
    const setup = duel(a, b, { attackRoll: 'under' })
    expect(eventsOf(play(setup, [11]), 'odm.attackMisses')).toHaveLength(1)
    expect(eventsOf(play(setup, [10]), 'odm.attackHits')).toHaveLength(1)
  })

  it('ODM-ATK-3: a failed attack gets no defence roll and deals no damage; the part ends', () => {
    const p = play(duel(a, b), [19, 20])
    expect(rolls(p)).toEqual(['attack@x', 'attack@y'])
    expect(le(p, 'y', 30)).toBe(30)
  })

  it("ODM-ATK-4 ODM-DEF-1: a successful attack is followed by the defender's defence roll, and only then", () => {
    const p = play(duel(a, b), [3])
    const defence = nextRoll(duel(a, b), [3])
    expect(defence).toMatchObject({
      type: 'dice',
      key: 'defence',
      actor: 'y',
      notation: 'D20',
      rule: 'ODM-DEF-1',
      prompt: { key: 'odm.roll.defence', params: { name: 'Y' } }
    })
    expect(defence.type === 'dice' && defence.parts).toEqual([{ label: 'Y', notation: 'D20', sides: [20], modifier: 0 }])
    expect(eventsOf(p, 'odm.attackHits')[0]!.rule).toBe('ODM-ATK-4')
  })
})

describe('ODM defence', () => {
  it('ODM-DEF-2 ODM-GAP-5 (default atOrUnder): a D20 ≤ PA parries: no damage, the part ends', () => {
    const setup = duel(a, b)
    expect(setup.rules.defenceRoll).toBe('atOrUnder')
    const p = play(setup, [3, 8, 20])
    expect(eventsOf(p, 'odm.defenceHolds')[0]!.params).toMatchObject({ roll: 8, pa: 8 })
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'attack@y'])
    expect(le(p, 'y', 30)).toBe(30)
  })

  it('ODM-DEF-3: a D20 above PA fails: the attacker determines TP and the part ends after the damage', () => {
    const p = play(duel(a, b), [3, 9, 2, 20])
    expect(eventsOf(p, 'odm.defenceFails')[0]!.rule).toBe('ODM-DEF-3')
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'damage@x', 'attack@y'])
  })

  it('ODM-GAP-5 (alternative under): the defence needs a D20 strictly under PA', () => {
    const setup = duel(a, b, { defenceRoll: 'under' })
    expect(eventsOf(play(setup, [3, 8]), 'odm.defenceFails')).toHaveLength(1)
    expect(eventsOf(play(setup, [3, 7]), 'odm.defenceHolds')).toHaveLength(1)
  })
})

describe('ODM damage', () => {
  it("ODM-DMG-1 ODM-GAP-6 (default weaponRoll): the attacker rolls his weapon's TP notation", () => {
    const setup = duel(a, b)
    expect(setup.rules.hitPoints).toBe('weaponRoll')
    const r = nextRoll(setup, [3, 15])
    // The Dutch text writes its dice as D20: the sheet's W6+4 is asked for as D6+4, under the fighter's name.
    expect(r).toMatchObject({
      type: 'dice',
      key: 'damage',
      actor: 'x',
      notation: 'D6+4',
      rule: 'ODM-DMG-1',
      prompt: { key: 'odm.roll.damage', params: { name: 'X' } }
    })
    expect(r.type === 'dice' && r.parts).toEqual([{ label: 'X', notation: 'D6+4', sides: [6], modifier: 4 }])
    const twoDice = nextRoll(duel({ ...a, tp: '2W6+3' }, b), [3, 15])
    expect(twoDice.type === 'dice' && twoDice.parts[0]!).toMatchObject({ notation: '2D6+3', sides: [6, 6] })
    expect(nextRoll(duel({ ...a, tp: '1W+4' }, b), [3, 15])).toMatchObject({ notation: 'D6+4' })
  })

  it('ODM-DMG-2 ODM-DMG-3 ODM-EX-3: TP 7 against BW 3 and LE 30 leaves LE 26', () => {
    const setup = duel({ ...a, tp: 'W6+1' }, { ...b, bw: 3, le: { current: 30, max: 30 } })
    const p = play(setup, [3, 15, 6, 20])
    const dmg = eventsOf(p, 'odm.damage')[0]!
    expect(dmg.params).toMatchObject({ tp: 7, bw: 3, lost: 4, le: 26 })
    expect(dmg.rule).toBe('ODM-DMG-3')
    expect(le(p, 'y', 30)).toBe(26)
    expect(rolls(p).at(-1)).toBe('attack@y')
  })

  it('ODM-GAP-7 (default minimumDamage 0) ODM-EX-4: TP 2 against BW 3 leaves LE 30 — a blow never heals', () => {
    const setup = duel({ ...a, tp: 'W6+1' }, { ...b, bw: 3 })
    expect(setup.rules.minimumDamage).toBe(0)
    const p = play(setup, [3, 15, 1, 20])
    expect(eventsOf(p, 'odm.damage')[0]!.params).toMatchObject({ tp: 2, bw: 3, lost: 0, le: 30 })
    expect(eventsOf(p, 'odm.damage')[0]!.rule).toBe('ODM-GAP-7')
    expect(le(p, 'y', 30)).toBe(30)
    expect(penaltyPoints(2, 3, 0)).toBe(0)
    expect(penaltyPoints(-1, 0, 0)).toBe(0)
  })

  it('ODM-GAP-7 (alternative minimumDamage 1): every blow through the defence takes at least 1 LE', () => {
    const p = play(duel({ ...a, tp: 'W6+1' }, { ...b, bw: 3 }, { minimumDamage: 1 }), [3, 15, 1, 20])
    expect(eventsOf(p, 'odm.damage')[0]!.params).toMatchObject({ tp: 2, lost: 1, le: 29 })
    expect(penaltyPoints(9, 3, 1)).toBe(6)
  })

  it('ODM-GAP-8 (default outAtLe 0): LE 0 puts a fighter out of the fight; the other side wins; dead or not is left to the Master', () => {
    const setup = duel({ ...a, tp: 'W6+1' }, { ...b, bw: 0, le: { current: 7, max: 30 } })
    expect(setup.rules.outAtLe).toBe(0)
    const p = play(setup, [3, 15, 6])
    expect(eventsOf(p, 'odm.defeated')[0]).toMatchObject({ rule: 'ODM-GAP-8', params: { name: 'Y', le: 0 } })
    const o = outcome(p)
    expect(o).toMatchObject({ result: 'won', winner: 'left' })
    expect(o.combatants.find((c) => c.id === 'y')).toMatchObject({ status: 'defeated', leBefore: 7, leAfter: 0, leLost: 7, leMax: 30 })
    // LE 1 left: still fighting, and Y attacks in part 2.
    const q = play(setup, [3, 15, 5, 20])
    expect(rolls(q).at(-1)).toBe('attack@y')
  })

  it('ODM-GAP-8 (alternative outAtLe -5): fighters go on until LE -5', () => {
    const setup = duel({ ...a, tp: 'W6+1' }, { ...b, bw: 0, le: { current: 7, max: 30 } }, { outAtLe: -5 })
    const p = play(setup, [3, 15, 6, 20])
    expect(eventsOf(p, 'odm.defeated')).toHaveLength(0)
    expect(rolls(p).at(-1)).toBe('attack@y')
    const q = play(setup, [3, 15, 6, 20, 3, 15, 4])
    expect(outcome(q).combatants.find((c) => c.id === 'y')).toMatchObject({ status: 'defeated', leAfter: -5 })
  })

  it("ODM-GAP-9 (default sameAsPenalty): a masterly blow's damage points and a hit's penalty points each take 1 LE a point", () => {
    const hero = { ...a, kind: 'hero' as const, tp: 'W6+1' }
    const setup = duel(hero, { ...b, bw: 0 })
    expect(setup.rules.masterlyDamage).toBe('sameAsPenalty')
    const masterly = play(setup, [1, 5, 20])
    const ordinary = play(setup, [3, 15, 5, 20])
    expect(le(masterly, 'y', 30)).toBe(24)
    expect(le(ordinary, 'y', 30)).toBe(24)
  })
})
