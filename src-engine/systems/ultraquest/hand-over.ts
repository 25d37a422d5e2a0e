import type { HandOverNeighbours, HandOverResult } from '../../core/campaign.ts'
import { EQUIPMENT_ROWS, type AdventurerSheet, type Item } from './sheet.ts'

/** An adventurer as the hand-over rules read him: on his sheet between fights, as a fight's member during one. */
export interface Holder {
  readonly dead: boolean
  readonly injuries: readonly unknown[]
  readonly equipment: readonly (Item | null)[]
}

/** Only an adventurer who can act hands an item on: alive and without injury (KS-INJURY-1). */
export const canHandOver = (giver: Holder): boolean => !giver.dead && giver.injuries.length === 0

/** The first empty row (0-based) a handed item lands in, or -1 when all ten hold something. */
export function freeRow(holder: Holder): number {
  for (let i = 0; i < EQUIPMENT_ROWS; i++) if (!holder.equipment[i]) return i
  return -1
}

/** The living directly in front of and behind `at` in the marching order: the dead hand nothing on and take nothing (KS-GAP-8). */
export function livingNeighbours<H extends Holder>(order: readonly H[], at: number): { front: H | null; rear: H | null } {
  const living = order.filter((m) => !m.dead)
  const place = living.indexOf(order[at]!)
  if (place < 0) return { front: null, rear: null }
  return { front: living[place - 1] ?? null, rear: living[place + 1] ?? null }
}

/** Whom the adventurer at `at` can hand a ready item to between fights, and whether each has a free row. */
export function handOverNeighbours(order: readonly AdventurerSheet[], at: number): HandOverNeighbours {
  const { front, rear } = livingNeighbours(order, at)
  const place = (m: AdventurerSheet | null) => (m ? { at: order.indexOf(m), freeRow: freeRow(m) >= 0 } : null)
  return { canAct: canHandOver(order[at]!), front: place(front), rear: place(rear) }
}

/**
 * One ready item from row `row` (1–10) of the adventurer at `from` to the first free row of the adjacent one at `to`
 * (KS-ACTION-2, one position at a time: KS-GAP-8), as between rounds of a fight; the giver must be able to act
 * (KS-INJURY-1). The item arrives ready but not in hand: the taker has not taken it up yet.
 */
export function handOverBetweenFights(order: readonly AdventurerSheet[], from: number, to: number, row: number): HandOverResult<AdventurerSheet> {
  const giver = order[from]!
  const taker = order[to]!
  if (giver.dead) return { refused: 'giverDead' }
  if (taker.dead) return { refused: 'takerDead' }
  if (!canHandOver(giver)) return { refused: 'giverInjured' }
  const { front, rear } = livingNeighbours(order, from)
  if (taker !== front && taker !== rear) return { refused: 'notAdjacent' }
  const item = giver.equipment[row - 1]
  if (!item) return { refused: 'rowEmpty' }
  if (!item.ready) return { refused: 'notReady' }
  const free = freeRow(taker)
  if (free < 0) return { refused: 'noFreeRow' }
  const given = giver.equipment.map((r, i) => (i === row - 1 ? null : r))
  const taken = Array.from({ length: Math.max(taker.equipment.length, free + 1) }, (_, i) =>
    i === free ? { ...item, held: false } : (taker.equipment[i] ?? null)
  )
  return { giver: { ...giver, equipment: given }, taker: { ...taker, equipment: taken }, item: item.name, takerRow: free + 1 }
}
