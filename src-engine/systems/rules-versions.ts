import type { SystemId } from '../core/types.ts'

/**
 * The version of each system's rules as the engine plays them. A saved fight is its setup and answers, so a change
 * to the rules can make the same answers play out otherwise (or ask other questions). Raise a system's number with
 * every change that does; fight files and exported logs record the number they were made under, and the app,
 * `mo fight` and `mo verify` say so when it is not this one. Fights saved before versions were recorded count as 1.
 */
export const RULES_VERSIONS: Readonly<Record<SystemId, number>> = {
  ultraquest: 1,
  odm: 1,
  thalia: 1,
  weltenbuch: 1
}

/** What a fight file or log that names no rules version was made under. */
export const FIRST_RULES_VERSION = 1

/** The rules version a fight or log was made under, when it is not the one this engine plays; otherwise null. */
export function otherRulesVersion(system: SystemId, madeUnder: number | undefined): { readonly madeUnder: number; readonly current: number } | null {
  const made = madeUnder ?? FIRST_RULES_VERSION
  const current = RULES_VERSIONS[system]
  return made === current ? null : { madeUnder: made, current }
}
