import { describe, expect, it } from 'vitest'
import { groupLosers } from '../../../src-engine/systems/thalia/group.ts'
import { eventLine } from '../../../src-engine/text/index.ts'
import { combatant, monster, pc, play, setupOf } from './fixtures.ts'

const safe = { vern: 20 }
const guards = (n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => monster(`Vakt${i + 1}`, { kampand: 12, ...extra }, { group: 'guards', side: 'players' }))
const bandits = (n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => monster(`Bandit${i + 1}`, { kampand: 12, hp: 30, maxHp: 30, ...extra }, { group: 'bandits' }))

describe('Thalia fights between non-player groups (GROUP)', () => {
  it('THA-GROUP-1: when DKs and monsters fight each other only damage is rolled: the DK always hits, nobody defends', () => {
    const p = play(
      setupOf([pc('Bertil', safe), ...guards(1, { attacks: [{ name: 'Spyd', damage: '1t8' }] }), monster('Ulv', { hp: 20, maxHp: 20, vern: 1, kampand: 12 })], {
        maxRounds: 1
      }),
      {
        dice: { initiative: [[6, 1]], npcDamage: [[6], [3]], parry: [[15]] },
        choose: { action: ['pass'], turnOrder: [['Vakt1', 'Bertil']], target: ['Vakt1'] }
      }
    )
    expect(p.ofType('thalia.autoHit').map((e) => eventLine(e, 'en'))).toEqual([
      'Vakt1 hits Ulv without a hit roll [THA-GROUP-1]',
      'Ulv hits Vakt1 without a hit roll [THA-GROUP-1]'
    ])
    expect(p.ofType('thalia.damage')[0]!.params).toMatchObject({ source: 'Vakt1', target: 'Ulv', raw: 6, damage: 5 })
    expect(p.requests.some((r) => r.actor === 'Ulv' && r.key === 'hit')).toBe(false)
    expect(p.requests.filter((r) => ['evade', 'parry', 'block'].includes(r.key) && r.actor === 'Vakt1')).toHaveLength(0)
  })

  it('THA-ACT-5 THA-END-1: a fight of DKs and monsters without SKs has no party that could run: "flee" when losing changes nothing', () => {
    const wolves = [
      monster('Ulv1', { hp: 30, maxHp: 30, kampand: 12 }, { side: 'ulver' }),
      monster('Ulv2', { hp: 30, maxHp: 30, kampand: 12 }, { side: 'ulver' })
    ]
    const p = play(setupOf([...bandits(1, { hp: 3, maxHp: 30 }), ...wolves], { maxRounds: 2 }, { whenLosing: 'flee' }), { seed: 3 })
    expect(p.ofType('thalia.partyFlees')).toEqual([])
    expect(p.outcome.rounds).toBeGreaterThan(0)
  })

  const gruppekamp = () =>
    play(setupOf([pc('Bertil', safe), ...guards(3), ...bandits(3)], { maxRounds: 2 }, { groupCombat: true }), {
      seed: 4,
      dice: {
        initiative: [[6, 1]],
        groupCombat: [
          [5, 3],
          [2, 2]
        ]
      },
      choose: { action: ['pass', 'pass'] }
    })

  it('THA-GROUP-2 THA-GROUP-3: with Gruppekamp chosen the player still takes his Turn each round', () => {
    const p = gruppekamp()
    expect(p.requests.filter((r) => r.key === 'action').map((r) => [r.round, r.actor])).toEqual([
      [1, 'Bertil'],
      [2, 'Bertil']
    ])
    expect(p.ofType('thalia.groupCombat')).toHaveLength(2)
  })

  it('THA-GROUP-4 THA-GROUP-5 THA-EX-12: each group rolls 1t6; guards 5, bandits 3: the bandits lose 1 member', () => {
    const p = gruppekamp()
    expect(p.ofType('thalia.groupCombat')[0]).toMatchObject({ rule: 'THA-GROUP-5', params: { losers: ['bandits'] } })
    expect(p.outcome.dead).toContain('Bandit1')
  })

  it('THA-GROUP-6 THA-EX-12: both groups roll 2: each loses 1 member', () => {
    const p = gruppekamp()
    expect(p.ofType('thalia.groupCombat')[1]).toMatchObject({ rule: 'THA-GROUP-6', params: { losers: ['guards', 'bandits'] } })
    expect(p.outcome.dead).toEqual(['Vakt1', 'Bandit1', 'Bandit2'])
  })

  it('THA-EX-12 THA-GAP-52: Gruppekamp in the log: one die per group, no sums; the groups do not fight member by member', () => {
    const p = gruppekamp()
    // One 1t6 per group, each its own roll labelled with the group: the log shows each group's die, never their sum.
    const rolls = p.requests.filter((r) => r.key === 'groupCombat')
    expect(rolls.map((r) => r.type === 'dice' && [r.notation, r.parts.map((x) => x.label)])).toEqual([
      ['1t6', ['guards']],
      ['1t6', ['bandits']],
      ['1t6', ['guards']],
      ['1t6', ['bandits']]
    ])
    expect(eventLine(p.ofType('thalia.groupCombat')[0]!, 'nb')).toBe('Gruppekamp: guards 5, bandits 3; mister 1 Medlem: bandits [THA-GROUP-5]')
    expect(p.ofType('thalia.groupCombat').map((e) => [e.params['losers'], e.rule])).toEqual([
      [['bandits'], 'THA-GROUP-5'],
      [['guards', 'bandits'], 'THA-GROUP-6']
    ])
    expect(p.outcome.dead).toEqual(['Vakt1', 'Bandit1', 'Bandit2'])
    expect(p.requests.filter((r) => r.key === 'action').map((r) => r.round)).toEqual([1, 2])
    // Non-player members do not attack each other individually during Gruppekamp; the bandits still attack the SK.
    expect(p.ofType('thalia.npcAttack').every((e) => e.params['target'] === 'Bertil')).toBe(true)
    expect(p.ofType('thalia.autoHit')).toHaveLength(0)
  })

  it('THA-GAP-52: the Judge picks which member is lost (default: not the leader); the loss is a death for Kampånd', () => {
    const band = [
      monster('Høvding', { kampand: 7 }, { group: 'bandits', leader: true }),
      monster('Bandit2', { kampand: 7 }, { group: 'bandits' }),
      monster('Bandit3', { kampand: 7 }, { group: 'bandits' })
    ]
    const p = play(setupOf([pc('Bertil', safe), ...guards(2), ...band], { maxRounds: 1 }, { groupCombat: true }), {
      seed: 4,
      dice: { initiative: [[6, 1]], groupCombat: [[6, 1]], morale: [[6, 6]] },
      choose: { action: ['pass'] }
    })
    const loss = p.requests.find((r) => r.key === 'groupLoss')
    expect(loss?.type === 'chooseOne' && loss.default).toBe('Bandit2')
    expect(p.ofType('thalia.moraleTest')[0]!.params['reasonKey']).toBe('thalia.morale.firstDeath')
    expect(p.outcome.fled).toEqual(['Høvding', 'Bandit3'])
    const q = play(setupOf([pc('Bertil', safe), ...guards(2), ...band], { maxRounds: 1 }, { groupCombat: true }), {
      seed: 4,
      dice: { initiative: [[6, 1]], groupCombat: [[6, 1]], morale: [[1, 1]] },
      choose: { action: ['pass'], groupLoss: ['Høvding'] }
    })
    expect(combatant(q, 'Høvding').status).toBe('dead')
  })

  it('THA-GAP-52: with three groups in one clash all but a single highest lose a member; all lose if the highest is shared', () => {
    expect(groupLosers([5, 3])).toEqual([1])
    expect(groupLosers([2, 2])).toEqual([0, 1])
    expect(groupLosers([6, 2, 4])).toEqual([1, 2])
    expect(groupLosers([6, 6, 1])).toEqual([0, 1, 2])
  })

  it('THA-GROUP-4 THA-GAP-52: Gruppekamp is between groups of opposing sides: two groups on the same side never roll against each other', () => {
    const goblins = [monster('Gob1', { kampand: 12 }, { group: 'goblins' }), monster('Gob2', { kampand: 12 }, { group: 'goblins' })]
    const wolves = [monster('Ulv1', { kampand: 12 }, { group: 'ulver' }), monster('Ulv2', { kampand: 12 }, { group: 'ulver' })]
    const p = play(setupOf([pc('Bertil', safe), ...goblins, ...wolves], { maxRounds: 1 }, { groupCombat: true }), {
      seed: 4,
      dice: { initiative: [[6, 1]] },
      choose: { action: ['pass'] }
    })
    expect(p.outcome.combatants.filter((c) => c.kind === 'monster').map((c) => [c.id, c.side])).toEqual([
      ['Gob1', 'enemies'],
      ['Gob2', 'enemies'],
      ['Ulv1', 'enemies'],
      ['Ulv2', 'enemies']
    ])
    expect(p.requests.filter((r) => r.key === 'groupCombat')).toEqual([])
    expect(p.ofType('thalia.groupCombat')).toEqual([])
    expect(p.outcome.dead).toEqual([])
  })

  it('THA-GROUP-5 THA-GAP-52: a group with no member left standing rolls no more: once the guards lose their one member, round 2 has no Gruppekamp', () => {
    const p = play(setupOf([pc('Bertil', safe), ...guards(1), ...bandits(3)], { maxRounds: 2 }, { groupCombat: true }), {
      seed: 4,
      dice: { initiative: [[6, 1]], groupCombat: [[1, 6]] },
      choose: { action: ['pass', 'pass'] }
    })
    expect(p.ofType('thalia.groupCombat').map((e) => [e.round, e.params['losers']])).toEqual([[1, ['guards']]])
    expect(p.requests.filter((r) => r.key === 'groupCombat').map((r) => r.round)).toEqual([1, 1])
    expect(p.outcome.dead).toEqual(['Vakt1'])
  })

  it('THA-GROUP-4 THA-GROUP-5 THA-GAP-52: groups the setup leaves unnamed are named after their sides, in the rolls, the line and the Judge’s pick of the member lost', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', safe),
          monster('Vakt', { kampand: 12 }, { side: 'players' }),
          monster('Ulv', { kampand: 12, hp: 30, maxHp: 30 }),
          monster('Ulv2', { kampand: 12 })
        ],
        {
          maxRounds: 1
        },
        { groupCombat: true }
      ),
      { seed: 4, dice: { initiative: [[6, 1]], groupCombat: [[5, 3]] }, choose: { action: ['pass'] } }
    )
    expect(p.requests.filter((r) => r.key === 'groupCombat').map((r) => (r.type === 'dice' ? [r.rule, r.prompt, r.parts.map((x) => x.label)] : []))).toEqual([
      ['THA-GROUP-4', { key: 'thalia.roll.groupCombat', params: { group: 'players', groupKey: 'thalia.side.players' } }, ['Spillersiden']],
      ['THA-GROUP-4', { key: 'thalia.roll.groupCombat', params: { group: 'monsters', groupKey: 'thalia.side.monsters' } }, ['Monstrene']]
    ])
    expect(p.ofType('thalia.groupCombat').map((e) => [e.rule, e.params, eventLine(e, 'en')])).toEqual([
      [
        'THA-GROUP-5',
        {
          groups: ['players', 'monsters'],
          rolls: [5, 3],
          losers: ['monsters'],
          losersKeys: ['thalia.side.monsters'],
          resultsKeys: ['thalia.pair.0', 'thalia.pair.1'],
          pairName0: 'players',
          pairName0Key: 'thalia.side.players',
          pairValue0: 5,
          pairName1: 'monsters',
          pairName1Key: 'thalia.side.monsters',
          pairValue1: 3
        },
        'Gruppekamp: the player side 5, the monsters 3; losing a member: the monsters [THA-GROUP-5]'
      ]
    ])
    expect(p.outcome.dead).toEqual(['Ulv'])
    // The Judge picks the member lost; the log names the question, the answer and the death.
    expect(p.requests.filter((r) => r.key === 'groupLoss').map((r) => [r.rule, r.prompt])).toEqual([
      ['THA-GAP-52', { key: 'thalia.prompt.groupLoss', params: { group: 'monsters', groupKey: 'thalia.side.monsters' } }]
    ])
    expect(
      p
        .ofType('thalia.decision')
        .filter((e) => e.rule === 'THA-GAP-52')
        .map((e) => eventLine(e, 'en'))
    ).toEqual(['Which member of the monsters is lost? → Ulv [THA-GAP-52]'])
    expect(p.ofType('thalia.killed').map((e) => [e.rule, e.params])).toEqual([['THA-GROUP-5', { target: 'Ulv' }]])
  })

  it('THA-GROUP-2: without the option there is no Gruppekamp roll: non-player groups fight turn by turn', () => {
    const p = play(setupOf([pc('Bertil', safe), ...guards(1), ...bandits(1)], { maxRounds: 1 }), {
      seed: 4,
      dice: { initiative: [[6, 1]] },
      choose: { action: ['pass'] }
    })
    expect(p.requests.some((r) => r.key === 'groupCombat')).toBe(false)
    expect(p.ofType('thalia.autoHit').length).toBeGreaterThan(0)
  })
})

describe('Thalia end of the fight (END)', () => {
  it('THA-END-1: the fight ends when one side has killed or driven away all its opponents', () => {
    const p = play(
      setupOf([
        pc('Bertil', { weapons: [{ name: 'Øks', damage: '1t6+20', attributes: ['makt'], skill: 'Øks' }] }),
        monster('Gob1', {}, { group: 'g' }),
        monster('Gob2', {}, { group: 'g' })
      ]),
      {
        dice: { initiative: [[6, 1]], hit: [[19]], damage: [[1]], morale: [[6, 6]] },
        choose: { action: ['attack:Gob1'] }
      }
    )
    expect(p.outcome).toMatchObject({ winner: 'players', ended: 'victory', rounds: 1, dead: ['Gob1'], fled: ['Gob2'] })
    expect(p.ofType('thalia.fightEnds')[0]!.rule).toBe('THA-END-1')
  })

  it('THA-GAP-53: a side whose members are all Døende is beaten; afterwards Siste Pust runs on and the winners may stabilise their friends', () => {
    const party = [pc('Bertil', { hp: 2 }), pc('Arne', { vern: 20, skills: { Legekunst: 'kyndig', Sverd: 'kyndig' } })]
    const wolf = monster('Ulv', { hp: 3, maxHp: 3 })
    const p = play(setupOf([...party, wolf]), {
      dice: {
        initiative: [[1, 6]],
        evade: [[2]],
        npcDamage: [[5]],
        menLocation: [[2]],
        men: [[4]],
        lastBreath: [[4]],
        hit: [[18]],
        damage: [[6]],
        stabilise: [[3], [16]],
        unconsciousDays: [[2]],
        morale: []
      },
      choose: { target: ['Bertil'], defence: ['evade'], 'r1:action': ['attack:Ulv'] }
    })
    expect(p.outcome.winner).toBe('players')
    expect(p.ofType('thalia.aftermathRound').length).toBe(2)
    // The fight stands at the round it was decided in, as its outcome says; the rounds after it are the log's.
    expect(p.state.standing).toMatchObject({ round: p.outcome.rounds, phase: { key: 'thalia.standing.phase.over' } })
    expect(p.ofType('thalia.aftermathRound').map((e) => e.round)).toEqual([p.outcome.rounds + 1, p.outcome.rounds + 2])
    expect(combatant(p, 'Bertil').status).toBe('stabilised')
    expect(p.ofType('thalia.breathCount').map((e) => e.params['rounds'])).toEqual([4])
    const lone = play(setupOf([pc('Bertil', { hp: 2 }), monster('Ulv', { hp: 30, maxHp: 30 })], { aftermath: 'stop' }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] },
      choose: { defence: ['evade'] }
    })
    expect(lone.outcome).toMatchObject({ winner: 'monsters', rounds: 1, dying: ['Bertil'] })
    expect(combatant(lone, 'Bertil').lastBreath).toBe(5)
    // Default "continue": with nobody left to help, Siste Pust runs out after the fight.
    const on = play(setupOf([pc('Bertil', { hp: 2 }), monster('Ulv', { hp: 30, maxHp: 30 })]), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[1]] },
      choose: { defence: ['evade'] }
    })
    expect(combatant(on, 'Bertil').status).toBe('dead')
  })
})
