// Part of npm run bench: the CPU time of the odds of each example setup in resources/examples — 100,000 fights
// through runBatch and an OddsCounter, the way `mo odds` and the app's odds run them — next to the plain simulation of the
// same setup (what counting the fights adds), and the first 10,000 fights of a freshly parsed setup (the first
// estimate: here on rules warm from the scenarios run before, as on the app's odds worker after its first odds; and in
// a process of its own, cold and after the warm-up that opening a campaign runs on the worker, first-estimate.ts),
// and 20,000 fights from the first decision of a running fight (the runner's
// odds of an option, which replay the answers so far and then simulate). Systems without odds are skipped with a note.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { replay, rollFor, simulation, SimulationIO, defaultAnswer, type Answer, type RuleSystem } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { oddsCombatants, OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'

const FIGHTS = 100_000
const FIRST = 10_000
const RUNNING = 20_000
const RUNS = 3

/** What the bench measured of one example setup's odds, in CPU ms. */
export interface OddsFigures {
  readonly file: string
  readonly system: string
  /** FIGHTS fights, and FIRST fights of a freshly parsed setup: here, and in a fresh process after the warm-up. */
  readonly odds: number
  readonly first: number
  readonly warm: number
  /** RUNNING fights from the first decision of a running fight. */
  readonly running: number
}

/** The answers of a fight with seeded dice and default choices up to its first decision after a roll, that decision's default included. */
function firstDecision<S>(system: RuleSystem<S>, setup: S): Answer[] {
  const roller = seededRoller('bench-running')
  let answers: Answer[] = []
  let rolled = false
  for (;;) {
    const state = replay(system, setup, answers)
    if (state.status === 'finished') return answers.slice(0, -1)
    const request = state.request
    if (request.type === 'dice') {
      answers = [...answers, rollFor(request, roller)]
      rolled = true
      continue
    }
    answers = [...answers, defaultAnswer(request)]
    if (rolled) return answers
  }
}

export const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The first estimate of an example: FIRST fights of a freshly parsed setup, as `mo odds` and the app start, on the first policy. */
export function firstEstimate(system: RuleSystem<unknown>, raw: unknown): void {
  const odds = system.odds!
  const run = oddsRun(system, odds.withPolicy(system.parseSetup(raw), odds.policies[0]!.id), seededRoller('bench-first'))
  runBatch(run, new OddsCounter(oddsCombatants(run).length), FIRST)
}

/**
 * The first estimate's CPU ms in a process of its own (first-estimate.ts, bundled beside this bench), the best of RUNS
 * processes: `cold`, on rules never run before; `warm`, after the warm-up that opening a campaign runs on the odds worker.
 */
function freshFirstEstimate(file: string, mode: 'cold' | 'warm'): number {
  let best = Infinity
  // One process after another, best of them: like the runs here, so that a busy moment of the machine does not decide.
  for (let i = 0; i < RUNS; i++) {
    const child = spawnSync(process.execPath, [fileURLToPath(new URL('./first-estimate.mjs', import.meta.url)), file, mode], { encoding: 'utf8' })
    if (child.status !== 0) throw new Error(`first-estimate.mjs ${file} ${mode} failed: ${child.stderr}`)
    best = Math.min(best, (JSON.parse(child.stdout) as { ms: number }).ms)
  }
  return best
}

/** CPU milliseconds of one call. */
function timed(work: () => void): number {
  const start = cpuMs()
  work()
  return cpuMs() - start
}

// Two levels below the project both as test/bench/odds.ts and bundled as out/bench/run.mjs (and first-estimate.mjs).
const examples = new URL('../../resources/examples/', import.meta.url)

/** Prints one line per example whose file name or system contains `only` (case-insensitive), and returns the figures. */
export function oddsBench(only: string | undefined): OddsFigures[] {
  const figures: OddsFigures[] = []
  const wanted = (text: string) => !only || text.toLowerCase().includes(only.toLowerCase())
  const files = readdirSync(examples)
    .filter((f) => f.endsWith('.json'))
    .sort()
  const skipped: string[] = []
  let header = false
  const heading = () => {
    if (!header)
      console.log(`Odds: CPU ms of ${FIGHTS.toLocaleString('en-US')} fights per example setup (runBatch + OddsCounter, default policy; best of ${RUNS})`)
    header = true
  }
  for (const file of files) {
    const { decisions: _decisions, ...raw } = JSON.parse(readFileSync(new URL(file, examples), 'utf8')) as Record<string, unknown>
    const system = ruleSystem(String(raw['system']))
    if (!wanted(`${file} ${system.id}`)) continue
    const odds = system.odds
    heading()
    if (!odds) {
      skipped.push(`${file} (${system.id} has no odds yet)`)
      continue
    }
    const policy = odds.policies[0]!.id
    // The first estimate: here on rules already run (see above), and in a fresh process, cold and after the warm-up.
    const first = timed(() => firstEstimate(system, raw))
    const cold = freshFirstEstimate(file, 'cold')
    const warm = freshFirstEstimate(file, 'warm')
    const setup = odds.withPolicy(system.parseSetup(raw), policy)
    const run = oddsRun(system, setup, seededRoller('bench-odds'))
    const size = oddsCombatants(run).length
    const fight = simulation(system, setup)
    const plainIO = new SimulationIO(seededRoller('bench-odds'))
    let withOdds = Infinity
    let plain = Infinity
    // Alternating runs, best of each: other programs on the machine favour neither.
    for (let i = 0; i < RUNS; i++) {
      const counter = new OddsCounter(size)
      withOdds = Math.min(
        withOdds,
        timed(() => runBatch(run, counter, FIGHTS))
      )
      plain = Math.min(
        plain,
        timed(() => {
          for (let j = 0; j < FIGHTS; j++) fight(plainIO)
        })
      )
    }
    const from = firstDecision(system, setup)
    let running = Infinity
    for (let i = 0; i < RUNS; i++) {
      const fromRun = oddsRun(system, setup, seededRoller('bench-running'), from)
      running = Math.min(
        running,
        timed(() => runBatch(fromRun, new OddsCounter(size), RUNNING))
      )
    }
    // The app's first estimate is the fresh worker's after the warm-up.
    const firstTarget = warm <= 100 ? 'within' : 'over'
    const target = withOdds <= 100 ? 'within 100 ms' : `over 100 ms (first ${FIRST.toLocaleString('en-US')} after the warm-up: ${firstTarget} 100 ms)`
    console.log(
      `  ${file.padEnd(30)} odds ${withOdds.toFixed(0).padStart(6)} ms  simulate ${plain.toFixed(0).padStart(6)} ms  ratio ${(withOdds / plain).toFixed(2)}  first ${FIRST.toLocaleString('en-US')} ${first.toFixed(0).padStart(4)} ms ` +
        `(fresh process, best of ${RUNS}: cold ${cold.toFixed(0)} ms, after the warm-up ${warm.toFixed(0)} ms)  running ${RUNNING.toLocaleString('en-US')} after ${from.length} answers ${running.toFixed(0).padStart(4)} ms  ${target}`
    )
    figures.push({ file, system: system.id, odds: withOdds, first, warm, running })
  }
  for (const note of skipped) console.log(`  skipped: ${note}`)
  return figures
}
