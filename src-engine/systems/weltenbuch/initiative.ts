/** Initiative: Geschick + Sinne + 2W6, hero points before the roll, ties and the order (KA-INI-*). */
import { asks, rollTest, spendHeroPoints } from './questions.ts'
import type { RuleSettings } from './settings.ts'
import { type Fight, type Fighter } from './state.ts'

export interface InitiativeEntry {
  readonly ini: number
  readonly isHero: boolean
  /** Hero-point pool used for the tie-break (KA-INI-9, KA-GAP-10). */
  readonly pool: number
}

/**
 * Order of two combatants: higher initiative first (KA-INI-4); on a tie a hero before an NSC (KA-INI-10),
 * and of two heroes the one with more hero points (KA-INI-9). 0 = still tied (a roll-off decides, KA-GAP-10).
 */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.ini !== b.ini) return b.ini - a.ini
  if (a.isHero !== b.isHero) return a.isHero ? -1 : 1
  if (a.isHero && a.pool !== b.pool) return b.pool - a.pool
  return 0
}

/** `compareInitiative` of two fighters, without making their entries (KA-INI-4, KA-INI-9, KA-INI-10, KA-GAP-10). */
function compareFighters(a: Fighter, b: Fighter, rules: RuleSettings): number {
  if (a.ini !== b.ini) return b.ini - a.ini
  if (a.isHero !== b.isHero) return a.isHero ? -1 : 1
  if (!a.isHero) return 0
  const poolA = rules.tieComparesPoolAfterSpending ? a.heroPoints : a.heroPoints + a.iniPointsSpent
  const poolB = rules.tieComparesPoolAfterSpending ? b.heroPoints : b.heroPoints + b.iniPointsSpent
  return poolB - poolA
}

/**
 * Each combatant able to act rolls once (KA-INI-2, KA-INI-3), or only those in `who` (the re-roll after a dodge,
 * KA-GAP-9); hero points are asked before the dice (KA-INI-7, KA-INI-8).
 */
export function rollInitiative(fight: Fight, who: readonly Fighter[] | null = null): void {
  fight.phase = 'initiative'
  for (const f of who ?? fight.fighters) {
    if (f.status !== 'able') continue
    fight.actor = f
    const bonus = spendHeroPoints(fight, f, 'initiative', 'KA-INI-7')
    f.iniPointsSpent = bonus === 0 ? 0 : bonus / fight.rules.heroPointBonus
    const base = f.initiativeBase
    f.ini = rollTest(fight, 'initiative', f, 'initiative', 'KA-INI-3', base + bonus, false, fight.io.recording ? { name: f.name, base, bonus } : undefined)
  }
  fight.actor = null
  orderByInitiative(fight)
  fight.phase = null
}

/** Sorts the whole fight by initiative; remaining ties are rolled off with 2W6 until they differ (KA-GAP-10). */
export function orderByInitiative(fight: Fight): void {
  const rules = fight.rules
  // A stable insertion sort from setup order into the order's own array (as Array.sort would, without a closure).
  const sorted = fight.order
  const fighters = fight.fighters
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i]!
    let at = i
    while (at > 0 && compareFighters(sorted[at - 1]!, f, rules) > 0) {
      sorted[at] = sorted[at - 1]!
      at--
    }
    sorted[at] = f
  }
  let start = 0
  while (start < sorted.length) {
    let end = start + 1
    while (end < sorted.length && compareFighters(sorted[start]!, sorted[end]!, rules) === 0) end++
    if (end - start > 1) rollOffRun(fight, sorted, start, end)
    start = end
  }
  fight.order = sorted
  if (fight.io.recording) {
    asks.emit(fight.io, fight.segment, 'initiativeOrder', 'KA-INI-4', { names: sorted.filter((f) => f.status === 'able').map((f) => `${f.name} (${f.ini})`) })
  }
}

/**
 * A run of tied fighters in the order, in place: those able to act roll 2W6 each until all differ and go first, highest
 * roll first; those out of the fight follow in the order they had (KA-GAP-10). One able fighter needs no roll-off.
 */
function rollOffRun(fight: Fight, order: Fighter[], start: number, end: number): void {
  let able = 0
  for (let i = start; i < end; i++) if (order[i]!.status === 'able') able++
  if (able < 2) return
  // Able ones first, each group in the order it had.
  const run = fight.run
  while (run.length > 0) run.pop()
  for (let i = start; i < end; i++) run.push(order[i]!)
  let at = start
  for (const f of run) if (f.status === 'able') order[at++] = f
  for (const f of run) if (f.status !== 'able') order[at++] = f
  const values = fight.rolls
  for (;;) {
    while (values.length > 0) values.pop()
    for (let i = start; i < start + able; i++) values.push(rollTest(fight, 'rolloff', order[i]!, 'rolloff', 'KA-GAP-10', 0))
    if (allDifferent(values)) break
  }
  // Highest roll first; the rolls all differ, so the order is the only one.
  for (let i = 1; i < able; i++) {
    const f = order[start + i]!
    const value = values[i]!
    let j = i
    while (j > 0 && values[j - 1]! < value) {
      order[start + j] = order[start + j - 1]!
      values[j] = values[j - 1]!
      j--
    }
    order[start + j] = f
    values[j] = value
  }
  if (fight.io.recording)
    asks.emit(fight.io, fight.segment, 'rolloff', 'KA-GAP-10', { names: values.map((value, i) => `${order[start + i]!.name} (${value})`) })
}

function allDifferent(values: readonly number[]): boolean {
  for (let i = 1; i < values.length; i++) for (let j = 0; j < i; j++) if (values[i] === values[j]) return false
  return true
}
