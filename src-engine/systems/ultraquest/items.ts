import type { Option } from '../../core/types.ts'
import { asks, type FightContext } from './context.ts'
import { canHandOver, freeRow } from './hand-over.ts'
import type { Item } from './sheet.ts'
import { setRow, type Member } from './state.ts'

/** KS-ACTION-1 / KS-VOLUNTARY-4: the GM gives the new marching order of the living adventurers. */
export function reorder(ctx: FightContext, rule: string): void {
  // Simulation takes the default, the order as it is.
  if (ctx.io.simulation) return
  const living = ctx.order.filter((m) => !m.dead)
  if (living.length < 2) return
  const ids = asks.chooseMany(ctx.io, {
    key: 'marchingOrder',
    round: ctx.round,
    prompt: 'marchingOrder',
    rule,
    min: living.length,
    max: living.length,
    ordered: true,
    default: living.map((m) => m.id),
    options: (): Option[] => {
      return living.map((m) => ({ id: m.id, label: { key: 'ultraquest.option.adventurer', params: { name: m.name } } }))
    }
  })
  if (ids.every((id, i) => id === living[i]!.id)) return
  const byId = new Map(living.map((m) => [m.id, m]))
  const reordered = ids.map((id) => byId.get(id)!)
  // The dead keep their places; the living fill the other places in the new order.
  let next = 0
  ctx.order = ctx.order.map((m) => (m.dead ? m : reordered[next++]!))
  asks.emit(ctx.io, ctx.round, 'reorder', rule, { names: ctx.order.filter((m) => !m.dead).map((m) => m.name) })
}

interface Move {
  readonly id: string
  readonly from: Member
  readonly row: number
  readonly item: Item
  /** A receiver, or null when the item comes out of the backpack. */
  readonly to: Member | null
}

/** Carries out a move and returns the item as it now lies. */
function applyMove(move: Move): Item {
  if (move.to === null) {
    const readied = { ...move.item, ready: true }
    setRow(move.from, move.row - 1, readied)
    return readied
  }
  setRow(move.from, move.row - 1, null)
  const handed = { ...move.item, held: false }
  setRow(move.to, freeRow(move.to), handed)
  return handed
}

/** The hand-overs open now; a generator, so asking whether there is any costs next to nothing. */
function* openMoves(ctx: FightContext, beforeFight: boolean, moved: ReadonlySet<Item>): Generator<Move> {
  const living = ctx.order.filter((m) => !m.dead)
  for (let at = 0; at < living.length; at++) {
    const from = living[at]!
    if (!canHandOver(from)) continue
    const receivers = beforeFight ? living.filter((m) => m !== from) : [living[at - 1], living[at + 1]].filter((m): m is Member => m !== undefined)
    for (let i = 0; i < from.equipment.length; i++) {
      const item = from.equipment[i]
      if (!item || moved.has(item)) continue
      if (!item.ready) {
        if (beforeFight) yield { id: `${from.id}:${i + 1}>ready`, from, row: i + 1, item, to: null }
        continue
      }
      for (const to of receivers) if (freeRow(to) >= 0) yield { id: `${from.id}:${i + 1}>${to.id}`, from, row: i + 1, item, to }
    }
  }
}

function moveOption(mv: Move): Option {
  return {
    id: mv.id,
    label: mv.to
      ? { key: 'ultraquest.option.handOver', params: { item: mv.item.name, from: mv.from.name, to: mv.to.name } }
      : { key: 'ultraquest.option.takeOut', params: { item: mv.item.name, row: mv.row } }
  }
}

/**
 * Repeated "hand over" choices until the GM is done.
 * Between rounds (KS-ACTION-2, KS-GAP-8): ready items, to an adjacent adventurer, each item one step per break;
 * the giver must be able to act (KS-INJURY-1). Before a voluntary fight (KS-VOLUNTARY-4): also out of the backpack
 * and to anyone.
 */
export function handItems(ctx: FightContext, beforeFight: boolean): void {
  // Simulation takes the default, "done", at once.
  if (ctx.io.simulation) return
  const moved = new Set<Item>()
  while (!openMoves(ctx, beforeFight, moved).next().done) {
    const choice = asks.chooseOne(ctx.io, {
      key: 'handItem',
      round: ctx.round,
      prompt: beforeFight ? 'prepareItems' : 'handItem',
      rule: beforeFight ? 'KS-VOLUNTARY-4' : 'KS-ACTION-2',
      default: 'done',
      options: (): Option[] => [{ id: 'done', label: { key: 'ultraquest.option.done' } }, ...Array.from(openMoves(ctx, beforeFight, moved), moveOption)]
    })
    if (choice === 'done') return
    const move = Array.from(openMoves(ctx, beforeFight, moved)).find((mv) => mv.id === choice)!
    const placed = applyMove(move)
    if (!beforeFight) moved.add(placed)
    asks.emit(ctx.io, ctx.round, move.to ? 'handOver' : 'takeOut', beforeFight ? 'KS-VOLUNTARY-4' : 'KS-ACTION-2', {
      item: move.item.name,
      from: move.from.name,
      to: move.to?.name ?? ''
    })
  }
}

/** KS-ACTION-4 / KS-GAP-9: a slow action is done at the end of the round the adventurer sat out. */
export function finishSlowAction(ctx: FightContext, m: Member, row: number): void {
  const item = m.equipment[row - 1]
  if (!item || m.dead) return
  setRow(m, row - 1, { ...item, ready: true })
  asks.emit(ctx.io, ctx.round, 'slowActionDone', 'KS-ACTION-4', { name: m.name, item: item.name })
}
