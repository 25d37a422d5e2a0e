import { describe, expect, it } from 'vitest'
import { ultraquestCampaign } from '../../../src-engine/systems/ultraquest/campaign.ts'
import { livingNeighbours } from '../../../src-engine/systems/ultraquest/hand-over.ts'
import { adventurerSchema, type AdventurerSheet } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer } from './fixtures.ts'

/** The hand-over rules between fights as the campaign gives them to the app (the Equipment screen, equipment.hand). */
const handOver = ultraquestCampaign.handOver!

type AdventurerInput = ReturnType<typeof adventurer>
const sheets = (...inputs: AdventurerInput[]): AdventurerSheet[] => inputs.map((a) => adventurerSchema.parse(a))
const names = (sheet: AdventurerSheet) => sheet.equipment.map((r) => r?.name ?? null)

const sword = { name: 'Schwert', kind: 'weapon' as const, ksBonus: 1, held: true }
const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true }
const rope = { name: 'Seil', ready: false }
const junk = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Kram ${i + 1}` }))

describe('handing a ready item on between fights (the campaign’s hand-over rules)', () => {
  it('KS-ACTION-2 KS-GAP-8: a ready item goes to the first free row of the living adventurer in front or behind, out of hand; the giver’s row is emptied', () => {
    const order = sheets(
      adventurer('albrav', { equipment: [{ name: 'Kettenhemd', kind: 'armour', rw: 3 }, null, { name: 'Fackel' }] }),
      adventurer('brann', { equipment: [{ name: 'Seil' }, sword, potion] }),
      adventurer('cira')
    )
    // To the front: Albrav's row 2 is his first empty one, between two items that stay.
    const forward = handOver.hand(order, 1, 0, 2)
    if ('refused' in forward) throw new Error(forward.refused)
    expect(forward.item).toBe('Schwert')
    expect(forward.takerRow).toBe(2)
    expect(names(forward.giver)).toEqual(['Seil', null, 'Heiltrank'])
    expect(names(forward.taker)).toEqual(['Kettenhemd', 'Schwert', 'Fackel'])
    expect(forward.taker.equipment[1]).toEqual({ ...order[1]!.equipment[1], held: false })
    expect(forward.giver).toMatchObject({ id: 'brann', name: 'Brann' })
    expect(forward.taker).toMatchObject({ id: 'albrav', name: 'Albrav', equipment: expect.any(Array) })
    // The sheets given in are left as they were.
    expect(names(order[1]!)).toEqual(['Seil', 'Schwert', 'Heiltrank'])

    // To the rear: Cira has no rows at all, so the potion is her row 1.
    const back = handOver.hand(order, 1, 2, 3)
    if ('refused' in back) throw new Error(back.refused)
    expect([back.item, back.takerRow]).toEqual(['Heiltrank', 1])
    expect(names(back.taker)).toEqual(['Heiltrank'])
    expect(names(back.giver)).toEqual(['Seil', 'Schwert', null])
  })

  it('KS-ACTION-2: a taker whose rows are full up to the last gets the item in a new row after it', () => {
    const order = sheets(adventurer('albrav', { items: [potion] }), adventurer('brann', { items: junk(3) }))
    const result = handOver.hand(order, 0, 1, 1)
    if ('refused' in result) throw new Error(result.refused)
    expect(result.takerRow).toBe(4)
    expect(names(result.taker)).toEqual(['Kram 1', 'Kram 2', 'Kram 3', 'Heiltrank'])
  })

  it('KS-ACTION-2 KS-INJURY-1 KS-GAP-8: refuses a dead giver or taker, an injured giver, a neighbour’s neighbour, an empty row, the backpack and a full taker', () => {
    const order = sheets(
      adventurer('albrav', { items: [potion] }),
      adventurer('brann', { dead: true, injuries: ['ordinary', 'ordinary'], items: [potion] }),
      adventurer('cira', { injuries: ['cursed'], items: [potion] }),
      adventurer('dorn', { items: [rope, potion, ...junk(8)] }),
      adventurer('eryn', { items: [potion] })
    )
    expect(handOver.hand(order, 1, 0, 1)).toEqual({ refused: 'giverDead' })
    expect(handOver.hand(order, 0, 1, 1)).toEqual({ refused: 'takerDead' })
    expect(handOver.hand(order, 2, 0, 1)).toEqual({ refused: 'giverInjured' })
    // Dorn stands behind Cira: Albrav's living neighbour is Cira, not Dorn.
    expect(handOver.hand(order, 0, 3, 1)).toEqual({ refused: 'notAdjacent' })
    expect(handOver.hand(order, 4, 3, 2)).toEqual({ refused: 'rowEmpty' })
    expect(handOver.hand(order, 3, 4, 1)).toEqual({ refused: 'notReady' })
    // Dorn's ten rows are full.
    expect(handOver.hand(order, 4, 3, 1)).toEqual({ refused: 'noFreeRow' })
  })

  it('KS-GAP-8 KS-INJURY-1: whom the screen offers: the living neighbours, whether each has a free row, and whether the adventurer can act', () => {
    const order = sheets(
      adventurer('albrav'),
      adventurer('brann', { dead: true, injuries: ['ordinary', 'ordinary'] }),
      adventurer('cira', { items: junk(10) }),
      adventurer('dorn', { injuries: ['ordinary'] })
    )
    expect(handOver.neighbours(order, 0)).toEqual({ canAct: true, front: null, rear: { at: 2, freeRow: false } })
    expect(handOver.neighbours(order, 2)).toEqual({ canAct: true, front: { at: 0, freeRow: true }, rear: { at: 3, freeRow: true } })
    expect(handOver.neighbours(order, 3)).toEqual({ canAct: false, front: { at: 2, freeRow: false }, rear: null })
    // The dead stand nowhere: no neighbours, and he cannot act.
    expect(handOver.neighbours(order, 1)).toEqual({ canAct: false, front: null, rear: null })
    expect(livingNeighbours(order, 1)).toEqual({ front: null, rear: null })
  })
})
