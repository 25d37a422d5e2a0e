import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { weltenbuchCampaign } from '../../../src-engine/systems/weltenbuch/campaign.ts'
import { damageCodeOf, weltenbuchOpponentSchema, weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { sheet } from './helpers.ts'

const weapon = (over: Record<string, unknown>) => ({ name: 'Breitschwert', skill: 'Schwerter', damage: '×3+4', ...over })

describe('KA-SUP-1: the sheet keeps a weapon’s damage as the rulebook writes it, ×M+B', () => {
  it('typed text is stored in one spelling (x or * become ×), so it reads back into the text field it came from', () => {
    const parsed = weltenbuchSheetSchema.parse(sheet({ name: 'Yorn', weapons: [weapon({ id: 'a', damage: 'x3 + 4' }), weapon({ id: 'b', damage: '*2-1' })] }))
    expect(parsed.weapons.map((w) => w.damage)).toEqual(['×3+4', '×2-1'])
    expect(weltenbuchSheetSchema.parse(parsed)).toEqual(parsed)
    expect(damageCodeOf(parsed.weapons[0]!.damage)).toEqual({ multiplier: 3, bonus: 4 })
  })
  it('sheets saved with { multiplier, bonus } still read, as text', () => {
    const parsed = weltenbuchSheetSchema.parse(
      sheet({ name: 'Yorn', weapons: [weapon({ id: 'a', damage: { multiplier: 2, bonus: 4 } as unknown as string })] })
    )
    expect(parsed.weapons[0]!.damage).toBe('×2+4')
  })
  it('damage that is not ×M+B, or out of range, is refused at the damage field', () => {
    for (const damage of ['2W6', '×21', '×2+51']) {
      const result = weltenbuchSheetSchema.safeParse(sheet({ name: 'Yorn', weapons: [weapon({ id: 'a', damage })] }))
      expect(result.success).toBe(false)
      expect(result.error!.issues[0]!.path).toEqual(['weapons', 0, 'damage'])
    }
  })
  it('KA-SUP-1: the refusal of damage text names the form it must take, for the form; a damage left empty (null) is refused too', () => {
    const result = weltenbuchSheetSchema.safeParse(sheet({ name: 'Yorn', weapons: [weapon({ id: 'a', damage: '2W6' })] }))
    expect(result.error?.issues).toEqual([
      {
        code: 'custom',
        path: ['weapons', 0, 'damage'],
        message: 'damage must be written ×M+B (M up to 20, B from −20 to 50), e.g. "×3+4", not "2W6"',
        params: { problem: 'damageFormula' }
      }
    ])
    const empty = weltenbuchSheetSchema.safeParse(sheet({ name: 'Yorn', weapons: [weapon({ id: 'a', damage: null })] }))
    expect(empty.error?.issues.map((i) => i.path)).toEqual([['weapons', 0, 'damage']])
  })
  it('damage text that is not ×M+B is refused by name where it is read', () => {
    expect(() => damageCodeOf('2W6')).toThrow(new RangeError('damage must be written ×M+B, e.g. "×3+4", not "2W6"'))
  })
})

describe('weapon ids', () => {
  it('a weapon without an id gets one from its name, unique on the sheet; given ids stay', () => {
    const parsed = weltenbuchSheetSchema.parse(
      sheet({
        name: 'Yorn',
        weapons: [
          weapon({ name: 'Dolch', damage: '×1+2' }),
          weapon({ name: 'Dolch', damage: '×1+2' }),
          weapon({ id: 'dolch-2', name: 'Kurzschwert' }),
          weapon({ name: 'Großes Schwert!' }),
          weapon({ name: 'Axt (alt)' })
        ]
      })
    )
    expect(parsed.weapons.map((w) => w.id)).toEqual(['dolch', 'dolch-3', 'dolch-2', 'großes-schwert', 'axt-alt'])
    expect(weltenbuchOpponentSchema.parse({ ...sheet({ name: 'Ork' }), weapons: [weapon({ name: 'Kurzschwert' })] }).weapons[0]!.id).toBe('kurzschwert')
    expect(weltenbuchSheetSchema.parse(sheet({ name: 'Yorn', weapons: [weapon({ name: '???' })] })).weapons[0]!.id).toBe('waffe')
  })
  it('two weapons with the same id given by hand are refused at the second', () => {
    const result = weltenbuchSheetSchema.safeParse(sheet({ name: 'Yorn', weapons: [weapon({ id: 'a' }), weapon({ id: 'a' })] }))
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['weapons', 1, 'id'], message: 'weapon id "a" is used twice', params: { problem: 'weaponNameTwice' } }
    ])
  })
})

describe('KA-SHIELD-1 KA-GAP-29: a shield’s bonus', () => {
  it('KA-SHIELD-1: a negative shield bonus is refused at the bonus, with the problem named for the form', () => {
    const result = weltenbuchSheetSchema.safeParse(
      sheet({ name: 'Yorn', weapons: [weapon({ id: 'schild', name: 'Schild', kind: 'shield', skill: 'Schild', damage: '×1+0', bonus: -1 })] })
    )
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['weapons', 0, 'bonus'], message: 'a shield bonus cannot be negative', params: { problem: 'shieldBonusNegative' } }
    ])
  })
})

describe('KA-GAP-25: a ranged weapon’s range', () => {
  it('KA-GAP-25: a ranged weapon without its range is refused at the range, with the problem named for the form', () => {
    const result = weltenbuchSheetSchema.safeParse(sheet({ name: 'Yorn', weapons: [weapon({ id: 'bogen', name: 'Bogen', kind: 'ranged', skill: 'Bogen' })] }))
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['weapons', 0, 'range'], message: 'a ranged weapon needs its range (Reichweite) in metres', params: { problem: 'rangeRequired' } }
    ])
  })
})

describe('KA-ACT-10: only a ranged weapon is spanned', () => {
  it('a Breitschwert has nothing to span, a bow without a word is a bow, a crossbow stays one', () => {
    const parsed = weltenbuchSheetSchema.parse(
      sheet({
        name: 'Yorn',
        weapons: [
          weapon({ id: 'schwert' }),
          weapon({ id: 'schild', name: 'Schild', kind: 'shield', skill: 'Schild', damage: '×1+0' }),
          weapon({ id: 'bogen', name: 'Langbogen', kind: 'ranged', skill: 'Bögen', damage: '×2+2', range: 100 }),
          weapon({ id: 'armbrust', name: 'Armbrust', kind: 'ranged', skill: 'Armbrüste', damage: '×3+2', range: 80, reload: 'crossbow' })
        ]
      })
    )
    expect(parsed.weapons.map((w) => [w.id, w.reload])).toEqual([
      ['schwert', 'none'],
      ['schild', 'none'],
      ['bogen', 'bow'],
      ['armbrust', 'crossbow']
    ])
  })
  it('the sheet form offers no Spanning default: the JSON Schema of the input has none for reload', () => {
    const json = JSON.stringify(z.toJSONSchema(weltenbuchSheetSchema, { io: 'input', unrepresentable: 'any' }))
    expect(json).not.toMatch(/"reload":\{[^}]*"default"/)
  })
  it('sheet format 2 takes the stored Bogen off format-1 melee weapons and shields, and leaves ranged weapons as they were', () => {
    const step = weltenbuchCampaign.sheetFormat.sheetSteps[1]!
    expect(weltenbuchCampaign.sheetFormat.version).toBe(2)
    expect(weltenbuchCampaign.sheetFormat.opponentSteps[1]).toBe(step)
    const stored = {
      name: 'Yorn',
      weapons: [
        { name: 'Breitschwert', kind: 'melee', reload: 'bow' },
        { name: 'Dolch', reload: 'bow' },
        { name: 'Schild', kind: 'shield', reload: 'bow' },
        { name: 'Langbogen', kind: 'ranged', reload: 'bow' },
        { name: 'Wurfspeer', kind: 'ranged', reload: 'none' },
        { name: 'Kurzschwert', reload: 'none' },
        null
      ]
    }
    expect(step(stored)['weapons']).toEqual([
      { name: 'Breitschwert', kind: 'melee' },
      { name: 'Dolch' },
      { name: 'Schild', kind: 'shield' },
      { name: 'Langbogen', kind: 'ranged', reload: 'bow' },
      { name: 'Wurfspeer', kind: 'ranged', reload: 'none' },
      { name: 'Kurzschwert', reload: 'none' },
      null
    ])
    // What is not a list of weapons is left as it was.
    const noWeapons = { name: 'Yorn' }
    expect(step(noWeapons)).toBe(noWeapons)
    expect(step({ name: 'Yorn', weapons: [undefined, 'Schwert'] })['weapons']).toEqual([undefined, 'Schwert'])
  })
})
