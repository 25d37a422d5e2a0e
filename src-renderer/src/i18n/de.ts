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
  campaign: { session: 'Sitzung {n}', partyName: 'Name der Gruppe', createParty: 'Gruppe anlegen', restParty: 'Gruppe ruht aus', saved: 'Gespeichert unter {file}' },
  party: { front: 'Vorne', rear: 'Hinten', injuries: 'keine Verletzungen | 1 Verletzung | {n} Verletzungen', ordinary: 'Verletzung', cursed: 'verflucht', dead: 'tot', moveUp: '{name} nach vorn', moveDown: '{name} nach hinten', amount: 'Punkte für {name}' },
  care: { rest: 'Ausruhen', healingSpell: 'Heilspruch', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Heilen', setLe: 'LE setzen', sleep: 'Schlafen', firstAid: 'Erste Hilfe', restWithMedicalHelp: 'Ruhe mit Heilkunde' },
  adventurer: { name: 'Name', add: 'Abenteurer hinzufügen', armour: 'Rüstung' },
  fight: { heading: 'Kampf', type: 'Kampfart', marker: 'Kennzeichen', forced: 'erzwungen', voluntary: 'freiwillig', fromBehind: 'von hinten', robbers: 'Räuber', opponent: 'Gegner', count: 'Anzahl', kind: 'Art', start: 'Kampf beginnen' },
  kinds: { normal: 'gewöhnlich', skeleton: 'Skelett', zombie: 'Zombie', vampire: 'Vampir', mummy: 'Mumie', blackRider: 'Schwarzer Reiter', ghost: 'Geist', demon: 'Dämon' },
  runner: { roll: 'Würfeln', useFaces: 'Diese Augen nehmen', confirm: 'Bestätigen', up: 'Hoch', down: 'Runter', undo: 'Rückgängig', outcome: 'Ergebnis', apply: 'In die Kampagne übernehmen', applied: 'In die Kampagne übernommen.', exportLog: 'Protokoll exportieren', back: 'Zurück zur Gruppe', log: 'Kampfprotokoll', round: 'Runde {round}' },
  errors: { generic: 'Etwas ist schiefgegangen: {message}', nameRequired: 'Gib der Kampagne einen Namen.' }
}
