import type { SystemId } from '../../core/types.ts'
import type { UltraquestOutcome } from '../../systems/ultraquest/outcome.ts'
import type { Lang } from '../catalog.ts'
import { ultraquestOutcomeLines } from './ultraquest.ts'

/** The outcome in words, per system; a system without its own summary shows its outcome as JSON. */
export function outcomeLines(system: SystemId, outcome: unknown, lang: Lang): string[] {
  if (system === 'ultraquest') return ultraquestOutcomeLines(outcome as UltraquestOutcome, lang)
  return JSON.stringify(outcome, null, 2).split('\n')
}
