import { describe, expect, it } from 'vitest'
import { attackHits, meetsMinimum } from '../../../src-engine/systems/weltenbuch/checks.ts'
import { ruleSettingsSchema } from '../../../src-engine/systems/weltenbuch/settings.ts'
import { archer, decideBy, dice, duel, eventsOf, pendingKey, playSome, rolls, setupOf, sheet } from './helpers.ts'

// Held and Ork: Kampfwert 8 (Geschick 5 + Schwerter 3), ×2+2, Körper 6 (SBO 0). Initiative 22 / 12: Held attacks.
const rules = ruleSettingsSchema.parse({})
const strong = { skills: { Schwerter: 10, Ausweichen: 10, Wahrnehmung: 2 } }
const ONES = [1, 1]
const SIXES = [6, 6]

describe('KA-SUP-11: a double 1 is a failure in comparative tests too', () => {
  it('KA-SUP-11 KA-MELEE-3 KA-ACT-7: an attack on a double 1 misses whatever its total; the orc need not defend', () => {
    // 15 + 2 = 17 would beat any parry of the orc's but a 12.
    const { events, requests, state } = playSome(duel(strong), [...dice(12, 2), ...ONES])
    expect(requests.some((r) => r.key === 'defence:ork')).toBe(false)
    expect(eventsOf(events, 'fumble')[0]).toMatchObject({ rule: 'KA-SUP-11', params: { name: 'Held', testKey: 'weltenbuch.testAt.attack' } })
    // The miss line, whole: no zone was rolled (hitZoneDice off), so none is ignored.
    expect(eventsOf(events, 'miss')).toEqual([
      {
        type: 'weltenbuch.miss',
        rule: 'KA-SUP-11',
        round: 1,
        params: {
          name: 'Held',
          target: 'Ork',
          zoneIgnored: false,
          attack: 17,
          whyKey: 'weltenbuch.why.fumble',
          ignoredKey: 'weltenbuch.zoneIgnored.false'
        }
      }
    ])
    expect(eventsOf(events, 'damage')).toEqual([])
    // The orc still has all five actions; Held goes on with his fourth.
    expect(state.standing!.sides[1]!.combatants[0]!.values.find((v) => v.key === 'actions')!.current).toBe(5)
    expect(pendingKey(state)).toBe('attack:held')
    // With doubleOneFails off the 17 is parried like any other attack.
    const off = playSome(duel(strong, {}, { rules: { doubleOneFails: false } }), [...dice(12, 2), ...ONES, ...dice(5)])
    expect(off.requests.some((r) => r.key === 'defence:ork')).toBe(true)
    expect(eventsOf(off.events, 'hit')[0]!.params).toMatchObject({ attack: 17, defence: 13 })
  })
  it('KA-SUP-11: another double (3 and 3) is neither a fumble nor a sensational success', () => {
    const { events } = playSome(duel(), [...dice(12, 2), 3, 3, 2, 2])
    expect(rolls(events, 'attack', 'parry').map((e) => e.params['faces'])).toEqual([
      [3, 3],
      [2, 2]
    ])
    expect([...eventsOf(events, 'fumble'), ...eventsOf(events, 'sensational')]).toEqual([])
  })
  it('KA-SUP-11: with doubleOneFails off a double 1 gets no fumble line, while a double 6 still gets its line', () => {
    const rules = { rules: { doubleOneFails: false } }
    const ones = playSome(duel(strong, {}, rules), [...dice(12, 2), ...ONES, ...dice(5)])
    expect(eventsOf(ones.events, 'fumble')).toEqual([])
    const sixes = playSome(duel({}, {}, rules), [...dice(12, 2), ...SIXES, ...dice(5)])
    expect(eventsOf(sixes.events, 'sensational')).toEqual([
      {
        type: 'weltenbuch.sensational',
        rule: 'KA-SUP-11',
        round: 1,
        params: { name: 'Held', testKey: 'weltenbuch.testAt.attack', decidesKey: 'weltenbuch.sensational.succeeds' }
      }
    ])
  })
  it('KA-SUP-11 KA-ZONE-5 KA-ZONE-13: the hit-zone dice rolled with an attack on a double 1 are ignored, and its miss line says so', () => {
    const { events } = playSome(duel(strong, {}, { rules: { hitZoneDice: true } }), [...dice(12, 2), ...ONES, ...dice(7)])
    expect(eventsOf(events, 'zoneRolled')).toHaveLength(1)
    expect(eventsOf(events, 'miss').map((e) => e.params)).toEqual([
      {
        name: 'Held',
        target: 'Ork',
        zoneIgnored: true,
        attack: 17,
        whyKey: 'weltenbuch.why.fumble',
        ignoredKey: 'weltenbuch.zoneIgnored.true'
      }
    ])
  })
  it('KA-SUP-11 KA-MELEE-12 KA-SUP-1: a parry on a double 1 fails: 11 against 17 hits, with no margin only the bonus (2)', () => {
    const { events } = playSome(duel({}, strong), [...dice(12, 2, 3), ...ONES])
    expect(eventsOf(events, 'fumble')[0]!.params).toMatchObject({ name: 'Ork', testKey: 'weltenbuch.testAt.parry' })
    expect(eventsOf(events, 'hit')[0]).toMatchObject({
      rule: 'KA-SUP-11',
      params: { attack: 11, defence: 17, margin: 0, whyKey: 'weltenbuch.why.defenceFumble' }
    })
    expect(eventsOf(events, 'damage')[0]!.params).toMatchObject({ raw: 2 })
    expect(eventsOf(events, 'initiativeSwitch')).toEqual([])
    // Without the rule the 17 parries six better and takes the initiative (KA-MELEE-8).
    const off = playSome(duel({}, strong, { rules: { doubleOneFails: false } }), [...dice(12, 2, 3), ...ONES])
    expect(eventsOf(off.events, 'hit')).toEqual([])
    expect(eventsOf(off.events, 'initiativeSwitch')).toHaveLength(1)
  })
  it('KA-SUP-11 KA-MELEE-13: a dodge on a double 1 fails as well', () => {
    const { events } = playSome(duel({}, strong), [...dice(12, 2, 3), ...ONES], decideBy({ 'defence:ork': 'dodge' }))
    expect(eventsOf(events, 'fumble')[0]!.params['testKey']).toBe('weltenbuch.testAt.dodge')
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ rule: 'KA-SUP-11', params: { whyKey: 'weltenbuch.why.defenceFumble' } })
    expect(eventsOf(events, 'dodgeEndsSegment')).toEqual([])
  })
})

describe('KA-SUP-11: a double 6 is a sensational success in comparative tests too', () => {
  it('KA-SUP-11 KA-MELEE-11: an attack on a double 6 (20) hits a parry of 22; the GM is told it is sensational', () => {
    const { events } = playSome(duel({}, strong), [...dice(12, 2), ...SIXES, ...dice(7)])
    expect(eventsOf(events, 'sensational')[0]).toMatchObject({
      rule: 'KA-SUP-11',
      params: { name: 'Held', testKey: 'weltenbuch.testAt.attack', decidesKey: 'weltenbuch.sensational.succeeds' }
    })
    expect(eventsOf(events, 'hit')[0]).toMatchObject({ rule: 'KA-SUP-11', params: { attack: 20, defence: 22, margin: 0, whyKey: 'weltenbuch.why.attackSix' } })
  })
  it('KA-SUP-11 KA-GAP-19: an undefended attack on a double 6 (20) hits below the minimum roll of 12 + Heldenstufe 10', () => {
    const { events } = playSome(duel({}, { heldenstufe: 10 }), [...dice(12, 2), ...SIXES], decideBy({ 'defence:ork': 'none' }))
    expect(eventsOf(events, 'hit')).toEqual([
      {
        type: 'weltenbuch.hit',
        rule: 'KA-SUP-11',
        round: 1,
        params: {
          name: 'Held',
          target: 'Ork',
          margin: 0,
          zoneKey: 'weltenbuch.zone.rumpf',
          attack: 20,
          defence: 0,
          minimum: 22,
          whyKey: 'weltenbuch.why.attackSixMinimum'
        }
      }
    ])
    // No margin: the sword's bonus 2 alone.
    expect(eventsOf(events, 'damage')[0]!.params['raw']).toBe(2)
  })
  it('KA-SUP-11 KA-MELEE-8: with doubleSixSucceeds off it is only logged; the totals decide (22 parries two better)', () => {
    const { events } = playSome(duel({}, strong, { rules: { doubleSixSucceeds: false } }), [...dice(12, 2), ...SIXES, ...dice(7)])
    expect(eventsOf(events, 'sensational')[0]!.params['decidesKey']).toBe('weltenbuch.sensational.totals')
    expect(eventsOf(events, 'hit')).toEqual([])
    expect(eventsOf(events, 'initiativeSwitch')).toHaveLength(1)
  })
  it('KA-SUP-11 KA-MELEE-12 KA-TEST-3: a parry on a double 6 holds against 25; two double 6 leave it to the totals', () => {
    const held = playSome(duel(strong), [...dice(12, 2, 10), ...SIXES])
    expect(eventsOf(held.events, 'miss')[0]).toMatchObject({ rule: 'KA-SUP-11', params: { attack: 25, defence: 20, whyKey: 'weltenbuch.why.defenceSix' } })
    const both = playSome(duel(strong), [...dice(12, 2), ...SIXES, ...SIXES])
    expect(eventsOf(both.events, 'sensational')).toHaveLength(2)
    expect(eventsOf(both.events, 'hit')[0]).toMatchObject({ rule: 'KA-MELEE-7', params: { attack: 27, defence: 20, whyKey: 'weltenbuch.why.higher' } })
  })
  it('KA-SUP-11 KA-RANGED-4 KA-SUP-3: a shot on a double 6 meets the Mindestwurf 26 of a Heldenstufe 10 target', () => {
    const setup = (over: object = {}) =>
      setupOf({
        rules: over,
        combatants: [
          archer('a', { name: 'A', attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 } }),
          { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O', heldenstufe: 10 }) }
        ]
      })
    const six = playSome(setup(), [...dice(12, 2), ...SIXES])
    expect(eventsOf(six.events, 'shot')[0]!.params).toMatchObject({ total: 23, minimum: 26, hit: true })
    expect(eventsOf(six.events, 'damage')[0]!.params).toMatchObject({ raw: 4 })
    const off = playSome(setup({ doubleSixSucceeds: false }), [...dice(12, 2), ...SIXES])
    expect(eventsOf(off.events, 'shot')[0]!.params).toMatchObject({ total: 23, hit: false })
  })
})

describe('KA-SUP-11: the formulas', () => {
  it('KA-SUP-11 KA-TEST-2: a double 6 meets any minimum, a double 1 fails any; each may be switched off', () => {
    expect(meetsMinimum(14, 26, SIXES, rules)).toBe(true)
    expect(meetsMinimum(14, 26, SIXES, ruleSettingsSchema.parse({ doubleSixSucceeds: false }))).toBe(false)
    expect(meetsMinimum(30, 16, ONES, rules)).toBe(false)
  })
  it('KA-SUP-11 KA-TEST-3 KA-GAP-7: comparative tests: a double 1 loses, a double 6 wins, two double 6 leave it to the totals', () => {
    expect(attackHits(30, ONES, 10, [3, 4], rules)).toBe(false)
    expect(attackHits(10, [3, 4], 30, ONES, rules)).toBe(true)
    expect(attackHits(10, SIXES, 30, [3, 4], rules)).toBe(true)
    expect(attackHits(30, [3, 4], 10, SIXES, rules)).toBe(false)
    expect(attackHits(20, SIXES, 20, SIXES, rules)).toBe(false)
    expect(attackHits(21, SIXES, 20, SIXES, rules)).toBe(true)
    expect(attackHits(5, ONES, 4, ONES, rules)).toBe(false)
    expect(attackHits(15, [3, 4], 15, [2, 5], rules)).toBe(false)
  })
})
