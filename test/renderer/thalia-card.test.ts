import { describe, expect, it } from 'vitest'
import { cardWithValues } from './card-with-values.ts'
import { wordsFor } from '../../src-renderer/src/cards/words.ts'

const bertil = {
  kind: 'pc',
  id: 'bertil',
  name: 'Bertil',
  hp: 10,
  maxHp: 10,
  vern: 2,
  status: 'active',
  unconsciousDays: 0,
  injuries: [],
  factors: { makt: 1, agilitet: 2, intellekt: 0, karisma: 0 },
  weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd', durability: 7 }],
  belt: [{ name: 'Eliksir' }]
}

describe('the Thalia party card', () => {
  it('a healthy SK: HP, Vern, weapons with Holdbarhet and the belt; nothing for care to do', () => {
    const card = cardWithValues('thalia', bertil)
    expect(card).toMatchObject({ name: 'Bertil', stats: 'HP 10/10 · Vern 2', marks: [], dead: false, hurt: false, ready: 'Kortsverd (Holdbarhet 7), Eliksir' })
  })

  it('THA-RANGE-1 THA-RANGE-3: a ranged weapon with its distance category shows its reach (Table T2) in the screen’s language', () => {
    const arne = {
      ...bertil,
      name: 'Arne',
      weapons: [{ name: 'Bue', damage: '1t6', attributes: ['agilitet'], skill: 'Bue', ranged: true, range: 'KA', durability: 5 }, ...bertil.weapons]
    }
    expect(cardWithValues('thalia', arne).ready).toBe('Bue (KA · 30 ft / 6 steps, Holdbarhet 5), Kortsverd (Holdbarhet 7), Eliksir')
    expect(cardWithValues('thalia', arne, wordsFor('nb')).ready).toMatch(/^Bue \(KA · 30 fot \/ 6 skritt, Holdbarhet 5\), /)
    expect(cardWithValues('thalia', arne, wordsFor('de')).ready).toMatch(/^Bue \(KA · 30 Fuß \/ 6 Schritt, Holdbarhet 5\), /)
    expect(cardWithValues('thalia', arne, wordsFor('nl')).ready).toMatch(/^Bue \(KA · 30 voet \/ 6 stappen, Holdbarhet 5\), /)
    // A category on a melee weapon reaches nothing: the card leaves it out.
    expect(cardWithValues('thalia', { ...bertil, weapons: [{ ...bertil.weapons[0]!, range: 'KA' }] }).ready).toBe('Kortsverd (Holdbarhet 7), Eliksir')
  })

  it('stabilised after Siste Pust: unconscious with its days, each Mén by its table name, limb side and days left (THA-DYING-7, THA-MEN-4)', () => {
    const stabilised = {
      ...bertil,
      hp: 0,
      status: 'unconscious',
      unconsciousDays: 2,
      injuries: [{ id: 'overkropp-5', daysLeft: 14 }, { id: 'armer-2', side: 'left' }, { id: 'ben-1' }]
    }
    const card = cardWithValues('thalia', stabilised)
    expect(card.stats).toBe('HP 0/10 · Vern 2 · unconscious 2 d')
    expect(card.marks).toEqual([
      { kind: 'unconscious' },
      { kind: 'lasting', text: 'Knekte Ribbein · 14 d' },
      { kind: 'lasting', text: 'Lammelse (left arm)' },
      { kind: 'lasting', text: 'Avhugget (leg)' }
    ])
    expect(card.hurt).toBe(true)
    // One language per surface (issue 14): the Mén keep the book's names, the limb and state follow the app's language.
    expect(cardWithValues('thalia', stabilised, wordsFor('nb')).marks.map((m) => m.text)).toEqual([
      undefined,
      'Knekte Ribbein · 14 d',
      'Lammelse (venstre arm)',
      'Avhugget (bein)'
    ])
    expect(cardWithValues('thalia', stabilised, wordsFor('de'))).toMatchObject({
      stats: 'HP 0/10 · Vern 2 · bewusstlos 2 d',
      marks: expect.arrayContaining([{ kind: 'lasting', text: 'Lammelse (Arm links)' }])
    })
  })

  it('a Hjerneblødning keeps him unconscious for its days (THA-MEN-6); a permanent Mén alone gives care nothing to do', () => {
    expect(cardWithValues('thalia', { ...bertil, injuries: [{ id: 'hode-2', daysLeft: 3, unconsciousDays: 3 }] }).stats).toContain('unconscious 3 d')
    expect(cardWithValues('thalia', { ...bertil, injuries: [{ id: 'hode-6' }] }).hurt).toBe(false)
  })

  it('dead: marked dead, not unconscious, and care is off', () => {
    const card = cardWithValues('thalia', { ...bertil, hp: 0, status: 'dead' })
    expect(card.marks).toEqual([{ kind: 'dead' }])
    expect(card).toMatchObject({ dead: true, hurt: false })
  })
})
