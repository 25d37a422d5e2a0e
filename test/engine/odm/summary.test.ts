import { describe, expect, it } from 'vitest'
import type { Message } from '../../../src-engine/core/index.ts'
import { odmOutcomeMessages, odmSystem, type OdmOutcome } from '../../../src-engine/systems/odm/index.ts'
import { fight } from './helpers.ts'

const outcome: OdmOutcome = {
  result: 'won',
  winner: 'left',
  winnerName: 'Left',
  rounds: 2,
  combatants: [
    { id: 'a', sideId: 'left', status: 'fighting', leBefore: 30, leAfter: 30, leLost: 0, leMax: 30 },
    { id: 'o', sideId: 'right', status: 'defeated', leBefore: 20, leAfter: -1, leLost: 21, leMax: 20 }
  ]
}

/** The preview's lines as "key name" (the name a combatant line gives), in order. */
function lines(setup: unknown): string[] {
  const say = (m: Message): string => `${m.key}${m.params?.['name'] === undefined ? '' : ` ${String(m.params['name'])}`}`
  return odmSystem.describeOutcome!(outcome, setup, say)
}

describe("ODM outcome preview: the fight's result, then each combatant it changed", () => {
  it('ODM-GAP-8: a combatant is named as the setup names him; one unhurt and still fighting is left out', () => {
    const setup = fight([{ id: 'a' }], [{ id: 'o' }])
    expect(lines(setup)).toEqual(['odm.outcome.result', 'odm.outcome.combatant O'])
  })

  it('ODM-GAP-8: a stored setup without sides or combatants names him by his id', () => {
    expect(lines(undefined)).toEqual(['odm.outcome.result', 'odm.outcome.combatant o'])
    expect(lines({})).toEqual(['odm.outcome.result', 'odm.outcome.combatant o'])
    expect(lines({ sides: [{ id: 'left' }, { id: 'right', combatants: [{ id: 'o', name: 'Ork' }] }] })).toEqual([
      'odm.outcome.result',
      'odm.outcome.combatant Ork'
    ])
  })

  it('ODM-GAP-8 ODM-END-2: each line in full: the result with its winner, then whoever lost LE, gave way or fell, with LE before, after and max and how he ended', () => {
    const fighter = (id: string, status: OdmOutcome['combatants'][number]['status'], leAfter: number) => ({
      id,
      sideId: 'left',
      status,
      leBefore: 30,
      leAfter,
      leLost: 30 - leAfter,
      leMax: 32
    })
    const full: OdmOutcome = {
      ...outcome,
      rounds: 4,
      combatants: [
        fighter('a', 'fighting', 30),
        fighter('b', 'fighting', 25),
        fighter('c', 'fled', 30),
        fighter('d', 'surrendered', 28),
        fighter('o', 'dead', -3)
      ]
    }
    const line = (name: string, after: number, status: string) => ({
      key: 'odm.outcome.combatant',
      params: { name, before: 30, after, max: 32, statusKey: `odm.status.${status}` }
    })
    expect(odmOutcomeMessages(full, new Map([['b', 'Bram']]))).toEqual([
      { key: 'odm.outcome.result', params: { resultKey: 'odm.result.won', rounds: 4, winner: 'Left' } },
      // Hurt but still standing; unhurt but fled or gave up; and the fallen: each has a line. Unhurt and standing has none.
      line('Bram', 25, 'fighting'),
      line('c', 30, 'fled'),
      line('d', 28, 'surrendered'),
      line('o', -3, 'dead')
    ])
  })

  it("ODM-END-3 ODM-END-1: the winner is named by his side's name, by its part in the fight, or (an outcome saved before names) by its id; a draw or a fight broken off has none", () => {
    const result = (o: Partial<OdmOutcome>) => odmOutcomeMessages({ ...outcome, ...o, combatants: [] })[0]!.params
    expect(result({ winnerName: null, winnerKey: 'odm.side.heroes' })).toEqual({ resultKey: 'odm.result.won', rounds: 2, winnerKey: 'odm.side.heroes' })
    expect(result({ winnerName: undefined as unknown as null })).toEqual({ resultKey: 'odm.result.won', rounds: 2, winner: 'left' })
    expect(result({ result: 'draw', winner: null, winnerName: null })).toEqual({ resultKey: 'odm.result.draw', rounds: 2, winner: '—' })
    expect(result({ result: 'brokenOff', winner: null, winnerName: null })).toEqual({ resultKey: 'odm.result.brokenOff', rounds: 2, winner: '—' })
  })
})
