import { describe, expect, it } from 'vitest'
import { decideBy, dice, eventsOf, playSome, setupOf, sheet } from './helpers.ts'

/** Held at 0 and orcs "Ork 1", "Ork 2" … at the positions given: 0 is in reach of Held, 50 far off. */
function heldAndOrcs(...positions: number[]) {
  return setupOf({
    combatants: [
      { id: 'held', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'Held' }) },
      ...positions.map((position, i) => ({ id: `ork${i + 1}`, side: 'foes' as const, kind: 'nsc' as const, position, sheet: sheet({ name: `Ork ${i + 1}` }) }))
    ]
  })
}

// Everyone has Geschick 5 + Sinne 5: initiative 10 + 2W6.
describe('KA-GAP-10: a roll-off is only for those able to act', () => {
  it('KA-MELEE-9 KA-GAP-9 KA-GAP-10: after the re-roll of a dodged duel, two orcs tie with two who fled; only the two able roll off, the fled follow', () => {
    // Held and Ork 1 in reach of each other; Ork 2..4 far off, Ork 3 and 4 flee in the first Kampfabschnitt.
    const setup = heldAndOrcs(0, 50, 50, 50)
    const decide = decideBy({ 'defence:ork1': 'dodge', 'action:ork2': 'end', 'action:ork3': 'flee', 'action:ork4': 'flee' })
    // Initiative 22, 13, 17, 17, 17; the three orcs roll off 5, 7, 9. Held attacks 8 + 3, Ork 1 dodges 7 + 12: the duel ends.
    // Re-roll: Held 22, Ork 1 17, tied with Ork 2 and the two who fled; Ork 1 and Ork 2 roll off 4 and 10.
    const faces = [...dice(12, 3, 7, 7, 7), ...dice(5, 7, 9), ...dice(3, 12), ...dice(12, 7), ...dice(4, 10)]
    const { events, requests } = playSome(setup, faces, decide)
    expect(eventsOf(events, 'fled').map((e) => e.params['name'])).toEqual(['Ork 4', 'Ork 3'])
    expect(eventsOf(events, 'dodgeEndsSegment')).toHaveLength(1)
    const rolloffs = requests.filter((r) => r.key.startsWith('rolloff:'))
    expect(rolloffs.map((r) => `${r.round} ${r.key}`)).toEqual(['0 rolloff:ork2', '0 rolloff:ork3', '0 rolloff:ork4', '1 rolloff:ork1', '1 rolloff:ork2'])
    expect(eventsOf(events, 'rolloff').map((e) => e.params['names'])).toEqual([
      ['Ork 4 (9)', 'Ork 3 (7)', 'Ork 2 (5)'],
      ['Ork 2 (10)', 'Ork 1 (4)']
    ])
    expect(eventsOf(events, 'initiativeOrder').at(-1)!.params['names']).toEqual(['Held (22)', 'Ork 2 (17)', 'Ork 1 (17)'])
  })
  it('KA-GAP-10 KA-GAP-9: one able orc tied only with orcs who fled rolls off against nobody', () => {
    const setup = heldAndOrcs(0, 50, 50)
    const decide = decideBy({ 'defence:ork1': 'dodge', 'action:ork2': 'flee', 'action:ork3': 'flee' })
    // Initiative 22, 13, 17, 17; Ork 2 and 3 roll off 5 and 9, then flee. Held attacks 8 + 3, Ork 1 dodges 7 + 12.
    // Re-roll: Held 22, Ork 1 17, tied only with the two who fled.
    const faces = [...dice(12, 3, 7, 7), ...dice(5, 9), ...dice(3, 12), ...dice(12, 7)]
    const { events, requests } = playSome(setup, faces, decide)
    expect(eventsOf(events, 'fled').map((e) => e.params['name'])).toEqual(['Ork 3', 'Ork 2'])
    expect(requests.filter((r) => r.key.startsWith('rolloff:')).map((r) => `${r.round} ${r.key}`)).toEqual(['0 rolloff:ork2', '0 rolloff:ork3'])
    expect(eventsOf(events, 'initiativeOrder').at(-1)!.params['names']).toEqual(['Held (22)', 'Ork 1 (17)'])
  })
  it('KA-GAP-10 KA-GAP-9: a tie with one who fled listed first: the two able roll off, the fled one follows them', () => {
    // Ork 1 (who flees) comes before Ork 2 and Ork 3 in the setup, so the tied run starts with him.
    const setup = heldAndOrcs(50, 0, 50)
    const decide = decideBy({ 'defence:ork2': 'dodge', 'action:ork1': 'flee', 'action:ork3': 'end' })
    // Initiative 22, 17, 13, 17; Ork 1 and Ork 3 roll off 5 and 9. Held attacks 8 + 3, Ork 2 dodges 7 + 12: the duel ends.
    // Re-roll: Held 22, Ork 2 17, tied with Ork 3 and Ork 1, who fled; Ork 2 and Ork 3 roll off 10 and 4: Ork 2 stays first.
    const faces = [...dice(12, 7, 3, 7), ...dice(5, 9), ...dice(3, 12), ...dice(12, 7), ...dice(10, 4)]
    const { events, requests } = playSome(setup, faces, decide)
    expect(eventsOf(events, 'fled').map((e) => e.params['name'])).toEqual(['Ork 1'])
    expect(requests.filter((r) => r.key.startsWith('rolloff:')).map((r) => `${r.round} ${r.key}`)).toEqual([
      '0 rolloff:ork1',
      '0 rolloff:ork3',
      '1 rolloff:ork2',
      '1 rolloff:ork3'
    ])
    // The roll-off is a plain 2W6 roll under the roll-off rule, for the GM as any other request.
    expect(requests.find((r) => r.key === 'rolloff:ork2')).toEqual({
      type: 'dice',
      key: 'rolloff:ork2',
      round: 1,
      actor: 'ork2',
      prompt: { key: 'weltenbuch.roll.rolloff', params: { name: 'Ork 2' } },
      rule: 'KA-GAP-10',
      notation: '2W6',
      parts: [{ label: 'Ork 2', notation: '2W6', sides: [6, 6], modifier: 0 }]
    })
    expect(eventsOf(events, 'rolloff')).toEqual([
      { type: 'weltenbuch.rolloff', rule: 'KA-GAP-10', round: 0, params: { names: ['Ork 3 (9)', 'Ork 1 (5)'] } },
      { type: 'weltenbuch.rolloff', rule: 'KA-GAP-10', round: 1, params: { names: ['Ork 2 (10)', 'Ork 3 (4)'] } }
    ])
    expect(eventsOf(events, 'initiativeOrder').at(-1)!.params['names']).toEqual(['Held (22)', 'Ork 2 (17)', 'Ork 3 (17)'])
  })
})

describe('KA-MELEE-9 KA-GAP-9: the new initiative after a dodge ended a duel', () => {
  it('KA-MELEE-9 KA-GAP-9 KA-GROUP-3: only those of the two still able roll anew: the orc killed later in that Kampfabschnitt does not', () => {
    const AXE = { id: 'axt', name: 'Axt', skill: 'Schwerter', bonus: 0, damage: '×5+9' }
    const setup = setupOf({
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', position: 0, sheet: sheet({ name: 'H1', skills: { Schwerter: 3, Ausweichen: 6 } }) },
        { id: 'h2', side: 'heroes', kind: 'hero', position: -5, sheet: sheet({ name: 'H2', weapons: [AXE] }) },
        { id: 'o1', side: 'foes', kind: 'nsc', position: 0, sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', position: 60, sheet: sheet({ name: 'O2' }) }
      ]
    })
    // Initiative O1 22, H2 17, O2 13, H1 12. O1 attacks H1 alone (13), who dodges (18): the duel's Kampfabschnitt is over.
    // H2 then closes in and kills O1 (22 against a parry of 10: 12 × 5 + 9 = 69); O2 walks up. Then H1 rolls 9 anew, alone.
    const { events } = playSome(setup, dice(2, 7, 12, 3, 5, 7, 12, 2, 9))
    expect(eventsOf(events, 'dodgeEndsSegment')).toEqual([
      { type: 'weltenbuch.dodgeEndsSegment', rule: 'KA-MELEE-9', round: 1, params: { name: 'H1', reroll: true } }
    ])
    expect(eventsOf(events, 'dead').map((e) => e.params['target'])).toEqual(['O1'])
    expect(eventsOf(events, 'initiativeReroll')).toEqual([{ type: 'weltenbuch.initiativeReroll', rule: 'KA-MELEE-9', round: 1, params: { names: ['H1'] } }])
    expect(eventsOf(events, 'initiativeOrder').map((e) => e.params['names'])).toEqual([
      ['O1 (22)', 'H2 (17)', 'O2 (13)', 'H1 (12)'],
      ['H1 (19)', 'H2 (17)', 'O2 (13)']
    ])
  })
})
