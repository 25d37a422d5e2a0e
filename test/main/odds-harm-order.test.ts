import { describe, expect, it } from 'vitest'
import { weltenbuchOdds } from '../../src-engine/systems/weltenbuch/odds.ts'
import { inHarmOrder } from '../../src-main/services/odds.ts'

describe('each character’s harms in the odds', () => {
  it('are listed in the system’s order, whatever order the simulation met them in: two Weltenbuch heroes read alike', () => {
    // As the counts of the Nebelwald example came: Yorn's first harm was mittel, Mira's kritisch.
    const yorn = { mittel: 5000, leicht: 10_000, schwer: 1000, kritisch: 500, toedlich: 200, out: 200 }
    const mira = { kritisch: 300, leicht: 8000, schwer: 1000, mittel: 4000, toedlich: 200, out: 200 }
    const order = ['leicht', 'mittel', 'schwer', 'kritisch', 'toedlich', 'out']
    expect(inHarmOrder(yorn, weltenbuchOdds).map(([key]) => key)).toEqual(order)
    expect(inHarmOrder(mira, weltenbuchOdds).map(([key]) => key)).toEqual(order)
    expect(inHarmOrder(mira, weltenbuchOdds)).toContainEqual(['kritisch', 300])
  })
})
