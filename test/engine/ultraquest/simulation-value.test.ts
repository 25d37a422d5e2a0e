import { describe, expect, it } from 'vitest'
import { simulate, simulation, SimulationIO } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { randomSetup } from './random.ts'
import { loopSize } from '../mutation-scale.ts'

describe("ULTRA♦QUEST's simulation value (prepared once, its members reset for every fight)", () => {
  it('fight after fight gives what simulate() gives, each fight prepared afresh, over many random setups', () => {
    const seen = new Set<string>()
    let fights = 0
    for (let seed = 0; fights < loopSize(6_000, 2_000); seed++) {
      const setup = randomSetup(seed)
      if (!setup) continue
      const fight = simulation(ultraquestSystem, setup)
      const io = new SimulationIO(seededRoller(`value-${seed}`))
      const fresh = seededRoller(`value-${seed}`)
      for (let i = 0; i < 40; i++, fights++) {
        const outcome = fight(io)
        expect(outcome, `setup ${seed}, fight ${i}`).toEqual(simulate(ultraquestSystem, setup, fresh))
        seen.add(outcome.result)
        for (const a of outcome.adventurers) {
          if (a.healedInFight > 0) seen.add('healed')
          if (a.robbed) seen.add('robbed')
          if (a.diedInFight) seen.add('died')
        }
      }
      expect(io.simulation.state()).toEqual(fresh.state())
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['died', 'exhausted', 'fled', 'healed', 'lost', 'robbed', 'won']))
  })
})
