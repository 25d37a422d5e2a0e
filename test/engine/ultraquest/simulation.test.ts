import { describe, expect, it } from 'vitest'
import { playScript, simulate } from '../../../src-engine/core/index.ts'
import { restoreRoller, seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { ultraquest, type UltraquestSetup, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'

type AdventurerInput = UltraquestSetupInput['party'][number]
type ItemInput = NonNullable<NonNullable<AdventurerInput['equipment']>[number]>

const pick = <T,>(r: DiceRoller, values: readonly T[]): T => values[r.face(values.length) - 1]!
const chance = (r: DiceRoller, inSix: number) => r.face(6) <= inSix

function randomItem(r: DiceRoller): ItemInput {
  switch (r.face(7)) {
    case 1:
      return { name: 'Rüstung', kind: 'armour', rw: r.face(4) - 1, magic: chance(r, 2) }
    case 2:
      return { name: 'Schild', kind: 'shield', rw: r.face(2), held: true, magic: chance(r, 2) }
    case 3:
      return { name: 'Schwert', kind: 'weapon', held: true, ksBonus: r.face(3) - 1, silver: chance(r, 2), magic: chance(r, 2) }
    case 4:
      return { name: 'Bogen', kind: 'weapon', ranged: true, ksBonus: r.face(3) - 1, magic: chance(r, 1) }
    case 5:
      return { name: 'Heiltrank', kind: 'potion', heals: true, ready: chance(r, 4) }
    case 6:
      return { name: 'Fackel', kind: 'other', ready: chance(r, 3) }
    default:
      return { name: 'Silberdolch', kind: 'weapon', ready: false, silver: true }
  }
}

function randomAdventurer(r: DiceRoller, index: number): AdventurerInput {
  const equipment: (ItemInput | null)[] = []
  const rows = r.face(5) - 1
  let handsUsed = 0
  let heldWeapon = false
  for (let i = 0; i < rows; i++) {
    if (chance(r, 1)) {
      equipment.push(null)
      continue
    }
    const item = randomItem(r)
    if (item.held) {
      if (handsUsed >= 2 || (item.kind === 'weapon' && heldWeapon)) item.held = false
      else {
        handsUsed++
        heldWeapon ||= item.kind === 'weapon'
      }
    }
    equipment.push(item)
  }
  const skills = ['Parade', 'Sturmangriff', 'Rundumschlag', 'Panzerstich', 'Aufmerksamkeit', 'Heilung'].filter(() => chance(r, 1))
  const printed = chance(r, 3)
  return {
    id: `a${index}`,
    name: `A${index}`,
    st: r.face(4) - 1,
    ks: printed ? { nk: pick(r, ['W6', 'W6+1', 'W6+3', '2W6']), ...(chance(r, 3) ? { fk: pick(r, ['W6', 'W6+2']) } : {}) } : {},
    skills,
    injuries: chance(r, 1) ? [pick(r, ['ordinary', 'cursed'] as const)] : [],
    dead: chance(r, 1) && index > 0,
    equipment
  }
}

const KINDS = ['normal', 'normal', 'normal', 'normal', 'normal', 'skeleton', 'zombie', 'vampire', 'mummy', 'blackRider', 'ghost', 'demon'] as const

/** A random setup that passes validation, covering every option of the format. */
function randomSetup(seed: number): UltraquestSetup | undefined {
  const r = seededRoller(`setup-${seed}`)
  const party = Array.from({ length: r.face(5) }, (_, i) => randomAdventurer(r, i))
  const ids = party.map((a) => a.id)
  const forced = chance(r, 3)
  const input: UltraquestSetupInput = {
    party,
    opponents: Array.from({ length: r.face(2) }, () => ({ name: 'Gegner', ks: pick(r, ['W6', 'W6+1', 'W6+5', '2W6+2', 'W10']), count: r.face(4), kind: pick(r, KINDS) })),
    fight: {
      type: pick(r, ['NK', 'FK', 'NK+FK'] as const),
      marker: forced ? '!' : '?',
      fromBehind: forced && chance(r, 2),
      ...(chance(r, 1) ? { targets: ids.filter(() => chance(r, 3)).concat(ids[0]!) } : {}),
      ...(chance(r, 2) ? { preferredNonFighters: ids.slice(r.face(ids.length) - 1) } : {}),
      robbers: chance(r, 2),
      opponentRw: chance(r, 2) ? r.face(3) : 0
    },
    rules: {
      maxRounds: pick(r, [3, 3, 2, 5]),
      ksIncludesDie: chance(r, 5),
      injuredContributeNothing: chance(r, 5),
      allowEveryoneOut: chance(r, 1),
      skillRwAgainstDemons: chance(r, 2),
      silverBonus: r.face(3) - 1,
      lifeSavingFromRearMan: chance(r, 4),
      allInjuriesCursed: chance(r, 5),
      unlimitedPasses: chance(r, 4),
      robPriorInjured: chance(r, 2),
      forcedFlightDice: pick(r, ['W3', 'W3-1'] as const)
    }
  }
  try {
    return ultraquest.parseSetup(input)
  } catch {
    return undefined
  }
}

describe('simulation takes shortcuts but fights the same fight', () => {
  it('simulate() gives the outcome of a replay with the same dice and default answers, and draws the same dice, over many random setups', () => {
    let checked = 0
    const seen = new Set<string>()
    for (let seed = 1; seed <= 300; seed++) {
      const setup = randomSetup(seed)
      if (!setup) continue
      for (let dice = 0; dice < 6; dice++) {
        const simRoller = seededRoller(`dice-${seed}-${dice}`)
        const playRoller = seededRoller(`dice-${seed}-${dice}`)
        const simulated = simulate(ultraquest, setup, simRoller)
        const played = playScript(ultraquest, setup, { roller: playRoller }).state
        expect(played.status).toBe('finished')
        expect(played.status === 'finished' && played.outcome).toEqual(simulated)
        expect(simRoller.state()).toEqual(playRoller.state())
        for (const e of played.events) seen.add(e.type)
        checked++
      }
    }
    // Most random setups must be valid, and the fights must reach every corner of the rules, or the test would prove little.
    expect(checked).toBeGreaterThan(6 * 200)
    const corners = ['lifeSaving', 'robbed', 'robbedNothing', 'fleeForced', 'instantSkill', 'skillCalled', 'silver', 'ksZeroNoMagic', 'ksZeroInjured']
    const more = ['nonFighters', 'nonFightersFall', 'damagePass', 'damageDiscarded', 'exhausted', 'partyFinished', 'absorbed', 'roundWon', 'partyNoDice']
    expect([...corners, ...more].filter((type) => !seen.has(type))).toEqual([])
  })

  it('simulating a setup many times leaves the setup unchanged', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const setup = randomSetup(seed)
      if (!setup) continue
      const before = structuredClone(setup)
      const roller = seededRoller(seed)
      for (let i = 0; i < 20; i++) simulate(ultraquest, setup, roller)
      expect(setup).toEqual(before)
    }
  })
})

describe("simulation's values worked out once per setup (declaration and RW while a member keeps his sheet's equipment)", () => {
  const gear: Record<string, ItemInput[]> = {
    none: [],
    armoured: [{ name: 'Kettenhemd', kind: 'armour', rw: 3 }, { name: 'Schild', kind: 'shield', rw: 1, held: true }],
    magic: [{ name: 'Runenhemd', kind: 'armour', rw: 2, magic: true }, { name: 'Zauberschwert', kind: 'weapon', held: true, ksBonus: 1, magic: true }],
    silver: [{ name: 'Silberschwert', kind: 'weapon', held: true, ksBonus: 1, silver: true }, { name: 'Bogen', kind: 'weapon', ranged: true, ksBonus: 2 }],
    // A potion changes his equipment when drunk: from then on the values are worked out again.
    potion: [{ name: 'Lederrüstung', kind: 'armour', rw: 1 }, { name: 'Heiltrank', kind: 'potion', heals: true }, { name: 'Dolch', kind: 'weapon', ready: false }]
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
          const setup = ultraquest.parseSetup({ party, opponents: against, fight: { type, marker: '!' }, rules: { ksIncludesDie, silverBonus: 2 } })
          for (let dice = 0; dice < 40; dice++) {
            const simRoller = seededRoller(`base-${type}-${o}-${ksIncludesDie}-${dice}`)
            const playRoller = seededRoller(`base-${type}-${o}-${ksIncludesDie}-${dice}`)
            // Twice: the second fight of a setup reads what the first worked out.
            simulate(ultraquest, setup, seededRoller(dice))
            const simulated = simulate(ultraquest, setup, simRoller)
            const played = playScript(ultraquest, setup, { roller: playRoller }).state
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
    const setup = ultraquest.parseSetup({ party, opponents: [{ name: 'Goblin', ks: 'W6' }], fight: { type: 'NK', marker: '!' } })
    const roller = seededRoller('rows')
    const first = simulate(ultraquest, setup, roller)
    const second = simulate(ultraquest, setup, roller)
    const played = playScript(ultraquest, setup, { dice: [1, 6] }).state
    expect(first.adventurers[0]!.equipment.map((i) => i?.name ?? null)).toEqual(['Schwert', null, 'Seil'])
    expect(second.adventurers[0]!.equipment).toBe(first.adventurers[0]!.equipment)
    expect(played.status === 'finished' && played.outcome.adventurers[0]!.equipment).toEqual(first.adventurers[0]!.equipment)
  })

  it('fight after fight of one setup, each simulated fight starts afresh: the same as a replay from the same dice', () => {
    // Everything a fight changes on a member: injuries, a potion drunk, a skill used, a robbery, a death.
    const party = [
      { id: 'a', name: 'A', ks: { nk: 'W6+1' }, skills: ['Sturmangriff', 'Panzerstich'], equipment: [{ name: 'Heiltrank', kind: 'potion' as const, heals: true }] },
      { id: 'b', name: 'B', ks: { nk: 'W6' }, injuries: ['ordinary' as const], equipment: [{ name: 'Seil' }, { name: 'Heiltrank', kind: 'potion' as const, heals: true }] },
      { id: 'c', name: 'C', ks: { nk: 'W6+2' }, equipment: [{ name: 'Schild', kind: 'shield' as const, rw: 1, held: true }] }
    ]
    const setup = ultraquest.parseSetup({ party, opponents: [{ name: 'Räuber', ks: 'W6+3', count: 2 }], fight: { type: 'NK', marker: '!', robbers: true, opponentRw: 1 }, rules: { injuredContributeNothing: false } })
    const roller = seededRoller('afresh')
    const seen = new Set<string>()
    for (let i = 0; i < 300; i++) {
      const before = roller.state()
      const simulated = simulate(ultraquest, setup, roller)
      const played = playScript(ultraquest, setup, { roller: restoreRoller(before) }).state
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
      return Array.from({ length: 20 }, () => simulate(ultraquest, setup, r))
    }
    const [x, y] = [seededRoller('x'), seededRoller('y')]
    const turns = Array.from({ length: 20 }, () => [simulate(ultraquest, setup, x), simulate(ultraquest, setup, y)])
    expect(turns.map((t) => t[0])).toEqual(alone('x'))
    expect(turns.map((t) => t[1])).toEqual(alone('y'))
  })
})
