import { describe, expect, it } from 'vitest'
import type { FightTally } from '../../../src-engine/core/odds.ts'
import { odmOdds, type OdmCombatantOutcome, type OdmOutcome } from '../../../src-engine/systems/odm/index.ts'
import { fight } from './helpers.ts'

// One fight's outcome as the odds count it, without simulating: the statistical odds tests cover the rest.
const setup = fight(
  [
    { id: 'a', sheet: { kind: 'hero' } },
    { id: 'b', sheet: { kind: 'hero' } }
  ],
  [{ id: 'o', sheet: { kind: 'monster' } }]
)

type Status = OdmCombatantOutcome['status']
const fighter = (id: string, sideId: string, status: Status = 'fighting', leLost = 0): OdmCombatantOutcome => ({
  id,
  sideId,
  status,
  leBefore: 30,
  leAfter: 30 - leLost,
  leLost,
  leMax: 30
})
const outcome = (result: OdmOutcome['result'], winner: string | null, combatants: OdmCombatantOutcome[]): OdmOutcome => ({
  result,
  winner,
  winnerName: winner,
  rounds: 3,
  combatants
})

/** What summarize tells the tally, in order. */
function counted(o: OdmOutcome): string[] {
  const seen: string[] = []
  const tally: FightTally = {
    result: (name) => seen.push(`result ${name}`),
    rounds: (count) => seen.push(`rounds ${count}`),
    died: (index) => seen.push(`died ${index}`),
    harmed: (index, harm) => seen.push(`${harm} ${index}`)
  }
  odmOdds.summarize(setup, o, tally)
  return seen
}

describe('ODM odds: one fight as the odds count it', () => {
  it("ODM-END-3: the party's side winning is won; the opponents putting the party out is lost", () => {
    expect(counted(outcome('won', 'left', [fighter('a', 'left'), fighter('b', 'left'), fighter('o', 'right', 'defeated')]))).toEqual([
      'result won',
      'rounds 3',
      'out 2'
    ])
    expect(counted(outcome('won', 'right', [fighter('a', 'left', 'defeated'), fighter('b', 'left', 'defeated'), fighter('o', 'right')]))).toEqual([
      'result lost',
      'rounds 3',
      'out 0',
      'out 1'
    ])
  })

  it('ODM-END-2: a party that gave way lost by surrender or by flight, flight first, whoever of it gave way', () => {
    const surrendered = outcome('won', 'right', [fighter('a', 'left', 'defeated'), fighter('b', 'left', 'surrendered'), fighter('o', 'right')])
    expect(counted(surrendered)[0]).toBe('result surrendered')
    const fled = outcome('won', 'right', [fighter('a', 'left', 'surrendered'), fighter('b', 'left', 'fled'), fighter('o', 'right')])
    expect(counted(fled)[0]).toBe('result fled')
    const fledFirst = outcome('won', 'right', [fighter('a', 'left', 'fled'), fighter('b', 'left', 'surrendered'), fighter('o', 'right')])
    expect(counted(fledFirst)[0]).toBe('result fled')
    // The opponents giving way is no concern of the party's result.
    expect(counted(outcome('won', 'left', [fighter('a', 'left'), fighter('b', 'left'), fighter('o', 'right', 'fled')]))[0]).toBe('result won')
    // Nor when the party lost: an opponent who fled or gave up before his side won does not make it the party's flight.
    for (const gaveWay of ['fled', 'surrendered'] as const) {
      const opponentGaveWay = outcome('won', 'right', [
        fighter('a', 'left', 'defeated'),
        fighter('b', 'left', 'defeated'),
        fighter('o', 'right', gaveWay),
        fighter('p', 'right')
      ])
      expect(counted(opponentGaveWay)[0], gaveWay).toBe('result lost')
    }
  })

  it('ODM-END-1 ODM-GAP-8: a draw and a fight broken off count as they are', () => {
    expect(counted(outcome('draw', null, [fighter('a', 'left', 'defeated'), fighter('b', 'left', 'defeated'), fighter('o', 'right', 'defeated')]))[0]).toBe(
      'result draw'
    )
    expect(counted(outcome('brokenOff', null, [fighter('a', 'left'), fighter('b', 'left'), fighter('o', 'right')]))[0]).toBe('result brokenOff')
  })

  it('ODM-GAP-8 ODM-END-3: a dead fighter counts as died and nothing else; out and LE lost are counted apart', () => {
    const o = outcome('won', 'left', [fighter('a', 'left', 'fighting', 4), fighter('b', 'left', 'defeated', 30), fighter('o', 'right', 'dead', 30)])
    expect(counted(o)).toEqual(['result won', 'rounds 3', 'leLost 0', 'out 1', 'leLost 1', 'died 2'])
  })

  it('ODM-END-2: each policy answers the end question its own way; an unknown one is refused by name', () => {
    expect(odmOdds.policies.map((p) => p.id)).toEqual(['fightToTheEnd', 'surrenderWhenLosing', 'fleeWhenLosing'])
    expect(odmOdds.withPolicy(setup, 'fightToTheEnd')).toBe(setup)
    expect(odmOdds.withPolicy(setup, 'surrenderWhenLosing').policy.whenLosing).toBe('surrender')
    expect(odmOdds.withPolicy(setup, 'fleeWhenLosing').policy.whenLosing).toBe('flee')
    const fleeing = odmOdds.withPolicy(setup, 'fleeWhenLosing')
    expect(odmOdds.withPolicy(fleeing, 'fleeWhenLosing')).toBe(fleeing)
    expect(odmOdds.withPolicy(fleeing, 'fightToTheEnd').policy.whenLosing).toBe('fight')
    expect(() => odmOdds.withPolicy(setup, 'runAway')).toThrow(/"runAway" is not a policy of odm; known: fightToTheEnd, surrenderWhenLosing, fleeWhenLosing/)
    // The refusal names the field, so the app marks the policy choice.
    expect(() => odmOdds.withPolicy(setup, 'runAway')).toThrow(expect.objectContaining({ name: 'SetupError', path: 'policy' }))
  })

  it("the heroes' side is the party the odds speak for; the first side when both or neither have heroes", () => {
    expect(odmOdds.combatants(setup)).toEqual([
      { id: 'a', name: 'A', side: 'left', party: true },
      { id: 'b', name: 'B', side: 'left', party: true },
      { id: 'o', name: 'O', side: 'right', party: false }
    ])
    const party = (left: 'hero' | 'monster', right: 'hero' | 'monster') =>
      odmOdds.combatants(fight([{ id: 'a', sheet: { kind: left } }], [{ id: 'o', sheet: { kind: right } }])).map((c) => c.party)
    expect(party('monster', 'hero')).toEqual([false, true])
    expect(party('hero', 'hero')).toEqual([true, false])
    expect(party('monster', 'monster')).toEqual([true, false])
  })
})
