import type { FightContext } from './context.ts'
import { sideHasFighters } from './context.ts'
import type { FighterStatus } from './fighter.ts'

export interface OdmCombatantOutcome {
  readonly id: string
  readonly sideId: string
  /** 'defeated' is LE at or below the out threshold (ODM-GAP-8): dead or not is the Master's call. */
  readonly status: FighterStatus
  readonly leBefore: number
  readonly leAfter: number
  readonly leLost: number
  readonly leMax: number
}

export interface OdmOutcome {
  /** 'won': one side still has fighters; 'draw': neither has; 'brokenOff': ended by the GM with no loser (ODM-END-1). */
  readonly result: 'won' | 'draw' | 'brokenOff'
  readonly winner: string | null
  /** Combat rounds begun (ODM-RND-1). */
  readonly rounds: number
  readonly combatants: readonly OdmCombatantOutcome[]
}

/** Everything the campaign applies afterwards: LE per combatant and who fell, surrendered or fled. */
export function buildOutcome(ctx: FightContext): OdmOutcome {
  const standing = [sideHasFighters(ctx.sides[0]), sideHasFighters(ctx.sides[1])]
  let result: OdmOutcome['result'] = 'draw'
  let winner: string | null = null
  if (ctx.brokenOff) result = 'brokenOff'
  else if (standing[0] !== standing[1]) {
    result = 'won'
    winner = ctx.setup.sides[standing[0] ? 0 : 1].id
  }
  const combatants: OdmCombatantOutcome[] = []
  ctx.sides.forEach((side, s) => {
    for (const f of side) {
      combatants.push({
        id: f.id,
        sideId: ctx.setup.sides[s]!.id,
        status: f.status,
        leBefore: f.sheet.le.current,
        leAfter: f.le,
        leLost: f.sheet.le.current - f.le,
        leMax: f.sheet.le.max
      })
    }
  })
  return { result, winner, rounds: ctx.round, combatants }
}
