import { describe, expect, it } from 'vitest'
import { eventLine } from '../../../src-engine/text/index.ts'
import { combatant, monster, pc, play, setupOf } from './fixtures.ts'

const ogre = (effect: Record<string, unknown>) => monster('Troll', { hp: 40, maxHp: 40, kampand: 12, attacks: [{ name: 'Bitt', damage: '1t2', effect }] })

describe('Thalia resisting effects (SAVE)', () => {
  it('THA-SAVE-2 THA-GAP-28 THA-MEN-26 THA-GAP-22: the resist roll against the value its effect names, read in words; Ødelagt Balanse gives Ulempe on Refleks only, and the log says the Mén hinders', () => {
    const balance = { hp: 20, maxHp: 20, injuries: [{ id: 'ben-4' }], resist: { refleks: 10, vilje: 11, toffhet: 12 } }
    const resisting = (resist: string, faces: number[][]) => {
      const p = play(setupOf([pc('Bertil', balance), ogre({ name: 'Gift', resist })], { maxRounds: 1 }), {
        dice: { initiative: [[1, 6]], evade: [[2, 2]], npcDamage: [[1]], resist: faces },
        choose: { defence: ['evade'], action: ['pass'] }
      })
      const resistLines = p.events.filter((e) => e.rule === 'THA-SAVE-2' || (e.type === 'thalia.menTest' && e.params.skillKey !== undefined))
      return [resistLines.map((e) => eventLine(e, 'en')), combatant(p, 'Bertil').conditions]
    }
    expect(resisting('toffhet', [[12]])).toEqual([
      ['Bertil resists Gift: 1t20 → 12 = 12 [THA-SAVE-2]', 'Gift takes hold on Bertil (1t20 12, not under Tøffhet 12) [THA-SAVE-2]'],
      ['Gift']
    ])
    expect(resisting('vilje', [[3]])).toEqual([
      ['Bertil resists Gift: 1t20 → 3 = 3 [THA-SAVE-2]', 'Bertil resists Gift (1t20 3 under Vilje 11) [THA-SAVE-2]'],
      []
    ])
    expect(resisting('refleks', [[3, 9]])).toEqual([
      [
        'Bertil: Mén (THA-MEN-26) hinder this Refleks test [THA-MEN-26]',
        'Bertil resists Gift (Ulempe: die 1 of 2): 1t20 → 3 = 3 [THA-SAVE-2]',
        'Bertil resists Gift (Ulempe: die 2 of 2): 1t20 → 9 = 9 [THA-SAVE-2]',
        'Bertil resists Gift (2t20 3 and 9, Ulempe: 9 counts under Refleks 10) [THA-SAVE-2]'
      ],
      []
    ])
  })

  it('THA-SAVE-1 THA-SAVE-2: an effect that takes hold is marked on its victim beside the conditions he already had', () => {
    const bertil = pc('Bertil', { hp: 20, maxHp: 20, conditions: [{ name: 'Blind', coupVulnerable: false }], resist: { refleks: 10, vilje: 11, toffhet: 12 } })
    const p = play(setupOf([bertil, ogre({ name: 'Gift', resist: 'toffhet' })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[2, 2]], npcDamage: [[1]], resist: [[12]] },
      choose: { defence: ['evade'] },
      stopAt: (r) => r.key === 'action'
    })
    const marks = p.state.standing!.sides.flatMap((side) => side.combatants).find((c) => c.id === 'Bertil')!.marks
    expect(marks.filter((m) => m.key === 'condition').map((m) => m.label.params?.['condition'])).toEqual(['Blind', 'Gift'])
  })

  it('THA-SAVE-1 THA-GAP-43 THA-COUP-1: an effect that takes hold without making its victim vulnerable leaves it no Nådestøt target', () => {
    const vakt = monster('Vakt', { kind: 'dk', hp: 30, maxHp: 30, kampand: 12 }, { side: 'players' })
    const fight = (coupVulnerable: boolean) =>
      play(setupOf([pc('Bertil'), vakt, ogre({ name: 'Lammet', resist: 'vilje', coupVulnerable })], { maxRounds: 2 }), {
        dice: { initiative: [[1, 6]], npcDamage: [[1], [1]], resist: [[20]] },
        choose: { target: ['Vakt', 'Vakt'], action: ['pass', 'pass'] },
        seed: 5
      })
    const round2 = (p: ReturnType<typeof fight>) => p.events.filter((e) => e.round === 2 && e.params['actor'] === 'Troll').map((e) => eventLine(e, 'en'))
    expect(round2(fight(false))).toEqual([
      'Troll may move up to 6 skritt this Turn [THA-GAP-13]',
      'Whom does Troll attack? → Vakt [THA-GAP-13]',
      'Troll attacks Vakt with Bitt [THA-ATK-2]',
      'Troll hits Vakt without a hit roll [THA-GROUP-1]',
      'Judge: damage of Troll with Bitt: 1t2 → 1 = 1 [THA-ATK-2]'
    ])
    // The same effect marked vulnerable (THA-GAP-43): the Judge's menu now offers Nådestøt, its preset.
    expect(round2(fight(true))).toEqual([
      'Troll may move up to 6 skritt this Turn [THA-GAP-13]',
      'Whom does Troll attack? → Vakt [THA-GAP-13]',
      'Which attack does Troll use? → Nådestøt on Vakt [THA-ATK-2]',
      'Nådestøt: Troll kills the defenceless Vakt [THA-COUP-1]'
    ])
  })
})
