import type { Option } from '../../core/types.ts'
import { asks, leaveFight, type FightContext } from './context.ts'
import { isFighting, sideHeading, type Fighter, type FighterStatus } from './fighter.ts'

/**
 * Moments at which the end-of-fight question can come, from the finest to the coarsest: before an attack roll, before
 * a part of a round, between two rounds. Never inside an attack: a hit is followed by its defence roll and a failed
 * defence by its damage roll at once ("Aanval lukt, strijder B gooit voor zijn afweer"; "Afweer van B mislukt. A bepaalt
 * het aantal trefpunten").
 */
export type EndMoment = 'attack' | 'part' | 'between'

/**
 * fight / break off, then per side surrender and flee, then per member when a side has several still
 * fighting. Built only when someone reads the question (replay, UI); simulation never does.
 */
export function buildEndOptions(ctx: FightContext): readonly Option[] {
  const options: Option[] = [
    { id: 'fight', label: { key: 'odm.option.fight' } },
    { id: 'stop', label: { key: 'odm.option.stop' } }
  ]
  ctx.sides.forEach((side, s) => {
    const fighting = side.filter(isFighting)
    if (fighting.length === 0) return
    const sideParams = sideHeading(ctx.sideWords[s]!)
    options.push({ id: `surrender:${ctx.setup.sides[s]!.id}`, label: { key: 'odm.option.surrenderSide', params: sideParams } })
    options.push({ id: `flee:${ctx.setup.sides[s]!.id}`, label: { key: 'odm.option.fleeSide', params: sideParams } })
    if (fighting.length < 2) return
    for (const f of fighting) {
      options.push({ id: `surrender:${f.id}`, label: { key: 'odm.option.surrenderOne', params: { name: f.name } } })
      options.push({ id: `flee:${f.id}`, label: { key: 'odm.option.fleeOne', params: { name: f.name } } })
    }
  })
  return options
}

/**
 * ODM-END-1 / ODM-GAP-10: a fight can always be ended. The GM is asked at the moments the campaign's
 * setting names (by default once a round, between rounds); surrender and flight take effect at once, with
 * no free attack. The answer is logged, "fight on" too, with the last round that got under way.
 */
export function offerEnd(ctx: FightContext, moment: EndMoment): void {
  if (!ctx.over && ctx.endMoment === moment) endQuestion(ctx, moment)
}

function endQuestion(ctx: FightContext, moment: EndMoment): void {
  // The round the answer decides about: between rounds, the next one.
  const ahead = moment === 'between' ? ctx.round + 1 : ctx.round
  const byDefault = endDefault(ctx, ahead)
  // Simulation reads no question: it takes the default the question would offer.
  const choice = ctx.io.simulation
    ? byDefault
    : asks.chooseOne(ctx.io, {
        key: 'end',
        round: ctx.round,
        prompt: 'end',
        rule: 'ODM-END-1',
        // A function: only a request someone reads builds its options.
        options: () => buildEndOptions(ctx),
        default: byDefault
      })
  if (choice === 'fight') {
    if (ctx.io.recording) asks.emit(ctx.io, ctx.begun, 'fightOn', 'ODM-END-1')
    return
  }
  applyEnd(ctx, choice)
}

/**
 * The end question's default answer (simulation, the CLI and the odds take it): the party gives up or flees while it is
 * losing when the setup's `policy.whenLosing` says so (ODM-END-2); else "fight", and "stop" once the policy's
 * `breakOffAfterRound` rounds are fought (an endless fight).
 */
function endDefault(ctx: FightContext, ahead: number): string {
  const giveWay = ctx.prep.giveWay
  if (giveWay !== null && partyLosing(ctx)) return giveWay
  return ahead > ctx.prep.breakOffAfterRound ? 'stop' : 'fight'
}

/** LE still left to a side's fighters (those out, fled or given up count nothing). */
function fightingLe(side: readonly Fighter[]): number {
  let sum = 0
  for (const f of side) if (f.status === 'fighting' && f.le > 0) sum += f.le
  return sum
}

/**
 * ODM-END-2 names "de verliezende partij" without saying how to tell it: the engine's simple reading is that the party
 * is losing while the share of its starting LE left to its fighters is below the opponents' share. A party with nobody
 * fighting has nobody to give up (ODM-GAP-3's 'finishRound' can ask it so).
 */
export function partyLosing(ctx: FightContext): boolean {
  const party = ctx.prep.party
  if (ctx.left[party] === 0) return false
  const other = party === 0 ? 1 : 0
  // left / start < otherLeft / otherStart, without dividing.
  return fightingLe(ctx.sides[party]) * ctx.prep.startLe[other] < fightingLe(ctx.sides[other]) * ctx.prep.startLe[party]
}

function applyEnd(ctx: FightContext, choice: string): void {
  if (choice === 'stop') {
    ctx.brokenOff = true
    if (ctx.io.recording) asks.emit(ctx.io, ctx.begun, 'brokenOff', 'ODM-END-1')
    ctx.over = true
    return
  }
  const [verb, id] = choice.split(':') as ['surrender' | 'flee', string]
  const status: Exclude<FighterStatus, 'fighting'> = verb === 'surrender' ? 'surrendered' : 'fled'
  const sideIndex = ctx.setup.sides.findIndex((s) => s.id === id)
  if (sideIndex >= 0) {
    for (const f of ctx.sides[sideIndex]!) if (isFighting(f)) leaveFight(ctx, f, status)
    if (ctx.io.recording) {
      asks.emit(ctx.io, ctx.begun, verb === 'surrender' ? 'surrenderSide' : 'fleeSide', 'ODM-END-2', sideHeading(ctx.sideWords[sideIndex]!))
    }
    ctx.over = true
    return
  }
  const fighter = findFighter(ctx, id)
  leaveFight(ctx, fighter, status)
  if (ctx.io.recording) {
    asks.emit(ctx.io, ctx.begun, verb === 'surrender' ? 'surrenderOne' : 'fleeOne', 'ODM-END-2', { name: fighter.name })
  }
  // His own side fights on (one fighter alone is offered only while two or more of it fight), but the other may have
  // nobody left fighting: under ODM-GAP-3's 'finishRound' its fallen still strike this round. The answer takes effect
  // at once, and with it the end of the fight: their blows are not struck.
  if (ctx.left[0] === 0 || ctx.left[1] === 0) ctx.over = true
}

function findFighter(ctx: FightContext, id: string): Fighter {
  for (const side of ctx.sides) for (const f of side) if (f.id === id) return f
  throw new RangeError(`No combatant "${id}"`)
}
