import { describe, expect, it } from 'vitest'
import { cardOf, opponentCardOf } from '../../src-renderer/src/cards/index.ts'
import { odmDamage } from '../../src-renderer/src/cards/odm-words.ts'
import { wordsFor } from '../../src-renderer/src/cards/words.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { sheetCardValues } from '../../src-main/services/roster-cards.ts'

const alrik = (le: number) => ({ name: 'Alrik', le: { current: le, max: 30 }, at: 11, pa: 9, bw: 2, tp: '1W+4', weapon: 'Zwaard' })

describe('the ODM card', () => {
  it('a fighter at LE 0 or below is out of action, not dead: death is the Master’s call, and care stays offered', () => {
    const out = cardOf('odm', alrik(-3))
    expect(out.marks).toEqual([{ kind: 'unconscious' }])
    expect(out.dead).toBe(false)
    expect(out.hurt).toBe(true)
    expect(out.stats).toContain('LE -3/30')
  })

  it('a wounded fighter is hurt without a mark; an unhurt one is neither', () => {
    expect(cardOf('odm', alrik(12))).toMatchObject({ marks: [], hurt: true, dead: false })
    expect(cardOf('odm', alrik(30))).toMatchObject({ marks: [], hurt: false })
  })
})

describe('care on the ODM card', () => {
  /** The card as the party board shows it once main has worked out its values under the campaign's rule settings. */
  const card = (le: number, ruleSettings: unknown) => {
    const sheet = { id: 'alrik', ...alrik(le), courage: 12, kind: 'hero' }
    return cardOf('odm', sheet, undefined, sheetCardValues(ruleSystem('odm').campaign!, sheet, 'alrik', ruleSettings))
  }
  const offered = (c: ReturnType<typeof card>, action: string) => c.care?.[action] ?? c.hurt

  it('offers no Rest while the campaign gives rest no rate (the text gives none): it told a hero at LE 23/30 “nothing to heal”', () => {
    expect(offered(card(23, {}), 'rest')).toBe(false)
    expect(offered(card(23, {}), 'heal')).toBe(true)
    expect(offered(card(23, { restLePerDay: 0 }), 'rest')).toBe(false)
  })

  it('offers Rest to the hurt once the GM sets a rate of LE a day, and not to the unhurt', () => {
    expect(offered(card(23, { restLePerDay: 2 }), 'rest')).toBe(true)
    expect(offered(card(30, { restLePerDay: 2 }), 'rest')).toBe(false)
  })
})

describe('the ODM card speaks as the fight runner does', () => {
  it('Dutch says Aanval and Afweer, and every language writes the damage dice as the runner rolls them (D6+4)', () => {
    expect(cardOf('odm', alrik(30), wordsFor('nl')).stats).toBe('LE 30/30 · Aanval 11 · Afweer 9 · BW 2 · TP D6+4')
    for (const locale of ['en', 'de', 'nb'] as const) expect(cardOf('odm', alrik(30), wordsFor(locale)).stats).toBe('LE 30/30 · AT 11 · PA 9 · BW 2 · TP D6+4')
  })

  it('writes dice notations the engine reads in its own way and leaves other text alone', () => {
    expect(['1W+5', 'W6', '2W6-1', 'D6+4', '1d20', '3', 'zie notitie'].map(odmDamage)).toEqual(['D6+5', 'D6', '2D6-1', 'D6+4', 'D20', '3', 'zie notitie'])
  })

  it('the Dutch bestiary card uses the same words', () => {
    const orc = { name: 'Ork', count: 2, sheet: { courage: 8, at: 10, pa: 7, le: { current: 20, max: 20 }, bw: 2, tp: '1W+3' } }
    expect(opponentCardOf('odm', orc, wordsFor('nl')).lines[0]).toBe('Moed 8 · Aanval 10 · Afweer 7 · LE 20 · BW 2 · TP D6+3')
  })
})
