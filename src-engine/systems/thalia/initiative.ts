import { asks, chooseOne, face, rollEach } from './questions.ts'
import { PLAYER_SIDE, sideDiceLabel, sideKeyParam, sideLabel, sideRollParams } from './setup.ts'
import type { Fight } from './state.ts'
import type { ThaliaRules } from './settings.ts'

/** The entries of a roll per Kampside: each side's die labelled with its name, its prompt naming the side. Text only, so none in simulation. */
function perSide(fight: Fight, sides: readonly string[]): { label: string; params: Record<string, string> }[] {
  if (!fight.recording) return sides.map(() => NO_ENTRY)
  return sides.map((side) => ({ label: sideDiceLabel(side), params: { side, ...sideKeyParam('side', side) } }))
}
const NO_ENTRY = { label: '', params: {} }
const NO_SIDES: readonly string[] = []

/** Sides still in the fight (some member not dead or fled), in setup order. */
export function liveSides(fight: Fight): string[] {
  const live: string[] = []
  for (const s of fight.sides) {
    for (const f of fight.fighters) {
      if (f.side === s && f.status === 'active') {
        live.push(s)
        break
      }
    }
  }
  return live
}

/**
 * THA-INI-2 .. THA-INI-4, THA-GAP-3: order of sides from one 1d6 per side, highest first. Ties re-roll among the tied
 * sides; under Alternative A the player side wins a tie (THA-INI-6), a tie between other sides re-rolls (THA-GAP-5).
 */
export function orderByRolls(
  rules: Pick<ThaliaRules, 'initiativeMode' | 'altANpcTie'>,
  sides: readonly string[],
  rolls: readonly number[],
  setupOrder: readonly string[],
  playerSide: string = PLAYER_SIDE
): { ordered: string[][] } {
  if (sides.length === 2 && rolls[0] !== rolls[1]) {
    // The common case (players against one group, no tie) needs no grouping.
    return { ordered: rolls[0]! > rolls[1]! ? [[sides[0]!], [sides[1]!]] : [[sides[1]!], [sides[0]!]] }
  }
  // Groups of sides with the same roll, highest roll first; a group of more than one is a tie still to settle.
  const byRoll = new Map<number, string[]>()
  sides.forEach((s, i) => {
    const r = rolls[i]!
    byRoll.set(r, [...(byRoll.get(r) ?? []), s])
  })
  const ordered: string[][] = []
  for (const roll of [...byRoll.keys()].sort((a, b) => b - a)) {
    const tied = byRoll.get(roll)!
    if (tied.length > 1 && rules.initiativeMode === 'altA' && tied.includes(playerSide)) {
      ordered.push([playerSide])
      const rest = tied.filter((s) => s !== playerSide)
      if (rest.length > 0) ordered.push(rest)
    } else {
      ordered.push(tied)
    }
  }
  // Alternative A settles non-player ties by setup order when the setting says so (THA-GAP-5 alternative).
  if (rules.initiativeMode === 'altA' && rules.altANpcTie === 'setupOrder') {
    return { ordered: ordered.flatMap((g) => [...g].sort((a, b) => setupOrder.indexOf(a) - setupOrder.indexOf(b)).map((s) => [s])) }
  }
  return { ordered }
}

/** THA-INI-1: the side order for a round. THA-INI-7: under Alternative B the players always go first, no roll. */
export function rollInitiative(fight: Fight): readonly string[] {
  const sim = fight.sim
  if (sim && fight.sides.length === 2 && fight.sidesActive === 2 && fight.rules.initiativeMode === 'standard') {
    // Simulation's common case, two sides (both still in it) under the standard rule: one 1t6 each, again on a tie (THA-INI-4).
    for (;;) {
      const first = face(sim, 6)
      const second = face(sim, 6)
      if (first > second) return fight.sideOrders[0]!
      if (second > first) return fight.sideOrders[1]!
    }
  }
  const sides = liveSides(fight)
  if (sides.length <= 1) return sides
  if (fight.rules.initiativeMode === 'altB') {
    const order = [...sides.filter((s) => s === fight.playerSide), ...sides.filter((s) => s !== fight.playerSide)]
    if (fight.recording) asks.emit(fight.io, fight.round, 'initiativeAltB', 'THA-INI-7', { order, orderKeys: order.map(sideLabel) })
    return order
  }
  const result: string[] = []
  let pending: string[][] = [sides]
  let attempt = 0
  while (pending.length > 0) {
    const tied = pending.shift()!
    if (tied.length === 1) {
      result.push(tied[0]!)
      continue
    }
    const rolls = rollEach(
      fight,
      { key: attempt === 0 ? 'initiative' : 'initiativeReroll', rule: attempt === 0 ? 'THA-INI-2' : 'THA-INI-4', rollKey: 'initiative' },
      perSide(fight, tied),
      '1t6'
    )
    attempt++
    const { ordered } = orderByRolls(fight.rules, tied, rolls, fight.sides, fight.playerSide)
    if (fight.recording) {
      const tie = ordered.some((g) => g.length > 1)
      // Under Alternative A a tie is settled without a re-roll: the players' own tie by THA-INI-6, one between other
      // sides by the setupOrder setting of THA-GAP-5.
      const playersRoll = rolls[tied.indexOf(fight.playerSide)]
      const playersWonTie = !tie && fight.rules.initiativeMode === 'altA' && rolls.filter((r) => r === playersRoll).length > 1
      const othersTieSettled = !tie && new Set(rolls).size < rolls.length
      const rule = tie ? 'THA-INI-4' : playersWonTie ? 'THA-INI-6' : othersTieSettled ? 'THA-GAP-5' : 'THA-INI-3'
      asks.emit(fight.io, fight.round, tie ? 'initiativeTie' : 'initiative', rule, {
        sides: tied,
        sidesKeys: tied.map(sideLabel),
        rolls: [...rolls],
        ...sideRollParams('results', tied, rolls)
      })
    }
    pending = [...ordered, ...pending]
  }
  if (fight.recording) asks.emit(fight.io, fight.round, 'sideOrder', 'THA-INI-3', { order: result, orderKeys: result.map(sideLabel) })
  return result
}

/**
 * THA-SURPRISE-5, THA-SURPRISE-6, THA-GAP-6: the surprise roll. The lowest side(s) are surprised unless all sides
 * rolled the same; the others get the Ambush Round in descending order of their rolls.
 */
export function surpriseResult(
  rules: Pick<ThaliaRules, 'surpriseLowestTie'>,
  sides: readonly string[],
  rolls: readonly number[]
): { surprised: string[]; ambushers: string[] } {
  const low = Math.min(...rolls)
  if (rolls.every((r) => r === low)) return { surprised: [], ambushers: [] }
  const surprised = sides.filter((_, i) => rolls[i] === low)
  if (surprised.length > 1 && rules.surpriseLowestTie === 'nobodySurprised') return { surprised: [], ambushers: [] }
  const ambushers = sides
    .map((s, i) => ({ s, r: rolls[i]! }))
    .filter((x) => x.r !== low)
    .sort((a, b) => b.r - a.r)
    .map((x) => x.s)
  return { surprised, ambushers }
}

/**
 * THA-SURPRISE-1, THA-SURPRISE-4, THA-GAP-7: how the fight opens, asked of the Judge (default from the setup):
 * no surprise, a Surprise roll, or an ambush by a side. Returns the ambushing sides in order.
 */
export function opening(fight: Fight): readonly string[] {
  const sim = fight.sim
  // Simulation without an opening (the Judge's default) has nothing to ask or roll.
  if (sim && fight.defaultOpening === 'none') return NO_SIDES
  if (sim && fight.defaultOpening === 'surpriseRoll' && fight.sides.length === 2 && fight.sidesActive === 2) {
    // Simulation's common surprise roll, two sides: one 1t6 each; the lower is surprised, the higher ambushes (THA-SURPRISE-5, -6).
    fight.phase = 'surpriseRoll'
    const first = face(sim, 6)
    const second = face(sim, 6)
    if (first === second) return NO_SIDES
    const ambusher = first > second ? 0 : 1
    fight.surprised = fight.sideSets[1 - ambusher]!
    return fight.sideAlone[ambusher]!
  }
  const sides = liveSides(fight)
  const known = fight.defaultOpening === 'none' || fight.defaultOpening === 'surpriseRoll' || sides.includes(fight.defaultOpening.slice(7))
  const choice = chooseOne(
    fight,
    { key: 'opening', rule: 'THA-SURPRISE-4', promptKey: 'opening', judge: true },
    () => [
      asks.option('none', 'opening.none'),
      asks.option('surpriseRoll', 'opening.surpriseRoll'),
      ...sides.map((s) => asks.option(`ambush:${s}`, 'opening.ambush', { side: s, ...sideKeyParam('side', s) }))
    ],
    known ? fight.defaultOpening : 'none'
  )
  if (choice === 'none') return []
  if (choice.startsWith('ambush:')) {
    const side = choice.slice(7)
    fight.surprised = new Set(sides.filter((s) => s !== side))
    if (fight.recording) asks.emit(fight.io, fight.round, 'ambush', 'THA-SURPRISE-1', { side, ...sideKeyParam('side', side) })
    return [side]
  }
  fight.phase = 'surpriseRoll'
  const rolls = rollEach(fight, { key: 'surprise', rule: 'THA-SURPRISE-5', rollKey: 'surprise' }, perSide(fight, sides), '1t6')
  const { surprised, ambushers } = surpriseResult(fight.rules, sides, rolls)
  fight.surprised = new Set(surprised)
  if (fight.recording) {
    const results = sideRollParams('results', sides, rolls)
    if (surprised.length === 0)
      asks.emit(fight.io, fight.round, 'noSurprise', 'THA-SURPRISE-6', { sides, sidesKeys: sides.map(sideLabel), rolls: [...rolls], ...results })
    else
      asks.emit(fight.io, fight.round, 'surprise', 'THA-SURPRISE-5', {
        sides,
        sidesKeys: sides.map(sideLabel),
        rolls: [...rolls],
        surprised,
        surprisedKeys: surprised.map(sideLabel),
        ambushers,
        ...results
      })
  }
  return ambushers
}
