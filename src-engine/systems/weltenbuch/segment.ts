/** One Kampfabschnitt: who attacks, the parties' five actions each, initiative switches (KA-ROUND, KA-ACT, KA-MELEE). */
import { chooseAction, defaultAction, isAttack, isPass, isThreat, perform, type ActionMode } from './actions.ts'
import { chooseOne, option } from './ask.ts'
import type { SideId } from './setup.ts'
import { countAble, emit, otherSide, type Fight, type Fighter } from './state.ts'

export function isDecided(fight: Fight): boolean {
  return countAble(fight, 'heroes') === 0 || countAble(fight, 'foes') === 0
}

/** Members who may act for their party now: able, and not dodgers in a group fight (KA-GROUP-4). */
function eligible(fight: Fight, side: SideId): Fighter[] {
  return fight.order.filter((f) => f.side === side && f.status === 'able' && !f.lostInitiative)
}

function canAct(fight: Fight, side: SideId): boolean {
  if (fight.ambushPending && side !== fight.ambushBy) return false
  if (fight.passed[side] || fight.actions[side] <= 0) return false
  for (const f of fight.order) if (f.side === side && f.status === 'able' && !f.lostInitiative) return true
  return false
}

/**
 * Members take turns in initiative order, one action each (KA-GROUP-2, KA-GAP-12), skipping those who
 * have nothing to do (their default would only pass); or the GM picks.
 */
function pickActor(fight: Fight, side: SideId, mode: ActionMode): Fighter {
  const members = fight.sideOrder[side]
  let next: Fighter | null = null
  let idle: Fighter | null = null
  for (let i = 0; i < members.length && next === null; i++) {
    const candidate = members[(fight.rotation[side] + i) % members.length]!
    if (candidate.status !== 'able' || candidate.lostInitiative) continue
    if (members.length === 1 || !isPass(defaultAction(fight, candidate, mode))) next = candidate
    else idle ??= candidate
  }
  let actor = (next ?? idle)!
  if (!fight.rules.membersAlternate) {
    const choices = eligible(fight, side)
    if (choices.length > 1) {
      const id = chooseOne(fight, `actor:${side}`, null, 'actor', 'KA-GAP-12', choices.map((f) => option(f.id, 'actor', { name: f.name })), actor.id)
      actor = choices.find((f) => f.id === id)!
    }
  }
  fight.rotation[side] = (members.indexOf(actor) + 1) % members.length
  return actor
}

/**
 * Who attacks in this Kampfabschnitt: the ambushers first (KA-INI-6); a party that used a free action
 * defends (KA-ACT-6, KA-GAP-16); otherwise the party with the highest initiative (KA-INI-11, KA-MELEE-4).
 */
function attackingSide(fight: Fight, freeUsedBefore: Record<SideId, boolean>): { side: SideId; rule: string } {
  if (fight.segment === 1 && fight.ambushBy !== null) return { side: fight.ambushBy, rule: fight.ambushBy === 'heroes' ? 'KA-INI-5' : 'KA-INI-6' }
  if (fight.rules.freeActionDefendsNext && freeUsedBefore.heroes !== freeUsedBefore.foes) {
    return { side: freeUsedBefore.heroes ? 'foes' : 'heroes', rule: 'KA-ACT-6' }
  }
  const first = fight.order.find((f) => f.status === 'able')!
  return { side: first.side, rule: 'KA-INI-11' }
}

/** The ambushing side may choose who begins (KA-INI-5, KA-GAP-23). */
function chooseAmbushLeader(fight: Fight, side: SideId): void {
  const members = fight.sideOrder[side]
  const able = members.filter((f) => f.status === 'able')
  if (!fight.rules.ambushersChooseLeader || able.length < 2) return
  const id = chooseOne(fight, 'ambushLeader', null, 'ambushLeader', 'KA-INI-5', able.map((f) => option(f.id, 'actor', { name: f.name })), able[0]!.id)
  fight.rotation[side] = members.findIndex((f) => f.id === id)
}

export function runSegment(fight: Fight): void {
  const freeUsedBefore = { ...fight.freeActionUsed }
  fight.segment++
  const perParty = fight.rules.actionsPerSegment
  fight.actions = { heroes: perParty, foes: perParty }
  fight.passed = { heroes: false, foes: false }
  fight.freeActionUsed = { heroes: false, foes: false }
  fight.lostToSwitch = { heroes: false, foes: false }
  fight.rotation = { heroes: 0, foes: 0 }
  fight.segmentEnded = false
  for (const f of fight.fighters) f.lostInitiative = false
  const start = attackingSide(fight, freeUsedBefore)
  fight.attacking = start.side
  if (fight.io.recording) emit(fight, 'segmentStart', start.rule, { segment: fight.segment, sideKey: `weltenbuch.side.${start.side}`, actions: perParty })
  if (fight.segment === 1 && fight.ambushBy !== null) chooseAmbushLeader(fight, fight.ambushBy)

  let acting: SideId = fight.attacking
  while (!fight.segmentEnded && !isDecided(fight)) {
    if (!canAct(fight, acting)) {
      // When one party is done, the other may still use its actions (KA-ACT-4); an attack then takes the initiative.
      const other = otherSide(acting)
      if (!canAct(fight, other)) break
      acting = other
      continue
    }
    const actor = pickActor(fight, acting, 'turn')
    const choice = chooseAction(fight, actor, 'turn')
    if (choice === 'end') {
      fight.passed[acting] = true
      if (fight.io.recording) emit(fight, 'pass', 'KA-ACT-13', { name: actor.name, actions: fight.actions[acting] })
      continue
    }
    takeAction(fight, actor, choice)
    if (!isThreat(fight, choice) && !fight.segmentEnded && !isDecided(fight)) offerReaction(fight, otherSide(acting))
    acting = canAct(fight, fight.attacking) ? fight.attacking : acting
  }
  // Unused actions lapse (KA-ACT-13).
  if (fight.io.recording) {
    for (const side of ['heroes', 'foes'] as const) {
      if (fight.actions[side] > 0 && countAble(fight, side) > 0) emit(fight, 'actionsLapse', 'KA-ACT-13', { sideKey: `weltenbuch.side.${side}`, actions: fight.actions[side] })
    }
  }
  if (fight.ambushPending) fight.ambushPending = false
}

/** Pays for and performs an action; an attack by the party without the initiative takes it (KA-ACT-5). */
function takeAction(fight: Fight, actor: Fighter, choice: string): void {
  fight.actions[actor.side]--
  if (isAttack(choice) && fight.attacking !== actor.side) {
    const loser = fight.attacking
    fight.attacking = actor.side
    fight.lostToSwitch[loser] = true
    if (fight.io.recording) emit(fight, 'initiativeTaken', 'KA-ACT-5', { name: actor.name })
  }
  perform(fight, actor, choice)
}

/** After an action that creates no threat the other party may act as it likes (KA-ACT-4). */
function offerReaction(fight: Fight, side: SideId): void {
  if (!canAct(fight, side)) return
  const actor = pickActor(fight, side, 'reaction')
  const choice = chooseAction(fight, actor, 'reaction')
  if (choice === 'wait') return
  takeAction(fight, actor, choice)
}
