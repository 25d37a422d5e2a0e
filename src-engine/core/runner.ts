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
  /** Whether the fight has passed the kept state it resumes from: until then, its answers and events are known. */
  private resumed: boolean

  /**
   * `trusted` answers at the start were checked when they were given, and `before` are the events the fight had
   * emitted when it asked for the next one (a kept state of these answers): they are played without building their
   * requests or checking them again, and their events are taken from `before` rather than kept twice.
   */
  constructor(
    private readonly answers: readonly unknown[],
    private readonly trusted = 0,
    private readonly before: readonly FightEvent[] = []
  ) {
    this.resumed = trusted === 0
  }

  get used(): number {
    return this.next
  }

  /** A trusted answer while the fight is still before its kept state; null once past it (then asks are checked). */
  private known(): Answer | null {
    if (this.resumed) return null
    if (this.next < this.trusted) return this.answers[this.next++] as Answer
    this.resumed = true
    for (const event of this.before) this.events.push(event)
    return null
  }

  private take(request: Request): Answer {
    if (this.next >= this.answers.length) throw new NeedsAnswer(request)
    const index = this.next++
    return checkAnswer(request, this.answers[index], index)
  }

  roll(ask: DiceAsk): readonly number[] {
    const known = this.known() as Extract<Answer, { type: 'dice' }> | null
    if (known) return [...known.faces]
    const request = diceRequest(ask)
    const answer = this.take(request) as Extract<Answer, { type: 'dice' }>
    this.events.push(rollEvent(request, answer.faces, answer.manual === true))
    return answer.faces
  }

  chooseOne(ask: ChooseOneAsk): string {
    const known = this.known() as Extract<Answer, { type: 'chooseOne' }> | null
    if (known) return known.option
    return (this.take(chooseOneRequest(ask)) as Extract<Answer, { type: 'chooseOne' }>).option
  }

  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const known = this.known() as Extract<Answer, { type: 'chooseMany' }> | null
    if (known) return [...known.options]
    return (this.take(chooseManyRequest(ask)) as Extract<Answer, { type: 'chooseMany' }>).options
  }

  confirm(ask: ConfirmAsk): void {
    if (this.known()) return
    this.take({ type: 'confirm', ...ask })
  }

  emit(event: FightEvent): void {
    if (this.resumed) this.events.push(event)
  }

  observe(standing: () => Standing): void {
    this.standingOf = standing
  }

  standing(): Standing | null {
    return this.standingOf?.() ?? null
  }

  /** A fight that ended before reaching the kept state it resumed from was not that state's fight. */
  checkResumed(): void {
    if (!this.resumed) throw new RangeError(`The fight ended after ${this.next} answers, before the kept state of ${this.trusted} it resumed from`)
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
 *
 * `from`, a pending state this replay gave for the first `from.answers` of these answers (a kept state), spares
 * the work of those answers: they are played again without building their requests or checking them, and their
 * events are `from`'s. The rules still run from the start (they keep no state between calls), so only the answers
 * after it are checked and only their events made: the state is the very one a replay of all answers gives.
 */
export function replay<S, O>(system: RuleSystem<S, O>, setup: S, answers: readonly unknown[], from?: FightState<O>): FightState<O> {
  if (from && (from.status !== 'pending' || from.answers > answers.length))
    throw new RangeError(`A fight resumes only from a pending state of no more than ${answers.length} answers`)
  const io = from ? new ReplayIO(answers, from.answers, from.events) : new ReplayIO(answers)
  try {
    const outcome = system.run(setup, io)
    io.checkResumed()
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
