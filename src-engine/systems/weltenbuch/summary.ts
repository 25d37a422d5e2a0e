/** The outcome in words, as catalogue messages the UI or the CLI translates before the GM applies it. */
import type { Message } from '../../core/types.ts'
import type { WeltenbuchOutcome } from './outcome.ts'

/** Who won and why, as message keys: "die Helden gewinnen" / "die Gegner sind geflohen"; never a bare "kein Sieger". */
export function resultKeys(outcome: WeltenbuchOutcome): { winnerKey: string; reasonKey: string } {
  if (outcome.winner === null) {
    const standing = (side: string) => outcome.combatants.some((c) => c.side === side && c.status === 'able')
    return { winnerKey: 'weltenbuch.winner.none', reasonKey: standing('heroes') && standing('foes') ? 'weltenbuch.end.stopped' : 'weltenbuch.end.bothOut' }
  }
  const loser = outcome.winner === 'heroes' ? 'foes' : 'heroes'
  return { winnerKey: `weltenbuch.winner.${outcome.winner}`, reasonKey: `weltenbuch.end.${outcome.reason}.${loser}` }
}

export function weltenbuchOutcomeMessages(outcome: WeltenbuchOutcome): Message[] {
  const messages: Message[] = [{ key: 'weltenbuch.outcome.result', params: { ...resultKeys(outcome), segments: outcome.segments } }]
  for (const c of outcome.combatants) {
    // The dead need no healing: neither their damage nor a lost body part is listed, only that they died.
    if (c.damageTaken > 0 && c.status !== 'dead') {
      // Unhurt before the fight, the damage taken is all the damage: said once.
      const fresh = c.damageTaken === c.damage
      messages.push({
        key: fresh ? 'weltenbuch.outcome.damageFresh' : 'weltenbuch.outcome.damage',
        params: { name: c.name, damage: c.damageTaken, ...(fresh ? {} : { total: c.damage }), levelKey: `weltenbuch.wound.${c.woundLevel}` }
      })
    }
    if (c.status !== 'dead')
      for (const zone of c.zonesLost) messages.push({ key: 'weltenbuch.outcome.zoneLost', params: { name: c.name, zoneKey: `weltenbuch.zone.${zone}` } })
    if (c.status !== 'able') messages.push({ key: `weltenbuch.outcome.${c.status}`, params: { name: c.name } })
    if (c.heroPointsSpent > 0) messages.push({ key: 'weltenbuch.outcome.heroPoints', params: { name: c.name, spent: c.heroPointsSpent, left: c.heroPoints } })
  }
  return messages
}
