import type { SystemId } from '../../../src-engine/core/types.ts'
import { odmCard } from './odm.ts'
import { thaliaCard } from './thalia.ts'
import { odmOpponent, thaliaOpponent, ultraquestOpponent, weltenbuchOpponent } from './opponents.ts'
import type { CardValues } from '../../../src-engine/core/campaign.ts'
import type { Card, CardOf, CardWords, OpponentCard, OpponentCardOf, Sheet } from './types.ts'
import { englishWords } from './english-words.ts'
import { ultraquestCard } from './ultraquest.ts'
import { weltenbuchCard } from './weltenbuch.ts'

const cards: Record<SystemId, CardOf> = { ultraquest: ultraquestCard, odm: odmCard, thalia: thaliaCard, weltenbuch: weltenbuchCard }

/** A character's party card in the terms of the campaign's rule system, in the app's language (English unless told), with what main worked out from the sheet. */
export const cardOf = (system: SystemId, sheet: Sheet, words: CardWords = englishWords, worked?: CardValues): Card => cards[system](sheet, words, worked)

const opponentCards: Record<SystemId, OpponentCardOf> = {
  ultraquest: ultraquestOpponent,
  odm: odmOpponent,
  thalia: thaliaOpponent,
  weltenbuch: weltenbuchOpponent
}

/** A bestiary entry as its stat block reads, in the system's terms and the app's language. */
export const opponentCardOf = (system: SystemId, opponent: Sheet, words: CardWords = englishWords): OpponentCard => opponentCards[system](opponent, words)
export type { Card, CardMark, CardWords, OpponentCard } from './types.ts'
