import { describe, expect, it } from 'vitest'
import { playScript, replay, simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { battleLog } from '../../../src-engine/text/index.ts'
import { duel, eventsOf, fight, nextRoll, outcome, pending, play, rolls } from './helpers.ts'
import { loopSize } from '../mutation-scale.ts'

const x = { courage: 12, at: 11, pa: 9, bw: 2, tp: 'W6+2' }
const y = { courage: 8, at: 10, pa: 8, bw: 3, tp: 'W6+1' }

/** Two fighters who cannot hit each other (AT 0 against PA 20): a fight only a policy or an answer ends. */
const stalemate = (extra: Record<string, unknown>) =>
  odmSystem.parseSetup({
    sides: [
      {
        id: 'a',
        name: 'A',
        combatants: [{ id: 'a1', name: 'A1', sheet: { courage: 5, at: 0, pa: 20, le: { current: 10, max: 10 }, bw: 0, tp: 'W6', kind: 'figure' } }]
      },
      {
        id: 'b',
        name: 'B',
        combatants: [{ id: 'b1', name: 'B1', sheet: { courage: 4, at: 0, pa: 20, le: { current: 10, max: 10 }, bw: 0, tp: 'W6', kind: 'monster' } }]
      }
    ],
    ...extra
  })

describe('ODM ending a fight', () => {
  it('ODM-END-1 ODM-GAP-10 (default oncePerRound): the GM is asked once a round, between rounds, whether the fight goes on', () => {
    const setup = duel(x, y)
    expect(setup.rules.endQuestion).toBe('oncePerRound')
    const p = play(setup, [5, 15, 3, 20, 20, 20, 20])
    expect(p.trace).toEqual(['attack@x', 'defence@y', 'damage@x', 'attack@y', 'end', 'attack@x', 'attack@y', 'end', 'attack@x'])
    const ask = p.requests[p.trace.indexOf('end')]!
    expect(ask).toMatchObject({ type: 'chooseOne', key: 'end', round: 1, rule: 'ODM-END-1', default: 'fight', prompt: { key: 'odm.prompt.end' } })
    expect(ask.type === 'chooseOne' && ask.options.map((o) => o.id)).toEqual(['fight', 'stop', 'surrender:left', 'flee:left', 'surrender:right', 'flee:right'])
  })

  it('ODM-GAP-10 (default oncePerRound): a 2-against-2 fight asks at most once a round (issue 11: not 17 times in 37 answers)', () => {
    const s = (courage: number) => ({ courage, at: 11, pa: 8, bw: 1, le: { current: 16, max: 16 }, tp: 'W6+2' })
    const setup = fight(
      [
        { id: 'a1', sheet: s(12) },
        { id: 'a2', sheet: s(11) }
      ],
      [
        { id: 'b1', sheet: s(9) },
        { id: 'b2', sheet: s(8) }
      ],
      { division: 'roundRobin' }
    )
    for (let seed = 0; seed < loopSize(30, 8); seed++) {
      const { state, answers } = playScript(odmSystem, setup, { roller: seededRoller(`issue-11-${seed}`) })
      if (state.status !== 'finished') throw new Error('unfinished')
      // The end question's default is "fight" (no other question offers it).
      const ends = answers.filter((a) => a.type === 'chooseOne' && a.option === 'fight').length
      // One question after each round but the last (the fight ended during it).
      expect(ends, `seed ${seed}`).toBe(state.outcome.rounds - 1)
    }
  })

  it('ODM-DEF-3 ODM-DMG-1 ODM-ATK-4 ODM-GAP-10: nobody can flee between a hit and its defence roll, nor between a failed defence and its damage', () => {
    // Even asked before every attack (the old behaviour), the hit is followed by the defence roll and the failed defence by the damage roll.
    const setup = duel(x, y, { endQuestion: 'everyAttack' })
    const p = play(setup, [5, 15, 3, { choose: 'flee:right' }])
    expect(p.trace).toEqual(['end', 'attack@x', 'defence@y', 'damage@x', 'end'])
    // The blow that got through counts: Y fled, but with the 2 LE the blow took.
    expect(outcome(p).combatants.find((c) => c.id === 'y')).toMatchObject({ status: 'fled', leLost: 5 - 3 })
    expect(nextRoll(setup, [5])).toMatchObject({ key: 'defence', actor: 'y' })
    expect(pending(play(setup, [5, 15]))).toMatchObject({ type: 'dice', key: 'damage', actor: 'x' })
    // The same with a lone fighter: after his choice to parry comes his defence roll, not the end question.
    const many = fight(
      [{ id: 'h', sheet: { ...x, courage: 1 } }],
      [
        { id: 'o1', sheet: y },
        { id: 'o2', sheet: y }
      ],
      { groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack' }
    )
    expect(pending(play(many, [5, { choose: 'defend' }]))).toMatchObject({ type: 'dice', key: 'defence', actor: 'h' })
    expect(pending(play(many, [5, { choose: 'save' }]))).toMatchObject({ type: 'dice', key: 'damage', actor: 'o1' })
  })

  it('ODM-END-2 ODM-GAP-10 (everyAttack): one who flees just before his attack makes it no more; the next fighter attacks', () => {
    const setup = fight(
      [
        { id: 'a', sheet: { ...x, courage: 14 } },
        { id: 'b', sheet: { ...x, courage: 14 } }
      ],
      [{ id: 'o', sheet: y }],
      { endQuestion: 'everyAttack' }
    )
    expect(nextRoll(setup, [])).toMatchObject({ key: 'attack', actor: 'a' })
    expect(nextRoll(setup, [{ choose: 'flee:a' }])).toMatchObject({ key: 'attack', actor: 'b' })
  })

  it('ODM-END-1 ODM-END-2: the end question offers each side as a whole, and each of its fighters while two or more still fight', () => {
    const hero = { ...x, courage: 14 }
    const setup = fight(
      [
        { id: 'a', sheet: hero },
        { id: 'b', sheet: hero }
      ],
      [{ id: 'o', sheet: { ...y, tp: 'W6+40' } }]
    )
    const side = (verb: 'surrender' | 'flee', id: string, name: string) => ({
      id: `${verb}:${id}`,
      label: { key: `odm.option.${verb}Side`, params: { side: name } }
    })
    const one = (verb: 'surrender' | 'flee', id: string, name: string) => ({ id: `${verb}:${id}`, label: { key: `odm.option.${verb}One`, params: { name } } })
    const fixed = [
      { id: 'fight', label: { key: 'odm.option.fight' } },
      { id: 'stop', label: { key: 'odm.option.stop' } }
    ]
    // Round 1: everybody misses (O rolls A as his target).
    const all = pending(play(setup, [20, 20, 1, 20]))
    expect(all.type === 'chooseOne' && all.options).toEqual([
      ...fixed,
      side('surrender', 'left', 'Left'),
      side('flee', 'left', 'Left'),
      one('surrender', 'a', 'A'),
      one('flee', 'a', 'A'),
      one('surrender', 'b', 'B'),
      one('flee', 'b', 'B'),
      side('surrender', 'right', 'Right'),
      side('flee', 'right', 'Right')
    ])
    // O puts A out: B alone is offered only as his side.
    const afterA = pending(play(setup, [20, 20, 1, 5, 15, 3]))
    expect(afterA.type === 'chooseOne' && afterA.options).toEqual([
      ...fixed,
      side('surrender', 'left', 'Left'),
      side('flee', 'left', 'Left'),
      side('surrender', 'right', 'Right'),
      side('flee', 'right', 'Right')
    ])
  })

  it('ODM-END-2 ODM-GAP-8: a side giving up leaves its fallen as they fell; one fighter giving up alone is logged as his surrender', () => {
    const hero = { ...x, courage: 14 }
    const setup = fight(
      [
        { id: 'a', sheet: hero },
        { id: 'b', sheet: hero }
      ],
      [{ id: 'o', sheet: { ...y, tp: 'W6+40' } }]
    )
    // Round 1: A and B miss; O rolls A as his target and puts him out. Then the Left give up.
    const side = play(setup, [20, 20, 1, 5, 15, 3, { choose: 'surrender:left' }])
    expect(outcome(side).combatants.map((c) => [c.id, c.status])).toEqual([
      ['a', 'defeated'],
      ['b', 'surrendered'],
      ['o', 'fighting']
    ])
    // Everybody misses; then A alone gives up.
    const one = play(setup, [20, 20, 1, 20, { choose: 'surrender:a' }])
    expect(eventsOf(one, 'odm.surrenderOne')).toMatchObject([{ rule: 'ODM-END-2', round: 1, params: { name: 'A' } }])
    expect(eventsOf(one, 'odm.fleeOne')).toEqual([])
  })

  it('ODM-END-1: the fight can be broken off between rounds', () => {
    const p = play(duel(x, y), [5, 15, 3, 20, { choose: 'stop' }])
    expect(outcome(p)).toMatchObject({ result: 'brokenOff', winner: null, winnerName: null, rounds: 1 })
    expect(eventsOf(p, 'odm.brokenOff')[0]).toMatchObject({ rule: 'ODM-END-1', round: 1 })
    expect(eventsOf(p, 'odm.ended')).toMatchObject([{ rule: 'ODM-END-1', round: 1, params: { side: '', rounds: 1 } }])
    expect(eventsOf(p, 'odm.won')).toEqual([])
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'damage@x', 'attack@y'])
  })

  it('ODM-END-2 ODM-GAP-10: the losing side gives up: it takes effect at once with no free attack; the other side wins', () => {
    const p = play(duel(x, y), [5, 15, 3, 20, 20, 20, { choose: 'surrender:right' }])
    const o = outcome(p)
    expect(o).toMatchObject({ result: 'won', winner: 'left', winnerName: 'Left', rounds: 2 })
    expect(o.combatants.find((c) => c.id === 'y')).toMatchObject({ status: 'surrendered', leAfter: 30 - 2, leLost: 2 })
    expect(o.combatants.find((c) => c.id === 'x')).toMatchObject({ status: 'fighting', leLost: 0 })
    expect(eventsOf(p, 'odm.surrenderSide')[0]).toMatchObject({ rule: 'ODM-END-2', params: { side: 'Right' } })
    expect(eventsOf(p, 'odm.won')[0]).toMatchObject({ rule: 'ODM-END-2', params: { side: 'Left', rounds: 2 } })
    // No roll comes after the surrender: no free attack.
    expect(p.trace.at(-1)).toBe('end')
  })

  it('ODM-END-2 ODM-RND-1: a side can flee; a round in which nothing was rolled is not counted', () => {
    const p = play(duel(x, y), [20, 20, { choose: 'flee:left' }])
    expect(outcome(p)).toMatchObject({ result: 'won', winner: 'right', rounds: 1 })
    expect(outcome(p).combatants.find((c) => c.id === 'x')!.status).toBe('fled')
    expect(eventsOf(p, 'odm.won')).toMatchObject([{ rule: 'ODM-END-2', params: { side: 'Right', rounds: 1 } }])
    // Asked before every attack, a flight before round 2's first attack leaves round 2 uncounted, in the outcome and the log.
    const q = play(duel(x, y, { endQuestion: 'everyAttack' }), [20, 20, { choose: 'flee:left' }])
    expect(outcome(q)).toMatchObject({ result: 'won', rounds: 1 })
    expect(eventsOf(q, 'odm.fleeSide')[0]!.round).toBe(1)
    const headings = battleLog(q.state.events, 'nl', q.state.standing!.roundTerm).filter((line) => !line.startsWith(' '))
    expect(headings.filter((line) => line.startsWith('Gevechtsronde'))).toEqual(['Gevechtsronde 1'])
    // Before any blow: no round at all.
    const r = play(duel(x, y, { endQuestion: 'everyAttack' }), [{ choose: 'flee:left' }])
    expect(outcome(r)).toMatchObject({ result: 'won', winner: 'right', rounds: 0 })
    expect(rolls(r)).toEqual([])
  })

  it('ODM-END-2: in a bigger fight one fighter can flee alone and the rest fight on', () => {
    const setup = fight(
      [{ id: 'h', sheet: { ...x, courage: 1, kind: 'hero' } }],
      [
        { id: 'o1', sheet: y },
        { id: 'o2', sheet: y }
      ],
      { groupAttackOrder: 'setupOrder' }
    )
    const p = play(setup, [20, 20, { choose: 'o1' }, 20, { choose: 'flee:o1' }, 20, 20])
    expect(eventsOf(p, 'odm.fleeOne')[0]!.params['name']).toBe('O1')
    expect(rolls(p)).toEqual(['attack@o1', 'attack@o2', 'attack@h', 'attack@o2', 'attack@h'])
    const ask = p.requests[p.trace.indexOf('end')]!
    expect(ask.type === 'chooseOne' && ask.options.map((o) => o.id)).toContain('surrender:o2')
  })

  it('ODM-GAP-10 (alternative everyAttack): a fighter can flee before an attack against him; the next attacker goes on', () => {
    const setup = fight(
      [{ id: 'h', sheet: { ...x, courage: 1 } }],
      [
        { id: 'o1', sheet: y },
        { id: 'o2', sheet: y }
      ],
      { groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack' }
    )
    // O1 misses; before O2's attack O1 flees; O2 attacks.
    const p = play(setup, [20, { choose: 'flee:o1' }, 20])
    expect(p.trace).toEqual(['end', 'attack@o1', 'end', 'attack@o2'])
    // H flees instead: he is the whole side, so the fight ends at once with no free attack.
    const q = play(setup, [5, { choose: 'defend' }, 3, { choose: 'flee:left' }])
    expect(outcome(q)).toMatchObject({ result: 'won', winner: 'right' })
    expect(outcome(q).combatants.find((c) => c.id === 'h')).toMatchObject({ status: 'fled', leLost: 0 })
  })

  it('ODM-END-2 ODM-END-3 ODM-GAP-3 (finishRound): a member of the winning side giving way ends the fight at once: the fallen make no more blows; the win is by fighting to the end', () => {
    const setup = fight(
      [{ id: 'l', sheet: { ...y, courage: 1, pa: 0, le: { current: 5, max: 30 } } }],
      [
        { id: 'r1', sheet: { ...y, tp: 'W6+40' } },
        { id: 'r2', sheet: y }
      ],
      { outFighterActs: 'finishRound', endQuestion: 'everyAttack', groupAttackOrder: 'setupOrder', loneDefence: 'firstHit' }
    )
    // R1 puts L out in part 1; in part 2 L, fallen this round, rolls his target (R1) and would still strike.
    expect(nextRoll(setup, [5, 5, 3, 1])).toMatchObject({ key: 'attack', actor: 'l' })
    // R2 flees before that blow: the fight is over there.
    const p = play(setup, [5, 5, 3, 1, { choose: 'flee:r2' }])
    expect(rolls(p)).toEqual(['attack@r1', 'defence@l', 'damage@r1', 'target:l@l'])
    expect(outcome(p)).toMatchObject({ result: 'won', winner: 'right', rounds: 1 })
    expect(outcome(p).combatants.map((c) => [c.id, c.status])).toEqual([
      ['l', 'defeated'],
      ['r1', 'fighting'],
      ['r2', 'fled']
    ])
    // The losers neither gave up nor fled: the win is ODM-END-3's, whoever of the winners gave way.
    expect(eventsOf(p, 'odm.won')).toMatchObject([{ rule: 'ODM-END-3', params: { rounds: 1 } }])
    // The same with the sides swapped: the first side wins.
    const swapped = fight(
      [
        { id: 'r1', sheet: { ...y, tp: 'W6+40' } },
        { id: 'r2', sheet: y }
      ],
      [{ id: 'l', sheet: { ...y, courage: 1, pa: 0, le: { current: 5, max: 30 } } }],
      { outFighterActs: 'finishRound', endQuestion: 'everyAttack', groupAttackOrder: 'setupOrder', loneDefence: 'firstHit' }
    )
    const q = play(swapped, [5, 5, 3, 1, { choose: 'surrender:r2' }])
    expect(rolls(q)).toEqual(['attack@r1', 'defence@l', 'damage@r1', 'target:l@l'])
    expect(outcome(q)).toMatchObject({ result: 'won', winner: 'left', rounds: 1 })
    expect(eventsOf(q, 'odm.won')).toMatchObject([{ rule: 'ODM-END-3' }])
  })

  it('ODM-END-3: a fight to the "death" goes on round after round until one side is out', () => {
    const setup = duel({ ...x, tp: 'W6+10' }, { ...y, le: { current: 20, max: 20 } })
    const p = play(setup, [5, 15, 6, 20, 5, 15, 6])
    expect(outcome(p)).toMatchObject({ result: 'won', winner: 'left', rounds: 2 })
    expect(eventsOf(p, 'odm.won')[0]).toMatchObject({ rule: 'ODM-END-3', params: { side: 'Left', rounds: 2 } })
  })

  it("ODM-END-1: the GM's decision to fight on is in the log, with the round it follows", () => {
    const p = play(duel(x, y), [20, 20, 20])
    expect(eventsOf(p, 'odm.fightOn')).toMatchObject([{ rule: 'ODM-END-1', round: 1 }])
    expect(battleLog(p.state.events, 'nl')).toContain('  Het gevecht gaat door: niemand geeft op of slaat op de vlucht [ODM-END-1]')
  })

  it('ODM-GAP-10 (alternative everyPart): the question comes once before each part', () => {
    const p = play(duel(x, y, { endQuestion: 'everyPart' }), [5, 15, 3, 20, 20])
    expect(p.trace).toEqual(['end', 'attack@x', 'defence@y', 'damage@x', 'end', 'attack@y', 'end', 'attack@x'])
  })

  it('ODM-GAP-10 (alternative everyAttack): the question comes before every attack roll, and only there', () => {
    const setup = fight(
      [{ id: 'h', sheet: { ...x, courage: 1 } }],
      [
        { id: 'o1', sheet: y },
        { id: 'o2', sheet: y }
      ],
      { groupAttackOrder: 'setupOrder', endQuestion: 'everyAttack', loneTarget: 'chosen' }
    )
    const p = play(setup, [20, 5, 15, 3, 20])
    expect(p.trace).toEqual(['end', 'attack@o1', 'end', 'attack@o2', 'defence@h', 'damage@o2', 'target:h@h', 'end', 'attack@h'])
  })

  it('ODM-GAP-10: a scripted "r2:end" answers the question after round 2', () => {
    const setup = duel({ ...x, at: 0 }, { ...y, at: 0 })
    const { state } = playScript(odmSystem, setup, { roller: seededRoller(1), decisions: { 'r2:end': 'flee:right' } })
    expect(state.status === 'finished' && state.outcome).toMatchObject({ result: 'won', winner: 'left', rounds: 2 })
  })

  it("ODM-END-1 ODM-GAP-10 (everyPart): asked before a part, the default breaks off only after the policy's round is fought", () => {
    const p = play(stalemate({ rules: { endQuestion: 'everyPart' }, policy: { breakOffAfterRound: 1 } }), [20, 20, 20])
    // Before both parts of round 1 the default is to fight on; before round 2's first part, to break off.
    expect(p.requests.filter((r) => r.key === 'end').map((r) => r.type === 'chooseOne' && [r.round, r.default])).toEqual([
      [1, 'fight'],
      [1, 'fight'],
      [2, 'stop']
    ])
    expect(outcome(p)).toMatchObject({ result: 'brokenOff', rounds: 1 })
  })

  it("ODM-END-1: the default policy breaks off an endless fight (nobody can hit) after the policy's round", () => {
    const thirtyRounds = stalemate({ policy: { breakOffAfterRound: 30 } })
    expect(simulate(odmSystem, thirtyRounds, seededRoller(3))).toMatchObject({ result: 'brokenOff', rounds: 30 })
    const { state } = playScript(odmSystem, thirtyRounds, { roller: seededRoller(3) })
    expect(state.status === 'finished' && state.outcome).toMatchObject({ result: 'brokenOff', rounds: 30 })
    expect(replay(odmSystem, thirtyRounds, []).status).toBe('pending')
  })
})
