import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { ultraquestSystem, type UltraquestSetup, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'

type AdventurerInput = UltraquestSetupInput['party'][number]
export type ItemInput = NonNullable<NonNullable<AdventurerInput['equipment']>[number]>

// Random ULTRA♦QUEST setups that pass validation and cover every option of the format, for tests that fight many fights.

export const pick = <T>(r: DiceRoller, values: readonly T[]): T => values[r.face(values.length) - 1]!
export const chance = (r: DiceRoller, inSix: number) => r.face(6) <= inSix

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
export function randomSetup(seed: number): UltraquestSetup | undefined {
  const r = seededRoller(`setup-${seed}`)
  const party = Array.from({ length: r.face(5) }, (_, i) => randomAdventurer(r, i))
  const ids = party.map((a) => a.id)
  const forced = chance(r, 3)
  const input: UltraquestSetupInput = {
    party,
    opponents: Array.from({ length: r.face(2) }, () => ({
      name: 'Gegner',
      ks: pick(r, ['W6', 'W6+1', 'W6+5', '2W6+2', 'W10']),
      count: r.face(4),
      kind: pick(r, KINDS)
    })),
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
    },
    // Drawn last, so the setups above stay as they were: the odds' policy "fleeWhenLosing" in one of six.
    ...(chance(r, 1) ? { defaults: { flee: 'flee' as const } } : {})
  }
  try {
    return ultraquestSystem.parseSetup(input)
  } catch {
    return undefined
  }
}
