import { SetupError } from '../../core/errors.ts'
import type { FightTally, OddsCombatant, OddsPolicy, OddsRules } from '../../core/odds.ts'
import type { Message } from '../../core/types.ts'
import type { FightResult, UltraquestOutcome } from './outcome.ts'
import type { UltraquestSetup } from './setup.ts'
import { OPPONENT_SIDE, PARTY_SIDE } from './standing.ts'

/**
 * What the odds count of an ULTRA♦QUEST fight: the outcome's own results, each adventurer's death in the fight and
 * the lasting harms of those who live (a new ordinary or cursed injury, an item robbed), and for each opponent group
 * whether the party beat it (KS-FIGHT-3: the opponents are injured and withdraw, never killed).
 */

/** The two policies a GM understands: the engine's defaults (never flee), or flee at the first chance (KS-FLEE-1). */
export const FIGHT_TO_THE_END = 'fightToTheEnd'
export const FLEE_WHEN_LOSING = 'fleeWhenLosing'

const POLICIES: readonly OddsPolicy[] = [
  { id: FIGHT_TO_THE_END, label: { key: 'ultraquest.odds.policy.fightToTheEnd' } },
  { id: FLEE_WHEN_LOSING, label: { key: 'ultraquest.odds.policy.fleeWhenLosing' } }
]

const RESULTS: Readonly<Record<FightResult, Message>> = {
  won: { key: 'ultraquest.odds.result.won' },
  lost: { key: 'ultraquest.odds.result.lost' },
  fled: { key: 'ultraquest.odds.result.fled' },
  exhausted: { key: 'ultraquest.odds.result.exhausted' },
  declined: { key: 'ultraquest.odds.result.declined' }
}

export type UltraquestHarm = 'injury' | 'cursedInjury' | 'robbed' | 'beaten'

const HARMS: Readonly<Record<UltraquestHarm, Message>> = {
  injury: { key: 'ultraquest.odds.harm.injury' },
  cursedInjury: { key: 'ultraquest.odds.harm.cursedInjury' },
  robbed: { key: 'ultraquest.odds.harm.robbed' },
  beaten: { key: 'ultraquest.odds.harm.beaten' }
}

/** Every adventurer in the setup's marching order, then each opponent group, with the standing's ids and sides. */
function combatants(setup: UltraquestSetup): readonly OddsCombatant[] {
  return [
    ...setup.party.map((a) => ({ id: a.id, name: a.name, side: PARTY_SIDE, party: true })),
    ...setup.opponents.map((o, i) => ({ id: `opponent:${i + 1}`, name: o.name, side: OPPONENT_SIDE, party: false }))
  ]
}

/**
 * The setup whose flee question defaults as the policy says (`defaults.flee`, read by the fight both where
 * simulation takes its shortcut and in the question's `default`, so a replay of default answers is the simulation).
 * KS-FLEE-1: the party may flee only after a drawn round (a lost round ends the fight, KS-FIGHT-6), so fleeing at the
 * first question is fleeing after the first round it did not win. An unchanged setup is returned as it is, so
 * what the fight worked out for it is kept.
 */
function withPolicy(setup: UltraquestSetup, policy: string): UltraquestSetup {
  let flee: 'fight' | 'flee'
  if (policy === FIGHT_TO_THE_END) flee = 'fight'
  else if (policy === FLEE_WHEN_LOSING) flee = 'flee'
  else throw new SetupError('policy', `"${policy}" is not a policy of ultraquest; known: ${POLICIES.map((p) => p.id).join(', ')}`)
  if ((setup.defaults?.flee ?? 'fight') === flee) return setup
  return { ...setup, defaults: { ...setup.defaults, flee } }
}

/**
 * One fight's outcome into the tally. Cheap, as odds run it a hundred thousand times: no allocation, and the
 * outcome's adventurers are found by position unless the GM changed the marching order.
 */
function summarize(setup: UltraquestSetup, outcome: UltraquestOutcome, tally: FightTally): void {
  tally.result(outcome.result)
  tally.rounds(outcome.rounds)
  const party = setup.party
  const adventurers = outcome.adventurers
  for (let i = 0; i < adventurers.length; i++) {
    const a = adventurers[i]!
    const index = party[i]!.id === a.id ? i : party.findIndex((p) => p.id === a.id)
    if (a.diedInFight) {
      tally.died(index)
      continue
    }
    // Harms are what the living carry on with; the dead (before or in this fight) carry nothing on.
    if (a.dead) continue
    const injuries = a.newInjuries
    let ordinary = false
    let cursed = false
    for (let j = 0; j < injuries.length; j++) {
      if (injuries[j] === 'cursed') cursed = true
      else ordinary = true
    }
    if (ordinary) tally.harmed(index, 'injury')
    if (cursed) tally.harmed(index, 'cursedInjury')
    // KS-ROBBER-2: an empty row robbed takes nothing.
    if (a.robbed !== null && a.robbed.item !== null) tally.harmed(index, 'robbed')
  }
  // KS-FIGHT-3 / KS-GAP-11: a won fight injures the opponents, every group of them, and they withdraw.
  if (outcome.result === 'won') {
    const groups = setup.opponents.length
    for (let g = 0; g < groups; g++) tally.harmed(party.length + g, 'beaten')
  }
}

export const ultraquestOdds: OddsRules<UltraquestSetup, UltraquestOutcome> = {
  policies: POLICIES,
  harms: HARMS,
  results: RESULTS,
  combatants,
  withPolicy,
  summarize
}
