/** The outcome in words, as catalogue messages the UI or the CLI translates before the GM applies it. */
import type { Message } from '../../core/types.ts'
import type { WeltenbuchOutcome } from './outcome.ts'

export function weltenbuchOutcomeMessages(outcome: WeltenbuchOutcome): Message[] {
  const messages: Message[] = [
    {
      key: 'weltenbuch.outcome.result',
      params: {
        winnerKey: outcome.winner ? `weltenbuch.side.${outcome.winner}` : 'weltenbuch.side.none',
        reasonKey: `weltenbuch.end.${outcome.reason}`,
        segments: outcome.segments
      }
    }
  ]
  for (const c of outcome.combatants) {
    if (c.damageTaken > 0) {
      messages.push({ key: 'weltenbuch.outcome.damage', params: { name: c.name, damage: c.damageTaken, total: c.damage, levelKey: `weltenbuch.wound.${c.woundLevel}` } })
    }
    for (const zone of c.zonesLost) messages.push({ key: 'weltenbuch.outcome.zoneLost', params: { name: c.name, zoneKey: `weltenbuch.zone.${zone}` } })
    if (c.status !== 'able') messages.push({ key: `weltenbuch.outcome.${c.status}`, params: { name: c.name } })
    if (c.heroPointsSpent > 0) messages.push({ key: 'weltenbuch.outcome.heroPoints', params: { name: c.name, spent: c.heroPointsSpent, left: c.heroPoints } })
  }
  return messages
}
