import type { SystemId } from '../../../src-engine/core/types.ts'
import { odmCard } from './odm.ts'
import { thaliaCard } from './thalia.ts'
import type { Card, CardOf, Sheet } from './types.ts'
import { ultraquestCard } from './ultraquest.ts'
import { weltenbuchCard } from './weltenbuch.ts'

const cards: Record<SystemId, CardOf> = { ultraquest: ultraquestCard, odm: odmCard, thalia: thaliaCard, weltenbuch: weltenbuchCard }

/** A character's party card in the terms of the campaign's rule system. */
export const cardOf = (system: SystemId, sheet: Sheet): Card => cards[system](sheet)
export type { Card, CardMark } from './types.ts'
