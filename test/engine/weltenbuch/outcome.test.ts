import { describe, expect, it } from 'vitest'
import { archer, BOW, decideBy, dice, eventsOf, play, setupOf, sheet } from './helpers.ts'

describe('KA-SUP-7 KA-SUP-9 KA-GAP-33: the outcome the campaign applies after the fight', () => {
  it('KA-GAP-28 KA-GAP-33 KA-ACT-9: each combatant whole: the fled archer keeps his spanned bow, the orc ends unarmed', () => {
    const setup = setupOf({
      combatants: [archer('archer', { heroPoints: 2 }), { id: 'ork', side: 'foes', kind: 'nsc', wielding: 'unarmed', sheet: sheet({ name: 'Ork', damage: 3 }) }]
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
  it('KA-GAP-33: of several ranged weapons only those spanned are listed as ready, in sheet order', () => {
    const CROSSBOW = {
      id: 'armbrust',
      name: 'Armbrust',
      kind: 'ranged' as const,
      skill: 'Bogen',
      bonus: 0,
      damage: '×3+2',
      range: 60,
      reload: 'crossbow' as const
    }
    const DAGGER = { id: 'dolch', name: 'Dolch', skill: 'Schwerter', bonus: 0, damage: '×1+2' }
    const setup = setupOf({
      combatants: [archer('archer', { weapons: [CROSSBOW, DAGGER, BOW] }), { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork' }) }]
    })
    const { outcome } = play(setup, dice(12, 2), decideBy({ 'action:archer': 'flee' }))
    expect(outcome.combatants[0]).toMatchObject({ status: 'fled', wielding: 'bogen', loaded: ['bogen'] })
  })
  it('KA-ACT-11 KA-GAP-33: a throwing spear needs no spanning: throwing it leaves it as ready as the setup listed it', () => {
    const SPEAR = { id: 'speer', name: 'Wurfspeer', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×2+2', range: 20, reload: 'none' as const }
    const setup = setupOf({
      combatants: [
        {
          id: 'thrower',
          side: 'heroes',
          kind: 'hero',
          position: -15,
          wielding: 'speer',
          loaded: ['speer'],
          sheet: sheet({ name: 'Eliria', skills: { Bogen: 5 }, weapons: [SPEAR] })
        },
        { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork' }) }
      ]
    })
    // Initiative 22 / 12; one throw (5 + 5 + 3 = 13 misses the 16), then she flees.
    const { outcome, events } = play(setup, dice(12, 2, 3), decideBy({ 'action:thrower': ['shoot:ork', 'flee'] }))
    expect(eventsOf(events, 'shot')).toHaveLength(1)
    expect(outcome.combatants[0]).toMatchObject({ status: 'fled', wielding: 'speer', loaded: ['speer'] })
  })
})
