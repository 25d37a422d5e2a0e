import { describe, expect, it } from 'vitest'
import { weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { decideBy, dice, duel, eventsOf, sheet, stateAt } from './helpers.ts'

const schwert = { name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' }
const unarmedByName = { name: 'Unarmed', skill: 'Schwerter', bonus: 0, damage: '×1+1' }

describe('a weapon named "Unarmed" is a weapon like any other', () => {
  it('KA-ACT-12 KA-UNARMED-1: a weapon named "Unarmed" gets an id of its own, is offered once and can be drawn', () => {
    expect(weltenbuchSheetSchema.parse(sheet({ name: 'Held', weapons: [schwert, unarmedByName] })).weapons.map((w) => w.id)).toEqual(['schwert', 'unarmed-2'])
    const { state } = stateAt(
      duel({ weapons: [schwert, unarmedByName] }),
      dice(12, 2),
      (r) => r.key === 'reaction:ork',
      decideBy({ 'action:held': 'switch:unarmed-2' })
    )
    expect(eventsOf(state.events, 'weaponChange')).toEqual([
      { type: 'weltenbuch.weaponChange', rule: 'KA-ACT-12', round: 1, params: { name: 'Held', weapon: 'Unarmed' } }
    ])
    const menu = stateAt(duel({ weapons: [schwert, unarmedByName] }), dice(12, 2), (r) => r.key === 'action:held').state
    if (menu.status !== 'pending' || menu.request.type !== 'chooseOne') throw new Error('expected the action')
    const switches = menu.request.options.map((o) => o.id).filter((id) => id.startsWith('switch:'))
    expect(switches).toEqual(['switch:unarmed-2', 'switch:unarmed'])
  })

  it('KA-ACT-12: a weapon stored with the id "unarmed" (a campaign saved before) gets an id of its own and can be drawn', () => {
    const stored = { ...schwert, name: 'Unarmed', id: 'unarmed' }
    expect(weltenbuchSheetSchema.parse(sheet({ name: 'Held', weapons: [stored, { ...schwert, id: 'unarmed-2' }] })).weapons.map((w) => w.id)).toEqual([
      'unarmed-3',
      'unarmed-2'
    ])
    const { state } = stateAt(
      duel({ weapons: [schwert, stored] }),
      dice(12, 2),
      (r) => r.key === 'reaction:ork',
      decideBy({ 'action:held': 'switch:unarmed-2' })
    )
    expect(eventsOf(state.events, 'weaponChange')[0]!.params).toEqual({ name: 'Held', weapon: 'Unarmed' })
  })
})
