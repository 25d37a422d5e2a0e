import { describe, expect, it } from 'vitest'
import { replay } from '../../../src-engine/core/index.ts'
import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer, pendingAfter, play, setupOf } from './fixtures.ts'

const two = () => [adventurer('a'), adventurer('b')]
// Two fighters W6+1 each against two goblins W6+1 each: dice are [a, b, goblin, goblin].

describe('fight length and end (KS-FIGHT)', () => {
  it('KS-FIGHT-1 KS-ROLL-4: an event with opponents is a fight, and the higher result wins the round', () => {
    // 7 + 7 = 14 against 2 + 2 = 4, and 2 + 2 = 4 against 7 + 7 = 14.
    const won = play(setupOf({ party: two() }), [6, 6, 1, 1])
    expect(won.events.find((e) => e.type === 'ultraquest.results')).toMatchObject({ rule: 'KS-ROLL-4', params: { party: 14, opponents: 4 } })
    expect(won.outcome.result).toBe('won')
    expect(play(setupOf({ party: two() }), [1, 1, 6, 6]).outcome.result).toBe('lost')
    // One point more is enough.
    expect(play(setupOf({ party: two() }), [2, 1, 1, 1]).outcome.result).toBe('won')
  })

  it('KS-FIGHT-3 KS-FIGHT-4 KS-GAP-11: one winning round ends the fight; the opponents withdraw', () => {
    const fight = play(setupOf({ party: two() }), [6, 6, 1, 1])
    expect(fight.outcome).toMatchObject({ result: 'won', rounds: 1, damageToOpponents: 10, fled: false })
    expect(fight.rules()).toEqual(expect.arrayContaining(['KS-FIGHT-3', 'KS-FIGHT-4']))
  })

  it('KS-FIGHT-5 KS-FIGHT-6 KS-ROLL-5 KS-GAP-29: the first injury of the party ends the fight as a loss', () => {
    const fight = play(setupOf({ party: two() }), [1, 1, 6, 6])
    expect(fight.outcome.result).toBe('lost')
    expect(fight.outcome.rounds).toBe(1)
    expect(fight.events.find((e) => e.type === 'ultraquest.roundLost')?.params).toEqual({ damage: 10 })
    expect(fight.log).toContain('  The opponents win by 10: damage 10 to the party. [KS-ROLL-5]')
    expect(fight.log).toContain('  The party is injured (4) and withdraws. [KS-FIGHT-6]')
    expect(fight.rules()).toEqual(expect.arrayContaining(['KS-FIGHT-6', 'KS-GAP-29']))
  })

  it('KS-ROLL-6 KS-ROLL-8 KS-FLEE-1: an equal result draws the round; asked whether to fight on or flee, the party fights on into another round', () => {
    const setup = setupOf({ party: two() })
    const tie = [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [3, 3] },
      { type: 'dice', faces: [3, 3] }
    ]
    // After the draw the party is asked whether to fight on; fighting on it may reorder, and round 2 begins.
    expect(pendingAfter(setup, tie)).toMatchObject({
      key: 'flee',
      type: 'chooseOne',
      round: 1,
      prompt: { key: 'ultraquest.prompt.flee' },
      rule: 'KS-FLEE-1',
      default: 'fight',
      options: [
        { id: 'fight', label: { key: 'ultraquest.option.fightOn' } },
        { id: 'flee', label: { key: 'ultraquest.option.flee' } }
      ]
    })
    const fightOn = [...tie, { type: 'chooseOne', option: 'fight' }]
    expect(pendingAfter(setup, fightOn)).toMatchObject({ key: 'marchingOrder', rule: 'KS-ACTION-1' })
    expect(pendingAfter(setup, [...fightOn, { type: 'chooseMany', options: ['a', 'b'] }]).round).toBe(2)
    const fight = play(setup, [3, 3, 3, 3, 6, 6, 1, 1])
    expect(fight.events.find((e) => e.type === 'ultraquest.drawTie')?.rule).toBe('KS-ROLL-6')
    expect(fight.outcome).toMatchObject({ result: 'won', rounds: 2 })
  })

  it('KS-FIGHT-2 KS-FIGHT-7 KS-GAP-12: three drawn rounds end in exhaustion without damage', () => {
    const fight = play(setupOf({ party: two() }), [3, 3, 3, 3, 2, 2, 2, 2, 5, 5, 5, 5])
    expect(fight.outcome).toMatchObject({ result: 'exhausted', rounds: 3 })
    expect(fight.events.filter((e) => e.type === 'ultraquest.drawTie')).toHaveLength(3)
    expect(fight.outcome.adventurers.every((a) => a.newInjuries.length === 0)).toBe(true)
    expect(fight.rules()).toContain('KS-GAP-12')
    expect(fight.log).toContain('  Three drawn rounds: both sides are exhausted. [KS-FIGHT-7]')
  })

  it('KS-FIGHT-8 KS-UNDEAD-2: exhaustion does not end a fight against opponents flagged never exhausted', () => {
    const setup = setupOf({ party: two(), fight: { type: 'NK', marker: '!', opponentFlags: { neverExhausted: true } } })
    const fight = play(setup, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1])
    expect(fight.outcome.result).toBe('fled')
    expect(fight.has('ultraquest.exhausted')).toBe(false)
  })

  it('KS-FIGHT-2: a campaign can change the number of rounds', () => {
    const fight = play(setupOf({ party: two(), rules: { maxRounds: 2 } }), [3, 3, 3, 3, 3, 3, 3, 3])
    expect(fight.outcome).toMatchObject({ result: 'exhausted', rounds: 2 })
    expect(fight.log).toContain('  2 drawn rounds: both sides are exhausted. [KS-FIGHT-7]')
  })
})

describe('voluntary and forced fights (KS-VOLUNTARY, KS-FORCED)', () => {
  it('KS-VOLUNTARY-1 KS-VOLUNTARY-2 KS-VOLUNTARY-3: a "?" fight asks first and may be declined', () => {
    const setup = setupOf({ party: two(), fight: { type: 'NK', marker: '?' } })
    const first = pendingAfter(setup)
    expect(first).toMatchObject({
      key: 'engage',
      type: 'chooseOne',
      prompt: { key: 'ultraquest.prompt.engage' },
      rule: 'KS-VOLUNTARY-1',
      default: 'fight',
      options: [
        { id: 'fight', label: { key: 'ultraquest.option.fight' } },
        { id: 'decline', label: { key: 'ultraquest.option.decline' } }
      ]
    })
    const fight = play(setup, [], { engage: 'decline' })
    expect(fight.outcome).toMatchObject({ result: 'declined', rounds: 0 })
    expect(fight.log.split('\n')[0]).toBe('The party does not attack; the event ends. [KS-VOLUNTARY-3]')
  })

  it('KS-VOLUNTARY-4: before a voluntary fight the order may change and items come out of the backpack', () => {
    const a = adventurer('a')
    const b = adventurer('b', { items: [{ name: 'Heiltrank', kind: 'potion', heals: true, ready: false }] })
    const setup = setupOf({ party: [a, b], fight: { type: 'NK', marker: '?' } })
    expect(pendingAfter(setup, [{ type: 'chooseOne', option: 'fight' }])).toMatchObject({ key: 'marchingOrder', rule: 'KS-VOLUNTARY-4' })
    const fight = play(setup, [6, 6, 1, 1], { marchingOrder: ['b', 'a'], 'r0:handItem': ['b:1>ready'] })
    expect(fight.outcome.marchingOrder).toEqual(['b', 'a'])
    expect(fight.log).toContain('New marching order: B, A. [KS-VOLUNTARY-4]')
    expect(fight.byId('b').equipment[0]).toMatchObject({ name: 'Heiltrank', ready: true })
    expect(fight.rules()).toContain('KS-VOLUNTARY-4')
  })

  it('KS-VOLUNTARY-4 KS-ACTION-1: the marching-order question lists the living in their order; the dead keep their places, and only a changed order is logged', () => {
    const setup = setupOf({ party: [adventurer('a'), adventurer('b', { dead: true, injuries: [] }), adventurer('c')], fight: { type: 'NK', marker: '?' } })
    const living = (name: string) => ({ id: name.toLowerCase(), label: { key: 'ultraquest.option.adventurer', params: { name } } })
    expect(pendingAfter(setup, [{ type: 'chooseOne', option: 'fight' }])).toEqual({
      type: 'chooseMany',
      key: 'marchingOrder',
      round: 0,
      prompt: { key: 'ultraquest.prompt.marchingOrder' },
      rule: 'KS-VOLUNTARY-4',
      min: 2,
      max: 2,
      ordered: true,
      default: ['a', 'c'],
      options: [living('A'), living('C')]
    })
    const changed = play(setup, [6, 6, 1, 1], { marchingOrder: ['c', 'a'] })
    expect(changed.log.split('\n')[0]).toBe('New marching order: C, A. [KS-VOLUNTARY-4]')
    expect(changed.outcome.marchingOrder).toEqual(['c', 'b', 'a'])
    const kept = play(setup, [6, 6, 1, 1], { marchingOrder: ['a', 'c'] })
    expect(kept.has('ultraquest.reorder')).toBe(false)
    expect(kept.outcome.marchingOrder).toEqual(['a', 'b', 'c'])
  })

  it('KS-VOLUNTARY-4: before a voluntary fight a ready item may go to any living companion, not to the dead nor to himself, and a handed sword arrives ready but not in hand', () => {
    const sword = { name: 'Schwert', kind: 'weapon' as const, held: true, ksBonus: 1 }
    const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true, ready: false }
    const setup = setupOf({
      party: [adventurer('a', { items: [sword, potion] }), adventurer('b', { dead: true, injuries: [] }), adventurer('c')],
      fight: { type: 'NK', marker: '?' }
    })
    expect(
      pendingAfter(setup, [
        { type: 'chooseOne', option: 'fight' },
        { type: 'chooseMany', options: ['a', 'c'] }
      ])
    ).toEqual({
      type: 'chooseOne',
      key: 'handItem',
      round: 0,
      prompt: { key: 'ultraquest.prompt.prepareItems' },
      rule: 'KS-VOLUNTARY-4',
      default: 'done',
      options: [
        { id: 'done', label: { key: 'ultraquest.option.done' } },
        { id: 'a:1>c', label: { key: 'ultraquest.option.handOver', params: { item: 'Schwert', from: 'A', to: 'C' } } },
        { id: 'a:2>ready', label: { key: 'ultraquest.option.takeOut', params: { item: 'Heiltrank', row: 2 } } }
      ]
    })
    const fight = play(setup, [6, 6, 1, 1], { 'r0:handItem': ['a:1>c'] })
    expect(fight.log.split('\n')[0]).toBe('A hands Schwert to C. [KS-VOLUNTARY-4]')
    expect(fight.byId('a').equipment).toEqual([null, expect.objectContaining({ name: 'Heiltrank', ready: false })])
    expect(fight.byId('c').equipment).toEqual([expect.objectContaining({ name: 'Schwert', ready: true, held: false })])
    // Before the fight an item taken out of the backpack may go on to a companion at once.
    const fetched = play(setup, [6, 6, 1, 1], { 'r0:handItem': ['a:2>ready', 'a:2>c'] })
    expect(fetched.log.split('\n').slice(0, 2)).toEqual(['A takes Heiltrank out of the backpack. [KS-VOLUNTARY-4]', 'A hands Heiltrank to C. [KS-VOLUNTARY-4]'])
    expect(fetched.byId('a').equipment).toEqual([expect.objectContaining({ name: 'Schwert', held: true })])
    expect(fetched.byId('c').equipment).toEqual([expect.objectContaining({ name: 'Heiltrank', ready: true })])
  })

  it('KS-FORCED-1 KS-FORCED-2 KS-EX-4: a "!" fight cannot be declined: the first question is who fights', () => {
    const request = pendingAfter(setupOf({ party: two() }))
    expect(request.key).toBe('nonFighters')
    expect(request.type === 'chooseOne' && request.options.map((o) => o.id)).not.toContain('decline')
  })

  it('KS-FORCED-4 KS-GAP-7: before a forced fight there is no reordering and no backpack access', () => {
    const b = adventurer('b', { items: [{ name: 'Heiltrank', kind: 'potion', heals: true, ready: false }] })
    const fight = play(setupOf({ party: [adventurer('a'), b] }), [6, 6, 1, 1])
    expect(fight.rules()).not.toContain('KS-VOLUNTARY-4')
    const request = pendingAfter(setupOf({ party: [adventurer('a'), b] }))
    expect(request.key).not.toBe('marchingOrder')
  })

  it('KS-FORCED-3 KS-GAP-23: Aufmerksamkeit turns a forced fight into a voluntary one that can be declined', () => {
    const setup = setupOf({ party: [adventurer('a', { skills: ['Aufmerksamkeit'] }), adventurer('b')] })
    expect(pendingAfter(setup)).toMatchObject({
      key: 'alertness',
      prompt: { key: 'ultraquest.prompt.alertness' },
      rule: 'KS-FORCED-3',
      default: 'no',
      options: [
        { id: 'no', label: { key: 'ultraquest.option.noAlertness' } },
        { id: 'a', label: { key: 'ultraquest.option.alertness', params: { name: 'A' } } }
      ]
    })
    const fight = play(setup, [], { alertness: 'a', engage: 'decline' })
    expect(fight.outcome.result).toBe('declined')
    expect(fight.log.split('\n')[0]).toBe('A uses Aufmerksamkeit: the fight becomes voluntary. [KS-FORCED-3]')
    // The standing marks the skill as used for this game turn (KS-SKILL-2).
    const used = replay(ultraquestSystem, ultraquestSystem.parseSetup(setup), [{ type: 'chooseOne', option: 'a' }])
    expect(used.standing!.sides.find((side) => side.party)!.combatants[0]!.marks).toContainEqual({
      key: 'skillUsed',
      label: { key: 'ultraquest.mark.skillUsed', params: { skill: 'Aufmerksamkeit' } }
    })
    // Declined, Aufmerksamkeit unused: the fight stays forced, and its first question is who fights.
    expect(pendingAfter(setup, [{ type: 'chooseOne', option: 'no' }]).key).toBe('nonFighters')
    // An injured adventurer cannot act, so he cannot use it.
    const injured = setupOf({ party: [adventurer('a', { skills: ['Aufmerksamkeit'], injuries: ['ordinary'] }), adventurer('b')] })
    expect(pendingAfter(injured).key).not.toBe('alertness')
  })

  it('KS-FORCED-3: Aufmerksamkeit is offered also when every adventurer of the party has a skill', () => {
    const party = [adventurer('a', { skills: ['Aufmerksamkeit'] }), adventurer('b', { skills: ['Parade'] })]
    const request = pendingAfter(setupOf({ party }))
    expect(request.key).toBe('alertness')
    expect(request.type === 'chooseOne' && request.options.map((o) => o.id)).toEqual(['no', 'a'])
  })

  it('KS-FORCED-3: only a pre-fight skill that turns the fight is offered: not Parade, not another pre-fight skill, not a called one flagged so', () => {
    const rules = {
      skills: {
        Parade: { activation: 'passive' as const, rwBonus: 1 },
        Vorahnung: { activation: 'preFight' as const },
        Wachsam: { activation: 'called' as const, nkBonus: 1, turnsForcedIntoVoluntary: true }
      }
    }
    const party = [adventurer('a', { skills: ['Parade'] }), adventurer('b', { skills: ['Vorahnung'] }), adventurer('c', { skills: ['Wachsam'] })]
    expect(pendingAfter(setupOf({ party, rules })).key).toBe('nonFighters')
  })

  it('KS-FORCED-5 KS-FLEE-1: even a forced fight lets adventurers stay out and lets the party flee after a draw', () => {
    const setup = setupOf({ party: two() })
    const request = pendingAfter(setup)
    expect(request.type === 'chooseOne' && request.options.map((o) => o.id)).toEqual(['none', 'b'])
    const fight = play(setup, [3, 3, 3, 3, 1], { flee: 'flee' })
    expect(fight.outcome).toMatchObject({ result: 'fled', fled: true, rounds: 1 })
  })
})

describe('how a round ends, in the log (KS-ROLL)', () => {
  it('KS-ROLL-6 KS-ROLL-7 KS-FIGHT-3: a round drawn by the opponents’ armour or by equal results, and a round won, each say so', () => {
    // 2+1 + 1+1 = 5 against 1+1+2 = 4: one ahead, within the opponents' RW 3; then 14 against 4.
    const armour = play(setupOf({ party: two(), fight: { type: 'NK', marker: '!', opponentRw: 3 } }), [2, 1, 1, 1, 6, 6, 1, 1], { nonFighters: 'none' })
    expect(armour.log).toContain('  The party is 1 ahead, but the opponents’ RW 3 stops it: drawn. [KS-ROLL-7]')
    expect(armour.log).toContain('  The party wins by 10: the opponents are injured and withdraw. [KS-FIGHT-3]')
    expect(armour.outcome).toMatchObject({ result: 'won', rounds: 2, damageToOpponents: 10 })
    const tie = play(setupOf({ party: two() }), [3, 3, 3, 3, 6, 6, 1, 1], { nonFighters: 'none' })
    expect(tie.log).toContain('  Both sides score 8: the round is drawn. [KS-ROLL-6]')
    expect(tie.has('ultraquest.roundLost')).toBe(false)
  })
})

describe('fight types and combat strength (KS-TYPE, KS-STR, KS-ROLL)', () => {
  const archer = () => adventurer('a', { ks: { nk: 'W6', fk: 'W6+4' } })

  it('KS-ROLL-2 KS-TYPE-6: a KS written without a die (a flat 2) adds its value', () => {
    // 2 + (3+1) = 6 against 1+1+2 = 4: won by 2.
    const setup = setupOf({ party: [adventurer('a', { ks: { nk: '2' } }), adventurer('b')] })
    const fight = play(setup, [3, 1, 1], { nonFighters: 'none' })
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params).toEqual({ party: 6, opponents: 4 })
    expect(fight.outcome).toMatchObject({ result: 'won', damageToOpponents: 2 })
  })

  it('KS-TYPE-1 KS-TYPE-2 KS-TYPE-3 KS-TYPE-6: in an FK fight each adventurer adds his ranged KS', () => {
    const fight = play(setupOf({ party: [archer()], fight: { type: 'FK', marker: '!' } }), [1, 1, 1])
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(5)
  })

  it('KS-TYPE-4 KS-TYPE-5 KS-ROLL-1 KS-GAP-10: in NK+FK each fighter is assigned a mode before every round', () => {
    const setup = setupOf({ party: [archer(), adventurer('b')], fight: { type: 'NK+FK', marker: '!' } })
    const request = pendingAfter(setup, [{ type: 'chooseOne', option: 'none' }])
    expect(request).toMatchObject({ key: 'mode:a', rule: 'KS-TYPE-5', default: 'FK' })
    const melee = play(setup, [1, 1, 6, 6], { 'mode:a': 'NK' })
    expect(melee.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(1 + 2)
    const ranged = play(setup, [1, 1, 6, 6], { 'mode:a': 'FK' })
    expect(ranged.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(5 + 2)
  })

  it('KS-TYPE-5: the default mode is the one with the better average KS, dice and bonus together', () => {
    const modeDefault = (nk: string, fk: string) => {
      const setup = setupOf({ party: [adventurer('a', { ks: { nk, fk } })], fight: { type: 'NK+FK', marker: '!' } })
      const request = pendingAfter(setup)
      return request.key === 'mode:a' && request.type === 'chooseOne' ? request.default : request.key
    }
    // W6+3 averages 6.5, 2W6 7, W10 5.5.
    expect(modeDefault('W6+3', '2W6')).toBe('FK')
    expect(modeDefault('W6+3', 'W10')).toBe('NK')
    expect(modeDefault('2W6', 'W6+3')).toBe('NK')
    // Equal averages: the first, NK.
    expect(modeDefault('W6+1', 'W6+1')).toBe('NK')
  })

  it('KS-TYPE-5: an NK fight offers no ranged mode', () => {
    const setup = setupOf({ party: [archer()] })
    const fight = play(setup, [1, 6, 6])
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(1)
  })

  it('KS-STR-1 KS-STR-4: the opponents roll the KS the event gives, dice plus bonus', () => {
    const setup = setupOf({ party: [adventurer('a')], opponents: [{ name: 'Oger', ks: '2W6+3' }] })
    expect(pendingAfter(setup, [{ type: 'dice', faces: [1] }])).toMatchObject({ key: 'opponentRoll', notation: '2W6+3' })
    expect(play(setup, [6, 1, 1]).events.find((e) => e.type === 'ultraquest.results')?.params['opponents']).toBe(5)
  })

  it('KS-STR-2 KS-ROLL-3 KS-EX-1: four goblins W6+1 roll 4W6+4; 1,3,5,6 give 19', () => {
    const setup = setupOf({ party: [adventurer('a')], opponents: [{ name: 'Goblin', ks: 'W6+1', count: 4 }] })
    const request = pendingAfter(setup, [{ type: 'dice', faces: [1] }])
    expect(request).toMatchObject({ key: 'opponentRoll', notation: '4W6+4', rule: 'KS-ROLL-3' })
    const fight = play(setup, [6, 1, 3, 5, 6])
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['opponents']).toBe(19)
  })

  it('KS-ROLL-2 KS-ROLL-3 KS-ROBBER-2 KS-GAP-6: every die is labelled with whose it is, by name and never by id, in the text’s W notation', () => {
    const party = [adventurer('a1', { name: 'Albrav', ks: { nk: 'W6+3' }, items: [{ name: 'Seil' }] }), adventurer('b2', { name: 'Brann' })]
    const opponents = [
      { name: 'Goblin', ks: 'W6+1', count: 4 },
      { name: 'Troll', ks: '2W6' }
    ]
    const setup = setupOf({ party, opponents, fight: { type: 'NK', marker: '!', robbers: true } })
    const none = { type: 'chooseOne', option: 'none' }
    expect(pendingAfter(setup, [none])).toMatchObject({
      key: 'partyRoll',
      round: 1,
      prompt: { key: 'ultraquest.roll.partyRoll' },
      rule: 'KS-ROLL-2',
      notation: 'W6+3 + W6+1',
      parts: [
        { label: 'Albrav', notation: 'W6+3' },
        { label: 'Brann', notation: 'W6+1' }
      ]
    })
    const partyRolled = [none, { type: 'dice', faces: [1, 1] }]
    expect(pendingAfter(setup, partyRolled)).toMatchObject({
      key: 'opponentRoll',
      round: 1,
      prompt: { key: 'ultraquest.roll.opponentRoll' },
      rule: 'KS-ROLL-3',
      notation: '6W6+4',
      parts: [{ label: '4× Goblin, Troll', notation: '6W6+4' }]
    })
    // 2+4 = 6 against 6·6+4 = 40: both die; the robbers roll a W10 for each.
    expect(pendingAfter(setup, [...partyRolled, { type: 'dice', faces: [6, 6, 6, 6, 6, 6] }])).toMatchObject({
      key: 'robbery:a1',
      notation: 'W10',
      parts: [{ label: 'Albrav', notation: 'W10', sides: [10] }]
    })
    const tie = [none, { type: 'dice', faces: [3, 3] }, { type: 'dice', faces: [1, 1, 1, 1, 1, 1] }]
    expect(pendingAfter(setup, [...tie, { type: 'chooseOne', option: 'flee' }])).toMatchObject({
      key: 'flightRoll',
      notation: 'W3-1',
      parts: [{ notation: 'W3-1', sides: [3], modifier: -1 }]
    })
  })

  it('KS-STR-3 KS-EX-2 KS-GAP-2 KS-GAP-1: a human with ST +2 and a sword +1 rolls W6+3 (the die is part of the KS)', () => {
    const human = adventurer('human', { ks: {}, st: 2, items: [{ name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }] })
    const request = pendingAfter(setupOf({ party: [human] }))
    expect(request).toMatchObject({ key: 'partyRoll', notation: 'W6+3' })
    const fight = play(setupOf({ party: [human] }), [4, 6, 6])
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(7)
  })

  it('KS-GAP-1: the alternative reading adds an extra W6 per fighter', () => {
    const human = adventurer('human', { ks: {}, st: 2, items: [{ name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }] })
    const request = pendingAfter(setupOf({ party: [human], rules: { ksIncludesDie: false } }))
    expect(request).toMatchObject({ notation: '2W6+3' })
  })

  it('KS-GAP-2: ranged KS is W6 plus the ranged weapon, without ST', () => {
    const a = adventurer('a', { ks: {}, st: 3, items: [{ name: 'Bogen', kind: 'weapon', ranged: true, ksBonus: 2 }] })
    expect(pendingAfter(setupOf({ party: [a], fight: { type: 'FK', marker: '!' } }))).toMatchObject({ notation: 'W6+2' })
  })

  it('KS-ROUND-1: a round is resolved by one result per side', () => {
    const fight = play(setupOf({ party: two() }), [6, 6, 1, 1])
    expect(fight.events.filter((e) => e.type === 'dice').map((e) => e.params['key'])).toEqual(['partyRoll', 'opponentRoll'])
  })
})

describe('hands and weapons (KS-HANDS)', () => {
  it('KS-HANDS-1: a two-handed weapon and a shield at once is rejected', () => {
    const a = adventurer('a', {
      items: [
        { name: 'Zweihänder', kind: 'weapon', held: true, hands: 2 },
        { name: 'Schild', kind: 'shield', held: true, rw: 1 }
      ]
    })
    expect(() => play(setupOf({ party: [a] }), [])).toThrow('only two (KS-HANDS-1)')
  })

  it('KS-GAP-2 KS-GAP-24: a KS worked out from the sheet counts weapons only: in melee those in hand, not a held shield; at range the best ready ranged weapon', () => {
    const shielded = adventurer('a', {
      ks: {},
      items: [
        { name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 },
        { name: 'Stachelschild', kind: 'shield', held: true, ksBonus: 2, rw: 1 }
      ]
    })
    expect(pendingAfter(setupOf({ party: [shielded] }))).toMatchObject({ key: 'partyRoll', notation: 'W6+1' })
    const bows = [
      { name: 'Kurzbogen', kind: 'weapon' as const, ranged: true, ksBonus: 1 },
      { name: 'Langbogen', kind: 'weapon' as const, ranged: true, ksBonus: 3 },
      { name: 'Armbrust', kind: 'weapon' as const, ranged: true, ksBonus: 5, ready: false },
      { name: 'Wurfnetz', kind: 'other' as const, ranged: true, ksBonus: 4 }
    ]
    const archer = setupOf({ party: [adventurer('b', { ks: {}, items: bows })], fight: { type: 'FK', marker: '!' } })
    expect(pendingAfter(archer, [{ type: 'chooseOne', option: 'FK' }])).toMatchObject({ key: 'partyRoll', notation: 'W6+3' })
  })

  it('KS-HANDS-2 KS-GAP-24: two one-handed weapons need Beidhändiger Kampf, and then both bonuses count', () => {
    const items = [
      { name: 'Schwert', kind: 'weapon' as const, held: true, ksBonus: 1 },
      { name: 'Dolch', kind: 'weapon' as const, held: true, ksBonus: 1 }
    ]
    expect(() => play(setupOf({ party: [adventurer('a', { ks: {}, items })] }), [])).toThrow('Beidhändiger Kampf (KS-HANDS-2)')
    const ambi = adventurer('a', { ks: {}, items, skills: ['Beidhändiger Kampf'] })
    expect(pendingAfter(setupOf({ party: [ambi] }))).toMatchObject({ notation: 'W6+2' })
  })
})
