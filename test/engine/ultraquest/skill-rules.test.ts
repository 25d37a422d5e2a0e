import { describe, expect, it } from 'vitest'
import { adventurer, pendingAfter, play, setupOf } from './fixtures.ts'

describe('which rule a called skill cites', () => {
  it('KS-SKILL-2: a called skill without a round or opponent condition is cited as once per game turn', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Kampfschrei'] })
    const rules = { skills: { Kampfschrei: { activation: 'called' as const, nkBonus: 2 } } }
    // 4+3+2 = 9 against 1+1+2 = 4: the party wins round 1.
    const fight = play(setupOf({ party: [k], rules }), [4, 1, 1], { 'skills:k': 'Kampfschrei' })
    const called = fight.events.find((e) => e.params['skill'] === 'Kampfschrei')
    expect(called?.rule).toBe('KS-SKILL-2')
    expect(fight.events.find((e) => e.rule === 'KS-ROLL-4')?.params).toMatchObject({ party: 9, opponents: 4 })
  })

  it('KS-SKILL-3: a called skill for one round only (Sturmangriff) is cited as a one-off', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Sturmangriff'] })
    const fight = play(setupOf({ party: [k] }), [4, 1, 1], { 'skills:k': 'Sturmangriff' })
    expect(fight.events.find((e) => e.params['skill'] === 'Sturmangriff')?.rule).toBe('KS-SKILL-3')
  })

  it('KS-SKILL-3 KS-NONFIGHT-1: a called skill that needs four opponents (Rundumschlag) is cited as a one-off; with everyone fighting no non-fighters line', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Rundumschlag'] })
    const fight = play(setupOf({ party: [k], opponents: [{ name: 'Goblin', ks: 'W6', count: 4 }] }), [6, 1, 1, 1, 1], { 'skills:k': 'Rundumschlag' })
    expect(fight.events.find((e) => e.params['skill'] === 'Rundumschlag')?.rule).toBe('KS-SKILL-3')
    // Everyone fights: no line about non-fighters.
    expect(fight.events.some((e) => e.type === 'ultraquest.nonFighters')).toBe(false)
  })

  it('KS-SKILL-1 KS-SKILL-4: only a called skill that adds to the KS of the mode he fights in is offered before the roll', () => {
    // A passive skill with a KS bonus is not called; Sturmangriff adds to NK only, so an FK fight offers nothing.
    const rules = {
      skills: { Wut: { activation: 'passive' as const, nkBonus: 1 }, Sturmangriff: { activation: 'called' as const, nkBonus: 1, onlyInRound: 1 } }
    }
    const passive = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Wut'] })
    expect(pendingAfter(setupOf({ party: [passive], rules })).key).toBe('partyRoll')
    const charger = adventurer('k', { ks: { nk: 'W6+3', fk: 'W6' }, skills: ['Sturmangriff'] })
    expect(pendingAfter(setupOf({ party: [charger], rules, fight: { type: 'FK', marker: '!' } })).key).toBe('partyRoll')
    expect(pendingAfter(setupOf({ party: [charger], rules }))).toMatchObject({
      key: 'skills:k',
      prompt: { key: 'ultraquest.prompt.skills', params: { name: 'K' } },
      rule: 'KS-SKILL-4',
      min: 0,
      max: 1,
      ordered: false,
      default: ['Sturmangriff'],
      options: [{ id: 'Sturmangriff', label: { key: 'ultraquest.option.skill', params: { skill: 'Sturmangriff' } } }]
    })
  })
})
