import { describe, expect, it } from 'vitest'
import { simulate, type Request } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { armsOf } from '../../../src-engine/systems/thalia/arms.ts'
import { defaultThaliaRules, pcSheetSchema, thaliaRulesSchema, thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { menTestEffect } from '../../../src-engine/systems/thalia/menTests.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

const shield = { shield: { name: 'Skjold', attribute: 'makt', durability: 3 } }
const greatsword = { name: 'Slagsverd', damage: '2t6', attributes: ['makt'], skill: 'Sverd', twoHanded: true, durability: 5 }
const shortsword = { name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 5 }

const optionIds = (request: Request | undefined): string[] => (request?.type === 'chooseOne' ? request.options.map((o) => o.id) : [])

/** Bertil's first action menu (he wins initiative). */
function actionMenu(extra: Record<string, unknown>, rules: Record<string, unknown> = {}): string[] {
  const p = play(setupOf([pc('Bertil', extra), monster('Gob')], rules), { dice: { initiative: [[6, 1]] }, stopAt: (r) => r.key === 'action' })
  return optionIds(p.state.status === 'pending' ? p.state.request : undefined)
}

/** The Goblin attacks first; Bertil's defence menu. */
function defenceMenu(extra: Record<string, unknown>, rules: Record<string, unknown> = {}): string[] {
  const p = play(setupOf([pc('Bertil', extra), monster('Gob')], rules), { dice: { initiative: [[1, 6]] }, stopAt: (r) => r.key === 'defence' })
  return optionIds(p.state.status === 'pending' ? p.state.request : undefined)
}

/** With Ulempe the engine asks two d20 (17 and 6 here, 6 kept); without it one d20 (17). */
const facesFor = (hindered: boolean): number[] => (hindered ? [17, 6] : [17])

/** Bertil attacks first. */
function hitWith(extra: Record<string, unknown>, hindered: boolean, rules: Record<string, unknown> = {}) {
  return play(setupOf([pc('Bertil', extra), monster('Gob')], rules), {
    dice: { initiative: [[6, 1]], hit: [facesFor(hindered)] },
    choose: { action: ['attack:Gob'] },
    stopAt: (r) => r.key === 'damage' || r.key === 'defence'
  })
}

/** The Goblin attacks first; Bertil blocks or parries. */
function defendWith(extra: Record<string, unknown>, defence: string, hindered: boolean) {
  return play(setupOf([pc('Bertil', extra), monster('Gob')]), {
    dice: { initiative: [[1, 6]], block: [facesFor(hindered)], parry: [facesFor(hindered)] },
    choose: { defence: [defence] },
    stopAt: (r) => r.key === 'npcDamage' || r.key === 'action' || r.key === 'turnOrder'
  })
}

describe('Thalia sheet: weapon hand', () => {
  it('THA-MEN-20: the weapon hand defaults to the right; the shield is on the other arm', () => {
    const sheet = pcSheetSchema.parse({ kind: 'pc', id: 'a', name: 'A', hp: 5, maxHp: 5, factors: { makt: 0, agilitet: 0, intellekt: 0, karisma: 0 } })
    expect(sheet.weaponHand).toBe('right')
    expect(armsOf(defaultThaliaRules, [], 'right')).toMatchObject({ weaponArm: 'right', shieldArm: 'left', twoHanded: true })
  })
})

describe('Thalia Ufølsomhet (THA-MEN-20)', () => {
  it('THA-MEN-20: a numb weapon arm gives Ulempe on the hit roll (two d20, the lower kept)', () => {
    const p = hitWith({ injuries: [{ id: 'armer-4', side: 'right' }] }, true)
    expect(p.ofType('thalia.test')[0]!.params).toMatchObject({ natural: 6, edge: -1 })
    expect(p.ofType('thalia.menTest')[0]!.params['rules']).toEqual(['THA-MEN-20'])
  })

  it('THA-MEN-20: a numb shield arm does not hinder the hit roll; a left-handed SK with a numb left arm is hindered', () => {
    const shieldArmNumb = hitWith({ injuries: [{ id: 'armer-4', side: 'left' }] }, false)
    expect(shieldArmNumb.ofType('thalia.test')[0]!.params).toMatchObject({ natural: 17, edge: 0 })
    // A Mén that does not touch the test leaves no line about it.
    expect(shieldArmNumb.ofType('thalia.menTest')).toEqual([])
    expect(hitWith({ weaponHand: 'left', injuries: [{ id: 'armer-4', side: 'left' }] }, true).ofType('thalia.test')[0]!.params).toMatchObject({
      natural: 6,
      edge: -1
    })
  })

  it('THA-MEN-20: a two-handed weapon uses both arms, so either numb arm hinders it', () => {
    expect(hitWith({ weapons: [greatsword], injuries: [{ id: 'armer-4', side: 'left' }] }, true).ofType('thalia.test')[0]!.params).toMatchObject({
      natural: 6,
      edge: -1
    })
  })

  it('THA-MEN-20: Blokkér with a numb shield arm has Ulempe; Parade with the healthy weapon arm has none; a numb weapon arm hinders the Parade, not the Blokkér', () => {
    const numbLeft = { ...shield, injuries: [{ id: 'armer-4', side: 'left' }] }
    expect(defendWith(numbLeft, 'block', true).ofType('thalia.test')[0]!.params).toMatchObject({ skill: 'Skjold', natural: 6, edge: -1 })
    expect(defendWith(numbLeft, 'parry:0', false).ofType('thalia.test')[0]!.params).toMatchObject({ skill: 'Sverd', natural: 17, edge: 0 })
    const numbRight = { ...shield, injuries: [{ id: 'armer-4', side: 'right' }] }
    expect(defendWith(numbRight, 'parry:0', true).ofType('thalia.test')[0]!.params).toMatchObject({ skill: 'Sverd', natural: 6, edge: -1 })
    expect(defendWith(numbRight, 'block', false).ofType('thalia.test')[0]!.params).toMatchObject({ skill: 'Skjold', natural: 17, edge: 0 })
  })

  it('THA-MEN-20 THA-GAP-22: simulation hinders the Blokkér of a numb shield arm and the Parade of a numb weapon arm as a replay of the same dice does', () => {
    const ogre = monster('Troll', { hp: 60, maxHp: 60, kampand: 12 })
    // Each SK's best defence is the hindered one: the Blokkér (Makt 5, Skjold kyndig), the Parade (Sverd kyndig).
    const blocker = pc('Bertil', { ...shield, skills: { Skjold: 'kyndig' }, factors: { makt: 5, agilitet: 0, intellekt: 0, karisma: 0 }, vern: 3 })
    const parrier = pc('Arne', { factors: { makt: 5, agilitet: 0, intellekt: 0, karisma: 0 }, vern: 3 })
    for (const [sk, side] of [
      [blocker, 'left'],
      [parrier, 'right']
    ] as const) {
      const input = setupOf([{ sheet: { ...sk.sheet, injuries: [{ id: 'armer-4', side }] } } as typeof sk, ogre], { maxRounds: 3 })
      const setup = thaliaSystem.parseSetup(input)
      for (let seed = 0; seed < 20; seed++) expect(simulate(thaliaSystem, setup, seededRoller(seed)), `${side} ${seed}`).toEqual(play(input, { seed }).outcome)
    }
  })

  it('THA-MEN-20 THA-MEN-17: a left-handed SK carries the shield on the right arm: a numb left arm still lets it Blokkér, a numb right arm hinders the Blokkér', () => {
    const leftHanded = { weaponHand: 'left', ...shield }
    expect(defenceMenu({ ...leftHanded, injuries: [{ id: 'armer-4', side: 'left' }] })).toEqual(['evade', 'parry:0', 'block'])
    expect(defendWith({ ...leftHanded, injuries: [{ id: 'armer-4', side: 'right' }] }, 'block', true).ofType('thalia.test')[0]!.params).toMatchObject({
      skill: 'Skjold',
      natural: 6,
      edge: -1
    })
  })

  it('THA-MEN-20 THA-MEN-23: a Mén of the legs leaves the arms as they are: a two-handed weapon hits without Ulempe, and after a severed leg the shield still blocks', () => {
    expect(hitWith({ weapons: [greatsword], injuries: [{ id: 'ben-3', side: 'left' }] }, false).ofType('thalia.test')[0]!.params).toMatchObject({
      natural: 17,
      edge: 0
    })
    expect(defenceMenu({ ...shield, injuries: [{ id: 'ben-1', side: 'left' }] })).toEqual(['evade', 'parry:0', 'block'])
  })

  it('THA-MEN-20 THA-GAP-37: a Mén with no recorded side hits the weapon arm by default, the other arm under the setting', () => {
    expect(hitWith({ injuries: [{ id: 'armer-4' }] }, true).ofType('thalia.test')[0]!.params).toMatchObject({ edge: -1 })
    expect(hitWith({ injuries: [{ id: 'armer-4' }] }, false, { unsidedArmMen: 'otherArm' }).ofType('thalia.test')[0]!.params).toMatchObject({ edge: 0 })
  })
})

describe('Thalia Lammelse and a severed arm (THA-MEN-18, THA-MEN-17)', () => {
  it('THA-MEN-18: a paralysed shield arm cannot Blokkér', () => {
    expect(defenceMenu({ ...shield })).toContain('block')
    expect(defenceMenu({ ...shield, injuries: [{ id: 'armer-2', side: 'left' }] })).not.toContain('block')
  })

  it('THA-MEN-18: a paralysed weapon arm: by default the weapon goes to the other arm, which then carries no shield', () => {
    const lame = { ...shield, injuries: [{ id: 'armer-2', side: 'right' }] }
    expect(actionMenu(lame)).toContain('attack:Gob')
    expect(defenceMenu(lame)).toEqual(['evade', 'parry:0'])
    expect(armsOf(defaultThaliaRules, [{ id: 'armer-2', side: 'right' }], 'right')).toMatchObject({ weaponArm: 'left', shieldArm: null })
  })

  it('THA-MEN-18: under the setting noWeapon, a paralysed weapon arm leaves no attack and no Parade; the shield still blocks', () => {
    const lame = { ...shield, injuries: [{ id: 'armer-2', side: 'right' }] }
    expect(actionMenu(lame, { uselessWeaponArm: 'noWeapon', fists: 'never' })).not.toContain('attack:Gob')
    // THA-ATK-3: the fists of the other arm still attack by default.
    expect(actionMenu(lame, { uselessWeaponArm: 'noWeapon' })).toContain('attack:Gob')
    expect(defenceMenu(lame, { uselessWeaponArm: 'noWeapon' })).toEqual(['evade', 'block'])
  })

  it('THA-MEN-18 THA-MEN-20: the weapon moved to a numb other arm is hindered by that arm', () => {
    const p = hitWith(
      {
        injuries: [
          { id: 'armer-2', side: 'right' },
          { id: 'armer-4', side: 'left' }
        ]
      },
      true
    )
    expect(p.ofType('thalia.test')[0]!.params).toMatchObject({ natural: 6, edge: -1 })
  })

  it('THA-MEN-17 THA-MEN-18: one arm severed or paralysed: no two-handed weapon; both arms: no weapon at all', () => {
    // Weapons alone (no fists, THA-ATK-3): a two-handed one needs both arms, any needs one.
    const noFists = { fists: 'never' }
    expect(actionMenu({ weapons: [greatsword], injuries: [{ id: 'armer-1', side: 'left' }] }, noFists)).not.toContain('attack:Gob')
    expect(actionMenu({ weapons: [greatsword], injuries: [{ id: 'armer-2', side: 'right' }] }, noFists)).not.toContain('attack:Gob')
    expect(
      actionMenu({
        injuries: [
          { id: 'armer-1', side: 'left' },
          { id: 'armer-2', side: 'right' }
        ]
      })
    ).not.toContain('attack:Gob')
    expect(actionMenu({ injuries: [{ id: 'armer-1', side: 'left' }] })).toContain('attack:Gob')
  })
})

describe('Thalia Mén gained in the fight (THA-MEN-1, THA-MEN-18)', () => {
  it('THA-MEN-1 THA-MEN-18 THA-DYING-8: a shield arm paralysed while Dying stays useless once healed back on the feet', () => {
    const elixir = { belt: [{ name: 'Eliksir', heal: '1t6' }] }
    const p = play(setupOf([pc('Bertil', { hp: 1, ...shield }), pc('Ada', elixir), monster('Gob', { kampand: 12 })]), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[6]], menLocation: [[3]], men: [[2]], menSide: [[1]], lastBreath: [[4]], heal: [[5]] },
      choose: { target: ['Bertil', 'Bertil'], defence: ['evade'], action: ['belt:0'] },
      seed: 5,
      stopAt: (r) => r.round === 2 && r.key === 'defence'
    })
    expect(p.ofType('thalia.men')[0]!.params).toMatchObject({ injury: 'Lammelse', side: 'left' })
    expect(p.ofType('thalia.onFeet')).toHaveLength(1)
    expect(optionIds(p.state.status === 'pending' ? p.state.request : undefined)).toEqual(['evade', 'parry:0'])
  })
})

describe('Thalia Revet Bicep (THA-MEN-22)', () => {
  it('THA-MEN-22: a two-handed weapon is not offered to attack with (the text forbids it, no penalty instead)', () => {
    expect(actionMenu({ weapons: [greatsword] })).toContain('attack:Gob')
    expect(actionMenu({ weapons: [greatsword], injuries: [{ id: 'armer-6', side: 'left', daysLeft: 10 }] }, { fists: 'never' })).not.toContain('attack:Gob')
  })

  it('THA-MEN-22: with a one-handed weapon too, the attack uses it without asking; the two-handed one cannot Parade', () => {
    const torn = { weapons: [greatsword, shortsword], injuries: [{ id: 'armer-6', side: 'right', daysLeft: 10 }] }
    const p = play(setupOf([pc('Bertil', torn), monster('Gob')]), {
      dice: { initiative: [[6, 1]], hit: [[15]] },
      choose: { action: ['attack:Gob'] },
      stopAt: (r) => r.key === 'damage'
    })
    expect(p.requests.some((r) => r.key === 'weapon')).toBe(false)
    expect(p.ofType('thalia.attack')[0]!.params['weapon']).toBe('Kortsverd')
    expect(defenceMenu(torn)).toEqual(['evade', 'parry:1'])
    expect(defenceMenu({ weapons: [greatsword, shortsword] })).toEqual(['evade', 'parry:0', 'parry:1'])
  })
})

describe('Thalia test disadvantages from Mén (THA-MEN-9, THA-MEN-10, THA-MEN-21)', () => {
  const rules = defaultThaliaRules
  it('THA-MEN-9 THA-GAP-39: Hukommelsestap gives Ulempe on Knowledge tests; Legekunst counts as one by default', () => {
    expect(menTestEffect(rules, [{ id: 'hode-5' }], 'right', { attribute: 'intellekt', skill: 'Legekunst' })).toEqual({
      modifier: 0,
      disadvantage: true,
      rules: ['THA-MEN-9']
    })
    expect(menTestEffect(rules, [{ id: 'hode-5' }], 'right', { attribute: 'intellekt', kinds: ['kunnskap'] }).disadvantage).toBe(true)
    expect(menTestEffect(rules, [{ id: 'hode-5' }], 'right', { attribute: 'intellekt', skill: 'Sverd' }).disadvantage).toBe(false)
  })

  it('THA-MEN-10: Øresus gives Ulempe on Listening tests (the Lytte skill, or a test the Judge calls one)', () => {
    expect(menTestEffect(rules, [{ id: 'hode-6' }], 'right', { skill: 'Lytte' }).rules).toEqual(['THA-MEN-10'])
    expect(menTestEffect(rules, [{ id: 'hode-6' }], 'right', { kinds: ['lytte'] }).disadvantage).toBe(true)
    expect(menTestEffect(rules, [{ id: 'hode-6' }], 'right', { kinds: ['kunnskap'] }).disadvantage).toBe(false)
  })

  it('THA-MEN-21: Ødelagt Hånd gives Ulempe on fine-motor tests; which skills are fine-motor is a setting', () => {
    expect(menTestEffect(rules, [{ id: 'armer-5' }], 'right', { kinds: ['finmotorikk'] }).disadvantage).toBe(true)
    expect(menTestEffect(rules, [{ id: 'armer-5' }], 'right', { skill: 'Låsdirking' }).disadvantage).toBe(false)
    const withLocks = thaliaRulesSchema.parse({ menTestSkills: { finmotorikk: ['Låsdirking'] } })
    expect(menTestEffect(withLocks, [{ id: 'armer-5' }], 'right', { skill: 'Låsdirking' }).disadvantage).toBe(true)
    expect(withLocks.menTestSkills.kunnskap).toEqual(['Legekunst'])
  })

  it('THA-MEN-20: the pure function also answers for a test made with one arm out of combat', () => {
    expect(menTestEffect(rules, [{ id: 'armer-4', side: 'left' }], 'right', { arm: 'left' }).disadvantage).toBe(true)
    expect(menTestEffect(rules, [{ id: 'armer-4', side: 'left' }], 'right', { arm: 'right' }).disadvantage).toBe(false)
  })

  it('THA-MEN-9 THA-DYING-6: in a fight, an SK with Hukommelsestap stabilises with Ulempe', () => {
    const p = play(setupOf([pc('Bertil', { hp: 1 }), pc('Ada', { injuries: [{ id: 'hode-5', daysLeft: 7 }] }), monster('Gob')]), {
      dice: { initiative: [[1, 6]], evade: [[2]], parry: [[2]], npcDamage: [[6]], menLocation: [[2]], men: [[3]], lastBreath: [[4]], stabilise: [[18, 5]] },
      choose: { target: ['Bertil'] },
      seed: 3,
      stopAt: (r) => r.round === 2
    })
    const test = p.ofType('thalia.test').find((e) => e.params['skill'] === 'Legekunst')!
    expect(test.params).toMatchObject({ natural: 5, edge: -1 })
    expect(p.ofType('thalia.menTest').some((e) => e.rule === 'THA-MEN-9')).toBe(true)
  })
})
