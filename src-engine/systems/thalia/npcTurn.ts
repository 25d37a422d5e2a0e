import { chooseOne, emit, option } from './ask.ts'
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
    const def = (targets.find((t) => t.status === 'active') ?? targets[0]!).id
    const target = fight.byId.get(chooseOne(fight, { key: 'target', rule: 'THA-RND-2', actor: npc.id, promptKey: 'target', params: { actor: npc.name } }, () => targets.map((t) => option(t.id, 'target', { target: t.name })), def, targets.length))!
    if (target.status === 'dying') {
      // THA-GAP-27 alternative: an attack on a dying SK finishes it.
      target.status = 'dead'
      target.lastBreath = null
      if (fight.io.recording) emit(fight, 'pcDied', 'THA-GAP-27', { target: target.name, reasonKey: 'tha.death.attackOnDying' })
      continue
    }
    const coup = target.coupVulnerable && target.kind !== 'pc'
    const pick = chooseOne(fight, { key: 'npcAttack', rule: 'THA-ATK-2', actor: npc.id, promptKey: 'npcAttack', params: { actor: npc.name } }, () => attackOptions(npc, target, coup), coup ? 'coup' : '0', npc.attacks.length + (coup ? 1 : 0))
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
