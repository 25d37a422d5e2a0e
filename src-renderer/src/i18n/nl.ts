import type { Messages } from './en.ts'

export const nl: Messages = {
  app: { title: 'Marching Order', tagline: 'Campagnes, marsvolgorde en gevechten voor spelleiders' },
  picker: {
    heading: 'Campagnes',
    empty: 'Nog geen campagne. Maak hieronder de eerste.',
    open: 'Openen',
    day: 'Dag {day}',
    sessions: 'geen sessies | 1 sessie | {n} sessies',
    archived: 'gearchiveerd',
    unreadable: 'Deze campagne kan niet worden geopend',
    restore: 'Reservekopie van {date} terugzetten',
    noBackups: 'Er is geen reservekopie om terug te zetten.',
    create: 'Nieuwe campagne',
    name: 'Naam',
    system: 'Regelsysteem',
    language: 'Taal',
    createButton: 'Campagne maken',
    created: 'Campagne “{name}” gemaakt.',
    restored: 'Reservekopie teruggezet.'
  },
  systems: { ultraquest: 'ULTRA♦QUEST', odm: 'Het Oog des Meesters', thalia: 'Thalia', weltenbuch: 'Das Weltenbuch' },
  languages: { en: 'English', de: 'Deutsch', nl: 'Nederlands', nb: 'Norsk (bokmål)' },
  errors: { generic: 'Er ging iets mis: {message}', nameRequired: 'Geef de campagne een naam.' }
}
