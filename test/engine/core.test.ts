import { describe, expect, it } from 'vitest'
import { AnswerError, defaultAnswer, giveAnswer, playScript, replay, rollFor, simulate, undoAnswer, type Answer } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { ultraquestSystem } from '../../src-engine/systems/ultraquest/index.ts'
import { adventurer, setupOf } from './ultraquest/fixtures.ts'

const setup = ultraquestSystem.parseSetup(
  setupOf({
    party: [
      adventurer('a', { rw: 1 }),
      adventurer('b', { items: [{ name: 'Heiltrank', kind: 'potion', heals: true }] }),
      adventurer('c', { skills: ['Sturmangriff'] })
    ],
    opponents: [{ name: 'Skelett', ks: 'W6+1', count: 3, kind: 'skeleton' }],
    fight: { type: 'NK+FK', marker: '?', robbers: true }
  })
)

/** A fight answered by seeded dice and seeded random legal decisions. */
function randomFight(seed: number): Answer[] {
  const roller = seededRoller(seed)
  let answers: Answer[] = []
  for (;;) {
    const state = replay(ultraquestSystem, setup, answers)
    if (state.status === 'finished') return answers
    const r = state.request
    const answer: Answer =
      r.type === 'dice'
        ? rollFor(r, roller)
        : r.type === 'chooseOne'
          ? { type: 'chooseOne', option: r.options[roller.face(r.options.length) - 1]!.id }
          : r.type === 'chooseMany'
            ? { type: 'chooseMany', options: r.ordered ? [...r.default] : r.options.slice(0, roller.face(r.max + 1) - 1).map((o) => o.id) }
            : { type: 'confirm' }
    answers = giveAnswer(ultraquestSystem, setup, answers, answer)
  }
}

describe('a fight is a pure function of setup and answers', () => {
  it('replay gives identical events and outcome over many random fights', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const answers = randomFight(seed)
      const first = replay(ultraquestSystem, setup, answers)
      const again = replay(ultraquestSystem, structuredClone(setup), JSON.parse(JSON.stringify(answers)))
      expect(JSON.stringify(again)).toBe(JSON.stringify(first))
      expect(first.status).toBe('finished')
    }
  })

  it('undo restores exactly the previous request', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const answers = randomFight(seed)
      for (let n = 1; n <= answers.length; n++) {
        const before = replay(ultraquestSystem, setup, answers.slice(0, n - 1))
        const undone = replay(ultraquestSystem, setup, undoAnswer(answers.slice(0, n)))
        expect(undone).toEqual(before)
      }
    }
  })

  it('rejects a face that the die does not have, an option not offered and a wrong answer type, leaving the fight as it was', () => {
    // Default decisions up to the party's first roll.
    let answers: Answer[] = []
    for (
      let state = replay(ultraquestSystem, setup, answers);
      state.status === 'pending' && state.request.type !== 'dice';
      state = replay(ultraquestSystem, setup, answers)
    ) {
      answers = giveAnswer(ultraquestSystem, setup, answers, defaultAnswer(state.request))
    }
    const before = replay(ultraquestSystem, setup, answers)
    expect(before.status === 'pending' && before.request).toMatchObject({ key: 'partyRoll', notation: 'W6+1 + W6+1 + W6+2' })
    expect(() => giveAnswer(ultraquestSystem, setup, answers, { type: 'dice', faces: [7, 1, 1] })).toThrow(
      'die 1 of W6+1 + W6+1 + W6+2 to show a whole number from 1 to 6, got 7'
    )
    expect(() => giveAnswer(ultraquestSystem, setup, answers, { type: 'dice', faces: [1, 1] })).toThrow('3 dice face(s)')
    expect(() => giveAnswer(ultraquestSystem, setup, answers, { type: 'dice', faces: [1, 1.5, 1] })).toThrow(AnswerError)
    expect(() => giveAnswer(ultraquestSystem, setup, answers, { type: 'chooseOne', option: 'flee' })).toThrow(
      'expected an answer of type "dice", got "chooseOne"'
    )
    expect(() => giveAnswer(ultraquestSystem, setup, [], { type: 'chooseOne', option: 'dance' })).toThrow('expected one of fight, decline, got "dance"')
    expect(() => giveAnswer(ultraquestSystem, setup, [], 'fight')).toThrow('expected an answer of type "chooseOne"')
    expect(replay(ultraquestSystem, setup, answers)).toEqual(before)
  })

  it('a stored answer list with a bad answer fails replay naming its position', () => {
    expect(() =>
      replay(ultraquestSystem, setup, [
        { type: 'chooseOne', option: 'fight' },
        { type: 'chooseMany', options: ['a', 'a', 'c'] }
      ])
    ).toThrow('Answer 2: expected each option at most once')
  })

  it('simulation runs the same rules as a replay with default decisions and the same dice', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const simulated = simulate(ultraquestSystem, setup, seededRoller(seed))
      const played = playScript(ultraquestSystem, setup, { roller: seededRoller(seed) }).state
      expect(played.status === 'finished' && played.outcome).toEqual(simulated)
    }
  })
})
