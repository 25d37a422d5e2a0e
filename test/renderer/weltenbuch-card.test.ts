import { describe, expect, it } from 'vitest'
import { cardOf } from '../../src-renderer/src/cards/index.ts'
import { cardWithValues } from './card-with-values.ts'
import { wordsFor } from '../../src-renderer/src/cards/words.ts'

const yorn = {
  id: 'yorn',
  name: 'Yorn',
  attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 },
  skills: { Schwerter: 3 },
  weapons: [{ id: 'breitschwert', name: 'Breitschwert', kind: 'melee', skill: 'Schwerter', bonus: 0, damage: '×3+4', reload: 'bow' }],
  armour: { kopf: 0, rumpf: 2, lArm: 0, rArm: 0, lBein: 0, rBein: 0 },
  heroPoints: 1,
  heldenstufe: 1,
  damage: 0,
  unusableZones: [],
  dead: false
}

describe('the Weltenbuch party card', () => {
  it('unhurt: the LP monitor of Körper 6 (5 levels of 9 LP), hero points, Heldenstufe, the weapon’s ×M+B and the armour worn; nothing for care to do', () => {
    expect(cardWithValues('weltenbuch', yorn)).toEqual({
      name: 'Yorn',
      stats: 'Damage 0/45 LP · Heldenpunkte 1 · Heldenstufe 1',
      marks: [],
      dead: false,
      hurt: false,
      ready: 'Breitschwert ×3+4 · Armour Rumpf 2'
    })
    // One language per surface (issue 14): the rule terms stay German, the rest follows the app.
    expect(cardWithValues('weltenbuch', yorn, wordsFor('de'))).toMatchObject({
      stats: 'Schaden 0/45 LP · Heldenpunkte 1 · Heldenstufe 1',
      ready: 'Breitschwert ×3+4 · Rüstung Rumpf 2'
    })
    expect(cardWithValues('weltenbuch', yorn, wordsFor('nl'))).toMatchObject({
      stats: 'Schade 0/45 LP · Heldenpunkte 1 · Heldenstufe 1',
      ready: 'Breitschwert ×3+4 · Harnas Rumpf 2'
    })
  })

  it('after a fight: damage with its wound level (KA-SUP-7), each unusable body part as a mark (KA-SUP-9); sleep can help', () => {
    const card = cardWithValues('weltenbuch', { ...yorn, damage: 16, heroPoints: 0, unusableZones: ['lArm', 'kopf'] })
    expect(card.stats).toBe('Damage 16/45 LP (mittel) · Heldenpunkte 0 · Heldenstufe 1')
    expect(card.marks).toEqual([
      { kind: 'unusable', text: 'L. Arm unusable' },
      { kind: 'unusable', text: 'Kopf unusable' }
    ])
    expect(card.hurt).toBe(true)
    expect(cardWithValues('weltenbuch', { ...yorn, damage: 45 }).stats).toContain('(tödlich)')
  })

  it('the wound level is main’s word (roster.cardValues): until it answers, the card shows the damage alone', () => {
    expect(cardOf('weltenbuch', { ...yorn, damage: 16 }).stats).toBe('Damage 16 LP · Heldenpunkte 1 · Heldenstufe 1')
  })

  it('a lost body part alone gives sleep nothing to heal; the dead are marked and care is off', () => {
    expect(cardWithValues('weltenbuch', { ...yorn, unusableZones: ['rArm'] }).hurt).toBe(false)
    const dead = cardWithValues('weltenbuch', { ...yorn, damage: 50, dead: true })
    expect(dead).toMatchObject({ dead: true, hurt: false })
    expect(dead.marks).toEqual([{ kind: 'dead' }])
  })
})
