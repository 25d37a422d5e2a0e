import { describe, expect, it } from 'vitest'
import { askKit, parsedDice } from '../../src-engine/core/ask-kit.ts'
import { replay, rollFor, simulate, type Answer, type FightIO, type RuleSystem } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'

const asks = askKit('odm')

/** A fight of two questions, a roll and a log line, asked the way every system asks: through its kit. */
const tiny: RuleSystem<null, string> = {
  id: 'odm',
  parseSetup: () => null,
  run(_setup, io: FightIO) {
    const side = asks.chooseOne(io, {
      key: 'side',
      round: 1,
      prompt: 'side',
      params: { name: 'Alrik' },
      rule: 'ODM-X-1',
      options: () => [asks.option('left', 'left'), asks.option('right', 'right', { far: true })],
      default: 'right'
    })
    const order = asks.chooseMany(io, { key: 'order', round: 1, prompt: 'order', rule: 'ODM-X-2', options: [], min: 0, max: 0, ordered: true, default: [] })
    const faces = asks.roll(io, { key: 'dice', round: 1, actor: 'alrik', prompt: 'attack', rule: 'ODM-X-3', parts: parsedDice('2W6+1').parts })
    asks.emit(io, 1, 'rolled', 'ODM-X-3', { side, faces, order: order.length })
    return `${side} ${faces.join(',')}`
  }
}

describe('the ask kit every rule system asks and logs through', () => {
  it('names prompts, options and event types after the system, and writes each request with no field it does not have', () => {
    const first = replay(tiny, null, [])
    expect(first.status === 'pending' && first.request).toEqual({
      type: 'chooseOne',
      key: 'side',
      round: 1,
      prompt: { key: 'odm.prompt.side', params: { name: 'Alrik' } },
      rule: 'ODM-X-1',
      options: [
        { id: 'left', label: { key: 'odm.option.left' } },
        { id: 'right', label: { key: 'odm.option.right', params: { far: true } } }
      ],
      default: 'right'
    })
    // Nor the optional fields the ask left out: a screen tests `'target' in` a roll.
    expect(first.status === 'pending' && ['params', 'actor', 'target'].filter((field) => field in first.request)).toEqual([])
    const answers: Answer[] = [
      { type: 'chooseOne', option: 'left' },
      { type: 'chooseMany', options: [] }
    ]
    const rolling = replay(tiny, null, answers)
    expect(rolling.status === 'pending' && rolling.request).toMatchObject({ type: 'dice', prompt: { key: 'odm.roll.attack' }, notation: '2W6+1' })
    const done = replay(tiny, null, [...answers, { type: 'dice', faces: [3, 4] }])
    expect(done.status === 'finished' && done.events.map((e) => e.type)).toEqual(['dice', 'odm.rolled'])
    expect(done.status === 'finished' && done.events[1]!.params).toEqual({ side: 'left', faces: [3, 4], order: 0 })
  })

  it('in simulation takes every default and draws the very faces a replay rolls, in the same order, keeping no event', () => {
    for (const seed of ['a', 'b', 'c']) {
      const simRoller = seededRoller(seed)
      const simulated = simulate(tiny, null, simRoller)
      const playRoller = seededRoller(seed)
      let answers: Answer[] = [
        { type: 'chooseOne', option: 'right' },
        { type: 'chooseMany', options: [] }
      ]
      const state = replay(tiny, null, answers)
      if (state.status !== 'pending' || state.request.type !== 'dice') throw new Error('expected the roll')
      answers = [...answers, rollFor(state.request, playRoller)]
      const played = replay(tiny, null, answers)
      expect(played.status === 'finished' && played.outcome).toBe(simulated)
      expect(simRoller.state()).toEqual(playRoller.state())
    }
  })
})
