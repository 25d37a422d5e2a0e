import { describe, expect, it } from 'vitest'
import { replay } from '../../../src-engine/core/index.ts'
import { ruleSettingsSchema } from '../../../src-engine/systems/weltenbuch/settings.ts'
import { loadExample, randomFight, system } from './helpers.ts'

/** Every boolean rule setting flipped, one at a time, on the group fight with an ambush and zone dice. */
function flippedSettings(): Record<string, unknown>[] {
  const defaults = ruleSettingsSchema.parse({}) as Record<string, unknown>
  return Object.entries(defaults)
    .filter(([, v]) => typeof v === 'boolean')
    .map(([k, v]) => ({ [k]: !v }))
}

describe('every rule setting keeps fights legal and replayable', () => {
  it('random decisions under each flipped boolean setting: the fight ends and replays identically', () => {
    const base = loadExample('weltenbuch-2v3.json') as Record<string, unknown>
    const variants = flippedSettings()
    expect(variants.length).toBeGreaterThan(25)
    for (const [i, rules] of variants.entries()) {
      const setup = system.parseSetup({ ...base, ambushBy: i % 2 === 0 ? 'heroes' : 'foes', rules: { maxSegments: 8, ...rules } })
      const { answers } = randomFight(setup, i + 1)
      const once = replay(system, setup, answers)
      expect(once.status, JSON.stringify(rules)).toBe('finished')
      expect(JSON.stringify(replay(system, setup, answers).events)).toBe(JSON.stringify(once.events))
    }
  })
})
