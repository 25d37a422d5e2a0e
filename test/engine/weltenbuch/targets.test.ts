import { describe, expect, it } from 'vitest'
import type { Request } from '../../../src-engine/core/index.ts'
import { translator } from '../../../src-engine/text/index.ts'
import { dice, eventsOf, playSome, sampleFights, setupOf, sheet, variants } from './helpers.ts'

/** H1 and H2 in reach of one orc who acts first (initiative 12, 13, 22). */
function twoHeroesOneOrc(rules: object = {}) {
  return setupOf({
    rules,
    combatants: [
      { id: 'h1', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H1' }) },
      { id: 'h2', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H2' }) },
      { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O' }) }
    ]
  })
}

const request = (requests: readonly Request[], key: string) => requests.find((r) => r.key === key)

describe('KA-GAP-12: whom an NSC attacks by default (nscTarget)', () => {
  it('KA-GAP-12 KA-ACT-8: the orc rolls 1W2 over H1 and H2; a 2 makes H2 the preset of his action, and the log says so', () => {
    const { requests, events } = playSome(twoHeroesOneOrc(), [...dice(2, 3, 12), 2])
    const roll = request(requests, 'target:o')
    expect(roll).toMatchObject({ type: 'dice', rule: 'KA-GAP-12', notation: '1W2', parts: [{ label: 'O', sides: [2] }] })
    expect(translator.text(roll!.prompt, 'de')).toBe('O: Ziel auswürfeln (1 H1, 2 H2)')
    expect(request(requests, 'action:o')).toMatchObject({ type: 'chooseOne', default: 'attack:h2' })
    expect(eventsOf(events, 'targetRolled')[0]).toMatchObject({ rule: 'KA-GAP-12', params: { name: 'O', target: 'H2', face: 2 } })
    const one = playSome(twoHeroesOneOrc(), [...dice(2, 3, 12), 1])
    expect(request(one.requests, 'action:o')).toMatchObject({ default: 'attack:h1' })
  })
  it('KA-GAP-12: with nscTarget first no die is rolled and the first in reach is the preset', () => {
    const { requests } = playSome(twoHeroesOneOrc({ nscTarget: 'first' }), dice(2, 3, 12))
    expect(request(requests, 'target:o')).toBeUndefined()
    expect(request(requests, 'action:o')).toMatchObject({ default: 'attack:h1' })
  })
  it("KA-GAP-12 KA-ACT-8: heroes are the players' to lead: no roll, the first in reach; one target needs no roll either", () => {
    const setup = setupOf({
      combatants: [
        { id: 'h', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', position: 50, sheet: sheet({ name: 'O2' }) }
      ]
    })
    const { requests } = playSome(setup, dice(12, 2, 3, 5, 5))
    expect(requests.some((r) => r.key.startsWith('target:'))).toBe(false)
    expect(request(requests, 'action:h')).toMatchObject({ default: 'attack:o1' })
  })
  it('KA-GAP-12 KA-GROUP-2: in the all-melee group fight the orcs roll for their targets, and both heroes get picked', () => {
    const melee = variants().at(-1)!
    const { requests, events } = sampleFights()
    expect(melee.combatants.every((c) => c.position === 0)).toBe(true)
    const rolls = requests.filter((r) => r.type === 'dice' && r.key.startsWith('target:'))
    expect(rolls.length).toBeGreaterThan(10)
    expect(rolls.every((r) => r.type === 'dice' && r.parts.length === 1 && r.parts[0]!.sides[0] === 2)).toBe(true)
    expect(new Set(eventsOf(events, 'targetRolled').map((e) => e.params['target']))).toEqual(new Set(['Brana', 'Eliria']))
  })
})

describe('KA-TEST-1: dice prompts', () => {
  it("KA-TEST-1 KA-GAP-12: every dice part is labelled with the combatant's name, never his id", () => {
    const names = new Set(variants().flatMap((s) => s.combatants.map((c) => c.sheet.name)))
    const ids = new Set(variants().flatMap((s) => s.combatants.map((c) => c.id)))
    const labels = new Set(sampleFights().requests.flatMap((r) => (r.type === 'dice' ? r.parts.map((p) => p.label) : [])))
    expect(labels.size).toBeGreaterThan(4)
    for (const label of labels) {
      expect(names.has(label), label).toBe(true)
      expect(ids.has(label) && !names.has(label)).toBe(false)
    }
  })
})
