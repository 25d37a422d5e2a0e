import type { Option } from '../../core/types.ts'
import { asks, chooseOne } from './questions.ts'
import { chooseAttribute } from './attack.ts'
import type { DiceRoller } from '../../dice/rng.ts'
import { d20Test, simTest, succeeded, tierKey, type Tier } from './checks.ts'
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
    id.startsWith('parry:')
      ? asks.option(id, 'defence.parry', { weapon: f.weapons[Number(id.slice(6))]!.name })
      : asks.option(id, `defence.${id}`, id === 'block' ? { shield: f.shieldName ?? '' } : undefined)
  )
}

/** Chance-free default: the defence with the best modifier against its target (Tungvern counts as −3); the first of equals. */
function bestDefence(f: Fighter, ids: readonly string[]): string {
  let best = ids[0]!
  let bestScore = -Infinity
  for (const id of ids) {
    const score = id === 'evade' ? f.evadeScore : id === 'block' ? f.blockScore : f.parryScores[Number(id.slice(6))]!
    if (score > bestScore) {
      bestScore = score
      best = id
    }
  }
  return best
}

/** The default defence as `bestDefence` picks it from `legalDefences`, without the list: -1 evade, -2 block, else the weapon parried with. */
const EVADE = -1
const BLOCK = -2
function defaultDefence(fight: Fight, f: Fighter, ranged: boolean): number {
  let best = EVADE
  let bestScore = f.evadeScore
  if (!ranged) {
    for (let i = 0; i < f.weapons.length; i++) {
      if (f.weapons[i]!.ranged || !weaponUsable(fight, f, i)) continue
      const score = f.parryScores[i]!
      if (score > bestScore) {
        bestScore = score
        best = i
      }
    }
  }
  if (shieldUsable(fight, f) && f.blockScore > bestScore) best = BLOCK
  return best
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
 * Block: the shield's attribute + Skjold, −1 Durability on success, also against ranged attacks. Returns the tier.
 */
export function defend(fight: Fight, f: Fighter, attacker: Fighter, attack: MonsterAttack): Tier {
  const sim = fight.sim
  if (sim) return simDefend(fight, sim, f, attack)
  const ids = legalDefences(fight, f, attack.ranged)
  const choice = chooseOne(
    fight,
    { key: 'defence', rule: 'THA-DEF-2', actor: f.id, promptKey: 'defence', params: { actor: f.name, attacker: attacker.name, attack: attack.name } },
    () => defenceOptions(f, ids),
    ids.length === 1 ? 'evade' : bestDefence(f, ids),
    ids.length
  )
  const params = { actor: f.name, attacker: attacker.name }
  let tier: Tier
  if (choice === 'evade') {
    tier = d20Test(fight, {
      key: 'evade',
      rule: 'THA-DEF-8',
      actor: f,
      attribute: 'agilitet',
      skill: 'Unngå',
      rollKey: 'evade',
      params,
      disadvantage: f.heavyArmour
    }).tier
  } else if (choice === 'block') {
    const arm = f.injuries.length > 0 ? shieldArmUse(fight, f) : undefined
    tier = d20Test(fight, {
      key: 'block',
      rule: 'THA-DEF-13',
      actor: f,
      attribute: f.shieldAttribute,
      skill: 'Skjold',
      rollKey: 'block',
      params,
      ...(arm ? { arm } : {})
    }).tier
  } else {
    const index = Number(choice.slice(6))
    const weapon = f.weapons[index]!
    const attribute = chooseAttribute(fight, f, weapon.attributes, 'parryAttribute')
    tier = d20Test(fight, {
      key: 'parry',
      rule: 'THA-DEF-10',
      actor: f,
      attribute,
      skill: weapon.skill,
      rollKey: 'parry',
      params,
      ...(f.injuries.length > 0 ? { arm: weaponArmUse(fight, f, index) } : {})
    }).tier
  }
  const success = succeeded(tier)
  if (success && choice === 'block') wearShield(fight, f)
  else if (success && choice.startsWith('parry:')) wearWeapon(fight, f, Number(choice.slice(6)))
  if (fight.recording)
    asks.emit(fight.io, fight.round, success ? 'defended' : 'defenceFailed', success ? 'THA-DEF-7' : 'THA-DEF-6', {
      actor: f.name,
      attacker: attacker.name,
      defenceKey: `thalia.option.defence.${choice.startsWith('parry') ? 'parry' : choice}`,
      tierKey: tierKey(tier, 'evade'),
      howKey: tier === 'fail' || tier === 'success' ? 'thalia.defence.plain' : 'thalia.defence.withTier',
      ...defenceItem(f, choice)
    })
  return tier
}

/** Simulation's defence: the default one (`defaultDefence`), its test's dice straight from the generator, no ask or event. */
function simDefend(fight: Fight, sim: DiceRoller, f: Fighter, attack: MonsterAttack): Tier {
  const choice = defaultDefence(fight, f, attack.ranged)
  let tier: Tier
  if (choice === EVADE) tier = simTest(fight, sim, f, f.evadeTest)
  else if (choice === BLOCK) tier = simTest(fight, sim, f, f.blockTest, f.injuries.length > 0 ? shieldArmUse(fight, f) : undefined)
  else tier = simTest(fight, sim, f, f.weaponTests[choice]!, f.injuries.length > 0 ? weaponArmUse(fight, f, choice) : undefined)
  if (succeeded(tier)) {
    if (choice === BLOCK) wearShield(fight, f)
    else if (choice >= 0) wearWeapon(fight, f, choice)
  }
  return tier
}

/** THA-DEF-14: a successful Block costs the shield 1 Holdbarhet. */
function wearShield(fight: Fight, f: Fighter): void {
  if (f.shieldDurability === null) return
  f.shieldDurability = Math.max(0, f.shieldDurability - 1)
  if (fight.recording) asks.emit(fight.io, fight.round, 'durability', 'THA-DEF-14', { actor: f.name, item: f.shieldName ?? '', durability: f.shieldDurability })
}

/** THA-DEF-11: a successful Parade costs the weapon 1 Holdbarhet. */
function wearWeapon(fight: Fight, f: Fighter, index: number): void {
  const d = f.weaponDurability[index]
  if (d === null || d === undefined) return
  f.weaponDurability[index] = Math.max(0, d - 1)
  if (fight.recording) asks.emit(fight.io, fight.round, 'durability', 'THA-DEF-11', { actor: f.name, item: f.weapons[index]!.name, durability: d - 1 })
}
