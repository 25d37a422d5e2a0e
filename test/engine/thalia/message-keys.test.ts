import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  replay,
  type Answer,
  type ChooseManyAsk,
  type ChooseOneAsk,
  type DiceAsk,
  type FightIO,
  type Message,
  type Request
} from '../../../src-engine/core/index.ts'
import { chooseManyRequest, chooseOneRequest, diceRequest } from '../../../src-engine/core/asks.ts'
import { seededRoller, type DiceRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { thaliaMessages } from '../../../src-engine/text/messages/thalia.ts'
import { LANGUAGES, translator } from '../../../src-engine/text/index.ts'

/**
 * docs/architecture.md, "Names": what a roll is for is `thalia.roll.<name>`, a question `thalia.prompt.<name>`. Checked
 * on every request of the shipped Thalia examples, played with random legal answers under the settings and openings
 * that lead to the rarer questions (Mén where the Judge decides, morale per creature, Gruppekamp, ambushes).
 */

const examplesDir = new URL('../../../resources/examples/', import.meta.url)
const examples = readdirSync(examplesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, json: JSON.parse(readFileSync(new URL(f, examplesDir), 'utf8')) as Record<string, unknown> }))
  .filter((e) => e.json['system'] === 'thalia')

/** Gruppekamp needs a group on each side: a guard fights beside the player characters. */
const guard = {
  group: 'vakter',
  side: 'players',
  sheet: { kind: 'dk', id: 'vakt', name: 'Vakt', hp: 9, maxHp: 9, kampand: 8, attacks: [{ name: 'Spyd', damage: '1t6' }] }
}

interface Variant {
  readonly rules: Record<string, unknown>
  readonly options: Record<string, unknown>
  readonly guard?: boolean
}
const variants: readonly Variant[] = [
  { rules: {}, options: {} },
  { rules: {}, options: { opening: 'surpriseRoll', groupCombat: true }, guard: true },
  {
    rules: { menLocation: 'judge', npcTarget: 'judge', defenceTriumph: 'replacesNextAction', lastBreathZero: 'oneRound' },
    options: { opening: 'ambush:players' }
  },
  {
    rules: { moraleRoll: 'perCreature', initiativeEachRound: true, npcActionsPerTurn: 2 },
    options: { opening: 'ambush:monsters', groupCombat: true },
    guard: true
  }
]

/** Plays a fight in one pass, every request made in full: dice from the generator, each choice at random among its options. */
class RandomAnswers implements FightIO {
  readonly recording = true
  readonly answers: Answer[] = []
  readonly requests: Request[] = []
  constructor(private readonly roller: DiceRoller) {}
  roll(ask: DiceAsk): readonly number[] {
    const request = diceRequest(ask)
    this.requests.push(request)
    const faces = request.parts.flatMap((p) => p.sides.map((s) => this.roller.face(s)))
    this.answers.push({ type: 'dice', faces })
    return faces
  }
  chooseOne(ask: ChooseOneAsk): string {
    const request = chooseOneRequest(ask)
    this.requests.push(request)
    const option = this.roller.face(2) === 1 ? request.default : request.options[this.roller.face(request.options.length) - 1]!.id
    this.answers.push({ type: 'chooseOne', option })
    return option
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const request = chooseManyRequest(ask)
    this.requests.push(request)
    const options = [...request.default].reverse()
    this.answers.push({ type: 'chooseMany', options })
    return options
  }
  confirm(): void {
    this.answers.push({ type: 'confirm' })
  }
  emit(): void {}
}

/** The keys a message reaches: its own and those of its `*Key` parameters. */
function keysOf(message: Message): string[] {
  return [message.key, ...Object.entries(message.params ?? {}).flatMap(([name, value]) => (name.endsWith('Key') && typeof value === 'string' ? [value] : []))]
}

const SEEDS = 4

const RAW_KEY = /\b(thalia|event)\.[a-zA-Z]+/
const PLACEHOLDER = /\{\w+\}/

describe('Thalia message keys: a roll is thalia.roll.*, a question thalia.prompt.*', () => {
  it('every dice request of the example fights names a thalia.roll key, every choice a thalia.prompt key, and each reads in all four languages', () => {
    expect(examples.map((e) => e.file)).toContain('thalia-skirmish.json')
    const rollKeys = new Set<string>()
    const promptKeys = new Set<string>()
    let fights = 0
    for (const { file, json } of examples) {
      for (const [v, variant] of variants.entries()) {
        for (let seed = 1; seed <= SEEDS; seed++) {
          const setup = thaliaSystem.parseSetup({
            ...json,
            combatants: [...(json['combatants'] as object[]), ...(variant.guard ? [guard] : [])],
            rules: { ...(json['rules'] as object), ...variant.rules },
            options: { ...(json['options'] as object), ...variant.options }
          })
          const io = new RandomAnswers(seededRoller(`${file}-${v}-${seed}`))
          thaliaSystem.run(setup, io)
          const state = replay(thaliaSystem, setup, io.answers)
          expect(state.status, `${file} ${v} ${seed}`).toBe('finished')
          fights++
          for (const request of io.requests) {
            const where = `${file} ${v} ${seed}: ${request.key}`
            if (request.type === 'dice') {
              expect(request.prompt.key, where).toMatch(/^thalia\.roll\.[a-zA-Z]+$/)
              rollKeys.add(request.prompt.key)
            } else {
              expect(request.prompt.key, where).toMatch(/^thalia\.prompt\.[a-zA-Z]+$/)
              promptKeys.add(request.prompt.key)
            }
            const messages =
              request.type === 'dice' ? [request.prompt] : [request.prompt, ...(request.type === 'confirm' ? [] : request.options.map((o) => o.label))]
            for (const message of messages) {
              for (const key of keysOf(message)) for (const lang of LANGUAGES) expect(translator.has(lang, key), `${where} ${lang}: ${key}`).toBe(true)
              for (const lang of LANGUAGES) {
                const text = translator.text(message, lang)
                expect(text, `${where} ${lang}`).not.toMatch(RAW_KEY)
                expect(text, `${where} ${lang}`).not.toMatch(PLACEHOLDER)
              }
            }
          }
          // The log's dice lines word each roll by the request's key.
          for (const event of state.events)
            if (event.type === 'dice') expect(String(event.params['reasonKey']), `${file} ${v} ${seed}`).toMatch(/^thalia\.roll\./)
        }
      }
    }
    expect(fights).toBe(examples.length * variants.length * SEEDS)
    // Every roll and question text of the catalogue was asked for under its own topic: none is left over or misfiled.
    const catalogue = (topic: string) =>
      Object.keys(thaliaMessages.en)
        .filter((k) => k.startsWith(`thalia.${topic}.`) && k !== 'thalia.prompt.silent')
        .sort()
    expect([...rollKeys].sort()).toEqual(catalogue('roll'))
    expect([...promptKeys].sort()).toEqual(catalogue('prompt'))
  }, 120_000)
})
