import { describe, expect, it } from 'vitest'
import { playScript, simulate, simulation, SimulationIO } from '../../../src-engine/core/index.ts'
import { restoreRoller, seededRoller } from '../../../src-engine/dice/index.ts'
import { ContinuationIO } from '../../../src-engine/sim/odds.ts'
import { ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { randomSetup, type ItemInput } from './random.ts'
import { loopSize } from '../mutation-scale.ts'

describe('simulation takes shortcuts but fights the same fight', () => {
  it('simulate() gives the outcome of a replay with the same dice and default answers, and draws the same dice, over many random setups', () => {
    let checked = 0
    const seen = new Set<string>()
    for (let seed = 1; seed <= loopSize(300, 60); seed++) {
      const setup = randomSetup(seed)
      if (!setup) continue
      for (let dice = 0; dice < 6; dice++) {
        const simRoller = seededRoller(`dice-${seed}-${dice}`)
        const playRoller = seededRoller(`dice-${seed}-${dice}`)
        const simulated = simulate(ultraquestSystem, setup, simRoller)
        const played = playScript(ultraquestSystem, setup, { roller: playRoller }).state
        expect(played.status).toBe('finished')
        expect(played.status === 'finished' && played.outcome).toEqual(simulated)
        expect(simRoller.state()).toEqual(playRoller.state())
        for (const e of played.events) seen.add(e.type)
        checked++
      }
    }
    // Most random setups must be valid, and the fights must reach every corner of the rules, or the test would prove little.
    expect(checked).toBeGreaterThan(6 * loopSize(200, 40))
    const corners = ['lifeSaving', 'robbed', 'robbedNothing', 'fleeForced', 'instantSkill', 'skillCalled', 'silver', 'ksZeroNoMagic', 'ksZeroInjured']
    const more = [
      'nonFighters',
      'nonFightersFall',
      'damagePass',
      'damageDiscarded',
      'exhausted',
      'partyFinished',
      'absorbed',
      'roundWon',
      'partyNoDice',
      'flee'
    ]
    expect([...corners, ...more].filter((type) => !seen.has(`ultraquest.${type}`))).toEqual([])
  })

  it('simulating a setup many times leaves the setup unchanged', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const setup = randomSetup(seed)
      if (!setup) continue
      const before = structuredClone(setup)
      const roller = seededRoller(seed)
      for (let i = 0; i < 20; i++) simulate(ultraquestSystem, setup, roller)
      expect(setup).toEqual(before)
    }
  })
})

describe("simulation's values worked out once per setup (declaration and RW while a member keeps his sheet's equipment)", () => {
  const gear: Record<string, ItemInput[]> = {
    none: [],
    armoured: [
      { name: 'Kettenhemd', kind: 'armour', rw: 3 },
      { name: 'Schild', kind: 'shield', rw: 1, held: true }
    ],
    magic: [
      { name: 'Runenhemd', kind: 'armour', rw: 2, magic: true },
      { name: 'Zauberschwert', kind: 'weapon', held: true, ksBonus: 1, magic: true }
    ],
    silver: [
      { name: 'Silberschwert', kind: 'weapon', held: true, ksBonus: 1, silver: true },
      { name: 'Bogen', kind: 'weapon', ranged: true, ksBonus: 2 }
    ],
    // A potion changes his equipment when drunk: from then on the values are worked out again.
    potion: [
      { name: 'Lederrüstung', kind: 'armour', rw: 1 },
      { name: 'Heiltrank', kind: 'potion', heals: true },
      { name: 'Dolch', kind: 'weapon', ready: false }
    ]
  }
  const opponents = [
    [{ name: 'Goblin', ks: 'W6+1', count: 4 }],
    [{ name: 'Skelett', ks: 'W6+5', count: 2, kind: 'skeleton' as const }],
    [{ name: 'Geist', ks: 'W6+3', count: 1, kind: 'ghost' as const }],
    [{ name: 'Dämon', ks: '2W6+2', count: 1, kind: 'demon' as const }]
  ]

  it('simulate() still gives the outcome and dice of a replay, for every kind of equipment, fight type and opponent', () => {
    const kinds = Object.keys(gear)
    for (const type of ['NK', 'FK', 'NK+FK'] as const) {
      for (const [o, against] of opponents.entries()) {
        for (const ksIncludesDie of [true, false]) {
          const party = kinds.map((kind, i) => ({ id: `a${i}`, name: `A${i}`, st: i % 3, ks: i % 2 === 0 ? {} : { nk: 'W6+2' }, equipment: gear[kind]! }))
          const setup = ultraquestSystem.parseSetup({ party, opponents: against, fight: { type, marker: '!' }, rules: { ksIncludesDie, silverBonus: 2 } })
          for (let dice = 0; dice < loopSize(40, 8); dice++) {
            const simRoller = seededRoller(`base-${type}-${o}-${ksIncludesDie}-${dice}`)
            const playRoller = seededRoller(`base-${type}-${o}-${ksIncludesDie}-${dice}`)
            // Twice: the second fight of a setup reads what the first worked out.
            simulate(ultraquestSystem, setup, seededRoller(dice))
            const simulated = simulate(ultraquestSystem, setup, simRoller)
            const played = playScript(ultraquestSystem, setup, { roller: playRoller }).state
            expect(played.status === 'finished' && played.outcome).toEqual(simulated)
            expect(simRoller.state()).toEqual(playRoller.state())
          }
        }
      }
    }
  })

  it('an untouched sheet comes back in the outcome without its empty rows at the end, the same object in every fight', () => {
    const sword: ItemInput = { name: 'Schwert', kind: 'weapon', held: true, ksBonus: 1 }
    const party = [{ id: 'a', name: 'A', ks: { nk: 'W6+9' }, equipment: [sword, null, { name: 'Seil' }, null, null] }]
    const setup = ultraquestSystem.parseSetup({ party, opponents: [{ name: 'Goblin', ks: 'W6' }], fight: { type: 'NK', marker: '!' } })
    const fight = simulation(ultraquestSystem, setup)
    const io = new SimulationIO(seededRoller('rows'))
    const first = fight(io)
    const second = fight(io)
    const played = playScript(ultraquestSystem, setup, { dice: [1, 6] }).state
    expect(first.adventurers[0]!.equipment.map((i) => i?.name ?? null)).toEqual(['Schwert', null, 'Seil'])
    expect(second.adventurers[0]!.equipment).toBe(first.adventurers[0]!.equipment)
    expect(played.status === 'finished' && played.outcome.adventurers[0]!.equipment).toEqual(first.adventurers[0]!.equipment)
  })

  it('fight after fight of one setup, each simulated fight starts afresh: the same as a replay from the same dice', () => {
    // Everything a fight changes on a member: injuries, a potion drunk, a skill used, a robbery, a death.
    const party = [
      {
        id: 'a',
        name: 'A',
        ks: { nk: 'W6+1' },
        skills: ['Sturmangriff', 'Panzerstich'],
        equipment: [{ name: 'Heiltrank', kind: 'potion' as const, heals: true }]
      },
      {
        id: 'b',
        name: 'B',
        ks: { nk: 'W6' },
        injuries: ['ordinary' as const],
        equipment: [{ name: 'Seil' }, { name: 'Heiltrank', kind: 'potion' as const, heals: true }]
      },
      { id: 'c', name: 'C', ks: { nk: 'W6+2' }, equipment: [{ name: 'Schild', kind: 'shield' as const, rw: 1, held: true }] }
    ]
    const setup = ultraquestSystem.parseSetup({
      party,
      opponents: [{ name: 'Räuber', ks: 'W6+3', count: 2 }],
      fight: { type: 'NK', marker: '!', robbers: true, opponentRw: 1 },
      rules: { injuredContributeNothing: false }
    })
    const roller = seededRoller('afresh')
    const seen = new Set<string>()
    for (let i = 0; i < loopSize(300, 60); i++) {
      const before = roller.state()
      const simulated = simulate(ultraquestSystem, setup, roller)
      const played = playScript(ultraquestSystem, setup, { roller: restoreRoller(before) }).state
      expect(played.status === 'finished' && played.outcome).toEqual(simulated)
      for (const a of simulated.adventurers) {
        if (a.healedInFight > 0) seen.add('healed')
        if (a.robbed) seen.add('robbed')
        if (a.diedInFight) seen.add('died')
      }
    }
    expect([...seen].sort()).toEqual(['died', 'healed', 'robbed'])
  })

  it('simulations with two rollers taking turns draw each from its own roller', () => {
    const setup = randomSetup(7)!
    const alone = (seed: string) => {
      const r = seededRoller(seed)
      return Array.from({ length: 20 }, () => simulate(ultraquestSystem, setup, r))
    }
    const [x, y] = [seededRoller('x'), seededRoller('y')]
    const turns = Array.from({ length: 20 }, () => [simulate(ultraquestSystem, setup, x), simulate(ultraquestSystem, setup, y)])
    expect(turns.map((t) => t[0])).toEqual(alone('x'))
    expect(turns.map((t) => t[1])).toEqual(alone('y'))
  })

  it('KS-VOLUNTARY-4 KS-GAP-2: odds from a fight whose GM handed a sword on before it roll the KS a replay rolls, not the sheet’s', () => {
    // Albrav's KS is derived (W6 + ST + the weapon in hand): without his sword it is W6+1, not W6+4.
    const sword: ItemInput = { name: 'Schwert', kind: 'weapon', ksBonus: 3, held: true }
    const setup = ultraquestSystem.parseSetup({
      party: [
        { id: 'albrav', name: 'Albrav', st: 1, equipment: [sword] },
        { id: 'brann', name: 'Brann', ks: { nk: 'W6+1' } }
      ],
      opponents: [{ name: 'Goblin', ks: 'W6+3', count: 2 }],
      fight: { type: 'NK', marker: '?' }
    })
    const answers = [
      { type: 'chooseOne', option: 'fight' },
      { type: 'chooseMany', options: ['albrav', 'brann'] },
      { type: 'chooseOne', option: 'albrav:1>brann' }
    ] as const
    const results = new Set<string>()
    for (let dice = 0; dice < loopSize(40, 20); dice++) {
      const continued = ultraquestSystem.run(setup, new ContinuationIO(answers, seededRoller(`handed-${dice}`)))
      const decisions = { engage: 'fight', handItem: ['albrav:1>brann'] }
      const played = playScript(ultraquestSystem, setup, { roller: seededRoller(`handed-${dice}`), decisions }).state
      expect(played.status === 'finished' && played.outcome, `dice ${dice}`).toEqual(continued)
      results.add(continued.result)
    }
    expect(results.size).toBeGreaterThan(1)
  })
})
