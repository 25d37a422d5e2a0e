import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loopSize } from '../mutation-scale.ts'
import { facesFor } from '../../../src-engine/core/asks.ts'
import {
  chooseManyRequest,
  chooseOneRequest,
  diceRequest,
  type ChooseManyAsk,
  type ChooseOneAsk,
  type DiceAsk,
  type FightEvent,
  type FightIO,
  type Request,
  type Standing,
  type StandingCombatant
} from '../../../src-engine/core/index.ts'
import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem, type ThaliaOutcome, type ThaliaSetup } from '../../../src-engine/systems/thalia/index.ts'
import { menById } from '../../../src-engine/systems/thalia/tables.ts'
import { standingText } from '../../../src-engine/text/index.ts'
import { monster, pc, play, setupOf, type Played, type Script } from './fixtures.ts'

/**
 * Thalia's standing (standing.ts): where the fight stands, read from the live fight. The property test plays many
 * seeded fights with random legal answers through a recording IO that looks at the standing before every request,
 * as the fight runner does when it waits for the GM, and compares it with the log so far and, at the end, with the
 * outcome; the worked examples pin exact standings.
 */

const EXAMPLES = readdirSync(new URL('../../../resources/examples/', import.meta.url)).filter((n) => n.startsWith('thalia-') && n.endsWith('.json'))
const example = (name: string) => JSON.parse(readFileSync(new URL(`../../../resources/examples/${name}`, import.meta.url), 'utf8'))

/** A fight's answers drawn as it goes (linear, where a replay per answer would be quadratic), looking at the standing at every request. */
class Recorder implements FightIO {
  readonly recording = true
  readonly events: FightEvent[] = []
  private provider: (() => Standing) | null = null
  readonly seen: { request: Request; standing: Standing; events: number }[] = []

  constructor(private readonly roller: DiceRoller) {}

  observe(standing: () => Standing): void {
    this.provider = standing
  }

  standing(): Standing {
    if (!this.provider) throw new Error('the rules never handed over their standing')
    return this.provider()
  }

  private look(request: Request): void {
    this.seen.push({ request, standing: this.standing(), events: this.events.length })
  }

  roll(ask: DiceAsk): readonly number[] {
    this.look(diceRequest(ask))
    return facesFor(ask, this.roller.face)
  }

  chooseOne(ask: ChooseOneAsk): string {
    const request = chooseOneRequest(ask)
    this.look(request)
    return this.roller.face(2) === 1 ? request.default : request.options[this.roller.face(request.options.length) - 1]!.id
  }

  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const request = chooseManyRequest(ask)
    this.look(request)
    return this.roller.face(2) === 1 ? request.default : [...request.default].reverse()
  }

  confirm(): void {}

  emit(event: FightEvent): void {
    this.events.push(event)
  }
}

const combatants = (s: Standing) => new Map(s.sides.flatMap((side) => side.combatants.map((c) => [c.name, c] as const)))
const value = (c: StandingCombatant, key: string) => c.values.find((v) => v.key === key)
const menMarks = (c: StandingCombatant) => c.marks.filter((m) => m.key === 'men').map((m) => m.label.params?.['injury'])

/** What the log says of each fighter so far, by name: HP named last, state words, Mén gained. */
function fromLog(setup: ThaliaSetup, events: readonly FightEvent[]) {
  const hp = new Map(setup.combatants.map((c) => [c.sheet.name, c.sheet.hp]))
  const state = new Map<string, string>()
  const men = new Map<string, string[]>()
  for (const e of events) {
    const target = e.params['target'] as string
    switch (e.type) {
      case 'thalia.damage':
      case 'thalia.damageDoubled':
      case 'thalia.damageDoubledAfterVern':
      case 'thalia.healed':
        hp.set(target, e.params['hp'] as number)
        break
      case 'thalia.dying':
        state.set(target, 'dying')
        break
      case 'thalia.stabilised':
        state.set(target, 'stabilised')
        break
      case 'thalia.onFeet':
        state.set(target, 'active')
        break
      case 'thalia.pcDied':
      case 'thalia.killed':
        state.set(target, 'dead')
        break
      case 'thalia.moraleFlees':
        state.set(target, 'fled')
        break
      case 'thalia.pcFlees':
        state.set(e.params['actor'] as string, 'fled')
        break
      case 'thalia.npcOut':
        state.set(target, 'out')
        break
      case 'thalia.men':
        men.set(target, [...(men.get(target) ?? []), e.params['injury'] as string])
        break
    }
  }
  return { hp, state, men }
}

const CONDITIONS: Record<string, string[]> = {
  active: [],
  dying: ['dying'],
  stabilised: ['stabilised', 'unconscious'],
  dead: ['dead'],
  fled: ['fled'],
  out: ['out']
}

/** Setups for the property test: the examples, and fixtures that bring Døende SKs, allies, Gruppekamp and the alternatives. */
function setups(): { name: string; setup: ThaliaSetup }[] {
  const list: { name: string; setup: ThaliaSetup }[] = EXAMPLES.map((name) => ({
    name,
    setup: thaliaSystem.parseSetup({ ...example(name), rules: { ...example(name).rules, maxRounds: 12 } })
  }))
  const fragile = [
    pc('Bertil', { hp: 4, skills: { Sverd: 'kyndig', Legekunst: 'kyndig' } }),
    pc('Arne', { hp: 5, belt: [{ name: 'Eliksir', heal: '1t4' }] }),
    pc('Cecilie', { hp: 3, skills: { Legekunst: 'kyndig' } })
  ]
  const ogres = [
    monster('Troll', { hp: 14, maxHp: 14, attacks: [{ name: 'Klubbe', damage: '1t8' }] }, { group: 'troll', leader: true }),
    monster(
      'Ulv',
      { kampand: 5, attacks: [{ name: 'Bitt', damage: '1t6', effect: { name: 'Gift', resist: 'toffhet', coupVulnerable: true } }] },
      { group: 'troll' }
    )
  ]
  list.push({ name: 'fragile SKs', setup: thaliaSystem.parseSetup(setupOf([...fragile, ...ogres], { maxRounds: 12 })) })
  list.push({
    name: 'finishing the dying',
    setup: thaliaSystem.parseSetup(setupOf([...fragile, ...ogres], { maxRounds: 12, attackOnDying: 'kills', npcAtZeroHp: 'out', initiativeEachRound: true }))
  })
  const guards = [
    monster('Vakt1', { kampand: 8 }, { group: 'vakter', side: 'players' }),
    monster('Vakt2', { kampand: 8 }, { group: 'vakter', side: 'players' })
  ]
  const bandits = [
    monster('Bandit1', { kampand: 6 }, { group: 'banditter', leader: true }),
    monster('Bandit2', { kampand: 6 }, { group: 'banditter' }),
    monster('Bandit3', { kampand: 6 }, { group: 'banditter' })
  ]
  list.push({
    name: 'Gruppekamp with allies',
    setup: thaliaSystem.parseSetup(setupOf([pc('Bertil', { hp: 8 }), ...guards, ...bandits], { maxRounds: 12 }, { groupCombat: true, opening: 'surpriseRoll' }))
  })
  list.push({
    name: 'all declare first',
    setup: thaliaSystem.parseSetup(
      setupOf(
        [...fragile, ...ogres],
        { maxRounds: 12, declaration: 'allFirst', aftermath: 'stop', defenceTriumph: 'replacesNextAction' },
        { opening: 'ambush:players' }
      )
    )
  })
  return list
}

describe('Thalia standing against the log and the outcome', () => {
  it('THA-DMG-1 THA-DYING-1 THA-MEN-1 THA-END-1: over 240 random fights the standing names the HP the log last named, who acts, each state and Mén; at the end it agrees with the outcome', () => {
    let fights = 0
    let checked = 0
    const seenKinds = new Set<string>()
    for (const { name, setup } of setups()) {
      for (let seed = 0; seed < loopSize(40, 15); seed++) {
        const io = new Recorder(seededRoller(`${name}-${seed}`))
        const outcome = thaliaSystem.run(setup, io) as ThaliaOutcome
        for (const { request, standing, events } of io.seen) {
          const log = fromLog(setup, io.events.slice(0, events))
          const byName = combatants(standing)
          expect(standing.round, name).toBe(request.round)
          expect(byName.size).toBe(setup.combatants.length)
          for (const c of setup.combatants) {
            const s = byName.get(c.sheet.name)!
            // The browser test's promise: after every damage line the HP in the column is the HP the log named.
            expect(value(s, 'hp')?.current, `${name} ${seed}: HP of ${c.sheet.name} at ${request.key}`).toBe(log.hp.get(c.sheet.name))
            // Stabilising changes the state with the roll of its days, which the log names once rolled.
            const state = request.key === 'unconsciousDays' ? undefined : log.state.get(c.sheet.name)
            if (state) expect(s.conditions, `${name} ${seed}: ${c.sheet.name}`).toEqual(CONDITIONS[state])
            expect(menMarks(s)).toEqual([
              ...(c.sheet.kind === 'pc' ? c.sheet.injuries.map((i) => menById(i.id)!.name) : []),
              ...(log.men.get(c.sheet.name) ?? [])
            ])
            for (const k of s.conditions) seenKinds.add(k)
          }
          // THA-ACT-1: the SK asked for its Action is the one acting now.
          if (request.key === 'action' || request.key === 'preparedAction')
            expect(standing.acting, `${name} ${seed} r${request.round}`).toEqual([request.actor])
          for (const id of [...standing.acting, ...(standing.order ?? [])]) expect(setup.combatants.some((c) => c.sheet.id === id)).toBe(true)
          checked++
        }
        const end = io.standing()
        const byId = new Map(end.sides.flatMap((side) => side.combatants.map((c) => [c.id, c] as const)))
        for (const o of outcome.combatants) {
          const s = byId.get(o.id)!
          expect(value(s, 'hp')?.current, `${name} ${seed}: ${o.name}`).toBe(o.hp)
          expect(s.conditions).toEqual(o.status === 'out' && o.kind === 'pc' ? ['unconscious'] : CONDITIONS[o.status])
          if (o.kind === 'pc') {
            const sheet = setup.combatants.find((c) => c.sheet.id === o.id)!.sheet as { injuries: { id: string }[] }
            expect(menMarks(s)).toEqual([...sheet.injuries.map((i) => menById(i.id)!.name), ...o.injuries.map((i) => i.name)])
            expect(value(s, 'lastBreath')?.current ?? null).toBe(o.status === 'dying' ? o.lastBreath : null)
          }
        }
        expect(end.sides.find((s) => s.party)?.id).toBe('players')
        expect(end.acting).toEqual([])
        expect(end.phase?.key).toBe('thalia.standing.phase.over')
        fights++
      }
    }
    expect(fights).toBeGreaterThanOrEqual(loopSize(200, 75))
    expect(checked).toBeGreaterThan(loopSize(10_000, 3_000))
    // The fights reached every state the standing words.
    expect([...seenKinds].sort()).toEqual(['dead', 'dying', 'fled', 'out', 'stabilised', 'unconscious'])
  }, 120_000)
})

/** A fight stopped at the first request `at` accepts: its standing there. */
function standingAt(played: Played): Standing {
  return played.state.standing!
}
const stopAt = (key: string, n = 1) => {
  let seen = 0
  return (r: Request) => r.key === key && ++seen === n
}
const of = (s: Standing, id: string) => s.sides.flatMap((side) => side.combatants).find((c) => c.id === id)!

describe('Thalia standing at the worked examples', () => {
  const skyggeflenger = monster('Skyggeflenger', { hp: 10, maxHp: 10, kampand: 9 })
  const bertil = pc('Bertil')

  it('THA-EX-1 THA-ATK-10 THA-DMG-2 THA-RND-2: Bertil hits the Skyggeflenger for 4: HP 10 → 6 in the standing; Bertil acts while the monster waits its Turn', () => {
    const script: Script = { dice: { initiative: [[6, 1]], hit: [[11]], damage: [[4]] }, choose: { attribute: ['agilitet'] } }
    const atDamage = play(setupOf([bertil, skyggeflenger]), { ...script, stopAt: stopAt('damage') })
    const before = standingAt(atDamage)
    expect([before.round, before.phase, before.actingSide, before.acting, before.order]).toEqual([1, undefined, 'players', ['Bertil'], ['Skyggeflenger']])
    expect(of(before, 'Skyggeflenger').values[0]).toEqual({ key: 'hp', label: { key: 'thalia.standing.hp' }, current: 10, max: 10 })
    const after = standingAt(play(setupOf([bertil, skyggeflenger]), { ...script, stopAt: stopAt('defence') }))
    expect(of(after, 'Skyggeflenger')).toEqual({
      id: 'Skyggeflenger',
      name: 'Skyggeflenger',
      values: [
        { key: 'hp', label: { key: 'thalia.standing.hp' }, current: 6, max: 10 },
        { key: 'vern', label: { key: 'thalia.standing.vern' }, current: 0 },
        { key: 'kampand', label: { key: 'thalia.standing.kampand' }, current: 9 }
      ],
      conditions: [],
      marks: []
    })
    expect([after.actingSide, after.acting, after.order]).toEqual(['monsters', ['Skyggeflenger'], []])
    const nb = standingText(after, 'thalia', 'nb')
    expect([nb.roundLabel, nb.phase, nb.actingLabel]).toEqual(['Runde 1', null, 'Skyggeflenger'])
    expect(nb.sides.map((side) => [side.name, side.combatants.map((c) => [c.name, c.values.map((v) => `${v.label} ${v.text}`)])])).toEqual([
      ['Spillersiden', [['Bertil', ['HP 10/10', 'Vern 0']]]],
      ['Monstrene', [['Skyggeflenger', ['HP 6/10', 'Vern 0', 'Kampånd 9']]]]
    ])
    expect(standingText(after, 'thalia', 'en').roundLabel).toBe('Round 1')
    expect(standingText(after, 'thalia', 'de').roundLabel).toBe('Runde 1')
    expect(standingText(after, 'thalia', 'nl').roundLabel).toBe('Ronde 1')
  })

  it('THA-GAP-1 THA-RND-2 THA-RND-3: while the players choose their order both able ones are still to act; at the second one’s Turn the first, who has acted, is no longer listed', () => {
    // Cecilie and Gob2 came to the fight at 0 HP: they stand on their sides but never act.
    const setup = setupOf([bertil, pc('Arne'), pc('Cecilie', { hp: 0 }), monster('Gob', { kampand: 12 }), monster('Gob2', { hp: 0, kampand: 12 })], {
      maxRounds: 1
    })
    const script: Script = { dice: { initiative: [[6, 1]] }, choose: { action: ['pass', 'pass'] }, seed: 2 }
    const choosing = standingAt(play(setup, { ...script, stopAt: stopAt('turnOrder') }))
    expect([choosing.actingSide, choosing.acting, choosing.order]).toEqual(['players', [], ['Bertil', 'Arne', 'Gob']])
    const second = standingAt(play(setup, { ...script, stopAt: (r) => r.key === 'action' && r.actor === 'Arne' }))
    expect([second.actingSide, second.acting, second.order]).toEqual(['players', ['Arne'], ['Gob']])
  })

  it('THA-DEF-5 THA-RND-3 THA-GAP-19: a goblin struck down by the Triumf of a defence against his side-mate is no longer still to act; the SK keeps his own Turn unless the Triumf replaced it', () => {
    const goblins = [monster('Gob1', {}, { group: 'goblins' }), monster('Gob2', { hp: 1, maxHp: 1 }, { group: 'goblins' })]
    const triumph = (defenceTriumph: string) =>
      standingAt(
        play(setupOf([bertil, ...goblins], { maxRounds: 1, defenceTriumph }), {
          dice: { initiative: [[1, 6]], evade: [[20]], hit: [[18]], damage: [[6]] },
          choose: { defence: ['evade'], action: ['attack:Gob2'] },
          stopAt: stopAt('morale')
        })
      )
    // The goblins test their Kampånd while Bertil's immediate Action is still his: he is the one acting, Gob2 is dead,
    // and Bertil's own Turn, after the goblins', is still to come.
    const s = triumph('extraAction')
    expect([s.actingSide, s.acting, s.order, of(s, 'Gob2').conditions]).toEqual(['goblins', ['Bertil'], ['Bertil'], ['dead']])
    // Where the Triumf's Action is his next one, his Turn this round is spent on it.
    const replaced = triumph('replacesNextAction')
    expect([replaced.acting, replaced.order]).toEqual([['Bertil'], []])
  })

  it('THA-GAP-3 THA-MORALE-5: a side of more than one group marks each DK’s and monster’s group: allied DKs beside the SKs, two groups of monsters on one side; one of no group or alone in his is not marked', () => {
    const hauk = monster('Hauk', { kind: 'dk', kampand: 12 }, { side: 'players' })
    // A bestiary ally alone: his group is his own name.
    const sigrun = monster('Sigrun', { kind: 'dk', kampand: 12 }, { side: 'players', group: 'Sigrun' })
    const vakt = (id: string) => monster(id, { kind: 'dk', kampand: 12 }, { side: 'players', group: 'vakter' })
    const of = (id: string, group: string) => monster(id, { kampand: 12 }, { group })
    const groupsAt = (combatants: Parameters<typeof setupOf>[0]) =>
      standingAt(play(setupOf(combatants), { stopAt: stopAt('opening') })).sides.map((side) => [
        side.id,
        side.combatants.map((c) => [c.id, c.marks.map((m) => m.label.params?.['group'] ?? m.key)])
      ])
    // An SK is in no group, whatever name the setup gives him; a side of one group needs no marks.
    expect(
      groupsAt([{ ...bertil, group: 'vakter' }, vakt('Vakt1'), vakt('Vakt2'), monster('Gob', { kampand: 12 }, { side: 'fiender', group: 'goblins' })])
    ).toEqual([
      [
        'players',
        [
          ['Bertil', []],
          ['Vakt1', ['vakter']],
          ['Vakt2', ['vakter']]
        ]
      ],
      ['fiender', [['Gob', []]]]
    ])
    expect(groupsAt([bertil, hauk, sigrun, vakt('Vakt1'), vakt('Vakt2'), of('Gob1', 'goblins'), of('Gob2', 'goblins'), of('Ulv', 'ulver')])).toEqual([
      [
        'players',
        [
          ['Bertil', []],
          ['Hauk', []],
          ['Sigrun', []],
          ['Vakt1', ['vakter']],
          ['Vakt2', ['vakter']]
        ]
      ],
      [
        'enemies',
        [
          ['Gob1', ['goblins']],
          ['Gob2', ['goblins']],
          ['Ulv', []]
        ]
      ]
    ])
  })

  it('THA-MEN-7 THA-DYING-7 THA-GAP-43 THA-GAP-21: what the sheets bring shows as they came: Mén with and without a side, a condition, gear at Holdbarhet 0, an SK unconscious, at 0 HP or dead', () => {
    const sword = { name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd' }
    const arne = pc('Arne', {
      injuries: [{ id: 'hode-3' }, { id: 'armer-2', side: 'right' }],
      conditions: [{ name: 'Forgiftet', coupVulnerable: true }],
      weapons: [
        { ...sword, durability: 0 },
        { ...sword, name: 'Dolk', durability: 2 }
      ],
      shield: { name: 'Skjold', durability: 0 }
    })
    // Cecilie's shield still holds: it is not broken.
    const setup = setupOf([
      arne,
      pc('Cecilie', { status: 'unconscious', shield: { name: 'Buklar', durability: 2 } }),
      pc('Dora', { hp: 0 }),
      pc('Erik', { status: 'dead' }),
      monster('Gob', { kampand: 12 })
    ])
    const s = standingAt(play(setup, { stopAt: stopAt('opening') }))
    // The fight has not begun: the GM is asked how it opens, nobody acts and nobody is listed as still to act.
    expect([s.round, s.phase, s.acting, s.order]).toEqual([0, { key: 'thalia.standing.phase.opening' }, [], []])
    expect(of(s, 'Arne').marks).toEqual([
      { key: 'men', label: { key: 'thalia.standing.mark.men', params: { injury: 'Knust Kjeve', limbKey: 'thalia.limbSide.none' } }, harm: true },
      { key: 'men', label: { key: 'thalia.standing.mark.men', params: { injury: 'Lammelse', limbKey: 'thalia.limbSide.armer.right' } }, harm: true },
      { key: 'condition', label: { key: 'thalia.standing.mark.condition', params: { condition: 'Forgiftet' } }, harm: true },
      { key: 'coupVulnerable', label: { key: 'thalia.standing.mark.coupVulnerable' }, harm: true },
      { key: 'broken', label: { key: 'thalia.standing.mark.broken', params: { item: 'Kortsverd' } }, harm: true },
      { key: 'broken', label: { key: 'thalia.standing.mark.broken', params: { item: 'Skjold' } }, harm: true }
    ])
    // Where Holdbarhet 0 breaks nothing, nothing is marked broken.
    const unbroken = standingAt(play({ ...setup, rules: { ...setup.rules, brokenAtZeroDurability: false } }, { stopAt: stopAt('opening') }))
    expect(of(unbroken, 'Arne').marks.map((m) => m.key)).toEqual(['men', 'men', 'condition', 'coupVulnerable'])
    expect(['Arne', 'Cecilie', 'Dora', 'Erik'].map((id) => of(s, id).conditions)).toEqual([[], ['unconscious'], ['stabilised', 'unconscious'], ['dead']])
    const nb = standingText(s, 'thalia', 'nb').sides[0]!.combatants
    expect(nb.map((c) => [c.name, c.conditions.map((x) => x.label), c.marks.map((m) => m.label)])).toEqual([
      [
        'Arne',
        [],
        [
          'Mén: Knust Kjeve',
          'Mén: Lammelse (høyre arm)',
          'Forgiftet',
          'sårbar for Nådestøt',
          'Kortsverd er ødelagt (Holdbarhet 0)',
          'Skjold er ødelagt (Holdbarhet 0)'
        ]
      ],
      ['Cecilie', ['Bevisstløs'], []],
      ['Dora', ['Stabilisert', 'Bevisstløs'], []],
      ['Erik', ['død'], []]
    ])
  })

  it('THA-ACT-10 THA-ACT-11 THA-ACT-6 THA-MORALE-5: a prepared Action is marked while it holds, a special Action through its last round; a Leader is marked', () => {
    const setup = setupOf([bertil, pc('Arne'), monster('Gob', { hp: 30, maxHp: 30, kampand: 12 }, { leader: true })], { maxRounds: 4 })
    // Round 1: Bertil prepares an Action, Arne starts a special Action of 3 rounds; the standing is read at the Gob's Turn of each round.
    const marksAt = (round: number) => {
      const p = play(setup, {
        dice: { initiative: [[6, 1]] },
        choose: { action: ['prepare', 'special'], specialRounds: ['3'] },
        seed: 3,
        stopAt: (r) => r.actor === 'Gob' && r.round === round
      })
      return ['Bertil', 'Arne', 'Gob'].map((id) => of(standingAt(p), id).marks)
    }
    const prepared = { key: 'prepared', label: { key: 'thalia.standing.mark.prepared' } }
    const special = { key: 'special', label: { key: 'thalia.standing.mark.special' } }
    const leader = { key: 'leader', label: { key: 'thalia.standing.mark.leader' } }
    expect(marksAt(1)).toEqual([[prepared], [special], [leader]])
    expect(marksAt(3)).toEqual([[], [special], [leader]])
    expect(marksAt(4)).toEqual([[], [], [leader]])
  })

  it('THA-MORALE-9 THA-GAP-45: a goblin whose group passed the tests of the first death and of half dead is marked as fighting to the death', () => {
    // Four goblins: Bertil and Arne strike down two (the first death, then half dead); the group passes both tests.
    const goblins = [1, 2, 3, 4].map((n) => monster(`Gob${n}`, { hp: n <= 2 ? 1 : 30, maxHp: n <= 2 ? 1 : 30, kampand: 7 }, { group: 'goblins' }))
    const p = play(setupOf([bertil, pc('Arne'), ...goblins], { maxRounds: 1 }), {
      dice: {
        initiative: [[6, 1]],
        hit: [[15], [15]],
        damage: [[3], [3]],
        morale: [
          [3, 3],
          [2, 2]
        ]
      },
      choose: { action: ['attack:Gob1', 'attack:Gob2'] },
      seed: 4,
      stopAt: (r) => r.actor === 'Gob3'
    })
    expect(p.ofType('thalia.fightsToDeath')).toHaveLength(2)
    expect(of(standingAt(p), 'Gob3').marks).toEqual([{ key: 'fightsToDeath', label: { key: 'thalia.standing.mark.fightsToDeath' } }])
  })

  it("THA-EX-5 THA-SURPRISE-3 THA-SURPRISE-5 THA-INI-5: players roll 2, the enemy 5: round 0 is the enemy's Overfallsrunde, initiative only after it", () => {
    const p = play(
      setupOf([bertil, pc('Arne'), monster('Gob1', {}, { group: 'goblins' }), monster('Gob2', {}, { group: 'goblins' })], {}, { opening: 'surpriseRoll' }),
      {
        dice: { surprise: [[2, 5]] },
        seed: 1,
        stopAt: (r) => r.round === 0 && r.actor === 'Gob1'
      }
    )
    const s = standingAt(p)
    expect([s.round, s.phase, s.actingSide, s.acting, s.order]).toEqual([0, { key: 'thalia.standing.phase.ambushRound' }, 'goblins', ['Gob1'], ['Gob2']])
    expect(standingText(s, 'thalia', 'nb').roundLabel).toBe('Runde 0')
    expect(standingText(s, 'thalia', 'en').phase).toBe('Overfallsrunde')
    const roll = standingAt(play(setupOf([bertil, monster('Gob1')], {}, { opening: 'surpriseRoll' }), { stopAt: stopAt('surprise') }))
    expect([roll.round, roll.phase?.key, roll.acting]).toEqual([0, 'thalia.standing.phase.surpriseRoll', []])
    const initiative = standingAt(
      play(setupOf([bertil, monster('Gob1')], {}, { opening: 'surpriseRoll' }), { dice: { surprise: [[2, 5]] }, seed: 1, stopAt: stopAt('initiative') })
    )
    expect([initiative.round, initiative.phase?.key, initiative.actingSide, initiative.order]).toEqual([1, 'thalia.standing.phase.initiative', undefined, []])
  })

  it('THA-EX-6 THA-DEF-6 THA-DMG-2: a failed Unngå and damage 6 against Vern 2 leave HP 10 − 4 = 6 in the player column', () => {
    const p = play(setupOf([pc('Bertil', { vern: 2 }), monster('Troll', { hp: 30, maxHp: 30 })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[3]], npcDamage: [[6]] },
      choose: { defence: ['evade'], action: ['pass'] },
      stopAt: stopAt('action')
    })
    const s = standingAt(p)
    const party = s.sides.find((side) => side.party)!
    expect(party.id).toBe('players')
    expect(party.combatants.map((c) => [c.name, c.values.map((v) => `${v.key} ${v.current}${v.max === undefined ? '' : `/${v.max}`}`)])).toEqual([
      ['Bertil', ['hp 6/10', 'vern 2']]
    ])
    expect(p.ofType('thalia.damage').at(-1)!.params['hp']).toBe(6)
    expect([s.actingSide, s.acting]).toEqual(['players', ['Bertil']])
  })

  it('THA-EX-9 THA-DYING-1 THA-DYING-4 THA-MEN-18: HP 3 takes 5: Døende, Mén Armer 2 (Lammelse, left arm), Siste Pust 3 + 1 = 4 in the standing', () => {
    const p = play(setupOf([pc('Bertil', { hp: 3 }), pc('Arne', { vern: 10 }), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], { maxRounds: 2 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[3]], men: [[2]], menSide: [[1]], lastBreath: [[3]] },
      choose: { target: ['Bertil'], defence: ['evade'], action: ['pass'] },
      stopAt: stopAt('action')
    })
    const s = standingAt(p)
    const b = of(s, 'Bertil')
    expect(b.conditions).toEqual(['dying'])
    expect(b.values).toEqual([
      { key: 'hp', label: { key: 'thalia.standing.hp' }, current: 0, max: 10 },
      { key: 'vern', label: { key: 'thalia.standing.vern' }, current: 0 },
      { key: 'lastBreath', label: { key: 'thalia.standing.lastBreath' }, current: 4 }
    ])
    expect(b.marks).toEqual([
      { key: 'men', label: { key: 'thalia.standing.mark.men', params: { injury: 'Lammelse', limbKey: 'thalia.limbSide.armer.left' } }, harm: true }
    ])
    const nb = standingText(s, 'thalia', 'nb').sides[0]!.combatants[0]!
    expect([nb.conditions[0]!.label, nb.values[2]!.label, nb.marks[0]!.label]).toEqual(['Døende', 'Siste Pust', 'Mén: Lammelse (venstre arm)'])
    expect(standingText(s, 'thalia', 'de').sides[0]!.combatants[0]!.conditions[0]!.label).toBe('Døende')
    // The dying SK takes no Turn: Arne acts, and nobody after him this round.
    expect([s.acting, s.order]).toEqual([['Arne'], []])
    // While the Siste Pust is rolled Bertil is Døende already, but has no Siste Pust to show yet.
    const rolling = of(
      standingAt(
        play(p.setup, {
          dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[3]], men: [[2]], menSide: [[1]] },
          choose: { target: ['Bertil'], defence: ['evade'] },
          stopAt: stopAt('lastBreath')
        })
      ),
      'Bertil'
    )
    expect([rolling.conditions, rolling.values.map((v) => [v.key, v.current])]).toEqual([
      ['dying'],
      [
        ['hp', 0],
        ['vern', 0]
      ]
    ])
  })

  it('THA-EX-10 THA-DYING-6 THA-DYING-7: after a successful Legekunst test the SK is Stabilisert and Bevisstløs, with no Siste Pust left to count', () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', { hp: 3 }),
          pc('Arne', { vern: 10, skills: { Sverd: 'kyndig', Legekunst: 'kyndig' } }),
          monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })
        ],
        { maxRounds: 3 }
      ),
      {
        dice: {
          initiative: [[1, 6]],
          evade: [[2]],
          npcDamage: [[5]],
          menLocation: [[2]],
          men: [[4]],
          lastBreath: [[2]],
          stabilise: [[15]],
          unconsciousDays: [[3]]
        },
        choose: { target: ['Bertil', 'Arne', 'Arne'], defence: ['evade'], action: ['stabilise:Bertil', 'pass', 'pass'] },
        seed: 8,
        stopAt: (r) => r.round === 2 && r.key === 'action'
      }
    )
    const b = of(standingAt(p), 'Bertil')
    expect(b.conditions).toEqual(['stabilised', 'unconscious'])
    expect(b.values.map((v) => v.key)).toEqual(['hp', 'vern'])
    expect(b.marks.map((m) => m.label.params?.['injury'])).toEqual(['Skadet Ryggrad'])
    expect(standingText(standingAt(p), 'thalia', 'nb').sides[0]!.combatants[0]!.conditions.map((c) => c.label)).toEqual(['Stabilisert', 'Bevisstløs'])
  })

  it('THA-EX-11 THA-MORALE-3 THA-MORALE-4 THA-MORALE-1: the first goblin dies, 2t6 = 8 against KÅ 7: the rest have fled in the standing, the dead one dead', () => {
    const goblins = [1, 2, 3].map((n) => monster(`Gob${n}`, { hp: 2, maxHp: 2, kampand: 7 }, { group: 'goblins' }))
    const p = play(setupOf([pc('Bertil'), ...goblins], { maxRounds: 2 }), {
      dice: { initiative: [[6, 1]], hit: [[15]], damage: [[6]], morale: [[4, 4]] },
      choose: { action: ['attack:Gob1'] }
    })
    const s = p.state.standing!
    expect(s.sides.map((side) => [side.id, side.party, side.combatants.map((c) => [c.id, c.conditions])])).toEqual([
      ['players', true, [['Bertil', []]]],
      [
        'goblins',
        false,
        [
          ['Gob1', ['dead']],
          ['Gob2', ['fled']],
          ['Gob3', ['fled']]
        ]
      ]
    ])
    expect(of(s, 'Gob2').values.find((v) => v.key === 'kampand')?.current).toBe(7)
    expect(standingText(s, 'thalia', 'nb').sides[1]!.combatants.map((c) => c.conditions.map((x) => x.label).join())).toEqual(['død', 'flyktet', 'flyktet'])
  })

  it('THA-EX-12 THA-GROUP-5 THA-GAP-52 THA-GAP-3: Gruppekamp: guards 5, bandits 3: while the Judge picks the lost bandit the phase is Gruppekamp; the lost one is dead with his HP untouched', () => {
    const guards = [1, 2].map((n) => monster(`Vakt${n}`, { kampand: 12 }, { group: 'guards', side: 'players' }))
    const bandits = [1, 2].map((n) => monster(`Bandit${n}`, { kampand: 12, hp: 30, maxHp: 30 }, { group: 'bandits' }))
    const setup = setupOf([pc('Bertil', { vern: 20 }), ...guards, ...bandits], { maxRounds: 1 }, { groupCombat: true })
    const atLoss = standingAt(
      play(setup, { dice: { initiative: [[6, 1]], groupCombat: [[5, 3]] }, choose: { action: ['pass'] }, seed: 4, stopAt: stopAt('groupLoss') })
    )
    // Gruppekamp is a phase of its own, not Turns: like the initiative roll it lists no order of Turns (the mutant listed the bandits alone).
    expect([atLoss.phase?.key, atLoss.acting, atLoss.actingSide, atLoss.order]).toEqual(['thalia.standing.phase.groupCombat', [], undefined, []])
    const end = play(setup, { dice: { initiative: [[6, 1]], groupCombat: [[5, 3]] }, choose: { action: ['pass'], groupLoss: ['Bandit1'] }, seed: 4 }).state
      .standing!
    const lost = of(end, 'Bandit1')
    expect([lost.conditions, lost.values[0]!.current]).toEqual([['dead'], 30])
    // The allied guards stand on the player side, the party's column; each shows its group.
    const party = end.sides.find((side) => side.party)!
    expect(party.combatants.map((c) => c.id)).toEqual(['Bertil', 'Vakt1', 'Vakt2'])
    expect(of(end, 'Vakt1').marks).toEqual([{ key: 'group', label: { key: 'thalia.standing.mark.group', params: { group: 'guards' } } }])
  })
})
