import { describe, expect, it } from 'vitest'
import { duel, eventsOf, fight, le, outcome, pending, play, rolls } from './helpers.ts'

// X has the initiative throughout (courage 12 vs 8).
const x = { courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 2, tp: 'W6+2' }
const y = { courage: 8, at: 10, pa: 8, le: { current: 30, max: 30 }, bw: 3, tp: 'W6+1' }

describe('ODM combat rounds', () => {
  it('ODM-RND-1: rounds are numbered 1, 2, 3 … and go on with no maximum while nobody falls', () => {
    const misses = Array.from({ length: 60 }, () => 20)
    const p = play(duel(x, y), misses)
    expect(p.requests.filter((r) => r.key === 'attack').map((r) => r.round)).toEqual(Array.from({ length: 60 }, (_, i) => Math.floor(i / 2) + 1))
    expect(p.state.status).toBe('pending')
  })

  it('ODM-RND-2 ODM-RND-3 ODM-RND-5: part 1 (A attacks) ends after a miss, a parry or damage; then part 2 (B attacks); then round 2 part 1', () => {
    // Round 1: A hits, B parries (ODM-RND-3 b); B misses. Round 2: A hits, B fails, damage (c); B hits, A parries.
    // Round 3: A misses (a); B hits, A fails, damage.
    const p = play(duel(x, y), [5, 4, 15, 6, 12, 4, 3, 2, 18, 10, 13, 5, 20])
    expect(rolls(p)).toEqual([
      'attack@x',
      'defence@y',
      'attack@y',
      'attack@x',
      'defence@y',
      'damage@x',
      'attack@y',
      'defence@x',
      'attack@x',
      'attack@y',
      'defence@x',
      'damage@y',
      'attack@x'
    ])
    const attackRounds = p.requests.filter((r) => r.key === 'attack').map((r) => r.round)
    expect(attackRounds).toEqual([1, 1, 2, 2, 3, 3, 4])
    expect(le(p, 'y', 30)).toBe(30 - (4 + 2 - 3))
    expect(le(p, 'x', 30)).toBe(30 - (5 + 1 - 2))
  })

  it("ODM-RND-4 ODM-GAP-2 (default mirror): part 2 mirrors part 1 — B attacks, A defends, B determines TP minus A's BW", () => {
    const setup = duel(x, y)
    expect(setup.rules.partTwo).toBe('mirror')
    // A misses; B hits (7 ≤ 10), A's defence fails (15 > 9), B rolls TP 4+1 = 5, minus A's BW 2 = 3.
    const p = play(setup, [20, 7, 15, 4])
    expect(rolls(p)).toEqual(['attack@x', 'attack@y', 'defence@x', 'damage@y'])
    const dmg = eventsOf(p, 'odm.damage')[0]!
    expect(dmg.params).toMatchObject({ attacker: 'Y', defender: 'X', tp: 5, bw: 2, lost: 3, le: 27 })
    // A's defence succeeds: no TP, and the next roll is round 2's attack by A.
    const q = play(setup, [20, 7, 9, 13])
    expect(rolls(q)).toEqual(['attack@x', 'attack@y', 'defence@x', 'attack@x'])
    expect(q.requests.at(-1)!.round).toBe(2)
  })

  it('ODM-RND-6: in a two-person fight each fighter attacks once per round and defends at most once, only against a hit', () => {
    const p = play(duel(x, y), [1, 3, 20, 20, 4, 15, 4, 2])
    // Per round: one attack each; defence only after a successful attack.
    for (const round of [1, 2]) {
      const inRound = p.requests.filter((r) => r.round === round && r.type === 'dice')
      expect(
        inRound
          .filter((r) => r.key === 'attack')
          .map((r) => r.actor)
          .sort()
      ).toEqual(['x', 'y'])
      expect(inRound.filter((r) => r.key === 'defence').length).toBeLessThanOrEqual(2)
    }
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'attack@y', 'attack@x', 'attack@y', 'defence@x', 'damage@y', 'attack@x'])
  })

  it("ODM-EX-2: AT 11, a 15 misses: no defence roll, LE unchanged, next comes part 2 (B's attack)", () => {
    const p = play(duel({ ...x, at: 11 }, y), [15])
    expect(eventsOf(p, 'odm.attackMisses')[0]!.params).toMatchObject({ roll: 15, at: 11 })
    expect(eventsOf(p, 'odm.attackMisses')[0]!.rule).toBe('ODM-ATK-3')
    expect(rolls(p)).toEqual(['attack@x'])
    const next = play(duel({ ...x, at: 11 }, y), [15, 20])
    expect(rolls(next)).toEqual(['attack@x', 'attack@y'])
    expect(le(next, 'y', 30)).toBe(30)
  })

  it('ODM-EX-5: a successful defence: no TP are determined, LE unchanged, part 2 follows', () => {
    const p = play(duel(x, y), [5, 8, 20])
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'attack@y'])
    expect(eventsOf(p, 'odm.defenceHolds')[0]!.rule).toBe('ODM-DEF-2')
    expect(eventsOf(p, 'odm.damage')).toHaveLength(0)
    expect(le(p, 'y', 30)).toBe(30)
  })

  it('ODM-GAP-3 (default never): B put out of the fight in part 1 makes no part-2 attack; the fight ends at once', () => {
    const setup = duel({ ...x, tp: 'W6+40' }, y)
    expect(setup.rules.outFighterActs).toBe('never')
    const p = play(setup, [5, 15, 3])
    const o = outcome(p)
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'damage@x'])
    expect(o).toMatchObject({ result: 'won', winner: 'left', rounds: 1 })
    expect(o.combatants.find((c) => c.id === 'y')).toMatchObject({ status: 'defeated', leAfter: 30 - (43 - 3) })
  })

  it('ODM-GAP-3 ODM-END-3 (alternative finishRound): B still makes his part-2 attack in the round he fell, and no later one; both out is a draw', () => {
    const setup = duel({ ...x, tp: 'W6+40' }, { ...y, tp: 'W6+40' }, { outFighterActs: 'finishRound' })
    // X puts Y out; Y strikes back in part 2 and puts X out too: nobody is left standing.
    const p = play(setup, [5, 15, 3, 5, 15, 3])
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'damage@x', 'attack@y', 'defence@x', 'damage@y'])
    expect(outcome(p)).toMatchObject({ result: 'draw', winner: null, rounds: 1 })
    expect(eventsOf(p, 'odm.draw')).toMatchObject([{ rule: 'ODM-END-3', round: 1, params: { side: '', rounds: 1 } }])
    expect(eventsOf(p, 'odm.won')).toEqual([])
    // If Y's strike-back misses, X wins at the end of round 1 and Y gets no further round.
    const q = play(setup, [5, 15, 3, 20])
    expect(outcome(q)).toMatchObject({ result: 'won', winner: 'left', rounds: 1 })
  })

  it('ODM-GAP-3 ODM-END-3: under finishRound a fighter the campaign calls dead (deadAtLe) also strikes back in the round he fell', () => {
    const setup = duel({ ...x, tp: 'W6+40' }, { ...y, tp: 'W6+40' }, { outFighterActs: 'finishRound', deadAtLe: 0 })
    const p = play(setup, [5, 15, 3, 5, 15, 3])
    expect(rolls(p)).toEqual(['attack@x', 'defence@y', 'damage@x', 'attack@y', 'defence@x', 'damage@y'])
    expect(outcome(p).combatants.map((c) => c.status)).toEqual(['dead', 'dead'])
  })

  it('ODM-GAP-3 (finishRound): a member who fell strikes no more in the rounds after', () => {
    const heroes = [
      { id: 'a', sheet: { ...x, courage: 14 } },
      { id: 'b', sheet: { ...x, courage: 14 } }
    ]
    const setup = fight(heroes, [{ id: 'o', sheet: { ...y, tp: 'W6+40' } }], { outFighterActs: 'finishRound' })
    // Round 1: A and B miss; O rolls A as his target (D2 1), hits, A's parry fails: A is out. Round 2: only B attacks.
    const p = play(setup, [20, 20, 1, 5, 15, 3, 20, 20])
    expect(eventsOf(p, 'odm.defeated').map((e) => [e.round, e.params['name']])).toEqual([[1, 'A']])
    expect(p.requests.filter((r) => r.key === 'attack' && r.round === 2).map((r) => r.actor)).toEqual(['b', 'o'])
  })

  it('ODM-GAP-8 ODM-END-3: with deadAtLe −2 a blow to exactly LE −2 kills, one to LE −1 only puts out', () => {
    // Y has 3 LE; X hits, Y's parry fails, W6 + 2 − BW 3: a 4 takes 3 (LE 0), a 5 takes 4 (LE −1), a 6 takes 5 (LE −2).
    const setup = duel(x, { ...y, le: { current: 3, max: 30 } }, { deadAtLe: -2 })
    const statusAfter = (tp: number) => outcome(play(setup, [5, 15, tp])).combatants.find((c) => c.id === 'y')!
    expect(statusAfter(6)).toMatchObject({ status: 'dead', leAfter: -2 })
    expect(statusAfter(5)).toMatchObject({ status: 'defeated', leAfter: -1 })
    expect(statusAfter(4)).toMatchObject({ status: 'defeated', leAfter: 0 })
    const events = (tp: number) =>
      play(setup, [5, 15, tp])
        .state.events.filter((e) => e.rule === 'ODM-GAP-8')
        .map((e) => [e.type, e.params['le']])
    expect(events(6)).toEqual([['odm.dead', -2]])
    expect(events(5)).toEqual([['odm.defeated', -1]])
  })

  it('ODM-GAP-3: a fallen fighter is not attacked or asked to defend again', () => {
    const setup = duel({ ...x, tp: 'W6+40' }, y, { outFighterActs: 'finishRound' })
    const p = play(setup, [5, 15, 3, 20])
    expect(p.requests.filter((r) => r.actor === 'y' && r.key === 'defence')).toHaveLength(1)
    expect(() => pending(p)).toThrow()
  })
})
