import type { FightIO, Option } from '../../core/types.ts'
import { asks, participants, type FightContext, type KeptDeclaration } from './context.ts'
import { distributeDamage } from './damage.ts'
import { declareRound } from './declare.ts'
import { flee } from './flight.ts'
import { nonFightersFallIfAllFightersDead } from './injury.ts'
import { useInstantSkills } from './instant.ts'
import { finishSlowAction, handItems, reorder } from './items.ts'
import { hasSkill } from './loadout.ts'
import { adventurerOutcome, type AdventurerOutcome, type FightResult, type UltraquestOutcome } from './outcome.ts'
import { robInjured } from './robbers.ts'
import { ultraquestStanding } from './standing.ts'
import { rollOpponents, rollParty } from './roll.ts'
import type { UltraquestSetup } from './setup.ts'
import { membersOf, prepareFight, type PreparedFight } from './prepared.ts'
import { markSkillUsed, partyChanged, type Member } from './state.ts'

/** KS-FORCED-3 / KS-GAP-23: Aufmerksamkeit, right after the event text, turns "!" into "?". */
function useAlertness(ctx: FightContext): boolean {
  // Simulation takes the default, "no": nobody uses it.
  if (ctx.io.simulation || !ctx.order.some(hasSkills)) return false
  return askAlertness(ctx)
}

const hasSkills = (m: Member) => m.skills.length > 0

/** Alertness offered to those who have it; a function of its own, so that the fights that never ask make no closures. */
function askAlertness(ctx: FightContext): boolean {
  const able = participants(ctx).filter(
    (m) => m.injuries.length === 0 && hasSkill(m, ctx.rules, (s) => s.activation === 'preFight' && s.turnsForcedIntoVoluntary)
  )
  if (able.length === 0) return false
  const choice = asks.chooseOne(ctx.io, {
    key: 'alertness',
    round: 0,
    prompt: 'alertness',
    rule: 'KS-FORCED-3',
    default: 'no',
    options: (): Option[] => {
      return [
        { id: 'no', label: { key: 'ultraquest.option.noAlertness' } },
        ...able.map((m) => ({ id: m.id, label: { key: 'ultraquest.option.alertness', params: { name: m.name } } }))
      ]
    }
  })
  const user = able.find((m) => m.id === choice)
  if (!user) return false
  markSkillUsed(
    user,
    user.sheet.skills.find((s) => ctx.rules.skills[s]?.turnsForcedIntoVoluntary)!
  )
  asks.emit(ctx.io, ctx.round, 'alertness', 'KS-FORCED-3', { name: user.name })
  return true
}

/** KS-VOLUNTARY-1..4: the player may decline; if he fights he may first reorder and prepare items. */
function engageVoluntarily(ctx: FightContext): boolean {
  // Simulation takes the default, "fight".
  const choice = ctx.io.simulation
    ? 'fight'
    : asks.chooseOne(ctx.io, {
        key: 'engage',
        round: 0,
        prompt: 'engage',
        rule: 'KS-VOLUNTARY-1',
        default: 'fight',
        options: ENGAGE_OPTIONS
      })
  if (choice === 'decline') {
    asks.emit(ctx.io, ctx.round, 'declined', 'KS-VOLUNTARY-3')
    return false
  }
  reorder(ctx, 'KS-VOLUNTARY-4')
  handItems(ctx, true)
  return true
}

/** A round's end: won (ctx.damageToOpponents set), lost, or drawn. */
type RoundEnd = 'won' | 'lost' | 'draw'

function fightRound(ctx: FightContext): RoundEnd {
  const fighters = ctx.fighting
  ctx.step = 'partyRoll'
  let party = rollParty(ctx, fighters)
  ctx.step = 'opponentRoll'
  const opponents = rollOpponents(ctx)
  ctx.step = 'damage'
  let opponentRw = ctx.setup.fight.opponentRw
  if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'results', 'KS-ROLL-4', { party, opponents })
  const changed = ctx.instantSkills ? useInstantSkills(ctx, fighters, party, opponents, opponentRw) : null
  if (changed !== null) {
    party = changed.party
    opponentRw = changed.opponentRw
  }
  const margin = party - opponents
  if (margin > opponentRw) {
    // KS-FIGHT-3 / KS-GAP-11: any positive difference past their armour injures the opponents; they withdraw.
    if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'roundWon', 'KS-FIGHT-3', { damage: margin })
    ctx.damageToOpponents = margin
    return 'won'
  }
  if (margin > 0) {
    if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'drawOpponentArmour', 'KS-ROLL-7', { damage: margin, rw: opponentRw })
    return 'draw'
  }
  if (margin === 0) {
    if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'drawTie', 'KS-ROLL-6', { total: party })
    return 'draw'
  }
  if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'roundLost', 'KS-ROLL-5', { damage: -margin })
  if (fighters.length === 0) {
    // KS-GAP-15: with everyone out (a campaign's setting), nobody can take the damage.
    if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'nobodyFights', 'KS-GAP-15', { damage: -margin })
    return 'draw'
  }
  const injuries = distributeDamage(ctx, -margin, fighters)
  nonFightersFallIfAllFightersDead(ctx, fighters, ctx.nonFighters)
  if (injuries > 0) {
    if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'partyWithdraws', 'KS-FIGHT-6', { injuries })
    return 'lost'
  }
  if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'drawArmour', 'KS-ROLL-7', { damage: -margin })
  return 'draw'
}

const FLEE_OPTIONS: Option[] = [
  { id: 'fight', label: { key: 'ultraquest.option.fightOn' } },
  { id: 'flee', label: { key: 'ultraquest.option.flee' } }
]
const ENGAGE_OPTIONS: Option[] = [
  { id: 'fight', label: { key: 'ultraquest.option.fight' } },
  { id: 'decline', label: { key: 'ultraquest.option.decline' } }
]

/** KS-ROLL-8 / KS-FLEE-1: after a drawn round the party fights on or flees. */
function chooseToFlee(ctx: FightContext): boolean {
  // The default is "fight" unless the setup's decision defaults (an odds policy) say "flee"; simulation takes it.
  const byDefault = ctx.setup.defaults?.flee ?? 'fight'
  if (ctx.io.simulation) return byDefault === 'flee'
  return (
    asks.chooseOne(ctx.io, {
      key: 'flee',
      round: ctx.round,
      prompt: 'flee',
      rule: 'KS-FLEE-1',
      default: byDefault,
      options: FLEE_OPTIONS
    }) === 'flee'
  )
}

function fightRounds(ctx: FightContext): FightResult {
  for (ctx.round = 1; ; ctx.round++) {
    declareRound(ctx)
    const end = fightRound(ctx)
    const fighters = ctx.fighting
    if (ctx.slowActions > 0) {
      for (let i = 0; i < fighters.length; i++) {
        const f = fighters[i]!
        if (f.slowActionRow) finishSlowAction(ctx, f, f.slowActionRow)
      }
    }
    if (end !== 'draw') return end
    if (ctx.round >= ctx.rules.maxRounds) {
      if (ctx.side.neverExhausted) {
        flee(ctx, fighters, ctx.nonFighters, true)
        return 'fled'
      }
      asks.emit(ctx.io, ctx.round, 'exhausted', 'KS-FIGHT-7', { rounds: ctx.round })
      return 'exhausted'
    }
    ctx.step = 'break'
    if (chooseToFlee(ctx)) {
      flee(ctx, fighters, ctx.nonFighters, false)
      return 'fled'
    }
    reorder(ctx, 'KS-ACTION-1')
    handItems(ctx, false)
  }
}

const NO_MEMBERS: readonly Member[] = Object.freeze([])

/** An ULTRA♦QUEST fight from the event's call to its outcome (rules/ultraquest.md §26), as a replay runs it. */
export function runUltraquestFight(setup: UltraquestSetup, io: FightIO): UltraquestOutcome {
  const prep = prepareFight(setup)
  return fight(prep, membersOf(prep), io)
}

/**
 * A fight of a prepared setup with the party in `order` as membersOf makes it (or resetParty makes it again). The
 * outcome keeps nothing of a member: it copies his values, and his lists are replaced, never changed in place.
 */
export function fight(
  prep: PreparedFight,
  order: readonly Member[],
  io: FightIO,
  kept: KeptDeclaration | null = null,
  reused: FightContext | null = null
): UltraquestOutcome {
  const setup = prep.setup
  const ctx = reused ? resetContext(reused, prep, order, io) : newContext(prep, order, io, kept)
  // Only a replay reads where the fight stands, and only through this function: nothing is built before it asks.
  if (io.observe) observeStanding(io, ctx)
  const voluntary = setup.fight.marker === '?' || useAlertness(ctx)
  let result: FightResult = 'declined'
  if (!voluntary || engageVoluntarily(ctx)) result = fightRounds(ctx)
  ctx.result = result
  if (setup.fight.robbers) robInjured(ctx)
  ctx.step = 'over'
  const living = ctx.living
  const partyFinished = living <= 1
  if (partyFinished && result !== 'declined') asks.emit(ctx.io, ctx.round, 'partyFinished', 'KS-PARTY-1', { living })
  if (io.recording)
    asks.emit(ctx.io, ctx.round, 'fightOver', result === 'exhausted' ? 'KS-GAP-12' : result === 'lost' ? 'KS-GAP-29' : 'KS-FIGHT-4', {
      result,
      resultKey: `ultraquest.result.${result}`
    })
  // The order is replaced when the GM changes it, so an untouched order is the setup's.
  const reordered = ctx.order !== order
  return {
    result,
    rounds: ctx.round,
    damageToOpponents: ctx.damageToOpponents,
    fled: result === 'fled',
    marchingOrder: reordered ? ctx.order.map((m) => m.id) : prep.marchingOrder,
    adventurers: adventurerOutcomes(prep, ctx.order, reordered),
    partyFinished
  }
}

/** A fight's context at its start. */
export function newContext(prep: PreparedFight, order: readonly Member[], io: FightIO, kept: KeptDeclaration | null): FightContext {
  return {
    io,
    setup: prep.setup,
    rules: prep.setup.rules,
    side: prep.side,
    order,
    living: prep.living,
    instantSkills: prep.instantSkills,
    round: 0,
    fighting: NO_MEMBERS,
    nonFighters: NO_MEMBERS,
    slowActions: 0,
    kept,
    damageToOpponents: null,
    step: 'start',
    asking: null,
    result: null
  }
}

/** A context of an earlier fight of the same prepared setup and simulation, as newContext would make it for this one. */
function resetContext(ctx: FightContext, prep: PreparedFight, order: readonly Member[], io: FightIO): FightContext {
  ctx.io = io
  ctx.order = order
  ctx.living = prep.living
  ctx.round = 0
  ctx.fighting = NO_MEMBERS
  ctx.nonFighters = NO_MEMBERS
  ctx.slowActions = 0
  ctx.damageToOpponents = null
  ctx.step = 'start'
  ctx.asking = null
  ctx.result = null
  return ctx
}

/**
 * Hands a replay the fight's standing. A function of its own: a closure over ctx in fight() itself would make every
 * fight, simulated ones too, keep ctx in a context allocated for the closure.
 */
function observeStanding(io: FightIO, ctx: FightContext): void {
  io.observe!(() => ultraquestStanding(ctx))
}

/** Each adventurer's outcome in the setup's order; when the fight left all of them as they came, one shared list. */
function adventurerOutcomes(prep: PreparedFight, order: readonly Member[], reordered: boolean): readonly AdventurerOutcome[] {
  if (reordered) return order.map(adventurerOutcome)
  const untouched = prep.untouched
  if (!partyChanged(order)) return untouched
  let list: AdventurerOutcome[] | null = null
  for (let i = 0; i < order.length; i++) {
    const m = order[i]!
    // Unchanged, he is his untouched outcome (adventurerOutcome), which the list holds already.
    if (!m.changed) continue
    const a = adventurerOutcome(m)
    if (a === untouched[i]) continue
    list ??= untouched.slice()
    list[i] = a
  }
  return list ?? untouched
}
