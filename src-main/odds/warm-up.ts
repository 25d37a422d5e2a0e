import type { SystemId } from '../../src-engine/core/types.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { oddsCombatants, OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import odmOneAgainstThree from '../../resources/examples/odm-1v3.json' with { type: 'json' }
import odmDuel from '../../resources/examples/odm-duel.json' with { type: 'json' }
import thaliaSkirmish from '../../resources/examples/thalia-skirmish.json' with { type: 'json' }
import ultraquestGoblins from '../../resources/examples/ultraquest-goblins.json' with { type: 'json' }
import weltenbuchTwoAgainstThree from '../../resources/examples/weltenbuch-2v3.json' with { type: 'json' }
import weltenbuchYornAgainstOrc from '../../resources/examples/weltenbuch-yorn-vs-orc.json' with { type: 'json' }

/**
 * Two setups of each system to run its rules on before the GM asks for odds: its examples, or its one example twice.
 * Two, because V8 first compiles a function made anew for each setup (the simulation's closures) for that one setup,
 * and compiles it again, for all, once a second setup makes one: warmed up on a single setup, the GM's first odds paid
 * for that second compilation (the first 10,000 fights of a Weltenbuch 2 v 3 took 300 ms of CPU after such a warm-up,
 * against 130 ms after one on two setups and 80 ms once warm).
 */
const WARM_UP_SETUPS: Readonly<Record<SystemId, readonly [unknown, unknown]>> = {
  odm: [odmDuel, odmOneAgainstThree],
  thalia: [thaliaSkirmish, thaliaSkirmish],
  ultraquest: [ultraquestGoblins, ultraquestGoblins],
  weltenbuch: [weltenbuchTwoAgainstThree, weltenbuchYornAgainstOrc]
}

/**
 * Fights per slice, and the slices: 6,000 fights of each setup, about half a second of CPU for the slowest system. V8
 * keeps optimizing past the first few thousand: after 2,000 fights of each setup the first 10,000 of a Weltenbuch 2 v 3
 * still took 125–175 ms, after 6,000 of each 90–95 ms (its rules once warm: about 80 ms), for some 120 ms more warm-up.
 */
const SLICE = 250
const SLICES = 48

/**
 * Runs a system's example fights on the odds worker so its first real estimate runs on compiled code: cold, the first
 * 10,000 fights of a Thalia or Weltenbuch setup took 3–5 times as long as once warm, most of it the engine's code being
 * compiled. Its two setups take turns, slice by slice. Gives way between slices (`yieldNow`) and stops as soon as
 * `stop` says a real job came. Returns the fights run.
 */
export async function warmUp(system: string, stop: () => boolean, yieldNow: () => Promise<void>): Promise<number> {
  const rules = ruleSystem(system)
  const odds = rules.odds
  const examples = WARM_UP_SETUPS[rules.id as SystemId]
  if (!odds || examples === undefined) return 0
  const runs = examples.map((example, i) => {
    const run = oddsRun(rules, odds.withPolicy(rules.parseSetup(example), odds.policies[0]!.id), seededRoller(`warm-up-${i}`))
    return { run, counter: new OddsCounter(oddsCombatants(run).length) }
  })
  let fights = 0
  for (let slice = 0; slice < SLICES && !stop(); slice++) {
    const { run, counter } = runs[slice % runs.length]!
    runBatch(run, counter, SLICE)
    fights += SLICE
    await yieldNow()
  }
  return fights
}
