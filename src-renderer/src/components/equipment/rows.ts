import type { ChannelOutput } from '../../../../src-main/ipc/contract.ts'

/**
 * ULTRA♦QUEST's ten numbered equipment rows as the screen handles them. The sheet keeps row n at index n-1
 * and may stop before row 10; the numbers matter (robbers roll a W10 for the row), so items move between
 * rows only when the GM moves them.
 */
export const EQUIPMENT_ROWS = 10

export interface Item {
  readonly name: string
  readonly kind?: 'weapon' | 'shield' | 'armour' | 'potion' | 'other'
  readonly ready?: boolean
  readonly held?: boolean
  readonly hands?: 1 | 2
  readonly ranged?: boolean
  readonly ksBonus?: number
  readonly rw?: number
  readonly silver?: boolean
  readonly magic?: boolean
  readonly heals?: boolean
}

export type Rows = readonly (Item | null)[]

/** An adventurer next to this one in the marching order who may take a ready item, as main read the rules. */
export type Neighbour = NonNullable<ChannelOutput<'equipment.handTargets'>['front']>

/** Always ten rows, empty ones as null. */
export function allRows(equipment: unknown): (Item | null)[] {
  const given = Array.isArray(equipment) ? (equipment as (Item | null)[]) : []
  return Array.from({ length: EQUIPMENT_ROWS }, (_, i) => given[i] ?? null)
}

/** What the sheet stores: the rows without the empty ones after the last item. */
export function stored(rows: Rows): (Item | null)[] {
  const kept = [...rows]
  while (kept.length > 0 && kept[kept.length - 1] === null) kept.pop()
  return kept
}

export const isReady = (item: Item) => item.ready !== false

export function withRow(rows: Rows, index: number, item: Item | null): (Item | null)[] {
  return rows.map((r, i) => (i === index ? item : r))
}

/** Swaps a row with the one above (-1) or below (+1); the item keeps everything else. */
export function swapped(rows: Rows, index: number, by: -1 | 1): (Item | null)[] {
  const other = index + by
  if (other < 0 || other >= rows.length) return [...rows]
  return rows.map((r, i) => (i === index ? rows[other]! : i === other ? rows[index]! : r))
}

/** Into the backpack or out of it; an item in the backpack cannot be in hand, so it leaves the hand. */
export function toggledReady(item: Item): Item {
  return isReady(item) ? { ...item, ready: false, held: false } : { ...item, ready: true }
}
