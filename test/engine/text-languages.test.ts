import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { playScript } from '../../src-engine/core/index.ts'
import type { FightEvent, Message, ParamValue, SystemId } from '../../src-engine/core/types.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { OdmOutcome } from '../../src-engine/systems/odm/outcome.ts'
import { odmOutcomeMessages } from '../../src-engine/systems/odm/summary.ts'
import type { ThaliaOutcome } from '../../src-engine/systems/thalia/outcome.ts'
import { thaliaOutcomeMessages } from '../../src-engine/systems/thalia/summary.ts'
import type { WeltenbuchOutcome } from '../../src-engine/systems/weltenbuch/outcome.ts'
import { weltenbuchOutcomeMessages } from '../../src-engine/systems/weltenbuch/summary.ts'
import { battleLog, LANGUAGES, outcomeLines, translator, type Lang, type MessageSet } from '../../src-engine/text/index.ts'
import { coreMessages } from '../../src-engine/text/messages/core.ts'
import { odmMessages } from '../../src-engine/text/messages/odm.ts'
import { thaliaMessages } from '../../src-engine/text/messages/thalia.ts'
import { ultraquestMessages } from '../../src-engine/text/messages/ultraquest.ts'
import { weltenbuchMessages } from '../../src-engine/text/messages/weltenbuch.ts'
import { journalMessages } from '../../src-main/services/journal-messages.ts'

/**
 * The app offers en, de, nl and nb for every campaign, whatever its system: every text of ULTRA♦QUEST, Het Oog des
 * Meesters, Thalia, Das Weltenbuch, the core and the services' own journal lines in every language — the log, its
 * questions and options, the journal, the outcome and the care buttons — so no GM reads a line in English because
 * their language lacks it.
 */
const FULL: Record<string, MessageSet> = {
  core: coreMessages,
  ultraquest: ultraquestMessages,
  odm: odmMessages,
  thalia: thaliaMessages,
  weltenbuch: weltenbuchMessages,
  journal: journalMessages
}

const missing = (set: MessageSet, lang: Lang, keys: readonly string[]) => keys.filter((k) => typeof set[lang]?.[k] !== 'string')
const emptyWhereEnglishIsNot = (set: MessageSet, lang: Lang) => Object.keys(set.en).filter((k) => set.en[k] !== '' && set[lang]?.[k] === '')
/** A text's placeholders (`{actor}`, also inside a plural form, each as often as it stands) and plural blocks (`{rounds, plural, …}`), sorted. */
const placeholders = (text: string) =>
  [...[...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!), ...[...text.matchAll(/\{(\w+),\s*plural,/g)].map((m) => `${m[1]!}, plural`)].sort().join(' · ')

/** A message key left in a line: what the translator shows when a text is missing everywhere. */
const RAW_KEY = /\b(event|tha|uq|odm|journal|dice|log)\.[a-zA-Z]+/
const PLACEHOLDER = /\{\w+\}/

describe('every language the app offers has its own text', () => {
  it.each(Object.entries(FULL))('%s: exactly the English keys in de, nl and nb, none of them left empty', (_name, set) => {
    const keys = Object.keys(set.en)
    expect(keys.length).toBeGreaterThan(0)
    for (const lang of LANGUAGES) {
      expect(missing(set, lang, keys), `${lang} lacks`).toEqual([])
      expect(emptyWhereEnglishIsNot(set, lang), `${lang} empty`).toEqual([])
      expect(
        Object.keys(set[lang] ?? {}).filter((k) => !(k in set.en)),
        `${lang} has keys English lacks`
      ).toEqual([])
    }
  })

  it('Thalia: every translation holds the placeholders and plural blocks of its English text, no more and no fewer', () => {
    for (const lang of ['de', 'nl', 'nb'] as const) {
      const texts = thaliaMessages[lang] ?? {}
      const differing = Object.keys(thaliaMessages.en).filter(
        (k) => typeof texts[k] === 'string' && placeholders(texts[k]) !== placeholders(thaliaMessages.en[k]!)
      )
      expect(differing, `${lang}: placeholders differ from English`).toEqual([])
    }
    // What the comparison sees: a lost placeholder, a renamed one or a plural block turned into a plain count.
    expect(placeholders('{actor} valt {target} aan met {weapon}{reach}')).not.toBe(placeholders('{actor} valt {target} aan met {weapon}'))
    expect(placeholders('{actor} mist {target}')).not.toBe(placeholders('{actor} mist {doelwit}'))
    expect(placeholders('na {rounds, plural, one {# ronde} other {# rondes}}')).not.toBe(placeholders('na {rounds} rondes'))
    expect(placeholders('na {rounds, plural, one {# ronde} other {# rondes}}: {winner}')).toBe(placeholders('{winner}: {rounds, plural, other {# rondes}}'))
    expect(placeholders('{raw} × {times} = {doubled}, min {raw}')).not.toBe(placeholders('{raw} × {times} = {doubled}'))
  })
})

const EXAMPLES = ['ultraquest-goblins.json', 'odm-1v3.json', 'odm-duel.json', 'thalia-skirmish.json', 'weltenbuch-2v3.json', 'weltenbuch-yorn-vs-orc.json']

function example(file: string): { system: SystemId; raw: Record<string, unknown> } {
  const json = JSON.parse(readFileSync(new URL(`../../resources/examples/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>
  const { decisions: _decisions, ...raw } = json
  return { system: raw['system'] as SystemId, raw }
}

/** Every key a message reaches: its own and those in `*Key` / `*Keys` parameters (list elements that are keys). */
function keysOf(message: Message): string[] {
  const keys = [message.key]
  for (const [name, value] of Object.entries(message.params ?? {}) as [string, ParamValue][]) {
    if (name.endsWith('Key') && typeof value === 'string') keys.push(value)
    if (name.endsWith('Keys') && Array.isArray(value)) keys.push(...(value as string[]).filter((v) => v.includes('.')))
  }
  return keys
}

function outcomeMessages(system: SystemId, outcome: unknown): Message[] {
  if (system === 'odm') return odmOutcomeMessages(outcome as OdmOutcome)
  if (system === 'thalia') return thaliaOutcomeMessages(outcome as ThaliaOutcome)
  if (system === 'weltenbuch') return weltenbuchOutcomeMessages(outcome as WeltenbuchOutcome)
  return []
}

describe('the example fights read in every language the system offers', () => {
  it.each(EXAMPLES)('%s: log lines and the outcome have their own text in all four languages, no placeholder and no key', (file) => {
    const { system: id, raw } = example(file)
    const system = ruleSystem(id)
    const setup = system.parseSetup(raw)
    for (let seed = 1; seed <= 4; seed++) {
      const { state } = playScript(system, setup, { roller: seededRoller(seed) })
      if (state.status !== 'finished') throw new Error('fight did not finish')
      const events: readonly FightEvent[] = state.events
      for (const lang of LANGUAGES) {
        for (const event of events) {
          for (const key of keysOf({ key: `event.${event.type}`, params: event.params }))
            expect(translator.has(lang, key), `${file} ${lang}: ${key}`).toBe(true)
        }
        for (const line of battleLog(events, lang)) {
          expect(line, `${file} ${lang}`).not.toMatch(PLACEHOLDER)
          expect(line, `${file} ${lang}`).not.toMatch(RAW_KEY)
        }
      }
      for (const lang of LANGUAGES) {
        for (const message of outcomeMessages(id, state.outcome)) {
          for (const key of keysOf(message)) expect(translator.has(lang, key), `${file} outcome ${lang}: ${key}`).toBe(true)
        }
        const lines = outcomeLines(id, state.outcome, lang, setup)
        expect(lines.length).toBeGreaterThan(0)
        for (const line of lines) {
          expect(line, `${file} outcome ${lang}`).not.toMatch(PLACEHOLDER)
          expect(line, `${file} outcome ${lang}`).not.toMatch(RAW_KEY)
        }
      }
    }
  })

  it('ULTRA♦QUEST and ODM outcome lines are no longer English in Dutch and Norwegian', () => {
    for (const file of ['ultraquest-goblins.json', 'odm-duel.json']) {
      const { system: id, raw } = example(file)
      const system = ruleSystem(id)
      const setup = system.parseSetup(raw)
      const { state } = playScript(system, setup, { roller: seededRoller(3) })
      if (state.status !== 'finished') throw new Error('fight did not finish')
      const english = outcomeLines(id, state.outcome, 'en', setup)
      for (const lang of ['nl', 'nb'] as const) expect(outcomeLines(id, state.outcome, lang, setup)[0], `${file} ${lang}`).not.toBe(english[0])
    }
  })

  it('an ULTRA♦QUEST fight in the journal says after how many rounds it was over, then how it ended (not “the party lost and withdraws after 1 round”)', () => {
    const line = (result: string, lang: Lang) =>
      translator.text({ key: 'journal.ultraquest.fight', params: { resultKey: `ultraquest.result.${result}`, rounds: 1 } }, lang)
    expect(line('lost', 'de')).toBe('Kampf nach 1 Kampfrunde vorbei: die Gruppe hat verloren und zieht sich zurück.')
    expect(line('won', 'en')).toBe('Fight over after 1 round: the party won; the opponents withdraw.')
    expect(line('fled', 'nb')).toBe('Kampen over etter 1 runde: gruppen flyktet.')
  })

  it('a few lines as a Dutch or Norwegian GM reads them', () => {
    const t = (key: string, params: Record<string, ParamValue>, lang: Lang) => translator.text({ key, params }, lang)
    expect(t('journal.ultraquest.fight', { resultKey: 'ultraquest.result.won', rounds: 2 }, 'nl')).toBe(
      'Gevecht voorbij na 2 rondes: de groep heeft gewonnen; de tegenstanders trekken zich terug.'
    )
    expect(t('journal.ultraquest.injured', { name: 'Horst', kindKey: 'ultraquest.injury.cursed' }, 'nb')).toBe('Horst fikk en forbannet skade ●.')
    expect(t('journal.odm.leLost', { name: 'Thorwal', lost: 7, le: 23, max: 30 }, 'nb')).toBe('Thorwal mistet 7 LE (nå 23/30).')
    expect(t('journal.thalia.menDays', { name: 'Arne', injury: 'Revet Bicep', sideKey: 'thalia.limbSide.armer.left', days: 14 }, 'nl')).toBe(
      'Arne kreeg de Mén Revet Bicep (linkerarm) voor 14 dagen'
    )
  })
})
