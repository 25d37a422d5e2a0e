import { describe, expect, it } from 'vitest'
import { cardOf } from '../../src-renderer/src/cards/index.ts'

const bertil = { kind: 'pc', id: 'bertil', name: 'Bertil', hp: 10, maxHp: 10, vern: 2, status: 'active', unconsciousDays: 0, injuries: [], weapons: [{ name: 'Kortsverd', durability: 7 }], belt: [{ name: 'Eliksir' }] }

describe('the Thalia party card', () => {
  it('a healthy SK: HP, Vern, weapons with Holdbarhet and the belt; nothing for care to do', () => {
    const card = cardOf('thalia', bertil)
    expect(card).toMatchObject({ name: 'Bertil', stats: 'HP 10/10 · Vern 2', marks: [], dead: false, hurt: false, ready: 'Kortsverd (Holdbarhet 7), Eliksir' })
  })

  it('stabilised after Siste Pust: Bevisstløs with its days, each Mén by its table name, limb side and days left (THA-DYING-7, THA-MEN-4)', () => {
    const card = cardOf('thalia', { ...bertil, hp: 0, status: 'unconscious', unconsciousDays: 2, injuries: [{ id: 'overkropp-5', daysLeft: 14 }, { id: 'armer-2', side: 'left' }, { id: 'ben-1' }] })
    expect(card.stats).toBe('HP 0/10 · Vern 2 · Bevisstløs 2 d')
    expect(card.marks).toEqual([{ kind: 'unconscious' }, { kind: 'lasting', text: 'Knekte Ribbein · 14 d' }, { kind: 'lasting', text: 'Lammelse (venstre arm)' }, { kind: 'lasting', text: 'Avhugget (ben)' }])
    expect(card.hurt).toBe(true)
  })

  it('a Hjerneblødning keeps him unconscious for its days (THA-MEN-6); a permanent Mén alone gives care nothing to do', () => {
    expect(cardOf('thalia', { ...bertil, injuries: [{ id: 'hode-2', daysLeft: 3, unconsciousDays: 3 }] }).stats).toContain('Bevisstløs 3 d')
    expect(cardOf('thalia', { ...bertil, injuries: [{ id: 'hode-6' }] }).hurt).toBe(false)
  })

  it('dead: marked dead, not unconscious, and care is off', () => {
    const card = cardOf('thalia', { ...bertil, hp: 0, status: 'dead' })
    expect(card.marks).toEqual([{ kind: 'dead' }])
    expect(card).toMatchObject({ dead: true, hurt: false })
  })
})
