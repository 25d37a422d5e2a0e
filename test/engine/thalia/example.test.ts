import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { playScript, replay, SetupError } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { defaultThaliaRules, thaliaRulesSchema, thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'

const example = JSON.parse(readFileSync(new URL('../../../resources/examples/thalia-skirmish.json', import.meta.url), 'utf8'))

describe('Thalia example setup: thalia-skirmish.json', () => {
  it('parses: 3 player characters against 5 monsters in two groups with Kampånd', () => {
    const setup = thaliaSystem.parseSetup(example)
    const pcs = setup.combatants.filter((c) => c.sheet.kind === 'pc')
    const monsters = setup.combatants.filter((c) => c.sheet.kind !== 'pc')
    expect(pcs).toHaveLength(3)
    expect(monsters).toHaveLength(5)
    expect(monsters.every((m) => m.sheet.kind !== 'pc' && m.sheet.kampand >= 2 && m.sheet.kampand <= 12)).toBe(true)
    expect(new Set(monsters.map((m) => m.group))).toEqual(new Set(['skyggeflengere', 'ulver']))
  })

  it('plays to an end under every seed and replays to the same log', () => {
    const setup = thaliaSystem.parseSetup(example)
    const winners = new Set<string | null>()
    for (let seed = 1; seed <= 15; seed++) {
      const { state, answers } = playScript(thaliaSystem, setup, { roller: seededRoller(seed) })
      expect(state.status).toBe('finished')
      if (state.status !== 'finished') continue
      winners.add(state.outcome.winner)
      expect(state.outcome.combatants).toHaveLength(8)
      expect(JSON.stringify(replay(thaliaSystem, setup, answers).events)).toBe(JSON.stringify(state.events))
    }
    expect(winners.size).toBeGreaterThan(0)
  })
})

describe('Thalia rule settings', () => {
  it('THA-GAP-55: no combat zones or reaction attacks (the section is missing); the setting cannot switch on rules that do not exist', () => {
    expect(defaultThaliaRules.reactionAttacks).toBe(false)
    expect(() => thaliaSystem.parseSetup({ ...example, rules: { reactionAttacks: true } })).toThrow(SetupError)
    expect(() => thaliaSystem.parseSetup({ ...example, rules: { reactionAttacks: true } })).toThrow(/rules\.reactionAttacks/)
  })

  it('THA-GAP-56: material from the wider rules comes from the sheets: weapon damage, Holdbarhet, skills; nothing is invented', () => {
    expect(defaultThaliaRules.externalData).toBe('fromSheets')
    expect(defaultThaliaRules.testTargets).toEqual({ untrained: 14, kyndig: 12 })
    expect(thaliaRulesSchema.parse({ testTargets: { untrained: 15, kyndig: 12, mester: 9 } }).testTargets['mester']).toBe(9)
    expect(() => thaliaRulesSchema.parse({ testTargets: { kyndig: 12 } })).toThrow()
  })

  it('unknown or wrongly typed settings are rejected naming the field', () => {
    expect(() => thaliaSystem.parseSetup({ ...example, rules: { maxRounds: 'many' } })).toThrow(/rules\.maxRounds/)
    expect(() => thaliaSystem.parseSetup({ ...example, rules: { tabbeFace: 20 } })).toThrow(/rules\.tabbeFace/)
  })
})
