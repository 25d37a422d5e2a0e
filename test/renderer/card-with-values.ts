import type { SystemId } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { sheetCardValues } from '../../src-main/services/roster-cards.ts'
import { cardOf, type Card, type CardWords } from '../../src-renderer/src/cards/index.ts'

/** A party card as the party column shows it once main answered `roster.cardValues`: with what the system worked out from the sheet. */
export function cardWithValues(system: SystemId, sheet: Record<string, unknown>, words?: CardWords): Card {
  return cardOf(system, sheet, words, sheetCardValues(ruleSystem(system).campaign!, sheet, String(sheet['id'] ?? 'card'), {}))
}
