import { asks, rollOne, sumOf } from './questions.ts'
import { succeeded } from './checks.ts'
import { applyDamage } from './damage.ts'
import { defend } from './defence.ts'
import { averageOf } from './items.ts'
import { resistEffect } from './resist.ts'
import type { Fight, Fighter } from './state.ts'

/** THA-GAP-17: the Judge rolls the enemy's damage dice (or takes the average). */
function npcDamage(fight: Fight, attacker: Fighter, index: number): number {
  const attack = attacker.attacks[index]!
  if (fight.rules.npcDamage === 'average') return Math.floor(averageOf(attack.damage))
  if (fight.sim) return sumOf(attacker.attackDamage[index]!, fight.sim)
  return rollOne(
    fight,
    { key: 'npcDamage', rule: 'THA-ATK-2', actor: attacker.id, rollKey: 'npcDamage', params: { actor: attacker.name, attack: attack.name } },
    attack.damage
  ).total
}

/**
 * THA-ATK-2, THA-GROUP-1: a DK or monster attacks. It never rolls to hit: an SK target defends (THA-DEF-1), any other
 * target is hit automatically. Damage is rolled only when it lands (THA-DEF-6, THA-DEF-7).
 * Returns true when the defender earned an immediate Action (THA-DEF-5).
 */
export function npcAttack(fight: Fight, attacker: Fighter, target: Fighter, index: number): boolean {
  const attack = attacker.attacks[index]!
  if (fight.recording) asks.emit(fight.io, fight.round, 'npcAttack', 'THA-ATK-2', { actor: attacker.name, target: target.name, attack: attack.name })
  let doublings = 0
  if (target.kind === 'pc' && target.status === 'active') {
    const surprisedNow = fight.round === 0 && fight.surprised.has(target.side)
    const mayDefend = (!surprisedNow || fight.rules.surprisedMayDefend) && (!target.coupVulnerable || fight.rules.vulnerablePcDefends)
    if (mayDefend) {
      const tier = defend(fight, target, attacker, attack)
      if (succeeded(tier)) return tier === 'triumf'
      // THA-DEF-4: a Tabbe on defence is a Triumf for the enemy: double damage.
      if (tier === 'tabbe') {
        doublings++
        if (fight.recording) asks.emit(fight.io, fight.round, 'enemyTriumph', 'THA-DEF-4', { actor: attacker.name, target: target.name })
      }
    } else if (fight.recording) {
      asks.emit(fight.io, fight.round, 'noDefence', surprisedNow ? 'THA-GAP-8' : 'THA-GAP-43', { target: target.name })
    }
    // THA-COUP-2: a vulnerable SK takes double damage from all attacks.
    if (target.coupVulnerable) doublings++
  } else if (fight.recording) {
    asks.emit(fight.io, fight.round, 'autoHit', 'THA-GROUP-1', { actor: attacker.name, target: target.name })
  }
  const raw = npcDamage(fight, attacker, index)
  applyDamage(fight, target, raw, attack.physical, doublings, attacker.name)
  if (attack.effect && target.status !== 'dead') resistEffect(fight, target, attack.effect)
  return false
}
