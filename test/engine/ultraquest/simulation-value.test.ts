import { describe, expect, it } from 'vitest'
import { replay, simulate, simulation, SimulationIO, type Answer } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { ContinuationIO } from '../../../src-engine/sim/odds.ts'
import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer, setupOf } from './fixtures.ts'
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

  it('KS-TYPE-5 KS-NONFIGHT-4: odds from a running fight and fresh fights taking turns on one value each get the fight a value of their own gives', () => {
    // The value keeps simulation's declaration of the unchanged party from fight to fight; the running fight declared
    // otherwise (Brann in NK, though his FK is the better, and Cira out), so the fresh fight after it must not take the kept one as still standing.
    const setup = ultraquestSystem.parseSetup(
      setupOf({
        party: [adventurer('albrav', { rw: 1 }), adventurer('brann', { ks: { nk: 'W6', fk: 'W6+3' } }), adventurer('cira', { rw: 2 })],
        opponents: [{ name: 'Goblin', ks: 'W6+2', count: 3 }],
        fight: { type: 'NK+FK', marker: '!' }
      })
    )
    const answers: Answer[] = []
    for (;;) {
      const state = replay(ultraquestSystem, setup, answers)
      if (state.status !== 'pending' || state.request.type === 'dice') break
      const request = state.request
      if (request.type !== 'chooseOne') throw new Error(`unexpected ${request.type}`)
      const option = request.key === 'mode:brann' ? 'NK' : request.key === 'nonFighters' ? 'cira' : request.default
      answers.push({ type: 'chooseOne', option })
    }
    expect(answers.map((a) => a.type === 'chooseOne' && a.option)).toEqual(['cira', 'NK', 'NK'])

    const shared = simulation(ultraquestSystem, setup)
    const running = new ContinuationIO(answers, seededRoller('running'))
    const fresh = new SimulationIO(seededRoller('fresh'))
    const runningAlone = seededRoller('running')
    const freshAlone = new SimulationIO(seededRoller('fresh'))
    const results = new Set<string>()
    for (let i = 0; i < loopSize(400, 100); i++) {
      running.restart()
      const fromRunning = shared(running)
      expect(fromRunning, `running fight ${i}`).toEqual(simulation(ultraquestSystem, setup)(new ContinuationIO(answers, runningAlone)))
      const plain = shared(fresh)
      expect(plain, `fresh fight ${i}`).toEqual(simulation(ultraquestSystem, setup)(freshAlone))
      results.add(`${fromRunning.result} ${plain.result}`)
    }
    expect(fresh.simulation.state()).toEqual(freshAlone.simulation.state())
    expect(results.size).toBeGreaterThan(3)
  })
})
