import type { FightIO, Option } from '../../core/types.ts'
import { emit, participants, type FightContext } from './context.ts'
import { distributeDamage } from './damage.ts'
import { declareRound, type Declaration } from './declare.ts'
import { flee } from './flight.ts'
import { nonFightersFallIfAllFightersDead } from './injury.ts'
import { useInstantSkills } from './instant.ts'
import { finishSlowAction, handItems, reorder } from './items.ts'
import { hasSkill, opponentSideOf } from './loadout.ts'
import { adventurerOutcome, type FightResult, type UltraquestOutcome } from './outcome.ts'
import { robInjured } from './robbers.ts'
import { rollOpponents, rollParty } from './roll.ts'
import type { UltraquestSetup } from './setup.ts'
import { memberFrom } from './state.ts'

/** KS-FORCED-3 / KS-GAP-23: Aufmerksamkeit, right after the event text, turns "!" into "?". */
function useAlertness(ctx: FightContext): boolean {
  if (!ctx.order.some((m) => m.skills.length > 0)) return false
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
  user.usedSkills.push(user.sheet.skills.find((s) => ctx.rules.skills[s]?.turnsForcedIntoVoluntary)!)
  emit(ctx, 'alertness', 'KS-FORCED-3', { name: user.name })
  return true
}

/** KS-VOLUNTARY-1..4: the player may decline; if he fights he may first reorder and prepare items. */
function engageVoluntarily(ctx: FightContext): boolean {
  const choice = ctx.io.chooseOne({
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
  const { fighters, nonFighters } = declaration
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
  const injuries = distributeDamage(ctx, -margin, fighters.map((f) => f.member))
  nonFightersFallIfAllFightersDead(ctx, fighters.map((f) => f.member), nonFighters)
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
        flee(ctx, declaration.fighters, declaration.nonFighters, true)
        return { result: 'fled' }
      }
      emit(ctx, 'exhausted', 'KS-FIGHT-7')
      return { result: 'exhausted' }
    }
    if (chooseToFlee(ctx)) {
      flee(ctx, declaration.fighters, declaration.nonFighters, false)
      return { result: 'fled' }
    }
    reorder(ctx, 'KS-ACTION-1')
    handItems(ctx, false)
  }
}

/** An ULTRA♦QUEST fight from the event's call to its outcome (rules/ultraquest.md §26). */
export function runUltraquestFight(setup: UltraquestSetup, io: FightIO): UltraquestOutcome {
  const ctx: FightContext = {
    io,
    setup,
    rules: setup.rules,
    side: opponentSideOf(setup),
    order: setup.party.map(memberFrom),
    round: 0
  }
  const voluntary = setup.fight.marker === '?' || useAlertness(ctx)
  let end: { result: FightResult; damageToOpponents?: number } = { result: 'declined' }
  if (!voluntary || engageVoluntarily(ctx)) end = fightRounds(ctx)
  robInjured(ctx)
  const living = ctx.order.filter((m) => !m.dead).length
  const partyFinished = living <= 1
  if (partyFinished && end.result !== 'declined') emit(ctx, 'partyFinished', 'KS-PARTY-1', { living })
  if (io.recording) emit(ctx, 'fightOver', end.result === 'exhausted' ? 'KS-GAP-12' : end.result === 'lost' ? 'KS-GAP-29' : 'KS-FIGHT-4', { result: end.result, resultKey: `uq.result.${end.result}` })
  return {
    result: end.result,
    rounds: ctx.round,
    damageToOpponents: end.damageToOpponents ?? null,
    fled: end.result === 'fled',
    marchingOrder: ctx.order.map((m) => m.id),
    adventurers: ctx.order.map(adventurerOutcome),
    partyFinished
  }
}
