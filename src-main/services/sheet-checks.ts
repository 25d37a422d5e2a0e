import { ruleSettingsSchema } from '../../src-engine/systems/ultraquest/rules.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import type { FieldIssue } from './errors.ts'

/**
 * What a sheet's own schema cannot know but a fight would refuse, caught when the GM saves the sheet rather than when
 * he starts a fight (issue 14): an ULTRA♦QUEST skill must be in the campaign's skills table (the rule settings, or the
 * defaults the rules ship), so a typo such as "Sturmangrif" is refused at the field.
 */
export function campaignSheetIssues(campaign: Pick<Campaign, 'system' | 'settings'>, sheet: Record<string, unknown>): FieldIssue[] {
  if (campaign.system !== 'ultraquest') return []
  const parsed = ruleSettingsSchema.safeParse(campaign.settings.rules ?? {})
  if (!parsed.success) return []
  const skills = Array.isArray(sheet['skills']) ? (sheet['skills'] as unknown[]).filter((s): s is string => typeof s === 'string') : []
  const unknown = skills.filter((name) => !(name in parsed.data.skills))
  return unknown.length === 0 ? [] : [{ path: 'skills', code: 'not_in_table', message: `not in the skills table: ${unknown.map((n) => `"${n}"`).join(', ')}` }]
}
