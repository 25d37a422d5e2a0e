/** Applying a hit to a combatant: armour, the LP monitor, lost body parts (KA-SUP-4, KA-SUP-7..9). */
import type { RuleId } from '../../core/types.ts'
import { damageAfterArmour, damageEffects, zoneMaximum } from './damage.ts'
import { emit, type Fight, type Fighter } from './state.ts'
import type { ZoneId } from './tables.ts'

export function applyHit(fight: Fight, attacker: Fighter, target: Fighter, zone: ZoneId, raw: number, rule: RuleId): number {
  const armour = target.sheet.armour[zone]
  const recorded = damageAfterArmour(raw, armour)
  const effects = damageEffects(target.damage, recorded, zone, target.unusable, target.koerper, fight.rules)
  target.damage += recorded
  target.damageThisFight += recorded
  if (fight.io.recording) {
    emit(fight, 'damage', rule, {
      name: attacker.name,
      target: target.name,
      zoneKey: `weltenbuch.zone.${zone}`,
      raw,
      armour,
      recorded,
      total: target.damage,
      levelKey: `weltenbuch.wound.${effects.levelAfter}`
    })
    if (armour > 0) emit(fight, 'armour', 'KA-SUP-4', { target: target.name, zoneKey: `weltenbuch.zone.${zone}`, armour, raw, recorded })
    if (effects.levelAfter !== effects.levelBefore) emit(fight, 'woundLevel', 'KA-SUP-7', { target: target.name, levelKey: `weltenbuch.wound.${effects.levelAfter}`, total: target.damage })
  }
  if (effects.zoneLost) {
    target.unusable.push(zone)
    target.newlyUnusable.push(zone)
    if (fight.io.recording) emit(fight, 'zoneLost', 'KA-SUP-9', { target: target.name, zoneKey: `weltenbuch.zone.${zone}`, recorded, maximum: zoneMaximum(zone, target.koerper) })
    loseGrip(fight, target, zone)
  }
  if (effects.dead && target.status !== 'dead') {
    target.status = 'dead'
    if (fight.io.recording) emit(fight, 'dead', 'KA-SUP-7', { target: target.name, total: target.damage })
  } else if (effects.unableToAct && target.status === 'able') {
    target.status = 'unable'
    if (fight.io.recording) emit(fight, 'unableToAct', 'KA-SUP-8', { target: target.name, total: target.damage })
  }
  return recorded
}

/** A lost weapon arm drops the weapon (the engine's reading of "unusable", KA-SUP-9); a lost shield arm the shield. */
function loseGrip(fight: Fight, target: Fighter, zone: ZoneId): void {
  if (zone === 'rArm' && target.wielding !== null && target.wielding.kind !== 'shield') {
    if (fight.io.recording) emit(fight, 'weaponDropped', 'KA-SUP-9', { target: target.name, weapon: target.wielding.name })
    target.wielding = null
  }
}
