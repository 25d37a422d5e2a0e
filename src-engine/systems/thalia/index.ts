import type { CampaignRules } from '../../core/campaign.ts'
import type { RuleSystem } from '../../core/types.ts'
import { thaliaCampaign } from './campaign.ts'
import { thaliaOdds } from './odds.ts'
import { buildOutcome, type ThaliaOutcome } from './outcome.ts'
import { runFight } from './round.ts'
import { parseThaliaSetup, thaliaSetupSchema, type ThaliaSetup } from './setup.ts'
import { thaliaStanding } from './standing.ts'
import { thaliaOutcomeMessages } from './summary.ts'
import { createFight, readyForSimulation, releaseFight } from './state.ts'

/** Thalia (THA-…): sides, d6 initiative, player-facing rolls, Vern off HP, Dying with Mén and Siste Pust, Kampånd. */
export const thaliaSystem: RuleSystem<ThaliaSetup, ThaliaOutcome> = {
  id: 'thalia',
  setupSchema: thaliaSetupSchema,
  // Ready for simulation as it is parsed (state.ts, readyForSimulation): odds run the setups the parser hands out.
  parseSetup: (input) => readyForSimulation(parseThaliaSetup(input)),
  run(setup, io) {
    const simulated = io.simulation !== undefined
    const fight = createFight(setup, io)
    // Optional call: simulation's IO has no observe, so not even the closure is made there.
    io.observe?.(() => thaliaStanding(fight))
    const outcome = buildOutcome(fight, runFight(fight))
    // Only a fight made for simulation is kept for the next one (a continuation's turns simulation on midway).
    if (simulated) releaseFight(fight)
    return outcome
  },
  campaign: thaliaCampaign as CampaignRules,
  odds: thaliaOdds,
  describeOutcome: (outcome, _setup, say) => thaliaOutcomeMessages(outcome).map(say)
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
