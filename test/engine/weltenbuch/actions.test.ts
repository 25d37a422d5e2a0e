import { describe, expect, it } from 'vitest'
import type { WeltenbuchSheetInput } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { BOW, decideBy, dice, duel, eventsOf, pendingKey, playSome, rolls, setupOf, sheet, stateAt, type PlayedSome } from './helpers.ts'

const twoWeapons = {
  weapons: [
    { id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' },
    { id: 'keule', name: 'Keule', skill: 'Schwerter', bonus: 0, damage: '×2+1' }
  ]
}

describe('KA-ACT-4 KA-ACT-5 KA-ACT-12 KA-GAP-18: no threat, the other party may act; its attack takes the initiative', () => {
  it('KA-ACT-12 KA-ACT-4: after a weapon change (an action, no threat) the defending party is asked what it does', () => {
    const { state } = stateAt(duel(twoWeapons), dice(12, 2), (r) => r.key === 'reaction:ork', decideBy({ 'action:held': 'switch:keule' }))
    if (state.status !== 'pending' || state.request.type !== 'chooseOne') throw new Error('expected the reaction')
    expect(state.request.rule).toBe('KA-ACT-4')
    expect(state.request.options.map((o) => o.id)).toContain('attack:held')
    expect(state.request.options.map((o) => o.id)).toContain('wait')
    expect(eventsOf(state.events, 'weaponChange')[0]!.params['weapon']).toBe('Keule')
  })
  it('KA-ACT-12 KA-UNARMED-1: putting the sword away is a weapon change too; the log names no weapon ("—")', () => {
    const { state } = stateAt(duel(), dice(12, 2), (r) => r.key === 'reaction:ork', decideBy({ 'action:held': 'switch:unarmed' }))
    expect(eventsOf(state.events, 'weaponChange')).toEqual([
      { type: 'weltenbuch.weaponChange', rule: 'KA-ACT-12', round: 1, params: { name: 'Held', weapon: '—' } }
    ])
  })
  it('KA-ACT-5: the defending party attacks: the initiative switches, and the former attacker defends with an action', () => {
    const { events, state } = playSome(duel(twoWeapons), dice(12, 2, 5, 5), decideBy({ 'action:held': 'switch:keule', 'reaction:ork': 'attack:held' }))
    expect(eventsOf(events, 'initiativeTaken')[0]!).toMatchObject({ rule: 'KA-ACT-5', params: { name: 'Ork' } })
    expect(eventsOf(events, 'freeAction')).toEqual([])
    // The orc holds the initiative now and attacks again.
    expect(pendingKey(state)).toBe('attack:ork')
  })
  it('KA-GAP-18 KA-ACT-4 KA-ACT-9: a move in a melee is no threat either: after it the orcs are asked what they do', () => {
    // Held at 0 fights Ork 1 at 2 and steps to Ork 2 at 4 (out of his reach), still in reach of Ork 1: the melee goes on.
    const setup = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
        { id: 'ork1', side: 'foes', kind: 'nsc', position: 2, sheet: sheet({ name: 'Ork 1' }) },
        { id: 'ork2', side: 'foes', kind: 'nsc', position: 4, sheet: sheet({ name: 'Ork 2' }) }
      ]
    })
    const script = decideBy({ 'action:held': ['move:ork2', 'end'], 'reaction:ork1': 'wait', 'reaction:ork2': 'wait' })
    const { events, requests } = playSome(setup, dice(12, 2, 7), script)
    expect(eventsOf(events, 'move')[0]!.params).toMatchObject({ name: 'Held', target: 'Ork 2', metres: 4, distance: 0 })
    const turns = requests.map((r) => r.key).filter((k) => k.startsWith('action:') || k.startsWith('reaction:'))
    expect(turns).toEqual(['action:held', 'reaction:ork2', 'action:held', 'action:ork1'])
  })
  it('KA-GAP-18: an attack is a threat, so no reaction is offered after it', () => {
    const { requests } = playSome(duel(), dice(12, 2, 5, 5))
    expect(requests.some((r) => r.key === 'reaction:ork')).toBe(false)
  })
})

describe('KA-ACT-6 KA-EX-11 KA-GAP-15 KA-GAP-16: the free action', () => {
  // Held attacks once (tie), then changes weapons four times while the orc waits: his five actions are gone.
  // A function: each test's decisions count their lists from the start.
  const script = () => decideBy({ 'action:held': ['attack:ork', 'switch:keule', 'switch:schwert', 'switch:keule', 'switch:schwert'], 'reaction:ork': 'wait' })

  it('KA-ACT-6 KA-EX-11: the orc (4 actions left) attacks; Held defends with free actions and starts the next Kampfabschnitt as defender', () => {
    // initiative 22 / 12, one exchange, then four orc attacks against free parries, all ties.
    const { events, state } = playSome(duel(twoWeapons), dice(12, 2, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5), script())
    expect(eventsOf(events, 'initiativeTaken')).toHaveLength(1)
    expect(eventsOf(events, 'freeAction').map((e) => e.params['name'])).toEqual(['Held', 'Held', 'Held', 'Held'])
    const second = eventsOf(events, 'melee')[1]!
    expect(second.params['sideKey']).toBe('weltenbuch.side.foes')
    expect(second.rule).toBe('KA-ACT-6')
    expect(pendingKey(state)).toBe('attack:ork')
  })
  it('KA-ACT-5 KA-ACT-6 KA-GAP-15: with free defences only after a switch, the orc took the initiative by attacking: Held still parries free', () => {
    const only = duel(twoWeapons, {}, { rules: { freeActionOnEveryDefence: false } })
    const { events } = playSome(only, dice(12, 2, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5), script())
    expect(eventsOf(events, 'initiativeTaken')).toHaveLength(1)
    expect(eventsOf(events, 'freeAction').map((e) => e.params['name'])).toEqual(['Held', 'Held', 'Held', 'Held'])
    expect(eventsOf(events, 'undefended')).toEqual([])
  })
  it('KA-GAP-16: without the free-action rule for the next Kampfabschnitt the higher initiative attacks again', () => {
    const { events } = playSome(duel(twoWeapons, {}, { rules: { freeActionDefendsNext: false } }), dice(12, 2, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5), script())
    expect(eventsOf(events, 'melee')[1]!.params['sideKey']).toBe('weltenbuch.side.heroes')
  })
  it('KA-GAP-15: a party out of actions is attacked without a switch: free defence by default; with the setting off it is undefended', () => {
    // Held changes weapons three times (the orc waits), attacks, and the orc parries two better: the orc
    // now holds the initiative without a KA-ACT-5 switch; Held parries once more and then has no action left.
    const script = () => decideBy({ 'action:held': ['switch:keule', 'switch:schwert', 'switch:keule', 'attack:ork'], 'reaction:ork': 'wait' })
    const free = playSome(duel(twoWeapons), dice(12, 2, 4, 6, 5, 5, 7, 5), script())
    expect(eventsOf(free.events, 'initiativeSwitch')).toHaveLength(1)
    expect(eventsOf(free.events, 'freeAction')).toEqual([{ type: 'weltenbuch.freeAction', rule: 'KA-ACT-6', round: 1, params: { name: 'Held' } }])
    const none = playSome(duel(twoWeapons, {}, { rules: { freeActionOnEveryDefence: false } }), dice(12, 2, 4, 6, 5, 5, 7), script())
    expect(eventsOf(none.events, 'freeAction')).toEqual([])
    expect(eventsOf(none.events, 'undefended')[0]!.params).toMatchObject({ total: 15, minimum: 12 })
  })
})

describe('the default action (README, Default targets)', () => {
  const SWORD = twoWeapons.weapons[0]!
  const CLUB = twoWeapons.weapons[1]!
  /** Held at 0 with these weapons (the first in hand), the orc `distance` metres off. */
  const apart = (weapons: WeltenbuchSheetInput['weapons'], distance = 30) =>
    setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held', weapons }) },
        { id: 'ork', side: 'foes', kind: 'nsc', position: distance, sheet: sheet({ name: 'Ork' }) }
      ]
    })
  /** The default offered to Held for his first action. */
  const firstDefault = (setup: Parameters<typeof stateAt>[0], faces: number[]) => {
    const { state } = stateAt(setup, faces, (r) => r.key === 'action:held')
    if (state.status !== 'pending' || state.request.type !== 'chooseOne') throw new Error('expected the action')
    return state.request.default
  }
  it('KA-ACT-9 KA-GAP-32: with no enemy in reach the default closes in on the nearest one, on either side, not the first or the last', () => {
    const setup = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
        { id: 'ork1', side: 'foes', kind: 'nsc', position: 40, sheet: sheet({ name: 'Ork 1' }) },
        { id: 'ork2', side: 'foes', kind: 'nsc', position: -30, sheet: sheet({ name: 'Ork 2' }) },
        { id: 'ork3', side: 'foes', kind: 'nsc', position: 50, sheet: sheet({ name: 'Ork 3' }) },
        { id: 'ork4', side: 'foes', kind: 'nsc', position: 30, sheet: sheet({ name: 'Ork 4' }) }
      ]
    })
    // Ork 2 and Ork 4 are equally near: the first of them in setup order.
    expect(firstDefault(setup, dice(12, 2, 3, 4, 5))).toBe('move:ork2')
  })
  it('KA-GAP-12 KA-RANGED-1: an orc with a spanned bow and two heroes in range rolls whom he shoots at (1W2), the default then aims at him', () => {
    const setup = setupOf({
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'H1' }) },
        { id: 'h2', side: 'heroes', kind: 'hero', position: 1, sheet: sheet({ name: 'H2' }) },
        { id: 'ork', side: 'foes', kind: 'nsc', position: 30, wielding: 'bogen', loaded: ['bogen'], sheet: sheet({ name: 'Ork', weapons: [BOW] }) }
      ]
    })
    const { events, requests } = playSome(setup, [...dice(2, 3, 12), 2])
    // The dice entry shows its part: "Ork: 1W2".
    expect(requests.find((r) => r.key === 'target:ork')).toMatchObject({
      notation: '1W2',
      rule: 'KA-GAP-12',
      parts: [{ label: 'Ork', notation: '1W2', sides: [2], modifier: 0 }]
    })
    expect(eventsOf(events, 'targetRolled')).toMatchObject([{ params: { name: 'Ork', target: 'H2', face: 2 } }])
    const action = requests.find((r) => r.key === 'action:ork')
    if (action?.type !== 'chooseOne') throw new Error('expected the action')
    expect(action.default).toBe('shoot:h2')
  })
  it('KA-ACT-12 KA-ACT-9: out of reach the default draws a carried bow; another melee weapon is not drawn, he closes in', () => {
    expect(firstDefault(apart([SWORD, BOW]), dice(12, 2))).toBe('switch:bogen')
    expect(firstDefault(apart([SWORD, CLUB]), dice(12, 2))).toBe('move:ork')
  })
  it('KA-ACT-10 KA-ACT-12: with an unspanned bow in hand the default spans it; with the enemy in reach it draws the sword instead', () => {
    const archer = (position: number) =>
      setupOf({
        combatants: [
          { id: 'held', side: 'heroes', kind: 'hero', position: 0, wielding: 'bogen', sheet: sheet({ name: 'Held', weapons: [BOW, SWORD] }) },
          { id: 'ork', side: 'foes', kind: 'nsc', position, sheet: sheet({ name: 'Ork' }) }
        ]
      })
    expect(firstDefault(archer(30), dice(12, 2))).toBe('span')
    expect(firstDefault(archer(1), dice(12, 2))).toBe('switch:schwert')
  })
})

describe('KA-ACT-9: the policy fleeWhenLosing (README, Odds)', () => {
  // Körper 6: 4 × 9 = 36 LP before "tödlich". Held's default is flight while the heroes' share of their LP left is below the foes'.
  const fleeing = (orcs: { id: string; damage?: number }[]) =>
    setupOf({
      policy: { whenLosing: 'flee' },
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Held' }) },
        ...orcs.map((o) => ({ id: o.id, side: 'foes' as const, kind: 'nsc' as const, sheet: sheet({ name: o.id.toUpperCase(), damage: o.damage ?? 0 }) }))
      ]
    })
  /** The default of each action or reaction question to Held. */
  const heldDefaults = (requests: PlayedSome['requests']) =>
    requests.flatMap((r) => (r.type === 'chooseOne' && (r.key === 'action:held' || r.key === 'reaction:held') ? [r.default] : []))

  it('KA-ACT-9: nobody hurt yet: the shares are equal, so Held attacks', () => {
    const { requests } = playSome(fleeing([{ id: 'ork' }]), dice(12, 2))
    expect(heldDefaults(requests)).toEqual(['attack:ork'])
  })
  it('KA-ACT-9: the orc came in with 24 of 36 LP left; hit for 20, Held has 16 of 36 left, a smaller share: his default is flight', () => {
    // 16 × 24 < 24 × 36; the numbers are such that the sides swapped, now or at the start, would not give flight.
    // Initiative 12 / 22: the orc attacks 8 + 11 = 19 against Held's parry 8 + 2 = 10 (9 × 2 + 2 = 20), then ends.
    const { requests, events } = playSome(fleeing([{ id: 'ork', damage: 12 }]), dice(2, 12, 11, 2), decideBy({ 'action:ork': ['attack:held', 'end'] }))
    expect(eventsOf(events, 'damage')[0]!.params).toMatchObject({ target: 'Held', recorded: 20 })
    expect(heldDefaults(requests)).toEqual(['flee'])
  })
  it('KA-ACT-9: who fled brings no LP: Held with 30 of 36 left is not losing against one orc of two left', () => {
    // Initiative 12 / 22 / 17. O1 attacks 8 + 2 + 5 = 15 against 8 + 5 = 13 (2 × 2 + 2 = 6), O2 flees: Held may react.
    const { requests, events } = playSome(fleeing([{ id: 'o1' }, { id: 'o2' }]), dice(2, 12, 7, 5, 5), decideBy({ 'action:o2': 'flee' }))
    expect(eventsOf(events, 'damage')[0]!.params).toMatchObject({ target: 'Held', recorded: 6 })
    expect(eventsOf(events, 'fled').map((e) => e.params['name'])).toEqual(['O2'])
    expect(heldDefaults(requests)).toEqual(['attack:o1'])
  })
})

describe('KA-AMBUSH-3 KA-AMBUSH-4: the end of the surprise', () => {
  it("KA-AMBUSH-3 KA-AMBUSH-4: after an ambusher's first shot from afar the standing shows a fight at a distance", () => {
    const setup = setupOf({
      ambushBy: 'foes',
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
        { id: 'ork', side: 'foes', kind: 'nsc', position: 30, wielding: 'bogen', loaded: ['bogen'], sheet: sheet({ name: 'Ork', weapons: [BOW] }) }
      ]
    })
    const isSecondAction = (() => {
      let seen = 0
      return (r: { key: string }) => r.key === 'action:ork' && ++seen === 2
    })()
    // Initiative 12 / 22; the shot (5 + 3) misses the 16.
    const { state } = stateAt(setup, dice(2, 12, 3), isSecondAction)
    expect(eventsOf(state.events, 'shot')[0]!.params).toMatchObject({ hit: false })
    expect(eventsOf(state.events, 'ambushOver')).toHaveLength(1)
    expect(state.standing!.phase).toEqual({ key: 'weltenbuch.standing.phase.distance' })
  })
  it('KA-AMBUSH-3 KA-INI-4 KA-INI-6: ambushers who attack nobody in their slots end the surprise all the same: the hero then acts at his own slot', () => {
    const setup = setupOf({
      ambushBy: 'foes',
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
        { id: 'ork', side: 'foes', kind: 'nsc', position: 50, sheet: sheet({ name: 'Ork' }) }
      ]
    })
    // Initiative 22 / 12, but the ambushing orc has the first slot; he ends it, and so does Held his.
    const { requests, events } = playSome(setup, dice(12, 2), decideBy({ 'action:ork': 'end', 'action:held': 'end' }))
    expect(requests.filter((r) => r.round === 1).map((r) => r.key)).toEqual(['action:ork', 'action:held'])
    expect(eventsOf(events, 'turn').filter((e) => e.round === 1)).toEqual([
      { type: 'weltenbuch.turn', rule: 'KA-GAP-11', round: 1, params: { name: 'Ork', actions: 5 } },
      { type: 'weltenbuch.turn', rule: 'KA-GAP-11', round: 1, params: { name: 'Held', actions: 5 } }
    ])
    expect(eventsOf(events, 'pass').filter((e) => e.round === 1)).toEqual(
      ['Ork', 'Held'].map((name) => ({ type: 'weltenbuch.pass', rule: 'KA-ACT-13', round: 1, params: { name, actions: 5, endsKey: 'weltenbuch.ends.own' } }))
    )
  })
  it('KA-INI-4 KA-INI-6 KA-GAP-23: the ambushers and their leader go first only in the first Kampfabschnitt; from the second on initiative decides', () => {
    const setup = setupOf({
      ambushBy: 'foes',
      rules: { maxSegments: 3 },
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', position: 50, sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', position: 60, sheet: sheet({ name: 'O2' }) }
      ]
    })
    // Initiative 22 / 13 / 12; the orcs choose O2 to begin. Everyone ends his turn at once, three Kampfabschnitte long.
    const { requests } = playSome(setup, dice(12, 3, 2), decideBy({ ambushLeader: 'o2', 'action:o1': 'end', 'action:o2': 'end', 'action:held': 'end' }))
    const turns = (round: number) => requests.filter((r) => r.round === round && r.key.startsWith('action:')).map((r) => r.key)
    expect(requests.filter((r) => r.key === 'ambushLeader').map((r) => r.round)).toEqual([1])
    expect(turns(1)).toEqual(['action:o2', 'action:o1', 'action:held'])
    expect(turns(2)).toEqual(['action:held', 'action:o1', 'action:o2'])
    expect(turns(3)).toEqual(['action:held', 'action:o1', 'action:o2'])
  })
})

describe('KA-GAP-31 KA-MELEE-11: the weapon in hand at the start', () => {
  it('KA-GAP-31 KA-MELEE-11: it may be the second on the sheet: Held attacks with his club (Kampfwert 5 + 3 + 1 = 9)', () => {
    const weapons = [twoWeapons.weapons[0]!, { ...twoWeapons.weapons[1]!, bonus: 1 }]
    const setup = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', wielding: 'keule', sheet: sheet({ name: 'Held', weapons }) },
        { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork' }) }
      ]
    })
    const { events } = playSome(setup, dice(12, 2, 5))
    expect(rolls(events, 'attack')[0]!.params).toMatchObject({ name: 'Held', weapon: 'Keule', kampfwert: 9, total: 14 })
  })
  it('KA-GAP-31 KA-MELEE-11: without one given it is his first melee weapon, even when a bow comes first on the sheet', () => {
    const setup = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Held', weapons: [BOW, twoWeapons.weapons[0]!] }) },
        { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork' }) }
      ]
    })
    const { events, requests } = playSome(setup, dice(12, 2, 5))
    expect(requests.find((r) => r.key === 'action:held')).toMatchObject({ default: 'attack:ork' })
    expect(rolls(events, 'attack')[0]!.params).toMatchObject({ name: 'Held', weapon: 'Schwert' })
  })
})

describe('KA-GAP-17: the end of a fight', () => {
  it('a fight nobody can win stops after maxSegments as undecided', async () => {
    const { play } = await import('./helpers.ts')
    const { outcome } = play(duel({}, {}, { rules: { maxSegments: 1 } }), dice(12, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5))
    expect(outcome).toMatchObject({ winner: null, reason: 'undecided', segments: 1 })
  })
  it('KA-ACT-9: fleeing is a movement action; the side that flees loses', async () => {
    const { play } = await import('./helpers.ts')
    const { outcome, events } = play(duel(), dice(12, 2, 5, 5), decideBy({ 'action:ork': 'flee', 'action:held': ['attack:ork', 'end'] }))
    expect(eventsOf(events, 'fled')[0]!.rule).toBe('KA-ACT-9')
    expect(outcome).toMatchObject({ winner: 'heroes', reason: 'fled' })
    expect(outcome.combatants[1]!.status).toBe('fled')
  })
  it('KA-GAP-17 KA-INI-4: the fight ends at the blow that leaves the orcs nobody able: H2, whose slot was still to come, has no turn', async () => {
    const { play } = await import('./helpers.ts')
    // Held 22 and the orc (36 LP damage) at 0 m, H2 13 at −50 m. 8 + 10 = 18 against 8 + 5 = 13: 5 × 2 + 2 = 12 kills the orc (48 > 45).
    const setup = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
        { id: 'ork', side: 'foes', kind: 'nsc', position: 0, sheet: sheet({ name: 'Ork', damage: 36 }) },
        { id: 'h2', side: 'heroes', kind: 'hero', position: -50, sheet: sheet({ name: 'H2' }) }
      ]
    })
    const { outcome, events } = play(setup, dice(12, 2, 3, 10, 5))
    expect(outcome).toMatchObject({ winner: 'heroes', reason: 'defeated', segments: 1 })
    expect(outcome.combatants[1]!.status).toBe('dead')
    expect(eventsOf(events, 'turn')).toEqual([])
    expect(eventsOf(events, 'actionsLapse').map((e) => e.params['names'])).toEqual([['Held']])
  })
})
