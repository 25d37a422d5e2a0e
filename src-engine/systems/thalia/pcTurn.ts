import type { Option } from '../../core/types.ts'
import { asks, chooseOne, rollOne } from './questions.ts'
import { coupDeGrace, pcAttack } from './attack.ts'
import { canAttack } from './items.ts'
import { d20Test, simTest, succeeded } from './checks.ts'
import { heal, stabilise } from './dying.ts'
import { moraleImmune, moraleTest } from './morale.ts'
import { movementAllowance } from './movement.ts'
import { sideKeyParam } from './setup.ts'
import { setStatus, type Fight, type Fighter } from './state.ts'

function canStabilise(fight: Fight, pc: Fighter, patient: Fighter): boolean {
  if (patient.side !== pc.side || patient.kind !== 'pc' || patient.status !== 'dying') return false
  return fight.rules.stabiliseRetry || !patient.failedStabilisers.includes(pc.id)
}

/** THA-ACT-5, THA-MEN-25: the SK can Run (no Knust Kneskål, some movement left). */
function canRun(fight: Fight, pc: Fighter): boolean {
  return pc.injuries.length === 0 ? pc.movement > 0 : movementAllowance(fight.rules, pc.movement, pc.injuries, 'run').steps > 0
}

/**
 * THA-ACT-5, THA-END-1: an SK may use its Action to Run from the fight ("drevet bort" is how a side loses besides being
 * killed), where it can Run at all; not as a prepared Action (a Run is never one), nor after the fight (THA-GAP-53).
 */
function canFlee(fight: Fight, pc: Fighter, prepared: boolean): boolean {
  return !prepared && fight.phase !== 'aftermath' && canRun(fight, pc)
}

const NO_FIGHTERS: readonly Fighter[] = []

type ActionKind = 'stabilise' | 'flee' | 'attack' | 'pass'

/**
 * Default policy: stabilise a dying friend first (Siste Pust is short); else, once a round left the SKs' side behind
 * under `whenLosing: flee`, run from the fight; else attack the first enemy; else pass.
 */
function defaultAction(fight: Fight, pc: Fighter, prepared: boolean): ActionKind {
  // The first in setup order of those it may stabilise (its side's) or attack (the others').
  const friends = fight.dyingCount === 0 ? NO_FIGHTERS : fight.sideMembers[pc.sideIndex]!
  for (let i = 0; i < friends.length; i++) {
    const a = friends[i]!
    if (a.status === 'dying' && canStabilise(fight, pc, a)) {
      fight.defaultTarget = a
      return 'stabilise'
    }
  }
  if (fight.fleeing && canFlee(fight, pc, prepared)) return 'flee'
  const enemies = fight.opponents[pc.sideIndex]!
  let enemy: Fighter | null = null
  for (let i = 0; i < enemies.length && enemy === null; i++) if (enemies[i]!.status === 'active') enemy = enemies[i]!
  if (enemy !== null && canAttack(fight, pc)) {
    fight.defaultTarget = enemy
    return 'attack'
  }
  return 'pass'
}

/** The default Action's option id. */
export function actionDefault(fight: Fight, pc: Fighter, prepared = false): string {
  const kind = defaultAction(fight, pc, prepared)
  return kind === 'stabilise' ? fight.defaultTarget!.stabiliseId : kind === 'attack' ? fight.defaultTarget!.attackId : kind
}

/** THA-ACT-2: the actions an SK can take with its one Action, as options. */
export function actionOptions(fight: Fight, pc: Fighter, opts: { prepared: boolean }): Option[] {
  const options: Option[] = []
  const enemies = fight.fighters.filter((o) => o.side !== pc.side && o.status === 'active')
  if (canAttack(fight, pc)) for (const e of enemies) options.push(asks.option(`attack:${e.id}`, 'action.attack', { target: e.name }))
  for (const e of enemies) if (e.coupVulnerable && e.kind !== 'pc') options.push(asks.option(`coup:${e.id}`, 'action.coup', { target: e.name }))
  for (const a of fight.fighters) if (canStabilise(fight, pc, a)) options.push(asks.option(`stabilise:${a.id}`, 'action.stabilise', { target: a.name }))
  for (const g of fight.groups.values()) {
    if (g.side === pc.side || !g.members.some((m) => m.hostile && m.status === 'active' && !moraleImmune(m))) continue
    options.push(asks.option(`threaten:${g.id}`, 'action.threaten', { group: g.id, ...sideKeyParam('group', g.id) }))
  }
  pc.belt.forEach((item, i) => {
    if (!pc.beltUsed[i]) options.push(asks.option(`belt:${i}`, 'action.belt', { item: item.name }))
  })
  pc.abilities.forEach((ab, i) => options.push(asks.option(`ability:${i}`, ab.free ? 'action.abilityFree' : 'action.ability', { ability: ab.name })))
  if (!opts.prepared) {
    if (canRun(fight, pc)) options.push(asks.option('run', 'action.run'))
    options.push(asks.option('prepare', 'action.prepare'))
  }
  if (canFlee(fight, pc, opts.prepared)) options.push(asks.option('flee', 'action.flee'))
  options.push(
    asks.option('skill', 'action.skill'),
    asks.option('backpack', 'action.backpack'),
    asks.option('special', 'action.special'),
    asks.option('free', 'action.free'),
    asks.option('pass', 'action.pass')
  )
  return options
}

/** Is a declared action still possible when it is resolved (THA-GAP-2 "all declare first")? */
function stillLegal(fight: Fight, pc: Fighter, choice: string): boolean {
  return actionOptions(fight, pc, { prepared: false }).some((o) => o.id === choice)
}

export function askAction(fight: Fight, pc: Fighter, prepared: boolean): string {
  return chooseOne(
    fight,
    { key: prepared ? 'preparedAction' : 'action', rule: prepared ? 'THA-ACT-10' : 'THA-ACT-2', actor: pc.id, promptKey: 'action', params: { actor: pc.name } },
    () => actionOptions(fight, pc, { prepared }),
    actionDefault(fight, pc, prepared)
  )
}

/**
 * THA-ACT-1: one SK Turn, one Action. Free actions (THA-ACT-7, THA-ACT-8, THA-ACT-9) do not use it, up to the
 * setting's limit (THA-GAP-11). `declared` is a choice made earlier (THA-GAP-2 "all declare first").
 */
export function pcTurn(fight: Fight, pc: Fighter, declared?: string): void {
  if (pc.status !== 'active') return
  if (pc.busyUntilRound >= fight.round) {
    if (fight.recording) asks.emit(fight.io, fight.round, 'specialContinues', 'THA-ACT-6', { actor: pc.name })
    return
  }
  if (pc.skipNextAction) {
    pc.skipNextAction = false
    if (fight.recording) asks.emit(fight.io, fight.round, 'actionUsedByTriumph', 'THA-GAP-19', { actor: pc.name })
    return
  }
  if (declared !== undefined && !stillLegal(fight, pc, declared)) {
    if (fight.recording) asks.emit(fight.io, fight.round, 'actionLost', 'THA-GAP-2', { actor: pc.name })
    return
  }
  takeAction(fight, pc, declared, false)
}

/** Resolves one Action (and any free actions before it). `prepared` = the Action fires from a prepared trigger. */
export function takeAction(fight: Fight, pc: Fighter, declared: string | undefined, prepared: boolean): void {
  if (fight.sim !== null && declared === undefined) {
    // Simulation takes the default Action (never a free one) without building the menu or its id.
    const kind = defaultAction(fight, pc, prepared)
    if (kind === 'attack') attackAction(fight, pc, fight.defaultTarget!)
    else if (kind === 'stabilise') stabiliseAction(fight, pc, fight.defaultTarget!)
    else if (kind === 'flee') fleeAction(fight, pc)
    return
  }
  let freeUsed = 0
  let choice = declared ?? askAction(fight, pc, prepared)
  for (;;) {
    const free = resolve(fight, pc, choice, prepared)
    if (!free || pc.status !== 'active') return
    freeUsed++
    const limit = fight.rules.freeActionLimit
    if (limit !== null && freeUsed >= limit) {
      if (fight.recording) asks.emit(fight.io, fight.round, 'freeLimit', 'THA-GAP-11', { actor: pc.name })
      choice = askActionWithoutFree(fight, pc, prepared)
    } else {
      choice = askAction(fight, pc, prepared)
    }
  }
}

function askActionWithoutFree(fight: Fight, pc: Fighter, prepared: boolean): string {
  return chooseOne(
    fight,
    { key: 'action', rule: 'THA-GAP-11', actor: pc.id, promptKey: 'action', params: { actor: pc.name } },
    () => actionOptions(fight, pc, { prepared }).filter((o) => o.id !== 'free' && !(o.id.startsWith('ability:') && pc.abilities[Number(o.id.slice(8))]!.free)),
    actionDefault(fight, pc, prepared)
  )
}

/** Carries out one chosen action; returns true if it was a free action (the SK may act again). */
function resolve(fight: Fight, pc: Fighter, choice: string, prepared: boolean): boolean {
  const [kind, arg] = splitChoice(choice)
  const rec = fight.recording
  switch (kind) {
    case 'attack':
      attackAction(fight, pc, fight.byId.get(arg)!)
      return false
    case 'coup':
      coupDeGrace(fight, pc, fight.byId.get(arg)!)
      return false
    case 'stabilise':
      stabiliseAction(fight, pc, fight.byId.get(arg)!)
      return false
    case 'flee':
      fleeAction(fight, pc)
      return false
    case 'threaten': {
      const group = fight.groups.get(arg)!
      const test = d20Test(fight, {
        key: 'threaten',
        rule: 'THA-MORALE-11',
        actor: pc,
        attribute: fight.rules.threatenAttribute,
        skill: 'True',
        rollKey: 'threaten',
        params: { actor: pc.name, group: group.id, ...sideKeyParam('group', group.id) }
      })
      if (test.success) moraleTest(fight, group, 'threatened')
      else if (rec) asks.emit(fight.io, fight.round, 'threatenFailed', 'THA-MORALE-11', { actor: pc.name, group: group.id, ...sideKeyParam('group', group.id) })
      return false
    }
    case 'belt': {
      const index = Number(arg)
      const item = pc.belt[index]!
      pc.beltUsed[index] = true
      if (rec) asks.emit(fight.io, fight.round, 'beltItem', 'THA-ACT-2', { actor: pc.name, item: item.name })
      if (item.heal) {
        const patients = fight.fighters.filter(
          (a) => a.side === pc.side && a.kind === 'pc' && (a.status === 'active' || a.status === 'dying' || a.status === 'stabilised')
        )
        const options = patients.map((p) => asks.option(p.id, 'patient', { target: p.name }))
        const def = patients.find((p) => p.status === 'dying') ?? pc
        const who = fight.byId.get(
          chooseOne(
            fight,
            { key: 'healTarget', rule: 'THA-HEAL-4', actor: pc.id, promptKey: 'healTarget', params: { actor: pc.name, item: item.name } },
            options,
            def.id
          )
        )!
        const amount = rollOne(
          fight,
          { key: 'heal', rule: 'THA-HEAL-4', actor: pc.id, rollKey: 'heal', params: { actor: pc.name, item: item.name } },
          item.heal
        ).total
        heal(fight, who, amount, item.name)
      }
      return false
    }
    case 'ability': {
      const ability = pc.abilities[Number(arg)]!
      if (rec)
        asks.emit(fight.io, fight.round, ability.free ? 'abilityFree' : 'ability', ability.free ? 'THA-ACT-8' : 'THA-ACT-2', {
          actor: pc.name,
          ability: ability.name
        })
      return ability.free
    }
    case 'run': {
      const run = movementAllowance(fight.rules, pc.movement, pc.injuries, 'run')
      if (rec) asks.emit(fight.io, fight.round, 'run', 'THA-ACT-5', { actor: pc.name, steps: run.steps })
      return false
    }
    case 'prepare':
      pc.prepared = true
      if (rec) asks.emit(fight.io, fight.round, 'prepared', 'THA-ACT-10', { actor: pc.name })
      return false
    case 'special': {
      const options = ['1', '2', '3', '4'].map((n) => asks.option(n, 'rounds', { rounds: n }))
      const rounds = Number(
        chooseOne(fight, { key: 'specialRounds', rule: 'THA-ACT-6', promptKey: 'specialRounds', params: { actor: pc.name }, judge: true }, options, '1')
      )
      pc.busyUntilRound = fight.round + rounds - 1
      if (rec) asks.emit(fight.io, fight.round, 'special', 'THA-ACT-6', { actor: pc.name, rounds })
      return false
    }
    case 'free': {
      const options = [asks.option('free', 'ruling.free'), asks.option('special', 'ruling.special')]
      const ruling = chooseOne(
        fight,
        { key: 'freeOrSpecial', rule: 'THA-ACT-9', promptKey: 'freeOrSpecial', params: { actor: pc.name }, judge: true },
        options,
        'free'
      )
      if (rec)
        asks.emit(fight.io, fight.round, ruling === 'free' ? 'freeAction' : 'special', ruling === 'free' ? 'THA-ACT-7' : 'THA-ACT-9', {
          actor: pc.name,
          rounds: 1
        })
      return ruling === 'free'
    }
    case 'skill':
    case 'backpack':
      if (rec) asks.emit(fight.io, fight.round, kind === 'skill' ? 'skillUse' : 'backpack', 'THA-ACT-2', { actor: pc.name })
      return false
    default:
      if (rec) asks.emit(fight.io, fight.round, 'pass', prepared ? 'THA-ACT-10' : 'THA-ACT-1', { actor: pc.name })
      return false
  }
}

/** THA-ATK-4, THA-ACT-4: an attack, with movement up to the movement value around it. */
function attackAction(fight: Fight, pc: Fighter, target: Fighter): void {
  if (fight.recording)
    asks.emit(fight.io, fight.round, 'move', 'THA-ACT-4', { actor: pc.name, steps: movementAllowance(fight.rules, pc.movement, pc.injuries, 'normal').steps })
  pcAttack(fight, pc, target)
}

/** THA-DYING-6, THA-GAP-34: an Intellekt (Legekunst) test to stabilise a dying friend. */
function stabiliseAction(fight: Fight, pc: Fighter, patient: Fighter): void {
  const sim = fight.sim
  const success = sim
    ? succeeded(simTest(fight, sim, pc, pc.stabiliseTest))
    : d20Test(fight, {
        key: 'stabilise',
        rule: 'THA-DYING-6',
        actor: pc,
        attribute: 'intellekt',
        skill: 'Legekunst',
        rollKey: 'stabilise',
        params: { actor: pc.name, target: patient.name }
      }).success
  if (success && patient.status === 'dying') stabilise(fight, patient, pc)
  else {
    patient.failedStabilisers = [...patient.failedStabilisers, pc.id]
    if (fight.recording) asks.emit(fight.io, fight.round, 'stabiliseFailed', 'THA-GAP-34', { actor: pc.name, target: patient.name })
  }
}

/** THA-ACT-5, THA-END-1: the SK uses its Action to Run, out of the fight: it has fled (its side is driven away once none is left). */
function fleeAction(fight: Fight, pc: Fighter): void {
  setStatus(fight, pc, 'fled')
  pc.prepared = false
  if (fight.recording)
    asks.emit(fight.io, fight.round, 'pcFlees', 'THA-ACT-5', { actor: pc.name, steps: movementAllowance(fight.rules, pc.movement, pc.injuries, 'run').steps })
}

function splitChoice(choice: string): [string, string] {
  const i = choice.indexOf(':')
  return i < 0 ? [choice, ''] : [choice.slice(0, i), choice.slice(i + 1)]
}
