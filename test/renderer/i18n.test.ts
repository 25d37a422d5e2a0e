import { describe, expect, it } from 'vitest'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import { thaliaMessages } from '../../src-engine/text/messages/thalia.ts'
import { journalMessages } from '../../src-main/services/journal-messages.ts'
import { PLAYER_SIDE, sideKeyParam } from '../../src-engine/systems/thalia/setup.ts'
import { LANGUAGES, translator } from '../../src-engine/text/index.ts'
import { fieldLabel } from '../../src-renderer/src/i18n/fields/index.ts'

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('UI texts', () => {
  it('every key exists in English, German, Dutch and Norwegian, and none is empty', () => {
    const english = keys(uiMessages.en).sort()
    for (const [locale, messages] of Object.entries(uiMessages)) {
      expect(keys(messages).sort(), locale).toEqual(english)
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages)
        expect(String(value).trim(), `${locale} ${key}`).not.toBe('')
      }
    }
  })
})

describe('Norwegian wording follows the Thalia rule text', () => {
  it('the care buttons say Helbred and medisinsk hjelp (THA-HEAL-1, THA-HEAL-3)', () => {
    expect(uiMessages.nb.care.heal).toBe('Helbred')
    expect(uiMessages.nb.care.restWithMedicalHelp).toBe('Hvile med medisinsk hjelp')
  })

  it('the players’ side is Spillersiden in the log and the odds, never SK-ene', () => {
    const nb = thaliaMessages.nb as Record<string, string>
    for (const key of ['event.thalia.partyFlees', 'thalia.odds.result.fled', 'thalia.odds.policy.fightToTheEnd', 'thalia.odds.policy.fleeWhenLosing']) {
      expect(nb[key], key).toContain('Spillersiden')
      expect(nb[key], key).not.toContain('SK-ene')
    }
  })
})

describe('Thalia’s ambush is worded alike on New fight and in the runner', () => {
  // New fight said "Overfall fra SKene" and the runner, asking again, "Overfall fra Spillersiden" (THA-SURPRISE-4).
  it('the opening “Overfall” by the players’ side reads as the runner’s option in every language', () => {
    const runnerOption = (lang: (typeof LANGUAGES)[number]) =>
      translator.text({ key: 'thalia.option.opening.ambush', params: { side: PLAYER_SIDE, ...sideKeyParam('side', PLAYER_SIDE) } }, lang)
    expect(runnerOption('nb')).toBe('Overfall fra Spillersiden')
    for (const lang of LANGUAGES) expect(fieldLabel('thalia', 'opening=partyAmbushes', lang), lang).toBe(runnerOption(lang))
  })
})

describe('party names are never the subject of a verb', () => {
  // "Die Gefährten rastet" is wrong and "Brann rasten" would be too: a party name stands after a colon.
  it('the rest button and the journal line read right for a singular or plural party name', () => {
    for (const lang of ['en', 'de', 'nl', 'nb'] as const) {
      expect(uiMessages[lang].journal.restParty, lang).toMatch(/^\S+: \{party\}$/)
      expect(journalMessages[lang]['journal.partyRested'], lang).toMatch(/: \{party\}\.$/)
    }
  })
})

describe('Thalia’s rest on a card says what it does', () => {
  // THA-HEAL-2 heals per day; a card's rest heals one SK without moving the campaign's date, and says so.
  it('in every language the rest labels name the one SK and that the in-game date stays', () => {
    const stays = { en: 'date stays', de: 'Datum im Spiel bleibt', nl: 'datum in het spel blijft staan', nb: 'datoen i spillet står stille' }
    for (const lang of ['en', 'de', 'nl', 'nb'] as const) {
      const texts = thaliaMessages[lang] as Record<string, string>
      for (const key of ['thalia.care.rest', 'thalia.care.restWithMedicalHelp']) expect(texts[key], `${lang} ${key}`).toContain(stays[lang])
    }
  })
})
