import type { DiceRoller } from '../../dice/rng.ts'
import { asks, chooseOne, face, rollOne } from './questions.ts'
import { coupDeGrace } from './attack.ts'
import { npcAttack } from './npcAttack.ts'
import { takeAction } from './pcTurn.ts'
import { dies } from './dying.ts'
import type { Fight, Fighter } from './state.ts'

function attackOptions(npc: Fighter, target: Fighter, coup: boolean) {
  const list = npc.attacks.map((a, i) => asks.option(String(i), 'npcAttack', { attack: a.name }))
  if (coup) list.push(asks.option('coup', 'action.coup', { target: target.name }))
  return list
}

/** Who a DK or monster may attack: active opponents; dying SKs too when further attacks kill (THA-GAP-27). */
function mayAttack(fight: Fight, npc: Fighter, o: Fighter, groupCombatOn: boolean): boolean {
  if (o.sideIndex === npc.sideIndex) return false
  // THA-GAP-52: in Group Combat the fight between non-player groups is the group roll; turns go against SKs only.
  if (groupCombatOn && o.kind !== 'pc') return false
  return o.status === 'active' || (o.status === 'dying' && o.kind === 'pc' && fight.rules.attackOnDying === 'kills')
}

export function npcTargets(fight: Fight, npc: Fighter, groupCombatOn: boolean): Fighter[] {
  const targets: Fighter[] = []
  for (const o of fight.fighters) if (mayAttack(fight, npc, o, groupCombatOn)) targets.push(o)
  return targets
}

const FIRST_ATTACK = '0'

/** The notations "1t2" … of a target roll, one per number of targets (made once). */
const TARGET_DICE: string[] = []

/**
 * THA-GAP-13 and the setting `npcTarget`: whom a DK or monster attacks. The text is silent, so by default the fight's
 * dice pick one of the possible targets (1tN in setup order; the prompt numbers them, so the Judge may type the face
 * of the one he wants); with `judge` the Judge picks from the list, preset to the first standing one.
 */
function pickTarget(fight: Fight, npc: Fighter, targets: readonly Fighter[]): Fighter {
  if (targets.length === 1) return targets[0]!
  if (fight.rules.npcTarget === 'rolled') {
    const n = targets.length
    const notation = (TARGET_DICE[n] ??= `1t${n}`)
    const params = fight.recording ? { actor: npc.name, targets: targets.map((t, i) => `${i + 1} ${t.name}`) } : undefined
    const face = rollOne(fight, { key: 'target', rule: 'THA-GAP-13', actor: npc.id, rollKey: 'target', ...(params ? { params } : {}) }, notation).total
    return targets[Math.min(n, Math.max(1, face)) - 1]!
  }
  const def = (targets.find((t) => t.status === 'active') ?? targets[0]!).id
  return fight.byId.get(
    chooseOne(
      fight,
      { key: 'target', rule: 'THA-GAP-13', actor: npc.id, promptKey: 'target', params: { actor: npc.name }, judge: true },
      () => targets.map((t) => asks.option(t.id, 'target', { target: t.name })),
      def,
      targets.length
    )
  )!
}

/** Simulation's `pickTarget` without the list: the same die (1tN over the possible targets) or the Judge's preset; null for none. */
function simTarget(fight: Fight, sim: DiceRoller, npc: Fighter, groupCombatOn: boolean): Fighter | null {
  // The opponents in setup order: the fighters `npcTargets` looks at, as it never takes one of the NPC's own side.
  const opponents = fight.opponents[npc.sideIndex]!
  const finishDying = fight.rules.attackOnDying === 'kills'
  let n = 0
  let first: Fighter | null = null
  let firstActive: Fighter | null = null
  for (let i = 0; i < opponents.length; i++) {
    const o = opponents[i]!
    if (o.status === 'active') {
      if (groupCombatOn && o.kind !== 'pc') continue
      firstActive ??= o
    } else if (!finishDying || o.status !== 'dying' || o.kind !== 'pc') continue
    n++
    first ??= o
  }
  if (n <= 1) return first
  if (fight.rules.npcTarget !== 'rolled') return firstActive ?? first
  let nth = face(sim, n)
  for (let i = 0; i < opponents.length; i++) if (mayAttack(fight, npc, opponents[i]!, groupCombatOn) && --nth === 0) return opponents[i]!
  return null
}

/**
 * A DK or monster Turn: 1 Action by default (THA-GAP-13), an attack on a target the Judge picks. A vulnerable
 * non-player target can be killed by Nådestøt (THA-COUP-1). A defence Triumf gives the SK one immediate
 * Action (THA-DEF-5, THA-GAP-19).
 */
export function npcTurn(fight: Fight, npc: Fighter, groupCombatOn: boolean): void {
  if (fight.recording) asks.emit(fight.io, fight.round, 'move', 'THA-GAP-13', { actor: npc.name, steps: npc.movement })
  const sim = fight.sim
  for (let n = 0; n < fight.rules.npcActionsPerTurn; n++) {
    if (npc.status !== 'active') return
    let target: Fighter
    if (sim) {
      const picked = simTarget(fight, sim, npc, groupCombatOn)
      if (picked === null) return
      target = picked
    } else {
      const targets = npcTargets(fight, npc, groupCombatOn)
      if (targets.length === 0) return
      target = pickTarget(fight, npc, targets)
    }
    if (target.status === 'dying') {
      // THA-GAP-27 alternative: an attack on a dying SK finishes it.
      dies(fight, target, 'THA-GAP-27', 'attackOnDying')
      continue
    }
    const coup = target.coupVulnerable && target.kind !== 'pc'
    // THA-ATK-2: the Judge picks the attack, by default the first (Nådestøt where the target is defenceless).
    const pick = sim
      ? coup
        ? 'coup'
        : FIRST_ATTACK
      : chooseOne(
          fight,
          { key: 'npcAttack', rule: 'THA-ATK-2', actor: npc.id, promptKey: 'npcAttack', params: { actor: npc.name }, judge: true },
          () => attackOptions(npc, target, coup),
          coup ? 'coup' : FIRST_ATTACK,
          npc.attacks.length + (coup ? 1 : 0)
        )
    if (pick === 'coup') {
      coupDeGrace(fight, npc, target)
      continue
    }
    const triumph = npcAttack(fight, npc, target, pick === FIRST_ATTACK ? 0 : Number(pick))
    if (triumph && target.status === 'active') {
      if (fight.recording) asks.emit(fight.io, fight.round, 'defenceTriumph', 'THA-DEF-5', { actor: target.name })
      // Set before the Action, so the standing shows at once that his own Turn is spent on it.
      if (fight.rules.defenceTriumph === 'replacesNextAction') target.skipNextAction = true
      fight.acting = target
      takeAction(fight, target, undefined, false)
      fight.acting = npc
    }
  }
}
