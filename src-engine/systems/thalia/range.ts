/**
 * Distances (Table T2, THA-RANGE-1 to 3, THA-GAP-29) and areas (Table T3, THA-RANGE-4/5, THA-GAP-30/31).
 *
 * What the app uses: a ranged weapon's reach (`weaponReach`), which the party card shows and the attack's log line
 * names. Why the rest is here though nothing in the app calls it: the fight has no battle map (nobody is placed,
 * a Turn's movement is logged as the steps it allows), so measuring on a grid, placing an area and checking a custom
 * area's shape have no place to run; these three helpers are kept only because THA-GAP-29's diagonal step,
 * THA-GAP-31's placement and THA-RANGE-5's connected areas would otherwise be written down nowhere but in the rules
 * text (the Thalia README, "Distances and areas"). A battle map would call them.
 */
import { AREAS, DISTANCES, FEET_PER_STEP, type AreaCode, type DistanceCode } from './tables.ts'

export type Square = readonly [number, number]

/** THA-RANGE-3: every row of Table T2 is 5 feet per step. */
export function stepsToFeet(steps: number): number {
  return steps * FEET_PER_STEP
}

/** How far a weapon of a distance category reaches: its row of Table T2, read as a maximum (THA-GAP-29). */
export interface WeaponReach {
  readonly code: DistanceCode
  readonly name: string
  /** The farthest target it reaches, in steps (skritt) and in feet at 5 feet per step (THA-RANGE-3). */
  readonly steps: number
  readonly feet: number
}

/** THA-RANGE-1 .. THA-RANGE-3, THA-GAP-29: a ranged weapon's reach, for the card and the log. */
export function weaponReach(code: DistanceCode): WeaponReach {
  const row = DISTANCES[code]
  return { code, name: row.name, steps: row.steps, feet: stepsToFeet(row.steps) }
}

/** THA-GAP-29: grid distance in steps; a diagonal step costs `diagonalStepCost` (the catalogue's default 1). */
export function gridSteps(from: Square, to: Square, diagonalStepCost = 1): number {
  const dx = Math.abs(from[0] - to[0])
  const dy = Math.abs(from[1] - to[1])
  const diagonal = Math.min(dx, dy)
  const straight = Math.max(dx, dy) - diagonal
  return straight + Math.floor(diagonal * diagonalStepCost)
}

/** THA-RANGE-4, THA-GAP-31: the squares of a standard area placed on `at` (centred, the catalogue's default). */
export function areaSquares(code: Exclude<AreaCode, 'EO'>, at: Square, placement: 'centred' | 'corner' = 'centred'): Square[] {
  const side = AREAS[code].side!
  const start: Square = placement === 'centred' ? [at[0] - (side - 1) / 2, at[1] - (side - 1) / 2] : at
  const squares: Square[] = []
  for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) squares.push([start[0] + x, start[1] + y])
  return squares
}

/** THA-RANGE-5: a custom area (EO) may have any shape but must be connected (edge-adjacent squares). */
export function isConnectedArea(squares: readonly Square[]): boolean {
  if (squares.length === 0) return false
  const key = (s: Square) => `${s[0]},${s[1]}`
  const all = new Set(squares.map(key))
  const seen = new Set<string>([key(squares[0]!)])
  const queue: Square[] = [squares[0]!]
  while (queue.length > 0) {
    const [x, y] = queue.pop()!
    for (const n of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1]
    ] as Square[]) {
      const k = key(n)
      if (all.has(k) && !seen.has(k)) {
        seen.add(k)
        queue.push(n)
      }
    }
  }
  return seen.size === all.size
}
