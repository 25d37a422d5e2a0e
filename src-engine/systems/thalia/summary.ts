/** The outcome in words, as catalogue messages the UI or the CLI translates before the GM applies it. */
import type { Message } from '../../core/types.ts'
import type { ThaliaCombatantOutcome, ThaliaOutcome } from './outcome.ts'
import { sideKeyParam } from './setup.ts'

const msg = (key: string, params: Message['params']): Message => ({ key: `thalia.outcome.${key}`, params })

function result(outcome: ThaliaOutcome): Message {
  const reasonKey = `thalia.end.${outcome.ended}`
  if (outcome.winner === null) return msg('undecided', { rounds: outcome.rounds, reasonKey })
  return msg('result', { rounds: outcome.rounds, reasonKey, winner: outcome.winner, ...sideKeyParam('winner', outcome.winner) })
}

/**
 * One combatant's lasting changes: what the GM will see on the sheet (SKs) or in the story (the others). A dead fighter
 * is named once, as dead: his lost HP, Mén or worn gear change nothing any more, and "fights until killed" beside "dead"
 * read as two final states (found by a GM play-through of the Thalia example).
 */
function combatantMessages(c: ThaliaCombatantOutcome): Message[] {
  const name = c.name
  if (c.status === 'dead') return [msg('dead', { name })]
  const messages: Message[] = []
  if (c.hpLost > 0) messages.push(msg('hpLost', { name, lost: c.hpLost, hp: c.hp }))
  for (const men of c.injuries) {
    const params = { name, injury: men.name, sideKey: men.side ? `thalia.limbSide.${men.id.split('-')[0]}.${men.side}` : 'thalia.limbSide.none' }
    if (men.unconsciousDays) messages.push(msg('haemorrhage', { ...params, days: men.unconsciousDays }))
    else if (men.permanent) messages.push(msg('menPermanent', params))
    else if (men.daysLeft !== undefined) messages.push(msg('menDays', { ...params, days: men.daysLeft }))
    else messages.push(msg('men', params))
  }
  if (c.status === 'dying') messages.push(msg('dying', { name, rounds: c.lastBreath ?? 0 }))
  else if (c.status === 'stabilised') messages.push(msg('stabilised', { name, days: c.unconsciousDays }))
  else if (c.status !== 'active') messages.push(msg(c.status, { name }))
  for (const condition of c.conditions) messages.push(msg('condition', { name, condition }))
  if (c.kind === 'pc') {
    // Only what the fight wore: an item it left as it was changes nothing on the sheet.
    for (const w of c.weaponDurability)
      if (w.durability !== null && w.worn > 0)
        messages.push(msg(w.durability === 0 ? 'broken' : 'durability', { name, item: w.name, durability: w.durability }))
    if (c.shieldDurability !== null && c.shieldWorn > 0)
      messages.push(msg(c.shieldDurability === 0 ? 'shieldBroken' : 'shieldDurability', { name, durability: c.shieldDurability }))
    for (const item of c.beltUsed) messages.push(msg('beltUsed', { name, item }))
  }
  // Only of one still standing: a fighter who fled or is out no longer fights at all.
  if (c.fightsToDeath && c.status === 'active') messages.push(msg('fightsToDeath', { name }))
  return messages
}

export function thaliaOutcomeMessages(outcome: ThaliaOutcome): Message[] {
  return [result(outcome), ...outcome.combatants.flatMap(combatantMessages)]
}
