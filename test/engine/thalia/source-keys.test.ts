import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { thaliaMessages } from '../../../src-engine/text/messages/thalia.ts'

/**
 * Reads the engine's source as text, so `vitest.stryker.config.ts` leaves this file out: in Stryker's sandbox the
 * source is instrumented (every literal wrapped in a mutant switch), which this reading cannot parse, and no mutant
 * changes the text it reads.
 */

describe('Thalia messages, checked against the source', () => {
  it('every event type, question and roll key and option label written in the engine has an English text, and no template misses a parameter name', () => {
    const dir = new URL('../../../src-engine/systems/thalia/', import.meta.url)
    const keys = new Set<string>()
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(new URL(file, dir), 'utf8')
      for (const line of source.split('\n')) {
        const emitCall = 'asks.emit(fight.io, fight.round, '
        const at = line.indexOf(emitCall)
        if (at >= 0) {
          // The event type is the third argument: a literal, or the branches of a ternary.
          let depth = 0
          let end = at + emitCall.length
          while (end < line.length && !(depth === 0 && line[end] === ',')) {
            if (line[end] === '(') depth++
            if (line[end] === ')') depth--
            end++
          }
          const arg = line.slice(at + emitCall.length, end).trim()
          const literals = arg.startsWith("'") ? [arg.slice(1, -1)] : [...arg.matchAll(/[?:] '([a-zA-Z]+)'/g)].map((m) => m[1]!)
          expect(literals.length, line).toBeGreaterThan(0)
          for (const l of literals) keys.add(`event.thalia.${l}`)
        }
        for (const m of line.matchAll(/promptKey: '([a-zA-Z]+)'/g)) keys.add(`thalia.prompt.${m[1]}`)
        for (const m of line.matchAll(/rollKey: '([a-zA-Z]+)'/g)) keys.add(`thalia.roll.${m[1]}`)
        for (const m of line.matchAll(/option\([^,]+, '([a-zA-Z.]+)'/g)) keys.add(`thalia.option.${m[1]}`)
      }
    }
    for (const a of ['makt', 'agilitet', 'intellekt', 'karisma']) keys.add(`thalia.attr.${a}`).add(`thalia.option.attr.${a}`)
    for (const t of ['tabbe', 'fail', 'miss', 'complication', 'success', 'triumf']) keys.add(`thalia.tier.${t}`)
    for (const l of ['hode', 'overkropp', 'armer', 'ben']) keys.add(`thalia.option.location.${l}`)
    for (const d of ['evade', 'parry', 'block']) keys.add(`thalia.option.defence.${d}`)
    for (const k of [
      'death.men',
      'death.lastBreath',
      'death.attackOnDying',
      'morale.firstDeath',
      'morale.halfDead',
      'morale.threatened',
      'resist.refleks',
      'resist.vilje',
      'resist.toffhet',
      'end.victory',
      'end.allDown',
      'end.roundLimit',
      'prompt.turnOrder'
    ])
      keys.add(`thalia.${k}`)
    const missing = [...keys].filter((k) => thaliaMessages.en[k] === undefined)
    expect(missing).toEqual([])
    expect(keys.size).toBeGreaterThan(120)
    // That every language has each of these texts, with the placeholders of the English one: text-languages.test.ts.
  })
})
