export const en = {
  app: { title: 'Marching Order', tagline: 'Campaigns, marching order and fights for game masters' },
  picker: {
    heading: 'Campaigns',
    empty: 'No campaign yet. Create the first one below.',
    open: 'Open',
    day: 'Day {day}',
    sessions: 'no sessions | 1 session | {n} sessions',
    archived: 'archived',
    unreadable: 'This campaign cannot be opened',
    restore: 'Restore backup of {date}',
    noBackups: 'There is no backup to restore.',
    create: 'New campaign',
    name: 'Name',
    system: 'Rule system',
    language: 'Language',
    createButton: 'Create campaign',
    created: 'Campaign “{name}” created.',
    restored: 'Backup restored.'
  },
  systems: { ultraquest: 'ULTRA♦QUEST', odm: 'Het Oog des Meesters', thalia: 'Thalia', weltenbuch: 'Das Weltenbuch' },
  languages: { en: 'English', de: 'Deutsch', nl: 'Nederlands', nb: 'Norsk (bokmål)' },
  errors: { generic: 'Something went wrong: {message}', nameRequired: 'Give the campaign a name.' }
}
export type Messages = typeof en
