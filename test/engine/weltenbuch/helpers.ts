import { readFileSync } from 'node:fs'
import {
  chooseManyRequest,
  chooseOneRequest,
  diceRequest,
  giveAnswer,
  replay,
  type Answer,
  type FightEvent,
  type FightIO,
  type FightState,
  type Request
} from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { weltenbuchSystem, type WeltenbuchOutcome, type WeltenbuchSetup } from '../../../src-engine/systems/weltenbuch/index.ts'
import type { WeltenbuchSetupInput } from '../../../src-engine/systems/weltenbuch/setup.ts'
import type { WeltenbuchSheetInput } from '../../../src-engine/systems/weltenbuch/sheet.ts'

export const system = weltenbuchSystem

/** A decision for a request, or undefined for the request's default. */
export type Decide = (request: Exclude<Request, { type: 'dice' }>) => string | readonly string[] | undefined

export interface Played {
  readonly state: FightState<WeltenbuchOutcome>
  readonly answers: Answer[]
  readonly requests: Request[]
  readonly outcome: WeltenbuchOutcome
  readonly events: readonly FightEvent[]
}

/** Plays a fight with the given dice sums (2W6 pairs written as their faces) and decisions; all dice must be used. */
export function play(setup: WeltenbuchSetup, faces: readonly number[], decide: Decide = () => undefined, allowLeftover = false): Played {
  const result = playSome(setup, faces, decide, false)
  if (result.state.status !== 'finished') throw new Error('unreachable')
  if (result.diceLeft > 0 && !allowLeftover) throw new Error(`unused dice: ${result.diceLeft}`)
  return { ...result, outcome: result.state.outcome }
}

export interface PlayedSome {
  readonly state: FightState<WeltenbuchOutcome>
  readonly answers: Answer[]
  readonly requests: Request[]
  readonly events: readonly FightEvent[]
  readonly diceLeft: number
}

/** Like play, but stops (with the fight pending) when the dice run out. */
export function playSome(setup: WeltenbuchSetup, faces: readonly number[], decide: Decide = () => undefined, stopWhenOut = true): PlayedSome {
  const dice = [...faces]
  let answers: Answer[] = []
  const requests: Request[] = []
  for (;;) {
    const state = replay(system, setup, answers)
    if (state.status === 'finished') return { state, answers, requests, events: state.events, diceLeft: dice.length }
    const request = state.request
    let answer: Answer
    if (request.type === 'dice') {
      const n = request.parts.reduce((sum, p) => sum + p.sides.length, 0)
      if (dice.length < n) {
        if (stopWhenOut) return { state, answers, requests, events: state.events, diceLeft: dice.length }
        throw new Error(`out of dice at ${request.key} (round ${request.round})`)
      }
      answer = { type: 'dice', faces: dice.splice(0, n) }
    } else {
      const chosen = decide(request)
      if (request.type === 'chooseOne') answer = { type: 'chooseOne', option: typeof chosen === 'string' ? chosen : request.default }
      else if (request.type === 'chooseMany')
        answer = { type: 'chooseMany', options: chosen === undefined ? [...request.default] : typeof chosen === 'string' ? [chosen] : [...chosen] }
      else answer = { type: 'confirm' }
    }
    requests.push(request)
    answers = giveAnswer(system, setup, answers, answer)
  }
}

/** Replays until the first request matching `match`, answering everything before from dice and defaults. */
export function stateAt(setup: WeltenbuchSetup, faces: readonly number[], match: (r: Request) => boolean, decide: Decide = () => undefined) {
  const dice = [...faces]
  let answers: Answer[] = []
  for (;;) {
    const state = replay(system, setup, answers)
    if (state.status === 'finished') throw new Error('fight ended before the request')
    if (match(state.request)) return { state, answers }
    const request = state.request
    let answer: Answer
    if (request.type === 'dice')
      answer = {
        type: 'dice',
        faces: dice.splice(
          0,
          request.parts.reduce((sum, p) => sum + p.sides.length, 0)
        )
      }
    else if (request.type === 'chooseOne') answer = { type: 'chooseOne', option: (decide(request) as string | undefined) ?? request.default }
    else if (request.type === 'chooseMany') answer = { type: 'chooseMany', options: [...((decide(request) as string[] | undefined) ?? request.default)] }
    else answer = { type: 'confirm' }
    answers = giveAnswer(system, setup, answers, answer)
  }
}

/** Two faces that sum to `sum` (2..12), for writing dice scripts as the text gives them. */
export function d(sum: number): [number, number] {
  if (sum < 2 || sum > 12) throw new RangeError(`2W6 cannot show ${sum}`)
  const a = Math.min(6, sum - 1)
  return [a, sum - a]
}

export function dice(...sums: number[]): number[] {
  return sums.flatMap((s) => d(s))
}

export function sheet(over: Partial<WeltenbuchSheetInput> & { name: string }): WeltenbuchSheetInput {
  return {
    attributes: { geist: 5, koerper: 6, geschick: 5, sozial: 5, wille: 5, sinne: 5 },
    skills: { Schwerter: 3, Ausweichen: 2, Wahrnehmung: 2 },
    weapons: [{ id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' }],
    ...over
  }
}

export function setupOf(input: WeltenbuchSetupInput): WeltenbuchSetup {
  return system.parseSetup(input)
}

export function loadExample(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../../resources/examples/${name}`, import.meta.url), 'utf8'))
}

export function eventsOf(events: readonly FightEvent[], type: string): FightEvent[] {
  return events.filter((e) => e.type === `weltenbuch.${type}`)
}

/**
 * The rolls of some tests ('attack', 'parry', 'shield', 'dodge', 'initiative', …), in order: a test's one log line is
 * its dice event, whose params hold the prompt's (name, target, weapon …) and the total.
 */
export function rolls(events: readonly FightEvent[], ...tests: string[]): FightEvent[] {
  return events.filter((e) => e.type === 'dice' && tests.includes(String(e.params['key']).split(':')[0]!))
}

/** The short bow the ranged tests shoot with: 50 m, damage ×2+4. */
export const BOW = { id: 'bogen', name: 'Bogen', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×2+4', range: 50 }

/** Eliria, a hero 30 m behind the line, her bow spanned and in hand; `over` changes her sheet. */
export function archer(id: string, over: Partial<WeltenbuchSheetInput> = {}) {
  return {
    id,
    side: 'heroes' as const,
    kind: 'hero' as const,
    position: -30,
    wielding: 'bogen',
    loaded: ['bogen'],
    sheet: sheet({ name: 'Eliria', skills: { Bogen: 5 }, weapons: [BOW], ...over })
  }
}

/** A combatant named by his id in capitals (h1 → H1) standing at a position, hero or NSC by his side. */
export function placed(id: string, side: 'heroes' | 'foes', position: number) {
  return { id, side, kind: side === 'heroes' ? ('hero' as const) : ('nsc' as const), position, sheet: sheet({ name: id.toUpperCase() }) }
}

export function duel(
  heroSheet: Partial<WeltenbuchSheetInput> = {},
  foeSheet: Partial<WeltenbuchSheetInput> = {},
  extra: Partial<WeltenbuchSetupInput> = {}
): WeltenbuchSetup {
  return setupOf({
    combatants: [
      { id: 'held', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Held', ...heroSheet }) },
      { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork', ...foeSheet }) }
    ],
    ...extra
  })
}

/** Decisions by key (or "r<round>:key"); a list answers successive single choices of that key in turn. */
export function decideBy(map: Readonly<Record<string, string | readonly string[]>>): Decide {
  const used = new Map<string, number>()
  return (r) => {
    const roundKey = `r${r.round}:${r.key}`
    const key = map[roundKey] !== undefined ? roundKey : r.key
    const v = map[key]
    if (v === undefined || typeof v === 'string' || r.type === 'chooseMany') return v
    const i = used.get(key) ?? 0
    used.set(key, i + 1)
    return v[i]
  }
}

/** The key of the request a pending fight waits for. */
export function pendingKey(state: FightState<WeltenbuchOutcome>): string {
  if (state.status !== 'pending') throw new Error('the fight is over')
  return state.request.key
}

const EXAMPLES = ['weltenbuch-yorn-vs-orc.json', 'weltenbuch-2v3.json'] as const

/** The two examples, two variants of the group fight with other settings and ambushes, and one with everyone in melee. */
export function variants(): WeltenbuchSetup[] {
  const list: WeltenbuchSetup[] = EXAMPLES.map((e) => system.parseSetup(loadExample(e)))
  const twoVThree = loadExample('weltenbuch-2v3.json') as object
  list.push(system.parseSetup({ ...twoVThree, ambushBy: 'heroes', rules: { hitZoneDice: true, modifiersInMelee: true } }))
  list.push(system.parseSetup({ ...twoVThree, ambushBy: 'foes', rules: { membersAlternate: false, ambushAllowsParry: true } }))
  // Everyone in one melee: the orcs have two heroes in reach and roll for their targets (nscTarget).
  const inMelee = twoVThree as { combatants: { id: string; position?: number }[] }
  list.push(system.parseSetup({ ...inMelee, combatants: inMelee.combatants.map((c) => ({ ...c, position: 0 })) }))
  return list
}

/**
 * One pass through a fight with seeded dice and seeded random legal decisions (`wildness` in 4 of them
 * leave the default), writing down the answers; replaying them must give the same fight.
 */
export function randomFight(setup: WeltenbuchSetup, seed: number, wildness = 1): { answers: Answer[]; requests: Request[] } {
  const dice = seededRoller(`wb-${seed}`)
  const choices = seededRoller(`choices-${seed}`)
  const answers: Answer[] = []
  const requests: Request[] = []
  const io: FightIO = {
    recording: true,
    roll(ask) {
      const request = diceRequest(ask)
      requests.push(request)
      const faces: number[] = []
      for (const part of request.parts) for (const sides of part.sides) faces.push(dice.face(sides))
      answers.push({ type: 'dice', faces })
      return faces
    },
    chooseOne(ask) {
      const request = chooseOneRequest(ask)
      requests.push(request)
      const option = choices.face(4) <= wildness ? request.options[choices.face(request.options.length) - 1]!.id : request.default
      answers.push({ type: 'chooseOne', option })
      return option
    },
    chooseMany(ask) {
      const request = chooseManyRequest(ask)
      requests.push(request)
      const options = wildness > 0 ? request.options.filter(() => choices.face(4) === 1).map((o) => o.id) : [...request.default]
      answers.push({ type: 'chooseMany', options })
      return options
    },
    confirm(ask) {
      requests.push({ type: 'confirm', ...ask })
      answers.push({ type: 'confirm' })
    },
    emit() {}
  }
  system.run(setup, io)
  return { answers, requests }
}

/** Events and requests of many fights, for the message test. */
export function sampleFights(): { events: FightEvent[]; requests: Request[] } {
  const events: FightEvent[] = []
  const requests: Request[] = []
  for (const setup of variants()) {
    for (let seed = 1; seed <= 10; seed++) {
      const fight = randomFight(setup, seed)
      requests.push(...fight.requests)
      events.push(...replay(system, setup, fight.answers).events)
    }
  }
  return { events, requests }
}
