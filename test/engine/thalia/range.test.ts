import { describe, expect, it } from 'vitest'
import { thaliaCardValues } from '../../../src-engine/systems/thalia/card-values.ts'
import { areaSquares, gridSteps, isConnectedArea, stepsToFeet, weaponReach } from '../../../src-engine/systems/thalia/range.ts'
import { thaliaRulesSchema } from '../../../src-engine/systems/thalia/settings.ts'
import { pcSheetSchema } from '../../../src-engine/systems/thalia/sheet.ts'
import { AREAS, DISTANCES } from '../../../src-engine/systems/thalia/tables.ts'
import { eventLine } from '../../../src-engine/text/index.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

const bow = { name: 'Bue', damage: '1t6', attributes: ['agilitet'], skill: 'Bue', ranged: true }
const sheetWith = (weapons: object[]) => pcSheetSchema.parse({ ...pc('Arne').sheet, skills: { Bue: 'kyndig' }, weapons })

/** Arne shoots his one weapon at the Ulv once: a hit roll of 15 (no defence roll, THA-ATK-2) and 3 damage. */
function shot(weapon: object) {
  return play(
    setupOf([pc('Arne', { skills: { Bue: 'kyndig', Sverd: 'kyndig' }, weapons: [weapon] }), monster('Ulv', { hp: 20, maxHp: 20, kampand: 12 })], {
      maxRounds: 1,
      aftermath: 'stop'
    }),
    { dice: { initiative: [[6, 1]], hit: [[15]], damage: [[3]] }, choose: { action: ['attack:Ulv'], target: ['Arne'] }, seed: 3 }
  )
}

describe('Thalia distances (Table T2): a ranged weapon’s reach on its sheet, card and attack', () => {
  it('THA-RANGE-1 THA-RANGE-2: Table T2: NA 5 ft / 1 step, KA 30 / 6, MA 60 / 12, LA 90 / 18', () => {
    expect(Object.entries(DISTANCES).map(([k, v]) => [k, v.feet, v.steps])).toEqual([
      ['NA', 5, 1],
      ['KA', 30, 6],
      ['MA', 60, 12],
      ['LA', 90, 18]
    ])
  })

  it('THA-RANGE-3: one step is five feet in every row, and a weapon’s reach in feet is worked out so', () => {
    for (const d of Object.values(DISTANCES)) expect(stepsToFeet(d.steps)).toBe(d.feet)
    expect(weaponReach('MA')).toEqual({ code: 'MA', name: 'Medium Avstand', steps: 12, feet: 60 })
  })

  it('THA-RANGE-1 THA-GAP-29: a ranged weapon’s sheet names its category; the card gives its reach as a maximum; a melee weapon has none', () => {
    const sheet = sheetWith([{ ...bow, range: 'KA' }, { name: 'Kortsverd', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd', range: 'LA' }, bow])
    expect(thaliaCardValues(sheet).weapons).toEqual([{ reach: { code: 'KA', name: 'Kort Avstand', steps: 6, feet: 30 } }, {}, {}])
    expect(() => sheetWith([{ ...bow, range: 'XA' }])).toThrow()
    // A sheet from before the field: it reads as it did (an optional field, so no sheet format version or migration).
    expect(sheetWith([bow]).weapons[0]).not.toHaveProperty('range')
  })

  it('THA-RANGE-1 THA-GAP-29: the attack’s log line names a ranged weapon’s category and how far it reaches; without one it reads as before', () => {
    const withRange = shot({ ...bow, range: 'KA' }).ofType('thalia.attack')[0]!
    expect(eventLine(withRange, 'nb')).toBe('Arne angriper Ulv med Bue (KA, Kort Avstand: inntil 6 skritt) [THA-ATK-4]')
    expect(eventLine(withRange, 'en')).toBe('Arne attacks Ulv with Bue (KA, Kort Avstand: up to 6 skritt) [THA-ATK-4]')
    expect(eventLine(withRange, 'de')).toBe('Arne greift Ulv mit Bue (KA, Kort Avstand: bis zu 6 Schritt) an [THA-ATK-4]')
    expect(eventLine(shot(bow).ofType('thalia.attack')[0]!, 'en')).toBe('Arne attacks Ulv with Bue [THA-ATK-4]')
    const sword = { name: 'Kortsverd', damage: '1t6', attributes: ['agilitet'], skill: 'Sverd', range: 'MA' }
    expect(eventLine(shot(sword).ofType('thalia.attack')[0]!, 'en')).toBe('Arne attacks Ulv with Kortsverd [THA-ATK-4]')
  })
})

/**
 * Areas and the grid: the fight has no map, so nothing in the app places an area or measures on a grid (README,
 * "Distances and areas"); Table T3 is data, and range.ts keeps the three map helpers only so that these rules are
 * written down somewhere but the rules text.
 */
describe('Thalia areas (Table T3) and the grid: the table, and helpers no fight calls', () => {
  it('THA-RANGE-4 THA-GAP-30: Table T3: LO 3×3, MO 5×5, SO 7×7 steps, EO varies; the printed feet are side lengths (5 ft a step), not areas', () => {
    expect([AREAS.LO.side, AREAS.MO.side, AREAS.SO.side, AREAS.EO.side]).toEqual([3, 5, 7, null])
    expect([AREAS.LO.printedFeet, AREAS.MO.printedFeet, AREAS.SO.printedFeet]).toEqual([15, 25, 35])
    expect([AREAS.LO.printedMetres, AREAS.MO.printedMetres, AREAS.SO.printedMetres]).toEqual([6, 10, 14])
    for (const code of ['LO', 'MO', 'SO'] as const) expect(stepsToFeet(AREAS[code].side!)).toBe(AREAS[code].printedFeet)
  })

  it('THA-GAP-29: on a grid, diagonals count 1 step by default, 1.5 if the Judge rules so', () => {
    expect(gridSteps([0, 0], [4, 4])).toBe(4)
    expect(gridSteps([0, 0], [4, 1])).toBe(4)
    expect(gridSteps([0, 0], [4, 4], 1.5)).toBe(6)
    // Away from the corner of the grid, and in every direction: 3 across and 1 down is 2 straight and 1 diagonal.
    expect([gridSteps([5, 2], [2, 3]), gridSteps([2, 3], [5, 2])]).toEqual([3, 3])
    expect(gridSteps([6, 6], [2, 5], 2)).toBe(5)
  })

  it('THA-GAP-31: a square area is centred on its target square by default; "corner" places it from that square', () => {
    const centred = areaSquares('LO', [10, 10])
    expect(centred).toHaveLength(9)
    expect(centred).toContainEqual([9, 9])
    expect(centred).toContainEqual([11, 11])
    const corner = areaSquares('LO', [10, 10], 'corner')
    expect(corner).toContainEqual([12, 12])
    expect(corner).not.toContainEqual([9, 9])
  })

  it('THA-GAP-29 THA-GAP-30 THA-GAP-31: no rule setting claims to measure distances or place areas, since no fight does; older campaigns that stored one still open', () => {
    const stored = { diagonalStepCost: 1.5, areaPrintedUnits: 'sideLength', areaPlacement: 'corner' }
    expect(() => thaliaRulesSchema.parse(stored)).not.toThrow()
    expect(Object.keys(thaliaRulesSchema.parse({})).filter((key) => key in stored)).toEqual([])
  })

  it('THA-RANGE-5: a custom area (EO) may take any shape but must be connected', () => {
    expect(
      isConnectedArea([
        [0, 0],
        [1, 0],
        [1, 1],
        [1, 2]
      ])
    ).toBe(true)
    expect(
      isConnectedArea([
        [0, 0],
        [2, 0]
      ])
    ).toBe(false)
    expect(isConnectedArea([[3, 3]])).toBe(true)
    expect(isConnectedArea([])).toBe(false)
  })
})
