import type { CampaignRules } from '../../core/campaign.ts'
import type { FightIO, RuleSystem, Simulation } from '../../core/types.ts'
import { thaliaCampaign } from './campaign.ts'
import { thaliaOdds } from './odds.ts'
import { buildOutcome, type ThaliaOutcome } from './outcome.ts'
import { runFight } from './round.ts'
import { parseThaliaSetup, thaliaSetupSchema, type ThaliaSetup } from './setup.ts'
import { thaliaStanding } from './standing.ts'
import { thaliaOutcomeMessages } from './summary.ts'
import { createFight, fightReuser, type Fight } from './state.ts'

/** Thalia (THA-…): sides, d6 initiative, player-facing rolls, Vern off HP, Dying with Mén and Siste Pust, Kampånd. */
export const thaliaSystem: RuleSystem<ThaliaSetup, ThaliaOutcome> = {
  id: 'thalia',
  setupSchema: thaliaSetupSchema,
  parseSetup: parseThaliaSetup,
  run: (setup, io) => fightOut(createFight(setup, io), io),
  simulation: thaliaSimulation,
  campaign: thaliaCampaign as CampaignRules,
  odds: thaliaOdds,
  describeOutcome: (outcome, _setup, say) => thaliaOutcomeMessages(outcome).map(say)
}

/** Fights of one setup, the last simulated one reset for the next (fightReuser): what odds and the bench run. */
function thaliaSimulation(setup: ThaliaSetup): Simulation<ThaliaOutcome> {
  const fights = fightReuser(setup)
  return (io) => {
    const fight = fights.take(io)
    const outcome = fightOut(fight, io)
    // The outcome copies what it reports: nothing reads the fight any more.
    fights.give(fight)
    return outcome
  }
}

function fightOut(fight: Fight, io: FightIO): ThaliaOutcome {
  // Optional call: simulation's IO has no observe, so not even the closure is made there.
  io.observe?.(() => thaliaStanding(fight))
  return buildOutcome(fight, runFight(fight))
}

export { thaliaSetupSchema, parseThaliaSetup, PLAYER_SIDE, type ThaliaSetup, type ThaliaSetupInput } from './setup.ts'
export { thaliaRulesSchema, defaultThaliaRules, type ThaliaRules } from './settings.ts'
export { pcSheetSchema, monsterSheetSchema, type PcSheet, type MonsterSheet } from './sheet.ts'
export type { ThaliaOutcome, ThaliaCombatantOutcome } from './outcome.ts'
export * from './healing.ts'
export { menTestEffect, type MenTestEffect, type MenTestKind, type MenTestQuery } from './menTests.ts'
export { armsOf, type Arms, type ArmSide, type ArmUse } from './arms.ts'
export { thaliaCampaign, thaliaCampaignSheetSchema, thaliaOpponentSchema, thaliaFightOptionsSchema, type ThaliaOpponent } from './campaign.ts'
export { thaliaOutcomeMessages } from './summary.ts'
export { thaliaOdds, FIGHT_TO_THE_END, FLEE_WHEN_LOSING, type ThaliaOddsResult, type ThaliaHarm } from './odds.ts'
