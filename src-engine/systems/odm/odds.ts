import { SetupError } from '../../core/errors.ts'
import type { FightTally, OddsCombatant, OddsPolicy, OddsRules } from '../../core/odds.ts'
import type { Message } from '../../core/types.ts'
import type { OdmOutcome } from './outcome.ts'
import { partySide, type OdmSetup } from './setup.ts'

/**
 * What the odds count of an ODM fight, from the GM's party's side (the side with heroes, as the standing says): how it
 * ended, and each combatant's lasting harm — out of the fight (ODM-GAP-8), LE lost (it carries over: the text gives
 * no healing rate) — and death, which the engine only calls where the campaign sets `deadAtLe` (ODM-END-3).
 */

/** ODM-END-3: fight on until a side is out; ODM-END-2: the losing side gives up or flees in time. */
export const FIGHT_TO_THE_END = 'fightToTheEnd'
export const SURRENDER_WHEN_LOSING = 'surrenderWhenLosing'
export const FLEE_WHEN_LOSING = 'fleeWhenLosing'

const POLICIES: readonly OddsPolicy[] = [
  { id: FIGHT_TO_THE_END, label: { key: 'odm.odds.policy.fightToTheEnd' } },
  { id: SURRENDER_WHEN_LOSING, label: { key: 'odm.odds.policy.surrenderWhenLosing' } },
  { id: FLEE_WHEN_LOSING, label: { key: 'odm.odds.policy.fleeWhenLosing' } }
]

/** What each policy answers at the end question while the party is losing (the setup's `policy.whenLosing`). */
const WHEN_LOSING = { [FIGHT_TO_THE_END]: 'fight', [SURRENDER_WHEN_LOSING]: 'surrender', [FLEE_WHEN_LOSING]: 'flee' } as const

/**
 * The outcome's own results from the party's side: its `won` split by who won — `won` (the party), `lost` (the
 * opponents, by putting the party out of the fight), `surrendered` / `fled` (the opponents, because the party gave up or
 * fled, ODM-END-2, as the fight's end line says) — and `draw` and `brokenOff` as they are.
 */
export type OdmOddsResult = 'won' | 'lost' | 'surrendered' | 'fled' | 'draw' | 'brokenOff'

const RESULTS: Readonly<Record<OdmOddsResult, Message>> = {
  won: { key: 'odm.odds.result.won' },
  lost: { key: 'odm.odds.result.lost' },
  surrendered: { key: 'odm.odds.result.surrendered' },
  fled: { key: 'odm.odds.result.fled' },
  draw: { key: 'odm.odds.result.draw' },
  brokenOff: { key: 'odm.odds.result.brokenOff' }
}

/** `out`: LE at or below `outAtLe` at the end (ODM-GAP-8), not dead; `leLost`: any LE lost, out or not. */
export type OdmHarm = 'out' | 'leLost'

const HARMS: Readonly<Record<OdmHarm, Message>> = {
  out: { key: 'odm.odds.harm.out' },
  leLost: { key: 'odm.odds.harm.leLost' }
}

/** Every fighter, both sides in setup order (the outcome's order), with the setup's side ids the standing uses. */
function combatants(setup: OdmSetup): readonly OddsCombatant[] {
  const party = partySide(setup)
  return setup.sides.flatMap((side, s) => side.combatants.map((c) => ({ id: c.id, name: c.name, side: side.id, party: s === party })))
}

/**
 * The setup whose end question defaults as the policy says (`policy.whenLosing`, read by the fight both where
 * simulation takes its shortcut and in the question's `default`, so a replay of default answers is the simulation).
 * An unchanged setup is returned as it is, so what the fight worked out for it is kept.
 */
function withPolicy(setup: OdmSetup, policy: string): OdmSetup {
  if (!Object.hasOwn(WHEN_LOSING, policy)) throw new SetupError('policy', `"${policy}" is not a policy of odm; known: ${POLICIES.map((p) => p.id).join(', ')}`)
  const whenLosing = WHEN_LOSING[policy as keyof typeof WHEN_LOSING]
  if ((setup.policy.whenLosing ?? 'fight') === whenLosing) return setup
  return { ...setup, policy: { ...setup.policy, whenLosing } }
}

/** One fight's outcome into the tally: no allocation, as odds run it a hundred thousand times. */
function summarize(setup: OdmSetup, outcome: OdmOutcome, tally: FightTally): void {
  const partyId = setup.sides[partySide(setup)].id
  const fighters = outcome.combatants
  let result: OdmOddsResult = outcome.result
  if (outcome.result === 'won' && outcome.winner !== partyId) {
    // Lost; by giving way if any of the party gave up or fled (ODM-END-2), flight first.
    result = 'lost'
    for (let i = 0; i < fighters.length; i++) {
      const c = fighters[i]!
      if (c.sideId !== partyId) continue
      if (c.status === 'fled') result = 'fled'
      else if (c.status === 'surrendered' && result === 'lost') result = 'surrendered'
    }
  }
  tally.result(result)
  tally.rounds(outcome.rounds)
  // The outcome lists the combatants in the order of `combatants(setup)`.
  for (let i = 0; i < fighters.length; i++) {
    const c = fighters[i]!
    if (c.status === 'dead') {
      tally.died(i)
      continue
    }
    if (c.status === 'defeated') tally.harmed(i, 'out')
    if (c.leLost > 0) tally.harmed(i, 'leLost')
  }
}

export const odmOdds: OddsRules<OdmSetup, OdmOutcome> = {
  policies: POLICIES,
  harms: HARMS,
  results: RESULTS,
  combatants,
  withPolicy,
  summarize
}
