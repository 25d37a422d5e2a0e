import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import type { DiceRoller } from '../../../src-engine/dice/rng.ts'
import { simulatedFights, type Scenario } from '../scenario.ts'
import { baselineFight } from './ultraquest-baseline.ts'

const party = [
  { id: 'albrav', name: 'Albrav', ks: { nk: 'W6+3' }, equipment: [{ name: 'Lederrüstung', kind: 'armour', rw: 2 }] },
  { id: 'brann', name: 'Brann', ks: { nk: 'W6+2' }, equipment: [{ name: 'Kettenhemd', kind: 'armour', rw: 3 }] },
  { id: 'cira', name: 'Cira', ks: { nk: 'W6+1' }, equipment: [{ name: 'Lederrüstung', kind: 'armour', rw: 1 }] },
  { id: 'dorn', name: 'Dorn', ks: { nk: 'W6' }, equipment: [] }
]
/** The same party for the baseline: [KS bonus, RW]. */
const baselineParty = [
  [3, 2],
  [2, 3],
  [1, 1],
  [0, 0]
] as const

/** A bench fight: the engine's setup and the hand-written loop of the same fight (test/engine/ultraquest/baseline.test.ts compares them). */
function ultraquestBench(name: string, opponents: unknown[], dice: number, bonus: number, undead: boolean) {
  const setup = ultraquestSystem.parseSetup({ system: 'ultraquest', party, opponents, fight: { type: 'NK', marker: '!' } })
  return { name, setup, baseline: (roller: DiceRoller) => baselineFight(baselineParty, dice, bonus, undead, roller) }
}

export const ultraquestBenches = [
  ultraquestBench('ULTRA♦QUEST: 4 adventurers vs 4 goblins (W6+1)', [{ name: 'Goblin', ks: 'W6+1', count: 4 }], 4, 4, false),
  ultraquestBench('ULTRA♦QUEST: 4 adventurers vs 2 skeletons (W6+5)', [{ name: 'Skelett', ks: 'W6+5', count: 2, kind: 'skeleton' }], 2, 10, true)
]

export const ultraquestScenarios: Scenario[] = ultraquestBenches.map(({ name, setup, baseline }) => {
  return {
    name,
    engine: simulatedFights(ultraquestSystem, setup),
    baseline: (roller) => void baseline(roller)
  }
})
