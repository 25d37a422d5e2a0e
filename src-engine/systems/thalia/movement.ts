import type { ThaliaRules } from './settings.ts'
import type { Injury } from './sheet.ts'
import { menById } from './tables.ts'

export interface Movement {
  readonly steps: number
  /** THA-ACT-4, THA-GAP-10: whether the steps may be split around the Action. */
  readonly splittable: boolean
  /** Whether the SK still has its Action after moving (THA-GAP-9). */
  readonly actionLeft: boolean
}

/** THA-MEN-24, THA-MEN-27, THA-MEN-28, THA-GAP-40: the movement value (FH) after Mén, rounded down, at least 0. */
export function effectiveMovement(rules: Pick<ThaliaRules, 'movementRounding'>, base: number, injuries: readonly Injury[]): number {
  let value = base
  let minus = 0
  for (const injury of injuries) {
    const m = menById(injury.id)?.effects.movement
    if (!m) continue
    if (m.factor !== undefined) value *= m.factor
    if (m.minus !== undefined) minus += m.minus
  }
  const rounded = rules.movementRounding === 'down' ? Math.floor(value) : Math.ceil(value)
  return Math.max(0, rounded - minus)
}

/** THA-MEN-25: a shattered kneecap means no running. */
export function canRun(injuries: readonly Injury[]): boolean {
  return !injuries.some((i) => menById(i.id)?.effects.cannotRun)
}

/**
 * THA-ACT-3, THA-ACT-4, THA-ACT-5, THA-GAP-9, THA-GAP-10: steps an SK may move in its Turn. Normal movement is up to
 * the movement value alongside the Action; Running uses the Action for double the movement value.
 */
export function movementAllowance(
  rules: Pick<ThaliaRules, 'movementRounding' | 'moveWithAction' | 'runSplittable'>,
  base: number,
  injuries: readonly Injury[],
  mode: 'normal' | 'run'
): Movement {
  const fh = effectiveMovement(rules, base, injuries)
  if (mode === 'run') return { steps: canRun(injuries) ? fh * 2 : 0, splittable: rules.runSplittable, actionLeft: false }
  return { steps: fh, splittable: true, actionLeft: rules.moveWithAction }
}
