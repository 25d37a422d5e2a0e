import type { Message } from '../../core/types.ts'
import type { OdmOutcome } from './outcome.ts'

/** The outcome in words for the GM's preview: the result naming the winning side, then each fighter whose LE or status changed. */
export function odmOutcomeMessages(outcome: OdmOutcome, names: ReadonlyMap<string, string> = new Map()): Message[] {
  const lines: Message[] = [{ key: 'odm.outcome.result', params: { resultKey: `odm.result.${outcome.result}`, rounds: outcome.rounds, ...winnerOf(outcome) } }]
  for (const c of outcome.combatants) {
    if (c.leLost === 0 && c.status === 'fighting') continue
    lines.push({
      key: 'odm.outcome.combatant',
      params: { name: names.get(c.id) ?? c.id, before: c.leBefore, after: c.leAfter, max: c.leMax, statusKey: `odm.status.${c.status}` }
    })
  }
  return lines
}

/** Combatant names of a stored setup, so the outcome says "Thorwal" rather than his id. */
export function namesInSetup(setup: unknown): Map<string, string> {
  const sides = (setup as { sides?: { combatants?: { id: string; name: string }[] }[] } | undefined)?.sides ?? []
  return new Map(sides.flatMap((side) => (side.combatants ?? []).map((c) => [c.id, c.name] as const)))
}

/**
 * The winning side as a message's `winner`: by name, or by its part in the fight (`winnerKey`, worded in the reader's
 * language); an outcome saved before it had `winnerName` falls back to the side's id.
 */
export function winnerOf(outcome: OdmOutcome): { readonly winner: string } | { readonly winnerKey: string } {
  return outcome.winnerKey ? { winnerKey: outcome.winnerKey } : { winner: outcome.winnerName ?? outcome.winner ?? '—' }
}
