import type { FightIO, Simulation } from '../../core/types.ts'
import type { FightContext, KeptDeclaration } from './context.ts'
import { fight, newContext } from './fight.ts'
import type { UltraquestOutcome } from './outcome.ts'
import { membersOf, prepareFight } from './prepared.ts'
import type { UltraquestSetup } from './setup.ts'
import { partyChanged, resetParty } from './state.ts'

/**
 * Fights of one setup: prepared once, and one party of members reset for every fight instead of made anew (odds run
 * a hundred thousand fights, and making members costs more than fighting).
 */
export function ultraquestSimulation(setup: UltraquestSetup): Simulation<UltraquestOutcome> {
  const prep = prepareFight(setup)
  const order = membersOf(prep)
  // A party that calls no skills is declared the same way while it is unchanged (KeptDeclaration).
  const kept: KeptDeclaration | null = order.some((m) => m.skills.length > 0) ? null : { order: null, fighting: order, nonFighters: order, current: false }
  // One context for all its fights, reset for each (fight): a simulated fight then allocates only what its outcome keeps.
  let ctx: FightContext | null = null
  return (io: FightIO) => {
    // The most common fight, won without a wound, changes nobody: then there is nothing to reset. A fight that threw
    // leaves the party marked as changed too.
    if (partyChanged(order)) resetParty(order)
    ctx ??= newContext(prep, order, io, kept)
    return fight(prep, order, io, kept, ctx)
  }
}
