import { asks, rollD20s } from './questions.ts'
import { edgeDice, keptResistDie, menTestEffects, netEdge, NO_MEN_EFFECT, resists } from './checks.ts'
import type { Fight, Fighter } from './state.ts'

/**
 * THA-SAVE-1, THA-SAVE-2, THA-GAP-28: an attack's extra effect takes hold unless the target rolls 1d20 under its
 * Refleks, Vilje or Tøffhet. Monsters resist the same way. A Nådestøt-vulnerable condition (THA-GAP-43) makes the
 * target vulnerable from then on.
 */
export function resistEffect(
  fight: Fight,
  target: Fighter,
  effect: { name: string; resist: 'refleks' | 'vilje' | 'toffhet'; coupVulnerable: boolean }
): boolean {
  const men = effect.resist === 'refleks' ? menTestEffects(fight.rules, target, 'refleks') : NO_MEN_EFFECT
  if (men.rules.length > 0 && fight.recording)
    asks.emit(fight.io, fight.round, 'menTest', men.rules[0]!, { actor: target.name, skillKey: `thalia.resist.${effect.resist}`, rules: men.rules })
  const edge = netEdge(fight.rules, false, men.disadvantage)
  const faces = rollD20s(
    fight,
    { key: 'resist', rule: 'THA-SAVE-2', actor: target.id, rollKey: 'resist', params: { actor: target.name, effect: effect.name } },
    edge
  )
  const roll = keptResistDie(faces, edge)
  const value = target.resist[effect.resist]
  const resisted = resists(fight.rules, roll, value)
  if (!resisted) {
    target.conditions = [...target.conditions, { name: effect.name, coupVulnerable: effect.coupVulnerable }]
    target.gainedConditions = [...target.gainedConditions, effect.name]
    if (effect.coupVulnerable) target.coupVulnerable = true
  }
  if (fight.recording)
    asks.emit(fight.io, fight.round, resisted ? 'resisted' : 'effectTakes', 'THA-SAVE-2', {
      target: target.name,
      effect: effect.name,
      roll,
      natural: roll,
      value,
      resistKey: `thalia.resist.${effect.resist}`,
      ...edgeDice(faces, edge)
    })
  return resisted
}
