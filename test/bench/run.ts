// npm run bench: simulated fights per second of the engine against a hand-written loop of the same rules,
// measured in the same run so that the ratio means something on a noisy machine.
import { simulate } from '../../src-engine/core/index.ts'
import { seededRoller, type DiceRoller } from '../../src-engine/dice/index.ts'
import { ultraquest } from '../../src-engine/systems/ultraquest/index.ts'
import { campaignScaleBench } from './campaign-scale.ts'
import { odmSystem } from '../../src-engine/systems/odm/index.ts'
import { baselineOdm, type BaselineFighter } from './odm-baseline.ts'
import { baselineFight } from './ultraquest-baseline.ts'

interface Scenario {
  readonly name: string
  readonly engine: (roller: DiceRoller) => void
  readonly baseline: (roller: DiceRoller) => void
}

const party = [
  { id: 'albrav', name: 'Albrav', ks: { nk: 'W6+3' }, equipment: [{ name: 'Lederrüstung', kind: 'armour', rw: 2 }] },
  { id: 'brann', name: 'Brann', ks: { nk: 'W6+2' }, equipment: [{ name: 'Kettenhemd', kind: 'armour', rw: 3 }] },
  { id: 'cira', name: 'Cira', ks: { nk: 'W6+1' }, equipment: [{ name: 'Lederrüstung', kind: 'armour', rw: 1 }] },
  { id: 'dorn', name: 'Dorn', ks: { nk: 'W6' }, equipment: [] }
]
const baselineParty = [
  [3, 2],
  [2, 3],
  [1, 1],
  [0, 0]
] as const

function ultraquestScenario(name: string, opponents: unknown[], dice: number, bonus: number, undead: boolean): Scenario {
  const setup = ultraquest.parseSetup({ system: 'ultraquest', party, opponents, fight: { type: 'NK', marker: '!' } })
  return {
    name,
    engine: (roller) => void simulate(ultraquest, setup, roller),
    baseline: (roller) => void baselineFight(baselineParty, dice, bonus, undead, roller)
  }
}

function odmScenario(name: string, hero: BaselineFighter, orcs: readonly BaselineFighter[]): Scenario {
  const sheet = ([courage, at, pa, le, bw, tp, hero]: BaselineFighter) => ({ courage, at, pa, le: { current: le, max: le }, bw, tp: `1W+${tp}`, kind: hero ? 'hero' : 'monster' })
  const setup = odmSystem.parseSetup({
    system: 'odm',
    sides: [
      { id: 'heroes', name: 'Helden', combatants: [{ id: 'alrik', name: 'Alrik', sheet: sheet(hero) }] },
      { id: 'orcs', name: 'Orks', combatants: orcs.map((o, i) => ({ id: `ork-${i + 1}`, name: `Ork ${i + 1}`, sheet: sheet(o) })) }
    ]
  })
  return { name, engine: (roller) => void simulate(odmSystem, setup, roller), baseline: (roller) => void baselineOdm(hero, orcs, roller) }
}

const hero: BaselineFighter = [12, 11, 9, 30, 3, 4, true]
const orc: BaselineFighter = [10, 10, 7, 20, 2, 3, false]

const scenarios: Scenario[] = [
  odmScenario('ODM: hero vs orc (duel)', hero, [orc]),
  odmScenario('ODM: hero vs 3 orcs', [14, 13, 11, 42, 4, 5, true], [orc, orc, orc]),
  ultraquestScenario('ULTRA♦QUEST: 4 adventurers vs 4 goblins (W6+1)', [{ name: 'Goblin', ks: 'W6+1', count: 4 }], 4, 4, false),
  ultraquestScenario('ULTRA♦QUEST: 4 adventurers vs 2 skeletons (W6+5)', [{ name: 'Skelett', ks: 'W6+5', count: 2, kind: 'skeleton' }], 2, 10, true)
]

/** Fights per second over ~`ms` milliseconds, after a warm-up; one seeded dice stream for all fights. */
function rate(fight: (roller: DiceRoller) => void, ms: number): number {
  const roller = seededRoller('bench')
  for (let i = 0; i < 20_000; i++) fight(roller)
  let count = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ms) {
    for (let i = 0; i < 5_000; i++) fight(roller)
    count += 5_000
    elapsed = performance.now() - start
  }
  return (count / elapsed) * 1000
}

const format = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = Number(process.env['BENCH_MS'] ?? 1500)
for (const s of scenarios) {
  const engine = rate(s.engine, ms)
  const baseline = rate(s.baseline, ms)
  console.log(s.name)
  console.log(`  engine   ${format(engine).padStart(12)} fights/s`)
  console.log(`  baseline ${format(baseline).padStart(12)} fights/s`)
  console.log(`  ratio    ${(engine / baseline).toFixed(3).padStart(12)}`)
}

await campaignScaleBench()
