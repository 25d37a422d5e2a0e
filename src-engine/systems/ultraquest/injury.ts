import type { Option } from '../../core/types.ts'
import { asks, type FightContext } from './context.ts'
import type { Item } from './sheet.ts'
import { addInjury, removeLastInjury, setRow, type Member } from './state.ts'

/** KS-CURSE-1 / KS-GAP-22: the kind of every injury the party suffers in this fight. */
function injuryKind(ctx: FightContext): 'ordinary' | 'cursed' {
  return ctx.side.cursed && ctx.rules.allInjuriesCursed ? 'cursed' : 'ordinary'
}

interface Potion {
  readonly holder: Member
  readonly row: number
  readonly item: Item
}

function readyPotions(m: Member): Potion[] {
  const found: Potion[] = []
  m.equipment.forEach((item, i) => {
    if (item && item.ready && item.heals) found.push({ holder: m, row: i + 1, item })
  })
  return found
}

function hasReadyPotion(m: Member): boolean {
  const equipment = m.equipment
  for (let i = 0; i < equipment.length; i++) {
    const item = equipment[i]
    if (item && item.ready && item.heals) return true
  }
  return false
}

/** KS-GAP-21: the rear man is the next living adventurer behind in the marching order, also in rear attacks. */
function rearMan(ctx: FightContext, m: Member): Member | undefined {
  const order = ctx.order
  for (let i = order.indexOf(m) + 1; i < order.length; i++) if (!order[i]!.dead) return order[i]
  return undefined
}

/** KS-INJURY-3 / KS-GAP-21: on a second injury, one ready Heiltrank of his own or his rear man's may save him. */
function lifeSavingAction(ctx: FightContext, m: Member): boolean {
  const rear = ctx.rules.lifeSavingFromRearMan ? rearMan(ctx, m) : undefined
  // Most parties carry no ready Heiltrank: nothing to list then.
  if (!hasReadyPotion(m) && (rear === undefined || !hasReadyPotion(rear))) return false
  // Not empty: the check above found one.
  const potions = [...readyPotions(m), ...(rear ? readyPotions(rear) : [])]
  const id = (p: Potion) => `${p.holder.id}:${p.row}`
  // Simulation takes the default, the first potion.
  const potion = ctx.io.simulation ? potions[0] : chosenPotion(ctx, m, potions, id)
  if (!potion) return false
  setRow(potion.holder, potion.row - 1, null)
  removeLastInjury(m)
  m.healed++
  if (potion.holder !== m) potion.holder.potionsGiven++
  asks.emit(ctx.io, ctx.round, 'lifeSaving', 'KS-INJURY-3', { name: m.name, item: potion.item.name, holder: potion.holder.name })
  return true
}

function chosenPotion(ctx: FightContext, m: Member, potions: readonly Potion[], id: (p: Potion) => string): Potion | undefined {
  ctx.asking = m
  const choice = asks.chooseOne(ctx.io, {
    key: `lifeSaving:${m.id}`,
    round: ctx.round,
    actor: m.id,
    prompt: 'lifeSaving',
    params: { name: m.name },
    rule: 'KS-INJURY-3',
    default: id(potions[0]!),
    options: (): Option[] => {
      return [
        { id: 'none', label: { key: 'ultraquest.option.noLifeSaving' } },
        ...potions.map((p) => ({
          id: id(p),
          label: { key: 'ultraquest.option.drinkPotion', params: { item: p.item.name, holder: p.holder.name, row: p.row } }
        }))
      ]
    }
  })
  ctx.asking = null
  return potions.find((p) => id(p) === choice)
}

/** One injury with all its consequences: a second one allows the life-saving action, else kills (KS-DEATH-1). */
export function injure(ctx: FightContext, m: Member, rule: string, rw?: number, remaining?: number): void {
  const kind = injuryKind(ctx)
  addInjury(m, kind)
  if (ctx.io.recording) {
    const params = { name: m.name, kindKey: `ultraquest.injury.${kind}`, injuries: m.injuries.length }
    asks.emit(ctx.io, ctx.round, rw === undefined ? 'injuryDirect' : 'injury', rule, rw === undefined ? params : { ...params, rw, remaining: remaining! })
  }
  if (m.injuries.length < 2) return
  if (lifeSavingAction(ctx, m)) return
  m.dead = true
  ctx.living--
  asks.emit(ctx.io, ctx.round, 'death', 'KS-DEATH-1', { name: m.name })
}

/** KS-NONFIGHT-6: when every fighter is dead, each non-fighter receives two injuries. */
export function nonFightersFallIfAllFightersDead(ctx: FightContext, fighters: readonly Member[], nonFighters: readonly Member[]): void {
  if (fighters.length === 0) return
  for (let i = 0; i < fighters.length; i++) if (!fighters[i]!.dead) return
  const doomed = nonFighters.filter((m) => !m.dead)
  if (doomed.length === 0) return
  asks.emit(ctx.io, ctx.round, 'nonFightersFall', 'KS-NONFIGHT-6', { names: doomed.map((m) => m.name) })
  for (const m of doomed) {
    injure(ctx, m, 'KS-NONFIGHT-6')
    if (!m.dead) injure(ctx, m, 'KS-NONFIGHT-6')
  }
}
