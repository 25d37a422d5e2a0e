import type { CampaignRules } from '../../core/campaign.ts'
import type { RuleSystem } from '../../core/types.ts'
import { ultraquestCampaign } from './campaign.ts'
import { runUltraquestFight } from './fight.ts'
import { ultraquestOdds } from './odds.ts'
import type { UltraquestOutcome } from './outcome.ts'
import { ultraquestSimulation } from './simulation.ts'
import { parseUltraquestSetup, ultraquestSetupSchema, type UltraquestSetup } from './setup.ts'
import { ultraquestOutcomeLines } from './summary.ts'

export const ultraquestSystem: RuleSystem<UltraquestSetup, UltraquestOutcome> = {
  id: 'ultraquest',
  setupSchema: ultraquestSetupSchema,
  campaign: ultraquestCampaign as CampaignRules,
  parseSetup: parseUltraquestSetup,
  run: runUltraquestFight,
  simulation: ultraquestSimulation,
  odds: ultraquestOdds,
  describeOutcome: (outcome, _setup, say) => ultraquestOutcomeLines(outcome, say)
}

export * from './setup.ts'
export * from './sheet.ts'
export * from './rules.ts'
export * from './outcome.ts'
export * from './healing.ts'
export { ultraquestOdds, FIGHT_TO_THE_END, FLEE_WHEN_LOSING, type UltraquestHarm } from './odds.ts'
