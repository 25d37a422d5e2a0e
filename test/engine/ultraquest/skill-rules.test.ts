import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { ContinuationIO } from '../../../src-engine/sim/odds.ts'
import type { DiceRoller } from '../../../src-engine/dice/index.ts'
import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer, pendingAfter, play, setupOf } from './fixtures.ts'

/** Dice that show the given faces in turn, for a simulated fight to roll what a replay is typed. */
function scripted(faces: readonly number[]): DiceRoller {
  let next = 0
  return {
    face: () => {
      if (next >= faces.length) throw new Error('the fight rolled more dice than scripted')
      return faces[next++]!
    },
    state: () => {
      throw new Error('not kept')
    }
  }
}

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

  it('KS-TYPE-6 KS-SKILL-4: a called skill adds its bonus for the mode he fights in', () => {
    const rules = { skills: { Zielen: { activation: 'called' as const, nkBonus: 3, fkBonus: 1 } } }
    const k = adventurer('k', { ks: { nk: 'W6+1', fk: 'W6' }, skills: ['Zielen'] })
    // FK: 4 + 1 (Zielen's FK bonus) = 5 against 1+1.
    const shot = play(setupOf({ party: [k], rules, fight: { type: 'FK', marker: '!' } }), [4, 1, 1], { 'skills:k': 'Zielen' })
    expect(shot.events.find((e) => e.type === 'ultraquest.results')?.params).toMatchObject({ party: 5 })
    // NK: 4 + 1 + 3 (its NK bonus) = 8.
    const melee = play(setupOf({ party: [k], rules }), [4, 1, 1], { 'skills:k': 'Zielen' })
    expect(melee.events.find((e) => e.type === 'ultraquest.results')?.params).toMatchObject({ party: 8 })
  })

  it('KS-SKILL-2 KS-SKILL-3 KS-SKILL-4: simulation calls the skills a replay calls by default: each once per fight, in its round, against enough opponents', () => {
    const rules = {
      skills: {
        Kampfschrei: { activation: 'called' as const, nkBonus: 2 },
        Spätangriff: { activation: 'called' as const, nkBonus: 3, onlyInRound: 2 },
        Rundumschlag: { activation: 'called' as const, nkBonus: 1, minOpponents: 4 },
        Sturmangriff: { activation: 'called' as const, nkBonus: 1, onlyInRound: 1 },
        // A passive skill's KS bonus is nobody's to call.
        Wut: { activation: 'passive' as const, nkBonus: 2 }
      }
    }
    const goblins = (count: number) => [{ name: 'Goblin', ks: 'W6', count }]
    const fights = [
      // Kampfschrei, once: 1+3+2 = 6 against 6, a draw; then 3+3 = 6 against 5: won by 1 (by 3 if called again).
      { skills: ['Kampfschrei'], count: 1, dice: [1, 6, 3, 5], result: 'won', rounds: 2, damage: 1 },
      // Spätangriff in round 2 only: 1+3 = 4 against 4, a draw; then 1+3+3 = 7 against 2: won by 5.
      { skills: ['Spätangriff'], count: 1, dice: [1, 4, 1, 2], result: 'won', rounds: 2, damage: 5 },
      // Rundumschlag against exactly four: 3+3+1 = 7 against 4: won by 3.
      { skills: ['Rundumschlag'], count: 4, dice: [3, 1, 1, 1, 1], result: 'won', rounds: 1, damage: 3 },
      // Sturmangriff in round 1, Spätangriff in round 2: 1+3+1 = 5 against 5, a draw; then 1+3+3 = 7 against 2: won by 5.
      { skills: ['Sturmangriff', 'Spätangriff'], count: 1, dice: [1, 5, 1, 2], result: 'won', rounds: 2, damage: 5 },
      // Wut adds nothing: 3+3 = 6 against 5, won by 1.
      { skills: ['Wut'], count: 1, dice: [3, 5], result: 'won', rounds: 1, damage: 1 }
    ]
    for (const { skills, count, dice, result, rounds, damage } of fights) {
      const setup = setupOf({ party: [adventurer('k', { ks: { nk: 'W6+3' }, skills })], opponents: goblins(count), rules })
      const played = play(setup, dice)
      expect(played.outcome, skills[0]).toMatchObject({ result, rounds, damageToOpponents: damage })
      expect(simulate(ultraquestSystem, ultraquestSystem.parseSetup(setup), scripted(dice)), skills[0]).toEqual(played.outcome)
    }
  })

  it('KS-SKILL-2 KS-TYPE-5: odds from a fight whose round 1 the GM fought in FK still call Rundumschlag in round 2 in NK: a skill of no use in a round is not used up', () => {
    const k = adventurer('k', { ks: { nk: 'W6+4', fk: 'W6+3' }, skills: ['Rundumschlag'] })
    const setup = setupOf({ party: [k], opponents: [{ name: 'Goblin', ks: 'W6', count: 4 }], fight: { type: 'NK+FK', marker: '!' } })
    // Round 1 in FK: 2+3 = 5 against 5, a draw. Round 2 in NK, the default, with Rundumschlag: 1+4+1 = 6 against 4: won by 2.
    const dice = [2, 1, 1, 1, 2, 1, 1, 1, 1, 1]
    const played = play(setup, dice, { 'r1:mode:k': 'FK' })
    expect(played.outcome).toMatchObject({ result: 'won', rounds: 2, damageToOpponents: 2 })
    // The odds take over once the GM has answered round 1's mode.
    const continued = ultraquestSystem.run(ultraquestSystem.parseSetup(setup), new ContinuationIO([{ type: 'chooseOne', option: 'FK' }], scripted(dice)))
    expect(continued).toEqual(played.outcome)
  })
})
