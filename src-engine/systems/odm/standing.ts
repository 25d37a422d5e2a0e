import type { CombatantCondition, Standing, StandingCombatant, StandingMark, StandingSide, StandingValue } from '../../core/standing.ts'
import type { Message } from '../../core/types.ts'
import { canStrike } from './attack.ts'
import type { FightContext, SeparateFight } from './context.ts'
import { isRunning } from './division.ts'
import { sideHeading, type Fighter, type FighterStatus, type SideWord } from './fighter.ts'
import { partySide } from './setup.ts'

const ROUND_TERM: Message = { key: 'odm.standing.round' }
const LE: Message = { key: 'odm.standing.le' }
const AT: Message = { key: 'odm.standing.at' }
const PA: Message = { key: 'odm.standing.pa' }
const BW: Message = { key: 'odm.standing.bw' }
const PARRY_USED: StandingMark = { key: 'parryUsed', label: { key: 'odm.standing.parryUsed' }, harm: false }

const CONDITIONS: Record<FighterStatus, readonly CombatantCondition[]> = {
  fighting: [],
  defeated: ['out'],
  dead: ['dead'],
  surrendered: ['surrendered'],
  fled: ['fled']
}

/**
 * Where an ODM fight stands, read from the live fight state (never from the events), for the runner's columns and
 * the CLI. Made only when a replay asks (FightIO.observe), so simulation never builds it.
 *
 * - `round`: the Gevechtsronde now (0 before the first; at the end, the rounds fought); `roundTerm` 'odm.standing.round'.
 * - `phase`: courage and initiative, the division into separate fights, part 1 or 2 (of separate fight n) with who
 *   attacks whom, the end of a round (the once-a-round end question), or the end of the fight.
 * - `acting`: the attacker now; before the group's attack order is known, every member about to attack.
 * - `order`: the attacks still to come this round: the rest of the group's order, part 2's attackers, then the
 *   separate fights still to play this round (ODM-MULTI-4).
 * - each fighter: values `le` (current/max), `at`, `pa`, `bw`; mark `parryUsed` once his one defence of the round is
 *   used (ODM-MULTI-6); conditions `out` (LE at or below `outAtLe`), `dead` (only by `deadAtLe`), `fled`, `surrendered`.
 */
const sideName = (word: SideWord): Message | string => ('side' in word ? word.side : { key: word.sideKey })

export function odmStanding(ctx: FightContext): Standing {
  const over = ctx.stage === 'over'
  const party = partySide(ctx.setup)
  const sides: StandingSide[] = ctx.sides.map((fighters, s) => ({
    id: ctx.setup.sides[s]!.id,
    name: sideName(sideHeading(ctx.sideWords[s]!)),
    party: s === party,
    combatants: fighters.map((f) => combatant(ctx, f, over))
  }))
  const phase = phaseOf(ctx)
  const { acting, order } = ctx.stage === 'round' ? turns(ctx) : { acting: [], order: [] }
  return { round: over ? ctx.begun : ctx.round, roundTerm: ROUND_TERM, ...(phase ? { phase } : {}), acting, order, sides }
}

function combatant(ctx: FightContext, f: Fighter, over: boolean): StandingCombatant {
  const values: StandingValue[] = [
    { key: 'le', label: LE, current: f.le, max: f.sheet.le.max },
    { key: 'at', label: AT, current: f.sheet.at },
    { key: 'pa', label: PA, current: f.sheet.pa },
    { key: 'bw', label: BW, current: f.sheet.bw }
  ]
  const parryUsed = !over && ctx.round > 0 && f.parriedRound === ctx.round
  return { id: f.id, name: f.name, values, conditions: CONDITIONS[f.status], marks: parryUsed ? [PARRY_USED] : [] }
}

function phaseOf(ctx: FightContext): Message | undefined {
  switch (ctx.stage) {
    case 'initiative':
      return { key: 'odm.standing.phase.initiative' }
    case 'division':
      return { key: 'odm.standing.phase.division' }
    case 'between':
      return { key: 'odm.standing.phase.between' }
    case 'over':
      return { key: 'odm.standing.phase.over' }
    case 'round': {
      const fight = ctx.part === 0 ? undefined : ctx.roundOrder[ctx.fightAt]
      if (!fight) return undefined
      const attack = ctx.attacker && ctx.defender ? { attacker: ctx.attacker.name, defender: ctx.defender.name } : null
      if (!ctx.multi)
        return attack
          ? { key: 'odm.standing.phase.attack', params: { part: ctx.part, ...attack } }
          : { key: 'odm.standing.phase.part', params: { part: ctx.part } }
      const number = ctx.fights.indexOf(fight) + 1
      return attack
        ? { key: 'odm.standing.phase.fightAttack', params: { number, part: ctx.part, ...attack } }
        : { key: 'odm.standing.phase.fightPart', params: { number, part: ctx.part } }
    }
  }
}

/** Who attacks in a part of a separate fight (ODM-RND-2): the lone fighter, or the group members who can strike. */
function attackersOf(ctx: FightContext, fight: SeparateFight, part: 1 | 2): Fighter[] {
  const side = part === 1 ? fight.firstSide : fight.firstSide === 0 ? 1 : 0
  if (fight.lone.sideIndex === side) return canStrike(ctx, fight.lone) && fight.group.some((g) => g.status === 'fighting') ? [fight.lone] : []
  return fight.lone.status === 'fighting' ? fight.group.filter((g) => canStrike(ctx, g)) : []
}

function turns(ctx: FightContext): { acting: string[]; order: string[] } {
  const fight = ctx.part === 0 ? undefined : ctx.roundOrder[ctx.fightAt]
  const acting: Fighter[] = []
  const order: Fighter[] = []
  if (fight) {
    if (ctx.attacker) {
      acting.push(ctx.attacker)
      if (ctx.queue) for (const f of ctx.queue.slice(ctx.queue.indexOf(ctx.attacker) + 1)) if (canStrike(ctx, f)) order.push(f)
    } else {
      acting.push(...attackersOf(ctx, fight, ctx.part === 2 ? 2 : 1))
    }
    if (ctx.part === 1) order.push(...attackersOf(ctx, fight, 2))
  }
  for (const next of ctx.roundOrder.slice(fight ? ctx.fightAt + 1 : 0)) {
    if (isRunning(next)) order.push(...attackersOf(ctx, next, 1), ...attackersOf(ctx, next, 2))
  }
  return { acting: acting.map((f) => f.id), order: order.filter((f) => !acting.includes(f)).map((f) => f.id) }
}
