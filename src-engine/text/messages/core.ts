import type { MessageSet } from '../catalog.ts'

export const coreMessages: MessageSet = {
  en: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (hand-rolled)',
    'log.round': 'Round {round}'
  },
  de: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (von Hand gewürfelt)',
    'log.round': 'Runde {round}'
  },
  nl: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (met de hand gegooid)',
    'log.round': 'Ronde {round}'
  },
  nb: {
    'event.dice': '{reason}: {notation} → {faces} = {total}{manualMark}',
    'dice.manualMark': ' (slått for hånd)',
    'log.round': 'Runde {round}'
  }
}
