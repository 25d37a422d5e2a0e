import { simulate } from '../../../src-engine/core/index.ts'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import type { Scenario } from '../scenario.ts'
import { baselineOdm, type BaselineFighter } from './odm-baseline.ts'

function odmScenario(name: string, hero: BaselineFighter, orcs: readonly BaselineFighter[]): Scenario {
  const sheet = ([courage, at, pa, le, bw, tp, isHero]: BaselineFighter) => ({ courage, at, pa, le: { current: le, max: le }, bw, tp: `1W+${tp}`, kind: isHero ? 'hero' : 'monster' })
  const setup = odmSystem.parseSetup({
    system: 'odm',
    sides: [
      { id: 'heroes', name: 'Helden', combatants: [{ id: 'alrik', name: 'Alrik', sheet: sheet(hero) }] },
      { id: 'orcs', name: 'Orks', combatants: orcs.map((o, i) => ({ id: `ork-${i + 1}`, name: `Ork ${i + 1}`, sheet: sheet(o) })) }
    ]
  })
  return { name, engine: (roller) => void simulate(odmSystem, setup, roller), baseline: (roller) => void baselineOdm(hero, orcs, roller) }
}

const orc: BaselineFighter = [10, 10, 7, 20, 2, 3, false]

export const odmScenarios: Scenario[] = [
  odmScenario('ODM: hero vs orc (duel)', [12, 11, 9, 30, 3, 4, true], [orc]),
  odmScenario('ODM: hero vs 3 orcs', [14, 13, 11, 42, 4, 5, true], [orc, orc, orc])
]
