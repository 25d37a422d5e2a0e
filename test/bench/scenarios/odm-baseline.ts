import type { DiceRoller } from '../../../src-engine/dice/rng.ts'

/** A fighter for the hand-written ODM loop: [courage, AT, PA, LE, BW, TP dice bonus (1W+n), hero]. */
export type BaselineFighter = readonly [courage: number, at: number, pa: number, le: number, bw: number, tpBonus: number, hero: boolean]

/**
 * The bench's baseline for ODM: the same duel rules (initiative by courage, D20 ≤ AT to hit, D20 ≤ PA to
 * parry, 1W+n minus BW off LE, a hero's 1–2 a masterly blow) as one tight loop, fought to the end; the
 * lone fighter against several parries the first attack of each round.
 */
export function baselineOdm(lone: BaselineFighter, group: readonly BaselineFighter[], roller: DiceRoller): number {
  let loneLe = lone[3]
  const le = group.map((g) => g[3])
  let groupCourage = 0
  for (const g of group) groupCourage += g[0]
  const loneFirst = lone[0] >= groupCourage
  const strike = (attacker: BaselineFighter, defender: BaselineFighter, mayParry: boolean): number => {
    const roll = roller.face(20)
    if (attacker[6] && roll <= 2) return roller.face(6) + attacker[5]
    if (roll > attacker[1]) return 0
    if (mayParry && roller.face(20) <= defender[2]) return 0
    return Math.max(0, roller.face(6) + attacker[5] - defender[4])
  }
  for (let round = 1; round <= 200; round++) {
    const loneAttacks = () => {
      const target = le.findIndex((x) => x > 0)
      le[target]! -= strike(lone, group[target]!, true)
    }
    if (loneFirst) loneAttacks()
    let parried = false
    for (let i = 0; i < group.length; i++) {
      if (le[i]! <= 0 || loneLe <= 0) continue
      loneLe -= strike(group[i]!, lone, !parried)
      parried = true
    }
    if (!loneFirst && loneLe > 0) loneAttacks()
    if (loneLe <= 0) return -1
    if (le.every((x) => x <= 0)) return 1
  }
  return 0
}
