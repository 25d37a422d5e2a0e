import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { weltenbuchSystem } from '../../../src-engine/systems/weltenbuch/index.ts'
import { ZONES } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { weltenbuchBench, weltenbuchBenchInputs } from '../../bench/scenarios/weltenbuch.ts'
import { ABLE, DEAD, UNABLE } from '../../bench/scenarios/weltenbuch-baseline.ts'

const STATUS = { [ABLE]: 'able', [UNABLE]: 'unable', [DEAD]: 'dead' } as Record<number, string>

type Input = typeof weltenbuchBenchInputs.group

/** The group fight with everyone placed elsewhere: the orcs close in, join the melee one by one, or stand by Eliria. */
function placed(positions: Record<string, number>): Input {
  const group = structuredClone(weltenbuchBenchInputs.group) as { combatants: { id: string; position?: number }[] }
  for (const c of group.combatants) if (positions[c.id] !== undefined) c.position = positions[c.id]
  return group as unknown as Input
}

/**
 * The bench's hand-written Weltenbuch loop (test/bench/scenarios/weltenbuch-baseline.ts) must fight the engine's own
 * default rules, so that the bench's ratio measures only what the engine's generality costs: from the same dice, the
 * same fight, to the last face drawn.
 */
describe('the bench baseline plays the engine’s default rules', () => {
  const cases: [string, unknown, number][] = [
    ['the bench duel', weltenbuchBenchInputs.duel, 4_000],
    ['the bench group fight', weltenbuchBenchInputs.group, 4_000],
    // Eliria in reach of the orcs: they roll whom to attack, she shoots point-blank and draws her dagger.
    ['Eliria in the melee', placed({ eliria: -2 }), 2_000],
    // The orcs come from 12, 25 and 40 m: moves, lone turns becoming melees, late arrivals joining a party.
    ['the orcs coming from afar', placed({ ork1: 12, ork2: 25, ork3: 40, eliria: -20 }), 2_000]
  ]
  for (const [name, input, seeds] of cases) {
    it(`KA-GAP-11 KA-GAP-12 KA-SUP-11 KA-GAP-19: ${name}: over ${seeds.toLocaleString('en-US')} seeds baseline and simulate() end alike and draw the same dice`, () => {
      const { setup, baseline } = weltenbuchBench(name, input)
      const ids = setup.combatants.map((c) => c.sheet.weapons.map((w) => w.id))
      const winners = new Set<string | null>()
      let decided = 0
      for (let seed = 0; seed < seeds; seed++) {
        const engineRoller = seededRoller(`baseline-${seed}`)
        const baselineRoller = seededRoller(`baseline-${seed}`)
        const outcome = simulate(weltenbuchSystem, setup, engineRoller)
        const result = baseline(baselineRoller)
        const engine = {
          winner: outcome.winner === null ? 0 : outcome.winner === 'heroes' ? 1 : -1,
          segments: outcome.segments,
          damage: outcome.combatants.map((c) => c.damage),
          status: outcome.combatants.map((c) => c.status),
          unusable: outcome.combatants.map((c) => c.unusableZones.reduce((mask, z) => mask | (1 << ZONES.indexOf(z)), 0)),
          wielding: outcome.combatants.map((c) => c.wielding)
        }
        const played = {
          ...result,
          status: result.status.map((s) => STATUS[s]),
          wielding: result.wielding.map((w, i) => (w < 0 ? 'unarmed' : ids[i]![w]))
        }
        expect(played, `seed ${seed}`).toEqual(engine)
        expect(baselineRoller.state(), `seed ${seed}`).toEqual(engineRoller.state())
        winners.add(outcome.winner)
        if (outcome.winner !== null) decided++
      }
      // Both sides win often enough for every branch of the loop to be played.
      expect([...winners].filter((w) => w !== null).sort()).toEqual(['foes', 'heroes'])
      expect(decided).toBeGreaterThan(seeds * 0.9)
    })
  }
})
