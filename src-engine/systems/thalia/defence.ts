import type { Option } from '../../core/types.ts'
import { chooseOne, emit, option } from './ask.ts'
import { chooseAttribute } from './attack.ts'
import { d20Test, tierKey, type Tier } from './checks.ts'
import { shieldArmUse, shieldUsable, weaponArmUse, weaponUsable } from './items.ts'
import type { MonsterAttack } from './sheet.ts'
import type { Fight, Fighter } from './state.ts'

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

/** The weapon parried with or the shield blocked with, named in the defence's log line ("Parade with Kortsverd"). */
function defenceItem(f: Fighter, choice: string): { weapon?: string; shield?: string } {
  if (choice === 'block') return { shield: f.shieldName ?? '' }
  if (choice.startsWith('parry:')) return { weapon: f.weapons[Number(choice.slice(6))]?.name ?? '' }
  return {}
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
    const arm = f.injuries.length > 0 ? shieldArmUse(fight, f) : undefined
    tier = d20Test(fight, { key: 'block', rule: 'THA-DEF-13', actor: f, attribute: f.shieldAttribute, skill: 'Skjold', promptKey: 'block', params, ...(arm ? { arm } : {}) }).tier
  } else {
    const index = Number(choice.slice(6))
    const weapon = f.weapons[index]!
    const attribute = chooseAttribute(fight, f, weapon.attributes, 'parryAttribute')
    tier = d20Test(fight, { key: 'parry', rule: 'THA-DEF-10', actor: f, attribute, skill: weapon.skill, promptKey: 'parry', params, ...(f.injuries.length > 0 ? { arm: weaponArmUse(fight, f, index) } : {}) }).tier
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
  if (fight.io.recording) emit(fight, success ? 'defended' : 'defenceFailed', success ? 'THA-DEF-7' : 'THA-DEF-6', { actor: f.name, attacker: attacker.name, defenceKey: `tha.option.defence.${choice.startsWith('parry') ? 'parry' : choice}`, tierKey: tierKey(tier, 'evade'), howKey: tier === 'fail' || tier === 'success' ? 'tha.defence.plain' : 'tha.defence.withTier', ...defenceItem(f, choice) })
  return { tier, success }
}
