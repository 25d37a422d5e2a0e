import type { MessageSet } from '../../src-engine/text/catalog.ts'

/**
 * The journal lines the services write themselves (sessions, time, fights started or discarded); the rule
 * systems word their own lines (injuries, healing …) in src-engine/text. Every language is complete here,
 * since these lines frame every session whatever the system.
 */
export const journalMessages = {
  en: {
    'journal.recap.file': '{campaign} - session {number}',
    'journal.care': '— {care}',
    'journal.careBy': '— {care}, by {healer}',
    'journal.recap.title': '{campaign} — session {number}',
    'journal.recap.closed': 'From {from} to {to}',
    'journal.recap.open': 'Open since {from}',
    'journal.recap.day': 'Day {day}',
    'journal.recap.empty': 'Nothing was recorded.',
    'journal.itemHanded': '{from} handed {item} (row {fromRow}) to {to}, who put it in row {toRow}.',
    'journal.sessionOpened': 'Session {number} opened.',
    'journal.sessionClosed': 'Session {number} closed.',
    'journal.daysPassed': '{days, plural, one {# day} other {# days}} passed; it is now day {day}.',
    'journal.partyRested': 'Rest taken: {party}.',
    'journal.nothingToHeal': '{name}: nothing to heal.',
    'journal.fightStarted': 'Fight “{title}” started ({party}).',
    'journal.fightDiscarded': 'Fight “{title}” discarded; nothing of it was applied.'
  },
  de: {
    'journal.recap.file': '{campaign} - Sitzung {number}',
    'journal.care': '— {care}',
    'journal.careBy': '— {care}, durch {healer}',
    'journal.recap.title': '{campaign} — Sitzung {number}',
    'journal.recap.closed': 'Vom {from} bis {to}',
    'journal.recap.open': 'Offen seit {from}',
    'journal.recap.day': 'Tag {day}',
    'journal.recap.empty': 'Nichts wurde festgehalten.',
    'journal.itemHanded': '{from} gab {item} (Zeile {fromRow}) an {to} weiter, in Zeile {toRow}.',
    'journal.sessionOpened': 'Sitzung {number} eröffnet.',
    'journal.sessionClosed': 'Sitzung {number} beendet.',
    'journal.daysPassed': '{days, plural, one {# Tag} other {# Tage}} vergangen; jetzt ist Tag {day}.',
    'journal.partyRested': 'Rast gehalten: {party}.',
    'journal.nothingToHeal': '{name}: nichts zu heilen.',
    'journal.fightStarted': 'Kampf „{title}“ begonnen ({party}).',
    'journal.fightDiscarded': 'Kampf „{title}“ verworfen; nichts davon wurde übernommen.'
  },
  nl: {
    'journal.recap.file': '{campaign} - sessie {number}',
    'journal.care': '— {care}',
    'journal.careBy': '— {care}, door {healer}',
    'journal.recap.title': '{campaign} — sessie {number}',
    'journal.recap.closed': 'Van {from} tot {to}',
    'journal.recap.open': 'Open sinds {from}',
    'journal.recap.day': 'Dag {day}',
    'journal.recap.empty': 'Er is niets vastgelegd.',
    'journal.itemHanded': '{from} gaf {item} (regel {fromRow}) aan {to}, in regel {toRow}.',
    'journal.sessionOpened': 'Sessie {number} geopend.',
    'journal.sessionClosed': 'Sessie {number} gesloten.',
    'journal.daysPassed': '{days, plural, one {# dag} other {# dagen}} verstreken; het is nu dag {day}.',
    'journal.partyRested': 'Rust genomen: {party}.',
    'journal.nothingToHeal': '{name}: niets te genezen.',
    'journal.fightStarted': 'Gevecht „{title}” begonnen ({party}).',
    'journal.fightDiscarded': 'Gevecht „{title}” verworpen; er is niets van toegepast.'
  },
  nb: {
    'journal.recap.file': '{campaign} - økt {number}',
    'journal.care': '— {care}',
    'journal.careBy': '— {care}, ved {healer}',
    'journal.recap.title': '{campaign} — økt {number}',
    'journal.recap.closed': 'Fra {from} til {to}',
    'journal.recap.open': 'Åpen siden {from}',
    'journal.recap.day': 'Dag {day}',
    'journal.recap.empty': 'Ingenting ble skrevet ned.',
    'journal.itemHanded': '{from} ga {item} (rad {fromRow}) til {to}, i rad {toRow}.',
    'journal.sessionOpened': 'Økt {number} åpnet.',
    'journal.sessionClosed': 'Økt {number} avsluttet.',
    'journal.daysPassed': '{days, plural, one {# dag} other {# dager}} har gått; nå er det dag {day}.',
    'journal.partyRested': 'Hvile tatt: {party}.',
    'journal.nothingToHeal': '{name}: ingenting å lege.',
    'journal.fightStarted': 'Kampen «{title}» startet ({party}).',
    'journal.fightDiscarded': 'Kampen «{title}» ble forkastet; ingenting av den ble brukt.'
  }
} as const satisfies MessageSet
