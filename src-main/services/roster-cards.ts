import { formatDice } from '../../src-engine/dice/notation.ts'
import { armourValue, baseKs, opponentSide } from '../../src-engine/systems/ultraquest/loadout.ts'
import { ruleSettingsSchema } from '../../src-engine/systems/ultraquest/rules.ts'
import { adventurerSchema } from '../../src-engine/systems/ultraquest/sheet.ts'
import type { Campaign } from '../storage/campaign-schema.ts'

/** The values a party card shows that the rules work out from the sheet (ULTRA♦QUEST's KS and RW), by character id. */
export interface CardValues {
  readonly ks: { readonly nk: string; readonly fk: string }
  readonly rw: number
}

/** No opponent yet: no undead or demon to change what counts (KS-GHOST-2, KS-DEMON-2). */
const NO_OPPONENT = opponentSide([], {})

/**
 * What the fight itself would use, worked out by the engine's loadout code (KS-GAP-2: NK = W6 + ST + weapons in hand,
 * FK = W6 + ranged weapon, a printed KS wins; KS-DMG-2: RW), so the card never says "ST 2" where the fight rolls
 * "W6+3". Only ULTRA♦QUEST derives values; a sheet the rules do not read is left out, and its card shows what it has.
 */
export function cardValues(campaign: Campaign): Record<string, CardValues> {
  if (campaign.system !== 'ultraquest') return {}
  const rules = ruleSettingsSchema.parse(campaign.settings.rules ?? {})
  const values: Record<string, CardValues> = {}
  for (const character of campaign.characters) {
    // The id is the character's, not the sheet's: a stored sheet need not carry one.
    const sheet = adventurerSchema.safeParse({ ...character.sheet, id: 'card' })
    if (!sheet.success) continue
    values[character.id] = {
      ks: { nk: formatDice(baseKs(sheet.data, 'NK')), fk: formatDice(baseKs(sheet.data, 'FK')) },
      rw: armourValue(sheet.data, NO_OPPONENT, rules)
    }
  }
  return values
}
