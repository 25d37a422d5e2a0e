/** The actions a party member may take (KA-ACT-7..12), the default policy, and carrying them out. */
import type { Option } from '../../core/types.ts'
import { chooseOne, option } from './ask.ts'
import { canFightInMelee, canMove, canShoot, distanceBetween, inReach, isLoaded } from './capabilities.ts'
import { rangeBand } from './checks.ts'
import { meleeAttack } from './melee.ts'
import { shoot } from './ranged.ts'
import { emit, isAble, type Fight, type Fighter } from './state.ts'

export type ActionMode = 'turn' | 'reaction'

/** An attack on a member of the other party is a threat; everything else is not (KA-ACT-4, KA-GAP-18). */
export function isThreat(fight: Fight, actionId: string): boolean {
  if (actionId.startsWith('attack:')) return true
  return actionId.startsWith('shoot:') && fight.rules.shotIsThreat
}

export function isAttack(actionId: string): boolean {
  return actionId.startsWith('attack:') || actionId.startsWith('shoot:')
}

function enemies(fight: Fight, f: Fighter): Fighter[] {
  return fight.fighters.filter((e) => e.side !== f.side && isAble(e))
}

function nearest(f: Fighter, list: readonly Fighter[]): Fighter | null {
  let best: Fighter | null = null
  for (const e of list) if (best === null || distanceBetween(f, e) < distanceBetween(f, best)) best = e
  return best
}

interface ActionMenu {
  readonly options: Option[]
  readonly fallback: string
}

/** The legal actions and the default policy: attack, shoot, get the right weapon ready, close in, else pass. */
export function actionMenu(fight: Fight, f: Fighter, mode: ActionMode): ActionMenu {
  const options: Option[] = []
  const foes = enemies(fight, f)
  const reachable = foes.filter((e) => inReach(fight, f, e))
  let fallback: string | null = null
  const offer = (id: string, key: string, params?: Record<string, string | number>): void => {
    options.push(option(id, key, params))
  }
  if (canFightInMelee(f)) for (const e of reachable) offer(`attack:${e.id}`, 'action.attack', { target: e.name })
  if (reachable.length > 0 && canFightInMelee(f)) fallback = `attack:${reachable[0]!.id}`
  const weapon = f.wielding
  if (weapon?.kind === 'ranged' && canShoot(f)) {
    if (isLoaded(f, weapon)) {
      for (const e of foes) {
        if (rangeBand(distanceBetween(f, e), weapon.range ?? 0, fight.rules) !== null) offer(`shoot:${e.id}`, 'action.shoot', { target: e.name, weapon: weapon.name })
      }
      fallback ??= options.find((o) => o.id.startsWith('shoot:'))?.id ?? null
    } else {
      offer('span', 'action.span', { weapon: weapon.name })
    }
  }
  const meleeWeapon = f.sheet.weapons.find((w) => w.kind === 'melee' && w !== weapon)
  const rangedWeapon = f.sheet.weapons.find((w) => w.kind === 'ranged' && w !== weapon)
  for (const w of f.sheet.weapons) if (w !== weapon) offer(`switch:${w.id}`, 'action.switch', { weapon: w.name })
  if (weapon !== null) offer('switch:unarmed', 'action.unarmed')
  if (fallback === null && weapon?.kind === 'ranged') {
    fallback = reachable.length > 0 && meleeWeapon ? `switch:${meleeWeapon.id}` : options.some((o) => o.id === 'span') ? 'span' : null
  }
  if (fallback === null && reachable.length === 0 && rangedWeapon && foes.length > 0) fallback = `switch:${rangedWeapon.id}`
  if (canMove(f)) {
    for (const e of foes) if (!inReach(fight, f, e)) offer(`move:${e.id}`, 'action.move', { target: e.name })
    offer('flee', 'action.flee')
    const target = reachable.length === 0 ? nearest(f, foes) : null
    if (fallback === null && target) fallback = `move:${target.id}`
  }
  const pass = mode === 'turn' ? 'end' : 'wait'
  offer(pass, `action.${pass}`)
  return { options, fallback: fallback ?? pass }
}

export function chooseAction(fight: Fight, f: Fighter, mode: ActionMode): string {
  const menu = actionMenu(fight, f, mode)
  const rule = mode === 'turn' ? 'KA-ACT-1' : 'KA-ACT-4'
  return chooseOne(fight, mode === 'turn' ? 'action' : 'reaction', f, mode === 'turn' ? 'action' : 'reaction', rule, menu.options, menu.fallback, { actions: fight.actions[f.side] })
}

const SPAN_RULE = 'KA-ACT-10'

/** Carries out one chosen action; its cost is already paid. */
export function perform(fight: Fight, f: Fighter, actionId: string): void {
  const [verb, arg] = splitAction(actionId)
  const ambushBlow = fight.ambushPending && f.side === fight.ambushBy && isAttack(actionId)
  switch (verb) {
    case 'attack':
      meleeAttack(fight, f, fight.byId.get(arg)!, ambushBlow)
      break
    case 'shoot':
      shoot(fight, f, fight.byId.get(arg)!, ambushBlow)
      break
    case 'span':
      span(fight, f)
      break
    case 'switch': {
      f.wielding = arg === 'unarmed' ? null : (f.sheet.weapons.find((w) => w.id === arg) ?? null)
      if (fight.io.recording) emit(fight, 'weaponChange', 'KA-ACT-12', { name: f.name, weapon: f.wielding?.name ?? '—' })
      break
    }
    case 'move':
      move(fight, f, fight.byId.get(arg)!)
      break
    case 'flee':
      f.status = 'fled'
      if (fight.io.recording) emit(fight, 'fled', 'KA-ACT-9', { name: f.name })
      break
  }
  if (ambushBlow) endAmbushSurprise(fight)
}

function splitAction(id: string): [string, string] {
  const colon = id.indexOf(':')
  return colon < 0 ? [id, ''] : [id.slice(0, colon), id.slice(colon + 1)]
}

/** A bow takes one action to span, a crossbow three; a spanned weapon stays loaded (KA-ACT-10, KA-GAP-33). */
function span(fight: Fight, f: Fighter): void {
  const weapon = f.wielding
  if (weapon === null || weapon.kind !== 'ranged') return
  const needed = weapon.reload === 'crossbow' ? fight.rules.crossbowSpanActions : fight.rules.bowSpanActions
  const done = (f.spanProgress.get(weapon.id) ?? 0) + 1
  if (done >= needed) {
    f.spanProgress.delete(weapon.id)
    f.loaded.add(weapon.id)
  } else {
    f.spanProgress.set(weapon.id, done)
  }
  if (fight.io.recording) emit(fight, 'span', SPAN_RULE, { name: f.name, weapon: weapon.name, done: Math.min(done, needed), needed })
}

/** One movement action covers up to moveMetresPerAction towards the chosen enemy (KA-ACT-9, KA-GAP-32). */
function move(fight: Fight, f: Fighter, target: Fighter): void {
  const gap = target.position - f.position
  const step = Math.min(Math.abs(gap), fight.rules.moveMetresPerAction)
  f.position += Math.sign(gap) * step
  if (fight.io.recording) emit(fight, 'move', 'KA-ACT-9', { name: f.name, target: target.name, metres: step, distance: distanceBetween(f, target) })
}

/** After the first blow the ambushed are ready, with no more actions than the ambushers (KA-AMBUSH-3, KA-AMBUSH-4). */
function endAmbushSurprise(fight: Fight): void {
  fight.ambushPending = false
  const ambushers = fight.ambushBy
  if (ambushers === null) return
  const victims = ambushers === 'heroes' ? 'foes' : 'heroes'
  if (fight.rules.ambushActionsMatchAttacker) fight.actions[victims] = Math.min(fight.actions[victims], fight.actions[ambushers])
  if (fight.io.recording) emit(fight, 'ambushOver', 'KA-AMBUSH-4', { actions: fight.actions[victims] })
}
