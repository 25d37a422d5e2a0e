import type { MessageSet } from '../catalog.ts'

export const coreMessages: MessageSet = {
  en: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (hand-rolled)',
    'log.round': 'Round {round}',
    'log.header.when': 'Session {session} · day {day} · seed {seed}',
    'log.header.order': 'Marching order: {names}',
    'log.header.running': '(the fight is still running)',
    'log.header.replay': 'Replay data (checks this log):'
  },
  de: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (von Hand gewürfelt)',
    'log.round': 'Runde {round}',
    'log.header.when': 'Sitzung {session} · Tag {day} · Seed {seed}',
    'log.header.order': 'Reihenfolge: {names}',
    'log.header.running': '(der Kampf läuft noch)',
    'log.header.replay': 'Wiederholungsdaten (prüfen dieses Protokoll):'
  },
  nl: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (met de hand gegooid)',
    'log.round': 'Ronde {round}',
    'log.header.when': 'Sessie {session} · dag {day} · seed {seed}',
    'log.header.order': 'Marsvolgorde: {names}',
    'log.header.running': '(het gevecht loopt nog)',
    'log.header.replay': 'Herhaalgegevens (controleren dit verslag):'
  },
  nb: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (slått for hånd)',
    'log.round': 'Runde {round}',
    'log.header.when': 'Økt {session} · dag {day} · frø {seed}',
    'log.header.order': 'Marsjorden: {names}',
    'log.header.running': '(kampen pågår fortsatt)',
    'log.header.replay': 'Avspillingsdata (kontrollerer denne loggen):'
  }
}
