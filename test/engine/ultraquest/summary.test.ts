import { describe, expect, it } from 'vitest'
import { ultraquestSystem, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'
import { outcomeLines } from '../../../src-engine/text/index.ts'
import { adventurer, play, setupOf } from './fixtures.ts'

/** The outcome as the GM reads it in English before applying it, after a fight with hand-typed dice. */
const linesOf = (input: UltraquestSetupInput, dice: number[]) => outcomeLines('ultraquest', play(input, dice).outcome, 'en', ultraquestSystem.parseSetup(input))
const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true }

describe('ULTRA♦QUEST outcome lines', () => {
  it('KS-CURSE-1 KS-ROBBER-2: the result, then each adventurer the fight changed: cursed injuries, a robbed item, an empty row robbed', () => {
    const party = [adventurer('a', { items: [{ name: 'Seil' }] }), adventurer('b'), adventurer('c')]
    // 3 against 8 cursed: A and B each take one cursed injury; robbers take A's row 1 and find B's row 10 empty; C is untouched.
    expect(linesOf(setupOf({ party, fight: { type: 'NK', marker: '!', robbers: true, opponentFlags: { cursed: true } } }), [1, 1, 1, 3, 3, 1, 10])).toEqual([
      'Outcome after 1 round: the party lost and withdraws.',
      '  A: 1 new cursed injury ●; robbed of Seil (row 1)',
      '  B: 1 new cursed injury ●; robbers found row 10 empty'
    ])
  })

  it('KS-INJURY-3 KS-DEATH-1 KS-PARTY-1: an ordinary injury and one a Heiltrank took back; a death in the fight; the last one left', () => {
    expect(linesOf(setupOf({ party: [adventurer('a', { items: [potion] })] }), [1, 1, 1])).toEqual([
      'Outcome after 1 round: the party lost and withdraws.',
      '  A: 1 new injury; 1 injury healed by a potion',
      'The party is finished: the last adventurer rides off alone into the sunset.'
    ])
    const dead = linesOf(setupOf({ party: [adventurer('a', { injuries: ['ordinary'] }), adventurer('b', { rw: 2 })] }), [6, 3, 4])
    expect(dead.slice(1)).toEqual(['  A: 1 new injury; dead', 'The party is finished: the last adventurer rides off alone into the sunset.'])
  })

  it('KS-VOLUNTARY-3 KS-PARTY-1: a lone adventurer who declines a voluntary fight reads the result only: the fight changed nobody and finished no party', () => {
    const input = setupOf({ party: [adventurer('a')], fight: { type: 'NK', marker: '?' } })
    const declined = play(input, [], { engage: 'decline' }).outcome
    expect(declined).toMatchObject({ result: 'declined', partyFinished: true })
    expect(outcomeLines('ultraquest', declined, 'en', ultraquestSystem.parseSetup(input))).toEqual(['Outcome after 0 rounds: the party let the fight pass.'])
  })
})
