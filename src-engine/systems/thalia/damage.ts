import { asks } from './questions.ts'
import { becomeDying } from './dying.ts'
import { onNpcDeath } from './morale.ts'
import type { ThaliaRules } from './settings.ts'
import { setStatus, type Fight, type Fighter } from './state.ts'

/**
 * THA-DMG-1, THA-DMG-2, THA-DMG-3, THA-GAP-20, THA-GAP-24: damage that reaches HP. Doubling (a defence
 * Tabbe, a Nådestøt-vulnerable SK) happens before Vern by default, and two doublings count once.
 */
export function damageAfterVern(rules: ThaliaRules, raw: number, vern: number, physical: boolean, doublings: number): number {
  const times = doublings === 0 ? 1 : rules.doublingsStack ? 2 ** doublings : 2
  let damage = rules.doubleBeforeVern ? raw * times : raw
  if (physical) damage = Math.max(rules.minDamageAfterVern, damage - vern)
  if (!rules.doubleBeforeVern) damage *= times
  return damage
}

/** THA-GAP-25: HP after damage, floored at 0 by default. */
export function hpAfter(rules: ThaliaRules, hp: number, damage: number): number {
  const left = hp - damage
  return rules.hpFloorZero ? Math.max(0, left) : left
}

/**
 * Applies one hit to a target and what follows from it: Dying for SKs (THA-DMG-4), death for others (THA-GAP-26).
 * `raw` is the rolled damage, doubled `doublings` times (THA-DEF-4, THA-COUP-2); `source` names the attacker.
 */
export function applyDamage(fight: Fight, target: Fighter, raw: number, physical: boolean, doublings: number, source: string): number {
  const rules = fight.rules
  const damage = damageAfterVern(rules, raw, target.vern, physical, doublings)
  target.hp = hpAfter(rules, target.hp, damage)
  if (fight.recording) {
    const params = { source, target: target.name, raw, vern: physical ? target.vern : 0, damage, hp: target.hp }
    if (doublings === 0) asks.emit(fight.io, fight.round, 'damage', physical ? 'THA-DMG-2' : 'THA-DMG-3', params)
    else {
      // THA-DEF-4, THA-COUP-2, THA-GAP-20: the line shows the doubled number, before Vern (default) or after it.
      const times = doublings === 1 || !rules.doublingsStack ? 2 : 2 ** doublings
      const before = rules.doubleBeforeVern
      asks.emit(fight.io, fight.round, before ? 'damageDoubled' : 'damageDoubledAfterVern', physical ? 'THA-DMG-2' : 'THA-DMG-3', {
        ...params,
        times,
        doubled: before ? raw * times : damage / times
      })
    }
  }
  // Only the active are hit: a dying SK is finished without an attack, or not attacked at all (THA-GAP-27, npcTurn.ts).
  if (target.hp > 0) return damage
  if (target.kind === 'pc') becomeDying(fight, target)
  else npcDown(fight, target, 'THA-GAP-26')
  return damage
}

/** A DK or monster at 0 HP (or killed by Nådestøt / Group Combat): dead by default, counted for morale. */
export function npcDown(fight: Fight, target: Fighter, rule: string): void {
  if (fight.rules.npcAtZeroHp === 'out' && rule === 'THA-GAP-26') {
    setStatus(fight, target, 'out')
    if (fight.recording) asks.emit(fight.io, fight.round, 'npcOut', 'THA-GAP-26', { target: target.name })
    return
  }
  setStatus(fight, target, 'dead')
  if (fight.recording) asks.emit(fight.io, fight.round, 'killed', rule, { target: target.name })
  onNpcDeath(fight, target)
}
