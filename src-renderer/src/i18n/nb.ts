import type { Messages } from './en.ts'

export const nb: Messages = {
  app: { title: 'Marching Order', tagline: 'Kampanjer, marsjorden og kamper for spilledere' },
  picker: {
    heading: 'Kampanjer',
    empty: 'Ingen kampanje ennå. Lag den første nedenfor.',
    open: 'Åpne',
    day: 'Dag {day}',
    sessions: 'ingen økter | 1 økt | {n} økter',
    archived: 'arkivert',
    unreadable: 'Denne kampanjen kan ikke åpnes',
    restore: 'Gjenopprett sikkerhetskopi fra {date}',
    noBackups: 'Det finnes ingen sikkerhetskopi å gjenopprette.',
    create: 'Ny kampanje',
    name: 'Navn',
    system: 'Regelsystem',
    language: 'Språk',
    createButton: 'Lag kampanje',
    created: 'Kampanjen «{name}» er laget.',
    restored: 'Sikkerhetskopien er gjenopprettet.'
  },
  systems: { ultraquest: 'ULTRA♦QUEST', odm: 'Het Oog des Meesters', thalia: 'Thalia', weltenbuch: 'Das Weltenbuch' },
  languages: { en: 'English', de: 'Deutsch', nl: 'Nederlands', nb: 'Norsk (bokmål)' },
  campaign: { session: 'Økt {n}', partyName: 'Gruppens navn', createParty: 'Lag gruppe', restParty: 'Gruppen hviler', saved: 'Lagret som {file}', working: 'Et øyeblikk …' },
  party: { front: 'Foran', rear: 'Bak', injuries: 'ingen skader | 1 skade | {n} skader', ordinary: 'skade', cursed: 'forbannet', dead: 'død', moveUp: 'Flytt {name} fram', moveDown: 'Flytt {name} bak', amount: 'Poeng for {name}', nonFighter: 'kjemper ikke', edit: 'Rediger', equipment: 'Utstyr', moveBetween: 'Flytt til en annen gruppe', noParty: 'I ingen gruppe', dying: 'døende', unconscious: 'bevisstløs', lasting: 'Mén', unusable: 'ubrukelig' },
  care: { rest: 'Hvile', healingSpell: 'Helbredelsesformel', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Hel', setLe: 'Sett LE', sleep: 'Sove', firstAid: 'Førstehjelp', restWithMedicalHelp: 'Hvile med legehjelp' },
  adventurer: { name: 'Navn', add: 'Legg til eventyrer', armour: 'Rustning' },
  fight: { heading: 'Kamp', type: 'Kamptype', marker: 'Merke', forced: 'tvunget', voluntary: 'frivillig', fromBehind: 'bakfra', robbers: 'røvere', opponent: 'Motstander', count: 'Antall', kind: 'Slag', start: 'Start kampen', noParty: 'Lag en gruppe først.', party: 'Gruppe', fromBestiary: 'Motstandere fra bestiariet', oneOff: 'En motstander som ikke står i bestiariet', options: 'Hvordan kampen oppstår', title: 'Tittel' },
  kinds: { normal: 'vanlig', skeleton: 'skjelett', zombie: 'zombie', vampire: 'vampyr', mummy: 'mumie', blackRider: 'svart rytter', ghost: 'ånd', demon: 'demon' },
  runner: { roll: 'Kast', useFaces: 'Bruk disse øynene', confirm: 'Bekreft', up: 'Opp', down: 'Ned', undo: 'Angre', outcome: 'Utfall', apply: 'Bruk i kampanjen', applied: 'Brukt i kampanjen.', exportLog: 'Eksporter loggen', back: 'Tilbake til gruppen', log: 'Kamplogg', round: 'Runde {round}' },
  form: { add: 'Legg til {what}', remove: 'Fjern {what}', removeItem: 'Fjern {what} {n}', removeShort: 'fjern', clear: 'tøm', newKey: 'Nytt navn', save: 'Lagre', cancel: 'Avbryt' },
  validation: { too_small: 'Minst {limit}', too_big: 'Høyst {limit}', invalid_type: 'Her trengs en verdi av riktig slag', invalid_format: 'Dette har ikke forventet form', invalid_value: 'Velg en av de tilbudte verdiene', unrecognized_keys: 'Her er et felt reglene ikke kjenner' },
  sections: { party: 'Grupper', fightSetup: 'Ny kamp', bestiary: 'Bestiarium', logs: 'Kamplogger', journal: 'Journal og tid', settings: 'Innstillinger', character: 'Rollefigur', equipment: 'Utstyr' },
  sheet: { edit: 'Rediger {name}', notes: 'Notater', remove: 'Fjern fra kampanjen', removeConfirm: 'Vil du virkelig fjerne {name}?' },
  bestiary: { empty: 'Bestiariet er tomt.', add: 'Legg til motstander', toFight: 'Inn i en kamp' },
  settings: { appLanguage: 'Appens språk', logLanguage: 'Språk for logger og journal', backupsToKeep: 'Sikkerhetskopier å beholde', rules: 'Regelinnstillinger', rulesHint: 'Åpne punkter i regelteksten og valgfrie regler, med standardverdiene regelteksten foreslår.', resetRules: 'Tilbake til standard', saved: 'Innstillingene er lagret.', backups: 'Sikkerhetskopier', restore: 'Gjenopprett denne kopien' },
  errors: { generic: 'Noe gikk galt: {message}', nameRequired: 'Gi kampanjen et navn.' }
}
