import type { FightView } from '../../stores/campaign.ts'

type StandingView = NonNullable<FightView['standing']>

/** What a GM reads off a combatant: when this changes with an answer, his row is marked. */
function fingerprint(c: StandingView['sides'][number]['combatants'][number]): string {
  return JSON.stringify([c.values.map((v) => [v.key, v.current, v.max, v.text]), c.conditions.map((x) => x.key), c.marks.map((m) => m.label)])
}

/** The combatants whose values, conditions or marks differ between two standings of one fight. */
export function changedCombatants(before: StandingView | null, after: StandingView | null): Set<string> {
  const changed = new Set<string>()
  if (!before || !after) return changed
  const old = new Map(before.sides.flatMap((s) => s.combatants.map((c) => [c.id, fingerprint(c)] as const)))
  for (const side of after.sides) for (const c of side.combatants) if (old.has(c.id) && old.get(c.id) !== fingerprint(c)) changed.add(c.id)
  return changed
}
