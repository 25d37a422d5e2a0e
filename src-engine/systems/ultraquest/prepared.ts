import { modesOf, simulatedCalls, simulatedDeclaration } from './declare.ts'
import { armourValue, hasSkill, opponentSide, printedKsOf, type OpponentSide } from './loadout.ts'
import { outcomeRows, untouchedOutcome, type AdventurerOutcome } from './outcome.ts'
import type { UltraquestSetup } from './setup.ts'
import { memberFrom, type AdventurerBase, type Member, type PartyState } from './state.ts'

/**
 * What every fight of a setup shares, worked out from the setup alone: a replay prepares it for its one fight, a
 * simulation (simulation.ts) once for all of its fights.
 */
export interface PreparedFight {
  readonly setup: UltraquestSetup
  readonly side: OpponentSide
  /** Per adventurer of the party: his parsed KS, RW and simulated declaration (AdventurerBase). */
  readonly bases: readonly AdventurerBase[]
  /** How many of the party are alive when the fight starts. */
  readonly living: number
  /** Whether anybody has an instant skill (KS-SKILL-5). */
  readonly instantSkills: boolean
  /** The outcome's marching order when nobody changed it (frozen: outcomes share it). */
  readonly marchingOrder: readonly string[]
  /** The outcome's adventurers when the fight left every one as he came (frozen: outcomes share it). */
  readonly untouched: readonly AdventurerOutcome[]
}

export function prepareFight(setup: UltraquestSetup): PreparedFight {
  const side = opponentSide(setup.opponents, setup.fight.opponentFlags)
  const modes = modesOf(setup.fight.type)
  const bases = setup.party.map((a): AdventurerBase => {
    const printed = printedKsOf(a.ks)
    const declared = simulatedDeclaration({ ...a, printed }, modes, side, setup.rules)
    const outcomeEquipment = outcomeRows(a.equipment)
    return {
      printed,
      equipment: a.equipment,
      outcomeEquipment,
      rw: armourValue(a, side, setup.rules),
      simMode: declared.mode,
      simKs: declared.ks,
      simDefaultMode: declared.defaultMode,
      simCalls: { NK: simulatedCalls(a.skills, 'NK', setup.rules), FK: simulatedCalls(a.skills, 'FK', setup.rules) },
      simBonusKs: null,
      untouched: untouchedOutcome(a, outcomeEquipment)
    }
  })
  return {
    setup,
    side,
    bases,
    living: setup.party.filter((a) => !a.dead).length,
    instantSkills: setup.party.some((a) => hasSkill(a, setup.rules, (s) => s.activation === 'instant')),
    marchingOrder: Object.freeze(setup.party.map((a) => a.id)),
    untouched: bases.map((b) => b.untouched)
  }
}

/** The party as a fight of this setup starts: one member per adventurer, in marching order. */
export function membersOf(prep: PreparedFight): Member[] {
  const sheets = prep.setup.party
  const party: PartyState = { changed: false }
  const order: Member[] = []
  for (let i = 0; i < sheets.length; i++) order.push(memberFrom(sheets[i]!, prep.bases[i]!, party))
  return order
}
