import { describe, expect, it } from 'vitest'
import { cardOf } from '../../src-renderer/src/cards/index.ts'

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
