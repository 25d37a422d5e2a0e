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
  errors: { generic: 'Noe gikk galt: {message}', nameRequired: 'Gi kampanjen et navn.' }
}
