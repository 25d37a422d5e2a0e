/** Das Weltenbuch v1, combat chapter (rule IDs KA-…): the RuleSystem the engine registers. */
import type { FightIO, RuleSystem, Simulation } from '../../core/types.ts'
import { rollInitiative } from './initiative.ts'
import { buildOutcome, type WeltenbuchOutcome } from './outcome.ts'
import { isDecided, runSegment } from './segment.ts'
import { fightSetupSchema, parseWeltenbuchSetup, type WeltenbuchSetup } from './setup.ts'
import { weltenbuchCampaign } from './campaign.ts'
import type { CampaignRules } from '../../core/campaign.ts'
import { asks } from './questions.ts'
import { createFight, endFight, fightReuser, noteStartLp, setStatus, type Fight } from './state.ts'
import { isBeyondDeadly, woundLevel } from './damage.ts'
import { weltenbuchStanding } from './standing.ts'
import { resultKeys, weltenbuchOutcomeMessages } from './summary.ts'
import { weltenbuchOdds } from './odds.ts'

/** One fight from setup to outcome, as a replay runs it. */
export function runWeltenbuchFight(setup: WeltenbuchSetup, io: FightIO): WeltenbuchOutcome {
  return fightOut(setup, createFight(setup, io), io)
}

/** Fights of one setup: one fight object made for them and reset for each (fightReuser). */
export function weltenbuchSimulation(setup: WeltenbuchSetup): Simulation<WeltenbuchOutcome> {
  const fightFor = fightReuser(setup)
  return (io) => fightOut(setup, fightFor(io), io)
}

/**
 * A fight of the setup played out from its start. One function on purpose: too big for V8 to inline into its callers,
 * so that the odds' batch loop (and whatever else calls `simulate`) compiles small and calls code optimized once.
 */
function fightOut(setup: WeltenbuchSetup, fight: Fight, io: FightIO): WeltenbuchOutcome {
  try {
    // Only a replay reads the standing; simulation has no observe, so this costs it nothing.
    io.observe?.(() => weltenbuchStanding(fight))
    // Someone already at "tödlich" or without a disabling body part does not act (KA-SUP-8, KA-SUP-9).
    if (fight.rules.woundEffects) {
      for (const f of fight.fighters) {
        if (fight.rules.deathBeyondDeadly && isBeyondDeadly(f.damage, f.koerper.lpPerLevel)) setStatus(fight, f, 'dead')
        else if (
          woundLevel(f.damage, f.koerper.lpPerLevel) === 'toedlich' ||
          (f.unusable.length > 0 && fight.rules.disablingZones.some((z) => f.unusable.includes(z)))
        )
          setStatus(fight, f, 'unable')
      }
    }
    if (fight.fleeWhenLosing) noteStartLp(fight)
    // Time is cut into Kampfabschnitte of about 20 seconds (KA-ROUND-1..3).
    if (io.recording)
      asks.emit(fight.io, fight.segment, 'fightStart', 'KA-ROUND-1', { seconds: 20, ambushKey: `weltenbuch.ambush.${setup.ambushBy ?? 'none'}` })
    if (!isDecided(fight)) rollInitiative(fight)
    while (!isDecided(fight) && fight.segment < fight.rules.maxSegments) {
      if (fight.reroll.length > 0) {
        // Only the two of the duel that ended by a dodge (KA-MELEE-9, KA-GAP-9).
        const who = fight.fighters.filter((f) => f.status === 'able' && fight.reroll.includes(f))
        while (fight.reroll.length > 0) fight.reroll.pop()
        if (io.recording) asks.emit(fight.io, fight.segment, 'initiativeReroll', 'KA-MELEE-9', { names: who.map((f) => f.name) })
        rollInitiative(fight, who)
      }
      runSegment(fight)
    }
    fight.phase = 'over'
    const outcome = buildOutcome(fight)
    if (io.recording) asks.emit(fight.io, fight.segment, 'fightEnd', 'KA-GAP-17', { ...resultKeys(outcome), segments: outcome.segments })
    return outcome
  } finally {
    endFight(fight)
  }
}

export const weltenbuchSystem: RuleSystem<WeltenbuchSetup, WeltenbuchOutcome> = {
  id: 'weltenbuch',
  setupSchema: fightSetupSchema,
  campaign: weltenbuchCampaign as CampaignRules,
  parseSetup: parseWeltenbuchSetup,
  run: runWeltenbuchFight,
  simulation: weltenbuchSimulation,
  odds: weltenbuchOdds,
  describeOutcome: (outcome, _setup, say) => weltenbuchOutcomeMessages(outcome).map(say)
}

export { weltenbuchSheetSchema, weltenbuchOpponentSchema, type WeltenbuchSheet, type WeltenbuchSheetInput } from './sheet.ts'
export { weltenbuchCampaign, weltenbuchFightOptionsSchema } from './campaign.ts'
export { fightSetupSchema as weltenbuchSetupSchema, type WeltenbuchSetup, type WeltenbuchSetupInput } from './setup.ts'
export {
  ruleSettingsSchema as weltenbuchRuleSettingsSchema,
  DEFAULT_SETTINGS as WELTENBUCH_DEFAULT_SETTINGS,
  type RuleSettings as WeltenbuchRuleSettings
} from './settings.ts'
export type { WeltenbuchOutcome, CombatantOutcome as WeltenbuchCombatantOutcome } from './outcome.ts'
export * as weltenbuchHealing from './healing.ts'
export { weltenbuchOutcomeMessages } from './summary.ts'
export { weltenbuchStanding } from './standing.ts'
export {
  weltenbuchOdds,
  oddsResult as weltenbuchOddsResult,
  FIGHT_TO_THE_END,
  FLEE_WHEN_LOSING,
  type WeltenbuchOddsResult,
  type WeltenbuchHarm
} from './odds.ts'
