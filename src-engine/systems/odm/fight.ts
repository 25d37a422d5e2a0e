import type { FightIO } from '../../core/types.ts'
import { asks, type FightContext, type SeparateFight } from './context.ts'
import { divide, isRunning, needsRegroup } from './division.ts'
import { offerEnd } from './ending.ts'
import { createFighters, prepare, type Fighter, type Prepared } from './fighter.ts'
import { decideInitiative } from './initiative.ts'
import { buildOutcome, type OdmOutcome } from './outcome.ts'
import { playRound } from './round.ts'
import type { OdmSetup } from './setup.ts'
import { odmStanding } from './standing.ts'

const NO_FIGHTS: readonly SeparateFight[] = Object.freeze([])

/**
 * The separate fights of round 1 (ODM-MULTI-2) with their initiative (ODM-INI-1, ODM-MULTI-5): one for two fighters.
 * Simulation hands back those of its last fight of this setup, made the same way (FightersOfSetup.first); each decides
 * its initiative again, in order, as the division would.
 */
function firstFights(ctx: FightContext, reused: readonly SeparateFight[] | null): readonly SeparateFight[] {
  if (reused !== null) {
    for (let i = 0; i < reused.length; i++) reused[i]!.firstSide = decideInitiative(ctx, reused[i]!)
    return reused
  }
  if (ctx.multi) return divide(ctx, null)
  const fight: SeparateFight = { id: ctx.sides[0][0]!.id, lone: ctx.sides[0][0]!, group: [ctx.sides[1][0]!], firstSide: 0 }
  fight.firstSide = decideInitiative(ctx, fight)
  return [fight]
}

/** ODM-GAP-16: separate fights go in the order they were made, or in the Master's order for this round. */
function fightOrder(ctx: FightContext, fights: readonly SeparateFight[]): readonly SeparateFight[] {
  if (ctx.rules.separateFightOrder !== 'masterChooses' || fights.length < 2) return fights
  const running = fights.filter(isRunning)
  if (running.length < 2) return fights
  // Simulation takes the default: the running fights in the order they were made.
  if (ctx.io.simulation) return running
  const chosen = asks.chooseMany(ctx.io, {
    key: 'fightOrder',
    round: ctx.round,
    prompt: 'fightOrder',
    rule: 'ODM-GAP-16',
    options: () =>
      running.map((f) => ({ id: f.id, label: { key: 'odm.option.separateFight', params: { lone: f.lone.name, opponents: f.group.map((g) => g.name) } } })),
    min: running.length,
    max: running.length,
    ordered: true,
    default: running.map((f) => f.id)
  })
  return chosen.map((id) => running.find((f) => f.id === id)!)
}

/** ODM-END-1 broken off, ODM-END-2 the losers gave up or fled (at least in part), ODM-END-3 fought to the end. */
function logEnd(ctx: FightContext, outcome: OdmOutcome): void {
  const won = outcome.winner === null ? -1 : ctx.prep.sideIds.indexOf(outcome.winner)
  const params = { ...(won < 0 ? { side: '' } : ctx.sideWords[won]!), rounds: outcome.rounds }
  if (outcome.result === 'brokenOff') asks.emit(ctx.io, ctx.begun, 'ended', 'ODM-END-1', params)
  else if (outcome.result === 'draw') asks.emit(ctx.io, ctx.begun, 'draw', 'ODM-END-3', params)
  else {
    const gaveWay = outcome.combatants.some((c) => c.sideId !== outcome.winner && (c.status === 'surrendered' || c.status === 'fled'))
    asks.emit(ctx.io, ctx.begun, 'won', gaveWay ? 'ODM-END-2' : 'ODM-END-3', params)
  }
}

/**
 * The fighters of one setup's fights: a replay makes them for its one fight; a simulation (simulation.ts) resets and
 * reuses them, and with them the first division into separate fights of its last fight simulated from the start: with
 * everyone fighting and every question taking its default, a setup divides the same way every time (only initiative
 * rolls dice, and is decided anew each fight).
 */
export interface FightersOfSetup {
  readonly sides: [Fighter[], Fighter[]]
  first: readonly SeparateFight[] | null
}

/** One fight of an ODM setup, as a replay runs it. */
export function runOdmFight(setup: OdmSetup, io: FightIO): OdmOutcome {
  const prep = prepare(setup)
  return fightOdm(prep, { sides: createFighters(prep), first: null }, io)
}

/**
 * The whole fight: initiative (and the division into separate fights when more than two take part),
 * then numbered rounds with no maximum (ODM-RND-1), the separate fights interleaved round by round
 * (ODM-MULTI-4), until one side has nobody fighting or the GM ends it (ODM-END-1..3). By default the GM
 * is asked once between rounds whether the fight goes on (ODM-GAP-10, `endQuestion`). The outcome copies the fighters'
 * values, so nothing of them outlives the fight.
 */
export function fightOdm(prep: Prepared, fighters: FightersOfSetup, io: FightIO): OdmOutcome {
  const setup = prep.setup
  const fromStart = io.simulation !== undefined
  const sides = fighters.sides
  const ctx: FightContext = {
    io,
    rules: setup.rules,
    setup,
    prep,
    endMoment: prep.endMoment,
    sides,
    left: [sides[0].length, sides[1].length],
    settledAt: -1,
    sideWords: prep.sideWords,
    multi: prep.multi,
    round: 0,
    begun: 0,
    brokenOff: false,
    over: false,
    stage: 'initiative',
    fights: NO_FIGHTS,
    roundOrder: NO_FIGHTS,
    fightAt: 0,
    part: 0,
    queue: null,
    attacker: null,
    defender: null
  }
  // Optional call: in simulation there is no observer, and the provider is not even made.
  io.observe?.(() => odmStanding(ctx))
  const first = firstFights(ctx, fromStart ? fighters.first : null)
  let fights = first
  ctx.fights = fights
  while (!ctx.over) {
    if (ctx.round > 0) {
      ctx.stage = 'between'
      offerEnd(ctx, 'between')
      if (ctx.over) break
    }
    ctx.round++
    if (ctx.multi && ctx.round > 1 && needsRegroup(ctx, fights)) {
      ctx.settledAt = -1
      ctx.begun = ctx.round
      if (io.recording) asks.emit(io, ctx.round, 'regroup', 'ODM-GAP-15')
      fights = divide(ctx, fights)
      ctx.fights = fights
    }
    ctx.stage = 'round'
    ctx.part = 0
    ctx.attacker = null
    ctx.roundOrder = fights
    const order = ctx.multi ? fightOrder(ctx, fights) : fights
    ctx.roundOrder = order
    for (let i = 0; i < order.length; i++) {
      ctx.fightAt = i
      playRound(ctx, order[i]!)
      if (ctx.over) break
    }
    // ODM-GAP-3: a side with nobody left fighting has lost. Ending the fight here rather than when its last fighter fell
    // changes nothing: by default nobody of that side can strike or be struck for the rest of the round, so nothing more
    // is rolled or asked; under 'finishRound' its fallen strike until the round is over (unless an answer to the end
    // question ends the fight first, ending.ts).
    if (ctx.left[0] === 0 || ctx.left[1] === 0) ctx.over = true
  }
  ctx.stage = 'over'
  const outcome = buildOutcome(ctx)
  if (io.recording) logEnd(ctx, outcome)
  fighters.first = fromStart ? first : null
  return outcome
}
