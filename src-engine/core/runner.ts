import type { DiceRoller } from '../dice/rng.ts'
import { checkAnswer } from './validate.ts'
import { chooseManyRequest, chooseOneRequest, diceRequest, facesFor } from './asks.ts'
import type { Standing } from './standing.ts'
import type { Answer, ChooseManyAsk, ChooseOneAsk, ConfirmAsk, DiceAsk, DiceRequest, FightEvent, FightIO, Request, RuleSystem, Simulation } from './types.ts'

interface StateBase {
  readonly events: readonly FightEvent[]
  readonly answers: number
  /** Where the fight stands after these answers; null for a system that does not say. */
  readonly standing: Standing | null
}

export type FightState<Outcome> =
  (StateBase & { readonly status: 'pending'; readonly request: Request }) | (StateBase & { readonly status: 'finished'; readonly outcome: Outcome })

/** Thrown through the rules when the answers run out; never escapes this module. */
class NeedsAnswer {
  constructor(readonly request: Request) {}
}

class ReplayIO implements FightIO {
  readonly recording = true
  readonly events: FightEvent[] = []
  private next = 0
  private standingOf: (() => Standing) | null = null

  constructor(private readonly answers: readonly unknown[]) {}

  get used(): number {
    return this.next
  }

  private take(request: Request): Answer {
    if (this.next >= this.answers.length) throw new NeedsAnswer(request)
    const index = this.next++
    return checkAnswer(request, this.answers[index], index)
  }

  roll(ask: DiceAsk): readonly number[] {
    const request = diceRequest(ask)
    const answer = this.take(request) as Extract<Answer, { type: 'dice' }>
    this.events.push(rollEvent(request, answer.faces, answer.manual === true))
    return answer.faces
  }

  chooseOne(ask: ChooseOneAsk): string {
    return (this.take(chooseOneRequest(ask)) as Extract<Answer, { type: 'chooseOne' }>).option
  }

  chooseMany(ask: ChooseManyAsk): readonly string[] {
    return (this.take(chooseManyRequest(ask)) as Extract<Answer, { type: 'chooseMany' }>).options
  }

  confirm(ask: ConfirmAsk): void {
    this.take({ type: 'confirm', ...ask })
  }

  emit(event: FightEvent): void {
    this.events.push(event)
  }

  observe(standing: () => Standing): void {
    this.standingOf = standing
  }

  standing(): Standing | null {
    return this.standingOf?.() ?? null
  }
}

function rollEvent(request: DiceRequest, faces: readonly number[], manual: boolean): FightEvent {
  return {
    type: 'dice',
    rule: request.rule,
    round: request.round,
    params: {
      ...request.prompt.params,
      key: request.key,
      reasonKey: request.prompt.key,
      notation: request.notation,
      faces,
      total: rollTotal(request, faces),
      manual
    }
  }
}

/** Faces plus the flat bonuses of every part. */
export function rollTotal(request: Pick<DiceRequest, 'parts'>, faces: readonly number[]): number {
  let sum = 0
  for (const f of faces) sum += f
  for (const part of request.parts) sum += part.modifier
  return sum
}

/**
 * The state of a fight given its setup and the answers so far: the next request, or the outcome.
 * Pure: the same setup and answers always give the same state and events.
 */
export function replay<S, O>(system: RuleSystem<S, O>, setup: S, answers: readonly unknown[]): FightState<O> {
  const io = new ReplayIO(answers)
  try {
    const outcome = system.run(setup, io)
    if (io.used < answers.length) {
      throw new RangeError(`The fight ended after ${io.used} answers, but ${answers.length} were given`)
    }
    return { status: 'finished', outcome, events: io.events, answers: io.used, standing: io.standing() }
  } catch (signal) {
    if (signal instanceof NeedsAnswer) return { status: 'pending', request: signal.request, events: io.events, answers: io.used, standing: io.standing() }
    throw signal
  }
}

/** Adds one answer after checking it against the pending request; the given list is never changed. */
export function giveAnswer<S, O>(system: RuleSystem<S, O>, setup: S, answers: readonly Answer[], answer: unknown): Answer[] {
  const state = replay(system, setup, answers)
  if (state.status === 'finished') throw new RangeError('The fight is over: it takes no more answers')
  return [...answers, checkAnswer(state.request, answer, answers.length)]
}

/** Undo = the same fight without its last answer. */
export function undoAnswer(answers: readonly Answer[]): Answer[] {
  return answers.slice(0, -1)
}

/** Faces for every die a request asks for, from the seeded generator. */
export function rollFor(request: DiceRequest, roller: DiceRoller): Answer {
  return { type: 'dice', faces: facesFor(request, roller.face) }
}

export function defaultAnswer(request: Exclude<Request, DiceRequest>): Answer {
  switch (request.type) {
    case 'chooseOne':
      return { type: 'chooseOne', option: request.default }
    case 'chooseMany':
      return { type: 'chooseMany', options: request.default }
    case 'confirm':
      return { type: 'confirm' }
  }
}

/** Simulation: the same rules, dice from the generator, decisions from each request's default; no events kept. */
export class SimulationIO implements FightIO {
  readonly recording = false
  constructor(readonly simulation: DiceRoller) {}

  roll(ask: DiceAsk): readonly number[] {
    return facesFor(ask, this.simulation.face)
  }
  chooseOne(ask: ChooseOneAsk): string {
    return ask.default
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    return ask.default
  }
  confirm(): void {}
  emit(): void {}
}

export function simulate<S, O>(system: RuleSystem<S, O>, setup: S, roller: DiceRoller): O {
  return system.run(setup, new SimulationIO(roller))
}

/**
 * Fights of one setup, one per call, each the fight `run` gives with that io (with a SimulationIO, the fight simulate()
 * gives): what odds and the bench run. A system that says how (RuleSystem.simulation) works out once what they share.
 */
export function simulation<S, O>(system: RuleSystem<S, O>, setup: S): Simulation<O> {
  if (system.simulation) return system.simulation(setup)
  return (io) => system.run(setup, io)
}
