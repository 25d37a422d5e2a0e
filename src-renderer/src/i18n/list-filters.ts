/**
 * The words of the long lists' filters (issue 16), in all four languages in one small table: they are in every list,
 * and merged into each language's catalogue when it is loaded (index.ts, catalogues.ts).
 */
export const listFilterTexts = {
  en: {
    session: 'Session',
    anySession: 'All sessions',
    state: 'State',
    anyState: 'Any state',
    party: 'Party',
    anyParty: 'All parties',
    rows: 'Battle logs, newest session first'
  },
  de: {
    session: 'Sitzung',
    anySession: 'Alle Sitzungen',
    state: 'Stand',
    anyState: 'Jeder Stand',
    party: 'Gruppe',
    anyParty: 'Alle Gruppen',
    rows: 'Kampfprotokolle, neueste Sitzung zuerst'
  },
  nl: {
    session: 'Sessie',
    anySession: 'Alle sessies',
    state: 'Stand',
    anyState: 'Elke stand',
    party: 'Groep',
    anyParty: 'Alle groepen',
    rows: 'Gevechtsverslagen, nieuwste sessie eerst'
  },
  nb: {
    session: 'Økt',
    anySession: 'Alle økter',
    state: 'Status',
    anyState: 'Alle statuser',
    party: 'Gruppe',
    anyParty: 'Alle grupper',
    rows: 'Kamplogger, nyeste økt først'
  }
} as const

/** A language's catalogue with the list filters' words under `lists`. */
export const withListFilters = <M extends object>(messages: M, locale: keyof typeof listFilterTexts) => ({ ...messages, lists: listFilterTexts[locale] })
