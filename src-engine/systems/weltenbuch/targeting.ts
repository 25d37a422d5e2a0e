/** Hit zones (KA-ZONE-*) and the situational modifiers (KA-MOD-*) an attacker works with. */
import type { Option } from '../../core/types.ts'
import { asks, chooseOne, rollTest } from './questions.ts'
import { calledZoneMalus } from './checks.ts'
import type { RuleSettings } from './settings.ts'
import { type Fight, type Fighter } from './state.ts'
import { COMBAT_MODIFIERS, COMBAT_MODIFIER_IDS, MODIFIER_RULE, ZONES, CALLED_ZONE_MALUS, zoneForRoll, type CombatModifierId, type ZoneId } from './tables.ts'

export type ZoneChoice = { readonly called: true; readonly zone: ZoneId; readonly malus: number } | { readonly called: false; readonly malus: 0 }

const NOT_CALLED: ZoneChoice = { called: false, malus: 0 }

const zoneMenus = new WeakMap<RuleSettings, Option[]>()

/** The zone menu only depends on the settings (the torso's malus), so it is built once per settings object. */
function zoneOptions(rules: RuleSettings): Option[] {
  let menu = zoneMenus.get(rules)
  if (menu === undefined) {
    menu = [asks.option('none', 'zone.none')]
    for (const zone of ZONES) menu.push(asks.option(zone, 'zone.call', { zoneKey: `weltenbuch.zone.${zone}`, malus: calledZoneMalus(zone, rules) }))
    zoneMenus.set(rules, menu)
  }
  return menu
}

/** Before the roll the attacker may call a zone, at its malus (KA-ZONE-1, KA-ZONE-3); none = torso without malus (KA-ZONE-2). */
export function chooseZone(fight: Fight, attacker: Fighter, target: Fighter, rule: string): ZoneChoice {
  // The question's default calls none: simulation need not ask it.
  return fight.io.simulation !== undefined ? NOT_CALLED : askZone(fight, attacker, target, rule)
}

function askZone(fight: Fight, attacker: Fighter, target: Fighter, rule: string): ZoneChoice {
  const chosen = chooseOne(fight, 'zone', attacker, 'zone', rule, zoneOptions(fight.rules), 'none', fight.io.recording ? { target: target.name } : undefined)
  if (chosen === 'none') return NOT_CALLED
  const zone = chosen as ZoneId
  const malus = calledZoneMalus(zone, fight.rules)
  if (fight.io.recording)
    asks.emit(fight.io, fight.segment, 'zoneCalled', zone === 'rumpf' ? 'KA-GAP-4' : 'KA-ZONE-3', {
      name: attacker.name,
      zoneKey: `weltenbuch.zone.${zone}`,
      malus
    })
  return { called: true, zone, malus }
}

/** Optional rule: two hit-zone dice rolled with the attack (KA-ZONE-5, KA-ZONE-14); only used on a hit (KA-ZONE-13). Null without the rule. */
export function rollZone(fight: Fight, attacker: Fighter): ZoneId | null {
  if (!fight.rules.hitZoneDice) return null
  const zone = zoneForRoll(rollTest(fight, 'zoneDice', attacker, 'zoneDice', 'KA-ZONE-5', 0))
  if (fight.io.recording) {
    const malus = rolledZoneMalus(fight.rules, zone)
    asks.emit(fight.io, fight.segment, 'zoneRolled', 'KA-ZONE-14', {
      name: attacker.name,
      dice: fight.face1 + fight.face2,
      zoneKey: `weltenbuch.zone.${zone}`,
      malus,
      malusTextKey: malus === 0 ? 'weltenbuch.zoneMalus.none' : 'weltenbuch.zoneMalus.some'
    })
  }
  return zone
}

/** A rolled zone's malus, only with the rolledZoneMalus setting (KA-GAP-5); none without a rolled zone. */
export function rolledZoneMalus(rules: RuleSettings, zone: ZoneId | null): number {
  if (zone === null || !rules.rolledZoneMalus) return 0
  return zone === 'rumpf' ? rules.calledTorsoMalus : CALLED_ZONE_MALUS[zone]
}

/** Standing circumstances of shooter and target, the default of the GM's choice. */
export function circumstances(attacker: Fighter, target: Fighter): CombatModifierId[] {
  const ids: CombatModifierId[] = []
  if (target.running) ids.push('targetRunning')
  if (attacker.running) ids.push('shooterRunning')
  if (target.cover) ids.push('cover')
  if (target.size === 'small') ids.push('smallTarget')
  if (target.size === 'large') ids.push('largeTarget')
  return ids
}

export function modifierSum(ids: readonly CombatModifierId[]): number {
  let sum = 0
  for (const id of ids) sum += COMBAT_MODIFIERS[id]
  return sum
}

const MODIFIER_OPTIONS: readonly Option[] = COMBAT_MODIFIER_IDS.map((id) => asks.option(id, `modifier.${id}`))

/** The sum of `circumstances(attacker, target)`, without the list. */
function circumstanceSum(attacker: Fighter, target: Fighter): number {
  let sum = 0
  if (target.running) sum += COMBAT_MODIFIERS.targetRunning
  if (attacker.running) sum += COMBAT_MODIFIERS.shooterRunning
  if (target.cover) sum += COMBAT_MODIFIERS.cover
  if (target.size === 'small') sum += COMBAT_MODIFIERS.smallTarget
  if (target.size === 'large') sum += COMBAT_MODIFIERS.largeTarget
  return sum
}

/** The GM confirms which rows of "Kampfboni und -mali" apply; they stack (KA-MOD-1..6, KA-GAP-24). */
export function askModifiers(fight: Fight, attacker: Fighter, target: Fighter): number {
  // The question's default is the standing circumstances: simulation sums them without asking.
  if (fight.io.simulation !== undefined) return circumstanceSum(attacker, target)
  const chosen = asks.chooseMany(fight.io, {
    key: `modifiers:${attacker.id}`,
    round: fight.segment,
    actor: attacker.id,
    prompt: 'modifiers',
    params: { name: attacker.name, target: target.name },
    rule: 'KA-RANGED-2',
    options: MODIFIER_OPTIONS,
    min: 0,
    max: MODIFIER_OPTIONS.length,
    ordered: false,
    default: circumstances(attacker, target)
  }) as CombatModifierId[]
  const sum = modifierSum(chosen)
  if (fight.io.recording) {
    for (const id of chosen)
      asks.emit(fight.io, fight.segment, 'modifier', MODIFIER_RULE[id], {
        name: attacker.name,
        modifierKey: `weltenbuch.option.modifier.${id}`,
        value: COMBAT_MODIFIERS[id]
      })
  }
  return sum
}
