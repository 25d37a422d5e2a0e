import { describe, expect, it } from 'vitest'
import { cardOf, opponentCardOf } from '../../src-renderer/src/cards/index.ts'
import { odmDamage } from '../../src-renderer/src/cards/odm-words.ts'
import { wordsFor } from '../../src-renderer/src/cards/words.ts'

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
