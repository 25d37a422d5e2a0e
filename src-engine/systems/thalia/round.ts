import { asks, chooseOne } from './questions.ts'
import { countDownLastBreath } from './dying.ts'
import { groupCombatRound } from './group.ts'
import { opening, rollInitiative } from './initiative.ts'
import { ka2FleeAtStart } from './morale.ts'
import { npcTurn } from './npcTurn.ts'
import { askAction, pcTurn, takeAction } from './pcTurn.ts'
import { sideKeyParam, sideLabel } from './setup.ts'
import { fightOver, type Fight, type Fighter } from './state.ts'

const NONE: readonly Fighter[] = []
const NO_SIDES: readonly string[] = []

const TRIGGER_OPTIONS = [asks.option('wait', 'trigger.wait'), asks.option('fire', 'trigger.fire')]

/** THA-GAP-1: the order of a side's members this round, chosen by its controller (default: setup order). */
function memberOrder(fight: Fight, side: string): readonly Fighter[] {
  // Simulation: the default order, the side's members in setup order, without a request or a list. Those not able to
  // act are skipped as their Turn comes: nobody gets back on their feet during a side's Turns in simulation (only a
  // Belt item heals, and its use is never the default), so these are the very members the default order names.
  if (fight.sim) return fight.sideMembers[fight.sides.indexOf(side)]!
  const members: Fighter[] = []
  for (const f of fight.fighters) if (f.side === side && f.status === 'active') members.push(f)
  if (members.length < 2 || fight.rules.turnOrder === 'setupOrder') return members
  // The order is not known while its controller chooses it.
  fight.members = NONE
  fight.acting = null
  const ids = members.map((m) => m.id)
  const order = asks.chooseMany(fight.io, {
    key: 'turnOrder',
    round: fight.round,
    prompt: fight.recording ? asks.prompt(fight.io, 'turnOrder', { side, ...sideKeyParam('side', side) }) : asks.prompt(fight.io, 'turnOrder'),
    rule: 'THA-GAP-1',
    options: () => members.map((m) => asks.option(m.id, 'target', { target: m.name })),
    min: ids.length,
    max: ids.length,
    ordered: true,
    default: ids
  })
  const ordered = order.map((id) => fight.byId.get(id)!)
  // THA-GAP-1: the order the side's controller chose stands in the log.
  if (fight.recording) asks.emit(fight.io, fight.round, 'turnOrder', 'THA-GAP-1', { side, ...sideKeyParam('side', side), order: ordered.map((m) => m.name) })
  return ordered
}

/** THA-ACT-10, THA-GAP-12: after a participant's Turn, each SK holding a prepared Action may fire it if its trigger came. */
function checkTriggers(fight: Fight, justActed: Fighter): void {
  for (const pc of fight.fighters) {
    if (!pc.prepared || pc === justActed || pc.status !== 'active') continue
    if (!fight.rules.preparedInterrupts && justActed.side !== pc.side) continue
    const answer = chooseOne(
      fight,
      { key: 'trigger', rule: 'THA-GAP-12', actor: pc.id, promptKey: 'trigger', params: { actor: pc.name, after: justActed.name }, judge: true },
      TRIGGER_OPTIONS,
      'wait'
    )
    if (answer === 'fire') {
      pc.prepared = false
      if (fight.recording) asks.emit(fight.io, fight.round, 'preparedFires', 'THA-GAP-12', { actor: pc.name, after: justActed.name })
      const before = fight.acting
      fight.acting = pc
      takeAction(fight, pc, undefined, true)
      fight.acting = before
      if (fightOver(fight)) return
    }
  }
}

function anyPrepared(fight: Fight): boolean {
  for (const f of fight.fighters) if (f.prepared) return true
  return false
}

/** THA-RND-2, THA-RND-3: every member of a side takes one Turn; SKs by player choice, others by the Judge. */
function sideTurns(fight: Fight, side: string, groupCombatOn: boolean): void {
  fight.actingSide = side
  fight.memberIndex = -1
  const members = memberOrder(fight, side)
  fight.members = members
  // THA-RND-4, THA-GAP-2: players declare then resolve one by one, or (setting) all declare first.
  let declared: Map<Fighter, string> | null = null
  if (fight.rules.declaration === 'allFirst') {
    declared = new Map()
    for (const m of members) {
      if (m.kind !== 'pc' || m.status !== 'active' || m.busyUntilRound >= fight.round || m.skipNextAction) continue
      fight.acting = m
      declared.set(m, askAction(fight, m, false))
    }
  }
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!
    if (m.status !== 'active') continue
    fight.memberIndex = i
    fight.acting = m
    if (m.kind === 'pc') pcTurn(fight, m, declared?.get(m))
    else npcTurn(fight, m, groupCombatOn)
    if (fightOver(fight)) break
    // Nobody prepares an Action in simulation (never the default), so no trigger can come.
    if (fight.sim === null && anyPrepared(fight)) {
      checkTriggers(fight, m)
      if (fightOver(fight)) break
    }
  }
  fight.acting = null
}

/** THA-ACT-11: prepared Actions not triggered by the end of the round are lost; Last Breath counts down (THA-GAP-32). */
function endRound(fight: Fight): void {
  // Nobody prepares an Action in simulation (never the default).
  for (const f of fight.sim === null ? fight.fighters : NONE) {
    if (!f.prepared) continue
    f.prepared = false
    if (fight.recording) asks.emit(fight.io, fight.round, 'preparedLapses', 'THA-ACT-11', { actor: f.name })
  }
  countDownLastBreath(fight)
  if (fight.whenLosing === 'flee' && !fight.fleeing && partyBehind(fight)) {
    fight.fleeing = true
    if (fight.recording) asks.emit(fight.io, fight.round, 'partyFlees', 'THA-ACT-5', { side: fight.playerSide, ...sideKeyParam('side', fight.playerSide) })
  }
}

/**
 * The round left the SKs' side behind (`whenLosing`): the share of the HP its members brought into the fight that is
 * still standing (members able to act) is below the opponents' share. A side that brought no HP is never behind.
 */
export function partyBehind(fight: Fight): boolean {
  const start = fight.prepared.startHp
  const party = fight.sides.indexOf(fight.playerSide)
  let partyStart = 0
  let otherStart = 0
  for (let s = 0; s < start.length; s++) {
    if (s === party) partyStart += start[s]!
    else otherStart += start[s]!
  }
  if (partyStart <= 0 || otherStart <= 0) return false
  let partyLeft = 0
  let otherLeft = 0
  for (const f of fight.fighters) {
    if (f.status !== 'active' || f.hp <= 0) continue
    if (f.sideIndex === party) partyLeft += f.hp
    else otherLeft += f.hp
  }
  return partyLeft / partyStart < otherLeft / otherStart
}

function hasActiveNpc(fight: Fight, side: string): boolean {
  for (const f of fight.fighters) if (f.side === side && f.kind !== 'pc' && f.status === 'active') return true
  return false
}

function anyDying(fight: Fight): boolean {
  return fight.dyingCount > 0
}

export interface RunResult {
  readonly rounds: number
  readonly ended: 'victory' | 'allDown' | 'roundLimit'
  readonly winner: string | null
}

/** THA-RND-1 .. THA-RND-5: the fight from opening to the end (THA-END-1). */
export function runFight(fight: Fight): RunResult {
  ka2FleeAtStart(fight)
  if (!fightOver(fight)) {
    const ambushers = opening(fight)
    if (ambushers.length > 0) {
      // THA-SURPRISE-3, THA-INI-5: the Ambush Round (round 0) comes before initiative.
      fight.round = 0
      fight.phase = 'ambushRound'
      fight.roundOrder = ambushers
      if (fight.recording) asks.emit(fight.io, fight.round, 'ambushRound', 'THA-SURPRISE-3', { sides: ambushers, sidesKeys: ambushers.map(sideLabel) })
      for (let s = 0; s < ambushers.length; s++) {
        fight.sideIndex = s
        sideTurns(fight, ambushers[s]!, false)
        if (fightOver(fight)) break
      }
      endRound(fight)
    }
  }
  let order: readonly string[] = []
  let round = 0
  while (!fightOver(fight) && round < fight.rules.maxRounds) {
    round++
    fight.round = round
    // Odds from a running fight: once its answers are used up, the io hands over simulation's generator. Taken up as a
    // round starts, where nothing of the last round (a prepared Action, a chosen turn order) can still count.
    if (fight.sim === null && fight.io.simulation !== undefined) fight.sim = fight.io.simulation
    if (fight.recording) asks.emit(fight.io, fight.round, 'roundStart', 'THA-RND-1', { round })
    fight.sideIndex = -1
    fight.actingSide = null
    // THA-INI-1, THA-GAP-4: initiative once (after any Ambush Round), or every round by setting.
    if (round === 1 || fight.rules.initiativeEachRound) {
      fight.phase = 'initiative'
      fight.roundOrder = NO_SIDES
      order = rollInitiative(fight)
    }
    fight.phase = 'turns'
    fight.roundOrder = order
    let groupRolled = false
    for (let s = 0; s < order.length; s++) {
      const side = order[s]!
      if (fightOver(fight)) break
      fight.sideIndex = s
      if (fight.groupCombat && !groupRolled && hasActiveNpc(fight, side)) {
        groupRolled = true
        fight.phase = 'groupCombat'
        fight.actingSide = null
        groupCombatRound(fight)
        fight.phase = 'turns'
        if (fightOver(fight)) break
      }
      sideTurns(fight, side, fight.groupCombat)
    }
    endRound(fight)
  }
  fight.phase = 'over'
  fight.sideIndex = -1
  fight.actingSide = null
  fight.roundOrder = NO_SIDES
  // The sides still in it (THA-END-1), from the count of who can act on each.
  const standing = fight.sidesActive
  const winner = standing === 1 ? fight.sides[fight.activeCount.findIndex((n) => n > 0)]! : null
  const ended: RunResult['ended'] = standing === 0 ? 'allDown' : standing === 1 ? 'victory' : 'roundLimit'
  if (fight.recording)
    asks.emit(fight.io, fight.round, 'fightEnds', 'THA-END-1', {
      winner: winner ?? '',
      ...sideKeyParam('winner', winner),
      endedKey: `thalia.end.${ended}`,
      rounds: round
    })
  aftermath(fight, winner, round)
  return { rounds: round, ended, winner }
}

/**
 * THA-GAP-53: after the fight, Last Breath goes on round by round; the winning side's able SKs may still stabilise
 * or heal their dying friends, until nobody is dying. With the setting "stop", dying SKs are handed over as they are.
 */
function aftermath(fight: Fight, winner: string | null, lastRound: number): void {
  if (fight.rules.aftermath === 'stop') return
  let round = lastRound
  let guard = 0
  while (anyDying(fight) && guard++ < 50) {
    round++
    fight.round = round
    fight.phase = 'aftermath'
    fight.actingSide = winner
    if (fight.recording) asks.emit(fight.io, fight.round, 'aftermathRound', 'THA-GAP-53', { round })
    for (const pc of fight.fighters) {
      if (pc.kind !== 'pc' || pc.status !== 'active' || pc.side !== winner) continue
      if (!anyDying(fight)) break
      fight.acting = pc
      takeAction(fight, pc, undefined, false)
    }
    fight.acting = null
    endRound(fight)
  }
  fight.phase = 'over'
  fight.actingSide = null
  // The fight lasted until it was decided, as its outcome says ("after 6 rounds"); the rounds after it are the log's.
  fight.round = lastRound
}
