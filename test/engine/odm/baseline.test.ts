import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { odmBenches } from '../../bench/scenarios/odm.ts'
import { loopSize } from '../mutation-scale.ts'

/**
 * The bench's hand-written ODM loop (test/bench/scenarios/odm-baseline.ts) must fight the engine's own default rules,
 * so that the bench's ratio measures only what the engine's generality costs: from the same dice, the same winner, to
 * the last face drawn (issue 17, 9).
 */
describe('the bench baseline plays the engine’s default rules', () => {
  for (const bench of odmBenches) {
    it(`ODM-MULTI-6 ODM-GAP-13: ${bench.name}: over 2,000 seeds baseline and simulate() end alike and draw the same dice`, () => {
      const winners = new Set<string | null>()
      for (let seed = 0; seed < loopSize(2_000, 300); seed++) {
        const engineRoller = seededRoller(`odm-baseline-${seed}`)
        const baselineRoller = seededRoller(`odm-baseline-${seed}`)
        const outcome = simulate(odmSystem, bench.setup, engineRoller)
        const result = bench.baseline(baselineRoller)
        expect(result === 1 ? 'heroes' : result === -1 ? 'orcs' : null, `seed ${seed}`).toBe(outcome.winner)
        expect(baselineRoller.state(), `seed ${seed}`).toEqual(engineRoller.state())
        winners.add(outcome.winner)
      }
      // Both sides win often enough for every branch of the loop to be played.
      expect([...winners].sort()).toEqual(['heroes', 'orcs'])
    })
  }
})
