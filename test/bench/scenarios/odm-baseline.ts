import type { DiceRoller } from '../../../src-engine/dice/rng.ts'

/** A fighter for the hand-written ODM loop: [courage, AT, PA, LE, BW, TP dice bonus (1W+n), hero]. */
export type BaselineFighter = readonly [courage: number, at: number, pa: number, le: number, bw: number, tpBonus: number, hero: boolean]

/**
 * The bench's baseline for ODM: the same duel rules (initiative by courage, D20 ≤ AT to hit, D20 ≤ PA to
 * parry, 1W+n minus BW off LE, a hero's 1–2 a masterly blow) as one tight loop, fought to the end; against
 * several, as the engine's defaults play it: the lone fighter attacks the opponent with the least LE and
 * spends his one defence of the round on the first attack that hits him (ODM-MULTI-6, ODM-GAP-13).
 */
export function baselineOdm(lone: BaselineFighter, group: readonly BaselineFighter[], roller: DiceRoller): number {
  let loneLe = lone[3]
  const le = group.map((g) => g[3])
  let groupCourage = 0
  for (const g of group) groupCourage += g[0]
  const loneFirst = lone[0] >= groupCourage
  /** Damage of one attack; a defence is rolled only if `mayParry`, and `parryRolled` says whether it was. */
  let parryRolled = false
  const strike = (attacker: BaselineFighter, defender: BaselineFighter, mayParry: boolean): number => {
    parryRolled = false
    const roll = roller.face(20)
    if (attacker[6] && roll <= 2) return roller.face(6) + attacker[5]
    if (roll > attacker[1]) return 0
    if (mayParry) {
      parryRolled = true
      if (roller.face(20) <= defender[2]) return 0
    }
    return Math.max(0, roller.face(6) + attacker[5] - defender[4])
  }
  const loneAttacks = () => {
    let target = -1
    for (let i = 0; i < le.length; i++) if (le[i]! > 0 && (target < 0 || le[i]! < le[target]!)) target = i
    le[target]! -= strike(lone, group[target]!, true)
  }
  for (let round = 1; round <= 200; round++) {
    if (loneFirst) loneAttacks()
    let parried = false
    for (let i = 0; i < group.length; i++) {
      if (le[i]! <= 0 || loneLe <= 0) continue
      loneLe -= strike(group[i]!, lone, !parried)
      if (parryRolled) parried = true
    }
    if (!loneFirst && loneLe > 0 && le.some((x) => x > 0)) loneAttacks()
    if (loneLe <= 0) return -1
    if (le.every((x) => x <= 0)) return 1
  }
  return 0
}
