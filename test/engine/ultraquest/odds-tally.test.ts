import { describe, expect, it } from 'vitest'
import { playScript, SetupError } from '../../../src-engine/core/index.ts'
import { tallyCalls } from '../odds-helpers.ts'
import { ultraquestSystem, type UltraquestOutcome, type UltraquestSetup, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer, setupOf } from './fixtures.ts'

/**
 * The odds' rules for ULTRA♦QUEST without running the odds: what one played fight counts as, and how a policy changes
 * the setup. Apart from odds.test.ts, whose thousands of fights `npm run mutation` leaves out, so that these run there.
 */
const odds = ultraquestSystem.odds!

describe('ULTRA♦QUEST odds: what one fight counts as', () => {
  const calls = (setup: UltraquestSetup, outcome: UltraquestOutcome) => tallyCalls(odds, setup, outcome)
  const play = (input: UltraquestSetupInput, dice: number[]) => {
    const setup = ultraquestSystem.parseSetup(input)
    const state = playScript(ultraquestSystem, setup, { dice }).state
    if (state.status !== 'finished') throw new Error('the fight did not finish')
    return { setup, outcome: state.outcome }
  }

  it('KS-CURSE-1 KS-GAP-22 KS-ROBBER-2 KS-GAP-20: new cursed injuries and robbed items of the living are harms; an empty row robbed is none', () => {
    // 6 against 8: A and B each take one cursed injury; robbers take A's row 1 and find B's row 10 empty.
    const { setup, outcome } = play(
      setupOf({
        party: [adventurer('a', { items: [{ name: 'Seil' }] }), adventurer('b'), adventurer('c')],
        fight: { type: 'NK', marker: '!', robbers: true, opponentFlags: { cursed: true } }
      }),
      [1, 1, 1, 3, 3, 1, 10]
    )
    expect(calls(setup, outcome)).toEqual(['result lost', 'rounds 1', 'harmed 0 cursedInjury', 'harmed 0 robbed', 'harmed 1 cursedInjury'])
    // Found by id when the GM changed the marching order.
    expect(calls(setup, { ...outcome, adventurers: [...outcome.adventurers].reverse() }).sort()).toEqual(calls(setup, outcome).sort())
    const [first, ...rest] = outcome.adventurers
    expect(calls(setup, { ...outcome, adventurers: [...rest, first!] }).sort()).toEqual(calls(setup, outcome).sort())
  })

  it('KS-INJURY-1: a new ordinary injury of the living is the harm "injury"', () => {
    // 3 against 4: the one point injures A.
    const { setup, outcome } = play(setupOf({ party: [adventurer('a')] }), [2, 1, 1])
    expect(calls(setup, outcome)).toEqual(['result lost', 'rounds 1', 'harmed 0 injury'])
  })

  it('KS-DEATH-1 KS-INJURY-1 KS-FIGHT-3 KS-GAP-11: a death in the fight counts as death only; the dead before count nothing; a won fight beats every group', () => {
    // A (injured before) dies of 1 point, B's RW takes the rest; C was dead before the fight.
    const lostFight = play(
      setupOf({
        party: [adventurer('a', { injuries: ['ordinary'] }), adventurer('b', { rw: 2 }), adventurer('c', { dead: true })],
        fight: { type: 'NK', marker: '!', robbers: true }
      }),
      [6, 3, 4, 1]
    )
    expect(calls(lostFight.setup, lostFight.outcome)).toEqual(['result lost', 'rounds 1', 'died 0'])
    // The dead before are robbed too when the campaign robs earlier injuries (KS-GAP-20), and still count nothing.
    const robbedDead = play(
      setupOf({
        party: [
          adventurer('a', { injuries: ['ordinary'] }),
          adventurer('b', { rw: 2 }),
          adventurer('c', { dead: true, injuries: ['ordinary', 'ordinary'], items: [{ name: 'Seil' }] })
        ],
        fight: { type: 'NK', marker: '!', robbers: true },
        rules: { robPriorInjured: true }
      }),
      [6, 3, 4, 1, 1]
    )
    expect(robbedDead.outcome.adventurers[2]!.robbed).toMatchObject({ row: 1, item: { name: 'Seil' } })
    expect(calls(robbedDead.setup, robbedDead.outcome)).toEqual(['result lost', 'rounds 1', 'died 0'])
    const wonFight = play(
      setupOf({
        party: [adventurer('a'), adventurer('b')],
        opponents: [
          { name: 'Goblin', ks: 'W6' },
          { name: 'Ork', ks: 'W6' }
        ]
      }),
      [6, 6, 1, 1]
    )
    expect(calls(wonFight.setup, wonFight.outcome)).toEqual(['result won', 'rounds 1', 'harmed 2 beaten', 'harmed 3 beaten'])
  })
})

describe('ULTRA♦QUEST odds: policies', () => {
  const setup = ultraquestSystem.parseSetup(setupOf({ party: [adventurer('albrav', { rw: 1 }), adventurer('brann')] }))

  it('KS-FLEE-1: withPolicy names an unknown policy, leaves the setup as it was, and keeps a setup the policy does not change', () => {
    expect(() => odds.withPolicy(setup, 'runAway')).toThrow(SetupError)
    expect(() => odds.withPolicy(setup, 'runAway')).toThrow(/^policy: "runAway" is not a policy of ultraquest; known: fightToTheEnd, fleeWhenLosing$/)
    const before = structuredClone(setup)
    const fleeing = odds.withPolicy(setup, 'fleeWhenLosing')
    expect(fleeing.defaults).toEqual({ flee: 'flee' })
    expect(setup).toEqual(before)
    expect(odds.withPolicy(setup, 'fightToTheEnd')).toBe(setup)
    expect(odds.withPolicy(fleeing, 'fightToTheEnd').defaults).toEqual({ flee: 'fight' })
    // The policy's setup is a setup: it parses as it is (the app's worker sends setups as JSON).
    expect(ultraquestSystem.parseSetup(JSON.parse(JSON.stringify(fleeing)))).toEqual(fleeing)
  })

  it('KS-FIGHT-3: the odds count every adventurer in marching order, then each opponent group, on the standing’s sides', () => {
    const two = ultraquestSystem.parseSetup(
      setupOf({
        party: [adventurer('albrav'), adventurer('brann')],
        opponents: [
          { name: 'Goblin', ks: 'W6+1', count: 3 },
          { name: 'Ork', ks: 'W6+2' }
        ]
      })
    )
    expect(odds.combatants(two)).toEqual([
      { id: 'albrav', name: 'Albrav', side: 'party', party: true },
      { id: 'brann', name: 'Brann', side: 'party', party: true },
      { id: 'opponent:1', name: 'Goblin', side: 'opponents', party: false },
      { id: 'opponent:2', name: 'Ork', side: 'opponents', party: false }
    ])
  })
})
