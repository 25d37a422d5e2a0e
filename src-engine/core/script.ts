import type { DiceRoller } from '../dice/rng.ts'
import { replay, defaultAnswer, rollFor, type FightState } from './runner.ts'
import { checkAnswer } from './validate.ts'
import type { Answer, Request, RuleSystem } from './types.ts'

/**
 * Decisions by request key ("flee", "mode:albrav"), or by round and key ("r2:flee"), which wins.
 * For a single choice, a list answers the successive requests of that key in turn (e.g. several
 * hand-overs in one break); when it runs out the request's default applies.
 */
export type Decisions = Readonly<Record<string, string | readonly string[]>>

export interface Script {
  /** Faces typed in by hand, consumed in order; when absent, dice come from `roller`. */
  readonly dice?: readonly number[]
  readonly roller?: DiceRoller
  readonly decisions?: Decisions
}

export class ScriptError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ScriptError'
  }
}

function scriptedAnswer(request: Request, script: Script, diceLeft: number[], asked: Map<string, number>): Answer {
  if (request.type === 'dice') {
    if (script.dice) {
      const count = request.parts.reduce((n, p) => n + p.sides.length, 0)
      if (diceLeft.length < count) {
        throw new ScriptError(
          `Ran out of dice: "${request.key}" in round ${request.round} needs ${count} face(s) for ${request.notation}, ${diceLeft.length} left`
        )
      }
      return { type: 'dice', faces: diceLeft.splice(0, count), manual: true }
    }
    if (!script.roller) throw new ScriptError(`No dice for "${request.key}": give dice faces or a seed`)
    return rollFor(request, script.roller)
  }
  const roundKey = `r${request.round}:${request.key}`
  const key = script.decisions?.[roundKey] !== undefined ? roundKey : request.key
  const decided = script.decisions?.[key]
  if (decided === undefined) return defaultAnswer(request)
  if (request.type === 'chooseOne') {
    if (!Array.isArray(decided)) return { type: 'chooseOne', option: String(decided) }
    const turn = asked.get(key) ?? 0
    asked.set(key, turn + 1)
    return turn < decided.length ? { type: 'chooseOne', option: String(decided[turn]) } : defaultAnswer(request)
  }
  if (request.type === 'chooseMany') return { type: 'chooseMany', options: Array.isArray(decided) ? decided : [String(decided)] }
  return { type: 'confirm' }
}

/** Plays a fight to its end from scripted dice or a seeded roller, and scripted or default decisions. */
export function playScript<S, O>(system: RuleSystem<S, O>, setup: S, script: Script): { state: FightState<O>; answers: Answer[] } {
  const diceLeft = [...(script.dice ?? [])]
  const asked = new Map<string, number>()
  let answers: Answer[] = []
  for (;;) {
    const state = replay(system, setup, answers)
    if (state.status === 'finished') {
      if (script.dice && diceLeft.length > 0) throw new ScriptError(`The fight ended with ${diceLeft.length} unused dice face(s): ${diceLeft.join(',')}`)
      return { state, answers }
    }
    // The request was just computed: checking the answer against it spares a second replay.
    answers = [...answers, checkAnswer(state.request, scriptedAnswer(state.request, script, diceLeft, asked), answers.length)]
  }
}
