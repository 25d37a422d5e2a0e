import type { FightIO, Option } from '../../core/types.ts'
import { emit, participants, type FightContext } from './context.ts'
import { distributeDamage } from './damage.ts'
import { declareRound, type Declaration } from './declare.ts'
import { flee } from './flight.ts'
import { nonFightersFallIfAllFightersDead } from './injury.ts'
import { useInstantSkills } from './instant.ts'
import { finishSlowAction, handItems, reorder } from './items.ts'
import { hasSkill, opponentSide, printedKsOf, type OpponentSide, type PrintedKs } from './loadout.ts'
import { adventurerOutcome, type AdventurerOutcome, type FightResult, type UltraquestOutcome } from './outcome.ts'
import { robInjured } from './robbers.ts'
import { rollOpponents, rollParty } from './roll.ts'
import type { UltraquestSetup } from './setup.ts'
import { markSkillUsed, memberFrom, type Member } from './state.ts'

/** KS-FORCED-3 / KS-GAP-23: Aufmerksamkeit, right after the event text, turns "!" into "?". */
function useAlertness(ctx: FightContext): boolean {
  // Simulation takes the default, "no": nobody uses it.
  if (ctx.io.simulation || !ctx.order.some((m) => m.skills.length > 0)) return false
  const able = participants(ctx).filter(
    (m) => m.injuries.length === 0 && hasSkill(m, ctx.rules, (s) => s.activation === 'preFight' && s.turnsForcedIntoVoluntary)
  )
  if (able.length === 0) return false
  const choice = ctx.io.chooseOne({
    key: 'alertness',
    round: 0,
    prompt: { key: 'uq.prompt.alertness' },
    rule: 'KS-FORCED-3',
    default: 'no',
    options: (): Option[] => {
      return [{ id: 'no', label: { key: 'uq.option.noAlertness' } }, ...able.map((m) => ({ id: m.id, label: { key: 'uq.option.alertness', params: { name: m.name } } }))]
    }
  })
  const user = able.find((m) => m.id === choice)
  if (!user) return false
  markSkillUsed(user, user.sheet.skills.find((s) => ctx.rules.skills[s]?.turnsForcedIntoVoluntary)!)
  emit(ctx, 'alertness', 'KS-FORCED-3', { name: user.name })
  return true
}

/** KS-VOLUNTARY-1..4: the player may decline; if he fights he may first reorder and prepare items. */
function engageVoluntarily(ctx: FightContext): boolean {
  // Simulation takes the default, "fight".
  const choice = ctx.io.simulation ? 'fight' : ctx.io.chooseOne({
    key: 'engage',
    round: 0,
    prompt: { key: 'uq.prompt.engage' },
    rule: 'KS-VOLUNTARY-1',
    default: 'fight',
    options: ENGAGE_OPTIONS
  })
  if (choice === 'decline') {
    emit(ctx, 'declined', 'KS-VOLUNTARY-3')
    return false
  }
  reorder(ctx, 'KS-VOLUNTARY-4')
  handItems(ctx, true)
  return true
}

type RoundEnd = { result: FightResult; damageToOpponents?: number } | 'draw'

function fightRound(ctx: FightContext, declaration: Declaration): RoundEnd {
  const { fighters, nonFighters, members } = declaration
  const results = { party: rollParty(ctx, fighters), opponents: rollOpponents(ctx), opponentRw: ctx.setup.fight.opponentRw }
  if (ctx.io.recording) emit(ctx, 'results', 'KS-ROLL-4', { party: results.party, opponents: results.opponents })
  useInstantSkills(ctx, fighters, results)
  const margin = results.party - results.opponents
  if (margin > results.opponentRw) {
    // KS-FIGHT-3 / KS-GAP-11: any positive difference past their armour injures the opponents; they withdraw.
    if (ctx.io.recording) emit(ctx, 'roundWon', 'KS-FIGHT-3', { damage: margin })
    return { result: 'won', damageToOpponents: margin }
  }
  if (margin > 0) {
    emit(ctx, 'drawOpponentArmour', 'KS-ROLL-7', { damage: margin, rw: results.opponentRw })
    return 'draw'
  }
  if (margin === 0) {
    if (ctx.io.recording) emit(ctx, 'drawTie', 'KS-ROLL-6', { total: results.party })
    return 'draw'
  }
  if (ctx.io.recording) emit(ctx, 'roundLost', 'KS-ROLL-5', { damage: -margin })
  const injuries = distributeDamage(ctx, -margin, members)
  nonFightersFallIfAllFightersDead(ctx, members, nonFighters)
  if (injuries > 0) {
    if (ctx.io.recording) emit(ctx, 'partyWithdraws', 'KS-FIGHT-6', { injuries })
    return { result: 'lost' }
  }
  if (ctx.io.recording) emit(ctx, 'drawArmour', 'KS-ROLL-7', { damage: -margin })
  return 'draw'
}

const FLEE_OPTIONS: Option[] = [
  { id: 'fight', label: { key: 'uq.option.fightOn' } },
  { id: 'flee', label: { key: 'uq.option.flee' } }
]
const ENGAGE_OPTIONS: Option[] = [
  { id: 'fight', label: { key: 'uq.option.fight' } },
  { id: 'decline', label: { key: 'uq.option.decline' } }
]

/** KS-ROLL-8 / KS-FLEE-1: after a drawn round the party fights on or flees. */
function chooseToFlee(ctx: FightContext): boolean {
  // Simulation takes the default, "fight".
  if (ctx.io.simulation) return false
  return (
    ctx.io.chooseOne({
      key: 'flee',
      round: ctx.round,
      prompt: { key: 'uq.prompt.flee' },
      rule: 'KS-FLEE-1',
      default: 'fight',
      options: FLEE_OPTIONS
    }) === 'flee'
  )
}

function fightRounds(ctx: FightContext): { result: FightResult; damageToOpponents?: number } {
  for (ctx.round = 1; ; ctx.round++) {
    const declaration = declareRound(ctx)
    const end = fightRound(ctx, declaration)
    for (const f of declaration.fighters) if (f.slowActionRow) finishSlowAction(ctx, f.member, f.slowActionRow)
    if (end !== 'draw') return end
    if (ctx.round >= ctx.rules.maxRounds) {
      if (ctx.side.neverExhausted) {
        flee(ctx, declaration.members, declaration.nonFighters, true)
        return { result: 'fled' }
      }
      emit(ctx, 'exhausted', 'KS-FIGHT-7')
      return { result: 'exhausted' }
    }
    if (chooseToFlee(ctx)) {
      flee(ctx, declaration.members, declaration.nonFighters, false)
      return { result: 'fled' }
    }
    reorder(ctx, 'KS-ACTION-1')
    handItems(ctx, false)
  }
}

/** What every fight of a setup shares: worked out once per setup, since simulation runs it many times. */
interface Prepared {
  readonly side: OpponentSide
  /** The KS on each sheet of the party, parsed. */
  readonly printed: readonly PrintedKs[]
  /** The outcome's marching order when nobody changed it (frozen: outcomes share it). */
  readonly marchingOrder: readonly string[]
}

const prepared = new WeakMap<UltraquestSetup, Prepared>()

function prepare(setup: UltraquestSetup): Prepared {
  let p = prepared.get(setup)
  if (!p) {
    p = {
      side: opponentSide(setup.opponents, setup.fight.opponentFlags),
      printed: setup.party.map((a) => printedKsOf(a.ks)),
      marchingOrder: Object.freeze(setup.party.map((a) => a.id))
    }
    prepared.set(setup, p)
  }
  return p
}

/** An ULTRA♦QUEST fight from the event's call to its outcome (rules/ultraquest.md §26). */
export function runUltraquestFight(setup: UltraquestSetup, io: FightIO): UltraquestOutcome {
  const prep = prepare(setup)
  const order: Member[] = []
  for (let i = 0; i < setup.party.length; i++) order.push(memberFrom(setup.party[i]!, prep.printed[i]))
  const ctx: FightContext = { io, setup, rules: setup.rules, side: prep.side, order, round: 0 }
  const voluntary = setup.fight.marker === '?' || useAlertness(ctx)
  let end: { result: FightResult; damageToOpponents?: number } = { result: 'declined' }
  if (!voluntary || engageVoluntarily(ctx)) end = fightRounds(ctx)
  robInjured(ctx)
  let living = 0
  for (const m of ctx.order) if (!m.dead) living++
  const partyFinished = living <= 1
  if (partyFinished && end.result !== 'declined') emit(ctx, 'partyFinished', 'KS-PARTY-1', { living })
  if (io.recording) emit(ctx, 'fightOver', end.result === 'exhausted' ? 'KS-GAP-12' : end.result === 'lost' ? 'KS-GAP-29' : 'KS-FIGHT-4', { result: end.result, resultKey: `uq.result.${end.result}` })
  const adventurers: AdventurerOutcome[] = []
  for (const m of ctx.order) adventurers.push(adventurerOutcome(m))
  // The order is replaced when the GM changes it, so an untouched order is the setup's.
  const marchingOrder = ctx.order === order ? prep.marchingOrder : ctx.order.map((m) => m.id)
  return {
    result: end.result,
    rounds: ctx.round,
    damageToOpponents: end.damageToOpponents ?? null,
    fled: end.result === 'fled',
    marchingOrder,
    adventurers,
    partyFinished
  }
}
