import type { ParamValue, RuleId } from '../../core/types.ts'
import type { DiceRoller } from '../../dice/rng.ts'
import { asks, face, rollD20s } from './questions.ts'
import type { Fight, Fighter } from './state.ts'
import type { ThaliaRules } from './settings.ts'
import type { ArmUse } from './arms.ts'
import { menTestEffect, type MenTestEffect } from './menTests.ts'
import type { Attribute } from './tables.ts'

export type Tier = 'tabbe' | 'fail' | 'complication' | 'success' | 'triumf'

export interface TestOutcome {
  readonly natural: number
  readonly total: number
  readonly target: number
  readonly tier: Tier
  readonly success: boolean
}

/** THA-GAP-14: the total needed for a clean success with a skill rank (untrained when the skill is missing). */
export function testTarget(rules: Pick<ThaliaRules, 'testTargets'>, rank: string | undefined): number {
  return rules.testTargets[rank ?? 'untrained'] ?? rules.testTargets['untrained']!
}

/**
 * THA-ATK-4, THA-ATK-6, THA-ATK-8, THA-GAP-14, THA-GAP-54: a d20 Test. A natural Tabbe face fails and a
 * natural Triumf face succeeds whatever the total; otherwise total ≥ target succeeds, and the
 * Complication band just below it is a Complication (not a success).
 */
export function classify(rules: ThaliaRules, natural: number, modifier: number, target: number): TestOutcome {
  const tier = tierOf(rules, natural, natural + modifier, target)
  return { natural, total: natural + modifier, target, tier, success: tier === 'success' || tier === 'triumf' }
}

/** The tier of a natural d20 and its total against the target (`classify` without the record). */
export function tierOf(rules: ThaliaRules, natural: number, total: number, target: number): Tier {
  if (natural <= rules.tabbeFace) return 'tabbe'
  if (natural >= rules.triumfFace) return 'triumf'
  if (total >= target) return 'success'
  if (total >= target - rules.complicationBand) return 'complication'
  return 'fail'
}

export function succeeded(tier: Tier): boolean {
  return tier === 'success' || tier === 'triumf'
}

/** THA-GAP-22: net edge of a test: +1 Fordel, −1 Ulempe, 0 none (both cancel unless the setting says otherwise). */
export function netEdge(rules: ThaliaRules, advantage: boolean, disadvantage: boolean): number {
  if (advantage && disadvantage) return rules.edgesCancel ? 0 : -1
  return advantage ? 1 : disadvantage ? -1 : 0
}

/** Kept die of a roll-high test with an edge: Fordel keeps the higher, Ulempe the lower (THA-GAP-22). */
export function keptD20(faces: readonly number[], edge: number): number {
  if (faces.length === 1 || edge === 0) return faces[0]!
  return edge > 0 ? Math.max(faces[0]!, faces[1]!) : Math.min(faces[0]!, faces[1]!)
}

export const NO_MEN_EFFECT: MenTestEffect = { modifier: 0, disadvantage: false, rules: [] }

/** THA-GAP-39: a Mén's effect on a test of one attribute, for callers that know only the attribute (resisting). */
export function menTestEffects(rules: ThaliaRules, f: Fighter, attribute: Attribute | 'refleks' | null): MenTestEffect {
  return menTestEffect(rules, f.injuries, f.weaponHand, { attribute })
}

export interface TestAsk {
  readonly key: string
  readonly rule: RuleId
  readonly actor: Fighter
  readonly attribute: Attribute
  readonly skill: string
  /** What the d20 is for: `thalia.roll.<rollKey>`. */
  readonly rollKey: string
  readonly params?: Record<string, ParamValue>
  readonly advantage?: boolean
  readonly disadvantage?: boolean
  /** Added to the target (THA-GAP-15 alternative). */
  readonly targetModifier?: number
  /** The arm the test is made with, for Ufølsomhet (THA-MEN-20). */
  readonly arm?: ArmUse
}

/** Rolls a player's d20 Test: 1d20 (2d20 with an edge) + attribute factor against the rank's target. */
export function d20Test(fight: Fight, ask: TestAsk): TestOutcome {
  const rules = fight.rules
  const f = ask.actor
  // Most fighters have no Mén; skip building the query on the hot path of simulation.
  const men =
    f.injuries.length === 0
      ? NO_MEN_EFFECT
      : menTestEffect(rules, f.injuries, f.weaponHand, { attribute: ask.attribute, skill: ask.skill, ...(ask.arm ? { arm: ask.arm } : {}) })
  if (men.rules.length > 0 && fight.recording) asks.emit(fight.io, fight.round, 'menTest', men.rules[0]!, { actor: f.name, skill: ask.skill, rules: men.rules })
  const edge = netEdge(rules, ask.advantage === true, ask.disadvantage === true || men.disadvantage)
  const modifier = f.factors[ask.attribute] + men.modifier
  const target = testTarget(rules, f.skills[ask.skill]) + (ask.targetModifier ?? 0)
  // The GM sees before the roll what the d20 must show for a clean success (the kept die, with an edge).
  const shown = fight.sim ? undefined : { atLeast: target - modifier }
  const faces = rollD20s(
    fight,
    { key: ask.key, rule: ask.rule, actor: f.id, rollKey: ask.rollKey, params: ask.params, ...(shown ? { target: shown } : {}) },
    edge
  )
  const natural = keptD20(faces, edge)
  const outcome = classify(rules, natural, modifier, target)
  if (fight.recording) {
    asks.emit(fight.io, fight.round, 'test', ask.rule, {
      actor: f.name,
      skill: ask.skill,
      attributeKey: `thalia.attr.${ask.attribute}`,
      natural,
      modifier,
      total: outcome.total,
      target,
      tierKey: tierKey(outcome.tier, ask.key),
      edge,
      ...edgeDice(faces, edge)
    })
  }
  return outcome
}

/** A d20 Test a fighter makes again and again, worked out once: its attribute and factor, skill and target, Ulempe. */
export interface TestSpec {
  readonly attribute: Attribute
  readonly skill: string
  readonly modifier: number
  readonly target: number
  readonly disadvantage: boolean
}

export function testSpec(
  rules: ThaliaRules,
  factors: Readonly<Record<Attribute, number>>,
  skills: Readonly<Record<string, string>>,
  attribute: Attribute,
  skill: string,
  disadvantage = false
): TestSpec {
  return { attribute, skill, modifier: factors[attribute], target: testTarget(rules, skills[skill]), disadvantage }
}

/**
 * Simulation's d20 Test (`fight.sim`): the same test as `d20Test`, with the same dice drawn in the same order straight
 * from the generator, and no ask, params or event built; returns the tier.
 */
export function simTest(fight: Fight, sim: DiceRoller, f: Fighter, test: TestSpec, arm?: ArmUse, targetModifier = 0): Tier {
  const rules = fight.rules
  let edge = test.disadvantage ? netEdge(rules, false, true) : 0
  let modifier = test.modifier
  if (f.injuries.length > 0) {
    const men = menTestEffect(
      rules,
      f.injuries,
      f.weaponHand,
      arm ? { attribute: test.attribute, skill: test.skill, arm } : { attribute: test.attribute, skill: test.skill }
    )
    edge = netEdge(rules, false, test.disadvantage || men.disadvantage)
    modifier += men.modifier
  }
  let natural = face(sim, 20)
  if (edge !== 0) {
    // THA-GAP-22: two dice, one request each (rollD20s); Fordel keeps the higher, Ulempe the lower.
    const second = face(sim, 20)
    natural = edge > 0 ? Math.max(natural, second) : Math.min(natural, second)
  }
  return tierOf(rules, natural, natural + modifier, test.target + targetModifier)
}

/** Tests whose failure the text calls "bommer": hitting (THA-ATK-8) and defending (THA-DEF-6); other tests fail. */
const MISSES: ReadonlySet<string> = new Set(['hit', 'evade', 'parry', 'block'])

/** The word for a test's tier in the log: a failed hit or defence "bommer", any other failed test "mislykkes". */
export function tierKey(tier: Tier, testKey: string): string {
  return tier === 'fail' && MISSES.has(testKey) ? 'thalia.tier.miss' : `thalia.tier.${tier}`
}

/**
 * THA-GAP-22: the dice of a roll for the log: one d20, or both d20 of a roll with Fordel or Ulempe and which one
 * counts (`diceKey` words them; `natural` or `roll` is the one kept).
 */
export function edgeDice(faces: readonly number[], edge: number): Record<string, ParamValue> {
  if (edge === 0 || faces.length < 2) return { diceKey: 'thalia.dice.one' }
  return { diceKey: 'thalia.dice.edge', first: faces[0]!, second: faces[1]!, edgeKey: edge > 0 ? 'thalia.edge.advantage' : 'thalia.edge.disadvantage' }
}

/** THA-SAVE-2, THA-GAP-28: resisting rolls 1d20 under the value (strictly, unless the setting allows equal). */
export function resists(rules: Pick<ThaliaRules, 'resistInclusive'>, roll: number, value: number): boolean {
  return rules.resistInclusive ? roll <= value : roll < value
}

/** Roll-under with an edge keeps the lower die for Fordel and the higher for Ulempe (THA-GAP-22). */
export function keptResistDie(faces: readonly number[], edge: number): number {
  if (faces.length === 1 || edge === 0) return faces[0]!
  return edge > 0 ? Math.min(faces[0]!, faces[1]!) : Math.max(faces[0]!, faces[1]!)
}
