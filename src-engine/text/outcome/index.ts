import type { SystemId } from '../../core/types.ts'
import type { UltraquestOutcome } from '../../systems/ultraquest/outcome.ts'
import type { Lang } from '../catalog.ts'
import type { OdmOutcome } from '../../systems/odm/outcome.ts'
import { odmOutcomeMessages } from '../../systems/odm/summary.ts'
import type { ThaliaOutcome } from '../../systems/thalia/outcome.ts'
import { thaliaOutcomeMessages } from '../../systems/thalia/summary.ts'
import type { WeltenbuchOutcome } from '../../systems/weltenbuch/outcome.ts'
import { weltenbuchOutcomeMessages } from '../../systems/weltenbuch/summary.ts'
import { translator } from '../translator.ts'
import { ultraquestOutcomeLines } from './ultraquest.ts'

/** The outcome in words, per system; a system without its own summary shows its outcome as JSON. */
export function outcomeLines(system: SystemId, outcome: unknown, lang: Lang, setup?: unknown): string[] {
  if (system === 'ultraquest') return ultraquestOutcomeLines(outcome as UltraquestOutcome, lang)
  if (system === 'odm') return odmOutcomeMessages(outcome as OdmOutcome, odmNames(setup)).map((m) => translator.text(m, lang))
  if (system === 'thalia') return thaliaOutcomeMessages(outcome as ThaliaOutcome).map((m) => translator.text(m, lang))
  if (system === 'weltenbuch') return weltenbuchOutcomeMessages(outcome as WeltenbuchOutcome).map((m) => translator.text(m, lang))
  return JSON.stringify(outcome, null, 2).split('\n')
}

/** Combatant names of an ODM setup, so the summary says "Thorwal" rather than his id. */
function odmNames(setup: unknown): Map<string, string> {
  const sides = (setup as { sides?: { combatants?: { id: string; name: string }[] }[] } | undefined)?.sides ?? []
  return new Map(sides.flatMap((side) => (side.combatants ?? []).map((c) => [c.id, c.name] as const)))
}
