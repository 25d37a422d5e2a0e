import type { RuleSystem, SystemId } from '../core/types.ts'
import { odmSystem } from './odm/index.ts'
import { thaliaSystem } from './thalia/index.ts'
import { ultraquestSystem } from './ultraquest/index.ts'
import { weltenbuchSystem } from './weltenbuch/index.ts'

/** Every rule system the engine runs, by the id a campaign and a fight setup name. */
export const ruleSystems: Readonly<Partial<Record<SystemId, RuleSystem>>> = {
  ultraquest: ultraquestSystem as RuleSystem,
  odm: odmSystem as RuleSystem,
  weltenbuch: weltenbuchSystem as RuleSystem,
  thalia: thaliaSystem as RuleSystem
}

export function ruleSystem(id: string): RuleSystem {
  const system = ruleSystems[id as SystemId]
  if (!system) throw new RangeError(`Unknown rule system "${id}"; known: ${Object.keys(ruleSystems).join(', ')}`)
  return system
}
