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
 * The app offers en, de, nl and nb for every campaign, whatever its system. What each system must have in each:
 *
 * - ULTRA♦QUEST, Het Oog des Meesters, Das Weltenbuch, the core and the services' own journal lines: every text in
 *   every language (the issues ask for at least UQ de/en, ODM nl/en/de and Weltenbuch de/en for the log; the
 *   journal, the outcome and the prompts a Dutch or Norwegian GM sees are filled in too).
 * - Thalia: the fight's log, prompts and options in nb/en/de (the issue's scope for Thalia's log); in Dutch the
 *   texts a GM sees outside the log — the journal, the outcome before it is applied, the care buttons and the
 *   words those lines hold (sides, limbs, why the fight ended).
 */
const FULL: Record<string, MessageSet> = {
  core: coreMessages,
  ultraquest: ultraquestMessages,
  odm: odmMessages,
  weltenbuch: weltenbuchMessages,
  journal: journalMessages
}
const THALIA_LOG_LANGS: readonly Lang[] = ['en', 'nb', 'de']
const THALIA_OUTSIDE_THE_LOG =
  /^(journal\.thalia\.|thalia\.outcome\.|thalia\.end\.|thalia\.care\.|thalia\.side\.|thalia\.players$|thalia\.limb|thalia\.men\.details\.)/

/** The languages whose log (events, prompts, options) a system must have in full. */
const LOG_LANGS: Record<SystemId, readonly Lang[]> = { ultraquest: LANGUAGES, odm: LANGUAGES, weltenbuch: LANGUAGES, thalia: THALIA_LOG_LANGS }

const missing = (set: MessageSet, lang: Lang, keys: readonly string[]) => keys.filter((k) => typeof set[lang]?.[k] !== 'string')
const emptyWhereEnglishIsNot = (set: MessageSet, lang: Lang) => Object.keys(set.en).filter((k) => set.en[k] !== '' && set[lang]?.[k] === '')

/** A message key left in a line: what the translator shows when a text is missing everywhere. */
const RAW_KEY = /\b(event|tha|uq|odm|journal|dice|log)\.[a-zA-Z]+/
const PLACEHOLDER = /\{\w+\}/

describe('every language the app offers has its own text', () => {
  it.each(Object.entries(FULL))('%s: every English key in de, nl and nb, none of them left empty', (_name, set) => {
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

  it('Thalia: the whole log in nb, en and de; the journal, outcome, care and their words in nl as well', () => {
    const keys = Object.keys(thaliaMessages.en)
    for (const lang of THALIA_LOG_LANGS) expect(missing(thaliaMessages, lang, keys), `${lang} lacks`).toEqual([])
    const outside = keys.filter((k) => THALIA_OUTSIDE_THE_LOG.test(k))
    expect(outside.length).toBeGreaterThan(50)
    expect(missing(thaliaMessages, 'nl', outside), 'nl lacks').toEqual([])
    expect(outside.filter((k) => k.startsWith('journal.thalia.')).length).toBeGreaterThan(15)
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
  it.each(EXAMPLES)('%s: log lines have their own text, no placeholder and no key; the outcome in all four languages', (file) => {
    const { system: id, raw } = example(file)
    const system = ruleSystem(id)
    const setup = system.parseSetup(raw)
    for (let seed = 1; seed <= 4; seed++) {
      const { state } = playScript(system, setup, { roller: seededRoller(seed) })
      if (state.status !== 'finished') throw new Error('fight did not finish')
      const events: readonly FightEvent[] = state.events
      for (const lang of LOG_LANGS[id]) {
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

  it('a few lines as a Dutch or Norwegian GM reads them', () => {
    const t = (key: string, params: Record<string, ParamValue>, lang: Lang) => translator.text({ key, params }, lang)
    expect(t('journal.ultraquest.fight', { resultKey: 'ultraquest.result.won', rounds: 2 }, 'nl')).toBe(
      'Gevecht: de groep heeft gewonnen; de tegenstanders trekken zich terug na 2 rondes.'
    )
    expect(t('journal.ultraquest.injured', { name: 'Horst', kindKey: 'ultraquest.injury.cursed' }, 'nb')).toBe('Horst fikk en forbannet skade ●.')
    expect(t('journal.odm.leLost', { name: 'Thorwal', lost: 7, le: 23, max: 30 }, 'nb')).toBe('Thorwal mistet 7 LE (nå 23/30).')
    expect(t('journal.thalia.menDays', { name: 'Arne', injury: 'Revet Bicep', sideKey: 'thalia.limbSide.armer.left', days: 14 }, 'nl')).toBe(
      'Arne kreeg de Mén Revet Bicep (linkerarm) voor 14 dagen'
    )
  })
})
