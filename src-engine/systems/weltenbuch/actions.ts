/** The actions a party member may take (KA-ACT-7..12), the default policy, and carrying them out. */
import type { DicePart, Option } from '../../core/types.ts'
import { asks, chooseOne } from './questions.ts'
import { kit } from './kit.ts'
import { canFightInMelee, canMove, canShoot, distanceBetween, inReach, isLoaded } from './capabilities.ts'
import { rangeBand } from './checks.ts'
import { meleeAttack } from './melee.ts'
import { shoot } from './ranged.ts'
import { UNARMED, type Weapon } from './sheet.ts'
import { heroesLosing, isAble, setStatus, type Aimed, type Fight, type Fighter } from './state.ts'

export type ActionMode = 'turn' | 'reaction'

/** An attack on a member of the other party is a threat; everything else is not (KA-ACT-4, KA-GAP-18). `aimed`: the action's entry in `fight.aimed`. */
export function isThreat(fight: Fight, aimed: Aimed | undefined): boolean {
  return aimed !== undefined && (aimed.verb === 'attack' || (aimed.verb === 'shoot' && fight.rules.shotIsThreat))
}

function enemies(fight: Fight, f: Fighter): Fighter[] {
  return fight.fighters.filter((e) => e.side !== f.side && isAble(e))
}

/** Every legal action of a party member now (KA-ACT-8..12); built only when someone reads the options. */
export function actionOptions(fight: Fight, f: Fighter, mode: ActionMode): Option[] {
  const options: Option[] = []
  const foes = enemies(fight, f)
  const melee = canFightInMelee(f)
  for (const e of foes) if (melee && inReach(fight, f, e)) options.push(asks.option(e.attackId, 'action.attack', { target: e.name }))
  const weapon = f.wielding
  if (weapon?.kind === 'ranged' && canShoot(f)) {
    if (isLoaded(f, weapon)) {
      for (const e of foes) if (inRange(fight, f, e, weapon)) options.push(asks.option(e.shootId, 'action.shoot', { target: e.name, weapon: weapon.name }))
    } else {
      options.push(asks.option('span', 'action.span', { weapon: weapon.name }))
    }
  }
  for (const w of f.weapons) if (w !== weapon) options.push(asks.option(`switch:${w.id}`, 'action.switch', { weapon: w.name }))
  if (weapon !== null) options.push(asks.option(`switch:${UNARMED}`, 'action.unarmed'))
  if (canMove(f)) {
    for (const e of foes) if (!inReach(fight, f, e)) options.push(asks.option(e.moveId, 'action.move', { target: e.name }))
    options.push(asks.option('flee', 'action.flee'))
  }
  const pass = passOf(mode)
  options.push(asks.option(pass, `action.${pass}`))
  return options
}

export function isPass(actionId: string): boolean {
  return actionId === 'end' || actionId === 'wait'
}

function passOf(mode: ActionMode): 'end' | 'wait' {
  return mode === 'turn' ? 'end' : 'wait'
}

function inRange(fight: Fight, f: Fighter, e: Fighter, weapon: Weapon): boolean {
  return rangeBand(distanceBetween(f, e), weapon.range ?? 0, fight.rules) !== null
}

/**
 * The default policy (simulation and CLI): attack an enemy in reach, else shoot, else get the right
 * weapon ready, else close in on the nearest enemy, else pass. Always one of actionOptions. Under the setup's policy
 * `whenLosing: 'flee'` a hero who can move flees while the heroes are losing.
 */
export function defaultAction(fight: Fight, f: Fighter, mode: ActionMode): string {
  // What his weapon and body parts let him do (canDodge is canMove).
  const own = kit(f, fight)
  if (fight.fleeWhenLosing && f.isHero && own.canDodge && heroesLosing(fight)) return 'flee'
  let firstReachable: Fighter | null = null
  let nearestFoe: Fighter | null = null
  let nearest = Infinity
  const fighters = fight.fighters
  const reach = fight.rules.freeMoveMetres
  for (let i = 0; i < fighters.length; i++) {
    const e = fighters[i]!
    if (e.side === f.side || e.status !== 'able') continue
    const distance = Math.abs(f.position - e.position)
    if (firstReachable === null && distance <= reach) {
      // The first enemy in reach is whom he attacks, if he can: nothing further matters.
      if (own.canMelee) return aim(fight, e.attackAim)
      firstReachable = e
    }
    if (distance < nearest) {
      nearestFoe = e
      nearest = distance
    }
  }
  const weapon = f.wielding
  if (weapon?.kind === 'ranged') {
    const ranged = rangedDefault(fight, f, weapon, firstReachable !== null)
    if (ranged !== null) return ranged
  }
  if (firstReachable === null && nearestFoe !== null) {
    for (const w of f.weapons) if (w.kind === 'ranged' && w !== weapon) return f.switchIds.get(w)!
    if (own.canDodge) return aim(fight, nearestFoe.moveAim)
  }
  return passOf(mode)
}

/** With a bow or crossbow in hand: shoot the first enemy in range, else draw a melee weapon when one is in reach, else span. */
function rangedDefault(fight: Fight, f: Fighter, weapon: Weapon, enemyInReach: boolean): string | null {
  const shooting = f.canShoot
  if (shooting && isLoaded(f, weapon)) {
    for (const e of fight.fighters) if (e.side !== f.side && isAble(e) && inRange(fight, f, e, weapon)) return aim(fight, e.shootAim)
  }
  const meleeWeapon = f.firstMelee
  if (enemyInReach && meleeWeapon !== null) return f.switchIds.get(meleeWeapon)!
  if (shooting && !isLoaded(f, weapon)) return 'span'
  return null
}

/** An aimed action offered as the default: kept on the fight, so that taking it needs no lookup. */
function aim(fight: Fight, aimed: Aimed): string {
  fight.aim = aimed
  return aimed.id
}

export function chooseAction(fight: Fight, f: Fighter, mode: ActionMode): string {
  // What pickActor worked out for him, if it was for him: nothing has changed since.
  let fallback = fight.pickedFor === f ? fight.pickedAction : defaultAction(fight, f, mode)
  fight.pickedFor = null
  if (!f.isHero && f.enemies > 1 && fight.rules.nscTarget === 'rolled') fallback = rolledTarget(fight, f, fallback)
  // Simulation takes the default without building the menu.
  if (fight.io.simulation !== undefined) return fallback
  const rule = mode === 'turn' ? 'KA-ACT-1' : 'KA-ACT-4'
  const options = (): Option[] => actionOptions(fight, f, mode)
  return chooseOne(
    fight,
    mode === 'turn' ? 'action' : 'reaction',
    f,
    mode === 'turn' ? 'action' : 'reaction',
    rule,
    options,
    fallback,
    fight.io.recording ? { actions: f.party.actions } : undefined
  )
}

/** An enemy `f` could attack now (in reach) or shoot at (in range). */
function isTargetFor(fight: Fight, f: Fighter, e: Fighter, shooting: boolean): boolean {
  if (e.side === f.side || !isAble(e)) return false
  const weapon = f.wielding
  return shooting ? weapon !== null && inRange(fight, f, e, weapon) : inReach(fight, f, e)
}

/** The single-die parts of a target roll, by number of targets (made once: simulation reads no text). */
const TARGET_PARTS: DicePart[][] = []

/**
 * The setting nscTarget `rolled`: when an NSC's default is to attack or shoot and several enemies are in reach (in
 * range), the fight's dice pick one of them (1Wn in setup order) to be the default instead of the first (KA-GAP-12:
 * the text does not say whom). Logged; the GM may still choose any action.
 */
function rolledTarget(fight: Fight, f: Fighter, fallback: string): string {
  const aimed = fight.aim !== null && fight.aim.id === fallback ? fight.aim : fight.aimed.get(fallback)
  if (aimed === undefined || aimed.verb === 'move') return fallback
  const shooting = aimed.verb === 'shoot'
  // Counted first, so the common case of one enemy in reach allocates nothing (simulation speed).
  let n = 0
  for (const e of fight.fighters) if (isTargetFor(fight, f, e, shooting)) n++
  if (n < 2) return fallback
  const sim = fight.io.simulation
  const face = sim !== undefined ? sim.face(n) : askTarget(fight, f, n, shooting)
  // The face-th of them in setup order.
  let chosen: Fighter = f
  let left = face
  for (const e of fight.fighters) {
    if (isTargetFor(fight, f, e, shooting) && --left === 0) {
      chosen = e
      break
    }
  }
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'targetRolled', 'KA-GAP-12', { name: f.name, target: chosen.name, face })
  return aim(fight, shooting ? chosen.shootAim : chosen.attackAim)
}

/** The target roll as a request (1Wn over the n targets, numbered in the prompt); simulation draws the face itself. */
function askTarget(fight: Fight, f: Fighter, n: number, shooting: boolean): number {
  const recording = fight.io.recording
  const faces = asks.roll(fight.io, {
    key: `target:${f.id}`,
    round: fight.segment,
    actor: f.id,
    prompt: 'target',
    params: recording ? { name: f.name, targets: targetsOf(fight, f, shooting).map((t, i) => `${i + 1} ${t.name}`) } : undefined,
    rule: 'KA-GAP-12',
    notation: `1W${n}`,
    parts: recording
      ? [{ label: f.name, notation: `1W${n}`, sides: [n], modifier: 0 }]
      : (TARGET_PARTS[n] ??= [{ label: '', notation: '', sides: [n], modifier: 0 }])
  })
  return Math.min(n, Math.max(1, faces[0] ?? 1))
}

function targetsOf(fight: Fight, f: Fighter, shooting: boolean): Fighter[] {
  return fight.fighters.filter((e) => isTargetFor(fight, f, e, shooting))
}

const SPAN_RULE = 'KA-ACT-10'

/** Carries out one chosen action; its cost is already paid. `aimed` is the action's entry in `fight.aimed`, if any. */
export function perform(fight: Fight, f: Fighter, actionId: string, aimed: Aimed | undefined): void {
  // Actions aimed at someone are looked up whole, so simulation splits no strings.
  if (aimed !== undefined) {
    const target = aimed.target
    const ambushBlow = fight.ambushPending && f.side === fight.ambushBy && aimed.verb !== 'move'
    if (aimed.verb === 'attack') meleeAttack(fight, f, target, ambushBlow)
    else if (aimed.verb === 'shoot') shoot(fight, f, target, ambushBlow)
    else move(fight, f, target)
    if (ambushBlow) endAmbushSurprise(fight, f, target)
  } else if (actionId === 'span') span(fight, f)
  else if (actionId === 'flee') flee(fight, f)
  else if (actionId.startsWith('switch:')) switchWeapon(fight, f, actionId.slice('switch:'.length))
}

/** Another weapon in hand, or none (KA-ACT-12). */
function switchWeapon(fight: Fight, f: Fighter, id: string): void {
  f.wielding = id === UNARMED ? null : (f.weapons.find((w) => w.id === id) ?? null)
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'weaponChange', 'KA-ACT-12', { name: f.name, weapon: f.wielding?.name ?? '—' })
}

/** He runs off, out of the fight (KA-ACT-9). */
function flee(fight: Fight, f: Fighter): void {
  setStatus(fight, f, 'fled')
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'fled', 'KA-ACT-9', { name: f.name })
}

/** A bow takes one action to span, a crossbow three; a spanned weapon stays loaded (KA-ACT-10, KA-GAP-33). */
function span(fight: Fight, f: Fighter): void {
  const weapon = f.wielding
  if (weapon === null || weapon.kind !== 'ranged') return
  const needed = weapon.reload === 'crossbow' ? fight.rules.crossbowSpanActions : fight.rules.bowSpanActions
  const index = f.weapons.indexOf(weapon)
  const done = f.spanProgress[index]! + 1
  if (done >= needed) {
    f.spanProgress[index] = 0
    f.loaded[index] = true
  } else {
    f.spanProgress[index] = done
  }
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'span', SPAN_RULE, { name: f.name, weapon: weapon.name, done: Math.min(done, needed), needed })
}

/** One movement action covers up to moveMetresPerAction towards the chosen enemy (KA-ACT-9, KA-GAP-32). */
function move(fight: Fight, f: Fighter, target: Fighter): void {
  const gap = target.position - f.position
  const step = Math.min(Math.abs(gap), fight.rules.moveMetresPerAction)
  f.position += Math.sign(gap) * step
  fight.positionsChanged = true
  if (fight.io.recording)
    asks.emit(fight.io, fight.segment, 'move', 'KA-ACT-9', { name: f.name, target: target.name, metres: step, distance: distanceBetween(f, target) })
}

/** After the first blow the ambushed are ready, with no more actions than the ambushers (KA-AMBUSH-3, KA-AMBUSH-4). */
function endAmbushSurprise(fight: Fight, attacker: Fighter, target: Fighter): void {
  fight.ambushPending = false
  if (fight.phase === 'ambush') fight.phase = fight.engagement?.parties[target.side] === target.party ? 'melee' : 'distance'
  if (fight.rules.ambushActionsMatchAttacker) target.party.actions = Math.min(target.party.actions, attacker.party.actions)
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'ambushOver', 'KA-AMBUSH-4', { actions: target.party.actions })
}
