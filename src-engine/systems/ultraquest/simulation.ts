import type { FightIO, Simulation } from '../../core/types.ts'
import type { FightContext, KeptDeclaration } from './context.ts'
import { fight, newContext } from './fight.ts'
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
  // A skill used changes a member (usedSkills) though his outcome does not show it.
  const skills = order.some((m) => m.skills.length > 0)
  // Whether the last fight may have changed a member; not when its outcome left every adventurer untouched (the most
  // common fight, won without a wound) and nobody has skills, so that resetting would look at every member for nothing.
  let changed = false
  // A party that calls no skills is declared the same way while it is unchanged (KeptDeclaration).
  const kept: KeptDeclaration | null = skills ? null : { order: null, fighting: order, nonFighters: order, current: false }
  // One context for all its fights, reset for each (fight): a simulated fight then allocates only what its outcome keeps.
  let ctx: FightContext | null = null
  return (io: FightIO) => {
    if (changed) for (let i = 0; i < order.length; i++) resetMember(order[i]!)
    // Until it ends: a fight that throws may leave the members changed.
    changed = true
    ctx ??= newContext(prep, order, io, kept)
    const outcome = fight(prep, order, io, kept, ctx)
    changed = skills || outcome.adventurers !== prep.untouched
    return outcome
  }
}
