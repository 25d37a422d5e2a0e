import type { SystemId } from '../../../src-engine/core/types.ts'
import type { JsonSchema } from './json-schema.ts'

/** Where a system keeps its skills table in the rule settings: ULTRA♦QUEST's is name → entry, the others a list. */
const TABLE_KEY: Readonly<Record<SystemId, string | null>> = { ultraquest: 'skills', odm: null, thalia: 'skillTable', weltenbuch: 'skillTable' }

/** A rule setting as the campaign keeps it, or the default the rules ship when the GM never changed it. */
const settingOf = (stored: Readonly<Record<string, unknown>>, schema: JsonSchema, key: string): unknown => stored[key] ?? schema.properties?.[key]?.default

const namesOf = (table: unknown): string[] =>
  Array.isArray(table) ? table.filter((n): n is string => typeof n === 'string') : table && typeof table === 'object' ? Object.keys(table) : []

/**
 * What a sheet's or bestiary entry's `pick` fields offer, by label key (issue 14: skills picked from the table, free
 * entry only by adding to the table): the skill names, the same names for a weapon's skill, and Thalia's ranks (the
 * test targets, THA-GAP-14) for a skill's value.
 */
export function skillChoices(system: SystemId, stored: Readonly<Record<string, unknown>>, ruleSettings: JsonSchema): Record<string, readonly string[]> {
  const key = TABLE_KEY[system]
  if (!key) return {}
  const names = namesOf(settingOf(stored, ruleSettings, key))
  return {
    skills: names,
    'weapons.skill': names,
    ...(system === 'thalia' ? { 'skills=value': namesOf(settingOf(stored, ruleSettings, 'testTargets')) } : {})
  }
}
