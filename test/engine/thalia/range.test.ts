import { describe, expect, it } from 'vitest'
import {
  areaSquareFeet,
  areaSquares,
  distanceCategory,
  gridSteps,
  isConnectedArea,
  stepsToFeet,
  withinRange
} from '../../../src-engine/systems/thalia/range.ts'
import { thaliaRulesSchema } from '../../../src-engine/systems/thalia/settings.ts'
import { AREAS, DISTANCES } from '../../../src-engine/systems/thalia/tables.ts'

// The fight has no map, so no fight calls these (README, "Distances and areas"): they check the rules in code and the
// tables, ready for a fight with positions, not anything a fight does today.
describe('Thalia distances and areas (RANGE): helpers and tables no fight reads yet', () => {
  it('THA-RANGE-1 THA-RANGE-2: Table T2: NA 5 ft / 1 step, KA 30 / 6, MA 60 / 12, LA 90 / 18', () => {
    expect(Object.entries(DISTANCES).map(([k, v]) => [k, v.feet, v.steps])).toEqual([
      ['NA', 5, 1],
      ['KA', 30, 6],
      ['MA', 60, 12],
      ['LA', 90, 18]
    ])
  })

  it('THA-RANGE-3: one step is five feet in every row', () => {
    for (const d of Object.values(DISTANCES)) expect(stepsToFeet(d.steps)).toBe(d.feet)
  })

  it('THA-GAP-29: a category reaches anything within its steps; diagonals count 1 step by default, 1.5 if the Judge rules so', () => {
    expect(withinRange('NA', 1)).toBe(true)
    expect(withinRange('NA', 2)).toBe(false)
    expect(distanceCategory(7)).toBe('MA')
    expect(distanceCategory(19)).toBeNull()
    expect(gridSteps([0, 0], [4, 4])).toBe(4)
    expect(gridSteps([0, 0], [4, 4], 1.5)).toBe(6)
  })

  it('THA-RANGE-4 THA-GAP-30: Table T3: LO 3×3, MO 5×5, SO 7×7 steps, EO varies; the printed feet and metres are side lengths, not areas', () => {
    expect([AREAS.LO.side, AREAS.MO.side, AREAS.SO.side, AREAS.EO.side]).toEqual([3, 5, 7, null])
    expect([AREAS.LO.printedFeet, AREAS.MO.printedFeet, AREAS.SO.printedFeet]).toEqual([15, 25, 35])
    expect([AREAS.LO.printedMetres, AREAS.MO.printedMetres, AREAS.SO.printedMetres]).toEqual([6, 10, 14])
    expect(stepsToFeet(AREAS.LO.side!)).toBe(AREAS.LO.printedFeet)
    expect(areaSquareFeet('LO')).toBe(225)
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
    expect(isConnectedArea([])).toBe(false)
  })
})
