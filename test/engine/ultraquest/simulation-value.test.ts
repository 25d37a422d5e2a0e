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

  it('KS-VOLUNTARY-4 KS-ACTION-2: a running fight in which the GM handed a weapon on is declared anew, and the fresh fights after it on the same value do not take its declaration', () => {
    // Albrav, whose KS is derived (KS-GAP-2: W6 + ST + the weapons in hand), hands his sword (+3) to Brann before the
    // fight; the simulation that takes over from there declares Albrav without it, and a fresh fight on the same value
    // with it again: the declaration of a party the running fight changed is not kept.
    const sword = { name: 'Schwert', kind: 'weapon' as const, ksBonus: 3, held: true }
    const setup = ultraquestSystem.parseSetup(
      setupOf({
        party: [adventurer('albrav', { ks: {}, st: 1, items: [sword] }), adventurer('brann')],
        opponents: [{ name: 'Goblin', ks: 'W6+3', count: 2 }],
        fight: { type: 'NK', marker: '?' }
      })
    )
    const answers: Answer[] = [{ type: 'chooseOne', option: 'fight' }]
    const order = replay(ultraquestSystem, setup, answers)
    if (order.status !== 'pending' || order.request.type !== 'chooseMany') throw new Error('expected the marching order')
    answers.push({ type: 'chooseMany', options: order.request.default }, { type: 'chooseOne', option: 'albrav:1>brann' })
    const handed = replay(ultraquestSystem, setup, answers)
    expect(handed.events.map((e) => e.type)).toContain('ultraquest.handOver')

    const shared = simulation(ultraquestSystem, setup)
    const running = new ContinuationIO(answers, seededRoller('running'))
    const runningAlone = seededRoller('running')
    const fresh = new SimulationIO(seededRoller('fresh'))
    const freshAlone = new SimulationIO(seededRoller('fresh'))
    for (let i = 0; i < loopSize(200, 50); i++) {
      running.restart()
      expect(shared(running), `running fight ${i}`).toEqual(simulation(ultraquestSystem, setup)(new ContinuationIO(answers, runningAlone)))
      expect(shared(fresh), `fresh fight ${i}`).toEqual(simulation(ultraquestSystem, setup)(freshAlone))
    }
  })

  it('KS-NONFIGHT-4 KS-ACTION-1: a running fight reordered at the break, or declared otherwise in round 2, and fresh fights taking turns on one value each give what a fight without the value gives', () => {
    const setup = ultraquestSystem.parseSetup(
      setupOf({
        party: [adventurer('albrav', { rw: 1 }), adventurer('brann'), adventurer('cira', { rw: 2 })],
        opponents: [{ name: 'Goblin', ks: 'W6+2', count: 3 }]
      })
    )
    // Round 1: everyone fights, 4+4+4+3 = 15 against 3+3+3+6 = 15, a draw; the party fights on.
    const round1: Answer[] = [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [4, 4, 4] },
      { type: 'dice', faces: [3, 3, 3] },
      { type: 'chooseOne', option: 'fight' }
    ]
    // Simulation takes over at the break with the order turned round (Cira now takes the damage first), or after
    // round 2's declaration, in which Cira stays out.
    const reordered: Answer[] = [...round1, { type: 'chooseMany', options: ['cira', 'brann', 'albrav'] }]
    const declared: Answer[] = [
      ...round1,
      { type: 'chooseMany', options: ['albrav', 'brann', 'cira'] },
      { type: 'chooseOne', option: 'done' },
      { type: 'chooseOne', option: 'cira' }
    ]
    const states = [replay(ultraquestSystem, setup, reordered), replay(ultraquestSystem, setup, declared)]
    expect(states.map((s) => s.status === 'pending' && s.request.key)).toEqual(['handItem', 'partyRoll'])
    expect(states[0]!.events.find((e) => e.type === 'ultraquest.reorder')?.params).toEqual({ names: ['Cira', 'Brann', 'Albrav'] })
    expect(states[1]!.events.filter((e) => e.type === 'ultraquest.nonFighters').map((e) => e.round)).toEqual([2])

    for (const answers of [reordered, declared]) {
      const shared = simulation(ultraquestSystem, setup)
      const running = new ContinuationIO(answers, seededRoller('running'))
      const fresh = new SimulationIO(seededRoller('fresh'))
      const runningAlone = seededRoller('running')
      const freshAlone = seededRoller('fresh')
      for (let i = 0; i < loopSize(200, 50); i++) {
        running.restart()
        expect(shared(running), `running fight ${i}`).toEqual(ultraquestSystem.run(setup, new ContinuationIO(answers, runningAlone)))
        expect(shared(fresh), `fresh fight ${i}`).toEqual(simulate(ultraquestSystem, setup, freshAlone))
      }
    }
  })
})
