/**
 * Dice notation of all four rule texts: German W6 / 2W6+3 / W3-1 and DSA's bare W (= W6) as in 1W+4,
 * Dutch D20 / D6, Norwegian 1t6 / t20, and d20.
 */
export interface DiceGroup {
  readonly count: number
  readonly sides: number
}

export interface DiceExpr {
  readonly groups: readonly DiceGroup[]
  readonly modifier: number
}

export class DiceNotationError extends Error {
  constructor(
    readonly notation: string,
    readonly position: number,
    detail: string
  ) {
    super(`Dice notation "${notation}": ${detail} at position ${position + 1}`)
    this.name = 'DiceNotationError'
  }
}

const DIE_LETTERS = new Set(['W', 'w', 'D', 'd', 't', 'T'])
const MAX_SIDES = 1000
const MAX_COUNT = 100

const parsed = new Map<string, DiceExpr>()
const PARSE_CACHE_LIMIT = 2000

/** Parses a notation; results are shared and frozen, since sheets repeat the same few notations every round. */
export function parseDice(notation: string): DiceExpr {
  let expr = parsed.get(notation)
  if (expr === undefined) {
    expr = Object.freeze(parseUncached(notation))
    if (parsed.size < PARSE_CACHE_LIMIT) parsed.set(notation, expr)
  }
  return expr
}

function parseUncached(notation: string): DiceExpr {
  const text = notation.replace(/\s+/g, '')
  if (text.length === 0) throw new DiceNotationError(notation, 0, 'empty notation')
  const groups: DiceGroup[] = []
  let modifier = 0
  let pos = 0
  let sign = 1
  let expectTerm = true

  const readInt = (): number | undefined => {
    const start = pos
    while (pos < text.length && text[pos]! >= '0' && text[pos]! <= '9') pos++
    return pos > start ? Number(text.slice(start, pos)) : undefined
  }
  const fail = (at: number, detail: string): never => {
    throw new DiceNotationError(notation, at, detail)
  }

  while (pos < text.length) {
    const ch = text[pos]!
    if (!expectTerm) {
      if (ch === '+' || ch === '-' || ch === '−' || ch === '–') {
        sign = ch === '+' ? 1 : -1
        pos++
        expectTerm = true
        continue
      }
      fail(pos, `unexpected character '${ch}'`)
    }
    const termStart = pos
    const count = readInt()
    const letter = text[pos]
    if (letter !== undefined && DIE_LETTERS.has(letter)) {
      pos++
      const sides = readInt() ?? (letter === 'W' || letter === 'w' ? 6 : fail(pos, `missing number of sides after '${letter}'`))
      if (sign < 0) fail(termStart, 'dice cannot be subtracted')
      if (count === 0) fail(termStart, 'zero dice')
      if (sides < 2 || sides > MAX_SIDES) fail(termStart, `a die needs 2 to ${MAX_SIDES} sides, not ${sides}`)
      const n = count ?? 1
      if (n > MAX_COUNT) fail(termStart, `at most ${MAX_COUNT} dice`)
      groups.push({ count: n, sides })
    } else if (count !== undefined) {
      modifier += sign * count
    } else {
      fail(pos, letter === undefined ? 'notation ends where a number or die was expected' : `unexpected character '${letter}'`)
    }
    expectTerm = false
  }
  if (expectTerm) fail(text.length, 'notation ends where a number or die was expected')
  return mergeGroups(groups, modifier)
}

function mergeGroups(groups: readonly DiceGroup[], modifier: number): DiceExpr {
  const bySides = new Map<number, number>()
  for (const g of groups) bySides.set(g.sides, (bySides.get(g.sides) ?? 0) + g.count)
  const merged = [...bySides].sort((a, b) => b[0] - a[0]).map(([sides, count]) => ({ count, sides }))
  return { groups: merged, modifier }
}

/** Sum of expressions: KS of a group is the sum of its members' KS (KS-STR-2). */
export function addDice(...exprs: readonly DiceExpr[]): DiceExpr {
  return mergeGroups(
    exprs.flatMap((e) => e.groups),
    exprs.reduce((sum, e) => sum + e.modifier, 0)
  )
}

export function withModifier(expr: DiceExpr, delta: number): DiceExpr {
  return delta === 0 ? expr : { groups: expr.groups, modifier: expr.modifier + delta }
}

export const NO_DICE: DiceExpr = { groups: [], modifier: 0 }

export type DieLetter = 'W' | 'D' | 'd' | 't'

/** "W6+1", "4W6+4", "D20", "2t6-1"; a count of one is left out as the texts write it. */
export function formatDice(expr: DiceExpr, letter: DieLetter = 'W'): string {
  const dice = expr.groups.map((g) => `${g.count === 1 ? '' : g.count}${letter}${g.sides}`).join('+')
  if (dice === '') return String(expr.modifier)
  if (expr.modifier === 0) return dice
  return `${dice}${expr.modifier > 0 ? '+' : '-'}${Math.abs(expr.modifier)}`
}

/** The sides of each die in the order its face is entered or rolled. */
export function dieSides(expr: DiceExpr): number[] {
  const sides: number[] = []
  for (const g of expr.groups) for (let i = 0; i < g.count; i++) sides.push(g.sides)
  return sides
}
