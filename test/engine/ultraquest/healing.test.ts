import { describe, expect, it } from 'vitest'
import {
  adventurerSchema,
  breakCurse,
  defaultRuleSettings,
  drinkPotion,
  healOneInjury,
  HealingError,
  rest
} from '../../../src-engine/systems/ultraquest/index.ts'

const sheet = (injuries: ('ordinary' | 'cursed')[], extra: object = {}) => adventurerSchema.parse({ id: 'a', name: 'Albrav', injuries, ...extra })

describe('healing between fights', () => {
  it('KS-INJURY-2 KS-CURSE-2: rest heals an ordinary injury but never a cursed one', () => {
    const rules = defaultRuleSettings()
    expect(rest(sheet(['ordinary']), rules)).toMatchObject({ healed: ['ordinary'], sheet: { injuries: [] } })
    expect(rest(sheet(['cursed']), rules)).toMatchObject({ healed: [], sheet: { injuries: ['cursed'] } })
    expect(rest(sheet(['ordinary']), { restHeals: 0 }).healed).toEqual([])
  })

  it('KS-CURSE-2: a healing spell or potion heals a cursed injury', () => {
    expect(healOneInjury(sheet(['cursed']))).toMatchObject({ healed: ['cursed'], sheet: { injuries: [] }, curseBroken: false })
    expect(healOneInjury(sheet(['ordinary']))).toMatchObject({ healed: ['ordinary'], sheet: { injuries: [] } })
    expect(() => healOneInjury(sheet([]))).toThrow(HealingError)
  })

  it('KS-CURSE-2: drinking a Heiltrank from a row uses it up', () => {
    const withPotion = sheet(['cursed'], { equipment: [{ name: 'Seil' }, { name: 'Heiltrank', kind: 'potion', heals: true }] })
    const result = drinkPotion(withPotion, 2)
    expect(result.healed).toEqual(['cursed'])
    expect(result.sheet.injuries).toEqual([])
    expect(result.sheet.equipment).toEqual([withPotion.equipment[0], null])
    expect(() => drinkPotion(withPotion, 1)).toThrow('Row 1 of Albrav')
  })

  it('KS-CURSE-3: Fluchbrecher turns a cursed injury into an ordinary one, which rest can then heal', () => {
    const broken = breakCurse(sheet(['cursed']))
    expect(broken).toMatchObject({ curseBroken: true, sheet: { injuries: ['ordinary'] } })
    expect(rest(broken.sheet, defaultRuleSettings()).sheet.injuries).toEqual([])
    expect(() => breakCurse(sheet(['ordinary']))).toThrow('no cursed injury')
  })

  it('KS-DEATH-1: the dead are not healed', () => {
    const dead = sheet(['ordinary', 'ordinary'], { dead: true })
    expect(() => healOneInjury(dead)).toThrow('dead')
    expect(rest(dead, defaultRuleSettings())).toEqual({ sheet: dead, healed: [], curseBroken: false })
  })

  it('KS-DEATH-1 KS-CURSE-2 KS-CURSE-3: a refused care action names its reason for the GM’s screen and says why for logs and the command line', () => {
    const refusal = (act: () => unknown) => {
      try {
        act()
      } catch (error) {
        const { name, reason, message, params } = error as InstanceType<typeof HealingError>
        return { name, reason, message, params }
      }
      throw new Error('not refused')
    }
    const dead = sheet(['ordinary', 'ordinary'], { dead: true })
    const deadRefusal = { name: 'CareRefusal', reason: 'dead', message: 'Albrav is dead: healing cannot help (KS-DEATH-1)', params: {} }
    expect(refusal(() => healOneInjury(dead))).toEqual(deadRefusal)
    expect(refusal(() => breakCurse(dead))).toEqual(deadRefusal)
    expect(refusal(() => healOneInjury(sheet([])))).toEqual({ name: 'CareRefusal', reason: 'noInjury', message: 'Albrav has no injury to heal', params: {} })
    expect(refusal(() => drinkPotion(sheet(['ordinary'], { equipment: [{ name: 'Seil' }] }), 1))).toEqual({
      name: 'CareRefusal',
      reason: 'noPotion',
      message: "Row 1 of Albrav's equipment holds no healing potion",
      params: { row: 1 }
    })
    expect(refusal(() => breakCurse(sheet(['ordinary'])))).toEqual({
      name: 'CareRefusal',
      reason: 'noCurse',
      message: 'Albrav has no cursed injury',
      params: {}
    })
  })
})
