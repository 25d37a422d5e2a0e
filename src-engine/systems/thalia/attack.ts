import { chooseOne, emit, option, rollOne } from './ask.ts'
import { d20Test } from './checks.ts'
import { applyDamage, npcDown } from './damage.ts'
import type { ArmUse } from './arms.ts'
import { averageOf, fistArm, fistsOf, usableWeapons, weaponArmUse } from './items.ts'
import type { Weapon } from './sheet.ts'
import type { Fight, Fighter } from './state.ts'
import type { Attribute } from './tables.ts'

/** THA-ATK-7: an M/A weapon uses either attribute; the default is the higher factor. */
export function chooseAttribute(fight: Fight, f: Fighter, attributes: readonly Attribute[], key: string): Attribute {
  if (attributes.length === 1) return attributes[0]!
  const best = attributes.reduce((a, b) => (f.factors[b] > f.factors[a] ? b : a))
  // Options are built inline and lazily: simulation only takes the default.
  return chooseOne(fight, { key, rule: 'THA-ATK-7', actor: f.id, promptKey: 'attribute', params: { actor: f.name } }, () => attributes.map((a) => option(a, `attr.${a}`, { factor: f.factors[a] })), best, attributes.length) as Attribute
}

/**
 * THA-ATK-1 .. THA-ATK-10: an SK's attack. Switching weapons is a free action (THA-ACT-7); the hit roll is a
 * d20 Test with the weapon's attribute and skill (THA-ATK-6, THA-ATK-8); a Tabbe misses, a Triumf hits
 * (THA-GAP-16); a Complication is no hit (THA-GAP-14); on a hit the weapon's damage die is rolled (THA-ATK-5).
 * The target never rolls defence (THA-ATK-2) and the hit does not depend on it (THA-GAP-15).
 */
export function pcAttack(fight: Fight, attacker: Fighter, target: Fighter): void {
  const weapons = usableWeapons(fight, attacker)
  let weapon: Weapon
  let arm: ArmUse | undefined
  if (weapons.length === 0) {
    // THA-ATK-3, THA-GAP-56: no usable weapon, so the fists (Nevekamp), when the settings allow them.
    const fists = fight.rules.fists === 'whenUnarmed' ? fistArm(fight, attacker) : null
    if (fists === null) return
    weapon = fistsOf(fight)
    arm = attacker.injuries.length > 0 ? fists : undefined
  } else {
    let weaponIndex = weapons[0]!
    if (weapons.length > 1) {
      const best = weapons.reduce((a, b) => (averageOf(attacker.weapons[b]!.damage) > averageOf(attacker.weapons[a]!.damage) ? b : a))
      weaponIndex = Number(chooseOne(fight, { key: 'weapon', rule: 'THA-ACT-7', actor: attacker.id, promptKey: 'weapon', params: { actor: attacker.name } }, () => weapons.map((i) => option(String(i), 'weapon', { weapon: attacker.weapons[i]!.name })), String(best)))
    }
    weapon = attacker.weapons[weaponIndex]!
    arm = attacker.injuries.length > 0 ? weaponArmUse(fight, attacker, weaponIndex) : undefined
  }
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
    targetModifier: fight.rules.targetAffectsHit ? target.hitModifier : 0,
    ...(arm ? { arm } : {})
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

/** THA-COUP-1: a vulnerable non-player creature is killed without an attack roll (and without damage: its HP stay). */
export function coupDeGrace(fight: Fight, attacker: Fighter, target: Fighter): void {
  if (fight.io.recording) emit(fight, 'coup', 'THA-COUP-1', { actor: attacker.name, target: target.name })
  npcDown(fight, target, 'THA-COUP-1')
}
