import { asks, chooseOne, rollEach } from './questions.ts'
import { npcDown } from './damage.ts'
import { sideDiceLabel, sideKeyParam, sideLabel, sideRollParams } from './setup.ts'
import type { Fight, Group } from './state.ts'

/** THA-GROUP-4 .. THA-GROUP-6, THA-GAP-52: which groups lose a member after one 1d6 each. */
export function groupLosers(rolls: readonly number[]): number[] {
  const high = Math.max(...rolls)
  const winners = rolls.filter((r) => r === high).length
  // Two groups: the lower loses, a tie costs both. More groups: all but a single highest lose.
  if (winners === rolls.length) return rolls.map((_, i) => i)
  if (winners > 1) return rolls.map((_, i) => i)
  return rolls.map((_, i) => i).filter((i) => rolls[i] !== high)
}

/** Non-player groups still fighting that face a non-player group of another side. */
function clashingGroups(fight: Fight): Group[] {
  const live = [...fight.groups.values()].filter((g) => g.members.some((m) => m.status === 'active'))
  return live.filter((g) => live.some((o) => o.side !== g.side))
}

/**
 * THA-GROUP-2 .. THA-GROUP-6 (variant), THA-INI-8: Group Combat. Once per round the non-player groups roll 1d6
 * each; the loser loses one member (the Judge picks which), a tie costs both. Losses are deaths and count for
 * Fighting Spirit (THA-GAP-52).
 */
export function groupCombatRound(fight: Fight): void {
  const groups = clashingGroups(fight)
  if (groups.length < 2) return
  const entries = groups.map((g) => ({ label: sideDiceLabel(g.id), params: { group: g.id, ...sideKeyParam('group', g.id) } }))
  const rolls = rollEach(fight, { key: 'groupCombat', rule: 'THA-GROUP-4', rollKey: 'groupCombat' }, entries, '1t6')
  const losers = groupLosers(rolls)
  if (fight.recording) {
    const ids = groups.map((g) => g.id)
    const lost = losers.map((i) => ids[i]!)
    asks.emit(fight.io, fight.round, 'groupCombat', losers.length === groups.length ? 'THA-GROUP-6' : 'THA-GROUP-5', {
      groups: ids,
      rolls: [...rolls],
      losers: lost,
      losersKeys: lost.map(sideLabel),
      ...sideRollParams('results', ids, rolls)
    })
  }
  for (const i of losers) {
    const group = groups[i]!
    const alive = group.members.filter((m) => m.status === 'active')
    if (alive.length === 0) continue
    const options = alive.map((m) => asks.option(m.id, 'target', { target: m.name }))
    const def = (alive.find((m) => !m.leader) ?? alive[0]!).id
    const lost = fight.byId.get(
      chooseOne(
        fight,
        { key: 'groupLoss', rule: 'THA-GAP-52', promptKey: 'groupLoss', params: { group: group.id, ...sideKeyParam('group', group.id) }, judge: true },
        options,
        def
      )
    )!
    // THA-GAP-52: HP and Vern play no part in these losses, so the member's HP stay as they were.
    npcDown(fight, lost, 'THA-GROUP-5')
  }
}
