import type { JsonSchema } from './json-schema.ts'

/** A rule setting as the campaign keeps it, or the default the rules ship when the GM never changed it. */
const settingOf = (stored: Readonly<Record<string, unknown>>, schema: JsonSchema, key: string): unknown => stored[key] ?? schema.properties?.[key]?.default

const namesOf = (table: unknown): string[] =>
  Array.isArray(table) ? table.filter((n): n is string => typeof n === 'string') : table && typeof table === 'object' ? Object.keys(table) : []

/**
 * What a sheet's or bestiary entry's `pick` fields offer, by label key (issue 14: skills picked from the table, free
 * entry only by adding to the table): the skill names, the same names for a weapon's skill, and the ranks a skill can
 * have where the system has them (Thalia's test targets, THA-GAP-14). Which rule settings hold them, the system says
 * in its settings schema (`skillTable`, `skillRanks`).
 */
export function skillChoices(stored: Readonly<Record<string, unknown>>, ruleSettings: JsonSchema): Record<string, readonly string[]> {
  const settings = ruleSettings.properties ?? {}
  const marked = (mark: 'skillTable' | 'skillRanks') => Object.keys(settings).find((key) => settings[key]![mark])
  const table = marked('skillTable')
  if (!table) return {}
  const ranks = marked('skillRanks')
  const names = namesOf(settingOf(stored, ruleSettings, table))
  return { skills: names, 'weapons.skill': names, ...(ranks ? { 'skills=value': namesOf(settingOf(stored, ruleSettings, ranks)) } : {}) }
}
