import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { thaliaBench } from '../../bench/scenarios/thalia.ts'

/**
 * The bench's hand-written Thalia loop (test/bench/scenarios/thalia-baseline.ts) must fight the engine's own default
 * rules, so that the bench's ratio measures only what the engine's generality costs: from the same dice, the same
 * fight, to the last face drawn.
 */
describe('the bench baseline plays the engine’s default rules', () => {
  it('THA-GAP-13 THA-DEF-2 THA-ATK-3 THA-MORALE-4: over 3,000 seeds of the example skirmish, baseline and simulate() end alike and draw the same dice', () => {
    const { setup, baseline } = thaliaBench
    let won = 0
    let fists = 0
    for (let seed = 0; seed < 3_000; seed++) {
      const engineRoller = seededRoller(`baseline-${seed}`)
      const baselineRoller = seededRoller(`baseline-${seed}`)
      const outcome = simulate(thaliaSystem, setup, engineRoller)
      const result = baseline(baselineRoller)
      const pcs = outcome.combatants.filter((c) => c.kind === 'pc')
      const monsters = outcome.combatants.filter((c) => c.kind !== 'pc')
      const engine = {
        winner: outcome.winner,
        rounds: outcome.rounds,
        pcHp: pcs.map((c) => c.hp),
        pcStatus: pcs.map((c) => c.status),
        monsterHp: monsters.map((c) => c.hp),
        monsterStatus: monsters.map((c) => c.status)
      }
      expect({ ...result, winner: result.winner === null ? null : result.winner === 'players' ? 'players' : 'monsters' }, `seed ${seed}`).toEqual(engine)
      expect(baselineRoller.state(), `seed ${seed}`).toEqual(engineRoller.state())
      if (outcome.winner === 'players') won++
      // Cecilie parried until her Stridsøks broke: from then on she fights with her fists.
      if (outcome.combatants[2]!.weaponDurability[0]!.durability === 0) fists++
    }
    // Both sides win, and weapons break, often enough for every branch of the loop to be played.
    expect(won).toBeGreaterThan(2_000)
    expect(won).toBeLessThan(2_900)
    expect(fists).toBeGreaterThan(100)
  })
})
