import { describe, expect, it } from 'vitest'
import type { Request } from '../../../src-engine/core/index.ts'
import { damageAfterVern, hpAfter } from '../../../src-engine/systems/thalia/damage.ts'
import { lastBreath } from '../../../src-engine/systems/thalia/dying.ts'
import { resists } from '../../../src-engine/systems/thalia/checks.ts'
import { defaultThaliaRules, thaliaRulesSchema } from '../../../src-engine/systems/thalia/index.ts'
import { eventLine } from '../../../src-engine/text/index.ts'
import { combatant, monster, pc, play, setupOf, type Script } from './fixtures.ts'

const ogre = (extra: Record<string, unknown> = {}) => monster('Troll', { hp: 40, maxHp: 40, kampand: 12, ...extra })
const firstOf = (key: string) => (r: Request) => r.key === key

/** Troll hits Bertil (HP 3, Makt +1) for 5 in round 1; Arne stands by with Legekunst. */
function downBertil(
  dice: Record<string, number[][]>,
  rules: Record<string, unknown> = {},
  choose: Script['choose'] = {},
  stopAt?: Script['stopAt'],
  bertilExtra: Record<string, unknown> = {}
) {
  return play(
    setupOf(
      [
        pc('Bertil', { hp: 3, ...bertilExtra }),
        pc('Arne', { vern: 10, skills: { Sverd: 'kyndig', Legekunst: 'kyndig' }, factors: { makt: 0, agilitet: 0, intellekt: 2, karisma: 0 } }),
        ogre()
      ],
      { maxRounds: 3, aftermath: 'stop', ...rules }
    ),
    {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], ...dice },
      choose: { target: ['Bertil'], defence: ['evade'], action: Array(10).fill('pass'), ...choose },
      seed: 11,
      ...(stopAt ? { stopAt } : {})
    }
  )
}

describe('Thalia damage, Vern and HP (DMG)', () => {
  it('THA-DMG-1 THA-DMG-2 THA-DMG-3: physical damage is reduced by Vern before HP; other damage is not, doubled or not', () => {
    expect(damageAfterVern(defaultThaliaRules, 6, 2, true, 0)).toBe(4)
    expect(damageAfterVern(defaultThaliaRules, 6, 2, false, 0)).toBe(6)
    const p = play(setupOf([pc('Bertil', { vern: 3 }), ogre({ attacks: [{ name: 'Ild', damage: '1t6', physical: false }] })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[4]] },
      choose: { defence: ['evade'], action: ['pass'] }
    })
    const d = p.ofType('thalia.damage')[0]!
    expect(d.rule).toBe('THA-DMG-3')
    expect([d.params['damage'], d.params['hp']]).toEqual([4, 6])
    expect(combatant(p, 'Bertil').hpLost).toBe(4)
    // Doubled by a Tabbe on the Unngå (THA-DEF-4), it is still the other damage of THA-DMG-3: no Vern.
    const q = play(setupOf([pc('Bertil', { vern: 3 }), ogre({ attacks: [{ name: 'Ild', damage: '1t6', physical: false }] })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[1]], npcDamage: [[4]] },
      choose: { defence: ['evade'], action: ['pass'] }
    })
    expect(eventLine(q.ofType('thalia.damageDoubled')[0]!, 'nb')).toBe(
      'Troll gjør 4 Skade på Bertil, Dobbel Skade: 4 × 2 = 8, minus Vern 0: 8 trekkes fra HP, 2 HP igjen [THA-DMG-3]'
    )
  })

  it('THA-GAP-24: Vern at or above the damage leaves 0; the setting can keep a minimum', () => {
    expect(damageAfterVern(defaultThaliaRules, 2, 5, true, 0)).toBe(0)
    expect(damageAfterVern(thaliaRulesSchema.parse({ minDamageAfterVern: 1 }), 2, 5, true, 0)).toBe(1)
  })

  it('THA-GAP-25: HP stops at 0 (excess discarded); with the setting off it may go below', () => {
    expect(hpAfter(defaultThaliaRules, 3, 5)).toBe(0)
    expect(hpAfter(thaliaRulesSchema.parse({ hpFloorZero: false }), 3, 5)).toBe(-2)
  })

  it('THA-GAP-20: two doublings (defence Tabbe and Nådestøt vulnerability) count once; the setting lets them stack', () => {
    expect(damageAfterVern(defaultThaliaRules, 5, 1, true, 2)).toBe(9)
    expect(damageAfterVern(thaliaRulesSchema.parse({ doublingsStack: true }), 5, 1, true, 2)).toBe(19)
    // In a fight: a vulnerable SK whose Unngå is a Tabbe takes the Troll's 5 doubled once, 10 − Vern 1 = 9; stacked, 5 × 4 − 1 = 19.
    const sk = { hp: 30, maxHp: 30, vern: 1, conditions: [{ name: 'Lammet', coupVulnerable: true }] }
    const hit = (rules: Record<string, unknown>) =>
      play(setupOf([pc('Bertil', sk), ogre()], { maxRounds: 1, ...rules }), {
        dice: { initiative: [[1, 6]], evade: [[1]], npcDamage: [[5]] },
        choose: { defence: ['evade'], action: ['pass'] }
      })
    expect(
      hit({})
        .events.filter((e) => e.type.startsWith('thalia.damage'))
        .map((e) => eventLine(e, 'en'))
    ).toEqual(['Troll deals 5 damage to Bertil, Dobbel Skade: 5 × 2 = 10, minus Vern 1: 9 off HP, 21 HP left [THA-DMG-2]'])
    expect(
      hit({ doublingsStack: true })
        .events.filter((e) => e.type.startsWith('thalia.damage'))
        .map((e) => eventLine(e, 'en'))
    ).toEqual(['Troll deals 5 damage to Bertil, Dobbel Skade: 5 × 4 = 20, minus Vern 1: 19 off HP, 11 HP left [THA-DMG-2]'])
  })

  it('THA-GAP-26 THA-COUP-1: a monster at 0 HP is dead and counts as a death; setting "out" only takes it out of the fight, but a Nådestøt still kills', () => {
    const fight = (rules: Record<string, unknown>) =>
      play(setupOf([pc('Bertil'), monster('Gob1', { hp: 2, maxHp: 2 }, { group: 'g' }), monster('Gob2', {}, { group: 'g' })], { maxRounds: 1, ...rules }), {
        dice: { initiative: [[6, 1]], hit: [[15]], damage: [[4]], morale: [[6, 6]] },
        choose: { action: ['attack:Gob1'] },
        stopAt: firstOf('defence')
      })
    const dead = fight({})
    expect(dead.ofType('thalia.killed')[0]!.params['target']).toBe('Gob1')
    expect(dead.ofType('thalia.moraleTest')).toHaveLength(1)
    const out = fight({ npcAtZeroHp: 'out' })
    expect(out.ofType('thalia.npcOut').map((e) => eventLine(e, 'nb'))).toEqual(['Gob1 er ute av Kampen [THA-GAP-26]'])
    expect(out.ofType('thalia.moraleTest')).toHaveLength(0)
    // The setting is about HP: a Nådestøt kills without damage, so the creature is dead all the same.
    const coup = play(setupOf([pc('Bertil'), ogre({ conditions: [{ name: 'Sovende', coupVulnerable: true }] })], { npcAtZeroHp: 'out' }), {
      dice: { initiative: [[6, 1]] },
      choose: { action: ['coup:Troll'] }
    })
    expect([coup.ofType('thalia.npcOut'), combatant(coup, 'Troll').status]).toEqual([[], 'dead'])
  })
})

describe('Thalia dying, Mén and Siste Pust (DYING, MEN)', () => {
  const severedArm = { menLocation: [[3]], men: [[1]], menSide: [[2]], lastBreath: [[3]] }

  it('THA-EX-9 THA-DMG-4 THA-DYING-1: HP 3 takes 5: at 0 HP Bertil is Døende', () => {
    const p = downBertil(severedArm)
    expect(p.ofType('thalia.dying').map((e) => eventLine(e, 'nb'))).toEqual(['Bertil faller til 0 HP og er Døende [THA-DYING-1]'])
  })

  it('THA-DYING-2 THA-MEN-1: a Dying SK rolls for Mén first, then for Siste Pust', () => {
    const keys = downBertil(severedArm)
      .requests.filter((r) => r.actor === 'Bertil' && r.type === 'dice')
      .map((r) => r.key)
    expect(keys).toEqual(['evade', 'menLocation', 'men', 'menSide', 'lastBreath'])
  })

  it('THA-MEN-2 THA-GAP-37 THA-DYING-4: each roll of a Dying SK cites its rule: 1d4 body location, 1d6 row, 1d2 side of a limb, 1d4 Siste Pust', () => {
    const rolls = downBertil(severedArm)
      .requests.filter((r) => r.actor === 'Bertil' && r.type === 'dice' && r.key !== 'evade')
      .map((r) => (r.type === 'dice' ? [r.key, r.rule, r.notation, r.prompt] : []))
    expect(rolls).toEqual([
      ['menLocation', 'THA-GAP-37', '1t4', { key: 'thalia.roll.menLocation', params: { actor: 'Bertil' } }],
      ['men', 'THA-MEN-2', '1t6', { key: 'thalia.roll.men', params: { actor: 'Bertil' } }],
      ['menSide', 'THA-GAP-37', '1t2', { key: 'thalia.roll.menSide', params: { actor: 'Bertil', limbKey: 'thalia.limbChoice.armer' } }],
      ['lastBreath', 'THA-DYING-4', '1t4', { key: 'thalia.roll.lastBreath', params: { actor: 'Bertil' } }]
    ])
  })

  it('THA-MEN-2 THA-MEN-17 THA-GAP-37: Mén 1d4 = 3 is Armer, 1d6 = 1 the row: the right arm is severed for good', () => {
    const p = downBertil(severedArm)
    expect(p.ofType('thalia.men')[0]!.params).toMatchObject({ injury: 'Avhugget', row: 1, side: 'right', permanent: true })
    expect(combatant(p, 'Bertil').injuries.map((i) => i.id)).toEqual(['armer-1'])
  })

  it('THA-EX-9 THA-DYING-4 THA-GAP-33: Siste Pust 3 + Makt 1 − 4 for the severed arm = 0: dead at once', () => {
    const p = downBertil(severedArm)
    expect(p.ofType('thalia.lastBreath').map((e) => [e.rule, e.params])).toEqual([
      ['THA-DYING-4', { target: 'Bertil', d4: 3, makt: 1, modifier: -4, rounds: 0 }]
    ])
    expect(combatant(p, 'Bertil').status).toBe('dead')
    expect(p.ofType('thalia.pcDied')[0]!.rule).toBe('THA-GAP-33')
  })

  it('THA-EX-9 THA-DYING-3 THA-DYING-5 THA-GAP-32: with Mén 2 (paralysed arm) Siste Pust is 3 + 1 = 4 rounds, counted down at the end of each round from the next one; the dying SK takes no actions', () => {
    const p = downBertil({ menLocation: [[3]], men: [[2]], menSide: [[1]], lastBreath: [[3]] }, { maxRounds: 6 })
    expect(p.ofType('thalia.lastBreath')[0]!.params['rounds']).toBe(4)
    const counts = p.ofType('thalia.breathCount').map((e) => [e.round, e.rule, e.params])
    expect(counts).toEqual([
      [2, 'THA-GAP-32', { target: 'Bertil', rounds: 3 }],
      [3, 'THA-GAP-32', { target: 'Bertil', rounds: 2 }],
      [4, 'THA-GAP-32', { target: 'Bertil', rounds: 1 }],
      [5, 'THA-GAP-32', { target: 'Bertil', rounds: 0 }]
    ])
    expect(p.ofType('thalia.pcDied')[0]!.rule).toBe('THA-DYING-5')
    expect(p.requests.filter((r) => r.key === 'action' && r.actor === 'Bertil' && r.round >= 1)).toHaveLength(0)
    // THA-GAP-32 alternative: counting starts in the round the SK fell.
    const q = downBertil({ menLocation: [[3]], men: [[2]], menSide: [[1]], lastBreath: [[3]] }, { maxRounds: 6, lastBreathFrom: 'sameRound' })
    expect(q.ofType('thalia.breathCount')[0]!.round).toBe(1)
  })

  it('THA-DYING-3 THA-ACT-11: an SK who falls Døende with an Action prepared loses it then: no trigger is asked for it any more, and nothing lapses at the end of the round', () => {
    const p = downBertil(
      { initiative: [[6, 1]], menLocation: [[3]], men: [[2]], menSide: [[1]], lastBreath: [[3]] },
      { maxRounds: 1 },
      { action: ['prepare', 'pass'] }
    )
    expect(p.ofType('thalia.prepared').map((e) => e.params['actor'])).toEqual(['Bertil'])
    expect(combatant(p, 'Bertil').status).toBe('dying')
    // Asked after Arne's Turn, while Bertil still stood; not after the Troll's, which left him Døende.
    expect(p.requests.filter((r) => r.key === 'trigger').map((r) => r.prompt.params?.['after'])).toEqual(['Arne'])
    expect(p.ofType('thalia.preparedLapses')).toEqual([])
  })

  it('THA-GAP-33: setting "oneRound" leaves a Siste Pust of 0 at one round instead of instant death', () => {
    const p = downBertil({ menLocation: [[3]], men: [[1]], menSide: [[2]], lastBreath: [[3]] }, { lastBreathZero: 'oneRound' }, {}, firstOf('action'))
    expect(p.ofType('thalia.pcDied')).toHaveLength(0)
    expect(p.ofType('thalia.lastBreath')[0]!.params['rounds']).toBe(0)
    expect(lastBreath(2, -1, -4)).toBe(-3)
  })

  it('THA-MEN-3 THA-MEN-5: Hode 1 (Avhugget, Død) kills outright: no Siste Pust roll', () => {
    const p = downBertil({ menLocation: [[1]], men: [[1]] })
    expect(combatant(p, 'Bertil').status).toBe('dead')
    expect(p.requests.some((r) => r.key === 'lastBreath')).toBe(false)
    expect(p.ofType('thalia.pcDied')[0]!.rule).toBe('THA-MEN-3')
  })

  it('THA-MEN-4: a timed Mén gets its duration rolled when gained (Knekte Ribbein 1d6 weeks = 4 → 28 days); permanent ones have none', () => {
    const p = downBertil({ menLocation: [[2]], men: [[5]], menDuration: [[4]], lastBreath: [[4]] }, { maxRounds: 1 })
    const injury = combatant(p, 'Bertil').injuries[0]!
    expect(injury).toMatchObject({ id: 'overkropp-5', name: 'Knekte Ribbein', permanent: false, daysLeft: 28 })
    expect(p.requests.filter(firstOf('menDuration')).map((r) => (r.type === 'dice' ? [r.rule, r.notation, r.prompt] : []))).toEqual([
      ['THA-MEN-4', '1t6', { key: 'thalia.roll.menDuration', params: { actor: 'Bertil', injury: 'Knekte Ribbein' } }]
    ])
    // The Mén's line: a Mén of the body has no side and no limb, and names its days.
    expect(p.ofType('thalia.men').map((e) => [e.rule, e.params])).toEqual([
      [
        'THA-MEN-15',
        {
          target: 'Bertil',
          injury: 'Knekte Ribbein',
          locationKey: 'thalia.option.location.overkropp',
          row: 5,
          side: '',
          permanent: false,
          days: 28,
          limbKey: 'thalia.limb.none',
          detailsKey: 'thalia.men.details.days'
        }
      ]
    ])
    const q = downBertil({ menLocation: [[4]], men: [[3]], menSide: [[1]], lastBreath: [[4]] }, { maxRounds: 1 })
    expect(combatant(q, 'Bertil').injuries[0]).toMatchObject({ id: 'ben-3', permanent: true, side: 'left' })
    expect(combatant(q, 'Bertil').injuries[0]!.daysLeft).toBeUndefined()
  })

  it('THA-MEN-6 THA-GAP-38: Hjerneblødning: 1d6 days unconscious with a daily death chance, recorded for the days that follow', () => {
    const p = downBertil({ menLocation: [[1]], men: [[2]], menDuration: [[5]], lastBreath: [[4]] }, { maxRounds: 1 })
    expect(combatant(p, 'Bertil').injuries[0]).toMatchObject({ id: 'hode-2', daysLeft: 5, unconsciousDays: 5 })
  })

  it('THA-GAP-37: the Judge may pick the location instead of the 1d4 roll', () => {
    const p = downBertil({ men: [[4]], lastBreath: [[4]] }, { menLocation: 'judge', maxRounds: 1 }, { menLocation: ['hode'] })
    const req = p.requests.find(firstOf('menLocation'))
    expect(req?.type).toBe('chooseOne')
    expect(combatant(p, 'Bertil').injuries[0]!.id).toBe('hode-4')
  })

  it('THA-DYING-6 THA-DYING-7 THA-GAP-34 THA-EX-10: an ally uses its Action on an Intellekt (Legekunst) test; on success the SK is Stabilised: no longer Døende, Siste Pust stops, unconscious 1d4 days', () => {
    const p = downBertil(
      { menLocation: [[2]], men: [[4]], lastBreath: [[2]], stabilise: [[10]], unconsciousDays: [[3]] },
      { maxRounds: 3 },
      { action: ['stabilise:Bertil', 'pass', 'pass'] }
    )
    const actionReq = p.requests.find((r) => r.key === 'action' && r.actor === 'Arne')
    expect(actionReq?.type === 'chooseOne' && actionReq.default).toBe('stabilise:Bertil')
    const test = p.ofType('thalia.test').find((e) => e.params['skill'] === 'Legekunst')!.params
    expect([test['attributeKey'], test['total'], test['target']]).toEqual(['thalia.attr.intellekt', 12, 12])
    expect(p.requests.filter(firstOf('unconsciousDays')).map((r) => (r.type === 'dice' ? [r.rule, r.notation, r.prompt] : []))).toEqual([
      ['THA-DYING-7', '1t4', { key: 'thalia.roll.unconsciousDays', params: { actor: 'Bertil' } }]
    ])
    expect(p.ofType('thalia.stabilised').map((e) => [e.rule, e.params])).toEqual([['THA-DYING-7', { target: 'Bertil', helper: 'Arne', days: 3 }]])
    const b = combatant(p, 'Bertil')
    expect([b.status, b.lastBreath, b.unconsciousDays]).toEqual(['stabilised', null, 3])
    expect(p.ofType('thalia.breathCount')).toHaveLength(0)
  })

  it('THA-DYING-6 THA-GAP-34: an SK stabilises only a Døende SK of its own side: one of the other side is never offered', () => {
    const axe = { weapons: [{ name: 'Øks', damage: '1t6+20', attributes: ['makt'], skill: 'Øks' }], skills: { Øks: 'kyndig', Legekunst: 'kyndig' } }
    const p = play(
      setupOf(
        [
          pc('Bertil', { vern: 20, ...axe }),
          { ...pc('Mørk', { hp: 2 }), side: 'skurker' },
          monster('Ulv', { hp: 40, maxHp: 40, kampand: 12 }, { side: 'skurker' })
        ],
        {
          maxRounds: 2
        }
      ),
      {
        dice: { initiative: [[6, 1]], hit: [[15]], damage: [[1]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] },
        choose: { action: ['attack:Mørk', 'pass'], target: ['Bertil', 'Bertil'] },
        seed: 5,
        stopAt: (r) => r.key === 'action' && r.round === 2 && r.actor === 'Bertil'
      }
    )
    expect(p.ofType('thalia.dying').map((e) => e.params['target'])).toEqual(['Mørk'])
    const menu = p.state.status === 'pending' ? p.state.request : undefined
    expect(menu?.type === 'chooseOne' && menu.options.map((o) => o.id).filter((id) => id.startsWith('stabilise:'))).toEqual([])
  })

  it('THA-GAP-34: a failed stabilising test may be retried on a later Turn; the setting can forbid the retry', () => {
    const script = { menLocation: [[2]], men: [[4]], lastBreath: [[4]], stabilise: [[2], [15]], unconsciousDays: [[2]] }
    const p = downBertil(script, { maxRounds: 3 }, { action: ['stabilise:Bertil', 'stabilise:Bertil', 'pass'] })
    expect(p.ofType('thalia.stabiliseFailed').map((e) => eventLine(e, 'en'))).toEqual(['Arne fails to stabilise Bertil [THA-GAP-34]'])
    expect(p.ofType('thalia.stabilised')).toHaveLength(1)
    const q = downBertil(
      { ...script, stabilise: [[2]] },
      { maxRounds: 2, stabiliseRetry: false },
      { action: ['stabilise:Bertil'] },
      (r) => r.key === 'action' && r.round === 2
    )
    const req = q.state.status === 'pending' ? q.state.request : undefined
    expect(req?.type).toBe('chooseOne')
    expect(req?.type === 'chooseOne' && req.options.some((o) => o.id === 'stabilise:Bertil')).toBe(false)
  })

  it('THA-DYING-8 THA-HEAL-4: healed back above 0 HP (an elixir from the Belt) the SK is back on its feet and acts again', () => {
    const p = play(setupOf([pc('Bertil', { hp: 3 }), pc('Arne', { belt: [{ name: 'Eliksir', heal: '1t4' }] }), ogre()], { maxRounds: 2, aftermath: 'stop' }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]], heal: [[3]] },
      choose: { target: ['Bertil', 'Arne'], defence: ['evade'], 'r1:action': ['belt:0'], 'r2:action': ['pass', 'pass'] },
      seed: 3
    })
    expect(p.ofType('thalia.healed').map((e) => [e.rule, e.params])).toEqual([['THA-HEAL-4', { target: 'Bertil', source: 'Eliksir', amount: 3, hp: 3 }]])
    expect(p.ofType('thalia.onFeet').map((e) => [e.rule, e.params])).toEqual([['THA-DYING-8', { target: 'Bertil' }]])
    expect(p.requests.some((r) => r.key === 'action' && r.actor === 'Bertil' && r.round === 2)).toBe(true)
    expect(combatant(p, 'Arne').beltUsed).toEqual(['Eliksir'])
  })

  it('THA-DYING-8 THA-HEAL-4 THA-END-1: an SK back on his feet counts for his side again: when his healer falls next, the fight goes on with him, and ends when he falls too', () => {
    const p = play(
      setupOf([pc('Bertil', { hp: 3 }), pc('Arne', { hp: 3, belt: [{ name: 'Eliksir', heal: '1t4' }] }), ogre()], { maxRounds: 5, aftermath: 'stop' }),
      {
        dice: {
          initiative: [[1, 6]],
          evade: [[2], [2], [2]],
          npcDamage: [[5], [5], [5]],
          menLocation: [[2], [2], [2]],
          men: [[4], [4], [4]],
          lastBreath: [[4], [4], [4]],
          heal: [[3]]
        },
        choose: { target: ['Bertil', 'Arne', 'Bertil'], defence: ['evade', 'evade', 'evade'], 'r1:action': ['belt:0'], 'r2:action': ['pass'] },
        seed: 3
      }
    )
    expect(p.ofType('thalia.onFeet').map((e) => [e.round, e.params])).toEqual([[1, { target: 'Bertil' }]])
    expect(combatant(p, 'Arne').status).toBe('dying')
    const arneFalls = p.events.findIndex((e) => e.type === 'thalia.dying' && e.params.target === 'Arne')
    const bertilActs = p.events.findIndex((e) => e.round === 2 && e.params.actor === 'Bertil')
    expect([arneFalls > 0, bertilActs > arneFalls]).toEqual([true, true])
    expect(p.ofType('thalia.fightEnds').map((e) => [e.round, e.params.endedKey, e.params.winner])).toEqual([[3, 'thalia.end.victory', 'monsters']])
  })

  it('THA-DYING-7 THA-DYING-8 THA-HEAL-4: a Stabilised SK healed in the fight is back on its feet, no longer unconscious', () => {
    const p = play(
      setupOf(
        [pc('Bertil', { hp: 3 }), pc('Arne', { vern: 10, skills: { Sverd: 'kyndig', Legekunst: 'kyndig' }, belt: [{ name: 'Eliksir', heal: '1t4' }] }), ogre()],
        { maxRounds: 2, aftermath: 'stop' }
      ),
      {
        dice: {
          initiative: [[1, 6]],
          evade: [[2]],
          npcDamage: [[5]],
          menLocation: [[2]],
          men: [[4]],
          lastBreath: [[4]],
          stabilise: [[15]],
          unconsciousDays: [[3]],
          heal: [[2]]
        },
        choose: { target: ['Bertil', 'Arne'], defence: ['evade'], 'r1:action': ['stabilise:Bertil'], 'r2:action': ['belt:0', 'pass'], healTarget: ['Bertil'] },
        seed: 5
      }
    )
    expect(p.ofType('thalia.stabilised')).toHaveLength(1)
    expect(p.ofType('thalia.onFeet').map((e) => [e.round, e.params])).toEqual([[2, { target: 'Bertil' }]])
    const b = combatant(p, 'Bertil')
    expect([b.status, b.hp, b.unconsciousDays]).toEqual(['active', 2, 0])
  })

  it('THA-DYING-8 THA-HEAL-4: healing that leaves a Døende SK at 0 HP (an elixir of 1d4 − 1 rolling 1) does not stand it up', () => {
    const p = play(
      setupOf([pc('Bertil', { hp: 3 }), pc('Arne', { belt: [{ name: 'Eliksir', heal: '1t4-1' }] }), ogre()], { maxRounds: 1, aftermath: 'stop' }),
      {
        dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]], heal: [[1]] },
        choose: { target: ['Bertil'], defence: ['evade'], action: ['belt:0'] }
      }
    )
    expect(p.ofType('thalia.healed').map((e) => e.params)).toEqual([{ target: 'Bertil', source: 'Eliksir', amount: 0, hp: 0 }])
    expect(p.ofType('thalia.onFeet')).toEqual([])
    expect([combatant(p, 'Bertil').status, combatant(p, 'Bertil').hp]).toEqual(['dying', 0])
  })

  it('THA-GAP-27: a dying SK is not a target by default (further damage has no effect); setting "kills" lets an attack finish it', () => {
    const base = { menLocation: [[2]], men: [[4]], lastBreath: [[4]] }
    const p = downBertil(base, { maxRounds: 2 }, { target: ['Bertil', 'Arne'] })
    expect(p.events.filter((e) => e.type === 'thalia.npcAttack' && e.round === 2).map((e) => e.params['target'])).toEqual(['Arne'])
    expect(p.requests.filter((r) => r.key === 'target' && r.round === 2)).toHaveLength(0)
    expect(combatant(p, 'Bertil').status).toBe('dying')
    const q = downBertil(base, { maxRounds: 2, attackOnDying: 'kills' }, { target: ['Bertil', 'Bertil'] })
    expect(q.ofType('thalia.pcDied')).toMatchObject([{ rule: 'THA-GAP-27', params: { target: 'Bertil', reasonKey: 'thalia.death.attackOnDying' } }])
    expect(combatant(q, 'Bertil')).toMatchObject({ status: 'dead', lastBreath: null })
  })

  it('THA-GAP-36: an SK that becomes Dying again rolls Mén again; the setting can limit it to the first time', () => {
    const twice = (rules: Record<string, unknown>) =>
      play(
        setupOf([pc('Bertil', { hp: 3, belt: [{ name: 'Eliksir', heal: '1t4' }] }), pc('Arne', { belt: [{ name: 'Eliksir', heal: '1t4' }] }), ogre()], {
          maxRounds: 2,
          aftermath: 'stop',
          ...rules
        }),
        {
          dice: {
            initiative: [[1, 6]],
            evade: [[2], [2]],
            npcDamage: [[5], [5]],
            menLocation: [[2], [2]],
            men: [[4], [4]],
            lastBreath: [[4], [4]],
            heal: [[1]]
          },
          choose: { target: ['Bertil', 'Bertil'], defence: ['evade', 'evade'], 'r1:action': ['belt:0'], 'r2:action': ['pass'] },
          seed: 3
        }
      )
    expect(twice({}).ofType('thalia.men')).toHaveLength(2)
    // Under the setting the one roll is the first time's (round 1), not the second's (round 2).
    const once = twice({ menEveryTimeDying: false })
    expect(once.ofType('thalia.dying').map((e) => e.round)).toEqual([1, 2])
    expect(once.ofType('thalia.men').map((e) => e.round)).toEqual([1])
    expect(once.ofType('thalia.lastBreath')).toHaveLength(2)
  })
})

describe('Thalia resisting effects (SAVE)', () => {
  const poison = { attacks: [{ name: 'Gift-bitt', damage: '1t4', effect: { name: 'Lammet', resist: 'toffhet' } }] }
  it('THA-SAVE-1 THA-SAVE-2 THA-GAP-28: an effect of a landed attack takes hold unless 1d20 is under Tøffhet (strictly); "≤" is a setting', () => {
    const run = (roll: number, rules: Record<string, unknown> = {}) =>
      play(setupOf([pc('Bertil', { hp: 20, maxHp: 20, resist: { refleks: 10, vilje: 10, toffhet: 12 } }), ogre(poison)], { maxRounds: 1, ...rules }), {
        dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[1]], resist: [[roll]] },
        choose: { defence: ['evade'], action: ['pass'] }
      })
    expect(run(11).ofType('thalia.resisted')).toHaveLength(1)
    expect(run(12).ofType('thalia.effectTakes')).toHaveLength(1)
    expect(combatant(run(12), 'Bertil').conditions).toEqual(['Lammet'])
    expect(run(12, { resistInclusive: true }).ofType('thalia.resisted')).toHaveLength(1)
    expect(run(13, { resistInclusive: true }).ofType('thalia.effectTakes')).toHaveLength(1)
    expect(resists(defaultThaliaRules, 5, 5)).toBe(false)
    // A successful defence means the effect never comes.
    const q = play(setupOf([pc('Bertil'), ogre(poison)], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[19]] },
      choose: { defence: ['evade'], action: ['pass'] }
    })
    expect(q.requests.some((r) => r.key === 'resist')).toBe(false)
    // Nor has an effect anything to take hold of in a creature the hit killed: the dead guard rolls no resistance.
    const guard = monster('Vakt', { kind: 'dk', hp: 3, maxHp: 3, kampand: 12 }, { side: 'players' })
    const r = play(setupOf([pc('Bertil', { vern: 20 }), guard, ogre(poison)], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], npcDamage: [[4]] },
      choose: { target: ['Vakt'], action: ['pass'] }
    })
    expect(combatant(r, 'Vakt')).toMatchObject({ status: 'dead', conditions: [] })
    expect(r.requests.some((x) => x.key === 'resist')).toBe(false)
  })

  it('THA-SAVE-2 THA-MEN-26: Ødelagt Balanse gives Ulempe on Refleks: 2d20 and the higher counts (roll-under)', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', { hp: 20, maxHp: 20, injuries: [{ id: 'ben-4' }] }),
          ogre({ attacks: [{ name: 'Feie', damage: '1t4', effect: { name: 'Felt', resist: 'refleks' } }] })
        ],
        { maxRounds: 1 }
      ),
      {
        dice: { initiative: [[1, 6]], evade: [[2, 2]], npcDamage: [[1]], resist: [[3, 15]] },
        choose: { defence: ['evade'], action: ['pass'] }
      }
    )
    expect(p.ofType('thalia.effectTakes')[0]!.params['roll']).toBe(15)
  })
})

describe('Thalia coup de grâce (COUP)', () => {
  it('THA-COUP-1 THA-GAP-43: a creature vulnerable to Nådestøt is killed without an attack roll, using the Action', () => {
    const p = play(setupOf([pc('Bertil'), ogre({ conditions: [{ name: 'Sovende', coupVulnerable: true }] })]), {
      dice: { initiative: [[6, 1]] },
      choose: { action: ['coup:Troll'] }
    })
    expect(p.events.filter((e) => e.type === 'thalia.coup' || e.type === 'thalia.killed').map((e) => [e.type, e.rule, e.params])).toEqual([
      ['thalia.coup', 'THA-COUP-1', { actor: 'Bertil', target: 'Troll' }],
      ['thalia.killed', 'THA-COUP-1', { target: 'Troll' }]
    ])
    expect(p.requests.some((r) => r.key === 'hit')).toBe(false)
    expect(combatant(p, 'Troll').status).toBe('dead')
    expect(p.outcome.winner).toBe('players')
  })

  it('THA-COUP-2 THA-GAP-43: a vulnerable SK still defends but takes double damage from a landed attack; setting off: no defence at all', () => {
    const sk = { hp: 20, maxHp: 20, vern: 1, conditions: [{ name: 'Lammet', coupVulnerable: true }] }
    const p = play(setupOf([pc('Bertil', sk), ogre()], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]] },
      choose: { defence: ['evade'], action: ['pass'] }
    })
    expect(p.ofType('thalia.damage')).toHaveLength(0)
    expect(p.ofType('thalia.damageDoubled')[0]!.params).toMatchObject({ raw: 5, damage: 9 })
    // It was asked for its defence, and rolled it.
    expect(p.requests.filter((r) => r.key === 'defence' || r.key === 'evade').map((r) => [r.key, r.actor])).toEqual([
      ['defence', 'Bertil'],
      ['evade', 'Bertil']
    ])
    expect(p.ofType('thalia.noDefence')).toEqual([])
    const q = play(setupOf([pc('Bertil', sk), ogre()], { maxRounds: 1, vulnerablePcDefends: false }), {
      dice: { initiative: [[1, 6]], npcDamage: [[5]] },
      choose: { action: ['pass'] }
    })
    expect(q.requests.some((r) => r.key === 'defence' || r.key === 'evade' || r.key === 'parry')).toBe(false)
    expect(q.ofType('thalia.noDefence').map((e) => eventLine(e, 'en'))).toEqual(['Bertil cannot defend against this attack [THA-GAP-43]'])
  })

  it('THA-GAP-43: an effect that makes its victim vulnerable opens it to Nådestøt', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', { hp: 20, maxHp: 20 }),
          monster('Vakt', { hp: 30, maxHp: 30, kampand: 12, attacks: [{ name: 'Slag', damage: '1t2' }] }, { side: 'players' }),
          ogre({ attacks: [{ name: 'Sovepil', damage: '1t2', effect: { name: 'Sover', resist: 'vilje', coupVulnerable: true } }] })
        ],
        { maxRounds: 2 }
      ),
      {
        dice: { initiative: [[1, 6]], npcDamage: [[1], [1]], resist: [[20]] },
        choose: { target: ['Vakt', 'Vakt'], 'r1:action': ['pass'], 'r2:action': ['pass'], npcAttack: ['coup'] },
        seed: 5
      }
    )
    expect(p.ofType('thalia.effectTakes')[0]!.params['target']).toBe('Vakt')
    expect(p.ofType('thalia.coup')[0]!.params).toMatchObject({ actor: 'Troll', target: 'Vakt' })
  })
})
