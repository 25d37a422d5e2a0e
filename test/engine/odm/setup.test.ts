import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SetupError } from '../../../src-engine/core/index.ts'
import { defaultOdmRules, odmRulesSchema, odmSheetSchema, odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { sheet } from './helpers.ts'

const EXAMPLES = resolve(import.meta.dirname, '../../../resources/examples')

interface Raw {
  sides: Array<{ id: string; name: string; combatants: Array<{ id: string; name: string; sheet: Record<string, unknown> }> }>
  rules?: Record<string, unknown>
  system?: string
}

/** The first combatant of a side of a raw setup. */
const first = (s: Raw, side: number): Raw['sides'][number]['combatants'][number] => s.sides[side]!.combatants[0]!

function setupWith(change: (s: Raw) => void): unknown {
  const s: Raw = {
    sides: [
      { id: 'a', name: 'A', combatants: [{ id: 'a1', name: 'A1', sheet: sheet() }] },
      { id: 'b', name: 'B', combatants: [{ id: 'b1', name: 'B1', sheet: sheet() }] }
    ]
  }
  change(s)
  return s
}

function setupError(input: unknown): SetupError {
  try {
    odmSystem.parseSetup(input)
  } catch (error) {
    if (error instanceof SetupError) return error
    throw error
  }
  throw new Error('no SetupError')
}

describe('ODM setup and sheets', () => {
  it('parses both example setups (hero vs orc, one hero vs three figures)', () => {
    const duel = odmSystem.parseSetup(JSON.parse(readFileSync(resolve(EXAMPLES, 'odm-duel.json'), 'utf8')))
    expect(duel.sides.map((s) => s.combatants.length)).toEqual([1, 1])
    expect(duel.sides[0].combatants[0]!.sheet.kind).toBe('hero')
    expect(duel.sides[1].combatants[0]!.sheet.kind).not.toBe('hero')
    const oneVsThree = odmSystem.parseSetup(JSON.parse(readFileSync(resolve(EXAMPLES, 'odm-1v3.json'), 'utf8')))
    expect(oneVsThree.sides.map((s) => s.combatants.length)).toEqual([1, 3])
    expect(oneVsThree.rules).toEqual(defaultOdmRules)
    expect(oneVsThree.system).toBe('odm')
  })

  it('fills every rule setting with its default (ODM-MASTER-1 on, ODM-GAP-4 atOrUnder, ODM-GAP-8 LE 0 …)', () => {
    expect(odmRulesSchema.parse({})).toMatchObject({
      masterlyBlow: true,
      attackRoll: 'atOrUnder',
      defenceRoll: 'atOrUnder',
      outAtLe: 0,
      minimumDamage: 0,
      restLePerDay: 0
    })
    const parsed = odmSystem.parseSetup(setupWith(() => {}))
    expect(parsed.rules).toEqual(defaultOdmRules)
    expect(parsed.policy.breakOffAfterRound).toBe(200)
  })

  it("exports the sheet schema for the campaign: courage, AT, PA, LE current/max, BW, TP notation, hero or Master's figure", () => {
    const ok = odmSheetSchema.parse({ courage: 12, at: 11, pa: 9, le: { current: 0, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero', weapon: 'zwaard' })
    expect(ok.le).toEqual({ current: 0, max: 30 })
    expect(odmSheetSchema.safeParse({ ...ok, kind: 'dragon' }).success).toBe(false)
    expect(odmSheetSchema.safeParse({ ...ok, tp: '1W+' }).success).toBe(false)
    expect(odmSheetSchema.safeParse({ ...ok, le: { current: 31, max: 30 } }).success).toBe(false)
  })

  it.each([
    ['negative armour', (s: Raw) => (first(s, 0).sheet.bw = -1), 'sides[0].combatants[0].sheet.bw'],
    ['malformed TP notation', (s: Raw) => (first(s, 1).sheet.tp = '2Q6'), 'sides[1].combatants[0].sheet.tp'],
    ['courage as text', (s: Raw) => (first(s, 0).sheet.courage = 'high'), 'sides[0].combatants[0].sheet.courage'],
    ['fractional AT', (s: Raw) => (first(s, 0).sheet.at = 10.5), 'sides[0].combatants[0].sheet.at'],
    ['LE above max', (s: Raw) => (first(s, 0).sheet.le = { current: 40, max: 30 }), 'sides[0].combatants[0].sheet.le.current'],
    ['already out of the fight', (s: Raw) => (first(s, 1).sheet.le = { current: 0, max: 30 }), 'sides[1].combatants[0].sheet.le.current'],
    ['unknown kind', (s: Raw) => (first(s, 0).sheet.kind = 'god'), 'sides[0].combatants[0].sheet.kind'],
    ['a rule setting of the wrong type', (s: Raw) => (s.rules = { masterlyBlow: 'yes' }), 'rules.masterlyBlow'],
    ['an unknown enum value of a setting', (s: Raw) => (s.rules = { endQuestion: 'never' }), 'rules.endQuestion'],
    ['an empty side', (s: Raw) => (s.sides[1]!.combatants = []), 'sides[1].combatants'],
    ['a third side', (s: Raw) => s.sides.push({ id: 'c', name: 'C', combatants: [] }), 'sides'],
    ['a duplicate id', (s: Raw) => (first(s, 1).id = 'a1'), 'sides[1].combatants[0].id'],
    ["a side's id used by the other side", (s: Raw) => (s.sides[1]!.id = 'a'), 'sides[1].id'],
    ["a side's id used by a combatant", (s: Raw) => (s.sides[1]!.id = 'a1'), 'sides[1].id'],
    ['an id with a colon', (s: Raw) => (first(s, 0).id = 'a:1'), 'sides[0].combatants[0].id'],
    ['another rule system', (s: Raw) => (s.system = 'thalia'), 'system']
  ])('bad setup: %s throws SetupError naming the field', (_what, change, path) => {
    const error = setupError(setupWith(change))
    expect(error.path).toBe(path)
    expect(error.message).toContain(path)
  })

  it.each([
    ['a duplicate id', (s: Raw) => (first(s, 1).id = 'a1'), 'id "a1" is used twice'],
    [
      'LE already out of the fight (ODM-GAP-8)',
      (s: Raw) => (first(s, 1).sheet.le = { current: -2, max: 30 }),
      'LE -2 is already out of the fight (out at LE 0 or less)'
    ],
    ['malformed TP notation', (s: Raw) => (first(s, 1).sheet.tp = '2Q6'), 'Dice notation "2Q6": unexpected character \'Q\' at position 2']
  ])("bad setup: %s is the rules' own check: it says what is wrong, with zod's code 'custom' the app words by field", (_what, change, problem) => {
    const error = setupError(setupWith(change))
    expect(error.problem).toBe(problem)
    expect(error.code).toBe('custom')
  })
})
