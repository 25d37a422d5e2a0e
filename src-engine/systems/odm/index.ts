import type { CampaignRules } from '../../core/campaign.ts'
import type { RuleSystem } from '../../core/types.ts'
import { odmCampaign } from './campaign.ts'
import { runOdmFight } from './fight.ts'
import { odmOdds } from './odds.ts'
import type { OdmOutcome } from './outcome.ts'
import { odmSimulation } from './simulation.ts'
import { odmSetupSchema, parseOdmSetup, type OdmSetup } from './setup.ts'
import { namesInSetup, odmOutcomeMessages } from './summary.ts'

/** ODM 1.0, "Het gevecht": duels of D20 attack and defence, courage for initiative, masterly blows. */
export const odmSystem: RuleSystem<OdmSetup, OdmOutcome> = {
  id: 'odm',
  setupSchema: odmSetupSchema,
  campaign: odmCampaign as CampaignRules,
  parseSetup: parseOdmSetup,
  run: runOdmFight,
  simulation: odmSimulation,
  odds: odmOdds,
  describeOutcome: (outcome, setup, say) => odmOutcomeMessages(outcome, namesInSetup(setup)).map(say)
}

export { odmSheetSchema, odmKindSchema, type OdmSheet, type OdmKind } from './sheet.ts'
export { odmRulesSchema, defaultOdmRules, type OdmRules } from './settings.ts'
export { odmSetupSchema, type OdmSetup, type OdmSetupInput } from './setup.ts'
export type { OdmOutcome, OdmCombatantOutcome } from './outcome.ts'
export { healOdm, type OdmHealing, type OdmHealingResult } from './healing.ts'
export { odmOutcomeMessages } from './summary.ts'
export { odmOdds, FIGHT_TO_THE_END, SURRENDER_WHEN_LOSING, FLEE_WHEN_LOSING, type OdmOddsResult, type OdmHarm } from './odds.ts'
export { odmCampaign, odmCampaignSheetSchema, odmOpponentSchema, type OdmCampaignSheet } from './campaign.ts'
