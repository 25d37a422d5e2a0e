import type { DiceRoller } from '../../src-engine/dice/rng.ts'

/** One bench line: the engine's simulation and a hand-written loop of the same rules, each fighting one fight. */
export interface Scenario {
  readonly name: string
  readonly engine: (roller: DiceRoller) => void
  readonly baseline: (roller: DiceRoller) => void
}
