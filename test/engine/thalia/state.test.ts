import { describe, expect, it } from 'vitest'
import { monster, pc, play, setupOf } from './fixtures.ts'

describe('Thalia fight state: what a setup brings into its fights', () => {
  it('THA-GAP-3 THA-INI-6: the player side is where the SKs stand, whatever the setup calls it; without SKs it is the side called "players"', () => {
    const partyOf = (combatants: Parameters<typeof setupOf>[0]) =>
      play(setupOf(combatants), { stopAt: (r) => r.key === 'opening' })
        .state.standing!.sides.filter((s) => s.party)
        .map((s) => s.id)
    expect(partyOf([{ ...pc('Arne'), side: 'helter' }, monster('Gob')])).toEqual(['helter'])
    expect(partyOf([monster('Vakt', { kind: 'dk' }, { side: 'players' }), monster('Gob')])).toEqual(['players'])
  })

  it('THA-ACT-5 THA-END-1: an SK who came to the fight unconscious brings no HP to his side’s share, so a round that costs the party less than the troll leaves it not behind', () => {
    const fight = (npcDamage: number) =>
      play(
        setupOf(
          [pc('Bertil'), pc('Cecilie', { status: 'unconscious' }), monster('Troll', { hp: 10, maxHp: 10, kampand: 12 })],
          { maxRounds: 1 },
          { whenLosing: 'flee' }
        ),
        {
          dice: { initiative: [[6, 1]], hit: [[15]], damage: [[4]], evade: [[2]], npcDamage: [[npcDamage]] },
          choose: { action: ['attack:Troll'], defence: ['evade'], target: ['Bertil'] }
        }
      )
    // Bertil keeps 7 of the 10 HP his side brought (70 %), the troll 6 of 10 (60 %): not behind.
    const kept = fight(3)
    expect([kept.outcome.combatants.map((c) => c.hp), kept.ofType('thalia.partyFlees').length]).toEqual([[7, 10, 6], 0])
    // THA-GAP-53: nobody is Døende, so no round follows the fight, though Cecilie lies unconscious.
    expect(kept.ofType('thalia.aftermathRound')).toEqual([])
    // Bertil keeps 4 of 10 (40 %): behind, and the party runs.
    expect(fight(6).ofType('thalia.partyFlees').length).toBe(1)
  })

  it('THA-DEF-13: a Blokkér rolls the attribute the shield names on the sheet, here Agilitet', () => {
    const bertil = pc('Bertil', { shield: { name: 'Skjold', attribute: 'agilitet', durability: 3 }, skills: { Sverd: 'kyndig', Skjold: 'kyndig' } })
    const p = play(setupOf([bertil, monster('Gob', { hp: 30, maxHp: 30, kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], block: [[11]] },
      choose: { defence: ['block'], action: ['pass'] }
    })
    const test = p.ofType('thalia.test')[0]!.params
    expect([test['skill'], test['attributeKey'], test['total'], test['target']]).toEqual(['Skjold', 'thalia.attr.agilitet', 13, 12])
  })

  it('THA-DEF-10 THA-ATK-7 THA-DEF-9 THA-DEF-13: the default defence is the best by factor and rank: a Parade by the weapon’s better attribute, an Unngå less in Tungvern, a Blokkér', () => {
    const defenceAsked = (extra: Record<string, unknown>) => {
      const p = play(setupOf([pc('Bertil', extra), monster('Gob', { hp: 30, maxHp: 30, kampand: 12 })], { maxRounds: 1 }), {
        dice: { initiative: [[1, 6]] },
        seed: 2,
        stopAt: (r) => r.key === 'defence'
      })
      const ask = p.state.status === 'pending' ? p.state.request : null
      return ask?.type === 'chooseOne' ? [ask.options.map((o) => o.id), ask.default] : null
    }
    // Parade with the axe: Makt 3 against Kyndig's 12 (−9); Unngå: Agilitet 0 against the untrained 14 (−14).
    const axe = { name: 'Øks', damage: '1t8', attributes: ['makt'], skill: 'Sverd' }
    expect(defenceAsked({ factors: { makt: 3, agilitet: 0, intellekt: 0, karisma: 0 }, weapons: [axe] })).toEqual([['evade', 'parry:0'], 'parry:0'])
    // Parade with the short sword by Agilitet 3 (−9, by Makt 0 it would be −12); Unngå: Agilitet 3 against 14 (−11).
    expect(defenceAsked({ factors: { makt: 0, agilitet: 3, intellekt: 0, karisma: 0 } })).toEqual([['evade', 'parry:0'], 'parry:0'])
    // THA-DEF-9: a Kyndig Unngå (2 − 12 = −10) beats an untrained Parade (2 − 14 = −12), but not in Tungvern (−3: −13 against a Kyndig Parade's −10).
    const agile = { factors: { makt: 0, agilitet: 2, intellekt: 0, karisma: 0 } }
    expect(defenceAsked({ ...agile, skills: { Unngå: 'kyndig' } })).toEqual([['evade', 'parry:0'], 'evade'])
    expect(defenceAsked({ ...agile, skills: { Unngå: 'kyndig', Sverd: 'kyndig' }, heavyArmour: true })).toEqual([['evade', 'parry:0'], 'parry:0'])
    // A Kyndig Unngå by Agilitet 3 (−9) beats a Kyndig Parade with the axe by Makt 2 (−10).
    const deft = { factors: { makt: 2, agilitet: 3, intellekt: 0, karisma: 0 }, weapons: [axe], skills: { Unngå: 'kyndig', Sverd: 'kyndig' } }
    expect(defenceAsked(deft)).toEqual([['evade', 'parry:0'], 'evade'])
    // THA-DEF-13: an untrained Blokkér by Makt 1 (−13) loses to the Parade (−10) and to Unngå (−12).
    expect(defenceAsked({ shield: { name: 'Skjold', durability: 3 } })).toEqual([['evade', 'parry:0', 'block'], 'parry:0'])
    // A Kyndig Blokkér by Makt 2 (−10) beats an untrained Parade (−12).
    const strong = { factors: { makt: 2, agilitet: 0, intellekt: 0, karisma: 0 }, skills: { Skjold: 'kyndig' } }
    expect(defenceAsked({ ...strong, shield: { name: 'Skjold', durability: 3 } })).toEqual([['evade', 'parry:0', 'block'], 'block'])
  })

  it('THA-DEF-11 THA-ACT-2: weapons that did not wear come out of the fight with the Holdbarhet they came with, or none where the sheet gives none', () => {
    const sword = { name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd' }
    const p = play(
      setupOf(
        [
          pc('Bertil', {
            weapons: [
              { ...sword, durability: 5 },
              { ...sword, name: 'Dolk' }
            ]
          }),
          monster('Gob', { hp: 30, maxHp: 30, kampand: 12 })
        ],
        { maxRounds: 1 }
      ),
      {
        dice: { initiative: [[6, 1]], evade: [[15]] },
        choose: { action: ['pass'], defence: ['evade'] }
      }
    )
    expect(p.outcome.combatants[0]!.weaponDurability).toEqual([
      { name: 'Kortsverd', durability: 5, worn: 0 },
      { name: 'Dolk', durability: null, worn: 0 }
    ])
  })
})
