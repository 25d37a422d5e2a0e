import { describe, expect, it } from 'vitest'
import {
  AnswerError,
  giveAnswer,
  playScript,
  replay,
  SetupError,
  simulate,
  undoAnswer,
  type FightEvent,
  type FightIO,
  type Request
} from '../../../src-engine/core/index.ts'
import { simulation } from '../../../src-engine/core/runner.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { thaliaMessages } from '../../../src-engine/text/messages/thalia.ts'
import { monster, pc, setupOf } from './fixtures.ts'

const skirmish = () =>
  thaliaSystem.parseSetup(
    setupOf([
      pc('Bertil', { shield: { name: 'Skjold', durability: 3 }, skills: { Sverd: 'kyndig', Skjold: 'kyndig', Legekunst: 'kyndig' } }),
      pc('Arne', { belt: [{ name: 'Eliksir', heal: '1t4' }], abilities: [{ name: 'Fokus', free: true }] }),
      monster('Gob1', { moraleEdge: 'advantage' }, { group: 'goblins', leader: true }),
      monster(
        'Gob2',
        { attacks: [{ name: 'Pil', damage: '1t6', ranged: true, effect: { name: 'Gift', resist: 'toffhet', coupVulnerable: true } }] },
        { group: 'goblins' }
      ),
      monster('Ulv', { kampand: 2 }, { group: 'wolves', side: 'goblins' })
    ])
  )

describe('Thalia engine: replay, undo, answers, setup', () => {
  it('replays deterministically: the same answers give byte-identical events over many seeded fights', () => {
    const setup = skirmish()
    for (let seed = 1; seed <= 30; seed++) {
      const { state, answers } = playScript(thaliaSystem, setup, { roller: seededRoller(seed) })
      expect(state.status).toBe('finished')
      const again = replay(thaliaSystem, setup, answers)
      expect(JSON.stringify(again.events)).toBe(JSON.stringify(state.events))
      expect(JSON.stringify(again.status === 'finished' && again.outcome)).toBe(JSON.stringify(state.status === 'finished' && state.outcome))
    }
  })

  it('simulation gives the same outcome as a recorded replay of the same dice', () => {
    const setup = skirmish()
    for (let seed = 1; seed <= 20; seed++) {
      const simulated = simulate(thaliaSystem, setup, seededRoller(seed))
      const { state } = playScript(thaliaSystem, setup, { roller: seededRoller(seed) })
      expect(state.status === 'finished' && state.outcome).toEqual(simulated)
    }
  })

  it('the fights of `simulation` with an io that asks are the fights `run` gives: every question is asked, the same outcome', () => {
    const setup = skirmish()
    /** An io that records and asks: seeded dice, the last option of each choice, and the keys of the questions asked. */
    const asking = (seed: number) => {
      const dice = seededRoller(seed)
      const asked: string[] = []
      const io: FightIO = {
        recording: true,
        roll: (ask) => ask.parts.flatMap((p) => ('sides' in p ? p.sides.map((sides) => dice.face(sides)) : [])),
        chooseOne: (ask) => {
          asked.push(ask.key)
          const options = typeof ask.options === 'function' ? ask.options() : ask.options
          return options[options.length - 1]!.id
        },
        chooseMany: (ask) => (asked.push(ask.key), ask.default),
        confirm: () => {},
        emit: () => {}
      }
      return { io, asked }
    }
    const fights = simulation(thaliaSystem, setup)
    for (let seed = 1; seed <= 3; seed++) {
      const direct = asking(seed)
      const outcome = thaliaSystem.run(setup, direct.io)
      const simulated = asking(seed)
      expect(fights(simulated.io)).toEqual(outcome)
      expect(simulated.asked).toEqual(direct.asked)
      expect(direct.asked.length).toBeGreaterThan(0)
    }
  })

  it('undo drops the last answer and restores the previous request', () => {
    const setup = skirmish()
    const { answers } = playScript(thaliaSystem, setup, { roller: seededRoller(5) })
    const before = replay(thaliaSystem, setup, answers.slice(0, 6))
    const after = replay(thaliaSystem, setup, undoAnswer(answers.slice(0, 7)))
    expect(before.status).toBe('pending')
    expect(after).toEqual(before)
  })

  it('rejects a bad answer with AnswerError and leaves the fight as it was', () => {
    const setup = skirmish()
    const state = replay(thaliaSystem, setup, [])
    expect(state.status).toBe('pending')
    const request = (state as { request: Request }).request
    expect(request.key).toBe('opening')
    expect(() => giveAnswer(thaliaSystem, setup, [], { type: 'chooseOne', option: 'nonsense' })).toThrow(AnswerError)
    expect(() => giveAnswer(thaliaSystem, setup, [], { type: 'dice', faces: [3] })).toThrow(AnswerError)
    const initiative = giveAnswer(thaliaSystem, setup, [], { type: 'chooseOne', option: 'none' })
    expect(() => giveAnswer(thaliaSystem, setup, initiative, { type: 'dice', faces: [7, 1] })).toThrow(AnswerError)
  })

  it('bad setup input throws SetupError naming the field', () => {
    const base = setupOf([pc('A'), monster('M')])
    const bad = (mutate: (s: ReturnType<typeof structuredClone<typeof base>>) => void, field: string) => {
      const s = structuredClone(base)
      mutate(s)
      try {
        thaliaSystem.parseSetup(s)
        expect.unreachable('should throw')
      } catch (e) {
        expect(e).toBeInstanceOf(SetupError)
        expect((e as SetupError).path).toBe(field)
      }
    }
    bad((s) => ((s.combatants[1]!.sheet as { vern: number }).vern = -2), 'combatants[1].sheet.vern')
    bad((s) => ((s.combatants[0]!.sheet as { weapons: { damage: string }[] }).weapons[0]!.damage = '1x6'), 'combatants[0].sheet.weapons[0].damage')
    bad((s) => ((s.combatants[1]!.sheet as { kampand: number }).kampand = 13), 'combatants[1].sheet.kampand')
    bad((s) => ((s.combatants[0]!.sheet as { hp: unknown }).hp = 'ten'), 'combatants[0].sheet.hp')
    bad((s) => ((s.combatants[0]!.sheet as { skills: Record<string, string> }).skills = { Sverd: 'mester' }), 'combatants[0].sheet.skills.Sverd')
    bad((s) => ((s.rules as Record<string, unknown>)['initiativeMode'] = 'altC'), 'rules.initiativeMode')
    bad((s) => ((s.options as Record<string, unknown>)['opening'] = 'ambush:nobody'), 'options.opening')
    bad((s) => (s.combatants[1]!.sheet.id = 'A'), 'combatants[1].sheet.id')
  })

  it('THA-MORALE-5 THA-GAP-44: a Leader is a DK or monster, one per group: an SK as Leader and a second Leader are refused, field and reason named', () => {
    const refusal = (combatants: Parameters<typeof setupOf>[0]) => {
      try {
        thaliaSystem.parseSetup(setupOf(combatants))
      } catch (e) {
        return { type: (e as Error).name, path: (e as SetupError).path, code: (e as SetupError).code, message: (e as Error).message }
      }
      return null
    }
    expect(refusal([{ ...pc('A'), leader: true } as Parameters<typeof setupOf>[0][number], monster('M')])).toEqual({
      type: 'SetupError',
      path: 'combatants[0].leader',
      code: 'custom',
      message: 'combatants[0].leader: only DKs and monsters lead a group'
    })
    expect(refusal([pc('A'), monster('G1', {}, { group: 'goblins', leader: true }), monster('G2', {}, { group: 'goblins', leader: true })])).toEqual({
      type: 'SetupError',
      path: 'combatants[2].leader',
      code: 'custom',
      message: 'combatants[2].leader: group "goblins" already has a leader'
    })
    // Leaders of two groups are fine.
    expect(refusal([pc('A'), monster('G1', {}, { group: 'goblins', leader: true }), monster('W1', {}, { group: 'wolves', leader: true })])).toBeNull()
  })
})

describe('Thalia messages', () => {
  it('every event type, prompt, option and *Key parameter used in fights has an English text', () => {
    const setup = thaliaSystem.parseSetup({
      ...setupOf(skirmish().combatants.map((c) => c as never)),
      options: { opening: 'surpriseRoll', groupCombat: false }
    })
    const keys = new Set<string>()
    const collect = (events: readonly FightEvent[], requests: readonly Request[]) => {
      for (const e of events) {
        if (e.type !== 'dice') {
          keys.add(`event.${e.type}`)
          for (const m of (thaliaMessages.en[`event.${e.type}`] ?? '').matchAll(/\{(\w+)\}/g)) {
            expect(e.params[m[1]!] ?? e.params[`${m[1]}Key`] ?? e.params[`${m[1]}Keys`], `${e.type}: {${m[1]}}`).toBeDefined()
          }
        }
        for (const [name, value] of Object.entries(e.params)) {
          if (name.endsWith('Key') && typeof value === 'string') keys.add(value)
          if (name.endsWith('Keys') && Array.isArray(value)) for (const v of value as string[]) if (v.startsWith('thalia.')) keys.add(v)
        }
      }
      for (const r of requests) {
        keys.add(r.prompt.key)
        if (r.type === 'chooseOne' || r.type === 'chooseMany') for (const o of r.options) keys.add(o.label.key)
      }
    }
    for (let seed = 1; seed <= 40; seed++) {
      const requests: Request[] = []
      let answers = [] as ReturnType<typeof giveAnswer>
      const roller = seededRoller(seed)
      for (;;) {
        const state = replay(thaliaSystem, setup, answers)
        if (state.status === 'finished') {
          collect(state.events, requests)
          break
        }
        requests.push(state.request)
        const r = state.request
        const answer =
          r.type === 'dice'
            ? { type: 'dice', faces: r.parts.flatMap((p) => p.sides.map((s) => roller.face(s))) }
            : r.type === 'chooseOne'
              ? { type: 'chooseOne', option: r.options[roller.face(r.options.length) - 1]!.id }
              : r.type === 'chooseMany'
                ? { type: 'chooseMany', options: r.default }
                : { type: 'confirm' }
        answers = giveAnswer(thaliaSystem, setup, answers, answer)
      }
    }
    expect(keys.size).toBeGreaterThan(60)
    for (const key of keys) expect(thaliaMessages.en[key], key).toBeTypeOf('string')
  })
})
