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
  campaign: { session: 'Økt {n}', partyName: 'Gruppens navn', createParty: 'Lag gruppe', restParty: 'Gruppen hviler', saved: 'Lagret som {file}' },
  party: { front: 'Foran', rear: 'Bak', injuries: 'ingen skader | 1 skade | {n} skader', ordinary: 'skade', cursed: 'forbannet', dead: 'død', moveUp: 'Flytt {name} fram', moveDown: 'Flytt {name} bak', amount: 'Poeng for {name}' },
  care: { rest: 'Hvile', healingSpell: 'Helbredelsesformel', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Hel', setLe: 'Sett LE', sleep: 'Sove', firstAid: 'Førstehjelp', restWithMedicalHelp: 'Hvile med legehjelp' },
  adventurer: { name: 'Navn', add: 'Legg til eventyrer', armour: 'Rustning' },
  fight: { heading: 'Kamp', type: 'Kamptype', marker: 'Merke', forced: 'tvunget', voluntary: 'frivillig', fromBehind: 'bakfra', robbers: 'røvere', opponent: 'Motstander', count: 'Antall', kind: 'Slag', start: 'Start kampen' },
  kinds: { normal: 'vanlig', skeleton: 'skjelett', zombie: 'zombie', vampire: 'vampyr', mummy: 'mumie', blackRider: 'svart rytter', ghost: 'ånd', demon: 'demon' },
  runner: { roll: 'Kast', useFaces: 'Bruk disse øynene', confirm: 'Bekreft', up: 'Opp', down: 'Ned', undo: 'Angre', outcome: 'Utfall', apply: 'Bruk i kampanjen', applied: 'Brukt i kampanjen.', exportLog: 'Eksporter loggen', back: 'Tilbake til gruppen', log: 'Kamplogg', round: 'Runde {round}' },
  errors: { generic: 'Noe gikk galt: {message}', nameRequired: 'Gi kampanjen et navn.' }
}
