import { describe, expect, it } from 'vitest'
import { addDice, DiceNotationError, formatDice, parseDice, restoreRoller, seededRoller } from '../../src-engine/dice/index.ts'

describe('dice notation of the four texts', () => {
  it.each([
    ['W6', 1, 6, 0, 'W6'],
    ['2W6+3', 2, 6, 3, '2W6+3'],
    ['W3-1', 1, 3, -1, 'W3-1'],
    ['W10', 1, 10, 0, 'W10'],
    ['W20', 1, 20, 0, 'W20'],
    ['1W+4', 1, 6, 4, 'W6+4'],
    ['2W+6', 2, 6, 6, '2W6+6'],
    ['D20', 1, 20, 0, 'W20'],
    ['D6', 1, 6, 0, 'W6'],
    ['1t6', 1, 6, 0, 'W6'],
    ['2t6', 2, 6, 0, '2W6'],
    ['t20', 1, 20, 0, 'W20'],
    ['d20', 1, 20, 0, 'W20'],
    [' 4 W6 + 4 ', 4, 6, 4, '4W6+4']
  ])('%s parses to %i die(s) of %i sides, modifier %i', (notation, count, sides, modifier, canonical) => {
    const expr = parseDice(notation)
    expect(expr.groups).toEqual([{ count, sides }])
    expect(expr.modifier).toBe(modifier)
    expect(formatDice(expr)).toBe(canonical)
  })

  it('formats in the letter of each text', () => {
    expect(formatDice(parseDice('W20'), 'D')).toBe('D20')
    expect(formatDice(parseDice('2W6-1'), 't')).toBe('2t6-1')
  })

  it('KS-STR-2: summing groups adds dice counts and bonuses', () => {
    const goblins = addDice(...Array.from({ length: 4 }, () => parseDice('W6+1')))
    expect(formatDice(goblins)).toBe('4W6+4')
  })

  it.each([
    ['2x6', "unexpected character 'x' at position 2"],
    ['W6+', 'notation ends where a number or die was expected at position 4'],
    ['W0', 'a die needs 2 to 1000 sides, not 0'],
    ['3-W6', 'dice cannot be subtracted'],
    ['', 'empty notation'],
    ['0W6', 'zero dice']
  ])('rejects %j naming the problem', (notation, message) => {
    expect(() => parseDice(notation)).toThrow(DiceNotationError)
    expect(() => parseDice(notation)).toThrow(message)
  })
})

describe('seeded roller', () => {
  it('gives the same faces for a seed forever (golden values)', () => {
    const roller = seededRoller(42)
    expect(Array.from({ length: 8 }, () => roller.face(6))).toEqual([5, 4, 6, 2, 4, 6, 1, 4])
    const d20 = seededRoller('marching-order')
    expect(Array.from({ length: 5 }, () => d20.face(20))).toEqual(GOLDEN_D20)
  })

  it('restores its state from plain JSON in the middle of a sequence', () => {
    const roller = seededRoller('campaign')
    roller.face(6)
    roller.face(20)
    const saved = JSON.parse(JSON.stringify(roller.state()))
    const rest = Array.from({ length: 10 }, () => roller.face(10))
    const restored = restoreRoller(saved)
    expect(Array.from({ length: 10 }, () => restored.face(10))).toEqual(rest)
  })

  it('rejects a state that is not a generator state', () => {
    expect(() => restoreRoller({ c: 1 } as never)).toThrow('c, s0, s1 and s2')
  })

  it('every face of a die comes up, and only those', () => {
    const roller = seededRoller(7)
    const seen = new Set(Array.from({ length: 600 }, () => roller.face(3)))
    expect([...seen].sort()).toEqual([1, 2, 3])
  })
})

// Recorded once from seedrandom's Alea generator; a change here breaks every saved fight's replay of automatic dice.
const GOLDEN_D20 = [18, 13, 13, 2, 3]
