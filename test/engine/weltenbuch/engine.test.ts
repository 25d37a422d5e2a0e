import { describe, expect, it } from 'vitest'
import { AnswerError, SetupError, giveAnswer, playScript, replay, simulate, undoAnswer } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { koerperRow } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { duel, loadExample, randomFight, setupOf, sheet, system, variants } from './helpers.ts'

const examples = ['weltenbuch-yorn-vs-orc.json', 'weltenbuch-2v3.json'] as const
const decideByScript = { 'defence:yorn': ['parry', 'dodge'] }

describe('replay determinism, simulation and undo', () => {
  it('the same setup and answers give identical events, over many seeded random fights', () => {
    for (const setup of variants()) {
      for (let seed = 1; seed <= 15; seed++) {
        const { answers } = randomFight(setup, seed)
        const first = replay(system, setup, answers)
        const second = replay(system, setup, answers)
        expect(first.status).toBe('finished')
        expect(JSON.stringify(second.events)).toBe(JSON.stringify(first.events))
        expect(JSON.stringify(second)).toBe(JSON.stringify(first))
      }
    }
  })
  it('simulation (no events) reaches the same outcome as an interactive fight with the same dice and defaults', () => {
    for (const setup of variants()) {
      for (let seed = 1; seed <= 20; seed++) {
        const { answers } = randomFight(setup, seed, 0)
        const played = replay(system, setup, answers)
        expect(played.status).toBe('finished')
        const simulated = simulate(system, setup, seededRoller(`wb-${seed}`))
        expect(played.status === 'finished' && played.outcome).toEqual(simulated)
      }
    }
  })
  it('undo = the same fight without the last answer: the previous request is pending again', () => {
    const setup = system.parseSetup(loadExample('weltenbuch-2v3.json'))
    const { answers } = randomFight(setup, 3)
    for (const cut of [1, 5, 12, Math.floor(answers.length / 2)]) {
      const before = replay(system, setup, answers.slice(0, cut))
      const after = replay(system, setup, undoAnswer(answers.slice(0, cut + 1)))
      expect(after).toEqual(before)
    }
  })
  it('a bad answer is rejected with AnswerError and changes nothing', () => {
    const setup = duel()
    expect(() => giveAnswer(system, setup, [], { type: 'dice', faces: [7, 1] })).toThrow(AnswerError)
    expect(() => giveAnswer(system, setup, [], { type: 'dice', faces: [3] })).toThrow(AnswerError)
    const answers = giveAnswer(system, setup, giveAnswer(system, setup, [], { type: 'dice', faces: [6, 6] }), { type: 'dice', faces: [1, 1] })
    expect(() => giveAnswer(system, setup, answers, { type: 'chooseOne', option: 'attack:nobody' })).toThrow(AnswerError)
    expect(replay(system, setup, answers).status).toBe('pending')
  })
  it('decisions in a playScript are matched by key, lists in turn (the example as a script)', () => {
    const setup = system.parseSetup(loadExample('weltenbuch-yorn-vs-orc.json'))
    const script = { dice: [3, 3, 2, 2, 5, 6, 3, 4, 2, 3, 4, 5, 1, 2, 4, 4, 4, 4, 1, 1, 4, 5, 1, 1, 3, 3], decisions: decideByScript }
    const { state } = playScript(system, setup, script)
    expect(state.status === 'finished' && state.outcome.combatants.map((c) => c.damage)).toEqual([12, 22])
  })
})

describe('bad setup gives SetupError naming the field', () => {
  const valid = () => loadExample('weltenbuch-yorn-vs-orc.json') as { combatants: { sheet: Record<string, unknown> }[] }
  const errorOf = (input: unknown): SetupError => {
    try {
      system.parseSetup(input)
    } catch (error) {
      if (error instanceof SetupError) return error
      throw error
    }
    throw new Error('no SetupError')
  }
  it('negative armour', () => {
    const input = valid()
    input.combatants[0]!.sheet['armour'] = { rumpf: -2 }
    expect(errorOf(input).path).toBe('combatants[0].sheet.armour.rumpf')
  })
  it('malformed damage notation', () => {
    const input = valid()
    input.combatants[1]!.sheet['weapons'] = [{ id: 'k', name: 'Kurzschwert', skill: 'Kurzschwerter', damage: '2W6+' }]
    const error = errorOf(input)
    expect(error.path).toBe('combatants[1].sheet.weapons[0].damage')
  })
  it('a field of the wrong type, an unknown field, an unknown rule setting, a duplicate id, a missing side', () => {
    const wrongType = valid()
    wrongType.combatants[0]!.sheet['heroPoints'] = 'viele'
    expect(errorOf(wrongType).path).toBe('combatants[0].sheet.heroPoints')
    const unknown = valid()
    unknown.combatants[0]!.sheet['mana'] = 3
    expect(errorOf(unknown).path).toBe('combatants[0].sheet')
    expect(errorOf({ ...valid(), rules: { parrySwitchMargin: 'zwei' } }).path).toBe('rules.parrySwitchMargin')
    const twice = valid() as unknown as { combatants: { id: string }[] }
    twice.combatants[1]!.id = twice.combatants[0]!.id
    const usedTwice = errorOf(twice)
    expect([usedTwice.path, usedTwice.problem, usedTwice.code]).toEqual([
      'combatants[1].id',
      `combatant id "${twice.combatants[0]!.id}" is used twice`,
      'custom'
    ])
    const oneSide = valid() as unknown as { combatants: Record<string, unknown>[] }
    oneSide.combatants = [oneSide.combatants[0]!, { ...oneSide.combatants[0]!, id: 'zwilling' }]
    const nobody = errorOf(oneSide)
    expect([nobody.path, nobody.problem, nobody.code]).toEqual(['combatants', 'the side "foes" has nobody', 'custom'])
  })
  it('a ranged weapon without range, Körper out of the table, wielding an unknown weapon', () => {
    expect(() =>
      weltenbuchSheetSchema.parse(sheet({ name: 'X', weapons: [{ id: 'b', name: 'Bogen', kind: 'ranged', skill: 'Bogen', damage: '×2+4' }] }))
    ).toThrow(/range/)
    const input = valid()
    input.combatants[0]!.sheet['attributes'] = { geist: 5, koerper: 13, geschick: 6, sozial: 5, wille: 5, sinne: 8 }
    expect(errorOf(input).path).toBe('combatants[0].sheet.attributes.koerper')
    const wielding = valid() as unknown as { combatants: Record<string, unknown>[] }
    wielding.combatants[0]!['wielding'] = 'axt'
    const notHis = errorOf(wielding)
    expect([notHis.path, notHis.problem, notHis.code]).toEqual(['combatants[0].wielding', '"axt" is not one of this combatant\'s weapons', 'custom'])
  })
  it('KA-GAP-33 KA-ACT-10: only a ranged weapon can be listed as spanned: the setup names the entry and the weapon', () => {
    const spanned = valid() as unknown as { combatants: Record<string, unknown>[] }
    spanned.combatants[0]!['loaded'] = ['breitschwert']
    const error = errorOf(spanned)
    expect([error.path, error.problem, error.code]).toEqual([
      'combatants[0].loaded[0]',
      '"breitschwert" is not one of this combatant\'s ranged weapons',
      'custom'
    ])
  })
  it('KA-SUP-7: Körper outside the table (1 to 12) is refused by its row', () => {
    expect(() => koerperRow(13)).toThrow(new RangeError('Körper runs from 1 to 12, not 13'))
    expect(koerperRow(12).lpPerLevel).toBe(12)
  })
})

describe('the example setups', () => {
  it('both files parse and run to an end', () => {
    for (const name of examples) {
      const setup = system.parseSetup(loadExample(name))
      const outcome = simulate(system, setup, seededRoller(name))
      expect(outcome.segments).toBeGreaterThan(0)
      expect(outcome.combatants).toHaveLength(setup.combatants.length)
    }
  })
  it('the 2-vs-3 group fight has two heroes and three orcs, and the sheet schema is exported for the campaign', () => {
    const setup = setupOf(loadExample('weltenbuch-2v3.json') as Parameters<typeof setupOf>[0])
    expect(setup.combatants.filter((c) => c.side === 'heroes')).toHaveLength(2)
    expect(setup.combatants.filter((c) => c.side === 'foes')).toHaveLength(3)
    for (const c of setup.combatants) expect(weltenbuchSheetSchema.parse(c.sheet)).toEqual(c.sheet)
  })
})
