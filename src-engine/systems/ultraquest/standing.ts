import type { CombatantCondition, Standing, StandingCombatant, StandingMark, StandingValue } from '../../core/standing.ts'
import type { Message } from '../../core/types.ts'
import { addDice, formatDice, parseDice, type DiceExpr } from '../../dice/notation.ts'
import type { FightContext, FightStep } from './context.ts'
import { defaultMode, modesOf } from './declare.ts'
import { armourValue, ksInRound, opponentSide, type Mode } from './loadout.ts'
import type { Opponent } from './sheet.ts'
import type { Member } from './state.ts'

/** The two sides of every ULTRA♦QUEST fight: the player's adventurers act as one against the opponents. */
export const PARTY_SIDE = 'party'
export const OPPONENT_SIDE = 'opponents'

const ROUND_TERM: Message = { key: 'ultraquest.standing.round' }

const PHASES: Record<FightStep, Message> = {
  start: { key: 'ultraquest.phase.beforeFight' },
  declare: { key: 'ultraquest.phase.declarations' },
  partyRoll: { key: 'ultraquest.phase.roll' },
  opponentRoll: { key: 'ultraquest.phase.roll' },
  damage: { key: 'ultraquest.phase.damage' },
  flight: { key: 'ultraquest.phase.flight' },
  break: { key: 'ultraquest.phase.break' },
  robbers: { key: 'ultraquest.phase.robbers' },
  over: { key: 'ultraquest.phase.over' }
}

/** Who is asked in each step: the game master rolls for the opponents, and the robbers' W10 is theirs too. */
const ASKED: Record<FightStep, string | undefined> = {
  start: PARTY_SIDE,
  declare: PARTY_SIDE,
  partyRoll: PARTY_SIDE,
  opponentRoll: OPPONENT_SIDE,
  damage: PARTY_SIDE,
  flight: PARTY_SIDE,
  break: PARTY_SIDE,
  robbers: OPPONENT_SIDE,
  over: undefined
}

const LABEL = {
  injuries: { key: 'ultraquest.value.injuries' },
  ks: { key: 'ultraquest.value.ks' },
  rw: { key: 'ultraquest.value.rw' },
  count: { key: 'ultraquest.value.count' }
} as const satisfies Record<string, Message>

const KS_ZERO: Message = { key: 'ultraquest.standing.ksZero' }
const KS_NONE: Message = { key: 'ultraquest.standing.ksNone' }

/** The mean total of a roll of the expression: a KS's `current`, while its `text` shows the dice. */
function mean(ks: DiceExpr): number {
  let sum = ks.modifier
  for (const g of ks.groups) sum += (g.count * (g.sides + 1)) / 2
  return sum
}

const rolls = (ks: DiceExpr) => ks.groups.length > 0 || ks.modifier !== 0

function ksValue(mode: Mode | null, ks: DiceExpr): StandingValue {
  if (mode === null || !rolls(ks)) return { key: 'ks', label: LABEL.ks, current: 0, text: KS_ZERO }
  return { key: 'ks', label: LABEL.ks, current: mean(ks), text: { key: 'ultraquest.standing.ks', params: { mode, ks: formatDice(ks) } } }
}

/**
 * Whether the adventurer's KS of this round is declared: from the rolls to the flight, every fighter of the round;
 * during the declarations, those declared before the one asked now.
 */
function declared(ctx: FightContext, m: Member): boolean {
  switch (ctx.step) {
    case 'partyRoll':
    case 'opponentRoll':
    case 'damage':
    case 'flight':
      return ctx.fighting.includes(m)
    case 'declare': {
      if (ctx.asking === null) return false
      const at = ctx.fighting.indexOf(m)
      return at >= 0 && at < ctx.fighting.indexOf(ctx.asking)
    }
    default:
      return false
  }
}

function adventurer(ctx: FightContext, m: Member, position: number): StandingCombatant {
  const conditions: CombatantCondition[] = []
  const marks: StandingMark[] = []
  // KS-TARGET-1: a fight aimed at some of the party leaves the others aside.
  const targets = ctx.setup.fight.targets
  const inFight = targets === undefined || targets.includes(m.id)
  const nonFighter = ctx.nonFighters.includes(m)
  if (m.dead) conditions.push('dead')
  else if (!inFight) conditions.push('out')
  else if (ctx.result === 'fled') conditions.push('fled')
  else if (ctx.result === 'declined' || nonFighter) conditions.push('out')

  for (const kind of m.injuries)
    marks.push(
      kind === 'cursed'
        ? { key: 'cursed', label: { key: 'ultraquest.mark.cursed' }, harm: true }
        : { key: 'injury', label: { key: 'ultraquest.mark.injury' }, harm: true }
    )
  if (!inFight && !m.dead) marks.push({ key: 'notTargeted', label: { key: 'ultraquest.mark.notTargeted' } })
  if (nonFighter && !m.dead) marks.push({ key: 'nonFighter', label: { key: 'ultraquest.mark.nonFighter' } })

  let ks: StandingValue
  if (m.dead || !inFight || nonFighter) {
    // Nothing to roll: dead, not attacked, or staying out (as the latest declaration says).
    ks = { key: 'ks', label: LABEL.ks, current: 0, text: KS_NONE }
  } else if (declared(ctx, m)) {
    ks = ksValue(m.roundMode, m.roundKs)
    // KS-ACTION-4: the slow action is done at the round's end, before any flight; the item is out of the backpack by
    // then, and a flight's life-saving action may have emptied its row since (KS-INJURY-3).
    if (m.slowActionRow > 0 && ctx.step !== 'flight') {
      marks.push({
        key: 'slowAction',
        label: { key: 'ultraquest.mark.slowAction', params: { item: m.equipment[m.slowActionRow - 1]?.name ?? '', row: m.slowActionRow } }
      })
    }
  } else {
    // Not declared (yet): what the default declaration would give him now, the mode with the better average.
    const mode = defaultMode(m, modesOf(ctx.setup.fight.type))
    ks = ksValue(mode, ksInRound(m, mode, ctx.side, ctx.rules, 0))
  }

  if (m.healed > 0) marks.push({ key: 'healed', label: { key: 'ultraquest.mark.healed', params: { count: m.healed } } })
  for (const skill of m.usedSkills) marks.push({ key: 'skillUsed', label: { key: 'ultraquest.mark.skillUsed', params: { skill } } })
  if (m.robbed) {
    const { row, item } = m.robbed
    marks.push(
      item
        ? { key: 'robbed', label: { key: 'ultraquest.mark.robbed', params: { item: item.name, row } }, harm: true }
        : { key: 'robbed', label: { key: 'ultraquest.mark.robbedNothing', params: { row } } }
    )
  }

  return {
    id: m.id,
    name: m.name,
    position,
    values: [
      { key: 'injuries', label: LABEL.injuries, current: m.injuries.length, max: 2, rising: true },
      ks,
      { key: 'rw', label: LABEL.rw, current: armourValue(m, ctx.side, ctx.rules) }
    ],
    conditions,
    marks
  }
}

/**
 * KS-GAP-17: the flags a group brings to the side. The engine applies them side-wide, but a card shows only what its
 * own group is (a Goblin beside skeletons is not undead); flags the GM set for the whole side show on every group.
 */
function groupMarks(ctx: FightContext, group: Opponent): StandingMark[] {
  const flags = opponentSide([group], ctx.setup.fight.opponentFlags)
  const marks: StandingMark[] = []
  if (flags.undead) marks.push({ key: 'undead', label: { key: 'ultraquest.mark.undead' } })
  if (flags.ghostOrDemon) marks.push({ key: 'magicWeaponsOnly', label: { key: 'ultraquest.mark.magicWeaponsOnly' } })
  if (flags.demon) marks.push({ key: 'magicArmourOnly', label: { key: 'ultraquest.mark.magicArmourOnly' } })
  if (flags.cursed) marks.push({ key: 'cursedDamage', label: { key: 'ultraquest.mark.cursedDamage' } })
  if (flags.neverExhausted) marks.push({ key: 'neverExhausted', label: { key: 'ultraquest.mark.neverExhausted' } })
  return marks
}

function opponents(ctx: FightContext): StandingCombatant[] {
  const beaten = ctx.damageToOpponents
  return ctx.setup.opponents.map((o, i) => {
    // KS-STR-2: the group's KS is the sum of its members' (4 goblins of W6+1: 4W6+4).
    const one = parseDice(o.ks)
    const ks = addDice(...Array.from({ length: o.count }, () => one))
    const marks: StandingMark[] = []
    if (o.kind !== 'normal') marks.push({ key: o.kind, label: { key: `ultraquest.kind.${o.kind}` } })
    marks.push(...groupMarks(ctx, o))
    // KS-FIGHT-3 / KS-GAP-11: beaten opponents are injured and withdraw.
    if (beaten !== null) marks.push({ key: 'beaten', label: { key: 'ultraquest.mark.beaten', params: { damage: beaten } }, harm: true })
    return {
      id: `opponent:${i + 1}`,
      name: o.name,
      values: [
        { key: 'count', label: LABEL.count, current: o.count },
        { key: 'ks', label: LABEL.ks, current: mean(ks), text: { key: 'ultraquest.standing.dice', params: { dice: formatDice(ks) } } },
        { key: 'rw', label: LABEL.rw, current: ctx.setup.fight.opponentRw }
      ],
      conditions: beaten !== null ? ['out'] : [],
      marks
    }
  })
}

/**
 * Where an ULTRA♦QUEST fight stands, read from its live state (never from its events): the round and step, which
 * side is asked, the party in marching order and the opponents' groups. Only a replay calls it (FightIO.observe).
 */
export function ultraquestStanding(ctx: FightContext): Standing {
  const asked = ASKED[ctx.step]
  const phase =
    ctx.step === 'over' && ctx.result !== null ? { key: 'ultraquest.phase.over', params: { resultKey: `ultraquest.result.${ctx.result}` } } : PHASES[ctx.step]
  const names = [...new Set(ctx.setup.opponents.map((o) => o.name))]
  return {
    round: ctx.round,
    roundTerm: ROUND_TERM,
    phase,
    acting: ctx.asking !== null && asked === PARTY_SIDE ? [ctx.asking.id] : [],
    ...(asked !== undefined ? { actingSide: asked } : {}),
    sides: [
      {
        id: PARTY_SIDE,
        name: { key: 'ultraquest.side.party' },
        party: true,
        ...(ctx.setup.fight.fromBehind ? { harmFromRear: true } : {}),
        combatants: ctx.order.map((m, i) => adventurer(ctx, m, i + 1))
      },
      { id: OPPONENT_SIDE, name: names.join(', '), party: false, combatants: opponents(ctx) }
    ]
  }
}
