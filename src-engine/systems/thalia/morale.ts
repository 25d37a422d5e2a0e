import { chooseOne, emit, option, rollOne } from './ask.ts'
import type { ThaliaRules } from './settings.ts'
import { sideDiceLabel, sideKeyParam } from './setup.ts'
import type { Fight, Fighter, Group } from './state.ts'

/** THA-MORALE-10: the Judge's adjustments, −2 to +2. */
const ADJUSTMENTS = ['-2', '-1', '0', '1', '2'].map((v) => option(v, 'adjust', { value: v }))

export type MoraleReason = 'firstDeath' | 'halfDead' | 'threatened'

/** THA-MORALE-4: a 2d6 roll at or under KÅ stays, above flees. THA-MORALE-7/8: KÅ 12 always stays, KÅ 2 always flees. */
export function moraleStays(rules: Pick<ThaliaRules, 'moraleAdjustmentTo'>, roll: number, ka: number, adjustment: number): boolean {
  if (ka >= 12) return true
  if (ka <= 2) return false
  // THA-MORALE-10: adjustments never touch KÅ 2 or 12 (handled above). THA-GAP-46: a bonus raises KÅ by default.
  return rules.moraleAdjustmentTo === 'ka' ? roll <= ka + adjustment : roll + adjustment <= ka
}

/** THA-MORALE-6: Fordel keeps the lower 2d6 total, Ulempe the higher. */
export function moraleRollKept(first: number, second: number | null, edge: 'none' | 'advantage' | 'disadvantage'): number {
  if (second === null || edge === 'none') return first
  return edge === 'advantage' ? Math.min(first, second) : Math.max(first, second)
}

/** THA-GAP-45: the number of deaths that makes "half the group". */
export function halfOf(rules: Pick<ThaliaRules, 'halfDeadRounding'>, size: number): number {
  return rules.halfDeadRounding === 'ceil' ? Math.ceil(size / 2) : Math.max(1, Math.floor(size / 2))
}

/** THA-MORALE-5, THA-GAP-50: whose KÅ and edge a creature tests with. */
function testerValues(group: Group, f: Fighter, rules: ThaliaRules): { ka: number; edge: Fighter['moraleEdge'] } {
  // THA-MORALE-8 before THA-MORALE-5: a KÅ 2 creature always flees, whoever leads it.
  if (f.kampand <= 2) return { ka: f.kampand, edge: f.moraleEdge }
  const leader = group.members.find((m) => m.leader)
  if (leader && (leader.status === 'active' || rules.afterLeader === 'leaderKa')) return { ka: leader.kampand, edge: leader.moraleEdge }
  return { ka: f.kampand, edge: f.moraleEdge }
}

/** THA-MORALE-12, THA-MORALE-9: immune to tests (never flee): own KÅ 12 or Passed 2. */
export function moraleImmune(f: Fighter): boolean {
  return f.kampand >= 12 || f.fightsToDeath
}

/**
 * THA-MORALE-3 .. THA-MORALE-10, THA-GAP-44: one Fighting Spirit test of a group. One 2d6 roll for the group
 * by default; each remaining creature compares it with the Leader's KÅ (or its own), fails flee, passes count
 * toward Passed 2.
 */
export function moraleTest(fight: Fight, group: Group, reason: MoraleReason): void {
  const rules = fight.rules
  const rule = reason === 'threatened' ? 'THA-MORALE-11' : 'THA-MORALE-3'
  const testers = group.members.filter((m) => m.status === 'active' && !moraleImmune(m))
  if (testers.length === 0) return
  if (fight.io.recording) emit(fight, 'moraleTest', rule, { group: group.id, ...sideKeyParam('group', group.id), reasonKey: `tha.morale.${reason}` })
  const values = testers.map((m) => testerValues(group, m, rules))
  const needRoll = values.some((v) => v.ka > 2 && v.ka < 12)
  let adjustment = 0
  if (needRoll) {
    adjustment = Number(chooseOne(fight, { key: 'moraleAdjust', rule: 'THA-MORALE-10', promptKey: 'moraleAdjust', params: { group: group.id, ...sideKeyParam('group', group.id) }, judge: true }, ADJUSTMENTS, '0'))
  }
  const anyEdge = values.some((v) => v.edge !== 'none')
  let groupRoll: { first: number; second: number | null } | null = null
  const rollPair = (who: string): { first: number; second: number | null } => {
    const first = rollOne(fight, { key: 'morale', rule: 'THA-MORALE-4', promptKey: 'morale', params: { group: who, ...sideKeyParam('group', who) }, label: sideDiceLabel(who) }, '2t6').total
    const second = anyEdge ? rollOne(fight, { key: 'moraleReroll', rule: 'THA-MORALE-6', promptKey: 'moraleReroll', params: { group: who, ...sideKeyParam('group', who) }, label: sideDiceLabel(who) }, '2t6').total : null
    return { first, second }
  }
  testers.forEach((m, i) => {
    const v = values[i]!
    let stays: boolean
    let kept = 0
    if (v.ka <= 2 || v.ka >= 12) {
      stays = v.ka >= 12
    } else {
      const pair = rules.moraleRoll === 'perGroup' ? (groupRoll ??= rollPair(group.id)) : rollPair(m.name)
      kept = moraleRollKept(pair.first, pair.second, v.edge)
      stays = moraleStays(rules, kept, v.ka, adjustment)
    }
    const counts = reason !== 'threatened' || rules.forcedTestCounts
    // THA-MORALE-7, THA-MORALE-8: KÅ 12 stays and KÅ 2 flees without a roll; the log names no roll then.
    const rolled = v.ka > 2 && v.ka < 12
    if (stays) {
      if (counts) m.moralePasses++
      if (fight.io.recording) {
        if (rolled) emit(fight, 'moraleStays', 'THA-MORALE-4', { target: m.name, roll: kept, ka: v.ka, adjustment })
        else emit(fight, 'moraleAlwaysStays', 'THA-MORALE-7', { target: m.name, ka: v.ka })
      }
      if (m.moralePasses >= 2 && !m.fightsToDeath) {
        m.fightsToDeath = true
        if (fight.io.recording) emit(fight, 'fightsToDeath', 'THA-MORALE-9', { target: m.name })
      }
    } else {
      m.status = 'fled'
      m.prepared = false
      if (fight.io.recording) {
        if (rolled) emit(fight, 'moraleFlees', 'THA-MORALE-4', { target: m.name, roll: kept, ka: v.ka, adjustment })
        else emit(fight, 'moraleAlwaysFlees', 'THA-MORALE-8', { target: m.name, ka: v.ka })
      }
    }
  })
}

/** THA-MORALE-3 (a)/(b), THA-GAP-45: a death may trigger the group's first-death or half-dead test, once each. */
export function onNpcDeath(fight: Fight, dead: Fighter): void {
  const group = fight.groups.get(dead.group)
  if (!group) return
  group.dead++
  if (!dead.hostile) return
  let reason: MoraleReason | null = null
  if (!group.firstDeathTested && group.dead >= 1) {
    group.firstDeathTested = true
    reason = 'firstDeath'
  }
  if (!group.halfDeadTested && group.dead >= halfOf(fight.rules, group.initialSize)) {
    group.halfDeadTested = true
    reason ??= 'halfDead'
  }
  if (reason) moraleTest(fight, group, reason)
}

/** THA-GAP-48 alternative: KÅ 2 creatures flee as the fight starts. */
export function ka2FleeAtStart(fight: Fight): void {
  if (fight.rules.ka2Flees !== 'fightStart') return
  for (const f of fight.fighters) {
    if (f.kind !== 'pc' && f.hostile && f.status === 'active' && f.kampand <= 2) {
      f.status = 'fled'
      if (fight.io.recording) emit(fight, 'moraleAlwaysFlees', 'THA-GAP-48', { target: f.name, ka: f.kampand })
    }
  }
}
