import { describe, expect, it } from 'vitest'
import { OddsCounter } from '../../src-engine/sim/odds.ts'

describe('the odds counter', () => {
  it('counts a combatant harmed twice in one fight as one harmed fight, each harm by itself, and again in the next fight', () => {
    const counter = new OddsCounter(2)
    counter.startFight()
    counter.harmed(0, 'injury')
    counter.harmed(0, 'robbed')
    counter.startFight()
    counter.harmed(0, 'injury')
    counter.harmed(1, 'injury')
    counter.startFight()
    counter.died(1)
    expect(counter.counts()).toMatchObject({
      n: 3,
      harmed: [2, 1],
      died: [0, 1],
      harms: [{ injury: 2, robbed: 1 }, { injury: 1 }]
    })
  })
})
