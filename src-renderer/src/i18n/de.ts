import type { Messages } from './en.ts'

export const de: Messages = {
  app: { title: 'Marching Order', tagline: 'Kampagnen, Marschordnung und Kämpfe für Spielleiter' },
  picker: {
    heading: 'Kampagnen',
    empty: 'Noch keine Kampagne. Lege unten die erste an.',
    open: 'Öffnen',
    day: 'Tag {day}',
    sessions: 'keine Sitzungen | 1 Sitzung | {n} Sitzungen',
    archived: 'archiviert',
    unreadable: 'Diese Kampagne lässt sich nicht öffnen',
    restore: 'Sicherung vom {date} wiederherstellen',
    noBackups: 'Es gibt keine Sicherung zum Wiederherstellen.',
    create: 'Neue Kampagne',
    name: 'Name',
    system: 'Regelsystem',
    language: 'Sprache',
    createButton: 'Kampagne anlegen',
    created: 'Kampagne „{name}“ angelegt.',
    restored: 'Sicherung wiederhergestellt.'
  },
  systems: { ultraquest: 'ULTRA♦QUEST', odm: 'Het Oog des Meesters', thalia: 'Thalia', weltenbuch: 'Das Weltenbuch' },
  languages: { en: 'English', de: 'Deutsch', nl: 'Nederlands', nb: 'Norsk (bokmål)' },
  errors: { generic: 'Etwas ist schiefgegangen: {message}', nameRequired: 'Gib der Kampagne einen Namen.' }
}
