import { SetupError } from '../../core/errors.ts'
import type { FightTally, OddsCombatant, OddsPolicy, OddsRules } from '../../core/odds.ts'
import type { Message } from '../../core/types.ts'
import type { ThaliaOutcome } from './outcome.ts'
import type { ThaliaSetup } from './setup.ts'
import { prepare } from './state.ts'

/**
 * What the odds count of a Thalia fight, from the side of the SKs (Spillersiden, as the standing names it): how it
 * ended, each fighter's death in this fight, and the lasting harm of those who live — a new Mén (THA-MEN-1), left
 * Døende (THA-DYING-1, where the fight stops before Siste Pust runs out), stabilised and Bevisstløs for days
 * (THA-DYING-7), HP lost (THA-DMG-1; it heals a day at a time, THA-HEAL-2).
 */

/** The engine's defaults (fight on), or the SKs run from the fight once a round leaves their side behind (THA-ACT-5, THA-END-1). */
export const FIGHT_TO_THE_END = 'fightToTheEnd'
export const FLEE_WHEN_LOSING = 'fleeWhenLosing'

const POLICIES: readonly OddsPolicy[] = [
  { id: FIGHT_TO_THE_END, label: { key: 'thalia.odds.policy.fightToTheEnd' } },
  { id: FLEE_WHEN_LOSING, label: { key: 'thalia.odds.policy.fleeWhenLosing' } }
]

/**
 * The outcome's own results (`ended`: victory, allDown, roundLimit), the victory split by who won: `won` (the SKs'
 * side), `fled` (the opponents, after SKs ran from the fight: THA-END-1's "drevet bort"), `lost` (the opponents).
 */
export type ThaliaOddsResult = 'won' | 'lost' | 'fled' | 'allDown' | 'roundLimit'

const RESULTS: Readonly<Record<ThaliaOddsResult, Message>> = {
  won: { key: 'thalia.odds.result.won' },
  lost: { key: 'thalia.odds.result.lost' },
  fled: { key: 'thalia.odds.result.fled' },
  allDown: { key: 'thalia.odds.result.allDown' },
  roundLimit: { key: 'thalia.odds.result.roundLimit' }
}

/** The lasting harms of those who live: a new Mén, left Døende, stabilised in the fight (Bevisstløs for 1t4 days), HP lost. */
export type ThaliaHarm = 'men' | 'dying' | 'unconscious' | 'hpLost'

const HARMS: Readonly<Record<ThaliaHarm, Message>> = {
  men: { key: 'thalia.odds.harm.men' },
  dying: { key: 'thalia.odds.harm.dying' },
  unconscious: { key: 'thalia.odds.harm.unconscious' },
  hpLost: { key: 'thalia.odds.harm.hpLost' }
}

/** Every fighter in setup order (the outcome's order), with the side ids the standing uses; the party is the SKs' side. */
function combatants(setup: ThaliaSetup): readonly OddsCombatant[] {
  const { sideOf, playerSide } = prepare(setup)
  return setup.combatants.map((c, i) => ({ id: c.sheet.id, name: c.sheet.name, side: sideOf[i]!, party: sideOf[i] === playerSide }))
}

/**
 * The setup whose SKs' default Action follows the policy (`options.whenLosing`, read by the fight both where
 * simulation takes its shortcut and in the action menu's `default`, so a replay of default answers is the
 * simulation). An unchanged setup is returned as it is, so what the fight worked out for it is kept.
 */
function withPolicy(setup: ThaliaSetup, policy: string): ThaliaSetup {
  let whenLosing: 'fight' | 'flee'
  if (policy === FIGHT_TO_THE_END) whenLosing = 'fight'
  else if (policy === FLEE_WHEN_LOSING) whenLosing = 'flee'
  else throw new SetupError('policy', `"${policy}" is not a policy of thalia; known: ${POLICIES.map((p) => p.id).join(', ')}`)
  if ((setup.options.whenLosing ?? 'fight') === whenLosing) return setup
  return { ...setup, options: { ...setup.options, whenLosing } }
}

/** One fight's outcome into the tally: no allocation, as odds run it a hundred thousand times. */
function summarize(setup: ThaliaSetup, outcome: ThaliaOutcome, tally: FightTally): void {
  const { playerSide, startStatus } = prepare(setup)
  const fighters = outcome.combatants
  let result: ThaliaOddsResult
  if (outcome.ended !== 'victory') result = outcome.ended
  else if (outcome.winner === playerSide) result = 'won'
  else {
    // Lost; driven away if SKs ran from the fight (THA-END-1).
    result = 'lost'
    for (let i = 0; i < fighters.length; i++) {
      const c = fighters[i]!
      if (c.kind === 'pc' && c.status === 'fled' && c.side === playerSide) result = 'fled'
    }
  }
  tally.result(result)
  tally.rounds(outcome.rounds)
  // The outcome lists the combatants in setup order, the order of `combatants(setup)`.
  for (let i = 0; i < fighters.length; i++) {
    const c = fighters[i]!
    const before = startStatus[i]!
    if (c.status === 'dead') {
      if (before !== 'dead') tally.died(i)
      continue
    }
    if (c.injuries.length > 0) tally.harmed(i, 'men')
    if (c.status === 'dying') tally.harmed(i, 'dying')
    else if (c.status === 'stabilised' && before !== 'stabilised') tally.harmed(i, 'unconscious')
    if (c.hpLost > 0) tally.harmed(i, 'hpLost')
  }
}

export const thaliaOdds: OddsRules<ThaliaSetup, ThaliaOutcome> = {
  policies: POLICIES,
  harms: HARMS,
  results: RESULTS,
  combatants,
  withPolicy,
  summarize
}
