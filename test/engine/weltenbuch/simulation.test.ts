import { describe, expect, it } from 'vitest'
import { loopSize } from '../mutation-scale.ts'
import { replay, simulate, simulation, SimulationIO } from '../../../src-engine/core/index.ts'
import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { DefaultsIO } from '../defaults-io.ts'
import { weltenbuchSystem, type WeltenbuchOutcome, type WeltenbuchSetup } from '../../../src-engine/systems/weltenbuch/index.ts'
import { ZONES } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { loadExample } from './helpers.ts'

/**
 * The simulation fast path (io.simulation: faces straight from the generator, defaults without building the
 * question, nothing worded) must fight exactly the fight that a replay of the same dice and the default answers fights.
 */

/** A random setup: 1–3 heroes against 1–4 opponents, random sheets, weapons, places, rule settings and policy. */
export function randomSetup(r: DiceRoller): WeltenbuchSetup {
  const pick = <T>(values: readonly T[]): T => values[r.face(values.length) - 1]!
  const chance = (n: number) => r.face(n) === 1
  const weapon = (k: number) =>
    pick([
      { name: `Schwert ${k}`, skill: 'Schwerter', bonus: r.face(3) - 1, damage: pick(['×3+4', '×2+2', '×1+6', '×2-1']) },
      { name: `Axt ${k}`, skill: 'Äxte', bonus: r.face(3) - 2, damage: '×3+3' },
      { name: `Schild ${k}`, kind: 'shield', skill: 'Schild', bonus: r.face(3), damage: '×1+2' },
      { name: `Bogen ${k}`, kind: 'ranged', skill: 'Bogen', damage: '×2+4', range: pick([10, 30, 50]), reload: 'bow' },
      { name: `Armbrust ${k}`, kind: 'ranged', skill: 'Armbrust', damage: '×3+2', range: 40, reload: 'crossbow' },
      { name: `Speer ${k}`, kind: 'ranged', skill: 'Wurfwaffen', damage: '×2+3', range: 10, reload: 'none' }
    ])
  const combatant = (side: 'heroes' | 'foes', i: number) => {
    const koerper = r.face(12)
    const weapons = Array.from({ length: r.face(4) - 1 }, (_, k) => ({ ...weapon(k), id: `w${k}` }))
    const ranged = weapons.filter((w) => w.kind === 'ranged').map((w) => w.id)
    return {
      id: `${side[0]}${i}`,
      side,
      kind: chance(5) ? (side === 'heroes' ? 'nsc' : 'hero') : side === 'heroes' ? 'hero' : 'nsc',
      position: pick([0, 0, 0, 1, -2, 4, 15, 30, -30, 60]),
      ...(chance(3) ? { wielding: pick(['unarmed', ...weapons.map((w) => w.id)]) } : {}),
      loaded: ranged.filter(() => chance(2)),
      running: chance(6),
      cover: chance(6),
      size: pick(['small', 'normal', 'normal', 'large'] as const),
      sheet: {
        name: `${side === 'heroes' ? 'Held' : 'Ork'} ${i}`,
        attributes: { geist: 5, koerper, geschick: 2 + r.face(8), sozial: 5, wille: 5, sinne: 2 + r.face(8) },
        skills: {
          Schwerter: r.face(6) - 1,
          Äxte: r.face(4) - 1,
          Schild: r.face(4) - 1,
          Bogen: r.face(6) - 1,
          Armbrust: r.face(3) - 1,
          Wurfwaffen: r.face(3) - 1,
          Ausweichen: r.face(5) - 1,
          Wahrnehmung: r.face(5) - 1,
          Waffenlos: r.face(4) - 1
        },
        weapons,
        armour: Object.fromEntries(ZONES.map((z) => [z, chance(2) ? r.face(7) - 1 : 0])),
        heroPoints: r.face(4) - 1,
        ...(chance(2) ? { heldenstufe: r.face(4) - 1 } : {}),
        damage: chance(4) ? r.face(40) - 1 : 0,
        unusableZones: chance(8) ? [pick(ZONES)] : []
      }
    }
  }
  const bool = () => chance(2)
  return weltenbuchSystem.parseSetup({
    combatants: [
      ...Array.from({ length: r.face(3) }, (_, i) => combatant('heroes', i + 1)),
      ...Array.from({ length: r.face(4) }, (_, i) => combatant('foes', i + 1))
    ],
    ...(chance(3) ? { ambushBy: pick(['heroes', 'foes'] as const) } : {}),
    rules: {
      hitZoneDice: bool(),
      rolledZoneMalus: chance(4),
      nscTarget: pick(['rolled', 'rolled', 'first'] as const),
      doubleOneFails: !chance(5),
      doubleSixSucceeds: !chance(5),
      membersAlternate: !chance(4),
      modifiersInMelee: chance(4),
      tieGoesToDefender: !chance(4),
      freeActionOnEveryDefence: !chance(4),
      freeActionDefendsNext: !chance(4),
      ambushAllowsParry: bool(),
      ambushersChooseLeader: bool(),
      undefendedUsesAmbushMinimum: !chance(4),
      dodgerMayDefend: !chance(4),
      rerollAfterDodge: !chance(4),
      largerPartyCountsActiveOnly: !chance(4),
      woundEffects: !chance(6),
      deathBeyondDeadly: !chance(6),
      heroPointsOnAllTests: bool(),
      heroPointBonus: pick([0, 2, 2]),
      maxSegments: pick([3, 6, 12, 30]),
      actionsPerSegment: pick([3, 5, 5, 6]),
      zonesForRanged: !chance(4),
      noShotBeyondExtreme: !chance(4),
      missileDefenceCostsAction: !chance(4),
      damageFromMargin: !chance(6),
      rangedAddsTargetLevel: !chance(4),
      rangedAddsWeaponBonus: chance(4),
      tieComparesPoolAfterSpending: bool(),
      parrySwitchMargin: pick([0, 2, 2, 3])
    },
    ...(chance(3) ? { policy: { whenLosing: pick(['fight', 'flee'] as const) } } : {})
  })
}

describe('Weltenbuch simulation fast path', () => {
  it('KA-INI-4 KA-GAP-12 KA-SUP-11 KA-ACT-9: over 300 random setups simulate() equals a replay of the same dice and the default answers, generator state included', () => {
    const setups = seededRoller('weltenbuch-fast-path')
    let fights = 0
    let questions = 0
    let fled = 0
    const setupCount = loopSize(300, 75)
    for (let s = 0; s < setupCount; s++) {
      const setup = randomSetup(setups)
      for (let seed = 0; seed < 3; seed++) {
        const simRoller = seededRoller(`fast-${s}-${seed}`)
        const simulated: WeltenbuchOutcome = simulate(weltenbuchSystem, setup, simRoller)
        const playRoller = seededRoller(`fast-${s}-${seed}`)
        const io = new DefaultsIO(playRoller)
        const played = weltenbuchSystem.run(setup, io)
        const again = replay(weltenbuchSystem, setup, io.answers)
        expect(again.status, `setup ${s} seed ${seed}`).toBe('finished')
        expect(again.status === 'finished' && again.outcome).toEqual(played)
        expect(simulated, `setup ${s} seed ${seed}: ${JSON.stringify(setup)}`).toEqual(played)
        expect(simRoller.state(), `setup ${s} seed ${seed}`).toEqual(playRoller.state())
        fights++
        questions += io.answers.filter((a) => a.type !== 'dice').length
        if (played.reason === 'fled') fled++
      }
    }
    expect(fights).toBe(setupCount * 3)
    // The setups ask questions, not only dice, and some heroes flee: the defaults were put to the test.
    expect(questions).toBeGreaterThan(loopSize(10_000, 2_500))
    expect(fled).toBeGreaterThan(loopSize(20, 5))
  }, 60_000)

  it('KA-INI-2 KA-SUP-7 KA-SUP-9: fight after fight of one simulation value (one fight object, reset for each) gives what simulate() gives', () => {
    const setups = seededRoller('weltenbuch-reuse')
    let carried = 0
    for (let s = 0; s < 60; s++) {
      const setup = randomSetup(setups)
      // Body parts unusable before the fight are put back on the fighter for every fight.
      carried += setup.combatants.filter((c) => c.sheet.unusableZones.length > 0).length
      const fights = simulation(weltenbuchSystem, setup)
      const io = new SimulationIO(seededRoller(`reuse-${s}`))
      const fresh = seededRoller(`reuse-${s}`)
      for (let i = 0; i < 4; i++) expect(fights(io), `setup ${s}, fight ${i}`).toEqual(simulate(weltenbuchSystem, setup, fresh))
      expect(io.simulation.state(), `setup ${s}`).toEqual(fresh.state())
      // A replay in between, then a parsed copy of the setup (nothing shared), fights the same fight.
      replay(weltenbuchSystem, setup, [])
      const copy = weltenbuchSystem.parseSetup(JSON.parse(JSON.stringify(setup)))
      expect(simulate(weltenbuchSystem, copy, seededRoller(`copy-${s}`))).toEqual(simulate(weltenbuchSystem, setup, seededRoller(`copy-${s}`)))
    }
    expect(carried).toBeGreaterThan(5)
  })

  it('KA-INI-2: a fight that starts while another of the same simulation value is still running gets a fight object of its own', () => {
    const setup = weltenbuchSystem.parseSetup(loadExample('weltenbuch-2v3.json'))
    const fights = simulation(weltenbuchSystem, setup)
    // The outer fight's tenth die starts a whole inner fight of the same value (as a second odds job in the same worker could).
    const outerDice = seededRoller('outer')
    let drawn = 0
    let inner: WeltenbuchOutcome | undefined
    const nesting: DiceRoller = {
      face(sides) {
        if (++drawn === 10) inner = fights(new SimulationIO(seededRoller('inner')))
        return outerDice.face(sides)
      },
      state: () => outerDice.state()
    }
    fights(new SimulationIO(seededRoller('before')))
    const outer = fights(new SimulationIO(nesting))
    expect(inner).toEqual(simulate(weltenbuchSystem, setup, seededRoller('inner')))
    expect(outer).toEqual(simulate(weltenbuchSystem, setup, seededRoller('outer')))
    // And the value goes on reusing its fight afterwards.
    expect(fights(new SimulationIO(seededRoller('after')))).toEqual(simulate(weltenbuchSystem, setup, seededRoller('after')))
  })
})
