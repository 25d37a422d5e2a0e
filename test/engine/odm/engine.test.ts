import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  AnswerError,
  defaultAnswer,
  giveAnswer,
  playScript,
  replay,
  simulate,
  undoAnswer,
  type Answer,
  type ChooseManyAsk,
  type ChooseOneAsk,
  type DiceAsk,
  type FightEvent,
  type FightIO
} from '../../../src-engine/core/index.ts'
import { chooseManyRequest, chooseOneRequest } from '../../../src-engine/core/asks.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem, type OdmSetup } from '../../../src-engine/systems/odm/index.ts'
import { duel, fight } from './helpers.ts'
import { loopSize } from '../mutation-scale.ts'

const EXAMPLES = resolve(import.meta.dirname, '../../../resources/examples')
const example = (name: string): OdmSetup => odmSystem.parseSetup(JSON.parse(readFileSync(resolve(EXAMPLES, name), 'utf8')))

const RULE_IDS = new Set(readFileSync(resolve(import.meta.dirname, '../../../resources/rules/odm.md'), 'utf8').match(/ODM-[A-Z]+-\d+/g))

/**
 * Plays a whole fight in one pass (seeded dice, default decisions) and keeps the answers it gave,
 * so replaying those answers can be compared with it without playScript's replay per answer.
 */
class RecordingIO implements FightIO {
  readonly recording = true
  readonly answers: Answer[] = []
  readonly events: FightEvent[] = []
  constructor(private readonly roller: ReturnType<typeof seededRoller>) {}
  roll(ask: DiceAsk): readonly number[] {
    const faces: number[] = []
    for (const part of ask.parts) for (const sides of 'sides' in part ? part.sides : []) faces.push(this.roller.face(sides))
    this.answers.push({ type: 'dice', faces })
    return faces
  }
  chooseOne(ask: ChooseOneAsk): string {
    const answer = defaultAnswer(chooseOneRequest(ask)) as Extract<Answer, { type: 'chooseOne' }>
    this.answers.push(answer)
    return answer.option
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const answer = defaultAnswer(chooseManyRequest(ask)) as Extract<Answer, { type: 'chooseMany' }>
    this.answers.push(answer)
    return answer.options
  }
  confirm(): void {
    this.answers.push({ type: 'confirm' })
  }
  emit(event: FightEvent): void {
    this.events.push(event)
  }
}

/** Answers every question with a random legal choice (and checks its default is legal), so rare branches get played. */
class RandomIO extends RecordingIO {
  constructor(private readonly pick: ReturnType<typeof seededRoller>) {
    super(pick)
  }
  override chooseOne(ask: ChooseOneAsk): string {
    const r = chooseOneRequest(ask)
    const ids = r.options.map((o) => o.id)
    expect(ids, r.key).toContain(r.default)
    // The end-of-fight question mostly goes on, or fights would hardly reach their later rounds.
    const option = r.key === 'end' && this.pick.face(30) > 1 ? 'fight' : ids[this.pick.face(ids.length) - 1]!
    this.answers.push({ type: 'chooseOne', option })
    return option
  }
  override chooseMany(ask: ChooseManyAsk): readonly string[] {
    const r = chooseManyRequest(ask)
    const ids = r.options.map((o) => o.id)
    expect([...r.default].sort(), r.key).toEqual([...ids].sort())
    const shuffled = [...ids]
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = this.pick.face(i + 1) - 1
      ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
    }
    this.answers.push({ type: 'chooseMany', options: shuffled })
    return shuffled
  }
}

/** A spread of setups: both examples, a 2 v 5 and a 3 v 3 with the alternative settings. */
function scenarios(): Array<[string, OdmSetup]> {
  const s = (courage: number, le: number, kind: 'hero' | 'monster') => ({ courage, at: 11, pa: 8, bw: 1, le: { current: le, max: le }, tp: 'W6+4', kind })
  return [
    ['duel', example('odm-duel.json')],
    ['1v3', example('odm-1v3.json')],
    [
      'troll v 3 (random targets)',
      fight(
        [{ id: 'troll', sheet: { ...s(9, 40, 'monster'), tp: 'W6+6' } }],
        [1, 2, 3].map((i) => ({ id: `h${i}`, sheet: s(4, 14, 'hero') })),
        { loneTarget: 'heroesChoose' }
      )
    ],
    [
      '2v5',
      fight(
        [
          { id: 'h1', sheet: s(12, 20, 'hero') },
          { id: 'h2', sheet: s(11, 16, 'hero') }
        ],
        [1, 2, 3, 4, 5].map((i) => ({ id: `o${i}`, sheet: s(3, 8, 'monster') }))
      )
    ],
    [
      '3v3 alternatives',
      fight(
        [1, 2, 3].map((i) => ({ id: `h${i}`, sheet: s(10, 10, 'hero') })),
        [1, 2, 3].map((i) => ({ id: `o${i}`, sheet: s(10, 10, 'monster') })),
        {
          outFighterActs: 'finishRound',
          attackRoll: 'under',
          minimumDamage: 1,
          outAtLe: -3,
          regroup: 'whenAllEnded',
          separateFightOrder: 'masterChooses',
          loneDefence: 'firstHit',
          masterlyUsesDefence: true,
          masterlyOnMiss: 'needsHit',
          separateCourageTie: 'masterChooses',
          endQuestion: 'everyPart'
        }
      )
    ]
  ]
}

describe('ODM on the real engine', () => {
  it.each(scenarios())('replaying the answers of a fight gives the identical events JSON, over many seeds: %s', (_name, setup) => {
    for (let seed = 0; seed < 50; seed++) {
      const io = new RecordingIO(seededRoller(`odm-${seed}`))
      const outcome = odmSystem.run(setup, io)
      const again = replay(odmSystem, setup, io.answers)
      expect(again.status).toBe('finished')
      expect(again.status === 'finished' && again.outcome).toEqual(outcome)
      expect(JSON.stringify(again.events.filter((e) => e.type !== 'dice'))).toBe(JSON.stringify(io.events))
      expect(JSON.stringify(replay(odmSystem, setup, io.answers).events)).toBe(JSON.stringify(again.events))
    }
  })

  it.each(scenarios())('playScript and replay agree, seeded: %s', (name, setup) => {
    for (let seed = 0; seed < (name === 'duel' ? 3 : 1); seed++) {
      const first = playScript(odmSystem, setup, { roller: seededRoller(`odm-${seed}`) })
      const again = replay(odmSystem, setup, first.answers)
      expect(JSON.stringify(again.events)).toBe(JSON.stringify(first.state.events))
      expect(again).toEqual(first.state)
      expect(first.state.status).toBe('finished')
    }
  })

  it.each(scenarios())('simulation gives the same outcome as playing the same dice with default decisions: %s', (_name, setup) => {
    for (let seed = 0; seed < loopSize(200, 40); seed++) {
      const io = new RecordingIO(seededRoller(seed))
      const played = odmSystem.run(setup, io)
      const simulated = simulate(odmSystem, setup, seededRoller(seed))
      expect(simulated).toEqual(played)
    }
  })

  it.each(scenarios())('every event names a rule of odm.md and the LE lost adds up: %s', (_name, setup) => {
    for (let seed = 0; seed < 40; seed++) {
      const io = new RecordingIO(seededRoller(`check-${seed}`))
      odmSystem.run(setup, io)
      const state = replay(odmSystem, setup, io.answers)
      if (state.status !== 'finished') throw new Error('unfinished')
      for (const e of state.events) expect(RULE_IDS.has(e.rule), `${e.type} names ${e.rule}`).toBe(true)
      for (const c of state.outcome.combatants) {
        const taken = state.events
          .filter(
            (e) =>
              (e.type === 'odm.damage' || e.type === 'odm.masterlyDamage') &&
              e.params['defender'] === setup.sides.flatMap((s) => s.combatants).find((x) => x.id === c.id)!.name
          )
          .reduce((sum, e) => sum + Number(e.params['lost']), 0)
        expect(c.leLost).toBe(taken)
        expect(c.leAfter).toBe(c.leBefore - c.leLost)
        if (c.status === 'defeated') expect(c.leAfter).toBeLessThanOrEqual(setup.rules.outAtLe)
      }
      if (state.outcome.result === 'won') {
        const losers = state.outcome.combatants.filter((c) => c.sideId !== state.outcome.winner)
        expect(losers.every((c) => c.status !== 'fighting')).toBe(true)
      }
    }
  })

  it.each(scenarios())('random legal decisions (surrender, flight, divisions, orders) always replay to the same end: %s', (_name, setup) => {
    for (let seed = 0; seed < 60; seed++) {
      const io = new RandomIO(seededRoller(`random-${seed}`))
      const outcome = odmSystem.run(setup, io)
      const again = replay(odmSystem, setup, io.answers)
      expect(again.status === 'finished' && again.outcome).toEqual(outcome)
      expect(outcome.combatants.every((c) => c.leAfter <= c.leBefore)).toBe(true)
    }
  })

  it('undo restores the previous request', () => {
    const setup = duel({ courage: 12, at: 11 }, { courage: 8 })
    let answers: Answer[] = []
    const requests = []
    for (let i = 0; i < 6; i++) {
      const state = replay(odmSystem, setup, answers)
      if (state.status !== 'pending') throw new Error('over')
      requests.push(state.request)
      answers = giveAnswer(odmSystem, setup, answers, state.request.type === 'dice' ? { type: 'dice', faces: [5] } : { type: 'chooseOne', option: 'fight' })
    }
    const undone = undoAnswer(answers)
    const state = replay(odmSystem, setup, undone)
    expect(state.status === 'pending' && state.request).toEqual(requests.at(-1))
    const twice = replay(odmSystem, setup, undoAnswer(undone))
    expect(twice.status === 'pending' && twice.request).toEqual(requests.at(-2))
  })

  it('a bad answer is rejected with AnswerError and the fight is left as it was', () => {
    const setup = duel({ courage: 12 }, { courage: 8 })
    const answers: Answer[] = [{ type: 'dice', faces: [20] }]
    expect(() => giveAnswer(odmSystem, setup, answers, { type: 'dice', faces: [21] })).toThrow(AnswerError)
    expect(() => giveAnswer(odmSystem, setup, answers, { type: 'dice', faces: [3, 4] })).toThrow(AnswerError)
    expect(() => giveAnswer(odmSystem, setup, answers, { type: 'chooseOne', option: 'fight' })).toThrow(AnswerError)
    const round1: Answer[] = [...answers, { type: 'dice', faces: [20] }]
    expect(() => giveAnswer(odmSystem, setup, round1, { type: 'chooseOne', option: 'surrender:nobody' })).toThrow(AnswerError)
    expect(() => giveAnswer(odmSystem, setup, round1, { type: 'dice', faces: [3] })).toThrow(AnswerError)
    expect(answers).toHaveLength(1)
  })

  it('the rules code is pure: no Node, UI or storage imports, no Math.random, no clock', () => {
    const dir = resolve(import.meta.dirname, '../../../src-engine/systems/odm')
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(resolve(dir, file), 'utf8')
      expect(source, file).not.toMatch(/from '(node:|fs|path|electron|vue|pinia|lowdb)/)
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(/)
      for (const from of source.match(/from '([^']+)'/g) ?? []) if (from.startsWith("from '.")) expect(from, file).toMatch(/\.ts'$/)
    }
  })

  it('outcome is plain JSON', () => {
    const io = new RecordingIO(seededRoller(4))
    odmSystem.run(example('odm-1v3.json'), io)
    const state = replay(odmSystem, example('odm-1v3.json'), io.answers)
    if (state.status !== 'finished') throw new Error('unfinished')
    expect(JSON.parse(JSON.stringify(state.outcome))).toEqual(state.outcome)
    expect(state.outcome.combatants.map((c) => c.id)).toEqual(['thorwal', 'ork-1', 'ork-2', 'ork-3'])
  })
})
