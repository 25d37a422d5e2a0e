import { expect } from 'vitest'
import { defaultAnswer, replay, type Answer, type FightState, type FightTally, type RuleSystem } from '../../src-engine/core/index.ts'
import type { OddsRules } from '../../src-engine/core/odds.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { oddsReport, type OddsReport } from '../../src-engine/sim/report.ts'

/** The odds of a setup as the app and `mo odds` make them: n fights from a seeded roller, or on from a running fight's answers. */
export function estimateOdds<S>(system: RuleSystem<S>, setup: S, seed: string, n: number, from?: readonly Answer[]): OddsReport {
  const run = oddsRun(system, setup, seededRoller(seed), from)
  const combatants = run.odds.combatants(setup)
  const counter = new OddsCounter(combatants.length)
  runBatch(run, counter, n)
  return oddsReport({ system: system.id, seed, policy: '' }, combatants, counter.counts())
}

/** The estimate lies within 4 standard errors of the exact probability. */
export function expectNear(estimate: number | undefined, exact: number, n: number, what: string): void {
  const se = Math.sqrt((exact * (1 - exact)) / n)
  expect(Math.abs((estimate ?? 0) - exact), `${what}: ${estimate} against exactly ${exact.toFixed(5)} (4 SE = ${(4 * se).toFixed(5)})`).toBeLessThanOrEqual(
    4 * se
  )
}

/** The answers of a fight up to its next decision after the given rolls, with defaults for every choice on the way. */
export function answersAfter<S, O>(system: RuleSystem<S, O>, setup: S, rolls: readonly (readonly number[])[]): { answers: Answer[]; state: FightState<O> } {
  let answers: Answer[] = []
  const left = [...rolls]
  for (;;) {
    const state = replay(system, setup, answers)
    if (state.status === 'finished') return { answers, state }
    const request = state.request
    if (request.type === 'dice') {
      if (left.length === 0) return { answers, state }
      answers = [...answers, { type: 'dice', faces: left.shift()! }]
    } else if (left.length === 0) return { answers, state }
    else answers = [...answers, defaultAnswer(request)]
  }
}

/** The calls one fight's outcome makes on an odds tally, in order: what the odds count it as. */
export function tallyCalls<S, O>(odds: OddsRules<S, O>, setup: S, outcome: O): string[] {
  const seen: string[] = []
  const tally: FightTally = {
    result: (name) => seen.push(`result ${name}`),
    rounds: (count) => seen.push(`rounds ${count}`),
    died: (index) => seen.push(`died ${index}`),
    harmed: (index, harm) => seen.push(`harmed ${index} ${harm}`)
  }
  odds.summarize(setup, outcome, tally)
  return seen
}
