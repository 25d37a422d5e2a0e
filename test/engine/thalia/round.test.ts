// The round's prepared Actions (round.ts): whom the trigger question goes to, what the log keeps of it, and when it stops.
import { describe, expect, it } from 'vitest'
import { eventLine } from '../../../src-engine/text/index.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

/** Arne and Bertil both prepare an Action (Arne waits after Bertil's Turn); the goblin (2 HP) attacks Arne, who evades; then Arne fires. */
function bothPrepared(hit: number) {
  return play(setupOf([pc('Arne'), pc('Bertil'), monster('Gob', { hp: 2, maxHp: 2, kampand: 12 })], { maxRounds: 1 }), {
    dice: { initiative: [[6, 1]], evade: [[19]], hit: [[hit]], damage: [[6]] },
    choose: { action: ['prepare', 'prepare'], target: ['Arne'], defence: ['evade'], trigger: ['wait', 'fire', 'wait'], preparedAction: ['attack:Gob'] },
    seed: 3
  })
}

describe('Thalia prepared Actions', () => {
  it('THA-ACT-10 THA-GAP-12 THA-ACT-11: the trigger is the Judge’s decision, logged; the Action it fires is an ordinary one, without preparing or running', () => {
    const p = bothPrepared(2)
    const trigger = p.requests.filter((r) => r.key === 'trigger')[1]!
    expect(trigger).toMatchObject({
      type: 'chooseOne',
      rule: 'THA-GAP-12',
      actor: 'Arne',
      prompt: { key: 'thalia.prompt.trigger', params: { actor: 'Arne', after: 'Gob' } },
      default: 'wait'
    })
    expect(trigger.type === 'chooseOne' && trigger.options.map((o) => o.id)).toEqual(['wait', 'fire'])
    const fires = p.ofType('thalia.preparedFires')
    expect(fires.map((e) => [e.rule, e.params])).toEqual([['THA-GAP-12', { actor: 'Arne', after: 'Gob' }]])
    expect(
      p
        .ofType('thalia.decision')
        .filter((e) => e.params['questionKey'] === 'thalia.prompt.trigger')
        .map((e) => [e.rule, e.params['answerKey']])
    ).toEqual([
      ['THA-GAP-12', 'thalia.option.trigger.wait'],
      ['THA-GAP-12', 'thalia.option.trigger.fire'],
      ['THA-GAP-12', 'thalia.option.trigger.wait']
    ])
    const menu = p.requests.find((r) => r.key === 'preparedAction')
    expect(menu?.type === 'chooseOne' && menu.options.map((o) => o.id)).toEqual(expect.arrayContaining(['attack:Gob']))
    expect(menu?.type).toBe('chooseOne')
    expect(menu?.type === 'chooseOne' && menu.options.some((o) => o.id === 'prepare' || o.id === 'run')).toBe(false)
    expect(eventLine(fires[0]!, 'en')).toMatch(/Arne/)
  })

  it('THA-GAP-12 THA-END-1: after a fired Action misses, the next prepared SK is asked too; once it ends the fight, nobody is asked any more', () => {
    const missed = bothPrepared(2)
    const asked = (r: { key: string; actor?: string; prompt?: { params?: Record<string, unknown> } }[]) =>
      r.filter((q) => q.key === 'trigger').map((q) => `${q.actor} after ${String(q.prompt?.params?.['after'])}`)
    expect(asked(missed.requests)).toEqual(['Arne after Bertil', 'Arne after Gob', 'Bertil after Gob'])
    const won = bothPrepared(18)
    expect(won.outcome).toMatchObject({ winner: 'players', rounds: 1 })
    expect(asked(won.requests)).toEqual(['Arne after Bertil', 'Arne after Gob'])
  })
})

describe('Thalia declarations all first (THA-GAP-2 setting)', () => {
  /** Arne takes a special Action of two rounds, Bertil (1 HP) falls to the goblin; round 2 asks only Cecilie to declare. */
  function declaringFirst(stopAt?: (r: { key: string; round: number; actor?: string }) => boolean) {
    return play(
      setupOf([pc('Arne'), pc('Bertil', { hp: 1 }), pc('Cecilie'), monster('Gob', { hp: 30, maxHp: 30, kampand: 12 })], {
        declaration: 'allFirst',
        maxRounds: 2
      }),
      {
        dice: {
          initiative: [
            [6, 1],
            [6, 1]
          ],
          evade: [[2]],
          npcDamage: [[6]]
        },
        choose: { 'r1:action': ['special', 'pass', 'pass'], specialRounds: ['2'], 'r1:target': ['Bertil'], 'r1:defence': ['evade'] },
        seed: 7,
        ...(stopAt ? { stopAt } : {})
      }
    )
  }

  it('THA-RND-4 THA-GAP-2 THA-ACT-6 THA-DYING-1: each able SK declares; one busy with a special Action or Døende is not asked', () => {
    const p = declaringFirst()
    const declared = (round: number) => p.requests.filter((r) => r.key === 'action' && r.round === round).map((r) => r.actor)
    expect(declared(1)).toEqual(['Arne', 'Bertil', 'Cecilie'])
    expect(p.ofType('thalia.special').map((e) => e.params)).toEqual([{ actor: 'Arne', rounds: 2 }])
    expect(['dying', 'dead']).toContain(p.state.status === 'finished' && p.outcome.combatants[1]!.status)
    expect(declared(2)).toEqual(['Cecilie'])
  })

  it('THA-RND-4 THA-GAP-2 THA-ACT-10 THA-RND-2: while Arne declares, his whole menu is offered and Bertil and Cecilie are still to act', () => {
    const p = declaringFirst((r) => r.key === 'action')
    const request = p.state.status === 'pending' ? p.state.request : null
    expect(request?.type === 'chooseOne' && request.options.map((o) => o.id)).toEqual(expect.arrayContaining(['prepare', 'run', 'pass']))
    expect(p.state.standing).toMatchObject({ acting: ['Arne'] })
    expect(p.state.standing!.order!.slice(0, 2)).toEqual(['Bertil', 'Cecilie'])
  })
})

describe('Thalia Turns after the fight is decided', () => {
  it('THA-RND-3 THA-GAP-12 THA-END-1: a member struck down before his Turn takes none, so no trigger comes after it; a fight won stops the Turns', () => {
    // Arne and Bertil prepare; Gob1 attacks Arne (evaded); Arne fires and kills Gob2 (2 HP); Bertil waits; Gob2 has no Turn.
    const tough = { hp: 30, maxHp: 30, kampand: 12 }
    const p = play(setupOf([pc('Arne'), pc('Bertil'), monster('Gob1', tough), monster('Gob2', { hp: 2, maxHp: 2, kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], evade: [[19]], hit: [[18]], damage: [[6]] },
      choose: { action: ['prepare', 'prepare'], target: ['Arne'], defence: ['evade'], trigger: ['wait', 'fire', 'wait'], preparedAction: ['attack:Gob2'] },
      seed: 3
    })
    const asked = p.requests.filter((q) => q.key === 'trigger').map((q) => `${q.actor} after ${String(q.prompt.params?.['after'])}`)
    expect(asked).toEqual(['Arne after Bertil', 'Arne after Gob1', 'Bertil after Gob1'])
    // Arne kills the lone goblin in his Turn: Bertil's Turn does not come.
    const won = play(setupOf([pc('Arne'), pc('Bertil'), monster('Gob', { hp: 2, maxHp: 2, kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], hit: [[18]], damage: [[6]] },
      choose: { action: ['attack:Gob'] },
      seed: 3
    })
    expect(won.outcome).toMatchObject({ winner: 'players', rounds: 1 })
    expect(won.requests.filter((q) => q.type !== 'dice').map((q) => `${q.key}:${q.actor ?? ''}`)).toEqual([
      'opening:',
      'turnOrder:',
      'action:Arne',
      'attribute:Arne'
    ])
    // After Bertil's Turn Arne's prepared blow kills the goblin: Cecilie's Turn does not come.
    const fired = play(setupOf([pc('Arne'), pc('Bertil'), pc('Cecilie'), monster('Gob', { hp: 2, maxHp: 2, kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], hit: [[18]], damage: [[6]] },
      choose: { action: ['prepare', 'pass'], trigger: ['fire'], preparedAction: ['attack:Gob'] },
      seed: 3
    })
    expect(fired.outcome).toMatchObject({ winner: 'players', rounds: 1 })
    expect(fired.requests.filter((q) => q.key === 'action').map((q) => q.actor)).toEqual(['Arne', 'Bertil'])
  })
})

describe('Thalia end of round', () => {
  it('THA-ACT-11 THA-ACT-5 THA-END-1: a prepared Action lapses at the end of the round; a party left behind runs, and the log says both whole', () => {
    const lapsed = play(setupOf([pc('Arne'), monster('Gob', { hp: 30, maxHp: 30, kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], parry: [[19]] },
      choose: { action: ['prepare'], trigger: ['wait'] },
      seed: 5
    })
    expect(lapsed.ofType('thalia.preparedLapses').map((e) => [e.round, e.rule, e.params])).toEqual([[1, 'THA-ACT-11', { actor: 'Arne' }]])
    // The troll's blow leaves Bertil 5 of 10 HP against the troll's untouched 10: the party is behind and runs.
    const behind = play(setupOf([pc('Bertil'), monster('Troll', { hp: 10, maxHp: 10, kampand: 12 })], {}, { whenLosing: 'flee' }), {
      dice: { initiative: [[6], [1]], hit: [[2]], parry: [[2]], npcDamage: [[5]] },
      seed: 1
    })
    const flees = behind.ofType('thalia.partyFlees')
    expect(flees.map((e) => [e.round, e.rule, e.params])).toEqual([[1, 'THA-ACT-5', { side: 'players', sideKey: 'thalia.side.players' }]])
    expect(eventLine(flees[0]!, 'en')).not.toMatch(/thalia\.|\{/)
  })
})

describe('Thalia: is the party behind? (whenLosing flee)', () => {
  it('THA-ACT-5 THA-END-1: shares of the HP each side brought: an unhurt party facing more HP is not behind; one whose member ran is', () => {
    // Bertil (10 HP) misses the troll (20 HP), the troll's blow is parried: both sides keep all they brought.
    const even = play(setupOf([pc('Bertil'), monster('Troll', { hp: 20, maxHp: 20, kampand: 12 })], { maxRounds: 2 }, { whenLosing: 'flee' }), {
      dice: { initiative: [[6, 1]], hit: [[2]], parry: [[19]] },
      seed: 2,
      stopAt: (r) => r.key === 'action' && r.round === 2
    })
    expect(even.ofType('thalia.partyFlees')).toEqual([])
    expect(even.state.status === 'pending' && even.state.request).toMatchObject({ key: 'action', default: 'attack:Troll' })
    // Arne runs with all his HP; Bertil, unhurt, is half the HP the party brought against the troll's whole: behind.
    const ran = play(setupOf([pc('Arne'), pc('Bertil'), monster('Troll', { hp: 20, maxHp: 20, kampand: 12 })], { maxRounds: 1 }, { whenLosing: 'flee' }), {
      dice: { initiative: [[6, 1]], parry: [[19]] },
      choose: { action: ['flee', 'pass'], target: ['Bertil'] },
      seed: 2
    })
    expect(ran.ofType('thalia.pcFlees').map((e) => e.params['actor'])).toEqual(['Arne'])
    expect(ran.ofType('thalia.partyFlees')).toHaveLength(1)
  })
})

describe('Thalia Gruppekamp in the round', () => {
  it('THA-GROUP-4 THA-INI-8 THA-RND-2: Gruppekamp is rolled before the first side with an active DK or monster, not before a side of SKs alone or with dead allies', () => {
    // Sides in initiative order: the players (Arne, and the DK Hauk, dead before the fight), the guards, the bandits.
    const guards = [1, 2].map((n) => monster(`Vakt${n}`, { kampand: 12, hp: 30, maxHp: 30 }, { group: 'guards', side: 'guards' }))
    const bandits = [1, 2].map((n) => monster(`Bandit${n}`, { kampand: 12, hp: 30, maxHp: 30 }, { group: 'bandits', side: 'bandits' }))
    const hauk = { ...monster('Hauk', { kind: 'dk', hp: 0 }), side: 'players' }
    const p = play(setupOf([pc('Arne', { vern: 20 }), hauk, ...guards, ...bandits], { maxRounds: 1 }, { groupCombat: true }), {
      dice: { initiative: [[6, 4, 1]], groupCombat: [[5, 3]] },
      choose: { action: ['pass'] },
      seed: 4
    })
    const keys = p.requests.filter((r) => r.round === 1).map((r) => r.key)
    expect(keys.indexOf('action')).toBeGreaterThanOrEqual(0)
    expect(keys.indexOf('groupCombat')).toBeGreaterThan(keys.indexOf('action'))
  })
})

describe('Thalia: the Turns after a Gruppekamp', () => {
  const vakt = monster('Vakt', { kind: 'dk', hp: 30, maxHp: 30, kampand: 12 }, { side: 'players', group: 'vakter' })
  const bandits = [1, 2].map((n) => monster(`Bandit${n}`, { kampand: 12, hp: 30, maxHp: 30 }, { group: 'bandits' }))

  it('THA-GROUP-4 THA-RND-2 THA-END-1: after the Gruppekamp the side takes its Turns, with the rest still to act; a Gruppekamp that wins the fight ends it at once', () => {
    const p = play(setupOf([pc('Bertil'), vakt, ...bandits], { maxRounds: 1 }, { groupCombat: true }), {
      dice: { initiative: [[6, 1]], groupCombat: [[5, 3]] },
      stopAt: (r) => r.key === 'action'
    })
    expect(p.ofType('thalia.killed').map((e) => e.params['target'])).toEqual(['Bandit1'])
    expect(p.state.standing).toMatchObject({ acting: ['Bertil'], actingSide: 'players', order: ['Vakt', 'Bandit2'] })
    // The bandits' one member lost, nobody takes a Turn: no order, no Action.
    const q = play(setupOf([pc('Bertil'), vakt, bandits[0]!], { maxRounds: 2 }, { groupCombat: true }), {
      dice: { initiative: [[6, 1]], groupCombat: [[5, 3]] }
    })
    expect([q.requests.map((r) => r.key), q.outcome.rounds, q.outcome.winner]).toEqual([
      ['opening', 'initiative', 'initiative', 'groupCombat', 'groupCombat'],
      1,
      'players'
    ])
    expect(
      q.events
        .filter((e) => e.round === 1 && e.type !== 'dice')
        .map((e) => e.type)
        .slice(-3)
    ).toEqual(['thalia.groupCombat', 'thalia.killed', 'thalia.fightEnds'])
  })

  it('THA-GROUP-6 THA-END-1: a Gruppekamp tie that takes the last member of both sides leaves nobody standing: the fight ends without a winner, all down', () => {
    const p = play(setupOf([vakt, bandits[0]!], { maxRounds: 3 }, { groupCombat: true }), { dice: { initiative: [[6, 1]], groupCombat: [[2, 2]] } })
    expect([p.outcome.ended, p.outcome.winner, p.outcome.rounds]).toEqual(['allDown', null, 1])
    expect(p.ofType('thalia.fightEnds').map((e) => [eventLine(e, 'en'), e.params])).toEqual([
      [
        'The fight ends after 1 round (nobody can fight any more); winner: nobody [THA-END-1]',
        { winner: '', winnerKey: 'thalia.side.none', endedKey: 'thalia.end.allDown', rounds: 1 }
      ]
    ])
  })

  it('THA-GAP-53 THA-DYING-6: after the fight only the winners’ able SKs act, not their DK, and only while someone is Døende', () => {
    const p = play(setupOf([pc('Bertil', { hp: 3 }), vakt, pc('Arne'), pc('Cecilie'), monster('Ulv', { hp: 1, maxHp: 1, kampand: 12 })], { maxRounds: 3 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5], [4]], menLocation: [[2]], men: [[4]], lastBreath: [[4]], stabilise: [[18]] },
      choose: { target: ['Bertil', 'Ulv'], defence: ['evade'] },
      seed: 1
    })
    expect(p.requests.filter((r) => r.round === 2).map((r) => [r.key, r.actor])).toEqual([
      ['action', 'Arne'],
      ['stabilise', 'Arne'],
      ['unconsciousDays', 'Bertil']
    ])
    expect(p.events.filter((e) => e.round === 2 && e.type !== 'dice').map((e) => eventLine(e, 'en'))).toEqual([
      'After the fight, round 2: Siste Pust keeps counting [THA-GAP-53]',
      'Arne: 1t20 18 + Intellekt 0 = 18 against 14 (Legekunst): success [THA-DYING-6]',
      'Arne stabilises Bertil: unconscious (Bevisstløs) for 3 days [THA-DYING-7]'
    ])
    // A fight stopped by the round limit has no winner: Siste Pust runs on, but nobody acts.
    const q = play(setupOf([pc('Bertil', { hp: 3 }), pc('Arne'), monster('Ulv', { hp: 40, maxHp: 40, kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] },
      choose: { target: ['Bertil'], defence: ['evade'], action: ['pass'] }
    })
    expect([q.outcome.ended, q.ofType('thalia.aftermathRound').length, q.requests.filter((r) => r.key === 'action').map((r) => r.round)]).toEqual([
      'roundLimit',
      5,
      [1]
    ])
  })

  it('THA-GAP-53 THA-DYING-4 THA-END-1: the rounds after the fight stop after 50: an SK whose Makt gives a longer Siste Pust is handed over Døende', () => {
    const bertil = pc('Bertil', { hp: 1, factors: { makt: 60, agilitet: 2, intellekt: 0, karisma: 0 } })
    const p = play(setupOf([bertil, monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], { maxRounds: 3 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] },
      choose: { target: ['Bertil'], defence: ['evade'] }
    })
    const after = p.ofType('thalia.aftermathRound').map((e) => e.round)
    expect([after.length, after[0], after.at(-1)]).toEqual([50, 2, 51])
    expect(p.ofType('thalia.fightEnds').map((e) => e.params)).toEqual([
      { winner: 'monsters', winnerKey: 'thalia.side.monsters', endedKey: 'thalia.end.victory', rounds: 1 }
    ])
    expect(p.outcome.combatants.map((c) => [c.id, c.status, c.lastBreath])).toEqual([
      ['Bertil', 'dying', 14],
      ['Troll', 'active', null]
    ])
    expect(p.outcome.rounds).toBe(1)
  })
})

describe('Thalia: the fight before the first round', () => {
  it('THA-GAP-48 THA-END-1: goblins of KÅ 2 that flee as the fight starts leave nothing to open: no opening is asked', () => {
    const p = play(setupOf([pc('Arne'), monster('Gob1', { kampand: 2 }), monster('Gob2', { kampand: 2 })], { ka2Flees: 'fightStart' }), { seed: 1 })
    expect(p.outcome).toMatchObject({ winner: 'players', rounds: 0, fled: ['Gob1', 'Gob2'] })
    expect(p.requests).toEqual([])
  })

  it('THA-SURPRISE-3 THA-GROUP-4 THA-GAP-13: in the Overfallsrunde there is no Gruppekamp yet: an ambusher may strike the SKs’ allied DK', () => {
    const guard = monster('Vakt', { kind: 'dk', kampand: 12, hp: 30, maxHp: 30 }, { group: 'guards', side: 'players' })
    const bandit = monster('Bandit', { kampand: 12, hp: 30, maxHp: 30 }, { group: 'bandits' })
    const p = play(setupOf([pc('Arne'), guard, bandit], { maxRounds: 1 }, { groupCombat: true, opening: 'ambush:bandits' }), {
      seed: 6,
      stopAt: (r) => r.key === 'target' && r.round === 0
    })
    const request = p.state.status === 'pending' ? p.state.request : null
    expect(request?.type === 'chooseOne' && request.options.map((o) => o.id).sort()).toEqual(['Arne', 'Vakt'])
  })
})

describe('Thalia: an Overfallsrunde of two ambushing sides', () => {
  it('THA-SURPRISE-5 THA-SURPRISE-3 THA-INI-5: the players (6) and the guards (4) both ambush the bandits (1): after the players, the guards too take their Turns in round 0', () => {
    const guard = monster('Vakt', { kampand: 12, hp: 30, maxHp: 30 }, { group: 'guards', side: 'guards' })
    const bandit = monster('Bandit', { kampand: 12, hp: 1, maxHp: 1 }, { group: 'bandits', side: 'bandits' })
    const p = play(setupOf([pc('Arne', { vern: 20 }), guard, bandit], { maxRounds: 1 }, { opening: 'surpriseRoll' }), {
      dice: { surprise: [[6, 4, 1]], hit: [[18]], damage: [[6]] },
      choose: { 'r0:action': ['attack:Bandit'], target: ['Arne'] },
      seed: 8
    })
    expect(p.ofType('thalia.surprise')[0]!.params).toMatchObject({ ambushers: ['players', 'guards'], surprised: ['bandits'] })
    expect(
      p
        .ofType('thalia.npcAttack')
        .filter((e) => e.round === 0)
        .map((e) => e.params['actor'])
    ).toEqual(['Vakt'])
  })
})
