import { describe, expect, it } from 'vitest'
import { decideBy, dice, play, setupOf, sheet } from './helpers.ts'

const BOW = { id: 'bogen', name: 'Bogen', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×2+4', range: 50 }

describe('KA-SUP-7 KA-SUP-9 KA-GAP-33: the outcome the campaign applies after the fight', () => {
  it('KA-GAP-28 KA-GAP-33 KA-ACT-9: each combatant whole: the fled archer keeps his spanned bow, the orc ends unarmed', () => {
    const setup = setupOf({
      combatants: [
        {
          id: 'archer',
          side: 'heroes',
          kind: 'hero',
          position: -30,
          wielding: 'bogen',
          loaded: ['bogen'],
          sheet: sheet({ name: 'Eliria', heroPoints: 2, skills: { Bogen: 5 }, weapons: [BOW] })
        },
        { id: 'ork', side: 'foes', kind: 'nsc', wielding: 'unarmed', sheet: sheet({ name: 'Ork', damage: 3 }) }
      ]
    })
    // Initiative Eliria 22, Ork 12; her first action is to flee.
    const { outcome } = play(setup, dice(12, 2), decideBy({ 'action:archer': 'flee' }))
    const untouched = { damageTaken: 0, unusableZones: [], zonesLost: [], heroPointsSpent: 0 }
    expect(outcome).toEqual({
      winner: 'foes',
      reason: 'fled',
      segments: 1,
      combatants: [
        {
          id: 'archer',
          name: 'Eliria',
          side: 'heroes',
          status: 'fled',
          ...untouched,
          damage: 0,
          woundLevel: 'unverletzt',
          heroPoints: 2,
          wielding: 'bogen',
          loaded: ['bogen']
        },
        { id: 'ork', name: 'Ork', side: 'foes', status: 'able', ...untouched, damage: 3, woundLevel: 'leicht', heroPoints: 0, wielding: 'unarmed', loaded: [] }
      ]
    })
  })
})
