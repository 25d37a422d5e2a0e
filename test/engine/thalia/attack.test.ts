import { describe, expect, it } from 'vitest'
import { classify, keptD20, netEdge } from '../../../src-engine/systems/thalia/checks.ts'
import { defaultThaliaRules, thaliaRulesSchema } from '../../../src-engine/systems/thalia/index.ts'
import { thaliaOutcomeMessages } from '../../../src-engine/systems/thalia/summary.ts'
import type { Request } from '../../../src-engine/core/index.ts'
import { eventLine, translator } from '../../../src-engine/text/index.ts'
import { combatant, monster, pc, play, setupOf } from './fixtures.ts'

const skygge = (extra: Record<string, unknown> = {}) => monster('Skyggeflenger', { hp: 10, maxHp: 10, vern: 0, ...extra })
const bertil = (extra: Record<string, unknown> = {}) => pc('Bertil', extra)
const dice = (p: { requests: Request[] }, key: string) => p.requests.filter((r) => r.key === key)
const firstOf = (key: string) => (r: Request) => r.key === key

/** Bertil's attack in round 1 (players first), stopped when the monster's turn asks Bertil to defend. */
function bertilAttacks(
  rules: Record<string, unknown> = {},
  bertilExtra: Record<string, unknown> = {},
  hit = 11,
  damage = [[4]],
  monsterExtra: Record<string, unknown> = {}
) {
  return play(setupOf([bertil(bertilExtra), skygge(monsterExtra)], rules), {
    dice: { initiative: [[6, 1]], hit: [[hit]], damage },
    choose: { action: ['attack:Skyggeflenger'] },
    stopAt: firstOf('defence')
  })
}

/** Bertil's attack with whatever he has, stopped when the monster's turn asks him to defend (Unngå only, unarmed). */
function punches(
  rules: Record<string, unknown>,
  bertilExtra: Record<string, unknown>,
  hit: number,
  damage: number[][],
  monsterExtra: Record<string, unknown> = {}
) {
  return play(setupOf([bertil(bertilExtra), skygge(monsterExtra)], rules), {
    dice: { initiative: [[6, 1]], hit: [[hit]], damage },
    choose: { action: ['attack:Skyggeflenger'] },
    stopAt: (r) => r.key === 'defence' || r.key === 'evade'
  })
}

describe('Thalia attack (ATK)', () => {
  it('THA-EX-1 THA-ATK-6 THA-ATK-8: Bertil, Agility +2, rolls 11 = 13 ≥ 12 (Kyndig): he hits', () => {
    const test = bertilAttacks().ofType('thalia.test')[0]!.params
    expect([test['natural'], test['modifier'], test['total'], test['target'], test['tierKey']]).toEqual([11, 2, 13, 12, 'thalia.tier.success'])
    // THA-GAP-22: without Fordel or Ulempe the line names one d20.
    expect(test['diceKey']).toBe('thalia.dice.one')
    // 9 + 2 = 11 falls one short of 12.
    expect(bertilAttacks({}, {}, 9).ofType('thalia.test')[0]!.params['tierKey']).not.toBe('thalia.tier.success')
    // The log: the attack with its weapon, then the hit or the miss, each citing its rule.
    const lines = (p: ReturnType<typeof bertilAttacks>) =>
      p.events.filter((e) => ['thalia.attack', 'thalia.hit', 'thalia.miss'].includes(e.type)).map((e) => [e.type, e.rule, e.params])
    const who = { actor: 'Bertil', target: 'Skyggeflenger' }
    const attack = ['thalia.attack', 'THA-ATK-4', { ...who, weapon: 'Kortsverd', reachKey: 'thalia.reach.none' }]
    expect(lines(bertilAttacks())).toEqual([attack, ['thalia.hit', 'THA-ATK-8', who]])
    expect(dice(bertilAttacks(), 'damage').map((r) => r.rule)).toEqual(['THA-ATK-10'])
    expect(lines(bertilAttacks({}, {}, 5, []))).toEqual([attack, ['thalia.miss', 'THA-ATK-8', who]])
  })

  it('THA-ATK-7: the short sword (M/A) may be used with Makt or Agilitet; Bertil takes the higher factor, Agilitet +2', () => {
    const p = bertilAttacks()
    const attr = p.requests.find(firstOf('attribute'))
    expect(attr?.type === 'chooseOne' && attr.options.map((o) => o.id)).toEqual(['makt', 'agilitet'])
    expect(attr?.type === 'chooseOne' && attr.default).toBe('agilitet')
    expect(p.ofType('thalia.test')[0]!.params['modifier']).toBe(2)
  })

  it('THA-ATK-5: no damage roll after a miss', () => {
    const missed = bertilAttacks({}, {}, 5)
    expect(missed.requests.some(firstOf('damage'))).toBe(false)
    expect(missed.ofType('thalia.damage')).toHaveLength(0)
  })

  it("THA-EX-1 THA-ATK-4 THA-ATK-10 THA-DMG-2: after the hit the short sword's 1d6 rolls 4, minus Vern 0: the Skyggeflenger takes 4", () => {
    const p = bertilAttacks()
    const damage = p.ofType('thalia.damage')[0]!.params
    expect([damage['raw'], damage['vern'], damage['damage'], damage['hp']]).toEqual([4, 0, 4, 6])
    expect(eventLine(p.ofType('thalia.damage')[0]!, 'nb')).toBe('Bertil gjør 4 Skade på Skyggeflenger (Vern 0): 4 trekkes fra HP, 6 HP igjen [THA-DMG-2]')
    const damageRoll = p.requests.find(firstOf('damage'))
    expect(damageRoll?.type === 'dice' && damageRoll.notation).toBe('1t6')
  })

  it('THA-ATK-6 THA-GAP-14: the hit roll says before the roll what the d20 must show: Kyndig 12 less Agility +2 is 10 or more', () => {
    const hit = bertilAttacks().requests.find(firstOf('hit'))
    expect(hit).toMatchObject({ type: 'dice', target: { atLeast: 10 } })
    const untrained = bertilAttacks({}, { skills: {} }).requests.find(firstOf('hit'))
    expect(untrained).toMatchObject({ type: 'dice', target: { atLeast: 12 } })
  })

  it('THA-ATK-1 THA-ATK-2: the monster makes no defence roll and never rolls to hit; it rolls only damage after a failed defence', () => {
    const p = bertilAttacks()
    expect(p.requests.some((r) => r.actor === 'Skyggeflenger' && r.type === 'dice')).toBe(false)
    const q = play(setupOf([bertil(), skygge()]), {
      dice: { initiative: [[1, 6]], evade: [[3]], npcDamage: [[2]] },
      choose: { defence: ['evade'] },
      stopAt: firstOf('action')
    })
    const monsterDice = q.requests.filter((r) => r.actor === 'Skyggeflenger' && r.type === 'dice').map((r) => r.key)
    expect(monsterDice).toEqual(['npcDamage'])
    // The Judge's damage roll names who attacks with what, and cites the monster's attack rule.
    expect(
      q.events.filter((e) => e.type === 'thalia.npcAttack' || (e.type === 'dice' && e.params['key'] === 'npcDamage')).map((e) => eventLine(e, 'en'))
    ).toEqual(['Skyggeflenger attacks Bertil with Klør [THA-ATK-2]', 'Judge: damage of Skyggeflenger with Klør: 1t6 → 2 = 2 [THA-ATK-2]'])
  })

  it('THA-ATK-3 THA-GAP-56: an SK without a weapon (or whose only one broke) attacks with its fists, Nevene: Makt + Nevekamp, 1t2 minus Vern', () => {
    expect([defaultThaliaRules.fists, defaultThaliaRules.fistDamage, defaultThaliaRules.fistAttribute, defaultThaliaRules.fistSkill]).toEqual([
      'whenUnarmed',
      '1t2',
      'makt',
      'Nevekamp'
    ])
    const p = punches({}, { weapons: [] }, 13, [[2]], { vern: 1 })
    const action = p.requests.find(firstOf('action'))
    expect(action?.type === 'chooseOne' && [action.default, action.options.some((o) => o.id === 'attack:Skyggeflenger')]).toEqual([
      'attack:Skyggeflenger',
      true
    ])
    expect(p.ofType('thalia.attack')[0]!.params['weapon']).toBe('Nevene')
    const test = p.ofType('thalia.test')[0]!.params
    expect([test['skill'], test['attributeKey'], test['total'], test['target']]).toEqual(['Nevekamp', 'thalia.attr.makt', 14, 14])
    expect(dice(p, 'damage').map((r) => r.type === 'dice' && r.notation)).toEqual(['1t2'])
    expect(p.ofType('thalia.damage')[0]!.params).toMatchObject({ raw: 2, vern: 1, damage: 1, hp: 9 })
    expect(eventLine(p.ofType('thalia.attack')[0]!, 'nb')).toBe('Bertil angriper Skyggeflenger med Nevene [THA-ATK-4]')
    // A broken Kortsverd (THA-GAP-21) leaves the fists; the setting "never" leaves no attack at all.
    const broken = punches(
      { fistDamage: '1t3' },
      { weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 0 }] },
      13,
      [[3]]
    )
    expect([broken.ofType('thalia.attack')[0]!.params['weapon'], dice(broken, 'damage').map((r) => r.type === 'dice' && r.notation)]).toEqual([
      'Nevene',
      ['1t3']
    ])
    const never = play(setupOf([bertil({ weapons: [] }), skygge()], { fists: 'never' }), { dice: { initiative: [[6, 1]] }, stopAt: firstOf('action') })
    const req = never.state.status === 'pending' ? never.state.request : undefined
    expect(req?.type === 'chooseOne' && [req.default, req.options.some((o) => o.id.startsWith('attack:'))]).toEqual(['pass', false])
  })

  it('THA-ATK-3 THA-MEN-17 THA-MEN-18: fists need a working arm: with both arms gone there is no attack', () => {
    const armless = bertil({
      weapons: [],
      injuries: [
        { id: 'armer-1', side: 'left' },
        { id: 'armer-2', side: 'right' }
      ]
    })
    const p = play(setupOf([armless, skygge()]), { dice: { initiative: [[6, 1]] }, stopAt: firstOf('action') })
    const req = p.state.status === 'pending' ? p.state.request : undefined
    expect(req?.type).toBe('chooseOne')
    expect(req?.type === 'chooseOne' && req.options.some((o) => o.id.startsWith('attack:'))).toBe(false)
    // One arm left: he punches with it.
    const q = punches({}, { weapons: [], injuries: [{ id: 'armer-1', side: 'right' }] }, 13, [[1]])
    expect(q.ofType('thalia.attack')[0]!.params['weapon']).toBe('Nevene')
  })

  it('THA-ATK-3 THA-MEN-20: a punch with a numb arm has Ulempe (two d20, the lower kept)', () => {
    const p = play(setupOf([bertil({ weapons: [], injuries: [{ id: 'armer-4', side: 'right' }] }), skygge()]), {
      dice: { initiative: [[6, 1]], hit: [[17, 6]] },
      choose: { action: ['attack:Skyggeflenger'] },
      stopAt: (r) => r.key === 'defence' || r.key === 'evade'
    })
    expect(p.ofType('thalia.attack')[0]!.params['weapon']).toBe('Nevene')
    expect(p.ofType('thalia.test')[0]!.params).toMatchObject({ skill: 'Nevekamp', natural: 6, edge: -1 })
  })

  it('THA-ATK-7: the M/A attacker may pick Makt instead; its factor is added', () => {
    const p = play(setupOf([bertil(), skygge()]), {
      dice: { initiative: [[6, 1]], hit: [[11]], damage: [[4]] },
      choose: { action: ['attack:Skyggeflenger'], attribute: ['makt'] },
      stopAt: firstOf('defence')
    })
    expect(p.ofType('thalia.test')[0]!.params['total']).toBe(12)
  })

  it('THA-EX-2 THA-ATK-9 THA-GAP-14: the same 13 without the skill is a Komplikasjon: no hit and no damage roll, flagged for the Judge', () => {
    const p = bertilAttacks({}, { skills: {} }, 11, [])
    expect(p.ofType('thalia.test')[0]!.params['tierKey']).toBe('thalia.tier.complication')
    expect(p.ofType('thalia.complication').map((e) => [e.rule, e.params])).toEqual([['THA-ATK-9', { actor: 'Bertil', target: 'Skyggeflenger' }]])
    expect(dice(p, 'damage')).toHaveLength(0)
    // untrained: 14 hits cleanly, 12 is a plain failure.
    expect(classify(defaultThaliaRules, 12, 2, 14).tier).toBe('success')
    expect(classify(defaultThaliaRules, 10, 2, 14).tier).toBe('fail')
    // THA-GAP-14 alternative: a campaign that sets untrained clean success at 13.
    const q = bertilAttacks({ testTargets: { untrained: 13, kyndig: 12 } }, { skills: {} })
    expect(q.ofType('thalia.hit')).toHaveLength(1)
  })

  it('THA-GAP-15: the target does not change the total needed; with the setting on, a monster hit modifier +2 turns 13 into a miss', () => {
    expect(bertilAttacks({}, {}, 11, [[4]], { hitModifier: 2 }).ofType('thalia.hit')).toHaveLength(1)
    const q = bertilAttacks({ targetAffectsHit: true }, {}, 11, [], { hitModifier: 2 })
    expect(q.ofType('thalia.hit')).toHaveLength(0)
    expect(q.ofType('thalia.test')[0]!.params['target']).toBe(14)
  })

  it('THA-GAP-16 THA-GAP-54: a natural 1 on the hit roll is a Tabbe and misses whatever the total; a natural 20 is a Triumf and hits; setting "doubleDamage" doubles it', () => {
    const strong = { factors: { makt: 1, agilitet: 15, intellekt: 0, karisma: 0 } }
    const tabbe = bertilAttacks({}, strong, 1, [])
    expect(tabbe.ofType('thalia.test')[0]!.params['tierKey']).toBe('thalia.tier.tabbe')
    expect(tabbe.ofType('thalia.miss')[0]!.rule).toBe('THA-GAP-16')
    const weakArm = { factors: { makt: -9, agilitet: -9, intellekt: 0, karisma: 0 } }
    const triumf = bertilAttacks({}, weakArm, 20, [[3]])
    expect(triumf.ofType('thalia.hit')[0]!.rule).toBe('THA-GAP-16')
    expect(triumf.ofType('thalia.damage')[0]!.params['damage']).toBe(3)
    const doubled = bertilAttacks({ hitTriumph: 'doubleDamage' }, weakArm, 20, [[3]])
    expect(doubled.ofType('thalia.damageDoubled')[0]!.params['damage']).toBe(6)
    // Only the Triumf doubles: a plain hit under the same setting does not.
    const plain = bertilAttacks({ hitTriumph: 'doubleDamage' }, {}, 11, [[3]])
    expect([plain.ofType('thalia.damageDoubled'), plain.ofType('thalia.damage')[0]!.params['damage']]).toEqual([[], 3])
    // GAP-54 faces are settings: with triumfFace 19 a natural 19 is a Triumf.
    expect(classify(thaliaRulesSchema.parse({ triumfFace: 19 }), 19, -20, 12).tier).toBe('triumf')
    expect(classify(defaultThaliaRules, 19, -20, 12).tier).toBe('fail')
  })
})

describe('Thalia attack on an SK of another side', () => {
  it('THA-COUP-2 THA-GAP-20: an SK vulnerable to Nådestøt takes double damage from an SK’s hit; with a Triumf under "doubleDamage" and stacking doublings, four times; without stacking, twice', () => {
    const rival = { ...pc('Rival', { hp: 30, maxHp: 30, conditions: [{ name: 'Lammet', coupVulnerable: true }] }), side: 'rivals' }
    const hits = (hit: number, rules: Record<string, unknown>) =>
      play(setupOf([bertil(), rival], rules), {
        dice: { initiative: [[6, 1]], hit: [[hit]], damage: [[3]] },
        choose: { action: ['attack:Rival'] },
        stopAt: (r) => r.key === 'action' && r.actor === 'Rival'
      }).ofType('thalia.damageDoubled')[0]!.params
    expect(hits(11, { doublingsStack: true })).toMatchObject({ raw: 3, times: 2, damage: 6, hp: 24 })
    expect(hits(20, { doublingsStack: true, hitTriumph: 'doubleDamage' })).toMatchObject({ raw: 3, times: 4, doubled: 12, damage: 12, hp: 18 })
    // By default two doublings count once: the line says × 2, not × 4.
    expect(hits(20, { hitTriumph: 'doubleDamage' })).toMatchObject({ raw: 3, times: 2, doubled: 6, damage: 6, hp: 24 })
    // A vulnerable monster is killed by Nådestøt (THA-COUP-1); attacked instead, it takes plain damage.
    const monsterHit = bertilAttacks({}, {}, 11, [[3]], { conditions: [{ name: 'Sovende', coupVulnerable: true }] })
    expect([monsterHit.ofType('thalia.damageDoubled'), monsterHit.ofType('thalia.damage')[0]!.params['damage']]).toEqual([[], 3])
  })
})

/** The monster attacks first; Bertil defends; stop at Bertil's own action. */
function monsterAttacks(
  bertilExtra: Record<string, unknown>,
  script: { dice: Record<string, number[][]>; choose?: Record<string, string[]> },
  rules: Record<string, unknown> = {},
  monsterExtra: Record<string, unknown> = {}
) {
  return play(setupOf([bertil(bertilExtra), skygge(monsterExtra)], rules), {
    dice: { initiative: [[1, 6]], ...script.dice },
    choose: script.choose ?? {},
    stopAt: firstOf('action')
  })
}

const arrow = { attacks: [{ name: 'Pil', damage: '1t8', ranged: true }] }
const shield = { shield: { name: 'Skjold', attribute: 'makt', durability: 3 } }

describe('Thalia defence (DEF)', () => {
  it('THA-DEF-1: an attack on an SK asks its player for exactly one defence, before any damage', () => {
    const p = monsterAttacks({ vern: 2 }, { dice: { evade: [[5]], npcDamage: [[6]] }, choose: { defence: ['evade'] } })
    const defences = p.requests.filter((r) => r.key === 'defence')
    expect(defences.map((r) => r.actor)).toEqual(['Bertil'])
    expect(p.requests.indexOf(defences[0]!)).toBeLessThan(p.requests.findIndex(firstOf('npcDamage')))
  })

  it('THA-EX-6 THA-DEF-6 THA-GAP-18 THA-DMG-2: Vern 2, HP 10; the Evade roll fails and the Judge rolls 6: HP 10 − (6 − 2) = 6, no hit roll by the monster', () => {
    const p = monsterAttacks({ vern: 2 }, { dice: { evade: [[5]], npcDamage: [[6]] }, choose: { defence: ['evade'] } })
    const damage = p.ofType('thalia.damage')[0]!.params
    expect([damage['raw'], damage['vern'], damage['damage'], damage['hp']]).toEqual([6, 2, 4, 6])
    expect(p.requests.some((r) => r.key === 'hit')).toBe(false)
  })

  it('THA-DEF-2 THA-DEF-3 THA-DEF-8: three ways to defend; Evade is Agilitet with Unngå, a Test like any other', () => {
    const p = monsterAttacks({ ...shield, skills: { Sverd: 'kyndig', Unngå: 'kyndig' } }, { dice: { evade: [[10]] }, choose: { defence: ['evade'] } })
    const req = p.requests.find(firstOf('defence'))
    expect(req?.type === 'chooseOne' && req.options.map((o) => o.id)).toEqual(['evade', 'parry:0', 'block'])
    const test = p.ofType('thalia.test')[0]!.params
    expect([test['skill'], test['attributeKey'], test['total'], test['target']]).toEqual(['Unngå', 'thalia.attr.agilitet', 12, 12])
    expect(p.ofType('thalia.defended')).toHaveLength(1)
    expect(p.ofType('thalia.damage')).toHaveLength(0)
  })

  it('THA-DEF-10 THA-DEF-11: every melee weapon on the sheet may parry, a fifth as well, and a successful Parade wears that weapon', () => {
    const weapons = ['Kortsverd', 'Dolk', 'Øks', 'Klubbe', 'Spyd'].map((name) => ({ name, damage: '1t6', attributes: ['makt'], skill: 'Sverd', durability: 5 }))
    const p = monsterAttacks(
      { weapons, factors: { makt: 5, agilitet: 0, intellekt: 0, karisma: 0 } },
      { dice: { parry: [[15]] }, choose: { defence: ['parry:4'] } }
    )
    const req = p.requests.find(firstOf('defence'))
    expect(req?.type === 'chooseOne' && req.options.map((o) => o.id)).toEqual(['evade', 'parry:0', 'parry:1', 'parry:2', 'parry:3', 'parry:4'])
    expect(p.ofType('thalia.durability').map((e) => e.params)).toEqual([{ actor: 'Bertil', item: 'Spyd', durability: 4 }])
  })

  it('THA-DEF-7 THA-DEF-10 THA-DEF-13: a successful defence, by any method, means no damage roll at all; its test cites its rule, its line names the weapon or shield', () => {
    const lines: string[] = []
    const items: unknown[][] = []
    for (const [defence, key] of [
      ['evade', 'evade'],
      ['parry:0', 'parry'],
      ['block', 'block']
    ] as const) {
      const p = monsterAttacks(
        { ...shield, factors: { makt: 5, agilitet: 5, intellekt: 0, karisma: 0 } },
        { dice: { [key]: [[15]] }, choose: { defence: [defence] } }
      )
      lines.push(...p.ofType('thalia.test').map((e) => eventLine(e, 'nb')), ...p.ofType('thalia.defended').map((e) => eventLine(e, 'nb')))
      items.push(...p.ofType('thalia.defended').map((e) => [e.params['weapon'], e.params['shield']]))
      expect(p.requests.some((r) => r.key === 'npcDamage')).toBe(false)
    }
    // The test with its own rule (THA-DEF-8, THA-DEF-10, THA-DEF-13), then the line naming the weapon parried with or the shield blocked with.
    expect(lines).toEqual([
      'Bertil: 1t20 15 + Agilitet 5 = 20 mot 14 (Unngå): lykkes [THA-DEF-8]',
      'Bertil forsvarer seg mot Skyggeflenger (Unngå) [THA-DEF-7]',
      'Bertil: 1t20 15 + Makt 5 = 20 mot 12 (Sverd): lykkes [THA-DEF-10]',
      'Bertil forsvarer seg mot Skyggeflenger (Parade med Kortsverd) [THA-DEF-7]',
      'Bertil: 1t20 15 + Makt 5 = 20 mot 14 (Skjold): lykkes [THA-DEF-13]',
      'Bertil forsvarer seg mot Skyggeflenger (Blokkér med Skjold) [THA-DEF-7]'
    ])
    // The event names no item for an Unngå, not even one its text would leave out.
    expect(items).toEqual([
      [undefined, undefined],
      ['Kortsverd', undefined],
      [undefined, 'Skjold']
    ])
  })

  it('THA-DEF-9 THA-GAP-22: Tungvern gives Ulempe on Evade: 2d20, the lower counts; the log shows both dice and which counts', () => {
    const p = monsterAttacks({ heavyArmour: true }, { dice: { evade: [[18, 4]], npcDamage: [[1]] }, choose: { defence: ['evade'] } })
    // Each d20 is its own roll, so no log line adds them up (18 + 4 = 22 would mean nothing).
    const evades = p.requests.filter((r) => r.key === 'evade')
    expect(evades.map((r) => r.type === 'dice' && [r.notation, r.parts.map((x) => x.label)])).toEqual([
      ['1t20', ['Bertil']],
      ['1t20', ['Bertil']]
    ])
    expect(evades.map((r) => translator.text(r.prompt, 'nb'))).toEqual([
      'Bertil prøver å Unngå Skyggeflenger (Ulempe: terning 1 av 2)',
      'Bertil prøver å Unngå Skyggeflenger (Ulempe: terning 2 av 2)'
    ])
    expect(
      p
        .ofType('dice')
        .filter((e) => e.params['key'] === 'evade')
        .map((e) => e.params['total'])
    ).toEqual([18, 4])
    expect(p.ofType('thalia.test')[0]!.params['natural']).toBe(4)
    expect(eventLine(p.ofType('thalia.test')[0]!, 'nb')).toBe('Bertil: 2t20 18 og 4, Ulempe: 4 teller + Agilitet 2 = 6 mot 14 (Unngå): bommer [THA-DEF-8]')
    expect(eventLine(p.ofType('thalia.test')[0]!, 'en')).toBe('Bertil: 2t20 18 and 4, Ulempe: 4 counts + Agilitet 2 = 6 against 14 (Unngå): miss [THA-DEF-8]')
    // The defence's line carries the test's tier as the Unngå words it (a miss), should the line name it.
    expect(p.ofType('thalia.defenceFailed').map((e) => e.params)).toEqual([
      { actor: 'Bertil', attacker: 'Skyggeflenger', defenceKey: 'thalia.option.defence.evade', howKey: 'thalia.defence.plain', tierKey: 'thalia.tier.miss' }
    ])
    // Parry in Tungvern has no Ulempe.
    const q = monsterAttacks({ heavyArmour: true }, { dice: { parry: [[18]] }, choose: { defence: ['parry:0'] } })
    expect(q.requests.find(firstOf('parry'))?.type === 'dice' && (q.requests.find(firstOf('parry')) as { notation: string }).notation).toBe('1t20')
  })

  it('THA-GAP-22: Fordel keeps the higher d20, Ulempe the lower, both cancel (or Ulempe wins with the setting off)', () => {
    expect(keptD20([5, 17], 1)).toBe(17)
    expect(keptD20([5, 17], -1)).toBe(5)
    expect(netEdge(defaultThaliaRules, true, true)).toBe(0)
    expect(netEdge(thaliaRulesSchema.parse({ edgesCancel: false }), true, true)).toBe(-1)
  })

  it('THA-EX-8 THA-DEF-10 THA-DEF-11: a successful Parry with a weapon of Holdbarhet 5: no damage, no damage roll, Holdbarhet 4', () => {
    const p = monsterAttacks({}, { dice: { parry: [[12]] }, choose: { defence: ['parry:0'] } })
    const test = p.ofType('thalia.test')[0]!.params
    expect([test['skill'], test['attributeKey'], test['total']]).toEqual(['Sverd', 'thalia.attr.agilitet', 14])
    expect(p.requests.some((r) => r.key === 'npcDamage')).toBe(false)
    expect(p.ofType('thalia.durability').map((e) => eventLine(e, 'nb'))).toEqual(['Bertil: Kortsverd mister 1 Holdbarhet, nå 4 [THA-DEF-11]'])
  })

  it('THA-DEF-11 THA-DEF-14: a weapon or shield whose sheet gives no Holdbarhet is not worn by a successful Parade or Blokkér', () => {
    const unmarked = {
      weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd' }],
      shield: { name: 'Skjold', attribute: 'makt' },
      factors: { makt: 5, agilitet: 5, intellekt: 0, karisma: 0 }
    }
    for (const [defence, key] of [
      ['parry:0', 'parry'],
      ['block', 'block']
    ] as const) {
      const p = monsterAttacks(unmarked, { dice: { [key]: [[15]] }, choose: { defence: [defence] } })
      expect([p.ofType('thalia.defended').length, p.ofType('thalia.durability')], defence).toEqual([1, []])
    }
  })

  it('THA-DEF-2 THA-DEF-12 THA-DEF-15: an arrow cannot be parried, but it can be evaded or blocked; a melee attack offers all three, the options naming weapon and shield', () => {
    const p = monsterAttacks({ ...shield }, { dice: { evade: [[15]] }, choose: { defence: ['evade'] } }, {}, arrow)
    const req = p.requests.find(firstOf('defence'))
    expect(req?.type === 'chooseOne' && req.options.map((o) => o.id)).toEqual(['evade', 'block'])
    const melee = monsterAttacks({ ...shield }, { dice: { evade: [[15]] }, choose: { defence: ['evade'] } })
    const meleeReq = melee.requests.find(firstOf('defence'))
    // The question asks the defender, names the attack and cites THA-DEF-2.
    expect(meleeReq?.type === 'chooseOne' && [meleeReq.rule, meleeReq.actor, meleeReq.prompt]).toEqual([
      'THA-DEF-2',
      'Bertil',
      { key: 'thalia.prompt.defence', params: { actor: 'Bertil', attacker: 'Skyggeflenger', attack: 'Klør' } }
    ])
    // Each option is worded by its own key; only Blokkér and Parade name their item.
    expect(meleeReq?.type === 'chooseOne' && meleeReq.options).toEqual([
      { id: 'evade', label: { key: 'thalia.option.defence.evade' } },
      { id: 'parry:0', label: { key: 'thalia.option.defence.parry', params: { weapon: 'Kortsverd' } } },
      { id: 'block', label: { key: 'thalia.option.defence.block', params: { shield: 'Skjold' } } }
    ])
  })

  it('THA-EX-7 THA-DEF-4 THA-GAP-20: Evade against an arrow with a Tabbe and damage 5: doubled to 10, minus Vern 1 = 9, HP 12 → 3', () => {
    const p = monsterAttacks({ vern: 1, hp: 12, maxHp: 12, ...shield }, { dice: { evade: [[1]], npcDamage: [[5]] }, choose: { defence: ['evade'] } }, {}, arrow)
    expect(p.ofType('thalia.enemyTriumph').map((e) => eventLine(e, 'en'))).toEqual([
      'Tabbe on defence: Triumf for Skyggeflenger, double damage to Bertil [THA-DEF-4]'
    ])
    expect(eventLine(p.ofType('thalia.defenceFailed')[0]!, 'nb')).toBe('Bertil bommer på Forsvarshandlingen mot Skyggeflenger (Unngå, Tabbe) [THA-DEF-6]')
    const damage = p.ofType('thalia.damageDoubled')[0]!.params
    expect([damage['raw'], damage['damage'], damage['hp']]).toEqual([5, 9, 3])
    // The line shows the doubled number, not only what is left after Vern.
    expect(eventLine(p.ofType('thalia.damageDoubled')[0]!, 'nb')).toBe(
      'Skyggeflenger gjør 5 Skade på Bertil, Dobbel Skade: 5 × 2 = 10, minus Vern 1: 9 trekkes fra HP, 3 HP igjen [THA-DMG-2]'
    )
    // THA-GAP-20 alternative: Vern first, then double: (5 − 1) × 2 = 8, HP 4.
    const q = monsterAttacks(
      { vern: 1, hp: 12, maxHp: 12 },
      { dice: { evade: [[1]], npcDamage: [[5]] }, choose: { defence: ['evade'] } },
      { doubleBeforeVern: false },
      arrow
    )
    expect(q.ofType('thalia.damageDoubledAfterVern')[0]!.params['hp']).toBe(4)
    expect(eventLine(q.ofType('thalia.damageDoubledAfterVern')[0]!, 'nb')).toBe(
      'Skyggeflenger gjør 5 Skade på Bertil, minus Vern 1 = 4, Dobbel Skade × 2: 8 trekkes fra HP, 4 HP igjen [THA-DMG-2]'
    )
  })

  it('THA-DEF-13 THA-DEF-14 THA-DEF-15: Block rolls the shield attribute with Skjold, works against arrows and costs the shield 1 Holdbarhet', () => {
    const p = monsterAttacks({ ...shield, skills: { Skjold: 'kyndig' } }, { dice: { block: [[11]] }, choose: { defence: ['block'] } }, {}, arrow)
    const test = p.ofType('thalia.test')[0]!.params
    expect([test['skill'], test['attributeKey'], test['total'], test['target']]).toEqual(['Skjold', 'thalia.attr.makt', 12, 12])
    expect(p.ofType('thalia.durability').map((e) => eventLine(e, 'nb'))).toEqual(['Bertil: Skjold mister 1 Holdbarhet, nå 2 [THA-DEF-14]'])
  })

  it('THA-DEF-5 THA-GAP-19: a Triumf on defence gives one immediate Action, extra to the own Turn; setting "replacesNextAction" spends the next one', () => {
    const p = play(setupOf([bertil(), skygge({ hp: 30, maxHp: 30 })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[20]] },
      choose: { defence: ['evade'], action: ['pass', 'pass'] }
    })
    expect(p.ofType('thalia.defenceTriumph')).toHaveLength(1)
    expect(p.ofType('thalia.pass')).toHaveLength(2)
    expect(p.requests.filter((r) => r.key === 'action')).toHaveLength(2)
    // The Action spent is only the next one: in round 2 Bertil acts again.
    const q = play(setupOf([bertil(), skygge({ hp: 30, maxHp: 30 })], { maxRounds: 2, defenceTriumph: 'replacesNextAction' }), {
      dice: { initiative: [[1, 6]], evade: [[20], [12]] },
      choose: { defence: ['evade', 'evade'], action: ['pass', 'pass'] }
    })
    expect(q.requests.filter((r) => r.key === 'action').map((r) => r.round)).toEqual([1, 2])
    expect(q.events.filter((e) => e.params['actor'] === 'Bertil' && /pass|Triumph/.test(e.type)).map((e) => `${e.round} ${eventLine(e, 'en')}`)).toEqual([
      '1 Triumf on defence: Bertil takes one immediate Action [THA-DEF-5]',
      '1 Bertil does nothing this Turn [THA-ACT-1]',
      '1 Bertil already used this Action after a defence Triumf [THA-GAP-19]',
      '2 Bertil does nothing this Turn [THA-ACT-1]'
    ])
  })

  it('THA-GAP-21: at Holdbarhet 0 the weapon cannot parry or attack and the shield cannot block; the setting can keep them usable', () => {
    const broken = {
      weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd', durability: 0 }],
      shield: { name: 'Skjold', durability: 0 }
    }
    const p = monsterAttacks(broken, { dice: { evade: [[15]] } }, { fists: 'never' })
    const req = p.requests.find(firstOf('defence'))
    expect(req).toBeUndefined() // only Evade left: nothing to choose
    const action = p.state.status === 'pending' ? p.state.request : undefined
    expect(action?.type).toBe('chooseOne')
    expect(action?.type === 'chooseOne' && action.options.some((o) => o.id.startsWith('attack:'))).toBe(false)
    // By default the broken sword leaves the fists (THA-ATK-3), which the next test covers.
    const q = monsterAttacks(broken, { dice: { evade: [[15]] }, choose: { defence: ['evade'] } }, { brokenAtZeroDurability: false })
    const req2 = q.requests.find(firstOf('defence'))
    expect(req2?.type === 'chooseOne' && req2.options.map((o) => o.id)).toEqual(['evade', 'parry:0', 'block'])
  })

  it('THA-GAP-23: Parry uses the attack attribute choice (M/A); without weapon or shield only Evade remains', () => {
    const p = monsterAttacks({}, { dice: { parry: [[10]], npcDamage: [[1]] }, choose: { defence: ['parry:0'], parryAttribute: ['makt'] } })
    const attr = p.requests.find(firstOf('parryAttribute'))
    expect(attr?.type === 'chooseOne' && attr.options.map((o) => o.id)).toEqual(['makt', 'agilitet'])
    expect(p.ofType('thalia.test')[0]!.params['total']).toBe(11)
    const bare = monsterAttacks({ weapons: [] }, { dice: { evade: [[15]] } })
    expect(bare.requests.some((r) => r.key === 'defence')).toBe(false)
    expect(bare.requests.some((r) => r.key === 'evade')).toBe(true)
  })

  it('THA-GAP-17: the Judge rolls the monster damage from its stat block; setting "average" uses the average without a roll', () => {
    const p = monsterAttacks(
      {},
      { dice: { evade: [[2]], npcDamage: [[3, 4]] }, choose: { defence: ['evade'] } },
      {},
      { attacks: [{ name: 'Bitt', damage: '2t4' }] }
    )
    expect(p.requests.find(firstOf('npcDamage'))?.actor).toBe('Skyggeflenger')
    expect(p.ofType('thalia.damage')[0]!.params['raw']).toBe(7)
    const q = monsterAttacks(
      {},
      { dice: { evade: [[2]] }, choose: { defence: ['evade'] } },
      { npcDamage: 'average' },
      { attacks: [{ name: 'Bitt', damage: '2t4' }] }
    )
    expect(q.requests.some((r) => r.key === 'npcDamage')).toBe(false)
    expect(q.ofType('thalia.damage')[0]!.params['raw']).toBe(5)
  })

  it('combatant outcome keeps the Holdbarhet for the campaign', () => {
    const p = play(setupOf([bertil(), skygge({ hp: 30, maxHp: 30 })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], parry: [[15]] },
      choose: { defence: ['parry:0'], action: ['pass'] }
    })
    expect(combatant(p, 'Bertil').weaponDurability).toEqual([{ name: 'Kortsverd', durability: 4, worn: 1 }])
  })

  it('THA-DEF-11 THA-DEF-14: the outcome names the Holdbarhet a fight wore and no item it left as it was', () => {
    const armed = {
      weapons: [
        { name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 5 },
        { name: 'Dolk', damage: '1t4', attributes: ['agilitet'], skill: 'Sverd', durability: 3 }
      ],
      shield: { name: 'Buckler', durability: 6 }
    }
    const durabilityLines = (script: Parameters<typeof play>[1]) => {
      const outcome = play(setupOf([bertil(armed), skygge({ hp: 30, maxHp: 30 })], { maxRounds: 1 }), script).outcome
      return thaliaOutcomeMessages(outcome)
        .filter((m) => /durability|broken/i.test(m.key))
        .map((m) => translator.text(m, 'en'))
    }
    const parried = durabilityLines({ dice: { initiative: [[1, 6]], parry: [[15]] }, choose: { defence: ['parry:0'], action: ['pass'] } })
    expect(parried).toHaveLength(1)
    expect(parried[0]).toContain('Kortsverd')
    expect(parried[0]).toContain('4')
    expect(durabilityLines({ dice: { initiative: [[1, 6]], evade: [[15]] }, choose: { defence: ['evade'], action: ['pass'] } })).toEqual([])
  })
})
