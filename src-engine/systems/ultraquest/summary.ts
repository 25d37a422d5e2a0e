import type { Message } from '../../core/types.ts'
import type { UltraquestOutcome } from './outcome.ts'

/** The outcome as the GM reads it before applying it: the result, then one line per adventurer whom the fight changed. */
export function ultraquestOutcomeLines(outcome: UltraquestOutcome, say: (message: Message) => string): string[] {
  const t = (key: string, params: Record<string, string | number> = {}) => say({ key, params })
  const lines = [t('ultraquest.outcome.result', { result: t(`ultraquest.result.${outcome.result}`), rounds: outcome.rounds })]
  for (const a of outcome.adventurers) {
    const parts: string[] = []
    const cursed = a.newInjuries.filter((k) => k === 'cursed').length
    const ordinary = a.newInjuries.length - cursed
    if (ordinary > 0) parts.push(t('ultraquest.outcome.injuries', { count: ordinary }))
    if (cursed > 0) parts.push(t('ultraquest.outcome.cursed', { count: cursed }))
    if (a.healedInFight > 0) parts.push(t('ultraquest.outcome.healed', { count: a.healedInFight }))
    if (a.diedInFight) parts.push(t('ultraquest.outcome.died'))
    if (a.robbed)
      parts.push(
        a.robbed.item
          ? t('ultraquest.outcome.robbed', { item: a.robbed.item.name, row: a.robbed.row })
          : t('ultraquest.outcome.robbedNothing', { row: a.robbed.row })
      )
    if (parts.length > 0) lines.push(`  ${a.name}: ${parts.join('; ')}`)
  }
  if (outcome.partyFinished && outcome.result !== 'declined') lines.push(t('ultraquest.outcome.partyFinished'))
  return lines
}
