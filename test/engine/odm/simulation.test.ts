import { describe, expect, it } from 'vitest'
import { replay, simulate, simulation, SimulationIO } from '../../../src-engine/core/index.ts'
import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { DefaultsIO } from '../defaults-io.ts'
import { odmSystem, type OdmOutcome, type OdmSetup } from '../../../src-engine/systems/odm/index.ts'
import { loopSize } from '../mutation-scale.ts'

/**
 * The simulation fast path (io.simulation: faces straight from the generator, defaults without building the
 * question) must fight exactly the fight that a replay of the same dice and the default answers fights.
 */

/** A random setup: 1–3 against 1–4 fighters, random sheets, every rule setting and policy drawn at random. */
function randomSetup(r: DiceRoller): OdmSetup {
  const pick = <T>(values: readonly T[]): T => values[r.face(values.length) - 1]!
  const outAtLe = pick([0, 0, 0, -3, 2])
  const fighter = (prefix: string, i: number) => {
    const le = outAtLe + r.face(25)
    return {
      id: `${prefix}${i}`,
      name: `${prefix.toUpperCase()}${i}`,
      sheet: {
        // A narrow courage range, so ties (roll-offs, the Master's pick) come up often.
        courage: 8 + r.face(4),
        at: r.face(21) - 1,
        pa: r.face(21) - 1,
        le: { current: le, max: Math.max(1, le) + r.face(3) - 1 },
        bw: r.face(6) - 1,
        tp: pick(['W6', '1W+4', '2W6', 'D6+3', 'W3', 'W20-2', '1W6+2W3', 'W6+8']),
        kind: pick(['hero', 'figure', 'monster'] as const)
      }
    }
  }
  const side = (id: string, count: number) => ({ id, name: id, combatants: Array.from({ length: count }, (_, i) => fighter(id[0]!, i + 1)) })
  return odmSystem.parseSetup({
    sides: [side('left', r.face(3)), side('right', r.face(4))],
    rules: {
      masterlyBlow: r.face(4) > 1,
      courageTie: pick(['rollOff', 'masterChooses']),
      outFighterActs: pick(['never', 'finishRound']),
      attackRoll: pick(['atOrUnder', 'under']),
      defenceRoll: pick(['atOrUnder', 'under']),
      minimumDamage: pick([0, 0, 1, 2]),
      outAtLe,
      deadAtLe: pick([null, null, outAtLe, outAtLe - 4]),
      endQuestion: pick(['oncePerRound', 'everyPart', 'everyAttack']),
      division: pick(['masterDivides', 'roundRobin']),
      groupAttackOrder: pick(['masterChooses', 'setupOrder']),
      loneTarget: pick(['heroesChoose', 'random', 'chosen']),
      loneDefence: pick(['decidePerHit', 'firstHit']),
      separateCourageTie: pick(['rollOff', 'masterChooses']),
      regroup: pick(['nextRound', 'whenAllEnded']),
      separateFightOrder: pick(['creation', 'masterChooses']),
      masterlyOnMiss: pick(['always', 'needsHit']),
      masterlyUsesDefence: pick([false, true])
    },
    policy: { breakOffAfterRound: r.face(30), ...(r.face(4) > 1 ? { whenLosing: pick(['fight', 'surrender', 'flee']) } : {}) }
  })
}

describe('ODM simulation fast path', () => {
  it('ODM-RND-1 ODM-MULTI-2 ODM-GAP-13 ODM-END-2: over 300 random setups simulate() equals a replay of the same dice and the default answers, generator state included', () => {
    const setups = seededRoller('odm-fast-path')
    let fights = 0
    let questions = 0
    for (let s = 0; s < loopSize(300, 60); s++) {
      const setup = randomSetup(setups)
      for (let seed = 0; seed < 4; seed++) {
        const simRoller = seededRoller(`fast-${s}-${seed}`)
        const simulated: OdmOutcome = simulate(odmSystem, setup, simRoller)
        const playRoller = seededRoller(`fast-${s}-${seed}`)
        const io = new DefaultsIO(playRoller)
        const played = odmSystem.run(setup, io)
        const again = replay(odmSystem, setup, io.answers)
        expect(again.status, `setup ${s} seed ${seed}`).toBe('finished')
        expect(again.status === 'finished' && again.outcome).toEqual(played)
        expect(simulated, `setup ${s} seed ${seed}: ${JSON.stringify(setup)}`).toEqual(played)
        expect(simRoller.state()).toEqual(playRoller.state())
        fights++
        questions += io.answers.filter((a) => a.type !== 'dice').length
      }
    }
    expect(fights).toBe(4 * loopSize(300, 60))
    // The setups ask questions, not only dice: the defaults were put to the test.
    expect(questions).toBeGreaterThan(loopSize(1000, 200))
  })

  it('ODM-END-2: fight after fight of one simulation value (prepared once, its fighters reset) gives what simulate() gives', () => {
    const setups = seededRoller('odm-reuse')
    const results = new Set<string>()
    for (let s = 0; s < 50; s++) {
      const setup = randomSetup(setups)
      const fight = simulation(odmSystem, setup)
      const io = new SimulationIO(seededRoller(`reuse-${s}`))
      const fresh = seededRoller(`reuse-${s}`)
      for (let i = 0; i < 20; i++) {
        const outcome = fight(io)
        expect(outcome, `setup ${s}, fight ${i}`).toEqual(simulate(odmSystem, setup, fresh))
        results.add(outcome.result)
      }
      expect(io.simulation.state()).toEqual(fresh.state())
      // A parsed copy of the setup (nothing shared) fights the same fight.
      const copy = odmSystem.parseSetup(JSON.parse(JSON.stringify(setup)))
      expect(simulate(odmSystem, copy, seededRoller(`copy-${s}`))).toEqual(simulate(odmSystem, setup, seededRoller(`copy-${s}`)))
    }
    expect([...results].sort()).toEqual(['brokenOff', 'draw', 'won'])
  })
})
