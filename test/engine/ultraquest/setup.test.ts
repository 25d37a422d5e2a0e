import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SetupError } from '../../../src-engine/core/index.ts'
import { defaultRuleSettings, ultraquestSystem } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer, setupOf } from './fixtures.ts'

const bad = (input: unknown) => {
  try {
    ultraquestSystem.parseSetup(input)
  } catch (error) {
    expect(error).toBeInstanceOf(SetupError)
    return (error as SetupError).message
  }
  throw new Error('setup was accepted')
}

describe('ULTRA♦QUEST setup validation', () => {
  it('names the field of negative armour', () => {
    const party = [adventurer('a', { items: [{ name: 'Leder', kind: 'armour', rw: -1 }] })]
    expect(bad(setupOf({ party }))).toBe('party[0].equipment[0].rw: armour value (RW) cannot be negative')
  })

  it('names a malformed KS notation and its bad character', () => {
    expect(bad(setupOf({ party: [adventurer('a', { ks: { nk: 'W6+x' } })] }))).toContain('party[0].ks.nk: Dice notation "W6+x"')
  })

  it('rejects two injuries on a living adventurer, unknown skills, unknown targets and duplicate ids', () => {
    expect(bad(setupOf({ party: [adventurer('a', { injuries: ['ordinary', 'cursed'] })] }))).toContain('two injuries kill')
    expect(bad(setupOf({ party: [adventurer('a', { skills: ['Feuerball'] })] }))).toContain('"Feuerball" is not in the skills table')
    expect(bad(setupOf({ party: [adventurer('a')], fight: { type: 'NK', marker: '!', targets: ['zed'] } }))).toContain('fight.targets[0]')
    expect(bad(setupOf({ party: [adventurer('a'), adventurer('a')] }))).toContain('used twice')
    expect(bad(setupOf({ party: [adventurer('a')], fight: { type: 'NK', marker: '?', fromBehind: true } }))).toContain('fight.fromBehind')
    expect(bad({ party: [], opponents: [], fight: {} })).toContain('party')
    expect(bad(setupOf({ party: [adventurer('a', { equipment: Array.from({ length: 11 }, () => null) })] }))).toContain('at most 10 equipment rows')
  })

  it('KS-TARGET-1 KS-REAR-1 KS-PARTY-1: the setup’s own refusals (an id twice, an unknown target, a voluntary fight from behind, everyone dead, a skill the table lacks) name their field and problem, with the code “custom” by which the screen words them', () => {
    const refusal = (input: unknown) => {
      try {
        ultraquestSystem.parseSetup(input)
      } catch (error) {
        expect(error).toBeInstanceOf(SetupError)
        const { path, problem, code } = error as SetupError
        return { path, problem, code }
      }
      throw new Error('setup was accepted')
    }
    const party = [adventurer('a'), adventurer('b')]
    expect(refusal(setupOf({ party: [adventurer('a'), adventurer('b'), adventurer('a')] }))).toEqual({
      path: 'party[2].id',
      problem: 'the id "a" is used twice',
      code: 'custom'
    })
    expect(refusal(setupOf({ party, fight: { type: 'NK', marker: '!', targets: ['b', 'zed'] } }))).toEqual({
      path: 'fight.targets[1]',
      problem: 'no adventurer has the id "zed"',
      code: 'custom'
    })
    expect(refusal(setupOf({ party, fight: { type: 'NK', marker: '?', fromBehind: true } }))).toEqual({
      path: 'fight.fromBehind',
      problem: 'only forced fights (!) come from behind (KS-REAR-1)',
      code: 'custom'
    })
    expect(refusal(setupOf({ party: [adventurer('a', { dead: true })] }))).toEqual({ path: 'party', problem: 'every adventurer is dead', code: 'custom' })
    expect(refusal(setupOf({ party: [adventurer('a'), adventurer('b', { skills: ['Parade', 'Feuerball'] })] }))).toEqual({
      path: 'party[1].skills[1]',
      problem: '"Feuerball" is not in the skills table',
      code: 'custom'
    })
  })

  it('KS-HANDS-1: rejects an item in hand that is packed away, and a party in which everyone is dead', () => {
    const packed = adventurer('a', { items: [{ name: 'Schwert', kind: 'weapon', held: true, ready: false }] })
    expect(bad(setupOf({ party: [packed] }))).toBe('party[0].equipment: an item in hand must be ready, not in the backpack')
    expect(bad(setupOf({ party: [adventurer('a', { dead: true }), adventurer('b', { dead: true, injuries: ['ordinary', 'ordinary'] })] }))).toBe(
      'party: every adventurer is dead'
    )
    expect(ultraquestSystem.parseSetup(setupOf({ party: [adventurer('a', { dead: true }), adventurer('b')] })).party).toHaveLength(2)
  })

  it('has every GAP default in its rule settings', () => {
    expect(defaultRuleSettings()).toMatchObject({
      maxRounds: 3,
      ksIncludesDie: true,
      injuredContributeNothing: true,
      allowEveryoneOut: false,
      skillRwAgainstDemons: false,
      silverBonus: 1,
      lifeSavingFromRearMan: true,
      allInjuriesCursed: true,
      unlimitedPasses: true,
      robPriorInjured: false,
      forcedFlightDice: 'W3',
      restHeals: 1
    })
    expect(defaultRuleSettings().skills['Parade']).toMatchObject({ activation: 'passive', rwBonus: 1 })
  })

  it('parses the shipped example', () => {
    const example = JSON.parse(readFileSync(new URL('../../../resources/examples/ultraquest-goblins.json', import.meta.url), 'utf8'))
    expect(ultraquestSystem.parseSetup(example).party.map((a) => a.id)).toEqual(['albrav', 'brann', 'cira', 'dorn'])
  })
})
