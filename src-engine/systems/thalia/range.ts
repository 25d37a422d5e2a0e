import { AREAS, DISTANCES, FEET_PER_STEP, type AreaCode, type DistanceCode } from './tables.ts'

export type Square = readonly [number, number]

/** THA-RANGE-3: every row of Table T2 is 5 feet per step. */
export function stepsToFeet(steps: number): number {
  return steps * FEET_PER_STEP
}

/** THA-GAP-29: grid distance in steps; a diagonal step costs `diagonalStepCost` (the catalogue's default 1). */
export function gridSteps(from: Square, to: Square, diagonalStepCost = 1): number {
  const dx = Math.abs(from[0] - to[0])
  const dy = Math.abs(from[1] - to[1])
  const diagonal = Math.min(dx, dy)
  const straight = Math.max(dx, dy) - diagonal
  return straight + Math.floor(diagonal * diagonalStepCost)
}

/** THA-GAP-29: a range category is a maximum: anything within its steps can be reached. */
export function withinRange(code: DistanceCode, steps: number): boolean {
  return steps <= DISTANCES[code].steps
}

/** The shortest category that reaches `steps`, or null beyond Long distance. */
export function distanceCategory(steps: number): DistanceCode | null {
  for (const code of ['NA', 'KA', 'MA', 'LA'] as const) if (withinRange(code, steps)) return code
  return null
}

/** THA-RANGE-4, THA-GAP-31: the squares of a standard area placed on `at` (centred, the catalogue's default). */
export function areaSquares(code: Exclude<AreaCode, 'EO'>, at: Square, placement: 'centred' | 'corner' = 'centred'): Square[] {
  const side = AREAS[code].side!
  const start: Square = placement === 'centred' ? [at[0] - (side - 1) / 2, at[1] - (side - 1) / 2] : at
  const squares: Square[] = []
  for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) squares.push([start[0] + x, start[1] + y])
  return squares
}

/** THA-GAP-30: the printed feet figure is a side length; the real area in square feet. */
export function areaSquareFeet(code: Exclude<AreaCode, 'EO'>): number {
  const side = stepsToFeet(AREAS[code].side!)
  return side * side
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
