import { describe, expect, it } from 'vitest'
import {
  playScript,
  replay,
  rollFor,
  type Answer,
  type Decisions,
  type Request,
  type Standing,
  type StandingCombatant
} from '../../../src-engine/core/index.ts'
import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { ultraquestSystem, type UltraquestOutcome, type UltraquestSetup, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'
import { standingLines, standingText } from '../../../src-engine/text/index.ts'
import { adventurer, setupOf } from './fixtures.ts'
import { randomSetup } from './random.ts'
import { loopSize } from '../mutation-scale.ts'

/** The standing before every request of a scripted fight (by the request's key) and at its end ('end'). */
function standings(input: UltraquestSetupInput, dice: number[], decisions: Decisions = {}) {
  const setup = ultraquestSystem.parseSetup(input)
  const { answers } = playScript(ultraquestSystem, setup, { dice, decisions })
  const all = Array.from({ length: answers.length + 1 }, (_, n) => {
    const state = replay(ultraquestSystem, setup, answers.slice(0, n))
    return { key: state.status === 'pending' ? state.request.key : 'end', standing: state.standing! }
  })
  /** The standing while the n-th request with this key waits for its answer, or at the end. */
  return (key: string, nth = 0): Standing => {
    const found = all.filter((s) => s.key === key)[nth]
    if (!found) throw new Error(`no request "${key}" #${nth}; asked: ${all.map((s) => s.key).join(', ')}`)
    return found.standing
  }
}

const party = (s: Standing) => s.sides.find((x) => x.party)!.combatants
const opponents = (s: Standing) => s.sides.find((x) => !x.party)!.combatants
const value = (c: StandingCombatant, key: string) => c.values.find((v) => v.key === key)!

/** A combatant as a GM reads him off the English standing: "1/2", "NK W6+3", RW, conditions and mark keys. */
function brief(standing: Standing, id: string) {
  const c = standingText(standing, 'ultraquest', 'en')
    .sides.flatMap((s) => s.combatants)
    .find((x) => x.id === id)!
  const text = (key: string) => c.values.find((v) => v.key === key)?.text
  return {
    position: c.position,
    injuries: text('injuries'),
    ks: text('ks'),
    rw: c.values.find((v) => v.key === 'rw')?.current,
    conditions: c.conditions.map((x) => x.key),
    marks: c.marks.map((m) => m.key)
  }
}

describe('the standing at the points of the worked examples', () => {
  it('KS-EX-1 KS-EX-2 KS-STR-2 KS-STR-3: before a voluntary fight, the goblin group rolls 4W6+4 and the human with a sword W6+3', () => {
    const human = adventurer('human', { ks: {}, st: 2, items: [{ name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }] })
    const at = standings(
      setupOf({ party: [human], opponents: [{ name: 'Goblin', ks: 'W6+1', count: 4 }], fight: { type: 'NK', marker: '?' } }),
      [1, 1, 1, 1, 1],
      { engage: 'fight' }
    )
    const before = at('engage')
    expect(before).toMatchObject({
      round: 0,
      roundTerm: { key: 'ultraquest.standing.round' },
      phase: { key: 'ultraquest.phase.beforeFight' },
      acting: [],
      actingSide: 'party'
    })
    // Attacked from the front: the party side says nothing of harm from the rear.
    expect(before.sides[0]).toEqual({
      id: 'party',
      name: { key: 'ultraquest.side.party' },
      party: true,
      combatants: [
        {
          id: 'human',
          name: 'Human',
          position: 1,
          values: [
            { key: 'injuries', label: { key: 'ultraquest.value.injuries' }, current: 0, max: 2, rising: true },
            { key: 'ks', label: { key: 'ultraquest.value.ks' }, current: 6.5, text: { key: 'ultraquest.standing.ks', params: { mode: 'NK', ks: 'W6+3' } } },
            { key: 'rw', label: { key: 'ultraquest.value.rw' }, current: 0 }
          ],
          conditions: [],
          marks: []
        }
      ]
    })
    expect(before.sides[1]).toEqual({
      id: 'opponents',
      name: 'Goblin',
      party: false,
      combatants: [
        {
          id: 'opponent:1',
          name: 'Goblin',
          values: [
            { key: 'count', label: { key: 'ultraquest.value.count' }, current: 4 },
            { key: 'ks', label: { key: 'ultraquest.value.ks' }, current: 18, text: { key: 'ultraquest.standing.dice', params: { dice: '4W6+4' } } },
            { key: 'rw', label: { key: 'ultraquest.value.rw' }, current: 0 }
          ],
          conditions: [],
          marks: []
        }
      ]
    })
  })

  it('KS-EX-3 KS-DMG-4 KS-FIGHT-6 KS-INJURY-1: after the damage Albrav has one injury and KS 0; the party lost', () => {
    // Albrav and Brann roll 1+1 each, the troll 1+12: damage 9. Brann's RW 20 takes the 6 left.
    const input = setupOf({ party: [adventurer('albrav', { rw: 2 }), adventurer('brann', { rw: 20 })], opponents: [{ name: 'Troll', ks: 'W6+12' }] })
    const end = standings(input, [1, 1, 1])('end')
    expect(end).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.over', params: { resultKey: 'ultraquest.result.lost' } }, acting: [] })
    expect(end.actingSide).toBeUndefined()
    expect(brief(end, 'albrav')).toEqual({ position: 1, injuries: '1/2', ks: '0', rw: 2, conditions: [], marks: ['injury'] })
    expect(brief(end, 'brann')).toEqual({ position: 2, injuries: '0/2', ks: 'NK W6+1', rw: 20, conditions: [], marks: [] })
    const de = standingText(end, 'ultraquest', 'de')
    expect([de.roundLabel, de.phase, de.actingLabel]).toEqual(['Runde 1', 'Kampf vorbei: die Gruppe hat verloren und zieht sich zurück', null])
    const words = (c: (typeof de.sides)[number]['combatants'][number]) => [
      c.name,
      ...c.values.map((v) => `${v.label} ${v.text}`),
      ...c.conditions.map((x) => x.label),
      ...c.marks.map((m) => m.label)
    ]
    expect(de.sides.map((side) => [side.name, side.combatants.map(words)])).toEqual([
      [
        'Die Gruppe',
        [
          ['Albrav', 'Verletzungen 1/2', 'KS 0', 'RW 2', 'Verletzung ○'],
          ['Brann', 'Verletzungen 0/2', 'KS NK W6+1', 'RW 20']
        ]
      ],
      ['Troll', [['Troll', 'Anzahl 1', 'KS W6+12', 'RW 0']]]
    ])
    expect(standingLines(end, 'ultraquest', 'de').join('\n')).toContain('Albrav: Verletzungen 1/2, KS 0, RW 2, Verletzung ○')
  })

  it('KS-EX-6 KS-DMG-1 KS-DMG-3 KS-ROLL-3: while the opponents roll, the fighters’ declared KS; after the damage three are injured', () => {
    const four = [adventurer('albrav', { rw: 2 }), adventurer('brann', { rw: 3 }), adventurer('cira', { rw: 1 }), adventurer('dorn')]
    const at = standings(setupOf({ party: four, opponents: [{ name: 'Troll', ks: 'W6+16' }] }), [1, 1, 1, 1, 1])
    const rolling = at('opponentRoll')
    expect(rolling).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.roll' }, acting: [], actingSide: 'opponents' })
    expect(party(rolling).map((c) => value(c, 'ks').text)).toEqual(
      Array.from({ length: 4 }, () => ({ key: 'ultraquest.standing.ks', params: { mode: 'NK', ks: 'W6+1' } }))
    )
    const end = at('end')
    expect(party(end).map((c) => [c.id, c.position, value(c, 'injuries').current, value(c, 'rw').current, c.marks.map((m) => m.key)])).toEqual([
      ['albrav', 1, 1, 2, ['injury']],
      ['brann', 2, 1, 3, ['injury']],
      ['cira', 3, 1, 1, ['injury']],
      ['dorn', 4, 0, 0, []]
    ])
    expect(
      party(end)
        .flatMap((c) => c.marks)
        .every((m) => m.harm === true)
    ).toBe(true)
  })

  it('KS-EX-7 KS-ROLL-7 KS-FLEE-1 KS-ACTION-1: a round drawn by armour leaves nobody hurt; the break between rounds asks the party, and a new order stands', () => {
    const input = setupOf({ party: [adventurer('a', { rw: 2 }), adventurer('b')], opponents: [{ name: 'Troll', ks: 'W6+5' }] })
    // 2 + 2 against 1+5: damage 2, which A's RW 2 stops. Round 2: 6+1 + 6+1 against 1+5: the party wins.
    const at = standings(input, [1, 1, 1, 6, 6, 1], { flee: 'fight', marchingOrder: ['b', 'a'] })
    const drawn = at('flee')
    expect(drawn).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.break' }, acting: [], actingSide: 'party' })
    expect(party(drawn).map((c) => value(c, 'injuries').current)).toEqual([0, 0])
    expect(at('marchingOrder')).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.break' }, actingSide: 'party' })
    const round2 = at('nonFighters', 1)
    expect(round2).toMatchObject({ round: 2, phase: { key: 'ultraquest.phase.declarations' } })
    expect(party(round2).map((c) => [c.id, c.position])).toEqual([
      ['b', 1],
      ['a', 2]
    ])
  })

  it('KS-EX-9 KS-DMG-6 KS-DEATH-1 KS-PARTY-1: a second pass leaves both dead', () => {
    const input = setupOf({ party: [adventurer('a'), adventurer('b', { rw: 1 })], opponents: [{ name: 'Troll', ks: 'W6+10' }] })
    const end = standings(input, [1, 1, 1])('end')
    expect(brief(end, 'a')).toEqual({ position: 1, injuries: '2/2', ks: '–', rw: 0, conditions: ['dead'], marks: ['injury', 'injury'] })
    expect(brief(end, 'b')).toEqual({ position: 2, injuries: '2/2', ks: '–', rw: 1, conditions: ['dead'], marks: ['injury', 'injury'] })
  })

  it('KS-EX-10 KS-EX-16 KS-NONFIGHT-2 KS-NONFIGHT-6: non-fighters stand out of the fight until every fighter is dead, then die too', () => {
    const four = [adventurer('a'), adventurer('b'), adventurer('c'), adventurer('d')]
    // A and B roll 1+1 each, the troll 1+7: damage 4 kills both in two passes.
    const at = standings(setupOf({ party: four, opponents: [{ name: 'Troll', ks: 'W6+7' }] }), [1, 1, 1], { nonFighters: 'c+d' })
    const rolling = at('partyRoll')
    expect(['a', 'b', 'c', 'd'].map((id) => brief(rolling, id))).toEqual([
      { position: 1, injuries: '0/2', ks: 'NK W6+1', rw: 0, conditions: [], marks: [] },
      { position: 2, injuries: '0/2', ks: 'NK W6+1', rw: 0, conditions: [], marks: [] },
      { position: 3, injuries: '0/2', ks: '–', rw: 0, conditions: ['out'], marks: ['nonFighter'] },
      { position: 4, injuries: '0/2', ks: '–', rw: 0, conditions: ['out'], marks: ['nonFighter'] }
    ])
    expect(party(rolling)[3]!.marks).toEqual([{ key: 'nonFighter', label: { key: 'ultraquest.mark.nonFighter' } }])
    // The dead non-fighters are dead, no longer marked as staying out.
    const end = at('end')
    expect(['a', 'b', 'c', 'd'].map((id) => brief(end, id))).toEqual(
      [1, 2, 3, 4].map((position) => ({ position, injuries: '2/2', ks: '–', rw: 0, conditions: ['dead'], marks: ['injury', 'injury'] }))
    )
  })

  it('KS-EX-11 KS-FLEE-2 KS-GAP-5: fleeing with W3 = 3 injures A and B; the whole party has fled', () => {
    const input = setupOf({ party: [adventurer('a'), adventurer('b'), adventurer('c')], opponents: [{ name: 'Orc', ks: 'W6+1', count: 3 }] })
    const at = standings(input, [3, 3, 3, 3, 3, 3, 3], { flee: 'flee' })
    expect(at('flightRoll')).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.flight' }, actingSide: 'party' })
    expect(party(at('flightRoll')).map((c) => c.conditions)).toEqual([[], [], []])
    const end = at('end')
    expect(end.phase).toEqual({ key: 'ultraquest.phase.over', params: { resultKey: 'ultraquest.result.fled' } })
    expect(party(end).map((c) => [c.id, value(c, 'injuries').current, c.conditions])).toEqual([
      ['a', 1, ['fled']],
      ['b', 1, ['fled']],
      ['c', 0, ['fled']]
    ])
  })

  it('KS-EX-11 KS-FLEE-4 KS-UNDEAD-2 KS-GAP-13: after a drawn third round against zombies the flight is forced; W3 = 3 injures all three', () => {
    const input = setupOf({ party: [adventurer('a'), adventurer('b'), adventurer('c')], opponents: [{ name: 'Zombie', ks: 'W6+1', count: 3, kind: 'zombie' }] })
    const tie = [3, 3, 3, 3, 3, 3]
    const at = standings(input, [...tie, ...tie, ...tie, 3])
    const forced = at('flightRoll')
    expect(forced).toMatchObject({ round: 3, phase: { key: 'ultraquest.phase.flight' }, actingSide: 'party' })
    expect(opponents(forced)[0]!.marks.map((m) => m.key)).toEqual(['zombie', 'undead', 'neverExhausted'])
    expect(party(at('end')).map((c) => [value(c, 'injuries').current, c.conditions])).toEqual(Array.from({ length: 3 }, () => [1, ['fled']]))
  })

  it('KS-GAP-17: each opponent group shows only its own flags: a Goblin beside skeletons is neither undead nor never exhausted', () => {
    const input = setupOf({
      party: [adventurer('a')],
      opponents: [
        { name: 'Goblin', ks: 'W6+1', count: 4 },
        { name: 'Skelett', ks: 'W6+2', count: 2, kind: 'skeleton' }
      ]
    })
    const rolling = standings(input, [3, 3, 3, 3, 3, 3, 3])('partyRoll')
    expect(opponents(rolling).map((o) => [o.name, o.marks.map((m) => m.key)])).toEqual([
      ['Goblin', []],
      ['Skelett', ['skeleton', 'undead', 'neverExhausted']]
    ])
  })

  it('KS-EX-12 KS-GHOST-2 KS-GHOST-3 KS-CURSE-1: against a ghost the fighter without a magic sword has KS 0; the injuries are cursed', () => {
    const a = adventurer('a', { ks: { nk: 'W6+3' }, items: [{ name: 'Runenschwert', kind: 'weapon', held: true, magic: true, ksBonus: 1 }] })
    const b = adventurer('b', { ks: { nk: 'W6+3' }, items: [{ name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }] })
    const at = standings(setupOf({ party: [a, b], opponents: [{ name: 'Geist', ks: 'W6+6', kind: 'ghost' }] }), [1, 6])
    const rolling = at('partyRoll')
    expect([brief(rolling, 'a').ks, brief(rolling, 'b').ks]).toEqual(['NK W6+3', '0'])
    expect(opponents(rolling)[0]!.marks.map((m) => m.key)).toEqual(['ghost', 'undead', 'magicWeaponsOnly', 'cursedDamage', 'neverExhausted'])
    // 4 against 12: damage 8 goes through a, b, a, b.
    const cursed = { key: 'cursed', label: { key: 'ultraquest.mark.cursed' }, harm: true }
    expect(party(at('end')).map((c) => [c.conditions, c.marks])).toEqual([
      [['dead'], [cursed, cursed]],
      [['dead'], [cursed, cursed]]
    ])
  })

  it('KS-EX-13 KS-SILVER-1 KS-GAP-18: with a silver sword against skeletons the declared KS is W6+3', () => {
    const a = adventurer('a', { ks: { nk: 'W6+2' }, items: [{ name: 'Silberschwert', kind: 'weapon', held: true, silver: true }] })
    const at = standings(setupOf({ party: [a], opponents: [{ name: 'Skelett', ks: 'W6', kind: 'skeleton' }] }), [6, 1])
    expect(value(party(at('partyRoll'))[0]!, 'ks')).toEqual({
      key: 'ks',
      label: { key: 'ultraquest.value.ks' },
      current: 6.5,
      text: { key: 'ultraquest.standing.ks', params: { mode: 'NK', ks: 'W6+3' } }
    })
  })

  it('KS-EX-15 KS-INJURY-3 KS-GAP-21: B waits for the life-saving action with two injuries, drinks C’s Heiltrank and lives', () => {
    const party3 = [
      adventurer('a'),
      adventurer('b', { injuries: ['ordinary'] }),
      adventurer('c', { items: [{ name: 'Heiltrank', kind: 'potion', heals: true }] })
    ]
    // A 1+1, C 1+1 (B is injured: KS 0); the troll 1+5: damage 2 injures A, then B a second time.
    const at = standings(setupOf({ party: party3, opponents: [{ name: 'Troll', ks: 'W6+5' }] }), [1, 1, 1])
    const saving = at('lifeSaving:b')
    expect(saving).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.damage' }, acting: ['b'], actingSide: 'party' })
    // Through the damage the cards show the KS each rolled this round: A's, injured by it, too.
    expect(['a', 'b', 'c'].map((id) => brief(saving, id))).toEqual([
      { position: 1, injuries: '1/2', ks: 'NK W6+1', rw: 0, conditions: [], marks: ['injury'] },
      { position: 2, injuries: '2/2', ks: '0', rw: 0, conditions: [], marks: ['injury', 'injury'] },
      { position: 3, injuries: '0/2', ks: 'NK W6+1', rw: 0, conditions: [], marks: [] }
    ])
    const end = at('end')
    expect(brief(end, 'b')).toEqual({ position: 2, injuries: '1/2', ks: '0', rw: 0, conditions: [], marks: ['injury', 'healed'] })
    expect(party(end)[1]!.marks).toEqual([
      { key: 'injury', label: { key: 'ultraquest.mark.injury' }, harm: true },
      { key: 'healed', label: { key: 'ultraquest.mark.healed', params: { count: 1 } } }
    ])
    expect(brief(end, 'a').injuries).toBe('1/2')
  })

  it('KS-EX-14 KS-ROBBER-2 KS-ROBBER-3: the robbers roll while the party waits; each robbed adventurer shows what he lost', () => {
    const items = [{ name: 'Seil' }, { name: 'Fackel' }, { name: 'Laterne' }, { name: 'Goldbeutel' }]
    const input = setupOf({
      party: [adventurer('a', { items }), adventurer('b', { items: [{ name: 'Seil' }] })],
      opponents: [{ name: 'Räuber', ks: 'W6+10' }],
      fight: { type: 'NK', marker: '!', robbers: true }
    })
    // 2 + 2 against 1+10: damage 7 injures a, b, a (dies), b (dies) and is spent. W10: 4 for a, 7 for b.
    const at = standings(input, [1, 1, 1, 4, 7])
    expect(at('robbery:a')).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.robbers' }, acting: [], actingSide: 'opponents' })
    const robbed = party(at('end')).map((c) => c.marks.find((m) => m.key === 'robbed'))
    expect(robbed).toEqual([
      { key: 'robbed', label: { key: 'ultraquest.mark.robbed', params: { item: 'Goldbeutel', row: 4 } }, harm: true },
      { key: 'robbed', label: { key: 'ultraquest.mark.robbedNothing', params: { row: 7 } } }
    ])
  })
})

describe('the standing of the fight’s other turns', () => {
  it('KS-FIGHT-3 KS-GAP-11: beaten opponents are injured and withdraw', () => {
    const end = standings(setupOf({ party: [adventurer('a')], opponents: [{ name: 'Goblin', ks: 'W6', count: 2 }] }), [6, 1, 1])('end')
    expect(opponents(end)).toEqual([
      expect.objectContaining({
        id: 'opponent:1',
        conditions: ['out'],
        marks: [{ key: 'beaten', label: { key: 'ultraquest.mark.beaten', params: { damage: 5 } }, harm: true }]
      })
    ])
    expect(end.phase).toEqual({ key: 'ultraquest.phase.over', params: { resultKey: 'ultraquest.result.won' } })
  })

  it('KS-VOLUNTARY-1 KS-VOLUNTARY-3: a declined fight leaves everyone out of it in round 0', () => {
    const end = standings(setupOf({ party: [adventurer('a'), adventurer('b', { injuries: ['cursed'] })], fight: { type: 'NK', marker: '?' } }), [], {
      engage: 'decline'
    })('end')
    expect(end).toMatchObject({ round: 0, phase: { key: 'ultraquest.phase.over', params: { resultKey: 'ultraquest.result.declined' } }, acting: [] })
    expect(['a', 'b'].map((id) => brief(end, id))).toEqual([
      { position: 1, injuries: '0/2', ks: 'NK W6+1', rw: 0, conditions: ['out'], marks: [] },
      { position: 2, injuries: '1/2', ks: '0', rw: 0, conditions: ['out'], marks: ['cursed'] }
    ])
  })

  it('KS-TARGET-1 KS-GAP-28 KS-DEATH-1: adventurers a fight is not aimed at stand aside; the dead among them are dead, not aside', () => {
    const dead = adventurer('d', { dead: true, injuries: ['ordinary', 'ordinary'] })
    const input = setupOf({ party: [adventurer('a'), adventurer('b'), adventurer('c'), dead], fight: { type: 'NK', marker: '!', targets: ['b'] } })
    const rolling = standings(input, [6, 1, 1])('partyRoll')
    expect(['a', 'b', 'c', 'd'].map((id) => [brief(rolling, id).ks, brief(rolling, id).conditions, brief(rolling, id).marks])).toEqual([
      ['–', ['out'], ['notTargeted']],
      ['NK W6+1', [], []],
      ['–', ['out'], ['notTargeted']],
      ['–', ['dead'], ['injury', 'injury']]
    ])
    expect(party(rolling)[0]!.marks).toEqual([{ key: 'notTargeted', label: { key: 'ultraquest.mark.notTargeted' } }])
  })

  it('KS-TYPE-5 KS-SKILL-4 KS-ACTION-4 KS-GAP-9: the one asked how he fights is the one acting; those declared before him show their KS, a slow action its item', () => {
    const bow = { name: 'Bogen', kind: 'weapon' as const, ranged: true, ksBonus: 2 }
    const a = adventurer('a', { ks: { nk: 'W6+1', fk: 'W6+4' }, items: [bow] })
    const b = adventurer('b', { ks: { nk: 'W6+1', fk: 'W6' }, skills: ['Sturmangriff'], items: [{ name: 'Dolch', kind: 'weapon', ready: false }] })
    const input = setupOf({ party: [a, b], fight: { type: 'NK+FK', marker: '!' } })
    const at = standings(input, [6, 1, 1], { 'mode:a': 'NK', 'r1:mode:b': 'sitOut', 'r1:slowAction:b': 'row1' })
    const askingB = at('mode:b')
    expect(askingB).toMatchObject({ round: 1, phase: { key: 'ultraquest.phase.declarations' }, acting: ['b'], actingSide: 'party' })
    // a chose NK (his default would be FK W6+4); b is not declared yet: what the default declaration would give him.
    expect([brief(askingB, 'a').ks, brief(askingB, 'b').ks]).toEqual(['NK W6+1', 'NK W6+1'])
    expect(at('slowAction:b').acting).toEqual(['b'])
    const rolling = at('partyRoll')
    expect(rolling.acting).toEqual([])
    expect(brief(rolling, 'b')).toMatchObject({ ks: '0', marks: ['slowAction'] })
    expect(party(rolling)[1]!.marks[0]!.label).toEqual({ key: 'ultraquest.mark.slowAction', params: { item: 'Dolch', row: 1 } })
  })

  it('KS-TYPE-6 KS-STR-1 KS-GAP-2: in an FK fight each card shows the FK KS of the sheet as printed: dice alone, or a bonus alone', () => {
    const b = adventurer('b', { ks: { nk: 'W6', fk: '2W6' } })
    const c = adventurer('c', { ks: { nk: 'W6', fk: '3' } })
    const input = setupOf({ party: [adventurer('a'), b, c], opponents: [{ name: 'Goblin', ks: 'W6+1', count: 2 }], fight: { type: 'FK', marker: '!' } })
    // A's FK is the fixture's W6. 6 + 6+6 + 3 against 1+1+2: the party wins.
    const at = standings(input, [6, 6, 6, 1, 1])
    const ks = (mode: string, dice: string, current: number) => ({
      key: 'ks',
      label: { key: 'ultraquest.value.ks' },
      current,
      text: { key: 'ultraquest.standing.ks', params: { mode, ks: dice } }
    })
    // Before the declarations what the default would give, while the opponents roll what was declared.
    for (const key of ['nonFighters', 'opponentRoll'])
      expect(
        party(at(key)).map((x) => value(x, 'ks')),
        key
      ).toEqual([ks('FK', 'W6', 3.5), ks('FK', '2W6', 7), ks('FK', '3', 3)])
    expect(['a', 'b', 'c'].map((id) => brief(at('opponentRoll'), id).ks)).toEqual(['FK W6', 'FK 2W6', 'FK 3'])
  })

  it('KS-SKILL-1 KS-REAR-1 KS-DEMON-2 KS-GAP-17: from behind against goblins and a demon: harm from the rear, each group name once, the demon’s flags, the skills used', () => {
    const runenschwert = { name: 'Runenschwert', kind: 'weapon' as const, held: true, magic: true }
    const k = adventurer('k', { ks: { nk: 'W6+3' }, rw: 2, skills: ['Sturmangriff', 'Rundumschlag'], items: [runenschwert] })
    const input = setupOf({
      party: [adventurer('a'), k],
      opponents: [
        { name: 'Goblin', ks: 'W6+1', count: 3 },
        { name: 'Dämon', ks: 'W6', kind: 'demon' },
        { name: 'Goblin', ks: 'W6' }
      ],
      fight: { type: 'NK', marker: '!', fromBehind: true }
    })
    // A has no magic weapon (KS 0), K's leather counts 0 against the demon. K 6+5 against 1+1+1+3 + 1 + 1: the party wins.
    const at = standings(input, [6, 1, 1, 1, 1, 1], { 'skills:k': ['Sturmangriff', 'Rundumschlag'] })
    const injuries = { key: 'injuries', label: { key: 'ultraquest.value.injuries' }, current: 0, max: 2, rising: true }
    const rw = { key: 'rw', label: { key: 'ultraquest.value.rw' }, current: 0 }
    const skillUsed = (skill: string) => ({ key: 'skillUsed', label: { key: 'ultraquest.mark.skillUsed', params: { skill } } })
    const kRow = {
      id: 'k',
      name: 'K',
      position: 2,
      values: [
        injuries,
        { key: 'ks', label: { key: 'ultraquest.value.ks' }, current: 8.5, text: { key: 'ultraquest.standing.ks', params: { mode: 'NK', ks: 'W6+5' } } },
        rw
      ],
      conditions: [],
      marks: [skillUsed('Sturmangriff'), skillUsed('Rundumschlag')]
    }
    const group = (n: number, name: string, count: number, dice: string, current: number, marks: unknown[]) => ({
      id: `opponent:${n}`,
      name,
      values: [
        { key: 'count', label: { key: 'ultraquest.value.count' }, current: count },
        { key: 'ks', label: { key: 'ultraquest.value.ks' }, current, text: { key: 'ultraquest.standing.dice', params: { dice } } },
        rw
      ],
      conditions: [],
      marks
    })
    expect(at('opponentRoll').sides).toEqual([
      {
        id: 'party',
        name: { key: 'ultraquest.side.party' },
        party: true,
        harmFromRear: true,
        combatants: [
          {
            id: 'a',
            name: 'A',
            position: 1,
            values: [injuries, { key: 'ks', label: { key: 'ultraquest.value.ks' }, current: 0, text: { key: 'ultraquest.standing.ksZero' } }, rw],
            conditions: [],
            marks: []
          },
          kRow
        ]
      },
      {
        id: 'opponents',
        name: 'Goblin, Dämon',
        party: false,
        combatants: [
          group(1, 'Goblin', 3, '3W6+3', 13.5, []),
          group(2, 'Dämon', 1, 'W6', 3.5, [
            { key: 'demon', label: { key: 'ultraquest.kind.demon' } },
            { key: 'undead', label: { key: 'ultraquest.mark.undead' } },
            { key: 'magicWeaponsOnly', label: { key: 'ultraquest.mark.magicWeaponsOnly' } },
            { key: 'magicArmourOnly', label: { key: 'ultraquest.mark.magicArmourOnly' } },
            { key: 'cursedDamage', label: { key: 'ultraquest.mark.cursedDamage' } },
            { key: 'neverExhausted', label: { key: 'ultraquest.mark.neverExhausted' } }
          ]),
          group(3, 'Goblin', 1, 'W6', 3.5, [])
        ]
      }
    ])
    // The skills stay marked to the end, when K's card shows his KS without them again.
    expect(party(at('end'))[1]).toEqual({
      ...kRow,
      values: [
        injuries,
        { key: 'ks', label: { key: 'ultraquest.value.ks' }, current: 6.5, text: { key: 'ultraquest.standing.ks', params: { mode: 'NK', ks: 'W6+3' } } },
        rw
      ]
    })
    const en = standingText(at('opponentRoll'), 'ultraquest', 'en')
    expect(en.sides.map((side) => [side.name, side.combatants.map((c) => c.marks.map((m) => m.label))])).toEqual([
      ['The party', [[], ['Sturmangriff used', 'Rundumschlag used']]],
      ['Goblin, Dämon', [[], ['demon', 'undead', 'only magic weapons hit', 'only magic armour protects', 'cursed damage ●', 'never exhausted'], []]]
    ])
  })

  it('KS-ACTION-4 KS-FLEE-4 KS-INJURY-3 KS-GAP-21: a slow action is marked until the round ends; in the flight after it the fetched Heiltrank may be drunk, and no mark names an empty row', () => {
    const heiltrank = { name: 'Heiltrank', kind: 'potion' as const, heals: true }
    const input = setupOf({
      party: [
        adventurer('a', { injuries: ['ordinary'], rw: 20 }),
        adventurer('x', { items: [{ ...heiltrank, ready: false }] }),
        adventurer('b', { injuries: ['ordinary'], items: [heiltrank] })
      ],
      opponents: [{ name: 'Zombie', ks: 'W6+1', kind: 'zombie' }],
      rules: { maxRounds: 1 }
    })
    // a and b are injured (KS 0), x sits out for the Heiltrank in his backpack; the zombie's 2 stop at a's RW 20: drawn.
    // The undead force the flight (W3 = 3): a drinks x's Heiltrank, now ready (his rear man's), and b his own.
    const at = standings(input, [1, 3], { nonFighters: 'none', 'mode:x': 'sitOut', 'lifeSaving:a': 'x:1', 'lifeSaving:b': 'b:1' })
    expect(party(at('opponentRoll'))[1]!.marks).toEqual([
      { key: 'slowAction', label: { key: 'ultraquest.mark.slowAction', params: { item: 'Heiltrank', row: 1 } } }
    ])
    for (const key of ['flightRoll', 'lifeSaving:a', 'lifeSaving:b']) expect(brief(at(key), 'x').marks, key).not.toContain('slowAction')
    // In the flight the cards still show the round's KS: 0 for the injured, and for X, who sat it out.
    expect(['a', 'x', 'b'].map((id) => brief(at('flightRoll'), id))).toEqual([
      { position: 1, injuries: '1/2', ks: '0', rw: 20, conditions: [], marks: ['injury'] },
      { position: 2, injuries: '0/2', ks: '0', rw: 0, conditions: [], marks: [] },
      { position: 3, injuries: '1/2', ks: '0', rw: 0, conditions: [], marks: ['injury'] }
    ])
    expect(standingLines(at('lifeSaving:b'), 'ultraquest', 'en').join('\n')).not.toContain('out of the backpack')
  })
})

/**
 * An answer a GM might give: the dice from the generator; for a choice, the default half of the time, else any legal
 * one (whether to fight at all or flee: the default five times in six, so that fights also last to exhaustion).
 */
function anyAnswer(request: Request, r: DiceRoller): Answer {
  if (request.type === 'dice') return rollFor(request, r)
  if (request.type === 'confirm') return { type: 'confirm' }
  const ids = request.options.map((o) => o.id)
  const useDefault = request.key === 'engage' || request.key === 'flee' ? r.face(6) > 1 : r.face(2) === 1
  if (request.type === 'chooseOne') return { type: 'chooseOne', option: useDefault ? request.default : ids[r.face(ids.length) - 1]! }
  if (useDefault) return { type: 'chooseMany', options: request.default }
  const shuffled = [...ids]
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = r.face(i + 1) - 1
    ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
  }
  const size = request.min + r.face(request.max - request.min + 1) - 1
  return { type: 'chooseMany', options: shuffled.slice(0, size) }
}

/** What must hold at every request: the standing's round and who is asked match the request. */
function checkPending(setup: UltraquestSetup, request: Request, standing: Standing): void {
  expect(standing.round).toBe(request.round)
  const robbery = request.key.startsWith('robbery:')
  expect(standing.actingSide).toBe(request.key === 'opponentRoll' || robbery ? 'opponents' : 'party')
  expect(standing.acting).toEqual(request.actor !== undefined && !robbery ? [request.actor] : [])
  expect(party(standing).map((c) => c.position)).toEqual(setup.party.map((_, i) => i + 1))
}

function checkEnd(setup: UltraquestSetup, outcome: UltraquestOutcome, standing: Standing): void {
  expect(standing.round).toBe(outcome.rounds)
  expect(standing.phase).toEqual({ key: 'ultraquest.phase.over', params: { resultKey: `ultraquest.result.${outcome.result}` } })
  expect(standing.acting).toEqual([])
  expect(standing.actingSide).toBeUndefined()
  expect(party(standing).map((c) => c.id)).toEqual(outcome.marchingOrder)
  for (const a of outcome.adventurers) {
    const c = party(standing).find((x) => x.id === a.id)!
    const aimedAt = setup.fight.targets === undefined || setup.fight.targets.includes(a.id)
    expect(value(c, 'injuries'), a.id).toMatchObject({ current: a.injuries.length, max: 2, rising: true })
    expect(c.marks.filter((m) => m.key === 'injury' || m.key === 'cursed').map((m) => (m.key === 'injury' ? 'ordinary' : 'cursed'))).toEqual(a.injuries)
    expect(c.conditions.includes('dead'), a.id).toBe(a.dead)
    expect(c.conditions.includes('fled'), a.id).toBe(outcome.fled && aimedAt && !a.dead)
    expect(c.marks.some((m) => m.key === 'robbed')).toBe(a.robbed !== null)
    expect(c.marks.some((m) => m.key === 'healed')).toBe(a.healedInFight > 0)
  }
  expect(opponents(standing).every((o) => o.conditions.includes('out') === (outcome.result === 'won'))).toBe(true)
}

describe('the standing agrees with the fight', () => {
  it('KS-INJURY-1 KS-DEATH-1 KS-FLEE-2 KS-ROBBER-1: over random fights with random decisions, at every request and at the end', () => {
    let fights = 0
    const results = new Set<string>()
    for (let seed = 1; seed <= loopSize(120, 60); seed++) {
      const setup = randomSetup(seed)
      if (!setup) continue
      for (let n = 0; n < 3; n++) {
        const r = seededRoller(`standing-${seed}-${n}`)
        const answers: Answer[] = []
        for (;;) {
          const state = replay(ultraquestSystem, setup, answers)
          expect(state.standing).not.toBeNull()
          if (state.status === 'finished') {
            checkEnd(setup, state.outcome, state.standing!)
            results.add(state.outcome.result)
            break
          }
          checkPending(setup, state.request, state.standing!)
          answers.push(anyAnswer(state.request, r))
        }
        fights++
      }
    }
    expect(fights).toBeGreaterThanOrEqual(loopSize(200, 100))
    expect([...results].sort()).toEqual(['declined', 'exhausted', 'fled', 'lost', 'won'])
  })
})
