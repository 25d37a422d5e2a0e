import { giveAnswer, replay, type Answer, type FightEvent, type FightState, type Request } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem, type ThaliaOutcome, type ThaliaSetup } from '../../../src-engine/systems/thalia/index.ts'
import type { ThaliaSetupInput } from '../../../src-engine/systems/thalia/index.ts'
import type { ThaliaCombatantOutcome } from '../../../src-engine/systems/thalia/outcome.ts'
import { translator } from '../../../src-engine/text/index.ts'

type Input = ThaliaSetupInput['combatants'][number]

export function pc(id: string, extra: Record<string, unknown> = {}): Input {
  return {
    sheet: {
      kind: 'pc',
      id,
      name: id,
      hp: 10,
      maxHp: 10,
      vern: 0,
      movement: 6,
      factors: { makt: 1, agilitet: 2, intellekt: 0, karisma: 0 },
      skills: { Sverd: 'kyndig' },
      weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 5 }],
      ...extra
    } as Input['sheet']
  }
}

export function monster(id: string, extra: Record<string, unknown> = {}, placement: Partial<Omit<Input, 'sheet'>> = {}): Input {
  return {
    sheet: {
      kind: 'monster',
      id,
      name: id,
      hp: 8,
      maxHp: 8,
      vern: 0,
      kampand: 7,
      attacks: [{ name: 'Klør', damage: '1t6' }],
      ...extra
    } as Input['sheet'],
    ...placement
  }
}

/**
 * A setup from combatants, rule settings and options. The Judge picks the DKs' and monsters' targets here (`npcTarget:
 * judge`, scripted as `choose.target`) unless a test says otherwise, so a script names whom each attack goes at; the
 * default, rolled targets, has tests of its own.
 */
export function setupOf(combatants: Input[], rules: Record<string, unknown> = {}, options: Record<string, unknown> = {}): ThaliaSetupInput {
  return { combatants, rules: { npcTarget: 'judge', ...rules }, options } as ThaliaSetupInput
}

export interface Script {
  /**
   * Faces per request key (or "r<round>:<key>"), consumed in order; each entry is one request's faces. An entry with
   * more faces than the request rolls feeds the next requests of that key: `initiative: [[5, 2]]` is the players' 5
   * and the monsters' 2 (one die per Kampside, each its own roll), `evade: [[18, 4]]` both d20 of an Unngå with Ulempe.
   */
  dice?: Record<string, number[][]>
  /** Options per request key (or "r<round>:<key>"), consumed in order; unscripted choices take the default. */
  choose?: Record<string, (string | string[])[]>
  /** Dice not scripted come from this seed; without it an unscripted roll fails the test. */
  seed?: number
  /** Stop before answering the first request this accepts. */
  stopAt?: (request: Request) => boolean
}

export interface Played {
  state: FightState<ThaliaOutcome>
  answers: Answer[]
  events: readonly FightEvent[]
  requests: Request[]
  outcome: ThaliaOutcome
  setup: ThaliaSetup
  ofType(type: string): FightEvent[]
}

function take<T>(queues: Record<string, T[]> | undefined, request: Request): T | undefined {
  if (!queues) return undefined
  const specific = queues[`r${request.round}:${request.key}`]
  if (specific && specific.length > 0) return specific.shift()
  const general = queues[request.key]
  if (general && general.length > 0) return general.shift()
  return undefined
}

/** A dice entry for one request: its first faces; the rest stay at the front of the queue for the next request of the key. */
function takeFaces(queues: Record<string, number[][]> | undefined, request: Extract<Request, { type: 'dice' }>): number[] | undefined {
  if (!queues) return undefined
  const count = request.parts.reduce((n, p) => n + p.sides.length, 0)
  for (const key of [`r${request.round}:${request.key}`, request.key]) {
    const queue = queues[key]
    if (!queue || queue.length === 0) continue
    const entry = queue[0]!
    if (entry.length > count) {
      queue[0] = entry.slice(count)
      return entry.slice(0, count)
    }
    return queue.shift()
  }
  return undefined
}

export function play(input: ThaliaSetupInput, script: Script = {}): Played {
  const setup = thaliaSystem.parseSetup(input)
  const dice = script.dice ? Object.fromEntries(Object.entries(script.dice).map(([k, v]) => [k, [...v]])) : undefined
  const choose = script.choose ? Object.fromEntries(Object.entries(script.choose).map(([k, v]) => [k, [...v]])) : undefined
  const roller = script.seed !== undefined ? seededRoller(script.seed) : undefined
  let answers: Answer[] = []
  const requests: Request[] = []
  for (let guard = 0; guard < 5000; guard++) {
    const state = replay(thaliaSystem, setup, answers)
    if (state.status === 'finished' || (script.stopAt && script.stopAt(state.request))) {
      const events = state.events
      return {
        state,
        answers,
        events,
        requests,
        setup,
        outcome: state.status === 'finished' ? state.outcome : (undefined as unknown as ThaliaOutcome),
        ofType: (type) => events.filter((e) => e.type === type)
      }
    }
    const request = state.request
    requests.push(request)
    let answer: Answer
    if (request.type === 'dice') {
      const faces = takeFaces(dice, request)
      if (faces) answer = { type: 'dice', faces }
      else if (roller) answer = { type: 'dice', faces: request.parts.flatMap((p) => p.sides.map((s) => roller.face(s))) }
      else throw new Error(`No dice scripted for "${request.key}" in round ${request.round}`)
    } else if (request.type === 'chooseOne') {
      const option = take(choose, request)
      answer = { type: 'chooseOne', option: (option as string | undefined) ?? request.default }
    } else if (request.type === 'chooseMany') {
      const options = take(choose, request)
      answer = { type: 'chooseMany', options: (options as string[] | undefined) ?? [...request.default] }
    } else {
      answer = { type: 'confirm' }
    }
    answers = giveAnswer(thaliaSystem, setup, answers, answer)
  }
  throw new Error('fight did not end')
}

export function combatant(played: Played, id: string) {
  const c = played.outcome.combatants.find((x) => x.id === id)
  if (!c) throw new Error(`no combatant ${id}`)
  return c
}

/** One combatant's outcome as a fight gives it: an SK who came through untouched, with `extra` changed. */
export function combatantOutcome(id: string, extra: Partial<ThaliaCombatantOutcome> = {}): ThaliaCombatantOutcome {
  return {
    id,
    name: id,
    kind: 'pc',
    side: 'players',
    group: 'players',
    status: 'active',
    hp: 10,
    hpLost: 0,
    lastBreath: null,
    unconsciousDays: 0,
    injuries: [],
    conditions: [],
    weaponDurability: [],
    shieldDurability: null,
    shieldWorn: 0,
    beltUsed: [],
    moraleTestsPassed: 0,
    fightsToDeath: false,
    ...extra
  }
}

/** A chooseOne request as the GM reads it: prompt, rule, actor, default and every option's id and text. */
export function menu(r: Request | undefined) {
  const c = r as Extract<Request, { type: 'chooseOne' }>
  return {
    prompt: translator.text(c.prompt, 'en'),
    rule: c.rule,
    actor: c.actor,
    default: c.default,
    options: c.options.map((o) => `${o.id} = ${translator.text(o.label, 'en')}`)
  }
}
