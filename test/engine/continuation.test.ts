import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { facesFor } from '../../src-engine/core/asks.ts'
import {
  replay,
  rollFor,
  simulation,
  type Answer,
  type ChooseManyAsk,
  type ChooseOneAsk,
  type DiceAsk,
  type FightIO,
  type RuleSystem
} from '../../src-engine/core/index.ts'
import { seededRoller, type DiceRoller } from '../../src-engine/dice/index.ts'
import { ContinuationIO } from '../../src-engine/sim/odds.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'

/** The continuation without the fast path: the answers, then rolls and defaults through every ask. */
class PlainContinuation implements FightIO {
  readonly recording = false
  private next = 0
  constructor(
    private readonly answers: readonly Answer[],
    private readonly roller: DiceRoller
  ) {}
  private take(): Answer | undefined {
    return this.next < this.answers.length ? this.answers[this.next++] : undefined
  }
  roll(ask: DiceAsk): readonly number[] {
    const answer = this.take()
    return answer?.type === 'dice' ? answer.faces : facesFor(ask, this.roller.face)
  }
  chooseOne(ask: ChooseOneAsk): string {
    const answer = this.take()
    return answer?.type === 'chooseOne' ? answer.option : ask.default
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const answer = this.take()
    return answer?.type === 'chooseMany' ? answer.options : ask.default
  }
  confirm(): void {
    this.take()
  }
  emit(): void {}
}

/** The answers before each question of one fight played with seeded dice and seeded choices (not only the defaults). */
function prefixes<S>(system: RuleSystem<S>, setup: S, seed: string, limit: number): Answer[][] {
  const dice = seededRoller(`dice-${seed}`)
  const choice = seededRoller(`choice-${seed}`)
  const found: Answer[][] = []
  let answers: Answer[] = []
  while (found.length < limit) {
    const state = replay(system, setup, answers)
    if (state.status === 'finished') break
    found.push(answers)
    const request = state.request
    let answer: Answer
    if (request.type === 'dice') answer = rollFor(request, dice)
    else if (request.type === 'chooseOne') answer = { type: 'chooseOne', option: request.options[choice.face(request.options.length) - 1]!.id }
    else if (request.type === 'chooseMany') answer = { type: 'chooseMany', options: request.default }
    else answer = { type: 'confirm' }
    answers = [...answers, answer]
  }
  return found
}

const examples = resolve(import.meta.dirname, '../../resources/examples')

describe('odds from a running fight take the simulation fast path once the answers are used up', () => {
  it.each(readdirSync(examples).filter((f) => f.endsWith('.json')))(
    '%s: every continuation ends as the one without the fast path, with the same dice drawn',
    (file) => {
      const { decisions: _decisions, ...raw } = JSON.parse(readFileSync(join(examples, file), 'utf8')) as Record<string, unknown>
      const system = ruleSystem(String(raw['system']))
      const setup = system.parseSetup(raw)
      const fight = simulation(system, setup)
      let compared = 0
      for (let s = 0; s < 8; s++) {
        for (const from of prefixes(system, setup, `${file}-${s}`, 60)) {
          for (let k = 0; k < 3; k++) {
            const fast = seededRoller(`continue-${s}-${k}`)
            const plain = seededRoller(`continue-${s}-${k}`)
            const io = new ContinuationIO(from, fast)
            expect(fight(io), `${file} after ${from.length} answers`).toEqual(system.run(setup, new PlainContinuation(from, plain)))
            expect(fast.state()).toEqual(plain.state())
            compared++
          }
        }
      }
      expect(compared).toBeGreaterThan(30)
    }
  )

  it('hands the rules the generator exactly when the last answer is taken', () => {
    const roller = seededRoller('x')
    const io = new ContinuationIO(
      [
        { type: 'dice', faces: [3] },
        { type: 'chooseOne', option: 'a' }
      ],
      roller
    )
    const ask = { key: 'k', round: 1, prompt: { key: 'p' }, rule: 'R', parts: [{ label: '', notation: 'W6', sides: [6], modifier: 0 }] }
    expect(io.simulation).toBeUndefined()
    expect(io.roll(ask)).toEqual([3])
    expect(io.simulation).toBeUndefined()
    expect(io.chooseOne({ key: 'c', round: 1, prompt: { key: 'p' }, rule: 'R', default: 'b', options: [] })).toBe('a')
    expect(io.simulation).toBe(roller)
    io.restart()
    expect(io.simulation).toBeUndefined()
    expect(new ContinuationIO([], roller).simulation).toBe(roller)
  })
})
