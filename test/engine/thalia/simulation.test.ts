import { describe, expect, it } from 'vitest'
import { loopSize } from '../mutation-scale.ts'
import { replay, simulate } from '../../../src-engine/core/index.ts'
import { simulation, SimulationIO } from '../../../src-engine/core/runner.ts'
import type { Simulation } from '../../../src-engine/core/types.ts'
import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { DefaultsIO } from '../defaults-io.ts'
import { thaliaSystem, type ThaliaOutcome, type ThaliaSetup } from '../../../src-engine/systems/thalia/index.ts'
import { MEN_IDS } from '../../../src-engine/systems/thalia/tables.ts'

/**
 * The simulation fast path (io.simulation: faces straight from the generator, every default taken without building
 * its question, the fight of the last run reused) must fight exactly the fight that a replay of the same dice and the
 * default answers fights.
 */

/** A random setup: 1–4 SKs (allied DKs sometimes) against 1–6 DKs and monsters in one to three groups, random sheets, every rule setting drawn at random. */
function randomSetup(r: DiceRoller): ThaliaSetup {
  const pick = <T>(values: readonly T[]): T => values[r.face(values.length) - 1]!
  const chance = (inSix: number) => r.face(6) <= inSix
  const attributes = ['makt', 'agilitet', 'intellekt', 'karisma'] as const
  const dice = ['1t2', '1t4', '1t6', '1t8', '2t4', '1t6+1', '1t10', '2t6']
  const rank = () => pick(['kyndig', 'untrained', 'kyndig'])
  const pcs = Array.from({ length: r.face(4) }, (_, i) => {
    const maxHp = 3 + r.face(12)
    const weapons = Array.from({ length: r.face(4) - 1 }, (_, w) => ({
      name: `Våpen ${w + 1}`,
      damage: pick(dice),
      attributes: chance(2) ? ['makt', 'agilitet'] : [pick(attributes)],
      skill: pick(['Sverd', 'Øks', 'Bue', 'Dolk']),
      ranged: chance(1),
      twoHanded: chance(1),
      ...(chance(4) ? { durability: r.face(4) - 1 } : {})
    }))
    return {
      sheet: {
        kind: 'pc',
        id: `sk${i}`,
        name: `SK ${i}`,
        hp: chance(1) ? r.face(maxHp + 1) - 1 : maxHp,
        maxHp,
        vern: r.face(4) - 1,
        movement: pick([0, 2, 6, 6]),
        factors: { makt: r.face(4) - 2, agilitet: r.face(4) - 2, intellekt: r.face(4) - 2, karisma: r.face(4) - 2 },
        resist: { refleks: r.face(15), vilje: r.face(15), toffhet: r.face(15) },
        skills: Object.fromEntries(['Sverd', 'Øks', 'Bue', 'Unngå', 'Skjold', 'Legekunst', 'True', 'Nevekamp'].filter(() => chance(3)).map((s) => [s, rank()])),
        weapons,
        ...(chance(2) ? { shield: { name: 'Skjold', attribute: pick(attributes), ...(chance(4) ? { durability: r.face(4) - 1 } : {}) } } : {}),
        heavyArmour: chance(2),
        weaponHand: pick(['left', 'right']),
        belt: chance(2) ? [{ name: 'Eliksir', heal: '1t4' }] : [],
        abilities: chance(1) ? [{ name: 'Evne', free: chance(3) }] : [],
        injuries: chance(2) ? Array.from({ length: r.face(2) }, () => ({ id: pick(MEN_IDS), ...(chance(3) ? { side: pick(['left', 'right']) } : {}) })) : [],
        conditions: chance(1) ? [{ name: 'Forgiftet', coupVulnerable: chance(3) }] : [],
        status: pick(['active', 'active', 'active', 'active', 'active', 'unconscious', 'dead'])
      }
    }
  })
  const groups = ['troll', 'ulver', 'vakter'].slice(0, r.face(3))
  const npcs = Array.from({ length: r.face(6) }, (_, i) => {
    const maxHp = 2 + r.face(12)
    const ally = chance(1)
    const group = ally ? 'vakter' : pick(groups)
    return {
      ...(ally ? { side: 'players' } : {}),
      ...(chance(5) ? { group } : {}),
      ...(i === 0 && chance(3) ? { leader: true } : {}),
      sheet: {
        kind: pick(['monster', 'dk']),
        id: `npc${i}`,
        name: `Vesen ${i}`,
        hp: chance(1) ? r.face(maxHp + 1) - 1 : maxHp,
        maxHp,
        vern: r.face(3) - 1,
        kampand: pick([2, 4, 6, 7, 8, 9, 11, 12]),
        moraleEdge: pick(['none', 'none', 'advantage', 'disadvantage']),
        hitModifier: r.face(3) - 2,
        conditions: chance(1) ? [{ name: 'Lammet', coupVulnerable: true }] : [],
        attacks: Array.from({ length: r.face(2) }, (_, a) => ({
          name: `Angrep ${a + 1}`,
          damage: pick(dice),
          ranged: chance(2),
          physical: chance(5),
          ...(chance(2) ? { effect: { name: 'Skrekk', resist: pick(['refleks', 'vilje', 'toffhet']), coupVulnerable: chance(2) } } : {})
        }))
      }
    }
  })
  const sideOfAmbush = pick(['players', 'enemies', groups[0]!])
  return thaliaSystem.parseSetup({
    combatants: [...pcs, ...npcs],
    options: {
      opening: pick(['none', 'surpriseRoll', 'surpriseRoll', `ambush:${sideOfAmbush}`]),
      groupCombat: chance(2),
      ...(chance(4) ? { whenLosing: pick(['fight', 'flee', 'flee']) } : {})
    },
    rules: {
      initiativeMode: pick(['standard', 'standard', 'altA', 'altB']),
      turnOrder: pick(['controllerChooses', 'setupOrder']),
      declaration: pick(['eachInTurn', 'eachInTurn', 'allFirst']),
      mergeNpcGroups: chance(4),
      initiativeEachRound: chance(2),
      altANpcTie: pick(['reroll', 'setupOrder']),
      surpriseLowestTie: pick(['allLowestSurprised', 'nobodySurprised']),
      surprisedMayDefend: chance(4),
      freeActionLimit: pick([null, 0, 1]),
      preparedInterrupts: chance(3),
      npcActionsPerTurn: pick([1, 1, 2]),
      npcTarget: pick(['rolled', 'rolled', 'judge']),
      complicationBand: pick([0, 1, 2]),
      targetAffectsHit: chance(2),
      hitTriumph: pick(['hit', 'doubleDamage']),
      fists: pick(['whenUnarmed', 'never']),
      npcDamage: pick(['roll', 'roll', 'average']),
      defenceTriumph: pick(['extraAction', 'replacesNextAction']),
      doubleBeforeVern: chance(4),
      doublingsStack: chance(2),
      brokenAtZeroDurability: chance(5),
      edgesCancel: chance(4),
      minDamageAfterVern: pick([0, 0, 1]),
      hpFloorZero: chance(5),
      npcAtZeroHp: pick(['dead', 'dead', 'out']),
      attackOnDying: pick(['noEffect', 'kills']),
      resistInclusive: chance(3),
      lastBreathFrom: pick(['nextRound', 'sameRound']),
      lastBreathZero: pick(['diesAtOnce', 'oneRound']),
      stabiliseRetry: chance(4),
      menEveryTimeDying: chance(4),
      menLocation: pick(['roll', 'roll', 'judge']),
      internalPainsAlways: chance(4),
      unsidedArmMen: pick(['weaponArm', 'otherArm']),
      uselessWeaponArm: pick(['otherArm', 'noWeapon']),
      moraleRoll: pick(['perGroup', 'perCreature']),
      halfDeadRounding: pick(['ceil', 'floor']),
      moraleAdjustmentTo: pick(['ka', 'roll']),
      ka2Flees: pick(['firstTest', 'fightStart']),
      forcedTestCounts: chance(3),
      afterLeader: pick(['ownKa', 'leaderKa']),
      aftermath: pick(['continue', 'continue', 'stop']),
      tabbeFace: pick([1, 1, 2]),
      triumfFace: pick([20, 20, 19]),
      maxRounds: pick([3, 10, 30, 100])
    }
  })
}

/** A setup that parses: the random one, or (a side missing, an ambush by a side that is not there) the next draw. */
function nextSetup(r: DiceRoller): ThaliaSetup {
  for (;;) {
    try {
      return randomSetup(r)
    } catch {
      // Drawn without two sides, or with an ambush by a side the draw did not make: draw again.
    }
  }
}

describe('Thalia simulation fast path', () => {
  it('THA-RND-1 THA-GAP-13 THA-DEF-2 THA-ACT-5: over 400 random setups simulate() equals a replay of the same dice and the default answers, generator state included', () => {
    const setups = seededRoller('thalia-fast-path')
    const drawn: { setup: ThaliaSetup; fights: Simulation<ThaliaOutcome> }[] = []
    let fights = 0
    let questions = 0
    let fled = 0
    for (let s = 0; s < loopSize(400, 100); s++) {
      const setup = nextSetup(setups)
      const reused = simulation(thaliaSystem, setup)
      drawn.push({ setup, fights: reused })
      // Four fights a setup: the first as simulate() builds it, the others as the odds fight them, one fight object of the
      // setup reset for each (the spare made with the setup, then the last one fought), so each must start afresh.
      for (let seed = 0; seed < 4; seed++) {
        const simRoller = seededRoller(`fast-${s}-${seed}`)
        const simulated: ThaliaOutcome = seed === 0 ? simulate(thaliaSystem, setup, simRoller) : reused(new SimulationIO(simRoller))
        const playRoller = seededRoller(`fast-${s}-${seed}`)
        const io = new DefaultsIO(playRoller)
        const played = thaliaSystem.run(setup, io)
        expect(simulated, `setup ${s} seed ${seed}: ${JSON.stringify(setup)}`).toEqual(played)
        expect(simRoller.state(), `setup ${s} seed ${seed}`).toEqual(playRoller.state())
        // The fight stops exactly when at most one side can still act (THA-END-1), whichever way the count is kept.
        const standingSides = new Set(played.combatants.filter((c) => c.status === 'active').map((c) => c.side)).size
        if (played.ended === 'roundLimit') expect([played.rounds, standingSides > 1]).toEqual([setup.rules.maxRounds, true])
        else expect(standingSides).toBe(played.ended === 'victory' ? 1 : 0)
        const again = replay(thaliaSystem, setup, io.answers)
        expect(again.status === 'finished' && again.outcome).toEqual(played)
        fights++
        questions += io.answers.filter((a) => a.type !== 'dice').length
        if (played.combatants.some((c) => c.kind === 'pc' && c.status === 'fled')) fled++
      }
    }
    // Setups met again after others (their spare fights kept since) still fight the same fights.
    for (let s = 0; s < drawn.length / 10; s++) {
      const { setup, fights: reused } = drawn[s * 10]!
      const simulated = reused(new SimulationIO(seededRoller(`again-${s}`)))
      const played = thaliaSystem.run(setup, new DefaultsIO(seededRoller(`again-${s}`)))
      expect(simulated, `setup ${s * 10} again`).toEqual(played)
    }
    expect(fights).toBe(drawn.length * 4)
    // The setups ask questions, not only dice, and the SKs run under the policy `whenLosing: flee`: the defaults were put to the test.
    expect(questions).toBeGreaterThan(loopSize(5000, 1250))
    expect(fled).toBeGreaterThan(loopSize(20, 5))
  }, 120_000)
})

describe('Thalia simulation fast path: dice of more than one kind, or none', () => {
  it('THA-ATK-5 THA-ATK-2 THA-RND-1: damage of two dice kinds (1t4+1t6) and fixed damage (3) draw in simulation exactly the faces a replay draws', () => {
    const setup = thaliaSystem.parseSetup({
      combatants: [
        {
          sheet: {
            kind: 'pc',
            id: 'a',
            name: 'A',
            hp: 30,
            maxHp: 30,
            vern: 0,
            movement: 6,
            factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 },
            skills: { Sverd: 'kyndig' },
            weapons: [{ name: 'Morgenstjerne', damage: '1t4+1t6', attributes: ['makt'], skill: 'Sverd' }]
          }
        },
        {
          sheet: {
            kind: 'monster',
            id: 'm',
            name: 'M',
            hp: 30,
            maxHp: 30,
            vern: 0,
            kampand: 12,
            attacks: [
              { name: 'Slag', damage: '3' },
              { name: 'Bitt', damage: '1t6+1t4' }
            ]
          }
        }
      ],
      rules: {},
      options: {}
    })
    for (let seed = 0; seed < 6; seed++) {
      const simRoller = seededRoller(`mixed-${seed}`)
      const simulated = simulate(thaliaSystem, setup, simRoller)
      const playRoller = seededRoller(`mixed-${seed}`)
      const played = thaliaSystem.run(setup, new DefaultsIO(playRoller))
      expect(simulated, `seed ${seed}`).toEqual(played)
      expect(simRoller.state(), `seed ${seed}`).toEqual(playRoller.state())
      expect(played.combatants.some((c) => c.hpLost > 0)).toBe(true)
    }
  })
})

describe('Thalia simulation: the reused fight starts afresh', () => {
  it('THA-DEF-11 THA-DEF-10: a Parade that wore the sword in one simulated fight leaves the next fight of the setup its full Holdbarhet', () => {
    // Bertil's Eliksir is never the default, so no simulated fight uses it.
    // Bertil's best defence is the Parade (Agilitet 2 − 12 against Unngå's 2 − 14), and each one that succeeds wears the sword (Holdbarhet 3).
    const setup = thaliaSystem.parseSetup(
      setupOfInput([
        {
          sheet: {
            kind: 'pc',
            id: 'Bertil',
            name: 'Bertil',
            hp: 30,
            maxHp: 30,
            factors: { makt: 1, agilitet: 2, intellekt: 0, karisma: 0 },
            skills: { Sverd: 'kyndig' },
            weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 3 }],
            belt: [{ name: 'Eliksir', heal: '1t4' }]
          }
        },
        { sheet: { kind: 'monster', id: 'Troll', name: 'Troll', hp: 40, maxHp: 40, kampand: 12, attacks: [{ name: 'Klør', damage: '1t6' }] } }
      ])
    )
    // One simulation value fights fight after fight of the setup, as the odds do: the fight of the last run is reset for the next.
    const fights = simulation(thaliaSystem, setup)
    let wore = 0
    for (let seed = 0; seed < 12; seed++) {
      const simulated = fights(new SimulationIO(seededRoller(`reuse-${seed}`)))
      const played = thaliaSystem.run(setup, new DefaultsIO(seededRoller(`reuse-${seed}`)))
      expect(simulated, `seed ${seed}`).toEqual(played)
      if (played.combatants[0]!.weaponDurability[0]!.worn > 0) wore++
    }
    // The swords did wear, so a fight that kept the last one's wear would have shown it.
    expect(wore).toBeGreaterThan(5)
  })
})

function setupOfInput(combatants: unknown[]): unknown {
  return { combatants, rules: { npcTarget: 'judge', maxRounds: 4 } }
}
