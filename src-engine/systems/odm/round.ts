import { attack, canStrike } from './attack.ts'
import { asks, type FightContext, type SeparateFight } from './context.ts'
import { offerEnd } from './ending.ts'
import { isFighting, type Fighter } from './fighter.ts'

/** Whether any of them may still strike this round (ODM-GAP-3). */
function anyCanStrike(ctx: FightContext, fighters: readonly Fighter[]): boolean {
  for (let i = 0; i < fighters.length; i++) if (canStrike(ctx, fighters[i]!)) return true
  return false
}

/**
 * ODM-GAP-13: the group of two or more attacks the lone fighter one after another, in an order the Master picks (or the
 * setup order). A group of one is a two-person fight, which `playRound` plays itself.
 */
function groupAttacks(ctx: FightContext, fight: SeparateFight): void {
  const group = fight.group
  if (!isFighting(fight.lone) || !anyCanStrike(ctx, group)) return
  if (ctx.endMoment === 'part') {
    offerEnd(ctx, 'part')
    if (ctx.over || !isFighting(fight.lone) || !anyCanStrike(ctx, group)) return
  }
  // Simulation takes the default order, those ready in setup order: the group itself will do, since a member who
  // cannot strike now cannot later this round either, and each is checked again at his turn.
  let order: readonly Fighter[] = group
  const sim = ctx.io.simulation !== undefined
  if (!sim) {
    const ready = group.filter((g) => canStrike(ctx, g))
    order = ready.length > 1 && ctx.rules.groupAttackOrder === 'masterChooses' ? chooseOrder(ctx, fight, ready) : ready
  }
  ctx.queue = order
  for (let i = 0; i < order.length; i++) {
    const attacker = order[i]!
    if (ctx.over || !isFighting(fight.lone)) return
    if (!canStrike(ctx, attacker)) continue
    // Whether more attacks can follow only matters to the lone fighter's question (simulation defends anyway).
    let laterAttacks = false
    for (let j = i + 1; j < order.length && !sim; j++) {
      if (canStrike(ctx, order[j]!)) {
        laterAttacks = true
        break
      }
    }
    attack(ctx, attacker, fight.lone, laterAttacks)
  }
}

function chooseOrder(ctx: FightContext, fight: SeparateFight, ready: readonly Fighter[]): Fighter[] {
  const chosen = asks.chooseMany(ctx.io, {
    key: `attackOrder:${fight.id}`,
    round: ctx.round,
    prompt: 'attackOrder',
    params: { lone: fight.lone.name },
    rule: 'ODM-GAP-13',
    options: ready.map((g) => ({ id: g.id, label: { key: 'odm.option.fighter', params: { name: g.name } } })),
    min: ready.length,
    max: ready.length,
    ordered: true,
    default: ready.map((g) => g.id)
  })
  return chosen.map((id) => ready.find((g) => g.id === id)!)
}

/**
 * ODM-GAP-13: the lone fighter attacks one member of his group of two or more; whom, the campaign's `loneTarget` setting
 * says. A group of one is a two-person fight, which `playRound` plays itself.
 */
function loneAttacks(ctx: FightContext, fight: SeparateFight): void {
  const lone = fight.lone
  const group = fight.group
  if (!canStrike(ctx, lone) || !anyFighting(group)) return
  if (ctx.endMoment === 'part') {
    offerEnd(ctx, 'part')
    if (ctx.over || !canStrike(ctx, lone)) return
  }
  const target = ctx.io.simulation ? simulatedTarget(ctx, lone, group) : askedTarget(ctx, lone, group)
  if (target !== null) attack(ctx, lone, target, false)
}

function anyFighting(fighters: readonly Fighter[]): boolean {
  for (let i = 0; i < fighters.length; i++) if (fighters[i]!.status === 'fighting') return true
  return false
}

/** The lone fighter's target among those of the group still fighting (in setup order): the only one, or as `chooseTarget` says. */
function askedTarget(ctx: FightContext, lone: Fighter, group: readonly Fighter[]): Fighter | null {
  const targets = group.filter(isFighting)
  if (targets.length === 0) return null
  return targets.length === 1 ? targets[0]! : chooseTarget(ctx, lone, targets)
}

/**
 * Simulation's `askedTarget` in one pass, without building the targets: the only one; the very die `randomTarget`
 * rolls; or the offered answer (`chooseTarget`'s default: the first of those with the least LE). Simulation records
 * nothing (`FightIO.recording` is false there), so the roll is not logged.
 */
function simulatedTarget(ctx: FightContext, lone: Fighter, group: readonly Fighter[]): Fighter | null {
  let count = 0
  let weakest: Fighter | null = null
  for (let i = 0; i < group.length; i++) {
    const g = group[i]!
    if (g.status !== 'fighting') continue
    count++
    if (weakest === null || g.le < weakest.le) weakest = g
  }
  if (count < 2) return weakest
  const setting = ctx.rules.loneTarget
  if (setting === 'chosen' || (setting === 'heroesChoose' && lone.isHero)) return weakest
  // The face-th of the `count` still fighting, in setup order: always found, so the loop needs no bound.
  let n = ctx.io.simulation!.face(count)
  for (let i = 0; ; i++) if (group[i]!.status === 'fighting' && --n === 0) return group[i]!
}

/**
 * ODM-GAP-13: the text does not say whom the lone fighter attacks. By default ('heroesChoose') a hero's player
 * chooses and a figure or monster of the Master attacks a random opponent; 'random' rolls for everyone and
 * 'chosen' asks for everyone. Asked, the opponent with the least LE is offered (and taken in simulation).
 */
function chooseTarget(ctx: FightContext, lone: Fighter, targets: readonly Fighter[]): Fighter {
  const setting = ctx.rules.loneTarget
  if (setting === 'random' || (setting === 'heroesChoose' && !lone.isHero)) return randomTarget(ctx, lone, targets)
  let weakest = targets[0]!
  for (const t of targets) if (t.le < weakest.le) weakest = t
  const chosen = asks.chooseOne(ctx.io, {
    key: `target:${lone.id}`,
    round: ctx.round,
    actor: lone.id,
    prompt: 'target',
    params: { name: lone.name },
    rule: 'ODM-GAP-13',
    options: () => targets.map((t) => ({ id: t.id, label: { key: 'odm.option.target', params: { name: t.name, le: t.le } } })),
    default: weakest.id
  })
  return targets.find((t) => t.id === chosen)!
}

/** A random living opponent of his separate fight: a D-n over them in setup order, rolled with the fight's dice and logged. */
function randomTarget(ctx: FightContext, lone: Fighter, targets: readonly Fighter[]): Fighter {
  const { io } = ctx
  const n = targets.length
  const face = asks.roll(io, {
    key: `target:${lone.id}`,
    round: ctx.round,
    actor: lone.id,
    prompt: 'target',
    params: { name: lone.name, choices: targets.map((t, i) => `${i + 1}: ${t.name}`) },
    rule: 'ODM-GAP-13',
    notation: `D${n}`,
    parts: [{ label: lone.name, notation: `D${n}`, sides: [n], modifier: 0 }]
  })[0]!
  const target = targets[face - 1]!
  if (io.recording) asks.emit(io, ctx.round, 'targetRolled', 'ODM-GAP-13', { attacker: lone.name, target: target.name, roll: face, sides: n })
  return target
}

/** A part with one attacker and one defender: the two-person fight, kept lean because simulation lives here. */
function oneAttack(ctx: FightContext, attacker: Fighter, defender: Fighter): void {
  if (!canStrike(ctx, attacker) || !isFighting(defender)) return
  if (ctx.endMoment === 'part') {
    offerEnd(ctx, 'part')
    if (ctx.over || !canStrike(ctx, attacker) || !isFighting(defender)) return
  }
  attack(ctx, attacker, defender, false)
}

/** One part (ODM-RND-2): the given side of this separate fight attacks, the other defends. */
function part(ctx: FightContext, fight: SeparateFight, attackingSide: 0 | 1): void {
  if (fight.lone.sideIndex === attackingSide) loneAttacks(ctx, fight)
  else groupAttacks(ctx, fight)
}

/**
 * ODM-RND-2..5: part 1, the side with the initiative attacks; part 2, the roles swapped
 * (ODM-GAP-2: an exact mirror). ODM-MULTI-6: every fighter attacks once and defends at most once
 * (each fighter's `parriedRound` says whether his defence of this round is used).
 */
export function playRound(ctx: FightContext, fight: SeparateFight): void {
  const first = fight.firstSide
  ctx.part = 1
  ctx.queue = null
  ctx.attacker = null
  if (fight.group.length === 1) {
    // One against one (ODM-RND-2): A, who has the initiative, attacks in part 1, B in part 2.
    const lone = fight.lone
    const other = fight.group[0]!
    const a = lone.sideIndex === first ? lone : other
    const b = a === lone ? other : lone
    oneAttack(ctx, a, b)
    if (ctx.over) return
    ctx.part = 2
    ctx.attacker = null
    oneAttack(ctx, b, a)
    return
  }
  part(ctx, fight, first)
  if (ctx.over) return
  ctx.part = 2
  ctx.queue = null
  ctx.attacker = null
  part(ctx, fight, first === 0 ? 1 : 0)
}
