import type { SystemId } from '../../core/types.ts'
import { ruleSystem } from '../../systems/index.ts'
import type { Lang } from '../catalog.ts'
import { translator } from '../translator.ts'

/** The outcome in words, as the system describes it (RuleSystem.describeOutcome); a system without words shows it as JSON. */
export function outcomeLines(system: SystemId, outcome: unknown, lang: Lang, setup?: unknown): string[] {
  const describe = ruleSystem(system).describeOutcome
  if (!describe) return JSON.stringify(outcome, null, 2).split('\n')
  return describe(outcome, setup, (message) => translator.text(message, lang))
}
