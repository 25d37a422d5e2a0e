import type { RuleSystem } from '../../core/types.ts'
import { runOdmFight } from './fight.ts'
import type { OdmOutcome } from './outcome.ts'
import { odmSetupSchema, parseOdmSetup, type OdmSetup } from './setup.ts'

/** ODM 1.0, "Het gevecht": duels of D20 attack and defence, courage for initiative, masterly blows. */
export const odmSystem: RuleSystem<OdmSetup, OdmOutcome> = {
  id: 'odm',
  setupSchema: odmSetupSchema,
  parseSetup: parseOdmSetup,
  run: runOdmFight
}

export { odmSheetSchema, odmKindSchema, type OdmSheet, type OdmKind } from './sheet.ts'
export { odmRulesSchema, defaultOdmRules, type OdmRules } from './settings.ts'
export { odmSetupSchema, type OdmSetup, type OdmSetupInput } from './setup.ts'
export type { OdmOutcome, OdmCombatantOutcome } from './outcome.ts'
export { healOdm, type OdmHealing, type OdmHealingResult } from './healing.ts'
