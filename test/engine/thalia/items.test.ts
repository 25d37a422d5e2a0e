// Which weapons an SK can use (items.ts): with a usable weapon he attacks even where the settings forbid fists, and a
// broken weapon is not offered among the weapons to attack with.
import { describe, expect, it } from 'vitest'
import type { Request } from '../../../src-engine/core/index.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

const sword = { name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 5 }
const dagger = { name: 'Dolk', damage: '1t4', attributes: ['agilitet'], skill: 'Sverd', durability: 0 }
const axe = { name: 'Øks', damage: '1t8', attributes: ['makt'], skill: 'Sverd', durability: 2 }

function pending(p: { state: { status: string; request?: Request } }): Extract<Request, { type: 'chooseOne' }> {
  const r = (p.state as { request: Request }).request
  if (p.state.status !== 'pending' || r.type !== 'chooseOne') throw new Error('no choice pending')
  return r
}

describe('Thalia: the weapons an SK can use', () => {
  it('THA-ATK-3 THA-GAP-56: an armed SK attacks also where the settings allow no fists; unarmed he cannot', () => {
    const menu = (weapons: unknown[]) =>
      pending(
        play(setupOf([pc('Bertil', { weapons }), monster('Gob')], { fists: 'never' }), { dice: { initiative: [[6, 1]] }, stopAt: (r) => r.key === 'action' })
      )
    const attacks = (r: Extract<Request, { type: 'chooseOne' }>) => [r.default, r.options.filter((o) => o.id.startsWith('attack:')).map((o) => o.id)]
    expect(attacks(menu([sword]))).toEqual(['attack:Gob', ['attack:Gob']])
    expect(attacks(menu([]))).toEqual(['pass', []])
  })

  it('THA-ACT-7 THA-GAP-21: a weapon at Holdbarhet 0 is broken: the weapons offered for the attack leave it out', () => {
    const p = play(setupOf([pc('Bertil', { weapons: [sword, dagger, axe] }), monster('Gob')]), {
      dice: { initiative: [[6, 1]] },
      choose: { action: ['attack:Gob'] },
      stopAt: (r) => r.key === 'weapon'
    })
    const weapon = pending(p)
    expect([weapon.default, weapon.options.map((o) => [o.id, o.label.params?.['weapon']])]).toEqual([
      '2',
      [
        ['0', 'Kortsverd'],
        ['2', 'Øks']
      ]
    ])
  })
})
