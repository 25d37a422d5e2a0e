import { describe, expect, it } from 'vitest'
import { playScript } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { ultraquestSystem } from '../../src-engine/systems/ultraquest/index.ts'
import { coreMessages } from '../../src-engine/text/messages/core.ts'
import { ultraquestMessages } from '../../src-engine/text/messages/ultraquest.ts'
import { battleLog, eventLine, formatTemplate, LANGUAGES, Translator, translator } from '../../src-engine/text/index.ts'
import { adventurer, setupOf } from './ultraquest/fixtures.ts'

describe('log text', () => {
  it('the core texts exist in all four languages', () => {
    for (const lang of LANGUAGES) expect(Object.keys(coreMessages[lang] ?? {}).sort()).toEqual(Object.keys(coreMessages.en).sort())
  })

  it('ULTRA♦QUEST has every English text in German', () => {
    expect(Object.keys(ultraquestMessages.de ?? {}).sort()).toEqual(Object.keys(ultraquestMessages.en).sort())
  })

  it('every event and prompt of many ULTRA♦QUEST fights has a text with all its placeholders filled, in English and German', () => {
    const setup = ultraquestSystem.parseSetup(
      setupOf({
        party: [
          adventurer('a', { rw: 1, skills: ['Sturmangriff', 'Panzerstich'] }),
          adventurer('b', { items: [{ name: 'Heiltrank', kind: 'potion', heals: true }] }),
          adventurer('c')
        ],
        opponents: [{ name: 'Mumie', ks: 'W6+2', count: 2, kind: 'mummy' }],
        fight: { type: 'NK+FK', marker: '!', robbers: true, opponentRw: 1 }
      })
    )
    const seen = new Set<string>()
    for (let seed = 0; seed < 60; seed++) {
      const { state } = playScript(ultraquestSystem, setup, { roller: seededRoller(seed) })
      for (const event of state.events) {
        seen.add(event.type)
        for (const lang of ['en', 'de'] as const) {
          const line = eventLine(event, lang)
          expect(translator.has(lang, `event.${event.type}`), `${lang} event.${event.type}`).toBe(true)
          expect(line, line).not.toMatch(/\{\w+\}/)
        }
      }
    }
    expect(seen.size).toBeGreaterThan(10)
  })

  it('groups the log by round with the rule ID on every line', () => {
    const setup = ultraquestSystem.parseSetup(setupOf({ party: [adventurer('a'), adventurer('b')] }))
    const { state } = playScript(ultraquestSystem, setup, { dice: [3, 3, 3, 3, 6, 6, 1, 1] })
    const log = battleLog(state.events, 'de')
    expect(log[0]).toBe('Runde 1')
    expect(log).toContain('Runde 2')
    expect(log.filter((l) => l.startsWith('  ')).every((l) => /\[KS-[A-Z]+-\d+\]$/.test(l))).toBe(true)
  })

  it('fills placeholders and joins lists; an unknown key shows itself rather than nothing', () => {
    expect(formatTemplate('{names} flee ({count})', { names: ['A', 'B'], count: 2 })).toBe('A, B flee (2)')
    expect(translator.text({ key: 'no.such.key' }, 'de')).toBe('no.such.key')
    // A text a language lacks falls back to English (here a made-up catalogue: the app's own are complete).
    const partial = new Translator([{ en: { 'x.flee': 'Flee' }, de: { 'x.flee': 'Fliehen' } }])
    expect(partial.text({ key: 'x.flee' }, 'nl')).toBe('Flee')
    expect(partial.text({ key: 'x.flee' }, 'de')).toBe('Fliehen')
  })

  it('*Keys lists translate each key and show a name that is no key as written; nested texts see each other', () => {
    const t = new Translator([
      { en: { 'x.players': 'the player characters', 'x.limb': 'left arm', 'x.details': ' ({limb}, for {days} days)', 'x.line': '{sides}: {injury}{details}' } }
    ])
    expect(
      t.text(
        { key: 'x.line', params: { sidesKeys: ['x.players', 'troll'], injury: 'Revet Bicep', limbKey: 'x.limb', detailsKey: 'x.details', days: 14 } },
        'en'
      )
    ).toBe('the player characters, troll: Revet Bicep (left arm, for 14 days)')
  })

  it('a journal note written before every key was named after its system (journal.uq.…, uq.…, tha.…) reads as it did', () => {
    const stored = { key: 'journal.uq.injured', params: { name: 'Dorn', kindKey: 'uq.injury.cursed' } }
    const now = { key: 'journal.ultraquest.injured', params: { name: 'Dorn', kindKey: 'ultraquest.injury.cursed' } }
    for (const lang of LANGUAGES) expect(translator.text(stored, lang)).toBe(translator.text(now, lang))
    expect(translator.text(now, 'en')).toContain('Dorn')
    expect(translator.text({ key: 'tha.end.victory' }, 'en')).toBe('one side has killed or driven away its opponents')
    expect(translator.text({ key: 'uq.no.such.key' }, 'en')).toBe('uq.no.such.key')
  })
})
