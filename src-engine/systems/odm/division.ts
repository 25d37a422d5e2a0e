import { asks, type FightContext, type SeparateFight } from './context.ts'
import { isFighting, names, type Fighter } from './fighter.ts'
import { decideInitiative } from './initiative.ts'

/**
 * The side with fewer fighters still fighting stands alone, one member per separate fight
 * (ODM-MULTI-2). With equal sides the first side of the setup takes that role and the fights are
 * one-against-one pairs (ODM-GAP-11).
 */
function loneAndGroup(ctx: FightContext): { lones: Fighter[]; group: Fighter[] } {
  const a = ctx.sides[0].filter(isFighting)
  const b = ctx.sides[1].filter(isFighting)
  return a.length <= b.length ? { lones: a, group: b } : { lones: b, group: a }
}

/**
 * ODM-MULTI-2: each lone fighter faces "meer" (several) opponents when the larger side is big enough
 * for that; otherwise (ODM-GAP-12, e.g. 2 against 3) at least one.
 */
function leastOpponents(lones: readonly Fighter[], group: readonly Fighter[]): number {
  return group.length >= 2 * lones.length ? 2 : 1
}

/**
 * ODM-GAP-12 default: the larger side dealt out round-robin. When dividing again (ODM-GAP-15),
 * members keep facing the fighter they faced if he still stands alone, and only the freed ones are
 * dealt to the lone fighters with the fewest opponents, so unchanged fights stay unchanged.
 */
export function proposedDivision(lones: readonly Fighter[], group: readonly Fighter[], previous: readonly SeparateFight[] | null): Map<Fighter, Fighter> {
  const plan = new Map<Fighter, Fighter>()
  if (!previous) {
    group.forEach((g, i) => plan.set(g, lones[i % lones.length]!))
    return plan
  }
  const count = new Map<Fighter, number>(lones.map((l) => [l, 0]))
  for (const g of group) {
    const before = previous.find((f) => f.lone === g || f.group.includes(g))
    const partner = before && lones.find((l) => l === before.lone || before.group.includes(l))
    if (partner) {
      plan.set(g, partner)
      count.set(partner, count.get(partner)! + 1)
    }
  }
  const fewest = (): Fighter => lones.reduce((best, l) => (count.get(l)! < count.get(best)! ? l : best))
  for (const g of group) {
    if (plan.has(g)) continue
    const to = fewest()
    plan.set(g, to)
    count.set(to, count.get(to)! + 1)
  }
  // Top up lone fighters left with too few opponents from whoever has the most, last-dealt first.
  const least = leastOpponents(lones, group)
  for (const short of lones) {
    while (count.get(short)! < least) {
      const richest = lones.reduce((best, l) => (count.get(l)! > count.get(best)! ? l : best))
      const moved = [...group].reverse().find((g) => plan.get(g) === richest)!
      plan.set(moved, short)
      count.set(richest, count.get(richest)! - 1)
      count.set(short, count.get(short)! + 1)
    }
  }
  return plan
}

/**
 * ODM-GAP-12: the Master divides. He is asked, member by member of the larger side, whom that member
 * faces, with the proposed division as default. Only choices that still let every lone fighter get
 * his least number of opponents are offered, and a question with one legal answer is not asked.
 */
function chosenDivision(ctx: FightContext, lones: readonly Fighter[], group: readonly Fighter[], proposal: Map<Fighter, Fighter>): Map<Fighter, Fighter> {
  const plan = new Map<Fighter, Fighter>()
  const count = new Map<Fighter, number>(lones.map((l) => [l, 0]))
  const least = leastOpponents(lones, group)
  const rule = lones.length === group.length ? 'ODM-GAP-11' : least === 2 ? 'ODM-MULTI-2' : 'ODM-GAP-12'
  group.forEach((g, i) => {
    const short = lones.filter((l) => count.get(l)! < least)
    const needed = short.reduce((n, l) => n + least - count.get(l)!, 0)
    const stillToDeal = group.length - i - 1
    const legal = needed > stillToDeal ? short : lones
    let to = legal[0]!
    if (legal.length > 1) {
      const proposed = proposal.get(g)!
      const chosen = asks.chooseOne(ctx.io, {
        key: `opponent:${g.id}`,
        round: ctx.round,
        actor: g.id,
        prompt: 'opponent',
        params: { name: g.name },
        rule,
        options: () => legal.map((l) => ({ id: l.id, label: { key: 'odm.option.faces', params: { name: l.name } } })),
        default: legal.includes(proposed) ? proposed.id : legal[0]!.id
      })
      to = legal.find((l) => l.id === chosen)!
    }
    plan.set(g, to)
    count.set(to, count.get(to)! + 1)
  })
  return plan
}

function sameFighters(a: SeparateFight, b: SeparateFight): boolean {
  const members = (f: SeparateFight): Fighter[] => [f.lone, ...f.group].filter(isFighting)
  const ma = members(a)
  const mb = members(b)
  return ma.length === mb.length && ma.every((f) => mb.includes(f))
}

/**
 * ODM-MULTI-2 / ODM-MULTI-3: split the fighters still fighting into separate fights, then decide the
 * initiative of each (ODM-MULTI-5). A fight with the same fighters as before keeps its initiative (ODM-GAP-15).
 */
export function divide(ctx: FightContext, previous: readonly SeparateFight[] | null): SeparateFight[] {
  ctx.stage = 'division'
  const { lones, group } = loneAndGroup(ctx)
  const proposal = proposedDivision(lones, group, previous)
  const plan = ctx.rules.division === 'masterDivides' && lones.length > 1 ? chosenDivision(ctx, lones, group, proposal) : proposal
  const fights: SeparateFight[] = lones.map((lone) => ({ id: lone.id, lone, group: group.filter((g) => plan.get(g) === lone), firstSide: 0 }))
  fights.forEach((fight, i) => {
    if (ctx.io.recording && ctx.multi) {
      asks.emit(ctx.io, ctx.round, 'separateFight', fight.group.length > 1 ? 'ODM-MULTI-2' : lones.length === group.length ? 'ODM-GAP-11' : 'ODM-GAP-12', {
        number: i + 1,
        lone: fight.lone.name,
        opponents: names(fight.group)
      })
    }
    const unchanged = previous?.find((p) => sameFighters(p, fight))
    if (unchanged) {
      fight.firstSide = unchanged.firstSide
      if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'initiativeKept', 'ODM-GAP-15', { number: i + 1 })
    } else {
      fight.firstSide = decideInitiative(ctx, fight)
    }
  })
  return fights
}

/** A separate fight goes on while its lone fighter and at least one of his opponents still fight. */
export function isRunning(fight: SeparateFight): boolean {
  if (!isFighting(fight.lone)) return false
  const group = fight.group
  for (let i = 0; i < group.length; i++) if (group[i]!.status === 'fighting') return true
  return false
}

/**
 * ODM-GAP-15: fighters left without an opponent when their separate fight ended are divided again
 * at the start of the next round (or, by the alternative setting, once no separate fight is left).
 * Asked after every round of a fight of more than two, so it allocates nothing.
 */
export function needsRegroup(ctx: FightContext, fights: readonly SeparateFight[]): boolean {
  // Found false, it stays false until someone leaves the fight (a new division resets `settledAt`).
  const left = ctx.left[0] + ctx.left[1]
  if (left === ctx.settledAt) return false
  if (regroupNeeded(ctx, fights)) return true
  ctx.settledAt = left
  return false
}

/**
 * Every fighter still fighting stands in exactly one of the fights (the division placed everyone then fighting, and
 * nobody comes back), so someone is left without an opponent exactly when a fight that is over still has a fighter.
 */
function regroupNeeded(ctx: FightContext, fights: readonly SeparateFight[]): boolean {
  let running = false
  let stranded = false
  for (let i = 0; i < fights.length; i++) {
    const f = fights[i]!
    if (isRunning(f)) running = true
    else if (isFighting(f.lone) || anyFighting(f.group)) stranded = true
  }
  if (!running) return true
  if (ctx.rules.regroup === 'whenAllEnded') return false
  return stranded
}

function anyFighting(fighters: readonly Fighter[]): boolean {
  for (let i = 0; i < fighters.length; i++) if (fighters[i]!.status === 'fighting') return true
  return false
}
