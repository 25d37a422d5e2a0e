import type { FightIO, Simulation } from '../../core/types.ts'
import { fight } from './fight.ts'
import type { UltraquestOutcome } from './outcome.ts'
import { membersOf, prepareFight } from './prepared.ts'
import type { UltraquestSetup } from './setup.ts'
import { resetMember } from './state.ts'

/**
 * Fights of one setup: prepared once, and one party of members reset for every fight instead of made anew (odds run
 * a hundred thousand fights, and making members costs more than fighting).
 */
export function ultraquestSimulation(setup: UltraquestSetup): Simulation<UltraquestOutcome> {
  const prep = prepareFight(setup)
  const order = membersOf(prep)
  return (io: FightIO) => {
    for (let i = 0; i < order.length; i++) resetMember(order[i]!)
    return fight(prep, order, io)
  }
}
