import type { CampaignRules, CardValues } from '../../src-engine/core/campaign.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import { systemOf } from './context.ts'

/**
 * What one character's card shows that the system works out from the sheet, or nothing: a system that works out
 * nothing, or a sheet its schema refuses (the card then shows what the sheet has).
 */
export function sheetCardValues(rules: CampaignRules, sheet: Record<string, unknown>, characterId: string, ruleSettings: unknown): CardValues | undefined {
  if (!rules.cardValues) return undefined
  const parsed = rules.sheetSchema.safeParse(rules.sheetInput(sheet, characterId))
  return parsed.success ? rules.cardValues(parsed.data, ruleSettings) : undefined
}

/**
 * The values party cards show that the rules work out (ULTRA♦QUEST's KS and RW, Weltenbuch's wound level, Thalia's
 * Mén), by character id, asked of the campaign's system so that the screen never works out a rule itself.
 */
export function cardValues(campaign: Campaign): Record<string, CardValues> {
  const { rules } = systemOf(campaign)
  const values: Record<string, CardValues> = {}
  for (const character of campaign.characters) {
    const worked = sheetCardValues(rules, character.sheet, character.id, campaign.settings.rules)
    if (worked) values[character.id] = worked
  }
  return values
}
