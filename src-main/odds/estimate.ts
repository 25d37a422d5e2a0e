import { seededRoller } from '../../src-engine/dice/index.ts'
import { oddsCombatants, OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { FromWorker, OddsJobSpec } from './protocol.ts'

/** Fights per slice: small enough that a first estimate is out at once and a cancel is heard quickly. */
const FIRST_SLICE = 400
const SLICE_MS = 25
const REPORT_MS = 120

/**
 * Runs a job's variants in turn, slice by slice, and reports the counts: after the first slice of every variant,
 * then every REPORT_MS, and at the end. `yieldNow` lets the host hear a cancel between slices; `cancelled` says
 * whether it came. Pure but for the clock.
 */
export async function estimate(
  jobId: string,
  spec: OddsJobSpec,
  report: (message: FromWorker) => void,
  cancelled: () => boolean,
  yieldNow: () => Promise<void>,
  now: () => number = () => performance.now()
): Promise<void> {
  const system = ruleSystem(spec.system)
  const odds = system.odds
  if (!odds) throw new Error(`${spec.system} has no odds`)
  const setup = odds.withPolicy(system.parseSetup(spec.setup), spec.policy)
  const runs = spec.variants.map((v, i) => ({
    id: v.id,
    run: oddsRun(system, setup, seededRoller(`${spec.seed}:${i}`), v.from)
  }))
  const combatants = oddsCombatants({ odds, setup })
  const counters = runs.map(() => new OddsCounter(combatants.length))
  const send = (done: boolean) =>
    report({ type: 'progress', jobId, combatants, variants: runs.map((r, i) => ({ id: r.id, counts: counters[i]!.counts() })), done })

  for (const [i, r] of runs.entries()) runBatch(r.run, counters[i]!, Math.min(FIRST_SLICE, spec.n))
  send(counters.every((c) => c.n >= spec.n))
  let lastReport = now()
  while (counters.some((c) => c.n < spec.n)) {
    await yieldNow()
    if (cancelled()) return
    for (const [i, r] of runs.entries()) {
      const counter = counters[i]!
      const start = now()
      let batch = 100
      while (counter.n < spec.n && now() - start < SLICE_MS) {
        const count = Math.min(batch, spec.n - counter.n)
        runBatch(r.run, counter, count)
        batch = Math.min(batch * 2, 20_000)
      }
    }
    if (now() - lastReport >= REPORT_MS || counters.every((c) => c.n >= spec.n)) {
      lastReport = now()
      send(counters.every((c) => c.n >= spec.n))
    }
  }
}
