import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { giveAnswer, replay, simulate, type Answer } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'

const example = JSON.parse(readFileSync(new URL('../../../resources/examples/thalia-skirmish.json', import.meta.url), 'utf8'))
const guard = {
  group: 'vakter',
  side: 'players',
  sheet: { kind: 'dk', id: 'vakt', name: 'Vakt', hp: 9, maxHp: 9, kampand: 8, attacks: [{ name: 'Spyd', damage: '1t6' }] }
}

/** Alternative settings that change the flow of a fight; each is played with random legal answers. */
const variants: Record<string, unknown>[] = [
  {},
  { initiativeMode: 'altA', declaration: 'allFirst' },
  { initiativeMode: 'altB', attackOnDying: 'kills' },
  { npcAtZeroHp: 'out', initiativeEachRound: true, mergeNpcGroups: true },
  { defenceTriumph: 'replacesNextAction', freeActionLimit: 1, menLocation: 'judge', lastBreathZero: 'oneRound' },
  { moraleRoll: 'perCreature', ka2Flees: 'fightStart', aftermath: 'stop', preparedInterrupts: false, stabiliseRetry: false, npcActionsPerTurn: 2 }
]

describe('Thalia under random answers and alternative settings', () => {
  it('THA-RND-1 THA-END-1: every fight ends, every default is a legal option, and simulation never throws', () => {
    let fights = 0
    variants.forEach((rules, v) => {
      for (const [groupCombat, opening] of [
        [v % 2 === 0, 'surpriseRoll'],
        [v % 2 === 1, v % 3 === 0 ? 'ambush:players' : 'ambush:monsters']
      ] as const) {
        const setup = thaliaSystem.parseSetup({
          ...example,
          combatants: [...example.combatants, guard],
          rules: { ...rules, maxRounds: 8 },
          options: { opening, groupCombat }
        })
        const roller = seededRoller(`${v}-${opening}-${groupCombat}`)
        let answers: Answer[] = []
        for (let step = 0; ; step++) {
          const state = replay(thaliaSystem, setup, answers)
          if (state.status === 'finished') break
          expect(step).toBeLessThan(2000)
          const r = state.request
          if (r.type === 'chooseOne')
            expect(
              r.options.map((o) => o.id),
              r.key
            ).toContain(r.default)
          if (r.type === 'chooseMany') expect([...r.default].sort(), r.key).toEqual(r.options.map((o) => o.id).sort())
          const answer =
            r.type === 'dice'
              ? { type: 'dice', faces: r.parts.flatMap((p) => p.sides.map((s) => roller.face(s))) }
              : r.type === 'chooseOne'
                ? { type: 'chooseOne', option: roller.face(2) === 1 ? r.default : r.options[roller.face(r.options.length) - 1]!.id }
                : r.type === 'chooseMany'
                  ? { type: 'chooseMany', options: [...r.default].reverse() }
                  : { type: 'confirm' }
          answers = giveAnswer(thaliaSystem, setup, answers, answer)
        }
        for (let seed = 0; seed < 50; seed++) expect(simulate(thaliaSystem, setup, seededRoller(seed)).rounds).toBeLessThanOrEqual(8)
        fights++
      }
    })
    expect(fights).toBe(12)
  }, 120_000)
})
