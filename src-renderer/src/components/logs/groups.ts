import type { ChannelOutput } from '../../../../src-main/ipc/contract.ts'

export type Listed = ChannelOutput<'fight.list'>[number]
export type FightListing = Extract<Listed, { startedAt: string }>
export type UnreadableFight = Extract<Listed, { problem: string }>

export interface SessionGroup {
  /** null: fights outside any session the campaign still knows. */
  readonly sessionNumber: number | null
  /** Newest first, so the fight the GM just played is at the top. */
  readonly fights: readonly FightListing[]
}

/** The fights per session, newest session first; fights without a session come last. */
export function groupBySession(list: readonly Listed[]): SessionGroup[] {
  const groups = new Map<number | null, FightListing[]>()
  for (const fight of list) {
    if ('problem' in fight) continue
    // Pushed in place: copying the group's array for every fight made 6,000 fights quadratic.
    const group = groups.get(fight.sessionNumber)
    if (group) group.push(fight)
    else groups.set(fight.sessionNumber, [fight])
  }
  const newestFirst = (x: FightListing, y: FightListing) => (x.startedAt < y.startedAt ? 1 : x.startedAt > y.startedAt ? -1 : 0)
  return [...groups].sort(([a], [b]) => (b ?? -1) - (a ?? -1)).map(([sessionNumber, fights]) => ({ sessionNumber, fights: fights.sort(newestFirst) }))
}

export const unreadable = (list: readonly Listed[]): UnreadableFight[] => list.filter((f): f is UnreadableFight => 'problem' in f)
