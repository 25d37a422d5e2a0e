import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import type { DiceRoller } from '../../../src-engine/dice/rng.ts'
import { simulatedFights, type Scenario } from '../scenario.ts'
import { baselineOdm, type BaselineFighter } from './odm-baseline.ts'

/** A bench fight: the engine's setup and the hand-written loop of the same fight (test/engine/odm/baseline.test.ts compares them). */
function odmBench(name: string, hero: BaselineFighter, orcs: readonly BaselineFighter[]) {
  const sheet = ([courage, at, pa, le, bw, tp, isHero]: BaselineFighter) => ({
    courage,
    at,
    pa,
    le: { current: le, max: le },
    bw,
    tp: `1W+${tp}`,
    kind: isHero ? 'hero' : 'monster'
  })
  const setup = odmSystem.parseSetup({
    system: 'odm',
    sides: [
      { id: 'heroes', name: 'Helden', combatants: [{ id: 'alrik', name: 'Alrik', sheet: sheet(hero) }] },
      { id: 'orcs', name: 'Orks', combatants: orcs.map((o, i) => ({ id: `ork-${i + 1}`, name: `Ork ${i + 1}`, sheet: sheet(o) })) }
    ]
  })
  return { name, setup, baseline: (roller: DiceRoller) => baselineOdm(hero, orcs, roller) }
}

const orc: BaselineFighter = [10, 10, 7, 20, 2, 3, false]

export const odmBenches = [
  odmBench('ODM: hero vs orc (duel)', [12, 11, 9, 30, 3, 4, true], [orc]),
  odmBench('ODM: hero vs 3 orcs', [14, 13, 11, 42, 4, 5, true], [orc, orc, orc])
]

export const odmScenarios: Scenario[] = odmBenches.map(({ name, setup, baseline }) => {
  return {
    name,
    engine: simulatedFights(odmSystem, setup),
    baseline: (roller) => void baseline(roller)
  }
})
