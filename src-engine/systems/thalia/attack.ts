import type { Option } from '../../core/types.ts'
import { chooseOne, dice, emit, option, rollOne } from './ask.ts'
import { d20Test, type Tier } from './checks.ts'
import { applyDamage, npcDown } from './damage.ts'
import { resistEffect } from './resist.ts'
import type { Fight, Fighter } from './state.ts'
import type { Attribute } from './tables.ts'
import type { MonsterAttack } from './sheet.ts'

/** THA-GAP-21: a weapon at 0 Durability is broken (unless the setting keeps it usable). */
export function weaponUsable(fight: Fight, f: Fighter, index: number): boolean {
  const d = f.weaponDurability[index]
  return !(fight.rules.brokenAtZeroDurability && d === 0)
}

export function shieldUsable(fight: Fight, f: Fighter): boolean {
  if (f.shieldName === null) return false
  return !(fight.rules.brokenAtZeroDurability && f.shieldDurability === 0)
}

export function hasUsableWeapon(fight: Fight, f: Fighter): boolean {
  for (let i = 0; i < f.weapons.length; i++) if (weaponUsable(fight, f, i)) return true
  return false
}

/** Indexes of the weapons an SK can attack with (THA-ATK-3). */
export function usableWeapons(fight: Fight, f: Fighter): number[] {
  const out: number[] = []
  for (let i = 0; i < f.weapons.length; i++) if (weaponUsable(fight, f, i)) out.push(i)
  return out
}

/** THA-ATK-7: an M/A weapon uses either attribute; the default is the higher factor. */
export function chooseAttribute(fight: Fight, f: Fighter, attributes: readonly Attribute[], key: string): Attribute {
  if (attributes.length === 1) return attributes[0]!
  const best = attributes.reduce((a, b) => (f.factors[b] > f.factors[a] ? b : a))
  // Options are built inline and lazily: simulation only takes the default.
  return chooseOne(fight, { key, rule: 'THA-ATK-7', actor: f.id, promptKey: 'attribute', params: { actor: f.name } }, () => attributes.map((a) => option(a, `attr.${a}`, { factor: f.factors[a] })), best, attributes.length) as Attribute
}

/** Average of a dice expression, for the "average damage" setting (THA-GAP-17) and weapon defaults. */
export function averageOf(notation: string): number {
  const { expr } = dice(notation)
  let avg = expr.modifier
  for (const g of expr.groups) avg += (g.count * (g.sides + 1)) / 2
  return avg
}

/**
 * THA-ATK-1 .. THA-ATK-10: an SK's attack. Switching weapons is a free action (THA-ACT-7); the hit roll is a
 * d20 Test with the weapon's attribute and skill (THA-ATK-6, THA-ATK-8); a Tabbe misses, a Triumf hits
 * (THA-GAP-16); a Complication is no hit (THA-GAP-14); on a hit the weapon's damage die is rolled (THA-ATK-5).
 * The target never rolls defence (THA-ATK-2) and the hit does not depend on it (THA-GAP-15).
 */
export function pcAttack(fight: Fight, attacker: Fighter, target: Fighter): void {
  const weapons = usableWeapons(fight, attacker)
  if (weapons.length === 0) return
  let weaponIndex = weapons[0]!
  if (weapons.length > 1) {
    const best = weapons.reduce((a, b) => (averageOf(attacker.weapons[b]!.damage) > averageOf(attacker.weapons[a]!.damage) ? b : a))
    weaponIndex = Number(chooseOne(fight, { key: 'weapon', rule: 'THA-ACT-7', actor: attacker.id, promptKey: 'weapon', params: { actor: attacker.name } }, () => weapons.map((i) => option(String(i), 'weapon', { weapon: attacker.weapons[i]!.name })), String(best)))
  }
  const weapon = attacker.weapons[weaponIndex]!
  const attribute = chooseAttribute(fight, attacker, weapon.attributes, 'attribute')
  if (fight.io.recording) emit(fight, 'attack', 'THA-ATK-4', { actor: attacker.name, target: target.name, weapon: weapon.name })
  const test = d20Test(fight, {
    key: 'hit',
    rule: 'THA-ATK-6',
    actor: attacker,
    attribute,
    skill: weapon.skill,
    promptKey: 'hit',
    params: { actor: attacker.name, target: target.name, weapon: weapon.name },
    targetModifier: fight.rules.targetAffectsHit ? target.hitModifier : 0
  })
  if (!test.success) {
    if (fight.io.recording) emit(fight, test.tier === 'complication' ? 'complication' : 'miss', test.tier === 'complication' ? 'THA-ATK-9' : test.tier === 'tabbe' ? 'THA-GAP-16' : 'THA-ATK-8', { actor: attacker.name, target: target.name })
    return
  }
  if (fight.io.recording) emit(fight, 'hit', test.tier === 'triumf' ? 'THA-GAP-16' : 'THA-ATK-8', { actor: attacker.name, target: target.name })
  const raw = rollOne(fight, { key: 'damage', rule: 'THA-ATK-10', actor: attacker.id, promptKey: 'damage', params: { actor: attacker.name, weapon: weapon.name } }, weapon.damage).total
  const doublings = (test.tier === 'triumf' && fight.rules.hitTriumph === 'doubleDamage' ? 1 : 0) + (target.coupVulnerable && target.kind === 'pc' ? 1 : 0)
  applyDamage(fight, target, { raw, physical: true, doublings, source: attacker.name, rule: 'THA-ATK-10' })
}

/** THA-COUP-1: a vulnerable non-player creature is killed without an attack roll. */
export function coupDeGrace(fight: Fight, attacker: Fighter, target: Fighter): void {
  if (fight.io.recording) emit(fight, 'coup', 'THA-COUP-1', { actor: attacker.name, target: target.name })
  target.hp = 0
  npcDown(fight, target, 'THA-COUP-1')
}

export type Defence = 'evade' | 'parry' | 'block'

const PARRY_IDS = ['parry:0', 'parry:1', 'parry:2', 'parry:3']

/** THA-DEF-2, THA-DEF-12, THA-DEF-15, THA-GAP-23: legal defences against one attack. */
export function legalDefences(fight: Fight, f: Fighter, ranged: boolean): string[] {
  const out: string[] = ['evade']
  if (!ranged) for (let i = 0; i < f.weapons.length; i++) if (!f.weapons[i]!.ranged && weaponUsable(fight, f, i)) out.push(PARRY_IDS[i] ?? `parry:${i}`)
  if (shieldUsable(fight, f)) out.push('block')
  return out
}

function defenceOptions(f: Fighter, ids: readonly string[]): Option[] {
  return ids.map((id) =>
    id.startsWith('parry:') ? option(id, 'defence.parry', { weapon: f.weapons[Number(id.slice(6))]!.name }) : option(id, `defence.${id}`, id === 'block' ? { shield: f.shieldName ?? '' } : undefined)
  )
}

/** Chance-free default: the defence with the best modifier against its target (Tungvern counts as −3). */
function bestDefence(fight: Fight, f: Fighter, ids: readonly string[]): string {
  let best = ids[0]!
  let bestScore = -Infinity
  for (const id of ids) {
    let score: number
    if (id === 'evade') score = f.factors.agilitet - targetOf(fight, f, 'Unngå') - (f.heavyArmour ? 3 : 0)
    else if (id === 'block') score = f.factors[f.shieldAttribute] - targetOf(fight, f, 'Skjold')
    else {
      const w = f.weapons[Number(id.slice(6))]!
      let factor = f.factors[w.attributes[0]!]
      if (w.attributes.length > 1) factor = Math.max(factor, f.factors[w.attributes[1]!])
      score = factor - targetOf(fight, f, w.skill)
    }
    if (score > bestScore) {
      bestScore = score
      best = id
    }
  }
  return best
}

function targetOf(fight: Fight, f: Fighter, skill: string): number {
  return fight.rules.testTargets[f.skills[skill] ?? 'untrained'] ?? fight.rules.testTargets['untrained']!
}

/**
 * THA-DEF-1 .. THA-DEF-15: an SK defends against one attack. Evade: Agility + Unngå, Ulempe in Tungvern
 * (THA-DEF-9). Parry: the weapon's attribute and skill, −1 Durability on success, not against ranged attacks.
 * Block: the shield's attribute + Skjold, −1 Durability on success, also against ranged attacks.
 */
export function defend(fight: Fight, f: Fighter, attacker: Fighter, attack: MonsterAttack): { tier: Tier; success: boolean } {
  const ids = legalDefences(fight, f, attack.ranged)
  const choice = chooseOne(fight, { key: 'defence', rule: 'THA-DEF-2', actor: f.id, promptKey: 'defence', params: { actor: f.name, attacker: attacker.name, attack: attack.name } }, () => defenceOptions(f, ids), ids.length === 1 ? 'evade' : bestDefence(fight, f, ids), ids.length)
  const params = { actor: f.name, attacker: attacker.name }
  let tier: Tier
  if (choice === 'evade') {
    tier = d20Test(fight, { key: 'evade', rule: 'THA-DEF-8', actor: f, attribute: 'agilitet', skill: 'Unngå', promptKey: 'evade', params, disadvantage: f.heavyArmour }).tier
  } else if (choice === 'block') {
    tier = d20Test(fight, { key: 'block', rule: 'THA-DEF-13', actor: f, attribute: f.shieldAttribute, skill: 'Skjold', promptKey: 'block', params }).tier
  } else {
    const index = Number(choice.slice(6))
    const weapon = f.weapons[index]!
    const attribute = chooseAttribute(fight, f, weapon.attributes, 'parryAttribute')
    tier = d20Test(fight, { key: 'parry', rule: 'THA-DEF-10', actor: f, attribute, skill: weapon.skill, promptKey: 'parry', params }).tier
  }
  const success = tier === 'success' || tier === 'triumf'
  if (success && choice === 'block' && f.shieldDurability !== null) {
    f.shieldDurability = Math.max(0, f.shieldDurability - 1)
    if (fight.io.recording) emit(fight, 'durability', 'THA-DEF-14', { actor: f.name, item: f.shieldName ?? '', durability: f.shieldDurability })
  } else if (success && choice.startsWith('parry:')) {
    const index = Number(choice.slice(6))
    const d = f.weaponDurability[index]
    if (d !== null && d !== undefined) {
      f.weaponDurability[index] = Math.max(0, d - 1)
      if (fight.io.recording) emit(fight, 'durability', 'THA-DEF-11', { actor: f.name, item: f.weapons[index]!.name, durability: d - 1 })
    }
  }
  if (fight.io.recording) emit(fight, success ? 'defended' : 'defenceFailed', success ? 'THA-DEF-7' : 'THA-DEF-6', { actor: f.name, attacker: attacker.name, defenceKey: `tha.option.defence.${choice.startsWith('parry') ? 'parry' : choice}`, tierKey: `tha.tier.${tier}` })
  return { tier, success }
}

/** THA-GAP-17: the Judge rolls the enemy's damage dice (or takes the average). */
function npcDamage(fight: Fight, attacker: Fighter, attack: MonsterAttack): number {
  if (fight.rules.npcDamage === 'average') return Math.floor(averageOf(attack.damage))
  return rollOne(fight, { key: 'npcDamage', rule: 'THA-ATK-2', actor: attacker.id, promptKey: 'npcDamage', params: { actor: attacker.name, attack: attack.name } }, attack.damage).total
}

/**
 * THA-ATK-2, THA-GROUP-1: a DK or monster attacks. It never rolls to hit: an SK target defends (THA-DEF-1), any other
 * target is hit automatically. Damage is rolled only when it lands (THA-DEF-6, THA-DEF-7).
 * Returns true when the defender earned an immediate Action (THA-DEF-5).
 */
export function npcAttack(fight: Fight, attacker: Fighter, target: Fighter, attack: MonsterAttack): boolean {
  if (fight.io.recording) emit(fight, 'npcAttack', 'THA-ATK-2', { actor: attacker.name, target: target.name, attack: attack.name })
  let doublings = 0
  if (target.kind === 'pc' && target.status === 'active') {
    const surprisedNow = fight.round === 0 && fight.surprised.has(target.side)
    const mayDefend = (!surprisedNow || fight.rules.surprisedMayDefend) && (!target.coupVulnerable || fight.rules.vulnerablePcDefends)
    if (mayDefend) {
      const { tier, success } = defend(fight, target, attacker, attack)
      if (success) return tier === 'triumf'
      // THA-DEF-4: a Tabbe on defence is a Triumf for the enemy: double damage.
      if (tier === 'tabbe') {
        doublings++
        if (fight.io.recording) emit(fight, 'enemyTriumph', 'THA-DEF-4', { actor: attacker.name, target: target.name })
      }
    } else if (fight.io.recording) {
      emit(fight, 'noDefence', surprisedNow ? 'THA-GAP-8' : 'THA-GAP-43', { target: target.name })
    }
    // THA-COUP-2: a vulnerable SK takes double damage from all attacks.
    if (target.coupVulnerable) doublings++
  } else if (fight.io.recording) {
    emit(fight, 'autoHit', 'THA-GROUP-1', { actor: attacker.name, target: target.name })
  }
  const raw = npcDamage(fight, attacker, attack)
  applyDamage(fight, target, { raw, physical: attack.physical, doublings, source: attacker.name, rule: 'THA-DEF-6' })
  if (attack.effect && target.status !== 'dead') resistEffect(fight, target, attack.effect)
  return false
}
