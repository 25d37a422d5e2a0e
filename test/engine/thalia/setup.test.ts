import { describe, expect, it } from 'vitest'
import type { SetupError } from '../../../src-engine/core/errors.ts'
import { eventLine } from '../../../src-engine/text/index.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

type Combatants = Parameters<typeof setupOf>[0]

/** The setup's refusal as the app reads it: the error's name, the field, zod's code (by which the screen words it) and the message. */
function refusal(combatants: Combatants, options: Record<string, unknown> = {}) {
  try {
    thaliaSystem.parseSetup(setupOf(combatants, {}, options))
  } catch (e) {
    return { type: (e as Error).name, path: (e as SetupError).path, code: (e as SetupError).code, message: (e as Error).message }
  }
  return null
}

const refused = (path: string, reason: string) => ({ type: 'SetupError', path, code: 'custom', message: `${path}: ${reason}` })

describe('Thalia setup: what the setup itself refuses, and the sides it makes', () => {
  it('THA-GAP-3 THA-GAP-14 THA-GAP-7: an id twice, a skill rank without a target, one side alone and an ambush by no side are refused, field and reason named', () => {
    expect(refusal([pc('A'), monster('A')])).toEqual(refused('combatants[1].sheet.id', 'duplicate id "A"'))
    expect(refusal([pc('A', { skills: { Sverd: 'mester' } }), monster('M')])).toEqual(
      refused('combatants[0].sheet.skills.Sverd', 'unknown skill rank "mester"')
    )
    expect(refusal([pc('A'), pc('B')])).toEqual(refused('combatants', 'a fight needs at least two combat sides'))
    expect(refusal([pc('A'), monster('M')], { opening: 'ambush:ulver' })).toEqual(refused('options.opening', 'no side "ulver"'))
    // The same fights with the faults mended are accepted.
    expect(refusal([pc('A'), monster('M', {}, { side: 'ulver' })], { opening: 'ambush:ulver' })).toBeNull()
  })

  it('THA-GAP-42: an SK, a DK or a monster with more HP than its maximum is refused at its HP; at its maximum it fights', () => {
    expect(refusal([pc('A', { hp: 11 }), monster('M')])).toEqual(refused('combatants[0].sheet.hp', 'hp cannot exceed maxHp'))
    expect(refusal([pc('A'), monster('M', { hp: 9 })])).toEqual(refused('combatants[1].sheet.hp', 'hp cannot exceed maxHp'))
    expect(refusal([pc('A'), monster('M', { kind: 'dk', hp: 9 })])).toEqual(refused('combatants[1].sheet.hp', 'hp cannot exceed maxHp'))
    expect(refusal([pc('A', { hp: 10 }), monster('M', { hp: 8 })])).toBeNull()
  })

  it('THA-GAP-3: with the setting off, each group of DKs and monsters is a side, and those of no group stand on the monsters’ side', () => {
    const p = play(setupOf([pc('Arne'), monster('Troll'), monster('Ulv', {}, { group: 'ulver' })], { mergeNpcGroups: false, maxRounds: 1 }), { seed: 5 })
    // One initiative die per side, each asked with its side's label and name.
    expect(p.requests.filter((r) => r.key === 'initiative').map((r) => (r.type === 'dice' ? [r.parts.map((x) => x.label), r.prompt.params] : []))).toEqual([
      [['Spillersiden'], { side: 'players', sideKey: 'thalia.side.players' }],
      [['Monstrene'], { side: 'monsters', sideKey: 'thalia.side.monsters' }],
      [['ulver'], { side: 'ulver' }]
    ])
  })

  it('THA-SURPRISE-5 THA-INI-2: a surprise roll of thirteen sides: the line pairs the first twelve sides with their dice, the most it words', () => {
    const sides = Array.from({ length: 12 }, (_, i) => monster(`M${i + 1}`, {}, { side: `s${i + 1}` }))
    const p = play(setupOf([pc('Arne'), ...sides], { maxRounds: 1 }, { opening: 'surpriseRoll' }), {
      dice: { surprise: [[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]] },
      stopAt: (r) => r.key === 'initiative'
    })
    const line = p.ofType('thalia.noSurprise')[0]!
    expect(line.params['resultsKeys']).toEqual(Array.from({ length: 12 }, (_, i) => `thalia.pair.${i}`))
    expect(line.params['pairName11']).toBe('s11')
    expect(line.params['pairName12']).toBeUndefined()
    expect(eventLine(line, 'en')).toBe(
      'Overraskelseskast: the player side 3, s1 3, s2 3, s3 3, s4 3, s5 3, s6 3, s7 3, s8 3, s9 3, s10 3, s11 3: all equal, nobody is surprised [THA-SURPRISE-6]'
    )
  })
})
