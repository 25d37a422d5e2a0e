import { dieSides, formatDice, type DiceExpr } from '../dice/notation.ts'
import type { ChooseManyAsk, ChooseManyRequest, ChooseOneAsk, ChooseOneRequest, DiceAsk, DicePart, DiceRequest } from './types.ts'

function isExprPart(part: DiceAsk['parts'][number]): part is Extract<DiceAsk['parts'][number], { dice: unknown }> {
  return 'dice' in part
}

/** The full request a GM or the UI sees, with every text made. */
export function diceRequest(ask: DiceAsk): DiceRequest {
  const parts: DicePart[] = ask.parts.map((p) =>
    isExprPart(p) ? { label: p.label, notation: formatDice(p.dice), sides: dieSides(p.dice), modifier: p.dice.modifier } : p
  )
  return { ...ask, type: 'dice', notation: ask.notation ?? parts.map((p) => p.notation).join(' + '), parts }
}

export function chooseOneRequest(ask: ChooseOneAsk): ChooseOneRequest {
  return { ...ask, type: 'chooseOne', options: typeof ask.options === 'function' ? ask.options() : ask.options }
}

export function chooseManyRequest(ask: ChooseManyAsk): ChooseManyRequest {
  return { ...ask, type: 'chooseMany', options: typeof ask.options === 'function' ? ask.options() : ask.options }
}

/** Faces for every die an ask names, from a source of single faces; no text is built. */
export function facesFor(ask: Pick<DiceAsk, 'parts'>, face: (sides: number) => number): number[] {
  const faces: number[] = []
  for (const part of ask.parts) {
    if (isExprPart(part)) {
      for (const g of part.dice.groups) for (let i = 0; i < g.count; i++) faces.push(face(g.sides))
    } else {
      for (const sides of part.sides) faces.push(face(sides))
    }
  }
  return faces
}

/**
 * Total of a roll of `expr` straight from a generator: the faces `facesFor` would draw for a part with
 * these dice, in the same order, plus the modifier. Simulation's shortcut past the ask.
 */
export function rollSum(expr: DiceExpr, roller: { face(sides: number): number }): number {
  let sum = expr.modifier
  const groups = expr.groups
  for (let j = 0; j < groups.length; j++) {
    const g = groups[j]!
    for (let i = 0; i < g.count; i++) sum += roller.face(g.sides)
  }
  return sum
}
