import type { ThaliaCombatantOutcome } from './outcome.ts'
import type { ThaliaRules } from './settings.ts'
import type { PcSheet } from './sheet.ts'
import { menById, type Attribute } from './tables.ts'

/** What time passing needs from dice: the campaign passes its seeded roller (or typed-in faces). */
export interface DieSource {
  face(sides: number): number
}

export interface DayPlan {
  /** At least 8 hours of rest that day (THA-HEAL-2). */
  readonly rested: boolean
  /** Someone gave medical help (e.g. Legekunst) that day (THA-HEAL-3). */
  readonly medicalHelp?: boolean
  /**
   * Whether the helper's Intellekt (Legekunst) test succeeded (THA-GAP-42: medical help counts only then); `false`
   * makes the day a plain rest. Absent: the caller vouches for it, as the campaign's "rest with medical help" does.
   */
  readonly medicalTestPassed?: boolean
}

export type HealingNote =
  | { readonly type: 'healed'; readonly rule: string; readonly amount: number; readonly hp: number }
  | { readonly type: 'injuryEnded'; readonly rule: string; readonly injury: string }
  | { readonly type: 'woke'; readonly rule: string; readonly hp: number }
  | { readonly type: 'haemorrhageRoll'; readonly rule: string; readonly face: number; readonly died: boolean }
  | { readonly type: 'died'; readonly rule: string }

type HealRules = Pick<ThaliaRules, 'hpCappedAtMax' | 'stabilisedWakeHp' | 'haemorrhageDeathFace'>

/** THA-HEAL-2, THA-HEAL-3, THA-GAP-42: HP healed in one day: 1 with 8 hours' rest, doubled by medical help whose test did not fail. */
export function naturalHealing(plan: DayPlan): number {
  if (!plan.rested) return 0
  return plan.medicalHelp === true && plan.medicalTestPassed !== false ? 2 : 1
}

/**
 * One in-game day for an SK: a brain haemorrhage may kill (THA-MEN-6, THA-GAP-38), unconsciousness runs down
 * (THA-DYING-7; both kinds at once), HP heal (THA-HEAL-2, THA-HEAL-3; unconscious days count as rest, THA-GAP-35),
 * timed Mén tick down and end (THA-MEN-4); permanent Mén stay. Healing never removes Mén (THA-GAP-42).
 */
export function passDay(sheet: PcSheet, plan: DayPlan, rules: HealRules, dice: DieSource): { sheet: PcSheet; notes: HealingNote[] } {
  const notes: HealingNote[] = []
  if (sheet.status === 'dead') return { sheet, notes }
  const injuries = sheet.injuries.map((i) => ({ ...i }))
  for (const injury of injuries) {
    if (!injury.unconsciousDays) continue
    const face = dice.face(6)
    const died = face === rules.haemorrhageDeathFace
    notes.push({ type: 'haemorrhageRoll', rule: 'THA-GAP-38', face, died })
    if (died) {
      notes.push({ type: 'died', rule: 'THA-MEN-6' })
      return { sheet: { ...sheet, status: 'dead', injuries }, notes }
    }
    injury.unconsciousDays--
  }
  const wasUnconscious = sheet.unconsciousDays > 0 || sheet.injuries.some((i) => (i.unconsciousDays ?? 0) > 0)
  const unconsciousDays = Math.max(0, sheet.unconsciousDays - 1)
  const restsAnyway = wasUnconscious && rules.stabilisedWakeHp === 'daysAsRest'
  let amount = wasUnconscious && rules.stabilisedWakeHp === 'one' ? 0 : naturalHealing(restsAnyway ? { ...plan, rested: true } : plan)
  let hp = sheet.hp + amount
  if (rules.hpCappedAtMax) hp = Math.min(sheet.maxHp, hp)
  amount = hp - sheet.hp
  if (amount > 0) notes.push({ type: 'healed', rule: plan.medicalHelp && amount === 2 ? 'THA-HEAL-3' : 'THA-HEAL-2', amount, hp })
  const kept = injuries.filter((injury) => {
    if (injury.daysLeft === undefined) return true
    injury.daysLeft--
    if (injury.daysLeft > 0) return true
    notes.push({ type: 'injuryEnded', rule: 'THA-MEN-4', injury: menById(injury.id)?.name ?? injury.id })
    return false
  })
  const stillOut = unconsciousDays > 0 || kept.some((i) => (i.unconsciousDays ?? 0) > 0)
  if (wasUnconscious && !stillOut) {
    if (rules.stabilisedWakeHp === 'one') hp = Math.max(hp, 1)
    notes.push({ type: 'woke', rule: 'THA-GAP-35', hp })
  }
  // THA-DYING-8: up on its feet once awake with HP above 0.
  const status: PcSheet['status'] = stillOut ? 'unconscious' : hp > 0 ? 'active' : 'unconscious'
  return { sheet: { ...sheet, hp, status, unconsciousDays, injuries: kept }, notes }
}

/**
 * Whether a day leaves this sheet as it is, rolling no die and noting nothing: dead, or awake with nothing to run
 * down (no unconscious days, no Mén with days left) and no HP a day can change. Such a sheet stays so on every
 * later day of the same plan, so a month or ten years of it cost nothing.
 */
export function daySettled(sheet: PcSheet, plan: DayPlan, rules: HealRules): boolean {
  if (sheet.status === 'dead') return true
  if (sheet.unconsciousDays !== 0) return false
  for (const injury of sheet.injuries) if (injury.unconsciousDays || injury.daysLeft !== undefined) return false
  let hp = sheet.hp + naturalHealing(plan)
  if (rules.hpCappedAtMax) hp = Math.min(sheet.maxHp, hp)
  return hp === sheet.hp && sheet.status === (hp > 0 ? 'active' : 'unconscious')
}

/** Several days of the same plan (travel, rest in town …); the days after the sheet has settled are skipped. */
export function passDays(sheet: PcSheet, days: number, plan: DayPlan, rules: HealRules, dice: DieSource): { sheet: PcSheet; notes: HealingNote[] } {
  let current = sheet
  const notes: HealingNote[] = []
  for (let d = 0; d < days; d++) {
    if (daySettled(current, plan, rules)) break
    const next = passDay(current, plan, rules, dice)
    current = next.sheet
    notes.push(...next.notes)
  }
  return { sheet: current, notes }
}

/** THA-GAP-41: a factor from an attribute score by the campaign's table (the highest row not above the score). */
export function factorFor(table: ThaliaRules['factorTable'], score: number): number | null {
  let found: number | null = null
  let from = -Infinity
  for (const row of table)
    if (row.from <= score && row.from >= from) {
      from = row.from
      found = row.factor
    }
  return found
}

/**
 * Applies a confirmed fight outcome to an SK sheet: HP, death or unconsciousness, new Mén with their
 * durations, permanent attribute penalties (factor recalculated when the campaign keeps scores and a table,
 * THA-GAP-41), Holdbarhet of weapons and shield, used belt items, new conditions.
 */
export function applyOutcome(sheet: PcSheet, entry: ThaliaCombatantOutcome, rules: Pick<ThaliaRules, 'factorTable'>): PcSheet {
  let attributes = sheet.attributes ? { ...sheet.attributes } : undefined
  const factors = { ...sheet.factors }
  let burden = sheet.burden
  for (const injury of entry.injuries) {
    const effects = menById(injury.id)?.effects
    if (!effects) continue
    if (effects.burden) burden += effects.burden
    const penalty = effects.attributePenalty
    if (penalty && attributes) {
      const attr: Attribute = penalty.attribute
      attributes = { ...attributes, [attr]: attributes[attr] + penalty.amount }
      const factor = factorFor(rules.factorTable, attributes[attr])
      if (factor !== null) factors[attr] = factor
    }
  }
  // An SK who ran from the fight (THA-ACT-5) is on its feet; Døende, stabilised or out, it is unconscious.
  const status: PcSheet['status'] = entry.status === 'dead' ? 'dead' : entry.status === 'active' || entry.status === 'fled' ? 'active' : 'unconscious'
  const haemorrhage = entry.injuries.some((i) => (i.unconsciousDays ?? 0) > 0)
  return {
    ...sheet,
    // The sheet may have changed between the end of the fight and applying it (a lower maxHp): HP never go above it.
    hp: Math.min(entry.hp, sheet.maxHp),
    status: haemorrhage && status !== 'dead' ? 'unconscious' : status,
    unconsciousDays: entry.unconsciousDays,
    ...(attributes ? { attributes } : {}),
    factors,
    burden,
    injuries: [
      ...sheet.injuries,
      ...entry.injuries.map((i) => ({
        id: i.id,
        ...(i.side ? { side: i.side } : {}),
        ...(i.daysLeft !== undefined ? { daysLeft: i.daysLeft } : {}),
        ...(i.unconsciousDays !== undefined ? { unconsciousDays: i.unconsciousDays } : {})
      }))
    ],
    weapons: sheet.weapons.map((w, i) => {
      const d = entry.weaponDurability[i]?.durability
      return d === null || d === undefined ? w : { ...w, durability: d }
    }),
    ...(sheet.shield ? { shield: entry.shieldDurability === null ? sheet.shield : { ...sheet.shield, durability: entry.shieldDurability } } : {}),
    belt: removeUsed(sheet.belt, entry.beltUsed),
    conditions: [...sheet.conditions, ...entry.conditions.map((name) => ({ name, coupVulnerable: false }))]
  }
}

function removeUsed<T extends { name: string }>(belt: readonly T[], used: readonly string[]): T[] {
  const left = [...used]
  return belt.filter((item) => {
    const i = left.indexOf(item.name)
    if (i < 0) return true
    left.splice(i, 1)
    return false
  })
}
