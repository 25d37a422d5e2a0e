import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import skirmish from '../../../resources/examples/thalia-skirmish.json' with { type: 'json' }
import type { DiceRoller } from '../../../src-engine/dice/rng.ts'
import { simulatedFights, type Scenario } from '../scenario.ts'
import { baselineThalia, type BaselineMonster, type BaselinePc } from './thalia-baseline.ts'

// The example's fighters for the hand-written loop. Needs are targets (kyndig 12, untrained 14) minus the factor
// (the fists: Nevekamp untrained with Makt); the defences are what the engine's default picks from equal or better scores.
const pcs: readonly BaselinePc[] = [
  // Bertil: Kortsverd with Agilitet +2; Unngå kyndig scores as well as a parry, so he always evades.
  { hp: 14, vern: 2, makt: 1, hitNeed: 10, damageSides: 6, fistNeed: 13, evadeNeed: 10, evadeUlempe: false, parry: null, block: null, stabiliseNeed: 14 },
  // Arne: Bue (the bigger die) with Agilitet +2; an untrained Dolk parry scores no better than his untrained evade.
  { hp: 11, vern: 1, makt: 0, hitNeed: 10, damageSides: 8, fistNeed: 14, evadeNeed: 12, evadeUlempe: false, parry: null, block: null, stabiliseNeed: 13 },
  // Cecilie: Stridsøks with Makt +2 parries first, the Rundskjold blocks next; Tungvern puts Ulempe on her evade.
  {
    hp: 16,
    vern: 4,
    makt: 2,
    hitNeed: 10,
    damageSides: 8,
    fistNeed: 12,
    evadeNeed: 14,
    evadeUlempe: true,
    parry: { need: 10, durability: 10 },
    block: { need: 10, durability: 6 },
    stabiliseNeed: 10
  }
]

const goblin = { hp: 6, vern: 1, damageSides: 6, kampand: 6, moraleUlempe: false, group: 0, leader: false }
const wolf = { hp: 8, vern: 0, damageSides: 6, ranged: false, kampand: 5, moraleUlempe: true, group: 1, leader: false }
const monsters: readonly BaselineMonster[] = [
  { hp: 14, vern: 0, damageSides: 8, ranged: false, kampand: 9, moraleUlempe: false, group: 0, leader: true },
  { ...goblin, ranged: false },
  { ...goblin, ranged: true },
  wolf,
  wolf
]

const setup = thaliaSystem.parseSetup(skirmish)

/** The example's setup and the baseline's fight of it (test/engine/thalia/baseline.test.ts holds them to the same fights). */
export const thaliaBench = { setup, baseline: (roller: DiceRoller) => baselineThalia(pcs, monsters, roller) }

export const thaliaScenarios: Scenario[] = [
  {
    name: 'Thalia: 3 player characters vs 5 monsters (Kampånd)',
    engine: simulatedFights(thaliaSystem, setup),
    baseline: (roller) => void thaliaBench.baseline(roller)
  }
]
