import type { SystemId } from '../../src-engine/core/types.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { oddsCombatants, OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import odmDuel from '../../resources/examples/odm-duel.json' with { type: 'json' }
import thaliaSkirmish from '../../resources/examples/thalia-skirmish.json' with { type: 'json' }
import ultraquestGoblins from '../../resources/examples/ultraquest-goblins.json' with { type: 'json' }
import weltenbuchTwoAgainstThree from '../../resources/examples/weltenbuch-2v3.json' with { type: 'json' }

/** A fight of each system's own example, to run its rules on before the GM asks for odds. */
const EXAMPLE_SETUPS: Readonly<Record<SystemId, unknown>> = {
  odm: odmDuel,
  thalia: thaliaSkirmish,
  ultraquest: ultraquestGoblins,
  weltenbuch: weltenbuchTwoAgainstThree
}

/** Fights per slice, and the slices: enough for V8 to compile the rules' hot paths, about a quarter second at most. */
const SLICE = 250
const SLICES = 16

/**
 * Runs a system's example fights on the odds worker so its first real estimate runs on compiled code: cold, the first
 * 400 fights of a Thalia or Weltenbuch setup took 150–190 ms of CPU, most of it the engine's code being compiled.
 * Gives way between slices (`yieldNow`) and stops as soon as `stop` says a real job came.
 */
export async function warmUp(system: string, stop: () => boolean, yieldNow: () => Promise<void>): Promise<number> {
  const rules = ruleSystem(system)
  const odds = rules.odds
  const example = EXAMPLE_SETUPS[rules.id as SystemId]
  if (!odds || example === undefined) return 0
  const run = oddsRun(rules, odds.withPolicy(rules.parseSetup(example), odds.policies[0]!.id), seededRoller('warm-up'))
  const counter = new OddsCounter(oddsCombatants(run).length)
  for (let slice = 0; slice < SLICES && !stop(); slice++) {
    runBatch(run, counter, SLICE)
    await yieldNow()
  }
  return counter.n
}
