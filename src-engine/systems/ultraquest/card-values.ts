import { formatDice } from '../../dice/notation.ts'
import { armourValue, baseKs, opponentSide } from './loadout.ts'
import type { RuleSettings } from './rules.ts'
import type { AdventurerSheet } from './sheet.ts'

/** What an adventurer's card shows of the KS and RW the fight works out (KS-GAP-2, KS-DMG-2). */
export type UltraquestCardValues = {
  readonly ks: { readonly nk: string; readonly fk: string }
  readonly rw: number
}

/** No opponent yet: no undead or demon to change what counts (KS-GHOST-2, KS-DEMON-2). */
const NO_OPPONENT = opponentSide([], {})

/**
 * What the fight itself would use, from the loadout code the fight runs (KS-GAP-2: NK = W6 + ST + weapons in hand,
 * FK = W6 + ranged weapon, a printed KS wins; KS-DMG-2: RW), so the card never says "ST 2" where the fight rolls "W6+3".
 */
export function ultraquestCardValues(sheet: AdventurerSheet, rules: RuleSettings): UltraquestCardValues {
  return { ks: { nk: formatDice(baseKs(sheet, 'NK')), fk: formatDice(baseKs(sheet, 'FK')) }, rw: armourValue(sheet, NO_OPPONENT, rules) }
}
