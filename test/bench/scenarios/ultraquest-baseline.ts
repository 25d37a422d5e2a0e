import type { DiceRoller } from '../../../src-engine/dice/rng.ts'

/**
 * The bench's baseline: the ULTRA♦QUEST rules of the standard encounter written as one tight loop with no
 * requests, events or validation — what a hand-tuned simulator would do. Party members: [bonus, rw].
 */
export function baselineFight(
  party: readonly (readonly [number, number])[],
  opponentDice: number,
  opponentBonus: number,
  neverExhausted: boolean,
  roller: DiceRoller
): number {
  const injuries = party.map(() => 0)
  for (let round = 1; round <= 3; round++) {
    let p = 0
    for (let i = 0; i < party.length; i++) if (injuries[i] === 0) p += roller.face(6) + party[i]![0]
    let o = opponentBonus
    for (let i = 0; i < opponentDice; i++) o += roller.face(6)
    if (p > o) return 1
    if (p < o) {
      let remaining = o - p
      let hurt = 0
      while (remaining > 0) {
        let anyAlive = false
        for (let i = 0; i < party.length && remaining > 0; i++) {
          if (injuries[i]! >= 2) continue
          anyAlive = true
          const rw = party[i]![1]
          if (remaining <= rw) {
            remaining = 0
            break
          }
          remaining -= rw + 1
          injuries[i]!++
          hurt++
        }
        if (!anyAlive) break
      }
      if (hurt > 0) return -1
    }
  }
  if (neverExhausted) {
    const count = roller.face(3)
    for (let i = 0; i < count && i < party.length; i++) injuries[i]!++
    return -2
  }
  return 0
}
