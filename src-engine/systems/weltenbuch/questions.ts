/**
 * Weltenbuch's own ways of asking, on the core kit (`asks`): a question about a fighter keyed by his id, the 2W6 test
 * (KA-TEST-1) with its double 1 or 6 (KA-SUP-11), and hero points before a test (KA-INI-7).
 */
import { askKit } from '../../core/ask-kit.ts'
import type { DicePart, Option, ParamValue, RuleId } from '../../core/types.ts'
import type { Fight, Fighter } from './state.ts'

/** How Das Weltenbuch asks and logs: `weltenbuch.*` message keys and event types, simulation's fast path. */
export const asks = askKit('weltenbuch')

const TWO_D6 = [6, 6] as const

/** Simulation reads no text: one shared dice part stands in there. */
const SILENT_PARTS: readonly DicePart[] = [{ label: '', notation: '2W6', sides: TWO_D6, modifier: 0 }]

/** "9 + 2W6": the fixed part of a test before its dice, so that the log's "→ 4, 5 = 18" reads as value + dice = total. */
function testNotation(fixed: number): string {
  if (fixed === 0) return '2W6'
  return fixed > 0 ? `${fixed} + 2W6` : `2W6 − ${-fixed}`
}

/**
 * One 2W6 test (KA-TEST-1); returns its total, and leaves its faces in `fight.face1` and `fight.face2`. The fixed part
 * is the part's modifier, so the dice log shows the test total, and the notation shows it before the dice. The prompt
 * (`weltenbuch.roll.<reason>`) is the test's one log line: it says who tests what against whom (`params`, made only
 * when recording), and the core adds "value + 2W6 → faces = total". A skill test notes a double 1 or 6 for the GM
 * (KA-SUP-11). Simulation draws the two faces the ask would, without the ask.
 */
export function rollTest(
  fight: Fight,
  key: string,
  actor: Fighter,
  reason: string,
  rule: RuleId,
  fixed: number,
  skillTest = false,
  params?: Record<string, ParamValue>,
  /** The minimum roll (MW), where it is known before the dice fall: the GM sees what the total must reach. */
  minimum?: number
): number {
  const sim = fight.io.simulation
  if (sim !== undefined) {
    // The two faces the ask would draw, without the ask.
    const a = sim.face(6)
    const b = sim.face(6)
    fight.face1 = a
    fight.face2 = b
    return a + b + fixed
  }
  askTest(fight, key, actor, reason, rule, fixed, skillTest, params, minimum)
  return fight.face1 + fight.face2 + fixed
}

/** The test as a request, its faces left in `fight.face1` and `fight.face2` (out of `rollTest`: it stays small). */
function askTest(
  fight: Fight,
  key: string,
  actor: Fighter,
  reason: string,
  rule: RuleId,
  fixed: number,
  skillTest: boolean,
  params: Record<string, ParamValue> | undefined,
  minimum: number | undefined
): void {
  const io = fight.io
  const recording = io.recording
  const notation = recording ? testNotation(fixed) : '2W6'
  const faces = asks.roll(io, {
    key: `${key}:${actor.id}`,
    round: fight.segment,
    actor: actor.id,
    prompt: reason,
    params: params ?? actor.nameParams,
    rule,
    notation,
    parts: recording ? [{ label: actor.name, notation, sides: TWO_D6, modifier: fixed }] : SILENT_PARTS,
    ...(minimum === undefined ? {} : { target: { atLeast: minimum } })
  })
  const a = faces[0] ?? 0
  const b = faces[1] ?? 0
  if (skillTest && recording && a === b && (a === 1 || a === 6)) noteDouble(fight, actor, reason, a === 6)
  fight.face1 = a
  fight.face2 = b
}

/** A double 1 is a failure, a double 6 a sensational success whose effect the GM describes (KA-SUP-11). */
function noteDouble(fight: Fight, actor: Fighter, test: string, six: boolean): void {
  const rules = fight.rules
  if (!six && !rules.doubleOneFails) return
  asks.emit(fight.io, fight.segment, six ? 'sensational' : 'fumble', 'KA-SUP-11', {
    name: actor.name,
    testKey: `weltenbuch.testAt.${test}`,
    decidesKey: six && !rules.doubleSixSucceeds ? 'weltenbuch.sensational.totals' : 'weltenbuch.sensational.succeeds'
  })
}

/** A question about a fighter (keyed `<key>:<his id>`, his name in the prompt) or about the fight; simulation takes `fallback`. */
export function chooseOne(
  fight: Fight,
  key: string,
  actor: Fighter | null,
  prompt: string,
  rule: RuleId,
  options: readonly Option[] | (() => readonly Option[]),
  fallback: string,
  params?: Record<string, ParamValue>
): string {
  // Simulation takes the default the question would offer, without making it (out of the kit's call: it stays small).
  if (fight.io.simulation !== undefined) return fallback
  return askOne(fight, key, actor, prompt, rule, options, fallback, params)
}

/** The question as a request (out of `chooseOne`: it stays small). */
function askOne(
  fight: Fight,
  key: string,
  actor: Fighter | null,
  prompt: string,
  rule: RuleId,
  options: readonly Option[] | (() => readonly Option[]),
  fallback: string,
  params: Record<string, ParamValue> | undefined
): string {
  // Callers pass a fresh object, so the actor's name can be added in place.
  if (actor && params) params['name'] = actor.name
  return asks.chooseOne(fight.io, {
    key: actor ? `${key}:${actor.id}` : key,
    round: fight.segment,
    actor: actor?.id,
    prompt,
    params: params ?? actor?.nameParams ?? {},
    rule,
    options,
    default: fallback
  })
}

/** Most hero points offered for one test; a bigger pool is still spendable over several tests. */
const MAX_POINTS_PER_TEST = 10

const heroPointMenus: Option[][] = []

/** The menus 0..max are the same in every fight, so they are built once (simulation speed). */
function heroPointOptions(max: number): Option[] {
  let menu = heroPointMenus[max]
  if (menu === undefined) {
    menu = []
    for (let n = 0; n <= max; n++) menu.push(asks.option(String(n), 'heroPoints', { count: n }))
    heroPointMenus[max] = menu
  }
  return menu
}

/**
 * Hero points spent before a test (KA-INI-7, KA-INI-8, KA-GAP-30): a GM decision, asked before the dice,
 * so points cannot be added after the roll. Returns the bonus.
 */
export function spendHeroPoints(fight: Fight, fighter: Fighter, test: string, rule: RuleId): number {
  // The question's default spends none: simulation need not ask it.
  if (fight.io.simulation !== undefined || fighter.heroPoints <= 0 || fight.rules.heroPointBonus === 0) return 0
  if (test !== 'initiative' && !fight.rules.heroPointsOnAllTests) return 0
  return askHeroPoints(fight, fighter, test, rule)
}

function askHeroPoints(fight: Fight, fighter: Fighter, test: string, rule: RuleId): number {
  const options = heroPointOptions(Math.min(fighter.heroPoints, MAX_POINTS_PER_TEST))
  const chosen = Number(
    chooseOne(
      fight,
      `heroPoints:${test}`,
      fighter,
      'heroPoints',
      rule,
      options,
      '0',
      fight.io.recording ? { testKey: `weltenbuch.test.${test}`, pool: fighter.heroPoints } : undefined
    )
  )
  if (chosen === 0) return 0
  fighter.heroPoints -= chosen
  fighter.heroPointsSpent += chosen
  if (fight.io.recording) {
    asks.emit(fight.io, fight.segment, 'heroPoints', rule, {
      name: fighter.name,
      count: chosen,
      bonus: chosen * fight.rules.heroPointBonus,
      testKey: `weltenbuch.test.${test}`,
      pool: fighter.heroPoints
    })
  }
  return chosen * fight.rules.heroPointBonus
}
