import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { replay, type Answer, type ChooseManyAsk, type ChooseOneAsk, type DiceAsk, type FightIO } from '../../../src-engine/core/index.ts'
import { chooseManyRequest, chooseOneRequest } from '../../../src-engine/core/asks.ts'
import { combatantsOf, type Standing, type StandingCombatant } from '../../../src-engine/core/standing.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem, type OdmOutcome, type OdmSetup } from '../../../src-engine/systems/odm/index.ts'
import { standingLines, standingText } from '../../../src-engine/text/index.ts'
import { duel, fight, play, type Played, type Step } from './helpers.ts'

const EXAMPLES = resolve(import.meta.dirname, '../../../resources/examples')
const example = (name: string): OdmSetup => odmSystem.parseSetup(JSON.parse(readFileSync(resolve(EXAMPLES, name), 'utf8')))

function standingOf(p: Played): Standing {
  if (!p.state.standing) throw new Error('no standing')
  return p.state.standing
}
const at = (setup: OdmSetup, steps: readonly Step[]): Standing => standingOf(play(setup, steps))
const who = (s: Standing, id: string): StandingCombatant => combatantsOf(s).find((c) => c.id === id)!
const value = (s: Standing, id: string, key: string) => who(s, id).values.find((v) => v.key === key)
const marks = (s: Standing, id: string) => who(s, id).marks.map((m) => m.key)

/**
 * Plays a fight in one pass with seeded dice and random legal decisions (surrender and flight now and then), keeping
 * the answers, so that the replay's standing can be compared with the outcome and, cut short, with the events so far.
 */
class RandomIO implements FightIO {
  readonly recording = false
  readonly answers: Answer[] = []
  standing: (() => Standing) | null = null
  constructor(private readonly roller: ReturnType<typeof seededRoller>) {}
  observe(standing: () => Standing): void {
    this.standing = standing
  }
  roll(ask: DiceAsk): readonly number[] {
    const faces: number[] = []
    for (const part of ask.parts) for (const sides of 'sides' in part ? part.sides : []) faces.push(this.roller.face(sides))
    this.answers.push({ type: 'dice', faces })
    return faces
  }
  chooseOne(ask: ChooseOneAsk): string {
    const r = chooseOneRequest(ask)
    const option = this.roller.face(r.key === 'end' ? 12 : 3) === 1 ? r.options[this.roller.face(r.options.length) - 1]!.id : r.default
    this.answers.push({ type: 'chooseOne', option })
    return option
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const r = chooseManyRequest(ask)
    this.answers.push({ type: 'chooseMany', options: r.default })
    return r.default
  }
  confirm(): void {
    this.answers.push({ type: 'confirm' })
  }
  emit(): void {}
}

function setups(): Array<[string, OdmSetup]> {
  const s = (courage: number, le: number, kind: 'hero' | 'monster') => ({ courage, at: 11, pa: 8, bw: 1, le: { current: le, max: le }, tp: 'W6+4', kind })
  return [
    ['duel', example('odm-duel.json')],
    ['1v3', example('odm-1v3.json')],
    [
      'troll v 3',
      fight(
        [{ id: 'troll', sheet: { ...s(9, 40, 'monster'), tp: 'W6+6' } }],
        [1, 2, 3].map((i) => ({ id: `h${i}`, sheet: s(4, 14, 'hero') }))
      )
    ],
    [
      '2v5 every attack',
      fight(
        [
          { id: 'h1', sheet: s(12, 20, 'hero') },
          { id: 'h2', sheet: s(11, 16, 'hero') }
        ],
        [1, 2, 3, 4, 5].map((i) => ({ id: `o${i}`, sheet: s(3, 8, 'monster') })),
        { endQuestion: 'everyAttack' }
      )
    ],
    [
      '2v2 dead at -3',
      fight(
        [1, 2].map((i) => ({ id: `h${i}`, sheet: s(10, 12, 'hero') })),
        [1, 2].map((i) => ({ id: `o${i}`, sheet: s(10, 12, 'monster') })),
        { deadAtLe: -3, minimumDamage: 1 }
      )
    ],
    [
      '3v3 finish round',
      fight(
        [1, 2, 3].map((i) => ({ id: `h${i}`, sheet: s(10, 10, 'hero') })),
        [1, 2, 3].map((i) => ({ id: `o${i}`, sheet: s(10, 10, 'monster') })),
        { outFighterActs: 'finishRound', regroup: 'whenAllEnded', masterlyUsesDefence: true, endQuestion: 'everyPart' }
      )
    ]
  ]
}

const CONDITION: Record<OdmOutcome['combatants'][number]['status'], readonly string[]> = {
  fighting: [],
  defeated: ['out'],
  dead: ['dead'],
  surrendered: ['surrendered'],
  fled: ['fled']
}

describe('ODM standing', () => {
  it.each(setups())(
    'ODM-GAP-8 ODM-END-2 ODM-END-3: over 40 random fights the final standing agrees with the outcome: LE, out, dead, fled, surrendered: %s',
    (_name, setup) => {
      const statuses = new Set<string>()
      for (let seed = 0; seed < 40; seed++) {
        const io = new RandomIO(seededRoller(`standing-${seed}`))
        const outcome = odmSystem.run(setup, io)
        const state = replay(odmSystem, setup, io.answers)
        if (state.status !== 'finished') throw new Error('unfinished')
        const s = state.standing!
        // The provider the rules handed over reads the same live state as the replay's.
        expect(io.standing!()).toEqual(s)
        expect(s.round).toBe(outcome.rounds)
        expect(s.acting).toEqual([])
        expect(s.phase).toEqual({ key: 'odm.standing.phase.over' })
        expect(s.sides.map((side) => side.id)).toEqual(setup.sides.map((side) => side.id))
        for (const c of outcome.combatants) {
          statuses.add(c.status)
          expect(value(s, c.id, 'le'), c.id).toMatchObject({ current: c.leAfter, max: c.leMax })
          expect(who(s, c.id).conditions, `${seed} ${c.id}`).toEqual(CONDITION[c.status])
          if (c.status === 'dead') expect(c.leAfter).toBeLessThanOrEqual(setup.rules.deadAtLe!)
        }
      }
      expect(statuses.size).toBeGreaterThan(1)
    }
  )

  it.each(setups())(
    "ODM-DMG-3 ODM-MULTI-6 ODM-RND-2: cut short anywhere, the standing's LE matches the damage so far and the attacker acts: %s",
    (_name, setup) => {
      const names = new Map(setup.sides.flatMap((side) => side.combatants.map((c) => [c.name, c.id] as const)))
      for (let seed = 0; seed < 12; seed++) {
        const io = new RandomIO(seededRoller(`cut-${seed}`))
        odmSystem.run(setup, io)
        const cut = seededRoller(`where-${seed}`)
        for (let k = 0; k < 4; k++) {
          const state = replay(odmSystem, setup, io.answers.slice(0, cut.face(io.answers.length) - 1))
          if (state.status !== 'pending') continue
          const s = state.standing!
          const lost = new Map<string, number>()
          for (const e of state.events) {
            if (e.type === 'odm.damage' || e.type === 'odm.masterlyDamage')
              lost.set(names.get(String(e.params['defender']))!, (lost.get(names.get(String(e.params['defender']))!) ?? 0) + Number(e.params['lost']))
          }
          for (const c of setup.sides.flatMap((side) => side.combatants)) expect(value(s, c.id, 'le')!.current).toBe(c.sheet.le.current - (lost.get(c.id) ?? 0))
          const r = state.request
          if (r.type === 'dice' && (r.key === 'attack' || r.key === 'damage')) expect(s.acting).toEqual([r.actor])
          if (r.type === 'dice' && r.key === 'defence') expect(s.phase?.params?.['defender']).toBe(combatantsOf(s).find((c) => c.id === r.actor)!.name)
          if (r.type === 'dice' && r.key !== 'rollOff') expect(s.round).toBe(r.round)
          if (!setup.rules.masterlyUsesDefence) {
            // Parry used this round ⇔ he rolled a defence in this round.
            const parried = new Set(
              state.events
                .filter((e) => e.type === 'dice' && e.params['key'] === 'defence' && e.round === s.round)
                .map((e) => names.get(String(e.params['name'])))
            )
            for (const c of combatantsOf(s))
              expect(
                c.marks.some((m) => m.key === 'parryUsed'),
                `${seed} ${c.id} round ${s.round}`
              ).toBe(parried.has(c.id))
          }
          // Whoever acts or is still to act can strike: he is still fighting, or (ODM-GAP-3 'finishRound') fell this round.
          const mayStrike = setup.rules.outFighterActs === 'finishRound' ? [[], ['out'], ['dead']] : [[]]
          for (const id of [...s.acting, ...(s.order ?? [])]) expect(mayStrike).toContainEqual(who(s, id).conditions)
        }
      }
    }
  )

  it('ODM-INI-1 ODM-INI-2 ODM-EX-1 ODM-RND-2: X (courage 13) attacks first in round 1 and again in round 2; Y is next', () => {
    const setup = duel({ courage: 13, at: 10 }, { courage: 11, at: 10 })
    const first = at(setup, [])
    expect(first).toMatchObject({ round: 1, roundTerm: { key: 'odm.standing.round' }, acting: ['x'], order: ['y'] })
    expect(first.phase).toEqual({ key: 'odm.standing.phase.attack', params: { part: 1, attacker: 'X', defender: 'Y' } })
    expect(at(setup, [20])).toMatchObject({ round: 1, acting: ['y'], order: [], phase: { params: { part: 2, attacker: 'Y', defender: 'X' } } })
    // Between rounds the GM is asked whether the fight goes on: nobody acts.
    expect(at(setup, [20, 20])).toMatchObject({ round: 1, acting: [], order: [], phase: { key: 'odm.standing.phase.between' } })
    expect(at(setup, [20, 20, { choose: 'fight' }])).toMatchObject({ round: 2, acting: ['x'], order: ['y'] })
  })

  it('ODM-GAP-1 ODM-INI-1: before the first round, the courage roll-off: round 0, Moed and initiative, named without a round number', () => {
    const s = at(duel({ courage: 10 }, { courage: 10 }), [])
    expect(s).toMatchObject({ round: 0, acting: [], order: [], phase: { key: 'odm.standing.phase.initiative' } })
    // No "Gevechtsronde 0": the round the header names has not begun.
    expect(standingText(s, 'odm', 'nl')).toMatchObject({ roundLabel: 'Vóór de eerste gevechtsronde', phase: 'Moed en initiatief' })
    expect(standingText(s, 'odm', 'de').roundLabel).toBe('Vor der ersten Kampfrunde')
    expect(standingText(s, 'odm', 'en').roundLabel).toBe('Before the first combat round')
    expect(standingText(s, 'odm', 'nb').roundLabel).toBe('Før første kamprunde')
  })

  it("ODM-ATK-3 ODM-RND-3 ODM-EX-2: AT 11, a 15 misses: B's LE unchanged, no defence used, B attacks in part 2", () => {
    const s = at(duel({ courage: 12, at: 11 }, { courage: 8 }), [15])
    expect(s).toMatchObject({ round: 1, acting: ['y'], order: [], phase: { key: 'odm.standing.phase.attack', params: { part: 2 } } })
    expect(value(s, 'y', 'le')).toMatchObject({ current: 30, max: 30 })
    expect(marks(s, 'y')).toEqual([])
  })

  it('ODM-DMG-1 ODM-DMG-2 ODM-DMG-3 ODM-EX-3: TP 7 against BW 3 and LE 30: B stands at LE 26, his parry used, attacking in part 2', () => {
    const setup = odmSystem.parseSetup({
      sides: [
        {
          id: 'heroes',
          name: 'De helden',
          combatants: [{ id: 'a', name: 'Alrik', sheet: { courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 2, tp: 'W6+1', kind: 'hero' } }]
        },
        {
          id: 'orcs',
          name: 'De orks',
          combatants: [{ id: 'b', name: 'Ork', sheet: { courage: 8, at: 10, pa: 8, le: { current: 30, max: 30 }, bw: 3, tp: 'W6+1', kind: 'monster' } }]
        }
      ]
    })
    const s = at(setup, [3, 15, 6])
    const combatant = (id: string, name: string, le: number, at: number, pa: number, bw: number, used: boolean) => ({
      id,
      name,
      values: [
        { key: 'le', label: { key: 'odm.standing.le' }, current: le, max: 30 },
        { key: 'at', label: { key: 'odm.standing.at' }, current: at },
        { key: 'pa', label: { key: 'odm.standing.pa' }, current: pa },
        { key: 'bw', label: { key: 'odm.standing.bw' }, current: bw }
      ],
      conditions: [],
      marks: used ? [{ key: 'parryUsed', label: { key: 'odm.standing.parryUsed' }, harm: false }] : []
    })
    expect(s).toEqual({
      round: 1,
      roundTerm: { key: 'odm.standing.round' },
      phase: { key: 'odm.standing.phase.attack', params: { part: 2, attacker: 'Ork', defender: 'Alrik' } },
      acting: ['b'],
      order: [],
      sides: [
        { id: 'heroes', name: 'De helden', party: true, combatants: [combatant('a', 'Alrik', 30, 11, 9, 2, false)] },
        { id: 'orcs', name: 'De orks', party: false, combatants: [combatant('b', 'Ork', 26, 10, 8, 3, true)] }
      ]
    })
    const nl = standingText(s, 'odm', 'nl')
    expect(nl).toMatchObject({ roundLabel: 'Gevechtsronde 1', phase: '2e deel: Ork valt Alrik aan', actingLabel: 'Ork' })
    const words = (c: (typeof nl.sides)[number]['combatants'][number]) =>
      [...c.values.map((v) => `${v.label} ${v.text}`), ...c.marks.map((m) => m.label)].join(', ')
    expect(nl.sides.map((side) => `${side.name} · ${side.combatants.map(words).join('')}`)).toEqual([
      'De helden · LE 30/30, Aanval 11, Afweer 9, BW 2',
      'De orks · LE 26/30, Aanval 10, Afweer 8, BW 3, afweer gebruikt'
    ])
    expect(standingLines(s, 'odm', 'nl').join('\n')).toContain('Gevechtsronde 1 · 2e deel: Ork valt Alrik aan')
    expect(standingText(s, 'odm', 'en').roundLabel).toBe('Combat round 1')
    expect(standingText(s, 'odm', 'de').roundLabel).toBe('Kampfrunde 1')
    expect(standingText(s, 'odm', 'nb').roundLabel).toBe('Kamprunde 1')
    expect(standingText(s, 'odm', 'en').sides[1]!.combatants[0]!.values.map((v) => `${v.label} ${v.text}`)).toEqual(['LE 26/30', 'AT 10', 'PA 8', 'BW 3'])
  })

  it('ODM-GAP-7 ODM-EX-4 ODM-DEF-2 ODM-EX-5: armour takes the whole blow, or the parry holds: LE stays 30 either way', () => {
    const setup = duel({ courage: 12, at: 11, tp: 'W6+1' }, { courage: 8, pa: 8, bw: 3 })
    expect(value(at(setup, [3, 15, 1]), 'y', 'le')!.current).toBe(30)
    const parried = at(setup, [3, 8])
    expect(value(parried, 'y', 'le')!.current).toBe(30)
    expect(marks(parried, 'y')).toEqual(['parryUsed'])
    expect(parried.acting).toEqual(['y'])
  })

  it('ODM-MULTI-2 ODM-GAP-12: while the Master divides the sides before the first round, the header names that step, not "Gevechtsronde 0"', () => {
    const hero = (id: string) => ({ id, sheet: { courage: 12, kind: 'hero' as const } })
    const orc = (id: string) => ({ id, sheet: { courage: 8, kind: 'monster' as const } })
    const s = at(fight([hero('h1'), hero('h2')], [orc('o1'), orc('o2'), orc('o3')]), [])
    expect(s).toMatchObject({ round: 0, phase: { key: 'odm.standing.phase.division' } })
    expect(standingText(s, 'odm', 'nl')).toMatchObject({ roundLabel: 'Vóór de eerste gevechtsronde', phase: 'Opdeling in aparte gevechten' })
    expect(standingText(s, 'odm', 'de')).toMatchObject({ roundLabel: 'Vor der ersten Kampfrunde', phase: 'Aufteilung in Einzelkämpfe' })
    expect(standingText(s, 'odm', 'en')).toMatchObject({ roundLabel: 'Before the first combat round', phase: 'Division into separate fights' })
    expect(standingText(s, 'odm', 'nb')).toMatchObject({ roundLabel: 'Før første kamprunde', phase: 'Inndeling i egne kamper' })
  })

  it("ODM-MULTI-5 ODM-EX-6 ODM-MULTI-2: orcs 8 + 7 + 6 = 21 against the hero's 14: all three orcs about to attack in part 1 of separate fight 1", () => {
    const three = [8, 7, 6].map((courage, i) => ({ id: `o${i + 1}`, sheet: { courage, kind: 'monster' as const } }))
    const s = at(fight([{ id: 'hero', sheet: { courage: 14, kind: 'hero' } }], three), [])
    expect(s).toMatchObject({
      round: 1,
      acting: ['o1', 'o2', 'o3'],
      order: ['hero'],
      phase: { key: 'odm.standing.phase.fightPart', params: { number: 1, part: 1 } }
    })
    expect(standingText(s, 'odm', 'nl').phase).toBe('Apart gevecht 1, 1e deel')
  })

  it('ODM-MULTI-6 ODM-MULTI-7 ODM-EX-7: the lone hero parries the first attack; the second and third find his parry used', () => {
    const orcs = [1, 2, 3].map((i) => ({ id: `o${i}`, sheet: { courage: 3, at: 10, kind: 'monster' as const } }))
    const setup = fight([{ id: 'hero', sheet: { courage: 2, pa: 9, bw: 1, le: { current: 40, max: 40 }, kind: 'hero' } }], orcs, {
      groupAttackOrder: 'setupOrder'
    })
    // O1 hits, the hero parries (4); O2 hits: his damage roll is next.
    const s = at(setup, [6, { choose: 'defend' }, 4, 7])
    expect(s).toMatchObject({ acting: ['o2'], order: ['o3', 'hero'], phase: { params: { number: 1, part: 1, attacker: 'O2', defender: 'HERO' } } })
    expect(marks(s, 'hero')).toEqual(['parryUsed'])
    const after = at(setup, [6, { choose: 'defend' }, 4, 7, 5, 8])
    expect(value(after, 'hero', 'le')!.current).toBe(40 - 4)
    expect(after).toMatchObject({ acting: ['o3'], order: ['hero'] })
  })

  it('ODM-RND-2 ODM-MULTI-5: in part 2 the side of part 2 is the one acting: the lone hero while he picks his target, then each orc once, the rest of the group after him', () => {
    const orcs = [1, 2, 3].map((i) => ({ id: `o${i}`, sheet: { courage: 3, at: 10, kind: 'monster' as const } }))
    const hero = (courage: number) => [{ id: 'hero', sheet: { courage, at: 12, pa: 9, le: { current: 40, max: 40 }, kind: 'hero' as const } }]
    // The orcs' courage (3 + 3 + 3 = 9) beats the hero's 2: they strike in part 1 (three misses), he in part 2.
    const second = fight(hero(2), orcs, { groupAttackOrder: 'setupOrder' })
    expect(at(second, [20, 20, 20])).toMatchObject({ acting: ['hero'], order: [], phase: { params: { number: 1, part: 2 } } })
    // The hero's 14 beats their 9: he strikes first (a miss), and the group in part 2, each orc named once.
    const first = fight(hero(14), orcs, { groupAttackOrder: 'setupOrder' })
    expect(at(first, [{ choose: 'o1' }, 20])).toMatchObject({ acting: ['o1'], order: ['o2', 'o3'], phase: { params: { part: 2, attacker: 'O1' } } })
  })

  it('ODM-RND-2 ODM-MULTI-6: with one orc of the group out, the lone hero is still to strike in part 2 of the next round', () => {
    const orcs = [1, 2, 3].map((i) => ({
      id: `o${i}`,
      sheet: { courage: 3, at: 10, le: { current: i === 1 ? 2 : 30, max: i === 1 ? 2 : 30 }, kind: 'monster' as const }
    }))
    const setup = fight([{ id: 'hero', sheet: { courage: 2, at: 12, pa: 9, le: { current: 40, max: 40 }, kind: 'hero' } }], orcs, {
      groupAttackOrder: 'setupOrder'
    })
    // Round 1: three misses; the hero hits O1 (3), O1's parry fails (20), 6 points put him out. Round 2: O2 is next.
    const s = at(setup, [20, 20, 20, { choose: 'o1' }, 3, 20, 6, { choose: 'fight' }])
    expect(who(s, 'o1').conditions).toEqual(['out'])
    expect(s).toMatchObject({ round: 2, acting: ['o2'], order: ['o3', 'hero'] })
  })

  it("ODM-MULTI-4 ODM-EX-8 ODM-MULTI-3: in separate fight 1 the rest of the round lists fight 2's attacks after fight 1's", () => {
    const heroes = [1, 2].map((i) => ({ id: `h${i}`, sheet: { courage: 10, kind: 'hero' as const } }))
    const orcs = [1, 2, 3, 4].map((i) => ({ id: `o${i}`, sheet: { courage: 3, kind: 'monster' as const } }))
    const setup = fight(heroes, orcs, { division: 'roundRobin', groupAttackOrder: 'setupOrder' })
    // F1: H1 against O1, O3; F2: H2 against O2, O4; the heroes begin.
    expect(at(setup, [{ choose: 'o1' }])).toMatchObject({ acting: ['h1'], order: ['o1', 'o3', 'h2', 'o2', 'o4'], phase: { params: { number: 1, part: 1 } } })
    expect(at(setup, [{ choose: 'o1' }, 20, 20, 20])).toMatchObject({
      round: 1,
      acting: ['h2'],
      order: ['o2', 'o4'],
      phase: { key: 'odm.standing.phase.fightPart', params: { number: 2, part: 1 } }
    })
  })

  it("ODM-MASTER-2 ODM-MASTER-4 ODM-MASTER-5 ODM-EX-9: a hero's 2 with TP 6 leaves the monster at LE 14 of 20, his parry unused", () => {
    const setup = duel({ courage: 12, tp: 'W6', kind: 'hero' }, { courage: 8, bw: 4, le: { current: 20, max: 20 }, kind: 'monster' })
    const s = at(setup, [2, 6])
    expect(value(s, 'y', 'le')).toMatchObject({ current: 14, max: 20 })
    expect(marks(s, 'y')).toEqual([])
    expect(s.acting).toEqual(['y'])
  })

  it("ODM-MASTER-7 ODM-EX-10 ODM-DEF-1: a monster's 1 is an ordinary hit: he still acts while the hero rolls his defence", () => {
    const setup = duel({ courage: 5, kind: 'hero' }, { courage: 9, kind: 'monster' })
    const p = play(setup, [1])
    expect(p.state.status === 'pending' && p.state.request).toMatchObject({ key: 'defence', actor: 'x' })
    expect(standingOf(p)).toMatchObject({ acting: ['y'], phase: { params: { part: 1, attacker: 'Y', defender: 'X' } } })
  })

  it("ODM-END-2 ODM-GAP-8 ODM-END-3: conditions: surrendered and fled; out at LE 0, dead only by the campaign's deadAtLe", () => {
    const s = (le = 30) => ({ courage: 10, at: 10, pa: 5, le: { current: le, max: 30 }, tp: 'W6+20' })
    const setup = fight(
      [
        { id: 'a', sheet: { ...s(), courage: 12 } },
        { id: 'b', sheet: { ...s(), courage: 11 } }
      ],
      [
        { id: 'c', sheet: s() },
        { id: 'd', sheet: s() }
      ],
      { division: 'roundRobin', endQuestion: 'everyAttack' }
    )
    const gone = at(setup, [{ choose: 'surrender:c' }, 20, { choose: 'flee:b' }])
    expect(who(gone, 'c').conditions).toEqual(['surrendered'])
    expect(who(gone, 'b').conditions).toEqual(['fled'])
    expect(who(gone, 'a').conditions).toEqual([])
    const out = at(duel({ ...s(), courage: 12 }, s(5)), [5, 15, 1])
    expect(who(out, 'y').conditions).toEqual(['out'])
    expect(out).toMatchObject({ round: 1, acting: [], phase: { key: 'odm.standing.phase.over' } })
    expect(value(out, 'y', 'le')!.current).toBe(5 - 21)
    // In ODM's own word, as the log says it: uitgeschakeld.
    expect(standingText(out, 'odm', 'nl').sides[1]!.combatants[0]!.conditions.map((c) => c.label)).toEqual(['uitgeschakeld'])
    const dead = at(duel({ ...s(), courage: 12 }, s(5), { deadAtLe: -10 }), [5, 15, 1])
    expect(who(dead, 'y').conditions).toEqual(['dead'])
    expect(standingText(dead, 'odm', 'nl').sides[1]!.combatants[0]!.conditions.map((c) => c.label)).toEqual(['dood'])
  })

  it('ODM-GAP-10 ODM-MULTI-6: between rounds the parries of the round just fought still show; the next round starts with none', () => {
    const setup = duel({ courage: 12 }, { courage: 8 })
    const between = at(setup, [3, 5, 3, 5])
    expect(between).toMatchObject({ round: 1, phase: { key: 'odm.standing.phase.between' } })
    expect([marks(between, 'x'), marks(between, 'y')]).toEqual([['parryUsed'], ['parryUsed']])
    const next = at(setup, [3, 5, 3, 5, { choose: 'fight' }])
    expect([marks(next, 'x'), marks(next, 'y')]).toEqual([[], []])
  })

  it("ODM-MASTER-7 ODM-INI-3: the party is the heroes' side, whichever side of the setup it is; names come from the setup", () => {
    const left = at(example('odm-1v3.json'), [])
    expect(left.sides.map((side) => [side.name, side.party])).toEqual([
      ['De helden', true],
      ['De orks', false]
    ])
    const right = at(fight([{ id: 'o', sheet: { kind: 'monster' } }], [{ id: 'h', sheet: { kind: 'hero' } }]), [])
    expect(right.sides.map((side) => side.party)).toEqual([false, true])
    expect(who(left, 'ork-2').name).toBe('Ork 2')
  })

  it('ODM-GAP-13 ODM-MULTI-2: a lone fighter asked for his target acts; the group he faces comes in part 2', () => {
    const setup = fight(
      [{ id: 'hero', sheet: { courage: 20, kind: 'hero' } }],
      [
        { id: 'o1', sheet: { courage: 3 } },
        { id: 'o2', sheet: { courage: 3 } }
      ]
    )
    const p = play(setup, [])
    expect(p.state.status === 'pending' && p.state.request).toMatchObject({ key: 'target:hero' })
    expect(standingOf(p)).toMatchObject({
      acting: ['hero'],
      order: ['o1', 'o2'],
      phase: { key: 'odm.standing.phase.fightPart', params: { number: 1, part: 1 } }
    })
  })

  it('ODM-RND-1: the standing is read from the live state, not from events: an IO that records nothing gets the same standing', () => {
    const setup = example('odm-1v3.json')
    const roller = seededRoller('live')
    let provider: (() => Standing) | null = null
    let calls = 0
    const silent: FightIO = {
      recording: false,
      observe: (s) => {
        calls++
        provider = s
      },
      roll: (ask) => ask.parts.flatMap((part) => ('sides' in part ? part.sides : []).map((sides) => roller.face(sides))),
      chooseOne: (ask) => ask.default,
      chooseMany: (ask) => ask.default,
      confirm: () => {},
      emit: () => {
        throw new Error('no events when not recording')
      }
    }
    const outcome = odmSystem.run(setup, silent)
    expect(calls).toBe(1)
    const s = (provider as unknown as () => Standing)()
    for (const c of outcome.combatants) expect(value(s, c.id, 'le')!.current).toBe(c.leAfter)
  })
})
