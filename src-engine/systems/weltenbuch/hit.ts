/** Applying a hit to a combatant: armour, the LP monitor, lost body parts (KA-SUP-4, KA-SUP-7..9). */
import type { RuleId } from '../../core/types.ts'
import { damageAfterArmour, damageEffects, zoneMaximum, type DamageEffects } from './damage.ts'
import type { DamageCode } from './sheet.ts'
import { asks } from './questions.ts'
import { setStatus, type Fight, type Fighter } from './state.ts'
import { kitChanged } from './kit.ts'
import type { ZoneId } from './tables.ts'

/** "6 × 3 + 4 + 1 SBO": how the damage came about, for the log (made only when recording). */
export function damageFormula(margin: number, code: DamageCode, sbo: number, fromMargin: boolean): string {
  const signed = (n: number) => (n < 0 ? ` − ${-n}` : ` + ${n}`)
  const head = fromMargin ? `${margin} × ${code.multiplier}${code.bonus === 0 ? '' : signed(code.bonus)}` : String(code.bonus)
  return sbo === 0 ? head : `${head}${signed(sbo)} SBO`
}

export function applyHit(fight: Fight, attacker: Fighter, target: Fighter, zone: ZoneId, raw: number, rule: RuleId, formula: string): number {
  const armour = target.sheet.armour[zone]
  const recorded = damageAfterArmour(raw, armour)
  const effects = damageEffects(target.damage, recorded, zone, target.unusable, target.koerper, fight.rules)
  target.damage += recorded
  target.damageThisFight += recorded
  const recording = fight.io.recording
  if (recording) noteDamage(fight, attacker, target, zone, raw, armour, recorded, effects, rule, formula)
  if (effects.zoneLost) {
    target.unusable.push(zone)
    target.newlyUnusable.push(zone)
    kitChanged(target)
    if (recording)
      asks.emit(fight.io, fight.segment, 'zoneLost', 'KA-SUP-9', {
        target: target.name,
        zoneKey: `weltenbuch.zone.${zone}`,
        recorded,
        maximum: zoneMaximum(zone, target.koerper)
      })
    loseGrip(fight, target, zone)
  }
  // A lost zone that kills or disables is the cause where it applies (KA-SUP-9); otherwise the LP monitor (KA-SUP-7, KA-SUP-8).
  if (effects.dead && target.status !== 'dead') {
    setStatus(fight, target, 'dead')
    if (recording) noteOut(fight, target, zone, effects, true)
  } else if (effects.unableToAct && target.status === 'able') {
    setStatus(fight, target, 'unable')
    if (recording) noteOut(fight, target, zone, effects, false)
  }
  return recorded
}

// The log of a hit, in functions of their own: applying it stays small enough to be inlined.

function noteDamage(
  fight: Fight,
  attacker: Fighter,
  target: Fighter,
  zone: ZoneId,
  raw: number,
  armour: number,
  recorded: number,
  effects: DamageEffects,
  rule: RuleId,
  formula: string
): void {
  const zoneKey = `weltenbuch.zone.${zone}`
  asks.emit(fight.io, fight.segment, 'damage', rule, {
    name: attacker.name,
    target: target.name,
    zoneKey,
    raw,
    armour,
    recorded,
    total: target.damage,
    levelKey: `weltenbuch.wound.${effects.levelAfter}`,
    formula
  })
  if (armour > 0) asks.emit(fight.io, fight.segment, 'armour', 'KA-SUP-4', { target: target.name, zoneKey, armour, raw, recorded, absorbed: raw - recorded })
  if (recorded > 0)
    asks.emit(fight.io, fight.segment, effects.levelAfter !== effects.levelBefore ? 'woundLevel' : 'lp', 'KA-SUP-7', {
      target: target.name,
      levelKey: `weltenbuch.wound.${effects.levelAfter}`,
      total: target.damage
    })
}

/** Dead, or unable to act: by the lost zone where it applies (KA-SUP-9), else by the LP monitor (KA-SUP-7, KA-SUP-8). */
function noteOut(fight: Fight, target: Fighter, zone: ZoneId, effects: DamageEffects, dead: boolean): void {
  const rules = fight.rules
  const zoneKey = `weltenbuch.zone.${zone}`
  if (dead) {
    const zoneCause = effects.zoneLost && rules.fatalZones.includes(zone)
    asks.emit(fight.io, fight.segment, 'dead', zoneCause ? 'KA-SUP-9' : 'KA-SUP-7', {
      target: target.name,
      total: target.damage,
      zoneKey,
      causeKey: zoneCause ? 'weltenbuch.death.zone' : 'weltenbuch.death.lp'
    })
  } else {
    const zoneCause = effects.zoneLost && rules.disablingZones.includes(zone) && effects.levelAfter !== 'toedlich'
    asks.emit(fight.io, fight.segment, 'unableToAct', zoneCause ? 'KA-SUP-9' : 'KA-SUP-8', {
      target: target.name,
      total: target.damage,
      zoneKey,
      causeKey: zoneCause ? 'weltenbuch.unable.zone' : 'weltenbuch.unable.deadly'
    })
  }
}

/** A lost weapon arm drops the weapon (the engine's reading of "unusable", KA-SUP-9); a lost shield arm the shield. */
function loseGrip(fight: Fight, target: Fighter, zone: ZoneId): void {
  if (zone === 'rArm' && target.wielding !== null && target.wielding.kind !== 'shield') {
    if (fight.io.recording) asks.emit(fight.io, fight.segment, 'weaponDropped', 'KA-SUP-9', { target: target.name, weapon: target.wielding.name })
    target.wielding = null
  }
}
