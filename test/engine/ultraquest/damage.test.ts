import { describe, expect, it } from 'vitest'
import { adventurer, play, setupOf } from './fixtures.ts'

type Party = ReturnType<typeof adventurer>[]

/** Every fighter rolls a 1 on W6+1 and the single opponent rolls 1 on W6+x, so the party loses by exactly `damage`. */
function loseBy(party: Party, damage: number, extra: Partial<Parameters<typeof setupOf>[0]> = {}, rounds = 1) {
  const fighters = party.length
  const setup = setupOf({ party, opponents: [{ name: 'Troll', ks: `W6+${damage + 2 * fighters - 1}` }], ...extra })
  const round = [...party.map(() => 1), 1]
  return play(setup, Array.from({ length: rounds }, () => round).flat())
}

describe('damage distribution (KS-DMG)', () => {
  it('KS-EX-3 KS-DMG-4 KS-DMG-3: Albrav in leather armour absorbs 2 of 9, the third point injures him, 6 remain', () => {
    const fight = loseBy([adventurer('albrav', { rw: 2 }), adventurer('brann', { rw: 20 })], 9)
    const injury = fight.events.find((e) => e.type === 'ultraquest.injury')!
    expect(injury.params).toMatchObject({ name: 'Albrav', rw: 2, remaining: 6 })
    expect(fight.byId('albrav').newInjuries).toEqual(['ordinary'])
    expect(fight.byId('brann').newInjuries).toEqual([])
    expect(fight.outcome.result).toBe('lost')
  })

  it('KS-EX-6 KS-DMG-1 KS-DMG-2: damage 9 injures Albrav, Brann and Cira; Dorn is untouched', () => {
    const party = [adventurer('albrav', { rw: 2 }), adventurer('brann', { rw: 3 }), adventurer('cira', { rw: 1 }), adventurer('dorn')]
    const fight = loseBy(party, 9)
    expect(fight.outcome.adventurers.map((a) => a.newInjuries.length)).toEqual([1, 1, 1, 0])
    expect(fight.events.filter((e) => e.type === 'ultraquest.injury').map((e) => e.params['remaining'])).toEqual([6, 2, 0])
    // The points end with Cira's injury: Dorn's armour has nothing to stop.
    expect(fight.has('ultraquest.absorbed')).toBe(false)
    expect(fight.outcome.result).toBe('lost')
  })

  it('KS-DMG-2: RW is armour plus the shield in hand plus the Parade skill', () => {
    const tank = adventurer('tank', {
      skills: ['Parade'],
      items: [
        { name: 'Kettenhemd', kind: 'armour', rw: 3 },
        { name: 'Schild', kind: 'shield', rw: 1, held: true },
        { name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }
      ]
    })
    // 5 = RW 3 + 1 + 1: absorbed; 6 would injure.
    expect(loseBy([tank], 5, {}, 3).outcome.result).toBe('exhausted')
    expect(loseBy([tank], 6).byId('tank').newInjuries).toHaveLength(1)
  })

  it('KS-GAP-24: a shield that is not in hand adds no RW', () => {
    const a = adventurer('a', { items: [{ name: 'Schild', kind: 'shield', rw: 2, held: false }] })
    expect(loseBy([a], 1).byId('a').newInjuries).toHaveLength(1)
  })

  it('KS-EX-8 KS-GAP-3: a remainder within the next RW is absorbed completely and stops', () => {
    const fight = loseBy([adventurer('a', { rw: 2 }), adventurer('b', { rw: 4 }), adventurer('c')], 7)
    expect(fight.outcome.adventurers.map((a) => a.newInjuries.length)).toEqual([1, 0, 0])
    const absorbed = fight.events.find((e) => e.type === 'ultraquest.absorbed')!
    expect(absorbed.params).toMatchObject({ name: 'B', rw: 4, points: 4 })
    expect(absorbed.rule).toBe('KS-GAP-3')
    expect(fight.outcome.result).toBe('lost')
  })

  it('KS-EX-9 KS-DMG-5 KS-GAP-25: damage 7 against A (RW 0) and B (RW 1) runs a second pass from the front; the last point is lost', () => {
    const fight = loseBy([adventurer('a'), adventurer('b', { rw: 1 })], 7)
    expect(fight.events.find((e) => e.type === 'ultraquest.damagePass')?.rule).toBe('KS-DMG-5')
    expect(fight.events.filter((e) => e.type === 'ultraquest.injury').map((e) => e.params['name'])).toEqual(['A', 'B', 'A', 'B'])
    expect(fight.events.find((e) => e.type === 'ultraquest.damageDiscarded')?.params).toEqual({ points: 1 })
    // KS-PARTY-1: nobody is left alive.
    expect(fight.outcome.partyFinished).toBe(true)
  })

  it('KS-DMG-6 KS-DEATH-1: a second injury in the second pass kills', () => {
    const fight = loseBy([adventurer('a'), adventurer('b', { rw: 1 })], 7)
    expect(fight.byId('a')).toMatchObject({ dead: true, diedInFight: true, injuries: ['ordinary', 'ordinary'] })
    expect(fight.byId('b')).toMatchObject({ dead: true, injuries: ['ordinary', 'ordinary'] })
    expect(fight.events.filter((e) => e.type === 'ultraquest.death').map((e) => e.params['name'])).toEqual(['A', 'B'])
  })

  it('KS-DMG-7: in the second pass the RW protects again: damage 5 kills A (RW 0), B (RW 1) keeps one injury', () => {
    // Pass 1: A 1 point, B 1 absorbed + 1 point; pass 2: A 1 point (dies), B absorbs the last point with his RW.
    const fight = loseBy([adventurer('a'), adventurer('b', { rw: 1 })], 5)
    expect(fight.byId('a').dead).toBe(true)
    expect(fight.byId('b')).toMatchObject({ dead: false, newInjuries: ['ordinary'] })
    // The injury of the second pass cites the rule of the second pass.
    expect(fight.events.filter((e) => e.type === 'ultraquest.injury').map((e) => [e.params['name'], e.rule])).toEqual([
      ['A', 'KS-DMG-3'],
      ['B', 'KS-DMG-3'],
      ['A', 'KS-DMG-7']
    ])
  })

  it('KS-DMG-8: an adventurer receives at most one injury per pass: damage 2 injures A and B once each, not A twice', () => {
    const fight = loseBy([adventurer('a'), adventurer('b')], 2)
    expect(fight.outcome.adventurers.map((a) => [a.newInjuries.length, a.dead])).toEqual([
      [1, false],
      [1, false]
    ])
  })

  it('KS-GAP-25: with passes limited to two, points beyond the second pass are discarded', () => {
    const party = [
      adventurer('a'),
      adventurer('b'),
      adventurer('c', {
        items: [
          { name: 'Heiltrank', kind: 'potion', heals: true },
          { name: 'Heiltrank', kind: 'potion', heals: true }
        ]
      })
    ]
    const unlimited = loseBy(party, 9)
    const limited = loseBy(party, 9, { rules: { unlimitedPasses: false } })
    expect(unlimited.events.filter((e) => e.type === 'ultraquest.damagePass').length).toBeGreaterThan(
      limited.events.filter((e) => e.type === 'ultraquest.damagePass').length
    )
    expect(limited.events.some((e) => e.type === 'ultraquest.damageDiscarded')).toBe(true)
  })

  it('KS-ACTION-2 KS-DMG-2 KS-ROLL-7: armour handed over between rounds protects its new wearer at once; stopping all points before any injury is KS-ROLL-7', () => {
    const party = [adventurer('a'), adventurer('b', { rw: 2 })]
    // Round 1 drawn 8 : 8, B hands his armour to A; round 2 lost by 2, which A's new RW 2 stops; round 3 won.
    const fight = play(setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+2' }] }), [3, 3, 6, 1, 1, 4, 6, 6, 1], {
      flee: 'fight',
      handItem: ['b:1>a', 'done']
    })
    expect(fight.events.filter((e) => e.type === 'ultraquest.absorbed').map((e) => [e.round, e.rule, e.params])).toEqual([
      [2, 'KS-ROLL-7', { name: 'A', rw: 2, points: 2 }]
    ])
    expect(fight.outcome.adventurers.map((a) => a.newInjuries)).toEqual([[], []])
  })

  it('KS-GAP-25 KS-DMG-5: a third pass is the GAP default, cited as such; limited to two passes, the points left after the second are discarded', () => {
    // Pass 1 injures A, B and C; pass 2 kills A and would kill B and C but for C's two Heiltränke; 3 points are left.
    const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true }
    const party = [adventurer('a'), adventurer('b'), adventurer('c', { items: [potion, potion] })]
    const passes = (fight: ReturnType<typeof loseBy>) =>
      fight.events.filter((e) => e.type === 'ultraquest.damagePass' || e.type === 'ultraquest.damageDiscarded').map((e) => [e.type, e.rule, e.params])
    expect(passes(loseBy(party, 9, { rules: { unlimitedPasses: false } }))).toEqual([
      ['ultraquest.damagePass', 'KS-DMG-5', { pass: 2 }],
      ['ultraquest.damageDiscarded', 'KS-GAP-25', { points: 3 }]
    ])
    expect(passes(loseBy(party, 9)).slice(0, 2)).toEqual([
      ['ultraquest.damagePass', 'KS-DMG-5', { pass: 2 }],
      ['ultraquest.damagePass', 'KS-GAP-25', { pass: 3 }]
    ])
  })

  it('KS-ROLL-7 KS-EX-7: damage the first adventurer’s armour stops completely is a draw', () => {
    const fight = loseBy([adventurer('a', { rw: 2 }), adventurer('b')], 2, {}, 3)
    expect(fight.has('ultraquest.drawArmour')).toBe(true)
    expect(fight.rules()).toContain('KS-ROLL-7')
    expect(fight.log).toContain('  Armour stops all 2 points: the round is drawn. [KS-ROLL-7]')
    expect(fight.outcome.adventurers.every((a) => a.newInjuries.length === 0)).toBe(true)
  })

  it('KS-DMG-9 KS-NONFIGHT-3: non-fighters receive no damage, even in a later pass', () => {
    const party = [adventurer('a'), adventurer('b'), adventurer('c')]
    const setup = setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+7' }] })
    // a and b fight (1+1, 1+1 = 4), c stays out; opponents 1+7 = 8: damage 4 → a, b, a(dies), b(dies)
    const fight = play(setup, [1, 1, 1], { nonFighters: 'c' })
    expect(fight.byId('c').newInjuries).toEqual(['ordinary', 'ordinary'])
    expect(fight.events.find((e) => e.type === 'ultraquest.nonFightersFall')?.rule).toBe('KS-NONFIGHT-6')
  })
})
