import type { SystemId } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import type { FieldIssue } from './errors.ts'
import { formSchemas } from './form-schemas.ts'

type Sheet = Record<string, unknown>
interface SkillRules {
  /** The skills table's names: what a sheet's skills and weapon skills are picked from. */
  readonly table: ReadonlySet<string>
  /** Thalia's skill ranks (the test targets, THA-GAP-14); other systems rate a skill by number. */
  readonly ranks?: ReadonlySet<string>
}

/** A skills table's names: a list, or the keys of a record of skills. */
const namesOf = (table: unknown): string[] => (Array.isArray(table) ? table.map(String) : Object.keys(table ?? {}))

/**
 * The campaign's skills table and ranks from its rule settings as the engine reads them, defaults filled in: the
 * settings the system marks in its schema (`skillTable`, `skillRanks`). None where it keeps no table, or they do not parse.
 */
function skillRules(system: SystemId, stored: unknown): SkillRules | undefined {
  const parsed = ruleSystem(system).campaign?.ruleSettingsSchema.safeParse(stored ?? {})
  if (!parsed?.success) return undefined
  const settings = formSchemas(system).ruleSettings.properties ?? {}
  const marked = (mark: 'skillTable' | 'skillRanks') => Object.keys(settings).find((key) => settings[key]![mark])
  const table = marked('skillTable')
  if (!table) return undefined
  const ranks = marked('skillRanks')
  const rules = parsed.data as Record<string, unknown>
  return { table: new Set(namesOf(rules[table])), ...(ranks ? { ranks: new Set(namesOf(rules[ranks])) } : {}) }
}

const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ')
const objectOr = (value: unknown): Sheet => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Sheet) : {})

/** The sheet's skill names: a list (ULTRA♦QUEST) or the keys of name → rank or value (Thalia, Weltenbuch). */
function skillIssues(skills: unknown, { table, ranks }: SkillRules): FieldIssue[] {
  const names = Array.isArray(skills) ? skills.filter((s): s is string => typeof s === 'string') : Object.keys(objectOr(skills))
  const unknown = names.filter((name) => !table.has(name))
  const issues: FieldIssue[] = unknown.length === 0 ? [] : [{ path: 'skills', code: 'not_in_table', message: `not in the skills table: ${quoted(unknown)}` }]
  if (ranks && !Array.isArray(skills)) {
    for (const [name, rank] of Object.entries(objectOr(skills))) {
      if (typeof rank === 'string' && !ranks.has(rank))
        issues.push({ path: `skills.${name}`, code: 'unknown_rank', message: `"${rank}" is not a rank of the test targets: ${quoted([...ranks])}` })
    }
  }
  return issues
}

function weaponSkillIssues(weapons: unknown, { table }: SkillRules): FieldIssue[] {
  if (!Array.isArray(weapons)) return []
  return weapons.flatMap((weapon, i) => {
    const skill = objectOr(weapon)['skill']
    return typeof skill === 'string' && !table.has(skill)
      ? [{ path: `weapons.${i}.skill`, code: 'not_in_table', message: `not in the skills table: ${quoted([skill])}` }]
      : []
  })
}

/**
 * What a sheet's own schema cannot know but a fight would refuse or silently misread, caught when the GM saves the
 * sheet or bestiary entry rather than when he starts a fight (issue 14): every skill and weapon skill must be in the
 * campaign's skills table (the rule settings, or the defaults the rules ship), so a typo such as "Sturmangrif" is
 * refused at its field instead of counting as untrained or 0 in the fight; a Thalia rank must be one of the test targets.
 */
export function campaignSheetIssues(campaign: Pick<Campaign, 'system' | 'settings'>, sheet: Sheet): FieldIssue[] {
  const rules = skillRules(campaign.system, campaign.settings.rules)
  if (!rules) return []
  return [...skillIssues(sheet['skills'], rules), ...weaponSkillIssues(sheet['weapons'], rules)]
}
