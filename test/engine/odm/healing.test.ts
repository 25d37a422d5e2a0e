import { describe, expect, it } from 'vitest'
import { defaultOdmRules, healOdm, odmSheetSchema, type OdmSheet } from '../../../src-engine/systems/odm/index.ts'

const wounded: OdmSheet = odmSheetSchema.parse({ courage: 12, at: 11, pa: 9, le: { current: 12, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero' })

describe('ODM healing between fights (no rule in the source: campaign setting, GM actions)', () => {
  it('rest heals nothing by default, because the text gives no rate', () => {
    expect(defaultOdmRules.restLePerDay).toBe(0)
    const r = healOdm(wounded, { type: 'rest', days: 5 }, defaultOdmRules)
    expect(r.leAfter).toBe(12)
    expect(r.sheet).toEqual(wounded)
    expect(r.description).toEqual({ key: 'odm.heal.rest', params: { days: 5, healed: 0, le: 12, max: 30 } })
  })

  it('with a campaign rate, rest heals that many LE a day, capped at max LE', () => {
    const r = healOdm(wounded, { type: 'rest', days: 3 }, { restLePerDay: 2 })
    expect(r.leAfter).toBe(18)
    expect(r.sheet.le).toEqual({ current: 18, max: 30 })
    expect(healOdm(wounded, { type: 'rest', days: 30 }, { restLePerDay: 2 }).leAfter).toBe(30)
  })

  it('a healing action of n points is capped at max LE and says how much it healed', () => {
    const r = healOdm(wounded, { type: 'heal', points: 25 }, defaultOdmRules)
    expect(r).toMatchObject({ leBefore: 12, leAfter: 30 })
    expect(r.description).toEqual({ key: 'odm.heal.points', params: { points: 25, healed: 18, le: 30, max: 30 } })
    expect(healOdm(wounded, { type: 'heal', points: 4 }, defaultOdmRules).leAfter).toBe(16)
  })

  it('the GM can set LE outright, up to max and not above', () => {
    const set = healOdm(wounded, { type: 'setLe', le: 25 }, defaultOdmRules)
    expect(set.sheet.le.current).toBe(25)
    expect(set.description).toEqual({ key: 'odm.heal.set', params: { from: 12, le: 25, max: 30 } })
    expect(healOdm(wounded, { type: 'setLe', le: 30 }, defaultOdmRules).sheet.le).toEqual({ current: 30, max: 30 })
    expect(healOdm(wounded, { type: 'setLe', le: -2 }, defaultOdmRules).sheet.le.current).toBe(-2)
    expect(() => healOdm(wounded, { type: 'setLe', le: 31 }, defaultOdmRules)).toThrow(RangeError)
  })

  it('is pure: the given sheet is never changed, and bad amounts are refused', () => {
    const copy = structuredClone(wounded)
    healOdm(wounded, { type: 'heal', points: 5 }, defaultOdmRules)
    expect(wounded).toEqual(copy)
    expect(() => healOdm(wounded, { type: 'heal', points: -1 }, defaultOdmRules)).toThrow(RangeError)
    expect(() => healOdm(wounded, { type: 'rest', days: 1.5 }, defaultOdmRules)).toThrow(RangeError)
    expect(odmSheetSchema.safeParse(healOdm(wounded, { type: 'heal', points: 5 }, defaultOdmRules).sheet).success).toBe(true)
  })
})
