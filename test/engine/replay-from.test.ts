import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { replay, rollFor, type Answer, type FightState, type RuleSystem } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'

const examples = resolve(import.meta.dirname, '../../resources/examples')
const files = readdirSync(examples).filter((f) => f.endsWith('.json'))

/** An answer to `state`'s request from seeded dice and seeded choices (not only the defaults). */
function answerTo(
  state: Extract<FightState<unknown>, { status: 'pending' }>,
  dice: ReturnType<typeof seededRoller>,
  choice: ReturnType<typeof seededRoller>
): Answer {
  const request = state.request
  if (request.type === 'dice') return rollFor(request, dice)
  if (request.type === 'chooseOne') return { type: 'chooseOne', option: request.options[choice.face(request.options.length) - 1]!.id }
  if (request.type === 'chooseMany') return { type: 'chooseMany', options: request.default }
  return { type: 'confirm' }
}

const setupOf = (file: string) => {
  const { decisions: _decisions, ...raw } = JSON.parse(readFileSync(join(examples, file), 'utf8')) as Record<string, unknown>
  const system = ruleSystem(String(raw['system'])) as RuleSystem<unknown, unknown>
  return { system, setup: system.parseSetup(raw) }
}

describe('a replay resumed from a kept state is the replay of all its answers', () => {
  it('covers all four systems', () => {
    expect(new Set(files.map((f) => setupOf(f).system.id))).toEqual(new Set(['ultraquest', 'odm', 'thalia', 'weltenbuch']))
  })

  it.each(files)(
    '%s: over 12 seeds (80 answers at most), every answer resumed from the state before it (and from states further back) gives the same state, byte for byte',
    (file) => {
      const { system, setup } = setupOf(file)
      let compared = 0
      for (let seed = 0; seed < 12; seed++) {
        const dice = seededRoller(`dice-${file}-${seed}`)
        const choice = seededRoller(`choice-${file}-${seed}`)
        const jump = seededRoller(`jump-${file}-${seed}`)
        const kept: FightState<unknown>[] = [replay(system, setup, [])]
        let answers: Answer[] = []
        for (let state = kept[0]!; state.status === 'pending' && answers.length < 80;) {
          answers = [...answers, answerTo(state, dice, choice)]
          const full = JSON.stringify(replay(system, setup, answers))
          // From the state just before, as an answer given in the runner does, and from one some answers back.
          const back = kept[Math.max(0, kept.length - 1 - jump.face(6))]!
          for (const from of [state, back])
            expect(JSON.stringify(replay(system, setup, answers, from)), `${file} seed ${seed}, ${answers.length} answers`).toBe(full)
          state = replay(system, setup, answers, state)
          kept.push(state)
          compared++
        }
      }
      expect(compared).toBeGreaterThan(50)
    }
  )

  it('refuses to resume from a finished state or from more answers than it is given (an undo replays anew)', () => {
    const { system, setup } = setupOf('odm-duel.json')
    const dice = seededRoller('refuse')
    let answers: Answer[] = []
    let state = replay(system, setup, answers)
    const early = state
    while (state.status === 'pending') {
      answers = [...answers, answerTo(state, dice, dice)]
      state = replay(system, setup, answers)
      if (answers.length === 3) expect(() => replay(system, setup, answers.slice(0, 2), state)).toThrow(RangeError)
    }
    expect(() => replay(system, setup, answers, state)).toThrow(RangeError)
    expect(replay(system, setup, answers, early)).toEqual(state)
  })

  it('checks the answers after the kept state as a full replay does', () => {
    const { system, setup } = setupOf('ultraquest-goblins.json')
    const first = replay(system, setup, [])
    expect(first.status).toBe('pending')
    const wrong = [{ type: 'chooseMany', options: ['no such option'] }]
    expect(() => replay(system, setup, wrong, first)).toThrow(/Answer 1/)
    expect(() => replay(system, setup, wrong)).toThrow(/Answer 1/)
  })
})
