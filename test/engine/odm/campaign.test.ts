import { describe, expect, it } from 'vitest'
import { odmCampaign, type OdmCampaignSheet } from '../../../src-engine/systems/odm/campaign.ts'
import { sideHeading } from '../../../src-engine/systems/odm/fighter.ts'
import type { OdmOutcome } from '../../../src-engine/systems/odm/outcome.ts'
import { odmOutcomeMessages, odmSystem } from '../../../src-engine/systems/odm/index.ts'
import { battleLog, standingText, translator } from '../../../src-engine/text/index.ts'
import { play } from './helpers.ts'
import { sheetProblems } from '../sheet-problems.ts'

const thorwal: OdmCampaignSheet = { id: 'thorwal', name: 'Thorwal', courage: 14, at: 10, pa: 11, le: { current: 20, max: 40 }, bw: 4, tp: '1W+5', kind: 'hero' }
const orc = { courage: 10, at: 9, pa: 5, le: { current: 15, max: 15 }, bw: 1, tp: '1W+2', kind: 'monster' }

type BuiltSide = { id: string; combatants: { id: string; name: string }[] }

describe('ODM in the campaign', () => {
  it('a hero the GM keeps out of fights (the party board’s non-fighter) is not in the fight; the others are', () => {
    const alrik: OdmCampaignSheet = { ...thorwal, id: 'alrik', name: 'Alrik' }
    const heroesOf = (nonFighters: string[]) =>
      (odmCampaign.buildSetup([thorwal, alrik], [{ name: 'Ork', sheet: orc }], {}, {}, { nonFighters }) as { sides: BuiltSide[] }).sides[0]!.combatants.map(
        (c) => c.id
      )
    expect(heroesOf(['thorwal'])).toEqual(['alrik'])
    expect(heroesOf([])).toEqual(['thorwal', 'alrik'])
  })

  it("a fight is the party against the bestiary's figures, each with an id of its own", () => {
    const built = odmCampaign.buildSetup(
      [thorwal],
      [
        { name: 'Ork', sheet: orc, count: 2 },
        { name: 'Thorwal', sheet: orc },
        { name: '!!', sheet: orc }
      ],
      {},
      {}
    ) as { sides: BuiltSide[] }
    expect(built.sides.map((s) => s.id)).toEqual(['heroes', 'opponents'])
    expect(built.sides[0]!.combatants.map((c) => [c.id, c.name])).toEqual([['thorwal', 'Thorwal']])
    expect(built.sides[1]!.combatants.map((c) => [c.id, c.name])).toEqual([
      ['ork-1', 'Ork 1'],
      ['ork-2', 'Ork 2'],
      ['thorwal_', 'Thorwal'],
      ['figure', '!!']
    ])
  })

  it('a figure\'s id is its name in lower case, each run of other characters one "-", none at either end; the setup is an ODM setup of heroes against opponents', () => {
    const built = odmCampaign.buildSetup(
      [thorwal],
      [
        { name: '(Grote  Ork!)', sheet: orc, count: 2 },
        { name: 'Zwarte ork', sheet: orc }
      ],
      {},
      { outAtLe: -5 }
    )
    const setup = odmSystem.parseSetup(built)
    expect(setup.system).toBe('odm')
    expect(setup.rules.outAtLe).toBe(-5)
    // Unnamed: each reader words them (next test).
    expect(setup.sides.map((s) => [s.id, s.name])).toEqual([
      ['heroes', undefined],
      ['opponents', undefined]
    ])
    expect(setup.sides[1].combatants.map((c) => [c.id, c.name])).toEqual([
      ['grote-ork-1', '(Grote  Ork!) 1'],
      ['grote-ork-2', '(Grote  Ork!) 2'],
      ['zwarte-ork', 'Zwarte ork']
    ])
  })

  it('ODM-END-2 ODM-END-3: a campaign fight names its sides in the words of whoever reads: "Gegner" as a German heading, "de tegenstanders" inside a Dutch sentence', () => {
    // Thorwal, slower and at 1 LE, falls to the orc's first blow: the opponents win in round 1.
    const weak = { ...thorwal, courage: 8, pa: 1, bw: 0, le: { current: 1, max: 40 } }
    const setup = odmSystem.parseSetup(odmCampaign.buildSetup([weak], [{ name: 'Ork', sheet: orc }], {}, {}))
    const state = play(
      setup,
      Array.from({ length: 20 }, () => 3)
    ).state
    if (state.status !== 'finished') throw new Error('the fight did not end')
    const sides = (lang: 'en' | 'de' | 'nl' | 'nb') => standingText(state.standing!, 'odm', lang).sides.map((side) => side.name)
    expect(sides('de')).toEqual(['Helden', 'Gegner'])
    expect(sides('nl')).toEqual(['Helden', 'Tegenstanders'])
    expect(sides('en')).toEqual(['Heroes', 'Opponents'])
    expect(sides('nb')).toEqual(['Heltene', 'Motstanderne'])
    // Inside a sentence a side's part is no heading: "victory for the opponents", not "victory for Opponents".
    expect(battleLog(state.events, 'nl').join('\n')).toContain('Overwinning voor de tegenstanders na 1 gevechtsronde')
    expect(battleLog(state.events, 'de').join('\n')).toContain('Sieg für die Gegner nach 1 Kampfrunde')
    expect(battleLog(state.events, 'en').join('\n')).toContain('Victory for the opponents after 1 combat round')
    expect(battleLog(state.events, 'nb').join('\n')).toContain('Seier til motstanderne etter 1 kamprunde')
    expect(translator.text(odmOutcomeMessages(state.outcome as OdmOutcome)[0]!, 'nl')).toBe('Uitkomst na 1 gevechtsronde: overwinning voor de tegenstanders.')
    // At the head of a line (the end question's options) the side is named as its heading.
    const surrender = (lang: 'en' | 'de' | 'nl' | 'nb') =>
      translator.text({ key: 'odm.option.surrenderSide', params: sideHeading({ sideKey: 'odm.side.heroes' }) }, lang)
    expect([surrender('en'), surrender('de'), surrender('nl'), surrender('nb')]).toEqual([
      'Heroes: the whole side gives up',
      'Helden: die ganze Seite gibt auf',
      'Helden: de hele partij geeft op',
      'Heltene: hele siden gir opp'
    ])
    const outcome = state.outcome
    expect(outcome).toMatchObject({ result: 'won', winner: 'opponents', winnerName: null, winnerKey: 'odm.side.opponents' })
    const journal = odmCampaign.applyOutcome(new Map([['thorwal', thorwal]]), outcome).notes[0]!.message
    expect(translator.text(journal, 'de')).toBe('Kampf: Sieg für die Gegner nach 1 Runde.')
    expect(translator.text(journal, 'nl')).toBe('Gevecht: overwinning voor de tegenstanders na 1 gevechtsronde.')
    expect(translator.text(journal, 'en')).toBe('Fight: victory for the opponents after 1 round.')
    expect(translator.text(journal, 'nb')).toContain('seier til motstanderne')
  })

  it('a sheet from the form is the sheet with its character id', () => {
    const { id: _id, ...input } = thorwal
    expect(odmCampaign.sheetInput(input, 'thorwal')).toEqual(thorwal)
  })

  it('ODM-END-2 ODM-GAP-8: the journal names the result, rounds and winner, then per hero the LE lost and how he left the fight; opponents are not journalled', () => {
    const sheets = new Map([
      ['thorwal', thorwal],
      ['alrik', { ...thorwal, id: 'alrik', name: 'Alrik', le: { current: 30, max: 30 } }]
    ])
    const outcome = {
      result: 'won' as const,
      winner: 'opponents',
      winnerName: 'Tegenstanders',
      rounds: 3,
      combatants: [
        { id: 'thorwal', sideId: 'heroes', status: 'fled' as const, leBefore: 20, leAfter: 14, leLost: 6, leMax: 40 },
        { id: 'alrik', sideId: 'heroes', status: 'surrendered' as const, leBefore: 30, leAfter: 30, leLost: 0, leMax: 30 },
        { id: 'ork', sideId: 'opponents', status: 'fighting' as const, leBefore: 15, leAfter: 9, leLost: 6, leMax: 15 }
      ]
    }
    const { sheets: next, notes } = odmCampaign.applyOutcome(sheets, outcome)
    expect(notes).toEqual([
      { kind: 'fight', message: { key: 'journal.odm.fight', params: { resultKey: 'odm.result.won', rounds: 3, winner: 'Tegenstanders' } } },
      { kind: 'injury', message: { key: 'journal.odm.leLost', params: { name: 'Thorwal', lost: 6, le: 14, max: 40 } } },
      // Fleeing or giving up is no injury.
      { kind: 'fight', message: { key: 'journal.odm.fled', params: { name: 'Thorwal' } } },
      { kind: 'fight', message: { key: 'journal.odm.surrendered', params: { name: 'Alrik' } } }
    ])
    expect([...next.keys()]).toEqual(['thorwal', 'alrik'])
    expect(next.get('thorwal')!.le).toEqual({ current: 14, max: 40 })
  })

  it('ODM-GAP-8: applying an outcome keeps LE lost, notes who fell without calling him dead, and never raises LE above max', () => {
    const sheets = new Map([['thorwal', thorwal]])
    const outcome = {
      result: 'won' as const,
      winner: 'opponents',
      winnerName: 'Tegenstanders',
      rounds: 4,
      combatants: [{ id: 'thorwal', sideId: 'heroes', status: 'defeated' as const, leBefore: 20, leAfter: -2, leLost: 22, leMax: 40 }]
    }
    const { sheets: next, notes } = odmCampaign.applyOutcome(sheets, outcome)
    expect(next.get('thorwal')!.le).toEqual({ current: -2, max: 40 })
    expect(notes.map((n) => [n.kind, n.message.key])).toEqual([
      ['fight', 'journal.odm.fight'],
      ['injury', 'journal.odm.leLost'],
      ['injury', 'journal.odm.defeated']
    ])
    const lowerMax = new Map([['thorwal', { ...thorwal, le: { current: 20, max: 10 } }]])
    const healed = { ...outcome, combatants: [{ ...outcome.combatants[0]!, status: 'fighting' as const, leAfter: 20, leLost: 0 }] }
    const applied = odmCampaign.applyOutcome(lowerMax, healed)
    expect(applied.sheets.get('thorwal')!.le).toEqual({ current: 10, max: 10 })
    expect(applied.notes).toHaveLength(1)
  })

  it("ODM-END-3: only a death the campaign's deadAtLe calls is journalled as a death", () => {
    const outcome = {
      result: 'won' as const,
      winner: 'opponents',
      winnerName: 'x',
      rounds: 1,
      combatants: [{ id: 'thorwal', sideId: 'heroes', status: 'dead' as const, leBefore: 20, leAfter: -6, leLost: 26, leMax: 40 }]
    }
    expect(odmCampaign.applyOutcome(new Map([['thorwal', thorwal]]), outcome).notes.at(-1)).toMatchObject({
      kind: 'death',
      message: { key: 'journal.odm.dead' }
    })
  })

  it("care: heal adds points up to max, setLe sets LE, rest heals the campaign's rate; each says what changed", () => {
    const heal = odmCampaign.care(thorwal, 'heal', {}, 5)
    expect(heal.sheet).toMatchObject({ id: 'thorwal', name: 'Thorwal', le: { current: 25, max: 40 } })
    expect(heal.notes[0]!.kind).toBe('healing')
    expect(heal.notes[0]!.message).toEqual({ key: 'journal.odm.le', params: { name: 'Thorwal', from: 20, le: 25, max: 40 } })
    expect(odmCampaign.care(thorwal, 'setLe', {}, 33).sheet.le.current).toBe(33)
    expect(odmCampaign.care(thorwal, 'setLe', {}).sheet.le.current).toBe(20)
    expect(odmCampaign.care(thorwal, 'heal', {}).notes).toEqual([])
    // The text gives no rate: rest heals nothing unless the campaign sets one.
    expect(odmCampaign.care(thorwal, 'rest', {}).notes).toEqual([])
    expect(odmCampaign.care(thorwal, 'rest', { restLePerDay: 3 }).sheet.le.current).toBe(23)
    expect(() => odmCampaign.care(thorwal, 'pray', {})).toThrow('Unknown care action "pray"; known: rest, heal, setLe')
  })

  it('care the rules refuse says why: points and days are whole numbers of 0 or more, LE no higher than max', () => {
    expect(() => odmCampaign.care(thorwal, 'heal', {}, -1)).toThrow(
      expect.objectContaining({ reason: 'amount', message: 'points must be a whole number of 0 or more, not -1' })
    )
    expect(() => odmCampaign.passDays!(thorwal, 1.5, {})).toThrow('days must be a whole number of 0 or more, not 1.5')
    expect(() => odmCampaign.care(thorwal, 'setLe', {}, 41)).toThrow(
      expect.objectContaining({ reason: 'leTooHigh', params: { max: 40 }, message: 'LE must be a whole number no higher than max LE 40, not 41' })
    )
  })

  it('the party card offers Rest only where the campaign gives rest a rate of LE a day: by default (the text gives none) it heals nothing', () => {
    expect(odmCampaign.cardValues!(thorwal, {})).toEqual({ restHeals: false })
    expect(odmCampaign.cardValues!(thorwal, undefined)).toEqual({ restHeals: false })
    expect(odmCampaign.cardValues!(thorwal, { restLePerDay: 0 })).toEqual({ restHeals: false })
    expect(odmCampaign.cardValues!(thorwal, { restLePerDay: 1 })).toEqual({ restHeals: true })
  })

  it("the sheet's own problems (TP notation the dice parser refuses, current LE above max) name their field, say why, and carry the problem the screen words", () => {
    const problems = (change: Partial<OdmCampaignSheet>) => sheetProblems(odmCampaign.sheetSchema, { ...thorwal, ...change })
    expect(problems({ tp: '2Q6' })).toEqual([
      { code: 'custom', path: ['tp'], message: 'Dice notation "2Q6": unexpected character \'Q\' at position 2', params: { problem: 'diceNotation' } }
    ])
    expect(problems({ le: { current: 41, max: 40 } })).toEqual([
      { code: 'custom', path: ['le', 'current'], message: 'current LE cannot be above max LE', params: { problem: 'leAboveMax' } }
    ])
  })

  it("days passing heal at the campaign's rate only, and say so only when LE rose", () => {
    expect(odmCampaign.passDays!(thorwal, 3, {}).notes).toEqual([])
    const rested = odmCampaign.passDays!(thorwal, 3, { restLePerDay: 2 })
    expect(rested.sheet).toMatchObject({ id: 'thorwal', name: 'Thorwal', le: { current: 26, max: 40 } })
    expect(rested.notes[0]).toEqual({ kind: 'healing', message: { key: 'journal.odm.le', params: { name: 'Thorwal', from: 20, le: 26, max: 40 } } })
    expect(odmCampaign.sheetName(thorwal)).toBe('Thorwal')
  })
})
