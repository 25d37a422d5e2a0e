import { describe, expect, it } from 'vitest'
import type { Request } from '../../../src-engine/core/index.ts'
import { eventLine } from '../../../src-engine/text/index.ts'
import { translator } from '../../../src-engine/text/translator.ts'
import { menu, monster, pc, play, setupOf } from './fixtures.ts'

const tough = { hp: 40, maxHp: 40, kampand: 12 }
const calm = { parry: Array(20).fill([15]), evade: Array(20).fill([15]) }

describe('Thalia actions (ACT)', () => {
  it('THA-ACT-1 THA-ACT-2: one Action per Turn: attack, Evne, run, skill, Belt item, backpack or a Special Action', () => {
    const p = play(setupOf([pc('Bertil', { belt: [{ name: 'Fakkel' }], abilities: [{ name: 'Kamprop' }] }), monster('Gob', tough)], { maxRounds: 6 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['ability:0', 'run', 'skill', 'belt:0', 'backpack', 'special'] }
    })
    expect(p.requests.filter((r) => r.key === 'action').map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6])
    expect(['ability', 'run', 'skillUse', 'beltItem', 'backpack', 'special'].map((t) => p.ofType(`thalia.${t}`).length)).toEqual([1, 1, 1, 1, 1, 1])
    // A used Belt item is gone from later menus.
    const later = p.requests.filter((r): r is Extract<Request, { type: 'chooseOne' }> => r.key === 'action' && r.type === 'chooseOne' && r.round > 4)
    expect(later.every((r) => !r.options.some((o) => o.id === 'belt:0'))).toBe(true)
  })

  it('THA-ACT-6 THA-RND-5: a Special Action must fit in one ~10-second round or span several; the Judge sets how many rounds, during which the SK acts no further', () => {
    const p = play(setupOf([pc('Bertil'), monster('Gob', tough)], { maxRounds: 4 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['special', 'pass'], specialRounds: ['3'] }
    })
    expect(p.ofType('thalia.special')[0]!.params['rounds']).toBe(3)
    expect(p.ofType('thalia.specialContinues').map((e) => e.round)).toEqual([2, 3])
    expect(p.requests.filter((r) => r.key === 'action').map((r) => r.round)).toEqual([1, 4])
  })

  it('THA-ACT-7 THA-ACT-9: a minor action the Judge rules free does not use the Action; ruled special, it does', () => {
    const p = play(setupOf([pc('Bertil'), monster('Gob', tough)], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['free', 'free', 'pass'], freeOrSpecial: ['free', 'special'] }
    })
    expect(p.ofType('thalia.freeAction')).toHaveLength(1)
    expect(p.ofType('thalia.special')).toHaveLength(1)
    expect(p.ofType('thalia.pass')).toHaveLength(0)
    expect(p.requests.filter((r) => r.key === 'freeOrSpecial')[0]?.rule).toBe('THA-ACT-9')
  })

  it('THA-ACT-7: switching between weapons at hand is free: the weapon is chosen within the attack', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', {
            weapons: [
              { name: 'Kortsverd', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd' },
              { name: 'Øks', damage: '1t8', attributes: ['makt'], skill: 'Øks' }
            ]
          }),
          monster('Gob', tough)
        ],
        { maxRounds: 1 }
      ),
      { dice: { initiative: [[6, 1]], hit: [[18]], damage: [[5]], ...calm }, choose: { action: ['attack:Gob'], weapon: ['1'] } }
    )
    const weapon = p.requests.find((r) => r.key === 'weapon')
    expect(weapon?.type === 'chooseOne' && weapon.default).toBe('1')
    expect(p.ofType('thalia.attack')[0]!.params['weapon']).toBe('Øks')
    expect(p.requests.filter((r) => r.key === 'action')).toHaveLength(1)
  })

  it('THA-ACT-7: of weapons with the same average damage, the first on the sheet is the default', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', {
            weapons: [
              { name: 'Kortsverd', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd' },
              { name: 'Sabel', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd' }
            ]
          }),
          monster('Gob', tough)
        ],
        { maxRounds: 1 }
      ),
      { dice: { initiative: [[6, 1]], hit: [[18]], damage: [[5]], ...calm }, choose: { action: ['attack:Gob'] } }
    )
    const weapon = p.requests.find((r) => r.key === 'weapon')
    expect(weapon?.type === 'chooseOne' && [weapon.default, weapon.rule]).toEqual(['0', 'THA-ACT-7'])
    expect(weapon?.type === 'chooseOne' && [translator.text(weapon.prompt, 'en'), weapon.options.map((o) => translator.text(o.label, 'en'))]).toEqual([
      'Which weapon does Bertil use?',
      ['Kortsverd', 'Sabel']
    ])
    expect(p.ofType('thalia.attack')[0]!.params['weapon']).toBe('Kortsverd')
  })

  it('THA-ACT-8: an Evne that allows a free action leaves the Action for something else', () => {
    const p = play(setupOf([pc('Bertil', { abilities: [{ name: 'Rask hånd', free: true }] }), monster('Gob', tough)], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['ability:0', 'skill'] }
    })
    expect(p.ofType('thalia.abilityFree')).toHaveLength(1)
    expect(p.ofType('thalia.skillUse')).toHaveLength(1)
  })

  it('THA-GAP-11 THA-ACT-8: no hard limit on free actions by default; a limit removes free options, a free Evne too, once reached', () => {
    const free = { action: ['free', 'free', 'free', 'pass'], freeOrSpecial: ['free', 'free', 'free'] }
    const p = play(setupOf([pc('Bertil'), monster('Gob', tough)], { maxRounds: 1 }), { dice: { initiative: [[6, 1]], ...calm }, choose: free })
    expect(p.ofType('thalia.freeAction')).toHaveLength(3)
    const abilities = [{ name: 'Rask hånd', free: true }, { name: 'Kamprop' }]
    const q = play(setupOf([pc('Bertil', { abilities }), monster('Gob', tough)], { maxRounds: 1, freeActionLimit: 1 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['free', 'pass'], freeOrSpecial: ['free'] }
    })
    expect(q.ofType('thalia.freeLimit')).toHaveLength(1)
    const last = q.requests.filter((r) => r.key === 'action').at(-1)
    expect(last?.type).toBe('chooseOne')
    expect(last?.type === 'chooseOne' && last.options.some((o) => o.id === 'free')).toBe(false)
    // The Evne that is a free action goes with the limit; the one that takes the Action stays.
    expect(last?.type === 'chooseOne' && last.options.filter((o) => o.id.startsWith('ability:')).map((o) => o.id)).toEqual(['ability:1'])
  })

  it('THA-GAP-11 THA-ACT-7 THA-ACT-10: a limit of two free actions is reached only at the second; the next choice, logged, comes without them and, for a prepared Action, without a Run or preparing', () => {
    const p = play(setupOf([pc('Bertil'), monster('Gob', tough)], { maxRounds: 1, freeActionLimit: 2 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['free', 'free', 'pass'], freeOrSpecial: ['free', 'free'] }
    })
    const own = p.events.filter((e) => ['thalia.freeAction', 'thalia.freeLimit', 'thalia.pass'].includes(e.type))
    expect(own.map((e) => eventLine(e, 'en'))).toEqual([
      'Bertil takes a free action (Frihandling) [THA-ACT-7]',
      'Bertil takes a free action (Frihandling) [THA-ACT-7]',
      'Bertil has used all free actions this Turn [THA-GAP-11]',
      'Bertil does nothing this Turn [THA-ACT-1]'
    ])
    const asked = p.requests.filter((r) => r.key === 'action')
    expect(asked.map((r) => r.rule)).toEqual(['THA-ACT-2', 'THA-ACT-2', 'THA-GAP-11'])
    const rest = ['skill = Use a Ferdighet', 'backpack = Take something out of the Ryggsekk', 'special = Special Action', 'pass = Do nothing']
    expect(menu(asked[2])).toEqual({
      prompt: 'What does Bertil do with their Action?',
      rule: 'THA-GAP-11',
      actor: 'Bertil',
      default: 'attack:Gob',
      options: ['attack:Gob = Attack Gob', 'run = Run (double movement)', 'prepare = Prepare an Action', 'flee = Run from the fight (Løpe)', ...rest]
    })
    // A prepared Action that fires as a free action and reaches the limit is still a prepared Action.
    const q = play(setupOf([pc('Arne'), pc('Bertil'), monster('Gob', tough)], { maxRounds: 1, freeActionLimit: 1 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['prepare', 'pass', 'pass'], trigger: ['fire'], preparedAction: ['free'], freeOrSpecial: ['free'] }
    })
    const limited = q.requests.filter((r) => r.key === 'action' && r.rule === 'THA-GAP-11')
    expect(limited.map((r) => menu(r).options)).toEqual([['attack:Gob = Attack Gob', ...rest]])
  })

  it("THA-ACT-10 THA-GAP-12 THA-EX-3: Arne prepares a bow attack on the first target that comes into sight; it fires right after the enemy's Turn in which the trigger comes", () => {
    const bow = { weapons: [{ name: 'Bue', damage: '1t6', attributes: ['agilitet'], skill: 'Bue', ranged: true }], skills: { Bue: 'kyndig' } }
    const p = play(setupOf([pc('Arne', bow), monster('Gob1', tough), monster('Gob2', tough)], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], hit: [[15]], damage: [[3]], evade: [[19], [19]] },
      choose: { action: ['prepare'], trigger: ['wait', 'fire'], preparedAction: ['attack:Gob2'] }
    })
    expect(p.ofType('thalia.prepared')).toHaveLength(1)
    const trig = p.requests.filter((r) => r.key === 'trigger')
    expect(trig.map((r) => r.rule)).toEqual(['THA-GAP-12', 'THA-GAP-12'])
    expect(p.ofType('thalia.preparedFires')[0]!.params['after']).toBe('Gob2')
    const fired = p.events.findIndex((e) => e.type === 'thalia.attack')
    const gob2Attack = p.events.findIndex((e) => e.type === 'thalia.npcAttack' && e.params['actor'] === 'Gob2')
    expect(fired).toBeGreaterThan(gob2Attack)
    // The prepared choice is an ordinary Action: no second preparing, no running.
    const menu = p.requests.find((r) => r.key === 'preparedAction')
    const offered = menu?.type === 'chooseOne' ? menu.options.map((o) => o.id) : []
    expect(offered).toContain('attack:Gob2')
    expect(offered.filter((id) => id === 'prepare' || id === 'run')).toEqual([])
    expect(p.ofType('thalia.preparedLapses')).toHaveLength(0)
  })

  it('THA-ACT-11 THA-EX-3: a prepared Action whose trigger never comes is lost at the end of the round and does not carry over', () => {
    const p = play(setupOf([pc('Arne'), monster('Gob', tough)], { maxRounds: 2 }), {
      dice: { initiative: [[6, 1]], parry: [[19], [19]] },
      choose: { action: ['prepare', 'pass'] }
    })
    expect(p.ofType('thalia.preparedLapses').map((e) => e.round)).toEqual([1])
    expect(p.requests.filter((r) => r.key === 'trigger' && r.round === 2)).toHaveLength(0)
  })

  it("THA-GAP-12: with the setting off a prepared Action cannot interrupt another side's Turn", () => {
    const p = play(setupOf([pc('Arne'), pc('Bertil'), monster('Gob', tough)], { maxRounds: 1, preparedInterrupts: false }), {
      dice: { initiative: [[6, 1]], parry: [[19], [19]] },
      choose: { action: ['prepare', 'pass'] }
    })
    const trig = p.requests.filter((r) => r.key === 'trigger')
    expect(trig.map((r) => r.type === 'chooseOne' && r.prompt.params?.['after'])).toEqual(['Bertil'])
  })

  it('THA-GAP-13: a monster has one Action per Turn by default; the setting can give more', () => {
    const one = play(setupOf([pc('Bertil'), monster('Gob', tough)], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], ...calm },
      choose: { action: ['pass'] }
    })
    expect(one.ofType('thalia.npcAttack')).toHaveLength(1)
    const two = play(setupOf([pc('Bertil'), monster('Gob', tough)], { maxRounds: 1, npcActionsPerTurn: 2 }), {
      dice: { initiative: [[1, 6]], ...calm },
      choose: { action: ['pass'] }
    })
    expect(two.ofType('thalia.npcAttack')).toHaveLength(2)
    expect(one.ofType('thalia.move').find((e) => e.params['actor'] === 'Gob')?.rule).toBe('THA-GAP-13')
  })
})
