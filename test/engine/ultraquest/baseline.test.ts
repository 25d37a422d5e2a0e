import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { ultraquestBenches } from '../../bench/scenarios/ultraquest.ts'
import { loopSize } from '../mutation-scale.ts'

/** The hand-written loop's result codes, by the engine's names. */
const RESULTS: Record<number, string> = { 1: 'won', [-1]: 'lost', 0: 'exhausted', [-2]: 'fled' }

/**
 * The bench's hand-written ULTRA♦QUEST loop (test/bench/scenarios/ultraquest-baseline.ts) must fight the engine's own
 * rules, so that the bench's ratio measures only what the engine's generality costs: from the same dice, the same
 * result, to the last face drawn (issue 17, 9).
 */
describe('the bench baseline plays the engine’s rules', () => {
  for (const bench of ultraquestBenches) {
    it(`KS-ROLL-2 KS-DMG-3 KS-FIGHT-7: ${bench.name}: over 2,000 seeds baseline and simulate() end alike and draw the same dice`, () => {
      const seen = new Set<string>()
      for (let seed = 0; seed < loopSize(2_000, 600); seed++) {
        const engineRoller = seededRoller(`uq-baseline-${seed}`)
        const baselineRoller = seededRoller(`uq-baseline-${seed}`)
        const { result } = simulate(ultraquestSystem, bench.setup, engineRoller)
        expect(RESULTS[bench.baseline(baselineRoller)], `seed ${seed}`).toBe(result)
        expect(baselineRoller.state(), `seed ${seed}`).toEqual(engineRoller.state())
        seen.add(result)
      }
      // Won, lost and a third ending (exhausted, or the undead's forced flight) are all played.
      expect(seen.size).toBe(3)
    })
  }
})
