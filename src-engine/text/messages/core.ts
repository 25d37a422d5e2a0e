import type { MessageSet } from '../catalog.ts'

export const coreMessages: MessageSet = {
  en: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (hand-rolled)',
    'log.round': 'Round {round}',
    'log.header.when': 'Session {session} · day {day} · seed {seed}',
    'log.header.order': 'Marching order: {names}',
    'log.header.running': '(the fight is still running)',
    'log.header.replay': 'Replay data (checks this log):',
    'standing.condition.unconscious': 'unconscious',
    'standing.condition.dying': 'dying',
    'standing.condition.stabilised': 'stabilised',
    'standing.condition.fled': 'fled',
    'standing.condition.surrendered': 'surrendered',
    'standing.condition.out': 'out of the fight',
    'standing.condition.dead': 'dead'
  },
  de: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (von Hand gewürfelt)',
    'log.round': 'Runde {round}',
    'log.header.when': 'Sitzung {session} · Tag {day} · Seed {seed}',
    'log.header.order': 'Reihenfolge: {names}',
    'log.header.running': '(der Kampf läuft noch)',
    'log.header.replay': 'Wiederholungsdaten (prüfen dieses Protokoll):',
    'standing.condition.unconscious': 'bewusstlos',
    'standing.condition.dying': 'sterbend',
    'standing.condition.stabilised': 'stabilisiert',
    'standing.condition.fled': 'geflohen',
    'standing.condition.surrendered': 'aufgegeben',
    'standing.condition.out': 'kampfunfähig',
    'standing.condition.dead': 'tot'
  },
  nl: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (met de hand gegooid)',
    'log.round': 'Ronde {round}',
    'log.header.when': 'Sessie {session} · dag {day} · seed {seed}',
    'log.header.order': 'Marsvolgorde: {names}',
    'log.header.running': '(het gevecht loopt nog)',
    'log.header.replay': 'Herhaalgegevens (controleren dit verslag):',
    'standing.condition.unconscious': 'bewusteloos',
    'standing.condition.dying': 'stervend',
    'standing.condition.stabilised': 'gestabiliseerd',
    'standing.condition.fled': 'gevlucht',
    'standing.condition.surrendered': 'gaf zich over',
    'standing.condition.out': 'buiten gevecht',
    'standing.condition.dead': 'dood'
  },
  nb: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (slått for hånd)',
    'log.round': 'Runde {round}',
    'log.header.when': 'Økt {session} · dag {day} · frø {seed}',
    'log.header.order': 'Marsjorden: {names}',
    'log.header.running': '(kampen pågår fortsatt)',
    'log.header.replay': 'Avspillingsdata (kontrollerer denne loggen):',
    'standing.condition.unconscious': 'bevisstløs',
    'standing.condition.dying': 'døende',
    'standing.condition.stabilised': 'stabilisert',
    'standing.condition.fled': 'flyktet',
    'standing.condition.surrendered': 'overga seg',
    'standing.condition.out': 'ute av kampen',
    'standing.condition.dead': 'død'
  }
}
