import { simulation, SimulationIO } from '../../src-engine/core/index.ts'
import type { RuleSystem } from '../../src-engine/core/types.ts'
import type { DiceRoller } from '../../src-engine/dice/rng.ts'

/** One bench line: the engine's simulation and a hand-written loop of the same rules, each fighting one fight. */
export interface Scenario {
  readonly name: string
  readonly engine: (roller: DiceRoller) => void
  readonly baseline: (roller: DiceRoller) => void
}

/**
 * The engine's side of a bench line: fights of one setup as odds run them (`simulation`, which lets a system work out
 * once what they share), one SimulationIO per roller.
 */
export function simulatedFights<S, O>(system: RuleSystem<S, O>, setup: S): (roller: DiceRoller) => void {
  const fight = simulation(system, setup)
  let io: SimulationIO | null = null
  return (roller) => {
    if (io?.simulation !== roller) io = new SimulationIO(roller)
    fight(io)
  }
}
