import type { CardValues } from '../../../src-engine/core/campaign.ts'
import type { UiLocale } from '../i18n/index.ts'

/** A mark on a party card: what the GM must see at a glance. `text` is the sheet's own word (a Mén's name), if any. */
export interface CardMark {
  readonly kind: 'ordinary' | 'cursed' | 'dead' | 'dying' | 'unconscious' | 'lasting' | 'unusable'
  readonly text?: string
}

/** How a system's sheet shows on a party card: the key values in the system's own terms, and the marks. */
export interface Card {
  readonly name: string
  readonly stats: string
  readonly marks: readonly CardMark[]
  readonly dead: boolean
  /** Whether care can change anything (an injury, missing life points). */
  readonly hurt: boolean
  /** Short list of what the character carries ready to hand. */
  readonly ready: string
  /** Equipment rows holding a healing potion, for a care action that needs a row (ULTRA♦QUEST's Heiltrank). */
  readonly potionRows?: readonly number[]
  /**
   * Which care actions can change something for this character, by action id, where the system knows better than
   * "hurt" (a Fluchbrecher only for a cursed injury). Actions not listed follow `hurt`.
   */
  readonly care?: Readonly<Record<string, boolean>>
}

export type Sheet = Record<string, unknown>

/**
 * The words a card speaks, in the app's language (UI.md: one language per surface): `t` for the app's own words
 * ("left arm", "Damage"), `locale` for the system's field labels; rule terms (Vern, KÅ, Heldenpunkte, Rumpf) stay.
 */
export interface CardWords {
  t(key: string, params?: Record<string, unknown>): string
  readonly locale: UiLocale
}
/** A system's card: the sheet, and what main worked out from it by the system's rules (`roster.cardValues`), once it has. */
export type CardOf = (sheet: Sheet, words: CardWords, worked?: CardValues) => Card

/** A bestiary entry as the GM reads it off a stat block: how many, and its values in the system's terms, line by line. */
export interface OpponentCard {
  readonly name: string
  readonly count: number
  readonly lines: readonly string[]
}
export type OpponentCardOf = (opponent: Sheet, words: CardWords) => OpponentCard
