import type { DicePart } from '../../core/types.ts'
import { asks, type FightContext, type SeparateFight } from './context.ts'
import { names, type Fighter } from './fighter.ts'

function courageOf(fighters: readonly Fighter[]): number {
  let sum = 0
  for (let i = 0; i < fighters.length; i++) sum += fighters[i]!.courage
  return sum
}

/** Both sides of a separate fight in setup order: index 0 is always setup side 0. */
function bySide(fight: SeparateFight): [readonly Fighter[], readonly Fighter[]] {
  const lone = [fight.lone]
  return fight.lone.sideIndex === 0 ? [lone, fight.group] : [fight.group, lone]
}

/**
 * ODM-INI-1 (two fighters) / ODM-MULTI-5 (separate fights): the higher courage, summed over the
 * group, attacks first in every round (ODM-INI-2). Equal courage goes to the tie setting.
 */
export function decideInitiative(ctx: FightContext, fight: SeparateFight): 0 | 1 {
  ctx.stage = 'initiative'
  // Courage of setup side 0 and side 1 of this separate fight.
  const loneFirst = fight.lone.sideIndex === 0
  const loneCourage = fight.lone.courage
  const groupCourage = courageOf(fight.group)
  const courage0 = loneFirst ? loneCourage : groupCourage
  const courage1 = loneFirst ? groupCourage : loneCourage
  const first: 0 | 1 = courage0 !== courage1 ? (courage0 > courage1 ? 0 : 1) : breakTie(ctx, fight, bySide(fight))
  if (ctx.io.recording) {
    const sides = bySide(fight)
    const courage = [courage0, courage1] as const
    const second = first === 0 ? 1 : 0
    asks.emit(ctx.io, ctx.round, courage0 === courage1 ? 'initiativeAfterTie' : 'initiative', ctx.multi ? 'ODM-MULTI-5' : 'ODM-INI-1', {
      first: names(sides[first]),
      second: names(sides[second]),
      courageFirst: courage[first],
      courageSecond: courage[second]
    })
  }
  return first
}

/** ODM-GAP-1 / ODM-GAP-14: a D20 roll-off, re-rolled while equal, or the Master's pick. */
function breakTie(ctx: FightContext, fight: SeparateFight, sides: readonly [readonly Fighter[], readonly Fighter[]]): 0 | 1 {
  const rule = ctx.multi ? 'ODM-GAP-14' : 'ODM-GAP-1'
  const setting = ctx.multi ? ctx.rules.separateCourageTie : ctx.rules.courageTie
  const sim = ctx.io.simulation
  if (sim && !ctx.io.recording) {
    // Simulation: the Master's default (the first side), or the same D20s the roll-off requests would get.
    if (setting === 'masterChooses') return 0
    for (;;) {
      const a = sim.face(20)
      const b = sim.face(20)
      if (a !== b) return a > b ? 0 : 1
    }
  }
  const labels = [names(sides[0]).join(', '), names(sides[1]).join(', ')] as const
  if (setting === 'masterChooses') {
    const ids = [ctx.setup.sides[0].id, ctx.setup.sides[1].id] as const
    const chosen = asks.chooseOne(ctx.io, {
      key: ctx.multi ? `initiative:${fight.id}` : 'initiative',
      round: ctx.round,
      prompt: 'initiative',
      params: { first: labels[0], second: labels[1] },
      rule,
      options: [
        { id: ids[0], label: { key: 'odm.option.begins', params: { names: labels[0] } } },
        { id: ids[1], label: { key: 'odm.option.begins', params: { names: labels[1] } } }
      ],
      default: ids[0]
    })
    return chosen === ids[0] ? 0 : 1
  }
  // One D20 per side, each its own roll, so the log shows whose die is whose rather than their sum.
  for (;;) {
    const a = rollOffDie(ctx, rule, labels[0], sides[0])
    const b = rollOffDie(ctx, rule, labels[1], sides[1])
    if (ctx.io.recording) {
      asks.emit(ctx.io, ctx.round, a === b ? 'rollOffTied' : 'rollOff', rule, { first: labels[0], second: labels[1], rollFirst: a, rollSecond: b })
    }
    if (a !== b) return a > b ? 0 : 1
  }
}

function rollOffDie(ctx: FightContext, rule: string, label: string, fighters: readonly Fighter[]): number {
  const parts: DicePart[] = [{ label, notation: 'D20', sides: [20], modifier: 0 }]
  const actor = fighters.length === 1 ? { actor: fighters[0]!.id } : {}
  return asks.roll(ctx.io, {
    key: 'rollOff',
    round: ctx.round,
    ...actor,
    prompt: 'rollOff',
    params: { name: label },
    rule,
    notation: 'D20',
    parts
  })[0]!
}
