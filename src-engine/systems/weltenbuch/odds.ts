import { SetupError } from '../../core/errors.ts'
import type { FightTally, OddsCombatant, OddsPolicy, OddsRules } from '../../core/odds.ts'
import type { Message } from '../../core/types.ts'
import type { WeltenbuchOutcome } from './outcome.ts'
import type { WeltenbuchSetup } from './setup.ts'
import { WOUND_LEVELS, type WoundLevel } from './tables.ts'

/**
 * What the odds count of a Weltenbuch fight, from the heroes' side (the GM's party, as the standing says): how it
 * ended, and each combatant's lasting harm — the wound level the fight left him at (KA-SUP-7), a body part made
 * unusable (KA-SUP-9), unable to act at the end (KA-SUP-8) — and death (past "tödlich", or a lost head).
 */

/** Fight on until a side is out of the fight; or the heroes flee once they are losing (KA-ACT-9, the setup's policy). */
export const FIGHT_TO_THE_END = 'fightToTheEnd'
export const FLEE_WHEN_LOSING = 'fleeWhenLosing'

const POLICIES: readonly OddsPolicy[] = [
  { id: FIGHT_TO_THE_END, label: { key: 'weltenbuch.odds.policy.fightToTheEnd' } },
  { id: FLEE_WHEN_LOSING, label: { key: 'weltenbuch.odds.policy.fleeWhenLosing' } }
]

/** What each policy sets as the setup's `policy.whenLosing`. */
const WHEN_LOSING = { [FIGHT_TO_THE_END]: 'fight', [FLEE_WHEN_LOSING]: 'flee' } as const

/**
 * The outcome's own results (its winner and reason, as the fight's end line words them: `weltenbuch.end.*`) from the
 * heroes' side: `won` (the opponents cannot fight on), `foesFled` (the opponents fled), `lost` (the heroes cannot fight
 * on), `fled` (the heroes fled), `bothOut` (neither side can fight on), `stopped` (undecided after the settings' most
 * Kampfabschnitte, KA-GAP-17).
 */
export type WeltenbuchOddsResult = 'won' | 'foesFled' | 'lost' | 'fled' | 'bothOut' | 'stopped'

const RESULTS: Readonly<Record<WeltenbuchOddsResult, Message>> = {
  won: { key: 'weltenbuch.odds.result.won' },
  foesFled: { key: 'weltenbuch.odds.result.foesFled' },
  lost: { key: 'weltenbuch.odds.result.lost' },
  fled: { key: 'weltenbuch.odds.result.fled' },
  bothOut: { key: 'weltenbuch.odds.result.bothOut' },
  stopped: { key: 'weltenbuch.odds.result.stopped' }
}

/**
 * The wound level the fight left a survivor at, when it cost him LP (KA-SUP-7: leicht … tödlich, by the system's own
 * names); `unusable`: a body part lost in the fight (KA-SUP-9); `out`: put out of the fight by it, unable to act at the
 * end (KA-SUP-8).
 */
export type WeltenbuchHarm = Exclude<WoundLevel, 'unverletzt'> | 'unusable' | 'out'

const HARMS: Readonly<Record<WeltenbuchHarm, Message>> = {
  leicht: { key: 'weltenbuch.odds.harm.leicht' },
  mittel: { key: 'weltenbuch.odds.harm.mittel' },
  schwer: { key: 'weltenbuch.odds.harm.schwer' },
  kritisch: { key: 'weltenbuch.odds.harm.kritisch' },
  toedlich: { key: 'weltenbuch.odds.harm.toedlich' },
  unusable: { key: 'weltenbuch.odds.harm.unusable' },
  out: { key: 'weltenbuch.odds.harm.out' }
}

/** Every fighter in setup order (the outcome's order), with the standing's side ids; the heroes are the party. */
function combatants(setup: WeltenbuchSetup): readonly OddsCombatant[] {
  return setup.combatants.map((c) => ({ id: c.id, name: c.sheet.name, side: c.side, party: c.side === 'heroes' }))
}

/**
 * The setup whose action defaults follow the policy (`policy.whenLosing`, read by the default action that simulation
 * takes and that every action request offers as its `default`, so a replay of default answers is the simulation). An
 * unchanged setup is returned as it is, so what the fight worked out for it is kept.
 */
function withPolicy(setup: WeltenbuchSetup, policy: string): WeltenbuchSetup {
  if (!Object.hasOwn(WHEN_LOSING, policy))
    throw new SetupError('policy', `"${policy}" is not a policy of weltenbuch; known: ${POLICIES.map((p) => p.id).join(', ')}`)
  const whenLosing = WHEN_LOSING[policy as keyof typeof WHEN_LOSING]
  if ((setup.policy?.whenLosing ?? 'fight') === whenLosing) return setup
  return { ...setup, policy: { ...setup.policy, whenLosing } }
}

/** The result from the heroes' side, by the outcome's winner and reason (the end line's `weltenbuch.end.*`). */
export function oddsResult(outcome: WeltenbuchOutcome): WeltenbuchOddsResult {
  if (outcome.winner === 'heroes') return outcome.reason === 'fled' ? 'foesFled' : 'won'
  if (outcome.winner === 'foes') return outcome.reason === 'fled' ? 'fled' : 'lost'
  // No winner: both sides out, or both still standing when the settings' most Kampfabschnitte were fought.
  const fighters = outcome.combatants
  let heroes = false
  let foes = false
  for (let i = 0; i < fighters.length; i++) {
    const c = fighters[i]!
    if (c.status !== 'able') continue
    if (c.side === 'heroes') heroes = true
    else foes = true
  }
  return heroes && foes ? 'stopped' : 'bothOut'
}

/**
 * One fight's outcome into the tally: no allocation, as odds run it a hundred thousand times. Only what this fight did
 * counts: a fighter out of the fight or dead before it (a setup may hold one) carries nothing new. Nobody unable to act
 * is attacked, so the fight did it exactly when it cost him LP.
 */
function summarize(_setup: WeltenbuchSetup, outcome: WeltenbuchOutcome, tally: FightTally): void {
  tally.result(oddsResult(outcome))
  tally.rounds(outcome.segments)
  // The outcome lists the combatants in the order of `combatants(setup)`.
  const fighters = outcome.combatants
  for (let i = 0; i < fighters.length; i++) {
    const c = fighters[i]!
    if (c.damageTaken === 0) continue
    if (c.status === 'dead') {
      tally.died(i)
      continue
    }
    if (c.woundLevel !== WOUND_LEVELS[0]) tally.harmed(i, c.woundLevel)
    if (c.zonesLost.length > 0) tally.harmed(i, 'unusable')
    if (c.status === 'unable') tally.harmed(i, 'out')
  }
}

export const weltenbuchOdds: OddsRules<WeltenbuchSetup, WeltenbuchOutcome> = {
  policies: POLICIES,
  harms: HARMS,
  results: RESULTS,
  combatants,
  withPolicy,
  summarize
}
