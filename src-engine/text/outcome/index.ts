import type { SystemId } from '../../core/types.ts'
import type { UltraquestOutcome } from '../../systems/ultraquest/outcome.ts'
import type { Lang } from '../catalog.ts'
import type { WeltenbuchOutcome } from '../../systems/weltenbuch/outcome.ts'
import { weltenbuchOutcomeMessages } from '../../systems/weltenbuch/summary.ts'
import { translator } from '../translator.ts'
import { ultraquestOutcomeLines } from './ultraquest.ts'

/** The outcome in words, per system; a system without its own summary shows its outcome as JSON. */
export function outcomeLines(system: SystemId, outcome: unknown, lang: Lang): string[] {
  if (system === 'ultraquest') return ultraquestOutcomeLines(outcome as UltraquestOutcome, lang)
  if (system === 'weltenbuch') return weltenbuchOutcomeMessages(outcome as WeltenbuchOutcome).map((m) => translator.text(m, lang))
  return JSON.stringify(outcome, null, 2).split('\n')
}
