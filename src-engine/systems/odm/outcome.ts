import type { FightContext } from './context.ts'
import type { FighterStatus, SideWord } from './fighter.ts'

export interface OdmCombatantOutcome {
  readonly id: string
  readonly sideId: string
  /**
   * 'defeated' is LE at or below the out threshold (ODM-GAP-8): dead or not is the Master's call; 'dead' only where
   * the campaign's `deadAtLe` says so. 'surrendered' and 'fled' (ODM-END-2); 'fighting' still stands.
   */
  readonly status: FighterStatus
  readonly leBefore: number
  readonly leAfter: number
  readonly leLost: number
  readonly leMax: number
}

export interface OdmOutcome {
  /** 'won': one side still has fighters; 'draw': neither has; 'brokenOff': ended by the GM with no loser (ODM-END-1). */
  readonly result: 'won' | 'draw' | 'brokenOff'
  /** The winning side's id, and its name as the setup gives it, for the summary and the journal. */
  readonly winner: string | null
  readonly winnerName: string | null
  /** A winning side the setup names by its part in the fight (a campaign's): that part's message key, for the reader's language. */
  readonly winnerKey?: string
  /** Combat rounds that got under way (ODM-RND-1): a round ended by the end question before its first attack does not count. */
  readonly rounds: number
  readonly combatants: readonly OdmCombatantOutcome[]
}

function winnerWords(word: SideWord | null): Pick<OdmOutcome, 'winnerName' | 'winnerKey'> {
  if (word === null) return { winnerName: null }
  return 'side' in word ? { winnerName: word.side } : { winnerName: null, winnerKey: word.sideKey }
}

/** Everything the campaign applies afterwards: LE per combatant and who fell, surrendered or fled. */
export function buildOutcome(ctx: FightContext): OdmOutcome {
  const standing0 = ctx.left[0] > 0
  const standing1 = ctx.left[1] > 0
  let result: OdmOutcome['result'] = 'draw'
  let winner: 0 | 1 | null = null
  if (ctx.brokenOff) result = 'brokenOff'
  else if (standing0 !== standing1) {
    result = 'won'
    winner = standing0 ? 0 : 1
  }
  const sideIds = ctx.prep.sideIds
  const combatants: OdmCombatantOutcome[] = []
  for (let s = 0; s < 2; s++) {
    const side = ctx.sides[s]!
    const sideId = sideIds[s]!
    for (let i = 0; i < side.length; i++) {
      const f = side[i]!
      combatants.push({ id: f.id, sideId, status: f.status, leBefore: f.leStart, leAfter: f.le, leLost: f.leStart - f.le, leMax: f.leMax })
    }
  }
  return {
    result,
    winner: winner === null ? null : sideIds[winner],
    ...winnerWords(winner === null ? null : ctx.sideWords[winner]),
    rounds: ctx.begun,
    combatants
  }
}
