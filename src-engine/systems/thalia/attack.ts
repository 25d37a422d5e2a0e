import { parsedDice } from '../../core/ask-kit.ts'
import type { ParamValue } from '../../core/types.ts'
import { asks, chooseOne, rollOne, sumOf } from './questions.ts'
import { d20Test, simTest, succeeded, type Tier } from './checks.ts'
import { applyDamage, npcDown } from './damage.ts'
import type { ArmUse } from './arms.ts'
import { fistArm, usableWeapons, weaponArmUse, weaponUsable } from './items.ts'
import { weaponReach } from './range.ts'
import type { Weapon } from './sheet.ts'
import type { Fight, Fighter } from './state.ts'
import type { Attribute } from './tables.ts'

/** THA-ATK-7: an M/A weapon uses either attribute; the default is the higher factor. */
export function chooseAttribute(fight: Fight, f: Fighter, attributes: readonly Attribute[], key: string): Attribute {
  if (attributes.length === 1) return attributes[0]!
  const best = attributes.reduce((a, b) => (f.factors[b] > f.factors[a] ? b : a))
  // Options are built inline and lazily: simulation only takes the default.
  return chooseOne(
    fight,
    { key, rule: 'THA-ATK-7', actor: f.id, promptKey: 'attribute', params: { actor: f.name } },
    () => attributes.map((a) => asks.option(a, `attr.${a}`, { factor: f.factors[a] })),
    best,
    attributes.length
  ) as Attribute
}

/**
 * THA-ATK-1 .. THA-ATK-10: an SK's attack. Switching weapons is a free action (THA-ACT-7); the hit roll is a
 * d20 Test with the weapon's attribute and skill (THA-ATK-6, THA-ATK-8); a Tabbe misses, a Triumf hits
 * (THA-GAP-16); a Complication is no hit (THA-GAP-14); on a hit the weapon's damage die is rolled (THA-ATK-5).
 * The target never rolls defence (THA-ATK-2) and the hit does not depend on it (THA-GAP-15).
 */
export function pcAttack(fight: Fight, attacker: Fighter, target: Fighter): void {
  const sim = fight.sim
  // THA-ACT-7: the default weapon is the usable one with the best average damage (the first of equals).
  let best = -1
  let usable = 0
  for (let i = 0; i < attacker.weapons.length; i++) {
    if (!weaponUsable(fight, attacker, i)) continue
    usable++
    if (best < 0 || attacker.weaponAverage[i]! > attacker.weaponAverage[best]!) best = i
  }
  let weapon: Weapon
  let weaponIndex = -1
  let arm: ArmUse | undefined
  if (usable === 0) {
    // THA-ATK-3, THA-GAP-56: no usable weapon, so the fists (Nevekamp), when the settings allow them.
    const fists = fight.rules.fists === 'whenUnarmed' ? fistArm(fight, attacker) : null
    if (fists === null) return
    weapon = fight.fists
    arm = attacker.injuries.length > 0 ? fists : undefined
  } else {
    weaponIndex = best
    if (usable > 1 && sim === null) {
      const weapons = usableWeapons(fight, attacker)
      weaponIndex = Number(
        chooseOne(
          fight,
          { key: 'weapon', rule: 'THA-ACT-7', actor: attacker.id, promptKey: 'weapon', params: { actor: attacker.name } },
          () => weapons.map((i) => asks.option(String(i), 'weapon', { weapon: attacker.weapons[i]!.name })),
          String(best)
        )
      )
    }
    weapon = attacker.weapons[weaponIndex]!
    arm = attacker.injuries.length > 0 ? weaponArmUse(fight, attacker, weaponIndex) : undefined
  }
  const targetModifier = fight.rules.targetAffectsHit ? target.hitModifier : 0
  let tier: Tier
  if (sim) {
    // Simulation: the default attribute, the test's dice straight from the generator, no ask or event.
    tier = simTest(fight, sim, attacker, weaponIndex >= 0 ? attacker.weaponTests[weaponIndex]! : attacker.fistTest, arm, targetModifier)
    if (!succeeded(tier)) return
  } else {
    const attribute = chooseAttribute(fight, attacker, weapon.attributes, 'attribute')
    if (fight.recording)
      asks.emit(fight.io, fight.round, 'attack', 'THA-ATK-4', { actor: attacker.name, target: target.name, weapon: weapon.name, ...reachParams(weapon) })
    const test = d20Test(fight, {
      key: 'hit',
      rule: 'THA-ATK-6',
      actor: attacker,
      attribute,
      skill: weapon.skill,
      rollKey: 'hit',
      params: { actor: attacker.name, target: target.name, weapon: weapon.name },
      targetModifier,
      ...(arm ? { arm } : {})
    })
    tier = test.tier
    if (!test.success) {
      if (fight.recording)
        asks.emit(
          fight.io,
          fight.round,
          tier === 'complication' ? 'complication' : 'miss',
          tier === 'complication' ? 'THA-ATK-9' : tier === 'tabbe' ? 'THA-GAP-16' : 'THA-ATK-8',
          {
            actor: attacker.name,
            target: target.name
          }
        )
      return
    }
    if (fight.recording) asks.emit(fight.io, fight.round, 'hit', tier === 'triumf' ? 'THA-GAP-16' : 'THA-ATK-8', { actor: attacker.name, target: target.name })
  }
  const raw = sim
    ? sumOf(weaponIndex >= 0 ? attacker.weaponDamage[weaponIndex]! : parsedDice(weapon.damage).expr, sim)
    : rollOne(
        fight,
        { key: 'damage', rule: 'THA-ATK-10', actor: attacker.id, rollKey: 'damage', params: { actor: attacker.name, weapon: weapon.name } },
        weapon.damage
      ).total
  const doublings = (tier === 'triumf' && fight.rules.hitTriumph === 'doubleDamage' ? 1 : 0) + (target.coupVulnerable && target.kind === 'pc' ? 1 : 0)
  applyDamage(fight, target, raw, true, doublings, attacker.name)
}

const NO_REACH: Readonly<Record<string, ParamValue>> = { reachKey: 'thalia.reach.none' }

/**
 * THA-RANGE-1, THA-GAP-29: the attack's log line names how far a ranged weapon reaches, where its sheet gives its
 * distance category; the Judge picked a target he deems in reach (the fight has no map to measure on).
 */
function reachParams(weapon: Weapon): Readonly<Record<string, ParamValue>> {
  if (!weapon.ranged || weapon.range === undefined) return NO_REACH
  const reach = weaponReach(weapon.range)
  return { reachKey: 'thalia.reach.band', rangeCode: reach.code, rangeName: reach.name, rangeSteps: reach.steps }
}

/** THA-COUP-1: a vulnerable non-player creature is killed without an attack roll (and without damage: its HP stay). */
export function coupDeGrace(fight: Fight, attacker: Fighter, target: Fighter): void {
  if (fight.recording) asks.emit(fight.io, fight.round, 'coup', 'THA-COUP-1', { actor: attacker.name, target: target.name })
  npcDown(fight, target, 'THA-COUP-1')
}
