import type { FightMeta } from '../storage/campaign-schema.ts'
import { StorageError } from '../storage/errors.ts'
import type { ServiceContext } from './context.ts'

export interface FightListing {
  readonly id: string
  readonly title: string
  readonly sessionId: string | null
  /** The session's number as the GM knows it; null for a fight whose session is gone. */
  readonly sessionNumber: number | null
  readonly day: number
  readonly status: FightMeta['status']
  readonly startedAt: string
  readonly endedAt: string | null
  readonly answers: number
}

/** A fight file that could not be read: listed with the problem, so no log silently disappears. */
export interface UnreadableFight {
  readonly id: string
  readonly problem: string
}

/**
 * Every fight of the campaign, oldest first. The campaign file lists only fights not yet applied and a closed
 * session's fights live in its archive, so the fight files (whose meta knows session, day and status) are
 * the one place that holds them all; the campaign's active list wins for the status while a fight is open.
 */
export async function listFights(ctx: ServiceContext, campaignId: string): Promise<(FightListing | UnreadableFight)[]> {
  const campaign = await ctx.store.read(campaignId)
  const files = ctx.fights(campaignId)
  const numbers = new Map(campaign.sessions.map((s) => [s.id, s.number]))
  const listed = await Promise.all(
    (await files.ids()).map(async (id): Promise<FightListing | UnreadableFight> => {
      try {
        const fight = await files.read(id)
        const meta = campaign.activeFights.find((f) => f.id === id) ?? fight.meta
        return {
          id,
          title: meta.title,
          sessionId: meta.sessionId,
          sessionNumber: (meta.sessionId === null ? undefined : numbers.get(meta.sessionId)) ?? null,
          day: meta.day,
          status: meta.status,
          startedAt: meta.startedAt,
          endedAt: meta.endedAt,
          answers: fight.answers.length
        }
      } catch (error) {
        if (error instanceof StorageError) return { id, problem: error.message }
        throw error
      }
    })
  )
  const started = (f: FightListing | UnreadableFight) => ('startedAt' in f ? f.startedAt : '')
  return listed.sort((a, b) => started(a).localeCompare(started(b)) || a.id.localeCompare(b.id))
}
