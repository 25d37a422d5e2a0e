import { describe, expect, it } from 'vitest'
import type { ParamValue } from '../../src-engine/core/types.ts'
import type { UltraquestOutcome } from '../../src-engine/systems/ultraquest/outcome.ts'
import {
  formatTemplate,
  LANGUAGES,
  outcomeLines,
  pluralBlocks,
  pluralCategory,
  Translator,
  translator,
  type Lang,
  type MessageSet
} from '../../src-engine/text/index.ts'
import { coreMessages } from '../../src-engine/text/messages/core.ts'
import { odmMessages } from '../../src-engine/text/messages/odm.ts'
import { thaliaMessages } from '../../src-engine/text/messages/thalia.ts'
import { ultraquestMessages } from '../../src-engine/text/messages/ultraquest.ts'
import { weltenbuchMessages } from '../../src-engine/text/messages/weltenbuch.ts'
import { journalMessages } from '../../src-main/services/journal-messages.ts'

/** Counts in the log, the outcome and the journal read as a referee writes them: "1 round", "2 rounds", never "round(s)". */

const CATALOGUES: Record<string, MessageSet> = {
  core: coreMessages,
  ultraquest: ultraquestMessages,
  odm: odmMessages,
  thalia: thaliaMessages,
  weltenbuch: weltenbuchMessages,
  journal: journalMessages
}
const withJournal = new Translator([coreMessages, ultraquestMessages, odmMessages, weltenbuchMessages, thaliaMessages, journalMessages])
const t = (key: string, params: Record<string, ParamValue>, lang: Lang) => withJournal.text({ key, params }, lang)

describe('the Translator picks the plural form by count', () => {
  const set: MessageSet = {
    en: {
      'x.rounds': 'after {rounds, plural, one {# round} other {# rounds}}',
      'x.flee': '{count, plural, =0 {nobody is hurt} one {{name} is hurt} other {the first # are hurt}}'
    },
    de: { 'x.rounds': 'nach {rounds, plural, one {# Kampfabschnitt} other {# Kampfabschnitten}}' },
    nb: { 'x.rounds': 'etter {rounds, plural, one {# runde} other {# runder}}' }
  }
  const plural = new Translator([set])

  it('one for exactly 1, other for 0, 2, 1.5 and -2; in each language', () => {
    expect(plural.text({ key: 'x.rounds', params: { rounds: 1 } }, 'en')).toBe('after 1 round')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 2 } }, 'en')).toBe('after 2 rounds')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 0 } }, 'en')).toBe('after 0 rounds')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 1.5 } }, 'en')).toBe('after 1.5 rounds')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 1 } }, 'de')).toBe('nach 1 Kampfabschnitt')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 2 } }, 'de')).toBe('nach 2 Kampfabschnitten')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 1 } }, 'nb')).toBe('etter 1 runde')
    expect(plural.text({ key: 'x.rounds', params: { rounds: 12 } }, 'nb')).toBe('etter 12 runder')
    // Dutch has no text of its own here: the English one, with the Dutch plural rule.
    expect(plural.text({ key: 'x.rounds', params: { rounds: 1 } }, 'nl')).toBe('after 1 round')
    for (const lang of LANGUAGES) {
      expect(pluralCategory(lang, 1)).toBe('one')
      for (const n of [0, 2, 5, 21, 1.5, -2]) expect(pluralCategory(lang, n), `${lang} ${n}`).toBe('other')
    }
  })

  it('an exact =N form comes first; a form holds placeholders; # is the count', () => {
    expect(plural.text({ key: 'x.flee', params: { count: 0, name: 'Dorn' } }, 'en')).toBe('nobody is hurt')
    expect(plural.text({ key: 'x.flee', params: { count: 1, name: 'Dorn' } }, 'en')).toBe('Dorn is hurt')
    expect(plural.text({ key: 'x.flee', params: { count: 3, name: 'Dorn' } }, 'en')).toBe('the first 3 are hurt')
  })

  it('a list counts its elements, a numeric string counts as its number, and blocks nest', () => {
    const template = '{names, plural, one {{names} gets} other {{names} each get}} {days, plural, one {# day} other {# days}}'
    expect(formatTemplate(template, { names: ['Dorn'], days: '1' })).toBe('Dorn gets 1 day')
    expect(formatTemplate(template, { names: ['Dorn', 'Horst'], days: 4 })).toBe('Dorn, Horst each get 4 days')
    const nested = '{n, plural, one {one group ({m, plural, one {# member} other {# members}})} other {# groups}}'
    expect(formatTemplate(nested, { n: 1, m: 1 })).toBe('one group (1 member)')
    expect(formatTemplate(nested, { n: 1, m: 3 })).toBe('one group (3 members)')
    expect(formatTemplate(nested, { n: 2, m: 3 })).toBe('2 groups')
  })

  it('a missing count shows as a placeholder, as a missing parameter does; a malformed block shows as written', () => {
    expect(plural.text({ key: 'x.rounds' }, 'de')).toBe('nach {rounds}')
    expect(formatTemplate('{n, plural, one {x}}', { n: 1 })).toBe('{n, plural, one {x}}')
    expect(pluralBlocks('{n, plural, one {x}}').malformed).toBe(true)
    expect(pluralBlocks('{n, plural, one {x} other {y}} and {m}')).toMatchObject({ malformed: false, blocks: [{ name: 'n', forms: { one: 'x', other: 'y' } }] })
  })
})

describe('every catalogue writes its counts with plural blocks', () => {
  /** A plural crutch: a word with its plural ending in brackets, as in "round(s)", "Tag(e)", "dag(er)", "injury(ies)". */
  const CRUTCH = /\p{L}\((?:s|es|ies|n|en|e|r|er)\)/u

  it.each(Object.entries(CATALOGUES))('%s: no "(s)", "(n)", "(en)", "(e)", "(ies)" … in any language; every plural block is well formed', (_name, set) => {
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(set[lang] ?? {})) {
        expect(text, `${lang} ${key}`).not.toMatch(CRUTCH)
        const { blocks, malformed } = pluralBlocks(text)
        expect(malformed, `${lang} ${key}`).toBe(false)
        for (const block of blocks) expect(Object.keys(block.forms).sort(), `${lang} ${key}`).toEqual(expect.arrayContaining(['one', 'other']))
      }
    }
  })

  it('every text with a plural block reads with count 1 and count 2 in every language, with nothing left open', () => {
    let checked = 0
    for (const set of Object.values(CATALOGUES)) {
      for (const lang of LANGUAGES) {
        for (const [key, text] of Object.entries(set[lang] ?? {})) {
          const counts = pluralBlocks(text).blocks.map((b) => b.name)
          if (counts.length === 0) continue
          const others = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'X']))
          for (const n of [1, 2]) {
            const line = formatTemplate(text, { ...others, ...Object.fromEntries(counts.map((c) => [c, c === 'names' ? Array(n).fill('X') : n])) }, lang)
            expect(line, `${lang} ${key}`).not.toMatch(/[{}#]/)
            checked++
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200)
  })
})

describe('representative lines with count 1 and count 2', () => {
  const uqOutcome = (cursed: number): UltraquestOutcome =>
    ({
      result: 'won',
      rounds: cursed,
      damageToOpponents: null,
      fled: false,
      marchingOrder: ['dorn'],
      partyFinished: false,
      adventurers: [
        {
          id: 'dorn',
          name: 'Dorn',
          injuries: [],
          newInjuries: Array(cursed).fill('cursed'),
          healedInFight: 0,
          dead: false,
          diedInFight: false,
          robbed: null,
          equipment: []
        }
      ]
    }) as unknown as UltraquestOutcome

  it('ULTRA♦QUEST outcome: rounds and new cursed injuries', () => {
    expect(outcomeLines('ultraquest', uqOutcome(1), 'en')).toEqual([
      'Outcome after 1 round: the party won; the opponents withdraw.',
      '  Dorn: 1 new cursed injury ●'
    ])
    expect(outcomeLines('ultraquest', uqOutcome(2), 'en')).toEqual([
      'Outcome after 2 rounds: the party won; the opponents withdraw.',
      '  Dorn: 2 new cursed injuries ●'
    ])
    expect(outcomeLines('ultraquest', uqOutcome(1), 'de')).toEqual([
      'Ergebnis nach 1 Kampfrunde: die Gruppe hat gewonnen, die Gegner ziehen sich zurück.',
      '  Dorn: 1 neue verfluchte Verletzung ●'
    ])
    expect(outcomeLines('ultraquest', uqOutcome(2), 'de')[1]).toBe('  Dorn: 2 neue verfluchte Verletzungen ●')
    expect(outcomeLines('ultraquest', uqOutcome(1), 'nl')[1]).toBe('  Dorn: 1 nieuwe vervloekte verwonding ●')
    expect(outcomeLines('ultraquest', uqOutcome(2), 'nl')[0]).toBe('Uitslag na 2 rondes: de groep heeft gewonnen; de tegenstanders trekken zich terug.')
    expect(outcomeLines('ultraquest', uqOutcome(1), 'nb')).toEqual([
      'Utfall etter 1 runde: gruppen vant; motstanderne trekker seg tilbake.',
      '  Dorn: 1 ny forbannet skade ●'
    ])
    expect(outcomeLines('ultraquest', uqOutcome(2), 'nb')[1]).toBe('  Dorn: 2 nye forbannede skader ●')
  })

  it('exact lines in each language', () => {
    const expected: [string, Record<string, ParamValue>, Lang, string, string][] = [
      [
        'weltenbuch.outcome.result',
        { segments: 0, winner: 'die Helden', reason: 'Flucht' },
        'de',
        'Ergebnis nach 1 Kampfabschnitt: die Helden (Flucht)',
        'Ergebnis nach 2 Kampfabschnitten: die Helden (Flucht)'
      ],
      [
        'journal.weltenbuch.fight',
        { segments: 0, winner: 'die Helden' },
        'de',
        'Kampf nach 1 Kampfabschnitt beendet: die Helden',
        'Kampf nach 2 Kampfabschnitten beendet: die Helden'
      ],
      [
        'weltenbuch.outcome.heroPoints',
        { spent: 0, name: 'Yorn', left: 3 },
        'de',
        'Yorn: 1 Heldenpunkt eingesetzt, noch 3',
        'Yorn: 2 Heldenpunkte eingesetzt, noch 3'
      ],
      [
        'event.weltenbuch.heroPoints',
        { count: 0, name: 'Yorn', test: 'the attack', bonus: 3, pool: 1 },
        'en',
        'Yorn spends 1 Heldenpunkt on the attack: +3 (1 left)',
        'Yorn spends 2 Heldenpunkte on the attack: +3 (1 left)'
      ],
      ['ultraquest.outcome.injuries', { count: 0 }, 'en', '1 new injury', '2 new injuries'],
      [
        'event.ultraquest.partyFinished',
        { living: 0 },
        'nl',
        'Nog maar 1 avonturier in leven: de groep is aan haar einde.',
        'Nog maar 2 avonturiers in leven: de groep is aan haar einde.'
      ],
      [
        'event.ultraquest.flee',
        { count: 0, names: 'Dorn' },
        'de',
        'Die Gruppe flieht: der Erste wird verletzt (Dorn).',
        'Die Gruppe flieht: die ersten 2 werden verletzt (Dorn).'
      ],
      [
        'journal.thalia.unconscious',
        { days: 0, name: 'Arne' },
        'nb',
        'Arne er stabilisert og Bevisstløs i 1 dag',
        'Arne er stabilisert og Bevisstløs i 2 dager'
      ],
      [
        'journal.thalia.menDays',
        { days: 0, name: 'Arne', injury: 'Nyreslag', side: '' },
        'en',
        'Arne gained the Mén Nyreslag for 1 day',
        'Arne gained the Mén Nyreslag for 2 days'
      ],
      ['thalia.outcome.stabilised', { days: 0, name: 'Arne' }, 'nl', 'Arne: gestabiliseerd, 1 dag bewusteloos', 'Arne: gestabiliseerd, 2 dagen bewusteloos'],
      [
        'event.thalia.special',
        { rounds: 0, actor: 'Arne' },
        'de',
        'Arne führt eine besondere Handlung über 1 Runde aus',
        'Arne führt eine besondere Handlung über 2 Runden aus'
      ],
      [
        'event.odm.won',
        { rounds: 0, side: 'De helden' },
        'nl',
        'Overwinning voor De helden na 1 gevechtsronde',
        'Overwinning voor De helden na 2 gevechtsronden'
      ],
      ['odm.heal.rest', { days: 0, healed: 2, le: 20, max: 30 }, 'nb', '1 dag hvile: 2 LE leget, LE 20/30', '2 dager hvile: 2 LE leget, LE 20/30'],
      [
        'event.odm.damage',
        { lost: 0, attacker: 'Thorwal', defender: 'Ork', tp: 5, bw: 4, le: 20 },
        'en',
        'Thorwal hits Ork for 5 TP, minus BW 4: 1 penalty point, LE now 20',
        'Thorwal hits Ork for 5 TP, minus BW 4: 2 penalty points, LE now 20'
      ],
      ['journal.daysPassed', { days: 0, day: 7 }, 'en', '1 day passed; it is now day 7.', '2 days passed; it is now day 7.'],
      ['journal.daysPassed', { days: 0, day: 7 }, 'de', '1 Tag vergangen; jetzt ist Tag 7.', '2 Tage vergangen; jetzt ist Tag 7.'],
      ['journal.daysPassed', { days: 0, day: 7 }, 'nl', '1 dag verstreken; het is nu dag 7.', '2 dagen verstreken; het is nu dag 7.'],
      ['journal.daysPassed', { days: 0, day: 7 }, 'nb', '1 dag har gått; nå er det dag 7.', '2 dager har gått; nå er det dag 7.']
    ]
    for (const [key, params, lang, one, two] of expected) {
      const count = Object.keys(params)[0]!
      expect(t(key, { ...params, [count]: 1 }, lang), `${lang} ${key} 1`).toBe(one)
      expect(t(key, { ...params, [count]: 2 }, lang), `${lang} ${key} 2`).toBe(two)
    }
  })

  it('the Mén line with its days: "i 1 dag" and "i 2 dager"', () => {
    // The engine picks tha.men.details.day for a single day; the journal and outcome lines take the count.
    expect(translator.text({ key: 'thalia.men.details.day' }, 'nb')).toBe(' (i 1 dag)')
    expect(t('thalia.outcome.menDays', { name: 'Arne', injury: 'Nyreslag', side: '', days: 1 }, 'nb')).toBe('Arne: Mén Nyreslag i 1 dag')
    expect(t('thalia.outcome.menDays', { name: 'Arne', injury: 'Nyreslag', side: '', days: 2 }, 'nb')).toBe('Arne: Mén Nyreslag i 2 dager')
  })

  it('counts stay in the plural where a language has one word for both, and the log lines of ULTRA♦QUEST agree with their count', () => {
    expect(t('event.ultraquest.partyFinished', { living: 1 }, 'de')).toBe('Nur noch 1 Abenteurer am Leben: die Gruppe ist am Ende.')
    expect(t('event.ultraquest.partyFinished', { living: 0 }, 'en')).toBe('No adventurer left alive: the party is finished.')
    expect(t('event.ultraquest.nonFightersFall', { names: ['Horst'] }, 'en')).toBe('All fighters are dead: Horst receives two injuries.')
    expect(t('event.ultraquest.nonFightersFall', { names: ['Horst', 'Dorn'] }, 'en')).toBe('All fighters are dead: Horst, Dorn each receive two injuries.')
    expect(t('event.ultraquest.damageDiscarded', { points: 1 }, 'nb')).toBe('Det er ingen igjen til å ta det siste poenget.')
    expect(t('event.ultraquest.damageDiscarded', { points: 2 }, 'nb')).toBe('Det er ingen igjen til å ta de siste 2 poengene.')
  })
})
