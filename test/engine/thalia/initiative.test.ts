import { describe, expect, it } from 'vitest'
import { orderByRolls, surpriseResult } from '../../../src-engine/systems/thalia/initiative.ts'
import { defaultThaliaRules } from '../../../src-engine/systems/thalia/index.ts'
import { eventLine, translator } from '../../../src-engine/text/index.ts'
import { monster, pc, play, setupOf, type Played } from './fixtures.ts'

/** Players who only pass and monsters who cannot hurt them: a fight that shows only its structure. */
const armour = { vern: 9 }
const weak = { attacks: [{ name: 'Klør', damage: '1t2' }], hp: 50, maxHp: 50 }
const passAll = { action: Array(40).fill('pass'), preparedAction: [] as string[] }

function actors(p: Played, round: number): string[] {
  return p.events
    .filter((e) => e.round === round && (e.type === 'thalia.pass' || e.type === 'thalia.npcAttack' || e.type === 'thalia.attack'))
    .map((e) => String(e.params['actor']))
}

/** The labels of a roll's dice, one request after another: a Kampside's name, never its id. */
const diceLabels = (p: Played, key: string) => p.requests.filter((r) => r.key === key).flatMap((r) => (r.type === 'dice' ? r.parts.map((x) => x.label) : []))

const duo = (rules: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
  setupOf([pc('Bertil', armour), pc('Arne', armour), monster('Gob1', weak), monster('Gob2', weak)], { maxRounds: 2, ...rules }, options)

describe('Thalia rounds and sides (RND)', () => {
  it('THA-RND-1 THA-RND-2 THA-RND-3: a fight is rounds of turns; the initiative side takes all its turns, then the next side; one turn each per round', () => {
    const p = play(duo(), { dice: { initiative: [[2, 5]] }, choose: passAll, seed: 1 })
    expect(p.outcome.ended).toBe('roundLimit')
    expect(p.outcome.rounds).toBe(2)
    expect(actors(p, 1)).toEqual(['Gob1', 'Gob2', 'Bertil', 'Arne'])
    expect(actors(p, 2)).toEqual(['Gob1', 'Gob2', 'Bertil', 'Arne'])
    expect(p.ofType('thalia.roundStart').map((e) => [e.round, e.rule, e.params])).toEqual([
      [1, 'THA-RND-1', { round: 1 }],
      [2, 'THA-RND-1', { round: 2 }]
    ])
  })

  it('THA-RND-4: each player declares the action of their own SK (one request per SK, the SK as actor)', () => {
    const p = play(duo(), { dice: { initiative: [[5, 2]] }, choose: passAll, seed: 1 })
    const asked = p.requests.filter((r) => r.key === 'action' && r.round === 1).map((r) => r.actor)
    expect(asked).toEqual(['Bertil', 'Arne'])
    const options = p.requests.find((r) => r.key === 'action')
    expect(options?.type === 'chooseOne' && options.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['attack:Gob1', 'attack:Gob2', 'run', 'prepare', 'skill', 'backpack', 'special', 'free', 'pass'])
    )
  })

  it('THA-GAP-1: the side orders its own members each round (default setup order); "setupOrder" asks nothing', () => {
    const p = play(duo(), {
      dice: { initiative: [[5, 2]] },
      choose: {
        ...passAll,
        'r1:turnOrder': [
          ['Arne', 'Bertil'],
          ['Gob2', 'Gob1']
        ]
      },
      seed: 1
    })
    expect(actors(p, 1)).toEqual(['Arne', 'Bertil', 'Gob2', 'Gob1'])
    expect(actors(p, 2)).toEqual(['Bertil', 'Arne', 'Gob1', 'Gob2'])
    const turnOrder = p.requests.find((r) => r.key === 'turnOrder')
    expect(turnOrder?.type === 'chooseMany' && turnOrder.default).toEqual(['Bertil', 'Arne'])
    const fixed = play(duo({ turnOrder: 'setupOrder' }), { dice: { initiative: [[5, 2]] }, choose: passAll, seed: 1 })
    expect(fixed.requests.some((r) => r.key === 'turnOrder')).toBe(false)
  })

  it('THA-GAP-2: by default each player declares and resolves in turn; "allFirst" asks all SKs first and drops an action whose target is gone', () => {
    const strong = { weapons: [{ name: 'Øks', damage: '1t6+20', attributes: ['makt'], skill: 'Øks' }], skills: { Øks: 'kyndig' } }
    const input = setupOf([pc('Bertil', strong), pc('Arne', strong), monster('Gob1'), monster('Gob2', { hp: 50, maxHp: 50 })], {
      maxRounds: 1,
      declaration: 'allFirst'
    })
    const p = play(input, {
      dice: { initiative: [[5, 2]], hit: [[15]], damage: [[3]], morale: [[2, 2]] },
      choose: { action: ['attack:Gob1', 'attack:Gob1'] },
      seed: 2
    })
    const keys = p.requests.map((r) => r.key)
    expect(keys.indexOf('hit')).toBeGreaterThan(keys.lastIndexOf('action'))
    expect(p.ofType('thalia.actionLost').map((e) => eventLine(e, 'en'))).toEqual(['Arne loses the declared action: it is no longer possible [THA-GAP-2]'])
    const each = play(
      { ...input, rules: { maxRounds: 1 } },
      { dice: { initiative: [[5, 2]], hit: [[15], [15]], damage: [[3], [3]], morale: [[2, 2]] }, choose: { action: ['attack:Gob1', 'attack:Gob2'] }, seed: 2 }
    )
    const ks = each.requests.map((r) => r.key)
    expect(ks.indexOf('hit')).toBeLessThan(ks.lastIndexOf('action'))
    expect(each.ofType('thalia.actionLost')).toHaveLength(0)
  })

  it('THA-GAP-3: the DKs and monsters without a side are one enemy side (named after their group when they are one); with the setting off each group is a side, three sides act in descending initiative', () => {
    const input = setupOf([pc('Bertil', armour), monster('Gob', weak, { group: 'goblins' }), monster('Ulv', weak, { group: 'wolves' })], { maxRounds: 1 })
    // Two groups, one enemy side: they never fight each other (issue 15).
    const merged = play(input, { dice: { initiative: [[3, 6]] }, choose: passAll, seed: 3 })
    expect(diceLabels(merged, 'initiative')).toEqual(['Spillersiden', 'Fiendene'])
    expect(merged.ofType('thalia.npcAttack').every((e) => e.params['target'] === 'Bertil')).toBe(true)
    const one = play(
      setupOf([pc('Bertil', armour), monster('Gob1', weak, { group: 'goblins' }), monster('Gob2', weak, { group: 'goblins' })], { maxRounds: 1 }),
      { dice: { initiative: [[3, 6]] }, choose: passAll, seed: 3 }
    )
    expect(diceLabels(one, 'initiative')).toEqual(['Spillersiden', 'goblins'])
    const apart = play({ ...input, rules: { ...input.rules, mergeNpcGroups: false } }, { dice: { initiative: [[3, 6, 1]] }, choose: passAll, seed: 3 })
    expect(diceLabels(apart, 'initiative')).toEqual(['Spillersiden', 'goblins', 'wolves'])
    expect(apart.ofType('thalia.sideOrder')[0]!.params['order']).toEqual(['goblins', 'players', 'wolves'])
  })
})

describe('Thalia initiative (INI)', () => {
  it('THA-INI-1 THA-INI-2 THA-INI-3: one 1d6 per side, not per participant; the highest side goes first', () => {
    const p = play(duo(), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 4 })
    // One 1t6 per side, each its own roll named by its side: the log shows each side's die, never a sum.
    const init = p.requests.filter((r) => r.key === 'initiative')
    expect(init.map((r) => r.type === 'dice' && [r.notation, r.parts.map((x) => x.label)])).toEqual([
      ['1t6', ['Spillersiden']],
      ['1t6', ['Monstrene']]
    ])
    expect(init.map((r) => translator.text(r.prompt, 'nb'))).toEqual(['Initiativ for Spillersiden', 'Initiativ for monstrene'])
    expect(
      p
        .ofType('dice')
        .filter((e) => e.params['key'] === 'initiative')
        .map((e) => eventLine(e, 'nb'))
    ).toEqual(['Initiativ for Spillersiden: 1t6 → 6 = 6 [THA-INI-2]', 'Initiativ for monstrene: 1t6 → 1 = 1 [THA-INI-2]'])
    expect(eventLine(p.ofType('thalia.initiative')[0]!, 'nb')).toBe('Initiativ: Spillersiden 6, monstrene 1 [THA-INI-3]')
    expect(p.ofType('thalia.initiative')[0]!.params).toEqual({
      sides: ['players', 'monsters'],
      sidesKeys: ['thalia.side.players', 'thalia.side.monsters'],
      rolls: [6, 1],
      resultsKeys: ['thalia.pair.0', 'thalia.pair.1'],
      pairName0: 'players',
      pairName0Key: 'thalia.side.players',
      pairValue0: 6,
      pairName1: 'monsters',
      pairName1Key: 'thalia.side.monsters',
      pairValue1: 1
    })
    expect(p.ofType('thalia.sideOrder').map((e) => [e.rule, e.params])).toEqual([
      ['THA-INI-3', { order: ['players', 'monsters'], orderKeys: ['thalia.side.players', 'thalia.side.monsters'] }]
    ])
    expect(actors(p, 1)[0]).toBe('Bertil')
  })

  it('THA-INI-4 THA-EX-12: standard initiative, players 4 and monsters 4: both sides roll again', () => {
    const p = play(duo(), { dice: { initiative: [[4, 4]], initiativeReroll: [[1, 3]] }, choose: passAll, seed: 4 })
    expect(p.requests.filter((r) => r.key.startsWith('initiative')).map((r) => [r.key, r.rule])).toEqual([
      ['initiative', 'THA-INI-2'],
      ['initiative', 'THA-INI-2'],
      ['initiativeReroll', 'THA-INI-4'],
      ['initiativeReroll', 'THA-INI-4']
    ])
    expect(p.events.filter((e) => e.type === 'thalia.initiativeTie' || e.type === 'thalia.initiative').map((e) => eventLine(e, 'nb'))).toEqual([
      'Initiativ: Spillersiden 4, monstrene 4: uavgjort, kast igjen [THA-INI-4]',
      'Initiativ: Spillersiden 1, monstrene 3 [THA-INI-3]'
    ])
    expect(actors(p, 1)[0]).toBe('Gob1')
  })

  it('THA-INI-6 THA-EX-12: Alternative A with the same 4 and 4: the players go first without a re-roll', () => {
    const p = play(duo({ initiativeMode: 'altA' }), { dice: { initiative: [[4, 4]] }, choose: passAll, seed: 4 })
    expect(p.requests.some((r) => r.key === 'initiativeReroll')).toBe(false)
    expect(actors(p, 1)[0]).toBe('Bertil')
    expect(p.ofType('thalia.initiative')[0]!.rule).toBe('THA-INI-6')
    // Without a tie Alternative A orders by the rolls alone (THA-INI-3).
    const q = play(duo({ initiativeMode: 'altA' }), { dice: { initiative: [[2, 5]] }, choose: passAll, seed: 4 })
    expect(q.ofType('thalia.initiative').map((e) => e.rule)).toEqual(['THA-INI-3'])
    expect(actors(q, 1)[0]).toBe('Gob1')
  })

  it('THA-GAP-5: under Alternative A a tie between two non-player sides is re-rolled; setting "setupOrder" keeps setup order', () => {
    const input = setupOf([pc('Bertil', armour), monster('Gob', weak, { group: 'goblins' }), monster('Ulv', weak, { group: 'wolves' })], {
      maxRounds: 1,
      initiativeMode: 'altA',
      mergeNpcGroups: false
    })
    const p = play(input, { dice: { initiative: [[1, 5, 5]], initiativeReroll: [[2, 6]] }, choose: passAll, seed: 3 })
    expect(p.ofType('thalia.sideOrder')[0]!.params['order']).toEqual(['wolves', 'goblins', 'players'])
    expect(p.events.filter((e) => e.type === 'thalia.initiativeTie' || e.type === 'thalia.initiative').map((e) => eventLine(e, 'en'))).toEqual([
      'Initiative: the player side 1, goblins 5, wolves 5: a tie, roll again [THA-INI-4]',
      'Initiative: goblins 2, wolves 6 [THA-INI-3]'
    ])
    const q = play(
      { ...input, rules: { maxRounds: 1, initiativeMode: 'altA', altANpcTie: 'setupOrder', mergeNpcGroups: false } },
      { dice: { initiative: [[1, 5, 5]] }, choose: passAll, seed: 3 }
    )
    expect(q.requests.some((r) => r.key === 'initiativeReroll')).toBe(false)
    expect(q.ofType('thalia.sideOrder')[0]!.params['order']).toEqual(['goblins', 'wolves', 'players'])
  })

  it('THA-GAP-5 THA-INI-6: the goblins’ and wolves’ tie kept in setup order cites THA-GAP-5, not the players’ tie win, when the players rolled lowest', () => {
    const input = setupOf([pc('Bertil', armour), monster('Gob', weak, { group: 'goblins' }), monster('Ulv', weak, { group: 'wolves' })], {
      maxRounds: 1,
      initiativeMode: 'altA',
      altANpcTie: 'setupOrder',
      mergeNpcGroups: false
    })
    const p = play(input, { dice: { initiative: [[1, 5, 5]] }, choose: passAll, seed: 3 })
    expect(p.events.filter((e) => e.type.startsWith('thalia.initiative')).map((e) => eventLine(e, 'en'))).toEqual([
      'Initiative: the player side 1, goblins 5, wolves 5 [THA-GAP-5]'
    ])
    // The players' own tie is still theirs (THA-INI-6), whatever the others rolled.
    const q = play(input, { dice: { initiative: [[5, 5, 2]] }, choose: passAll, seed: 3 })
    expect(q.ofType('thalia.initiative').map((e) => e.rule)).toEqual(['THA-INI-6'])
    expect(q.ofType('thalia.sideOrder')[0]!.params['order']).toEqual(['players', 'goblins', 'wolves'])
  })

  it('THA-INI-6 THA-GAP-5: a fight without SKs has no player side to win a tie: under Alternative A no line of it cites THA-INI-6', () => {
    const beasts = [monster('Gob', weak, { side: 'goblins' }), monster('Ulv', weak, { side: 'wolves' }), monster('Bjørn', weak, { side: 'bears' })]
    const p = play(setupOf(beasts, { maxRounds: 1, initiativeMode: 'altA', altANpcTie: 'setupOrder' }), { dice: { initiative: [[5, 5, 2]] }, seed: 3 })
    expect(p.ofType('thalia.sideOrder')[0]!.params['order']).toEqual(['goblins', 'wolves', 'bears'])
    const rules = p.events.filter((e) => e.type.startsWith('thalia.initiative')).map((e) => e.rule)
    expect(rules).toHaveLength(1)
    expect(rules).not.toContain('THA-INI-6')
  })

  it('THA-INI-7 THA-INI-8: Alternative B: the players always go first and no initiative is rolled between the sides', () => {
    const p = play(duo({ initiativeMode: 'altB' }), { choose: passAll, seed: 4 })
    expect(p.requests.some((r) => r.key === 'initiative')).toBe(false)
    expect(actors(p, 1)).toEqual(['Bertil', 'Arne', 'Gob1', 'Gob2'])
    expect(p.ofType('thalia.initiativeAltB').map((e) => [e.round, eventLine(e, 'nb')])).toEqual([
      [1, 'Alternativ B: Spillerne går alltid først; rekkefølge Spillersiden, monstrene [THA-INI-7]']
    ])
    // THA-INI-8: with Group Combat, the groups still roll among themselves.
    const g = play(
      setupOf(
        [pc('Bertil', armour), monster('Vakt', weak, { group: 'guards', side: 'players' }), monster('Bandit', weak, { group: 'bandits' })],
        { maxRounds: 1, initiativeMode: 'altB' },
        { groupCombat: true }
      ),
      {
        dice: { groupCombat: [[3, 3]] },
        choose: passAll,
        seed: 4
      }
    )
    expect(g.requests.some((r) => r.key === 'initiative')).toBe(false)
    expect(g.requests.some((r) => r.key === 'groupCombat')).toBe(true)
  })

  it('THA-INI-7 THA-INI-6: the player side is wherever the SKs stand, whatever the setup names it', () => {
    const heroes = [
      { ...pc('Bertil', armour), side: 'helter' },
      { ...pc('Arne', armour), side: 'helter' }
    ]
    const b = play(setupOf([monster('Gob1', weak), monster('Gob2', weak), ...heroes], { maxRounds: 1, initiativeMode: 'altB' }), { choose: passAll, seed: 4 })
    expect(actors(b, 1)).toEqual(['Bertil', 'Arne', 'Gob1', 'Gob2'])
    const a = play(setupOf([monster('Gob1', weak), monster('Gob2', weak), ...heroes], { maxRounds: 1, initiativeMode: 'altA' }), {
      dice: { initiative: [[3, 3]] },
      choose: passAll,
      seed: 4
    })
    expect(actors(a, 1)).toEqual(['Bertil', 'Arne', 'Gob1', 'Gob2'])
  })

  it("THA-INI-9 THA-EX-4 THA-INI-5: Alternative B and a players' ambush: two full rounds of player actions before the monsters act", () => {
    const p = play(duo({ initiativeMode: 'altB' }, { opening: 'ambush:players' }), { choose: passAll, seed: 4 })
    expect(actors(p, 0)).toEqual(['Bertil', 'Arne'])
    expect(actors(p, 1)).toEqual(['Bertil', 'Arne', 'Gob1', 'Gob2'])
    expect(p.ofType('thalia.ambushRound')[0]!.params['sides']).toEqual(['players'])
  })

  it('THA-GAP-4: initiative is rolled once by default; the setting rolls again every round', () => {
    const once = play(duo({ maxRounds: 3 }), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 4 })
    expect(once.requests.filter((r) => r.key === 'initiative')).toHaveLength(2)
    expect(actors(once, 3)[0]).toBe('Bertil')
    const every = play(duo({ maxRounds: 3, initiativeEachRound: true }), {
      dice: {
        initiative: [
          [6, 1],
          [1, 6],
          [6, 1]
        ]
      },
      choose: passAll,
      seed: 4
    })
    expect(every.requests.filter((r) => r.key === 'initiative')).toHaveLength(6)
    expect(actors(every, 2)[0]).toBe('Gob1')
  })

  it('orderByRolls keeps tied sides together for a re-roll and settles the rest by roll', () => {
    expect(orderByRolls(defaultThaliaRules, ['players', 'a', 'b'], [4, 4, 6], ['players', 'a', 'b']).ordered).toEqual([['b'], ['players', 'a']])
  })
})

describe('Thalia ambush and surprise (SURPRISE)', () => {
  it('THA-SURPRISE-1 THA-SURPRISE-2 THA-GAP-7: the Judge flags an ambush by a side: that side gets an Ambush Round; a side nobody of which can act is no default', () => {
    const p = play(duo({}, { opening: 'ambush:monsters' }), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 5 })
    const opening = p.requests.find((r) => r.key === 'opening')
    expect(opening?.type === 'chooseOne' && opening.default).toBe('ambush:monsters')
    expect(p.ofType('thalia.ambushRound')).toHaveLength(1)
    const none = play(duo(), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 5 })
    expect(none.ofType('thalia.ambushRound')).toHaveLength(0)
    // A side of which nobody can act cannot ambush: the Judge is offered no opening as the default instead.
    const gone = play(
      setupOf([pc('Bertil', armour), monster('Gob1', weak), monster('Ulv', { hp: 0 }, { side: 'ulver' })], { maxRounds: 1 }, { opening: 'ambush:ulver' }),
      { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 5 }
    )
    const req = gone.requests.find((r) => r.key === 'opening')
    expect(req?.type === 'chooseOne' && [req.default, req.options.map((o) => o.id)]).toEqual([
      'none',
      ['none', 'surpriseRoll', 'ambush:players', 'ambush:monsters']
    ])
    expect(gone.ofType('thalia.ambushRound')).toHaveLength(0)
  })

  it('THA-SURPRISE-3 THA-INI-5: in the Ambush Round each ambusher gets 1 Turn, the others none, and initiative comes after', () => {
    const p = play(duo({}, { opening: 'ambush:monsters' }), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 5 })
    expect(actors(p, 0)).toEqual(['Gob1', 'Gob2'])
    const keys = p.requests.map((r) => r.key)
    expect(keys.indexOf('initiative')).toBeGreaterThan(p.requests.findIndex((r) => r.round === 0 && r.key === 'defence'))
    expect(actors(p, 1)).toEqual(['Bertil', 'Arne', 'Gob1', 'Gob2'])
  })

  it('THA-SURPRISE-4 THA-SURPRISE-5 THA-EX-5: the Judge calls a surprise roll at the corner; players 2, enemy 5: the players are surprised and each enemy gets 1 Turn first', () => {
    const p = play(duo(), { dice: { surprise: [[2, 5]], initiative: [[6, 1]] }, choose: { ...passAll, opening: ['surpriseRoll'] }, seed: 6 })
    expect(p.ofType('thalia.surprise')[0]!.params['surprised']).toEqual(['players'])
    expect(p.events.filter((e) => e.round === 0 && e.type === 'thalia.npcAttack').map((e) => e.params['actor'])).toEqual(['Gob1', 'Gob2'])
    expect(p.requests.some((r) => r.round === 0 && r.key === 'action' && !p.ofType('thalia.defenceTriumph').length)).toBe(false)
    expect(diceLabels(p, 'surprise')).toEqual(['Spillersiden', 'Monstrene'])
    // Each side's die cites the rule of the roll; the line reads the whole roll: each side's face, who is surprised and who ambushes.
    expect(
      p
        .ofType('dice')
        .filter((e) => e.params['key'] === 'surprise')
        .map((e) => eventLine(e, 'en'))
    ).toEqual(['Overraskelseskast of the player side: 1t6 → 2 = 2 [THA-SURPRISE-5]', 'Overraskelseskast of the monsters: 1t6 → 5 = 5 [THA-SURPRISE-5]'])
    expect(p.ofType('thalia.surprise').map((e) => [e.rule, e.params])).toEqual([
      [
        'THA-SURPRISE-5',
        {
          sides: ['players', 'monsters'],
          sidesKeys: ['thalia.side.players', 'thalia.side.monsters'],
          rolls: [2, 5],
          surprised: ['players'],
          surprisedKeys: ['thalia.side.players'],
          ambushers: ['monsters'],
          resultsKeys: ['thalia.pair.0', 'thalia.pair.1'],
          pairName0: 'players',
          pairName0Key: 'thalia.side.players',
          pairValue0: 2,
          pairName1: 'monsters',
          pairName1Key: 'thalia.side.monsters',
          pairValue1: 5
        }
      ]
    ])
    // Not automatic: without the Judge's call there is no surprise roll.
    const q = play(duo(), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 6 })
    expect(q.requests.some((r) => r.key === 'surprise')).toBe(false)
  })

  it('THA-SURPRISE-6 THA-EX-5: both sides roll 4: nobody is surprised, no Ambush Round', () => {
    const p = play(duo(), { dice: { surprise: [[4, 4]], initiative: [[6, 1]] }, choose: { ...passAll, opening: ['surpriseRoll'] }, seed: 6 })
    expect(p.ofType('thalia.noSurprise').map((e) => [e.rule, e.params])).toEqual([
      [
        'THA-SURPRISE-6',
        {
          sides: ['players', 'monsters'],
          sidesKeys: ['thalia.side.players', 'thalia.side.monsters'],
          rolls: [4, 4],
          resultsKeys: ['thalia.pair.0', 'thalia.pair.1'],
          pairName0: 'players',
          pairName0Key: 'thalia.side.players',
          pairValue0: 4,
          pairName1: 'monsters',
          pairName1Key: 'thalia.side.monsters',
          pairValue1: 4
        }
      ]
    ])
    expect(p.ofType('thalia.surprise')).toHaveLength(0)
    expect(p.ofType('thalia.ambushRound')).toHaveLength(0)
    expect(actors(p, 0)).toEqual([])
  })

  it('THA-GAP-6: with three sides every side tied for lowest is surprised and the others ambush in descending order; the setting "nobodySurprised" cancels it', () => {
    expect(surpriseResult(defaultThaliaRules, ['players', 'a', 'b'], [2, 2, 5])).toEqual({ surprised: ['players', 'a'], ambushers: ['b'] })
    expect(surpriseResult(defaultThaliaRules, ['players', 'a', 'b'], [1, 6, 4])).toEqual({ surprised: ['players'], ambushers: ['a', 'b'] })
    expect(surpriseResult(defaultThaliaRules, ['players', 'a', 'b'], [1, 4, 6])).toEqual({ surprised: ['players'], ambushers: ['b', 'a'] })
    expect(surpriseResult({ surpriseLowestTie: 'nobodySurprised' }, ['players', 'a', 'b'], [2, 2, 5])).toEqual({ surprised: [], ambushers: [] })
  })

  it('THA-GAP-8: a surprised SK still rolls defence in the Ambush Round; with the setting off it takes the damage undefended', () => {
    const p = play(duo({}, { opening: 'ambush:monsters' }), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 7 })
    expect(p.requests.filter((r) => r.round === 0 && r.key === 'defence').length).toBe(2)
    const q = play(duo({ surprisedMayDefend: false }, { opening: 'ambush:monsters' }), { dice: { initiative: [[6, 1]] }, choose: passAll, seed: 7 })
    expect(q.requests.filter((r) => r.round === 0 && r.key === 'defence').length).toBe(0)
    expect(q.events.filter((e) => e.round === 0 && e.type === 'thalia.noDefence').map((e) => eventLine(e, 'en'))).toEqual([
      'Bertil cannot defend against this attack [THA-GAP-8]',
      'Bertil cannot defend against this attack [THA-GAP-8]'
    ])
    expect(q.requests.filter((r) => r.round === 1 && r.key === 'defence').length).toBe(2)
  })
})
