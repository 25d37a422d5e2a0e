// npm run bench: simulated fights per second of the engine against a hand-written loop of the same rules,
// measured in the same run so that the ratio means something on a noisy machine; then campaign scale.
import { seededRoller, type DiceRoller } from '../../src-engine/dice/index.ts'
import { campaignScaleBench } from './campaign-scale.ts'
import type { Scenario } from './scenario.ts'
import { odmScenarios } from './scenarios/odm.ts'
import { thaliaScenarios } from './scenarios/thalia.ts'
import { weltenbuchScenarios } from './scenarios/weltenbuch.ts'
import { ultraquestScenarios } from './scenarios/ultraquest.ts'

const scenarios: Scenario[] = [...ultraquestScenarios, ...odmScenarios, ...thaliaScenarios, ...weltenbuchScenarios]

/** Fights per second over ~`ms` milliseconds, after a warm-up; one seeded dice stream for all fights. */
function rate(fight: (roller: DiceRoller) => void, ms: number): number {
  const roller = seededRoller('bench')
  for (let i = 0; i < 20_000; i++) fight(roller)
  let count = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ms) {
    for (let i = 0; i < 5_000; i++) fight(roller)
    count += 5_000
    elapsed = performance.now() - start
  }
  return (count / elapsed) * 1000
}

const format = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = Number(process.env['BENCH_MS'] ?? 1500)
for (const s of scenarios) {
  const engine = rate(s.engine, ms)
  const baseline = rate(s.baseline, ms)
  console.log(s.name)
  console.log(`  engine   ${format(engine).padStart(12)} fights/s`)
  console.log(`  baseline ${format(baseline).padStart(12)} fights/s`)
  console.log(`  ratio    ${(engine / baseline).toFixed(3).padStart(12)}`)
}

await campaignScaleBench()
