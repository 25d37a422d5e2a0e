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
  campaign: { session: 'Sitzung {n}', partyName: 'Name der Gruppe', createParty: 'Gruppe anlegen', restParty: 'Gruppe ruht aus', saved: 'Gespeichert unter {file}', working: 'Einen Moment …' },
  party: { front: 'Vorne', rear: 'Hinten', injuries: 'keine Verletzungen | 1 Verletzung | {n} Verletzungen', ordinary: 'Verletzung', cursed: 'verflucht', dead: 'tot', moveUp: '{name} nach vorn', moveDown: '{name} nach hinten', amount: 'Punkte für {name}', nonFighter: 'kämpft nicht', edit: 'Bearbeiten', equipment: 'Ausrüstung', moveBetween: 'In eine andere Gruppe', noParty: 'In keiner Gruppe', dying: 'stirbt', unconscious: 'bewusstlos', lasting: 'bleibende Verletzung', unusable: 'unbrauchbar' },
  care: { rest: 'Ausruhen', healingSpell: 'Heilspruch', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Heilen', setLe: 'LE setzen', sleep: 'Schlafen', firstAid: 'Erste Hilfe', restWithMedicalHelp: 'Ruhe mit Heilkunde' },
  adventurer: { name: 'Name', add: 'Abenteurer hinzufügen', armour: 'Rüstung' },
  fight: { heading: 'Kampf', type: 'Kampfart', marker: 'Kennzeichen', forced: 'erzwungen', voluntary: 'freiwillig', fromBehind: 'von hinten', robbers: 'Räuber', opponent: 'Gegner', count: 'Anzahl', kind: 'Art', start: 'Kampf beginnen', noParty: 'Zuerst eine Gruppe anlegen.', party: 'Gruppe', fromBestiary: 'Gegner aus dem Bestiarium', oneOff: 'Ein Gegner, der nicht im Bestiarium steht', options: 'Wie es zum Kampf kommt', title: 'Titel' },
  kinds: { normal: 'gewöhnlich', skeleton: 'Skelett', zombie: 'Zombie', vampire: 'Vampir', mummy: 'Mumie', blackRider: 'Schwarzer Reiter', ghost: 'Geist', demon: 'Dämon' },
  runner: { roll: 'Würfeln', useFaces: 'Diese Augen nehmen', confirm: 'Bestätigen', up: 'Hoch', down: 'Runter', undo: 'Rückgängig', outcome: 'Ergebnis', apply: 'In die Kampagne übernehmen', applied: 'In die Kampagne übernommen.', exportLog: 'Protokoll exportieren', back: 'Zurück zur Gruppe', log: 'Kampfprotokoll', round: 'Runde {round}' },
  form: { add: '{what} hinzufügen', remove: '{what} entfernen', removeItem: '{what} {n} entfernen', removeShort: 'entfernen', clear: 'leeren', newKey: 'Neuer Name', save: 'Speichern', cancel: 'Abbrechen' },
  validation: { too_small: 'Mindestens {limit}', too_big: 'Höchstens {limit}', invalid_type: 'Hier fehlt ein passender Wert', invalid_format: 'Das Format stimmt nicht', invalid_value: 'Bitte einen der angebotenen Werte wählen', unrecognized_keys: 'Hier steht ein Feld, das die Regeln nicht kennen' },
  sections: { party: 'Gruppen', fightSetup: 'Neuer Kampf', bestiary: 'Bestiarium', logs: 'Kampfprotokolle', journal: 'Journal & Zeit', settings: 'Einstellungen', character: 'Charakter', equipment: 'Ausrüstung' },
  sheet: { edit: '{name} bearbeiten', notes: 'Notizen', remove: 'Aus der Kampagne entfernen', removeConfirm: '{name} wirklich entfernen?' },
  bestiary: { empty: 'Das Bestiarium ist leer.', add: 'Gegner hinzufügen', toFight: 'In einen Kampf' },
  settings: { appLanguage: 'Sprache der App', logLanguage: 'Sprache von Protokoll und Journal', backupsToKeep: 'Aufzubewahrende Sicherungen', rules: 'Regeleinstellungen', rulesHint: 'Offene Punkte des Regeltexts und optionale Regeln, mit den Vorgaben, die der Regeltext nahelegt.', resetRules: 'Zurück zu den Vorgaben', saved: 'Einstellungen gespeichert.', backups: 'Sicherungen', restore: 'Diese Sicherung wiederherstellen' },
  errors: { generic: 'Etwas ist schiefgegangen: {message}', nameRequired: 'Gib der Kampagne einen Namen.' }
}
