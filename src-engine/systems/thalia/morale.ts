import { asks, chooseOne, face, rollOne } from './questions.ts'
import type { ThaliaRules } from './settings.ts'
import { sideDiceLabel, sideKeyParam } from './setup.ts'
import { setStatus, type Fight, type Fighter, type Group } from './state.ts'

/** THA-MORALE-10: the Judge's adjustments, −2 to +2. */
const ADJUSTMENTS = ['-2', '-1', '0', '1', '2'].map((v) => asks.option(v, 'adjust', { value: v }))

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

/** THA-MORALE-12, THA-MORALE-9: immune to tests (never flee): own KÅ 12 or Passed 2. */
export function moraleImmune(f: Fighter): boolean {
  return f.kampand >= 12 || f.fightsToDeath
}

/** Tests: the fighters that take part in a group's test (able to act, not immune). */
function tests(m: Fighter): boolean {
  return m.status === 'active' && !moraleImmune(m)
}

/**
 * THA-MORALE-5, THA-GAP-50: whose KÅ and edge a creature tests with: the Leader's while it leads (`led`, decided as the
 * test begins), else its own; THA-MORALE-8 before THA-MORALE-5: a KÅ 2 creature always flees, whoever leads it.
 */
function valuesOf(m: Fighter, leader: Fighter | null, led: boolean): Fighter {
  return led && m.kampand > 2 ? leader! : m
}

/** THA-MORALE-4, THA-MORALE-6: the Judge's 2d6 for a group or a creature (`who`), and a second 2d6 when any tester has an edge. */
function moraleRoll(fight: Fight, who: string, anyEdge: boolean): number {
  const sim = fight.sim
  if (sim) {
    const first = face(sim, 6) + face(sim, 6)
    fight.secondMoraleRoll = anyEdge ? face(sim, 6) + face(sim, 6) : null
    return first
  }
  const first = rollOne(
    fight,
    { key: 'morale', rule: 'THA-MORALE-4', rollKey: 'morale', params: { group: who, ...sideKeyParam('group', who) }, label: sideDiceLabel(who) },
    '2t6'
  ).total
  fight.secondMoraleRoll = anyEdge
    ? rollOne(
        fight,
        {
          key: 'moraleReroll',
          rule: 'THA-MORALE-6',
          rollKey: 'moraleReroll',
          params: { group: who, ...sideKeyParam('group', who) },
          label: sideDiceLabel(who)
        },
        '2t6'
      ).total
    : null
  return first
}

/**
 * THA-MORALE-3 .. THA-MORALE-10, THA-GAP-44: one Fighting Spirit test of a group. One 2d6 roll for the group
 * by default; each remaining creature compares it with the Leader's KÅ (or its own), fails flee, passes count
 * toward Passed 2. Who tests, and with whose values, is settled as the test begins: each creature's own result
 * changes only itself.
 */
export function moraleTest(fight: Fight, group: Group, reason: MoraleReason): void {
  const rules = fight.rules
  const rule = reason === 'threatened' ? 'THA-MORALE-11' : 'THA-MORALE-3'
  const members = group.members
  const leader = group.leader
  const led = leader !== null && (leader.status === 'active' || rules.afterLeader === 'leaderKa')
  let testers = 0
  let needRoll = false
  let anyEdge = false
  for (const m of members) {
    if (!tests(m)) continue
    testers++
    const v = valuesOf(m, leader, led)
    if (v.kampand > 2 && v.kampand < 12) needRoll = true
    if (v.moraleEdge !== 'none') anyEdge = true
  }
  if (testers === 0) return
  if (fight.recording)
    asks.emit(fight.io, fight.round, 'moraleTest', rule, { group: group.id, ...sideKeyParam('group', group.id), reasonKey: `thalia.morale.${reason}` })
  let adjustment = 0
  if (needRoll && !fight.sim) {
    adjustment = Number(
      chooseOne(
        fight,
        { key: 'moraleAdjust', rule: 'THA-MORALE-10', promptKey: 'moraleAdjust', params: { group: group.id, ...sideKeyParam('group', group.id) }, judge: true },
        ADJUSTMENTS,
        '0'
      )
    )
  }
  const counts = reason !== 'threatened' || rules.forcedTestCounts
  let groupFirst = 0
  let groupSecond: number | null = null
  for (const m of members) {
    if (!tests(m)) continue
    const v = valuesOf(m, leader, led)
    const ka = v.kampand
    // THA-MORALE-7, THA-MORALE-8: KÅ 12 stays and KÅ 2 flees without a roll; the log names no roll then.
    const rolled = ka > 2 && ka < 12
    let stays = ka >= 12
    let kept = 0
    if (rolled) {
      let first: number
      let second: number | null
      if (rules.moraleRoll === 'perGroup') {
        if (groupFirst === 0) {
          groupFirst = moraleRoll(fight, group.id, anyEdge)
          groupSecond = fight.secondMoraleRoll
        }
        first = groupFirst
        second = groupSecond
      } else {
        first = moraleRoll(fight, m.name, anyEdge)
        second = fight.secondMoraleRoll
      }
      kept = moraleRollKept(first, second, v.moraleEdge)
      stays = moraleStays(rules, kept, ka, adjustment)
    }
    if (stays) {
      if (counts) m.moralePasses++
      if (fight.recording) {
        if (rolled) asks.emit(fight.io, fight.round, 'moraleStays', 'THA-MORALE-4', { target: m.name, roll: kept, ka, adjustment })
        // Staying without a roll is a Leader's KÅ 12 (THA-MORALE-5): a creature of its own KÅ 12 never tests
        // (`moraleImmune`), so the line names whose KÅ it is.
        else asks.emit(fight.io, fight.round, 'moraleLeaderStays', 'THA-MORALE-7', { target: m.name, leader: v.name, ka })
      }
      if (m.moralePasses >= 2 && !m.fightsToDeath) {
        m.fightsToDeath = true
        if (fight.recording) asks.emit(fight.io, fight.round, 'fightsToDeath', 'THA-MORALE-9', { target: m.name })
      }
    } else {
      setStatus(fight, m, 'fled')
      m.prepared = false
      if (fight.recording) {
        if (rolled) asks.emit(fight.io, fight.round, 'moraleFlees', 'THA-MORALE-4', { target: m.name, roll: kept, ka, adjustment })
        else asks.emit(fight.io, fight.round, 'moraleAlwaysFlees', 'THA-MORALE-8', { target: m.name, ka })
      }
    }
  }
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
      setStatus(fight, f, 'fled')
      if (fight.recording) asks.emit(fight.io, fight.round, 'moraleAlwaysFlees', 'THA-GAP-48', { target: f.name, ka: f.kampand })
    }
  }
}
