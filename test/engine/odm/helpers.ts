import { defaultAnswer, giveAnswer, replay, type Answer, type FightEvent, type FightState, type Request } from '../../../src-engine/core/index.ts'
import { odmSystem, type OdmOutcome, type OdmSetup } from '../../../src-engine/systems/odm/index.ts'

export type SheetInput = {
  courage?: number
  at?: number
  pa?: number
  le?: { current: number; max: number }
  bw?: number
  tp?: string
  kind?: 'hero' | 'figure' | 'monster'
}

export function sheet(over: SheetInput = {}): Record<string, unknown> {
  return { courage: 10, at: 10, pa: 10, le: { current: 30, max: 30 }, bw: 0, tp: 'W6', kind: 'figure', ...over }
}

export interface FighterInput {
  id: string
  sheet?: SheetInput
}

function side(id: string, fighters: readonly FighterInput[]): Record<string, unknown> {
  return { id, name: id === 'left' ? 'Left' : 'Right', combatants: fighters.map((f) => ({ id: f.id, name: f.id.toUpperCase(), sheet: sheet(f.sheet) })) }
}

/** Two sides "left" and "right"; each fighter's name is its id in capitals. */
export function fight(left: readonly FighterInput[], right: readonly FighterInput[], rules: Record<string, unknown> = {}): OdmSetup {
  return odmSystem.parseSetup({ sides: [side('left', left), side('right', right)], rules })
}

export function duel(x: SheetInput, y: SheetInput, rules: Record<string, unknown> = {}): OdmSetup {
  return fight([{ id: 'x', sheet: x }], [{ id: 'y', sheet: y }], rules)
}

/** A step of a scripted fight: dice faces (one number = one die) or the id(s) of a choice. */
export type Step = number | readonly number[] | { choose: string } | { order: readonly string[] }

export interface Played {
  state: FightState<OdmOutcome>
  answers: Answer[]
  /** Every request answered, in order, as "key@actor" (or just the key when nobody acts). */
  trace: string[]
  requests: Request[]
}

export function label(r: Request): string {
  return r.actor ? `${r.key}@${r.actor}` : r.key
}

function fits(r: Exclude<Request, { type: 'dice' }>, step: { choose: string } | { order: readonly string[] }): boolean {
  if (r.type === 'confirm') return true
  const ids = r.options.map((o) => o.id)
  if ('choose' in step) return r.type === 'chooseOne' && ids.includes(step.choose)
  return r.type === 'chooseMany' && step.order.every((id) => ids.includes(id))
}

/**
 * Plays steps in order. A question is answered by the next step only when that step is a choice it
 * offers; otherwise it takes its default answer (so a test only mentions the decisions that matter;
 * the end-of-fight question defaults to "fight"). Stops when the steps run out.
 */
export function play(setup: OdmSetup, steps: readonly Step[]): Played {
  let answers: Answer[] = []
  const trace: string[] = []
  const requests: Request[] = []
  let i = 0
  for (;;) {
    const state = replay(odmSystem, setup, answers)
    if (state.status === 'finished') return { state, answers, trace, requests }
    const r = state.request
    const step = steps[i]
    if (step === undefined) return { state, answers, trace, requests }
    const isChoice = typeof step === 'object' && !Array.isArray(step)
    let answer: Answer
    if (r.type === 'dice') {
      if (isChoice) throw new Error(`step ${i} is a choice, but the fight asks for dice: ${label(r)}`)
      answer = { type: 'dice', faces: typeof step === 'number' ? [step] : (step as number[]) }
      i++
    } else if (!isChoice || !fits(r, step as { choose: string } | { order: readonly string[] })) {
      answer = defaultAnswer(r)
    } else {
      i++
      if (r.type === 'chooseOne') answer = { type: 'chooseOne', option: (step as { choose: string }).choose }
      else if (r.type === 'chooseMany') answer = { type: 'chooseMany', options: (step as { order: string[] }).order }
      else answer = { type: 'confirm' }
    }
    trace.push(label(r))
    requests.push(r)
    answers = giveAnswer(odmSystem, setup, answers, answer)
  }
}

/** The dice requests of the trace only. */
export function rolls(p: Played): string[] {
  return p.requests.filter((r) => r.type === 'dice').map(label)
}

/** The trace without the end-of-fight questions. */
export function steps(p: Played): string[] {
  return p.trace.filter((t) => t !== 'end')
}

export function outcome(p: Played): OdmOutcome {
  if (p.state.status !== 'finished') throw new Error(`fight not finished; pending ${label(p.state.request)}`)
  return p.state.outcome
}

export function eventsOf(p: Played, type: string): FightEvent[] {
  return p.state.events.filter((e) => e.type === type)
}

/** LE of a fighter after the steps played: from the outcome, else from the last damage event, else `initial`. */
export function le(p: Played, id: string, initial: number): number {
  if (p.state.status === 'finished') return p.state.outcome.combatants.find((c) => c.id === id)!.leAfter
  const hit = [...p.state.events]
    .reverse()
    .find((e) => (e.type === 'odm.damage' || e.type === 'odm.masterlyDamage') && e.params['defender'] === id.toUpperCase())
  return hit ? Number(hit.params['le']) : initial
}

export function pending(p: Played): Request {
  if (p.state.status !== 'pending') throw new Error('fight is over')
  return p.state.request
}

/** The next dice request after the steps, answering any questions on the way with their defaults. */
export function nextRoll(setup: OdmSetup, steps: readonly Step[]): Request {
  const p = play(setup, steps)
  let answers = p.answers
  for (;;) {
    const state = replay(odmSystem, setup, answers)
    if (state.status === 'finished') throw new Error('fight is over')
    if (state.request.type === 'dice') return state.request
    answers = giveAnswer(odmSystem, setup, answers, defaultAnswer(state.request))
  }
}
