// Part of npm run bench: the CPU time of the odds of each example setup in resources/examples — 100,000 fights
// through runBatch and an OddsCounter, the way `mo odds` and the app's odds run them — next to the plain simulation of the
// same setup (what counting the fights adds), and the first 10,000 fights of a freshly parsed setup (the first
// estimate, before the engine is warm). Systems without odds are skipped with a note.
import { readdirSync, readFileSync } from 'node:fs'
import { simulation, SimulationIO } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { oddsCombatants, OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'

const FIGHTS = 100_000
const FIRST = 10_000
const RUNS = 3

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** CPU milliseconds of one call. */
function timed(work: () => void): number {
  const start = cpuMs()
  work()
  return cpuMs() - start
}

// Two levels below the project both as test/bench/odds.ts and bundled as out/bench/run.mjs.
const examples = new URL('../../resources/examples/', import.meta.url)

/** Prints one line per example whose file name or system contains `only` (case-insensitive). */
export function oddsBench(only: string | undefined): void {
  const wanted = (text: string) => !only || text.toLowerCase().includes(only.toLowerCase())
  const files = readdirSync(examples)
    .filter((f) => f.endsWith('.json'))
    .sort()
  const skipped: string[] = []
  let header = false
  const heading = () => {
    if (!header) console.log(`Odds: CPU ms of ${FIGHTS.toLocaleString('en-US')} fights per example setup (runBatch + OddsCounter, default policy; best of ${RUNS})`)
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
    // The first estimate: a freshly parsed setup, as `mo odds` and the app start.
    const first = timed(() => {
      const run = oddsRun(system, odds.withPolicy(system.parseSetup(raw), policy), seededRoller('bench-first'))
      runBatch(run, new OddsCounter(oddsCombatants(run).length), FIRST)
    })
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
      withOdds = Math.min(withOdds, timed(() => runBatch(run, counter, FIGHTS)))
      plain = Math.min(
        plain,
        timed(() => {
          for (let j = 0; j < FIGHTS; j++) fight(plainIO)
        })
      )
    }
    const target = withOdds <= 100 ? 'within 100 ms' : `over 100 ms (first ${FIRST.toLocaleString('en-US')}: ${first <= 100 ? 'within' : 'over'} 100 ms)`
    console.log(`  ${file.padEnd(30)} odds ${withOdds.toFixed(0).padStart(6)} ms  simulate ${plain.toFixed(0).padStart(6)} ms  ratio ${(withOdds / plain).toFixed(2)}  first ${FIRST.toLocaleString('en-US')} ${first.toFixed(0).padStart(4)} ms  ${target}`)
  }
  for (const note of skipped) console.log(`  skipped: ${note}`)
}
