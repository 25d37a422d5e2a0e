import { describe, expect, it } from 'vitest'
import {
  defaultAnswer,
  playScript,
  replay,
  type Answer,
  type ChooseManyAsk,
  type ChooseOneAsk,
  type DiceAsk,
  type FightEvent,
  type FightIO,
  type Message
} from '../../../src-engine/core/index.ts'
import type { Standing } from '../../../src-engine/core/standing.ts'
import { chooseManyRequest, chooseOneRequest } from '../../../src-engine/core/asks.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import {
  defaultOdmRules,
  healOdm,
  odmCampaign,
  odmOutcomeMessages,
  odmCampaignSheetSchema,
  odmSheetSchema,
  odmSystem
} from '../../../src-engine/systems/odm/index.ts'
import { Translator } from '../../../src-engine/text/catalog.ts'
import { coreMessages } from '../../../src-engine/text/messages/core.ts'
import { odmMessages } from '../../../src-engine/text/messages/odm.ts'
import { fight } from './helpers.ts'

/** Every message key a fight uses: event types, prompts, option labels, the standing's words; decisions are taken at random to reach every branch. */
class KeyCollector implements FightIO {
  readonly recording = true
  readonly keys = new Set<string>()
  readonly messages: Message[] = []
  readonly answers: Answer[] = []
  private standing: (() => Standing) | null = null
  constructor(private readonly roller: ReturnType<typeof seededRoller>) {}
  private note(m: Message): void {
    this.keys.add(m.key)
    this.messages.push(m)
  }
  observe(standing: () => Standing): void {
    this.standing = standing
  }
  /** The standing at this moment: its round term (with the round, as the text layer fills it), phase, value and mark labels. */
  noteStanding(): void {
    const s = this.standing?.()
    if (!s) return
    this.note({ key: s.roundTerm.key, params: { round: s.round } })
    if (s.phase) this.note(s.phase)
    for (const c of s.sides.flatMap((side) => side.combatants)) {
      c.values.forEach((v) => this.note(v.label))
      c.marks.forEach((m) => this.note(m.label))
      // A condition in ODM's own word where it has one (text/standing.ts looks for it).
      for (const condition of c.conditions)
        if (`standing.condition.odm.${condition}` in odmMessages.en) this.note({ key: `standing.condition.odm.${condition}` })
    }
  }
  roll(ask: DiceAsk): readonly number[] {
    this.noteStanding()
    this.note(ask.prompt)
    const faces: number[] = []
    for (const part of ask.parts) for (const sides of 'sides' in part ? part.sides : []) faces.push(this.roller.face(sides))
    return faces
  }
  chooseOne(ask: ChooseOneAsk): string {
    this.noteStanding()
    const r = chooseOneRequest(ask)
    this.note(r.prompt)
    r.options.forEach((o) => this.note(o.label))
    // Mostly the default, sometimes another option, so surrender, flight and saving a defence happen too.
    const pick = this.roller.face(12)
    if (pick === 1 && r.options.length > 1) return r.options[this.roller.face(r.options.length) - 1]!.id
    return (defaultAnswer(r) as Extract<Answer, { type: 'chooseOne' }>).option
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    this.noteStanding()
    const r = chooseManyRequest(ask)
    this.note(r.prompt)
    r.options.forEach((o) => this.note(o.label))
    return r.default
  }
  confirm(): void {}
  emit(event: FightEvent): void {
    this.note({ key: `event.${event.type}`, params: event.params })
  }
}

function usedKeys(): KeyCollector {
  const sheet = (courage: number, kind: string) => ({ courage, at: 12, pa: 9, bw: 1, le: { current: 12, max: 12 }, tp: 'W6+3', kind })
  const heroes = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `h${i}`, name: `H${i}`, sheet: sheet(10, 'hero') }))
  const orcs = (n: number, courage = 4) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, name: `O${i}`, sheet: sheet(courage, 'monster') }))
  const variants = [
    {},
    { courageTie: 'masterChooses', separateCourageTie: 'masterChooses', separateFightOrder: 'masterChooses', outFighterActs: 'finishRound' },
    { endQuestion: 'everyPart', masterlyUsesDefence: true, loneDefence: 'firstHit', groupAttackOrder: 'setupOrder', regroup: 'whenAllEnded' },
    { endQuestion: 'everyAttack', deadAtLe: -2, loneTarget: 'random' }
  ]
  const lineups: Array<[unknown[], unknown[]]> = [
    [heroes(1), orcs(1, 10)],
    [heroes(1), orcs(1, 5)],
    [heroes(1), orcs(3)],
    [heroes(2), orcs(5)],
    [heroes(2), orcs(2, 10)],
    [heroes(3), orcs(2, 15)],
    [heroes(3), orcs(6)]
  ]
  const collector = new KeyCollector(seededRoller('keys'))
  for (const rules of variants) {
    for (const [a, b] of lineups) {
      const setup = odmSystem.parseSetup({
        sides: [
          { id: 'l', name: 'L', combatants: a },
          { id: 'r', name: 'R', combatants: b }
        ],
        rules
      })
      for (let i = 0; i < 60; i++) {
        odmSystem.run(setup, collector)
        collector.noteStanding()
      }
    }
  }
  const wounded = odmSheetSchema.parse(sheet(1, 'hero'))
  for (const h of [
    { type: 'rest', days: 1 },
    { type: 'heal', points: 2 },
    { type: 'setLe', le: 3 }
  ] as const)
    collector.keys.add(healOdm(wounded, h, defaultOdmRules).description.key)
  collectCampaignKeys(collector.keys)
  // The odds' words: each result, harm and policy (odds.ts).
  const odds = odmSystem.odds!
  for (const m of [...Object.values(odds.results), ...Object.values(odds.harms), ...odds.policies.map((p) => p.label)]) collector.keys.add(m.key)
  return collector
}

/** The campaign side's texts: care actions, and the journal notes of outcomes and care, with their nested keys. */
function collectCampaignKeys(keys: Set<string>): void {
  const note = (m: Message) => {
    keys.add(m.key)
    for (const [name, value] of Object.entries(m.params ?? {})) if (name.endsWith('Key') && typeof value === 'string') keys.add(value)
  }
  odmCampaign.careActions.forEach((a) => note(a.label))
  const sheet = (courage: number, kind: string) => ({ courage, at: 12, pa: 9, bw: 1, le: { current: 12, max: 12 }, tp: 'W6+3', kind })
  const hero = odmCampaignSheetSchema.parse({ ...sheet(1, 'hero'), id: 'h1', name: 'Held' })
  const lines = [[hero], [hero, odmCampaignSheetSchema.parse({ ...sheet(2, 'hero'), id: 'h2', name: 'Held 2' })]]
  const roller = seededRoller('campaign-keys')
  for (let i = 0; i < 200; i++) {
    const party = lines[i % 2]!
    const setup = odmSystem.parseSetup(
      odmCampaign.buildSetup(party, [{ name: 'Ork', sheet: sheet(i % 3, 'monster'), count: 1 + (i % 3) }], {}, i % 5 === 0 ? { deadAtLe: 0 } : {})
    )
    const ending = ['fight', 'surrender:heroes', 'flee:heroes', 'stop'][i % 4]!
    const state = playScript(odmSystem, setup, { roller, decisions: { 'r2:end': ending } }).state
    if (state.status !== 'finished') continue
    odmCampaign.applyOutcome(new Map(party.map((s) => [s.id, s])), state.outcome).notes.forEach((n) => note(n.message))
    odmOutcomeMessages(state.outcome).forEach(note)
    // The sides' headings over the standing's columns (odm.standing.side.*).
    for (const side of state.standing?.sides ?? []) if (typeof side.name !== 'string') note(side.name)
  }
  // Both sides down at once is rare in random fights; its outcome is written out.
  const draw = { result: 'draw', winner: null, winnerName: null, rounds: 3, combatants: [] } as const
  odmCampaign.applyOutcome(new Map(), draw).notes.forEach((n) => note(n.message))
  odmOutcomeMessages(draw).forEach(note)
  for (const [action, amount] of [
    ['rest', undefined],
    ['heal', 3],
    ['setLe', 2]
  ] as const)
    odmCampaign.care({ ...hero, le: { current: 5, max: 30 } }, action, { restLePerDay: 1 }, amount).notes.forEach((n) => note(n.message))
}

describe('ODM messages (nl, en, de)', () => {
  const collector = usedKeys()

  it('every key in English exists in Dutch and German', () => {
    const en = Object.keys(odmMessages.en)
    expect(Object.keys(odmMessages.nl ?? {}).sort()).toEqual([...en].sort())
    expect(Object.keys(odmMessages.de ?? {}).sort()).toEqual([...en].sort())
  })

  it('every event type, prompt, option and healing key the engine uses has an English text', () => {
    const missing = [...collector.keys].filter((k) => !(k in odmMessages.en))
    expect(missing).toEqual([])
    // Many fights with random decisions reach every event there is.
    for (const type of [
      'surrenderSide',
      'fleeSide',
      'surrenderOne',
      'fleeOne',
      'brokenOff',
      'masterlyBlow',
      'defenceSaved',
      'noDefenceLeft',
      'regroup',
      'draw',
      'rollOffTied'
    ]) {
      expect(collector.keys.has(`event.odm.${type}`), type).toBe(true)
    }
  })

  it('no English text is unused', () => {
    const unused = Object.keys(odmMessages.en).filter((k) => !collector.keys.has(k))
    expect(unused).toEqual([])
  })

  it('every placeholder of a used message is filled: no "{…}" left in any language', () => {
    const t = new Translator([coreMessages, odmMessages])
    const onePerKey = [...new Map(collector.messages.map((m) => [m.key, m])).values()]
    for (const lang of ['en', 'nl', 'de'] as const) {
      for (const m of onePerKey) expect(t.text(m, lang), `${lang} ${m.key}`).not.toMatch(/\{\w+\}/)
    }
  })

  it("the Dutch log keeps the source's own words", () => {
    const nl = Object.values(odmMessages.nl ?? {}).join(' ')
    for (const word of [
      'aanval',
      'afweer',
      'trefpunten',
      'levensenergie',
      'meesterlijke klap',
      'BW-punten',
      'strafpunten',
      'schadepunten',
      'moed',
      'op de vlucht',
      'geeft op',
      'gevechtsronde'
    ]) {
      expect(nl.toLowerCase()).toContain(word.toLowerCase())
    }
  })

  it('a dice event reads with its reason and roller in every language', () => {
    const setup = fight([{ id: 'x', sheet: { courage: 12 } }], [{ id: 'y' }])
    const state = replay(odmSystem, setup, [{ type: 'dice', faces: [15] }])
    const t = new Translator([coreMessages, odmMessages])
    const dice = state.events.find((e) => e.type === 'dice')!
    const line = (lang: 'en' | 'nl' | 'de') => t.text({ key: 'event.dice', params: { ...dice.params, manualMark: '' } }, lang)
    expect(line('nl')).toBe('Aanval van X: D20 → 15 = 15')
    expect(line('en')).toBe('Attack (aanval) by X: D20 → 15 = 15')
    expect(line('de')).toBe('Attacke (aanval) von X: D20 → 15 = 15')
  })
})
