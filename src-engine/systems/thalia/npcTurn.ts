import { chooseOne, emit, option, rollOne } from './ask.ts'
import { coupDeGrace } from './attack.ts'
import { npcAttack } from './npcAttack.ts'
import { takeAction } from './pcTurn.ts'
import type { Fight, Fighter } from './state.ts'

function attackOptions(npc: Fighter, target: Fighter, coup: boolean) {
  const list = npc.attacks.map((a, i) => option(String(i), 'npcAttack', { attack: a.name }))
  if (coup) list.push(option('coup', 'action.coup', { target: target.name }))
  return list
}

/** Who a DK or monster may attack: active opponents; dying SKs too when further attacks kill (THA-GAP-27). */
export function npcTargets(fight: Fight, npc: Fighter, groupCombatOn: boolean): Fighter[] {
  const targets: Fighter[] = []
  const finishDying = fight.rules.attackOnDying === 'kills'
  for (const o of fight.fighters) {
    if (o.side === npc.side) continue
    // THA-GAP-52: in Group Combat the fight between non-player groups is the group roll; turns go against SKs only.
    if (groupCombatOn && o.kind !== 'pc') continue
    if (o.status === 'active' || (finishDying && o.kind === 'pc' && o.status === 'dying')) targets.push(o)
  }
  return targets
}

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
    const params = fight.io.recording ? { actor: npc.name, targets: targets.map((t, i) => `${i + 1} ${t.name}`) } : undefined
    const face = rollOne(fight, { key: 'target', rule: 'THA-GAP-13', actor: npc.id, promptKey: 'targetRoll', ...(params ? { params } : {}) }, notation).total
    return targets[Math.min(n, Math.max(1, face)) - 1]!
  }
  const def = (targets.find((t) => t.status === 'active') ?? targets[0]!).id
  return fight.byId.get(chooseOne(fight, { key: 'target', rule: 'THA-GAP-13', actor: npc.id, promptKey: 'target', params: { actor: npc.name }, judge: true }, () => targets.map((t) => option(t.id, 'target', { target: t.name })), def, targets.length))!
}

/**
 * A DK or monster Turn: 1 Action by default (THA-GAP-13), an attack on a target the Judge picks. A vulnerable
 * non-player target can be killed by Nådestøt (THA-COUP-1). A defence Triumf gives the SK one immediate
 * Action (THA-DEF-5, THA-GAP-19).
 */
export function npcTurn(fight: Fight, npc: Fighter, groupCombatOn: boolean): void {
  if (fight.io.recording) emit(fight, 'move', 'THA-GAP-13', { actor: npc.name, steps: npc.movement })
  for (let n = 0; n < fight.rules.npcActionsPerTurn; n++) {
    if (npc.status !== 'active') return
    const targets = npcTargets(fight, npc, groupCombatOn)
    if (targets.length === 0) return
    const target = pickTarget(fight, npc, targets)
    if (target.status === 'dying') {
      // THA-GAP-27 alternative: an attack on a dying SK finishes it.
      target.status = 'dead'
      target.lastBreath = null
      if (fight.io.recording) emit(fight, 'pcDied', 'THA-GAP-27', { target: target.name, reasonKey: 'tha.death.attackOnDying' })
      continue
    }
    const coup = target.coupVulnerable && target.kind !== 'pc'
    const pick = chooseOne(fight, { key: 'npcAttack', rule: 'THA-ATK-2', actor: npc.id, promptKey: 'npcAttack', params: { actor: npc.name }, judge: true }, () => attackOptions(npc, target, coup), coup ? 'coup' : '0', npc.attacks.length + (coup ? 1 : 0))
    if (pick === 'coup') {
      coupDeGrace(fight, npc, target)
      continue
    }
    const triumph = npcAttack(fight, npc, target, npc.attacks[Number(pick)]!)
    if (triumph && target.status === 'active') {
      if (fight.io.recording) emit(fight, 'defenceTriumph', 'THA-DEF-5', { actor: target.name })
      fight.acting = target
      takeAction(fight, target, undefined, false)
      fight.acting = npc
      if (fight.rules.defenceTriumph === 'replacesNextAction') target.skipNextAction = true
    }
  }
}
