import type { FightIO, Simulation } from '../../core/types.ts'
import { fightOdm, type FightersOfSetup } from './fight.ts'
import { createFighters, prepare, resetFighter } from './fighter.ts'
import type { OdmOutcome } from './outcome.ts'
import type { OdmSetup } from './setup.ts'

/**
 * Fights of one setup: prepared once, and one set of fighters reset for every fight instead of made anew (odds run a
 * hundred thousand fights). While a fight holds them there are none to spare, so a fight that throws or runs inside
 * another simply makes its own.
 */
export function odmSimulation(setup: OdmSetup): Simulation<OdmOutcome> {
  const prep = prepare(setup)
  let spare: FightersOfSetup | null = null
  return (io: FightIO) => {
    let fighters = spare
    spare = null
    if (fighters === null) fighters = { sides: createFighters(prep), first: null }
    else {
      const [party, opponents] = fighters.sides
      for (let i = 0; i < party.length; i++) resetFighter(party[i]!)
      for (let i = 0; i < opponents.length; i++) resetFighter(opponents[i]!)
    }
    const outcome = fightOdm(prep, fighters, io)
    spare = fighters
    return outcome
  }
}
