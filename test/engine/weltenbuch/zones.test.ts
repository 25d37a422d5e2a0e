import { describe, expect, it } from 'vitest'
import { weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { koerperRow, TYPICAL_RACE_ATTRIBUTES } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { decideBy, dice, duel, eventsOf, playSome, sheet, stateAt, rolls } from './helpers.ts'

describe('KA-ZONE-1 KA-ZONE-2 KA-ZONE-3 KA-ZONE-4 KA-ZONE-13: calling a zone in the fight', () => {
  it('KA-ZONE-1 KA-ZONE-4: before the roll the attacker is offered every zone with its malus, as on the Heldenpergament', () => {
    const { state } = stateAt(duel(), dice(12, 2), (r) => r.key === 'zone:held')
    if (state.status !== 'pending' || state.request.type !== 'chooseOne') throw new Error('expected the zone choice')
    expect(state.request.rule).toBe('KA-ZONE-1')
    expect(state.request.default).toBe('none')
    expect(state.request.options.map((o) => [o.id, o.label.params?.['malus']])).toEqual([
      ['none', undefined],
      ['kopf', -4],
      ['rumpf', -1],
      ['lArm', -2],
      ['rArm', -2],
      ['lBein', -2],
      ['rBein', -2]
    ])
  })
  it('KA-ZONE-2: without a call the torso is hit with no malus', () => {
    const { events } = playSome(duel(), dice(12, 2, 10, 5))
    expect(rolls(events, 'attack')[0]!.params['total']).toBe(18)
    expect(eventsOf(events, 'hit')[0]!.params['zoneKey']).toBe('weltenbuch.zone.rumpf')
  })
  it('KA-ZONE-3: a called left leg costs 2 and is the zone hit (16 against 13, 3 × 2 + 2 = 8)', () => {
    const { events } = playSome(duel(), dice(12, 2, 10, 5), decideBy({ 'zone:held': 'lBein' }))
    expect(eventsOf(events, 'zoneCalled')[0]).toEqual({
      type: 'weltenbuch.zoneCalled',
      rule: 'KA-ZONE-3',
      round: 1,
      params: { name: 'Held', zoneKey: 'weltenbuch.zone.lBein', malus: -2 }
    })
    expect(rolls(events, 'attack')[0]!.params['total']).toBe(16)
    expect(eventsOf(events, 'damage')[0]!.params).toMatchObject({ zoneKey: 'weltenbuch.zone.lBein', raw: 8 })
  })
  it('KA-GAP-4 KA-ZONE-3: a called torso costs 1 as printed (17 against 13), and the log names the gap rule', () => {
    const { events } = playSome(duel(), dice(12, 2, 10, 5), decideBy({ 'zone:held': 'rumpf' }))
    expect(eventsOf(events, 'zoneCalled')[0]).toEqual({
      type: 'weltenbuch.zoneCalled',
      rule: 'KA-GAP-4',
      round: 1,
      params: { name: 'Held', zoneKey: 'weltenbuch.zone.rumpf', malus: -1 }
    })
    expect(eventsOf(events, 'hit')[0]!.params).toMatchObject({ attack: 17, defence: 13, zoneKey: 'weltenbuch.zone.rumpf' })
  })
  it('KA-ZONE-13: a called zone on a miss does nothing', () => {
    const { events } = playSome(duel(), dice(12, 2, 5, 5), decideBy({ 'zone:held': 'kopf' }))
    expect(eventsOf(events, 'damage')).toEqual([])
  })
})

describe('KA-ZONE-5 KA-GAP-5: the optional hit-zone dice', () => {
  it('KA-GAP-5: a rolled zone carries no malus by default; with rolledZoneMalus the head costs 4', () => {
    const plain = playSome(duel({}, {}, { rules: { hitZoneDice: true } }), dice(12, 2, 10, 2, 5))
    expect(rolls(plain.events, 'attack')[0]!.params['total']).toBe(18)
    expect(eventsOf(plain.events, 'hit')[0]!.params['zoneKey']).toBe('weltenbuch.zone.kopf')
    const rolled = (malus: number, malusTextKey: string) => [
      { type: 'weltenbuch.zoneRolled', rule: 'KA-ZONE-14', round: 1, params: { name: 'Held', dice: 2, zoneKey: 'weltenbuch.zone.kopf', malus, malusTextKey } }
    ]
    expect(eventsOf(plain.events, 'zoneRolled')).toEqual(rolled(0, 'weltenbuch.zoneMalus.none'))
    const malus = playSome(duel({}, {}, { rules: { hitZoneDice: true, rolledZoneMalus: true } }), dice(12, 2, 10, 2, 5))
    // The roll shows 18; the rolled head takes 4 off the attack that is compared.
    expect(rolls(malus.events, 'attack')[0]!.params['total']).toBe(18)
    expect(eventsOf(malus.events, 'hit')[0]!.params['attack']).toBe(14)
    expect(eventsOf(malus.events, 'zoneRolled')).toEqual(rolled(-4, 'weltenbuch.zoneMalus.some'))
  })
  it('KA-GAP-5 KA-GAP-4: with rolledZoneMalus a rolled torso costs what a called one does: nothing with calledTorsoMalus 0', () => {
    const rules = { hitZoneDice: true, rolledZoneMalus: true, calledTorsoMalus: 0 }
    const { events } = playSome(duel({}, {}, { rules }), dice(12, 2, 10, 7, 5))
    expect(eventsOf(events, 'zoneRolled')[0]!.params).toMatchObject({ zoneKey: 'weltenbuch.zone.rumpf', malus: 0 })
    expect(eventsOf(events, 'hit')[0]!.params).toMatchObject({ attack: 18, defence: 13 })
  })
  it('KA-ZONE-5: a called zone rolls no zone dice', () => {
    const { requests } = playSome(duel({}, {}, { rules: { hitZoneDice: true } }), dice(12, 2, 10, 5), decideBy({ 'zone:held': 'rArm' }))
    expect(requests.some((r) => r.key === 'zoneDice:held')).toBe(false)
  })
})

describe('KA-ACT-3 KA-GAP-19: the defender at first only reacts; undefended attacks', () => {
  it('KA-ACT-3: while the attacker keeps attacking, the defending party is asked only how to defend', () => {
    const { requests } = playSome(duel(), dice(12, 2, ...Array.from({ length: 5 }, () => [5, 5]).flat()))
    const orcRound1 = requests.filter((r) => r.round === 1 && r.actor === 'ork').map((r) => r.key)
    expect(new Set(orcRound1)).toEqual(new Set(['defence:ork', 'parry:ork']))
  })
  it('KA-GAP-19: a defender who does not defend is hit at 12 + Heldenstufe (13 against 12 + 2 misses); or always, by setting', () => {
    const orc = { heldenstufe: 2 }
    const test = playSome(duel({}, orc), dice(12, 2, 5), decideBy({ 'defence:ork': 'none' }))
    const line = { name: 'Held', target: 'Ork', total: 13, minimum: 14, level: 2 }
    expect(eventsOf(test.events, 'undefended')).toEqual([
      { type: 'weltenbuch.undefended', rule: 'KA-GAP-19', round: 1, params: { ...line, byMinimum: true, howKey: 'weltenbuch.undefended.minimum' } }
    ])
    expect(eventsOf(test.events, 'miss')).toEqual([
      {
        type: 'weltenbuch.miss',
        rule: 'KA-GAP-19',
        round: 1,
        params: {
          name: 'Held',
          target: 'Ork',
          zoneIgnored: false,
          attack: 13,
          defence: 0,
          minimum: 14,
          whyKey: 'weltenbuch.why.minimumMissed',
          ignoredKey: 'weltenbuch.zoneIgnored.false'
        }
      }
    ])
    expect(eventsOf(test.events, 'damage')).toEqual([])
    const always = playSome(duel({}, orc, { rules: { undefendedUsesAmbushMinimum: false } }), dice(12, 2, 5), decideBy({ 'defence:ork': 'none' }))
    expect(eventsOf(always.events, 'undefended')).toEqual([
      { type: 'weltenbuch.undefended', rule: 'KA-GAP-19', round: 1, params: { ...line, byMinimum: false, howKey: 'weltenbuch.undefended.noTest' } }
    ])
    expect(eventsOf(always.events, 'hit')).toEqual([
      {
        type: 'weltenbuch.hit',
        rule: 'KA-GAP-19',
        round: 1,
        params: {
          name: 'Held',
          target: 'Ork',
          margin: 0,
          zoneKey: 'weltenbuch.zone.rumpf',
          attack: 13,
          defence: 0,
          minimum: 14,
          whyKey: 'weltenbuch.why.noTest'
        }
      }
    ])
    expect(eventsOf(always.events, 'damage')).toHaveLength(1)
  })
})

describe('KA-SUP-10: typical race attributes', () => {
  it('KA-SUP-10: human 5/6/6/5/5/5, orc 2/8/5/5/5/7, dwarf 4/6/6/6/5/5, elf 7/6/7/2/5/5, all valid sheet attributes', () => {
    const order = (a: (typeof TYPICAL_RACE_ATTRIBUTES)['ork']) => [a.geist, a.koerper, a.geschick, a.sozial, a.wille, a.sinne]
    expect(order(TYPICAL_RACE_ATTRIBUTES.mensch)).toEqual([5, 6, 6, 5, 5, 5])
    expect(order(TYPICAL_RACE_ATTRIBUTES.ork)).toEqual([2, 8, 5, 5, 5, 7])
    expect(order(TYPICAL_RACE_ATTRIBUTES.zwerg)).toEqual([4, 6, 6, 6, 5, 5])
    expect(order(TYPICAL_RACE_ATTRIBUTES.elf)).toEqual([7, 6, 7, 2, 5, 5])
    for (const attributes of Object.values(TYPICAL_RACE_ATTRIBUTES)) expect(() => weltenbuchSheetSchema.parse(sheet({ name: 'X', attributes }))).not.toThrow()
    // An orc's Körper 8 gives SBO +1 and 10 LP per level.
    expect(koerperRow(TYPICAL_RACE_ATTRIBUTES.ork.koerper)).toMatchObject({ sbo: 1, lpPerLevel: 10 })
  })
})
