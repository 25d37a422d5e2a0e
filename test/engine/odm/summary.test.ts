import { describe, expect, it } from 'vitest'
import type { Message } from '../../../src-engine/core/index.ts'
import { odmSystem, type OdmOutcome } from '../../../src-engine/systems/odm/index.ts'
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
})
