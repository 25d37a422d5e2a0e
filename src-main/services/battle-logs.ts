import { replay } from '../../src-engine/core/index.ts'
import type { FightState } from '../../src-engine/core/index.ts'
import type { RuleSystem } from '../../src-engine/core/types.ts'
import { translator, type Lang } from '../../src-engine/text/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { FightMeta } from '../storage/campaign-schema.ts'
import type { FightRecord } from '../storage/fight-files.ts'
import type { SummarizedFight } from '../storage/fight-summary.ts'
import { sameStamp, stampsOf, type CachedListing } from '../storage/fight-listing-cache.ts'
import { StorageError } from '../storage/errors.ts'
import type { ServiceContext } from './context.ts'

export interface FightListing {
  readonly id: string
  readonly title: string
  readonly partyId: string
  readonly sessionId: string | null
  /** The session's number as the GM knows it; null for a fight whose session is gone. */
  readonly sessionNumber: number | null
  readonly day: number
  readonly status: FightMeta['status']
  readonly startedAt: string
  readonly endedAt: string | null
  readonly answers: number
  /** How the fight ended in the odds' words of its system ("won", "fled"), in the screen's language; null while it runs. */
  readonly result: string | null
}

/** A fight file that could not be read: listed with the problem, so no log silently disappears. */
export interface UnreadableFight {
  readonly id: string
  readonly problem: string
}

/**
 * What a fight file says of itself; the campaign adds the session's number and, while the fight is open, its status.
 * The result is kept by its name and worded when listed, so the cache holds no language.
 */
export type FileListing = Omit<FightListing, 'sessionNumber' | 'result'> & { readonly resultName: string | null }

/** The result name the system's odds give an ended fight (`summarize` reports it), or null while it runs. */
export function resultNameOf(system: RuleSystem<unknown, unknown>, setup: unknown, state: FightState<unknown>): string | null {
  if (state.status !== 'finished' || !system.odds) return null
  let name: string | null = null
  const ignore = () => undefined
  system.odds.summarize(setup, state.outcome, { result: (n) => void (name = n), rounds: ignore, died: ignore, harmed: ignore })
  return name
}

/**
 * What a fight file says of itself, once its setup and answers are known to replay: a file that does not replay
 * (changed by hand, or by another version) is damaged, and listed as such naming the file, not as a fine fight.
 * A file still holding the summary the app wrote with it was checked and replayed then: its summary is taken.
 */
function fileListing(fight: FightRecord | SummarizedFight, path: string): FileListing | UnreadableFight {
  if (!('answers' in fight)) return listingOf(fight, fight.summary.answers, fight.summary.result)
  let resultName: string | null
  try {
    const system = ruleSystem(fight.system) as RuleSystem<unknown, unknown>
    const setup = system.parseSetup(fight.setup)
    resultName = resultNameOf(system, setup, replay(system, setup, fight.answers))
  } catch (error) {
    return { id: fight.id, problem: `${path}: does not replay: ${String((error as Error)?.message ?? error).slice(0, 300)}` }
  }
  return listingOf(fight, fight.answers.length, resultName)
}

function listingOf(fight: FightRecord | SummarizedFight, answers: number, resultName: string | null): FileListing {
  const { meta } = fight
  return {
    id: fight.id,
    title: meta.title,
    partyId: meta.partyId,
    sessionId: meta.sessionId,
    day: meta.day,
    status: meta.status,
    startedAt: meta.startedAt,
    endedAt: meta.endedAt,
    answers,
    resultName
  }
}

/** Fight files read from disk between two turns of the event loop, when a list has to read many. */
const READS_PER_TURN = 50

/**
 * What every fight file of a campaign says of itself, by id, or its problem. A cache spares reading thousands of
 * files again (only files saved since are read) and, while the fights folder is unchanged, stamping them one by one.
 * Never fails for one file.
 */
export async function fileListings(ctx: ServiceContext, campaignId: string): Promise<ReadonlyMap<string, FileListing | UnreadableFight>> {
  const files = ctx.fights(campaignId)
  const cache = files.listingCache<FileListing | UnreadableFight>()
  const unchanged = await cache.unchanged()
  if (unchanged) return listingsOf(unchanged)
  const mark = await cache.mark()
  const cached = await cache.entries()
  const ids = await files.ids()
  const current = new Map<string, CachedListing<FileListing | UnreadableFight>>()
  let read = 0
  // Only files with a cached listing are stamped apart; a file read gets the stamp of the very file read.
  const known = ids.filter((id) => cached.has(id))
  const knownStamps = stampsOf(known.map((id) => files.pathOf(id)))
  const stamps = new Map(known.map((id, i) => [id, knownStamps[i] ?? null]))
  const listed: [string, FileListing | UnreadableFight][] = []
  for (const id of ids) {
    let stamp = stamps.get(id) ?? null
    const hit = cached.get(id)
    let listing: FileListing | UnreadableFight
    // A listing cached by a version that did not note the party or the result is read again.
    if (stamp && hit && sameStamp(stamp, hit.stamp) && ('problem' in hit.listing || ('partyId' in hit.listing && 'resultName' in hit.listing)))
      listing = hit.listing
    else {
      // Files are read one after the other, a turn of the event loop given back now and then so other requests go on.
      if (++read % READS_PER_TURN === 0) await new Promise((done) => setImmediate(done))
      stamp = null
      try {
        const found = files.readSummarizedNow(id)
        stamp = found.stamp
        listing = found.fight instanceof StorageError ? { id, problem: found.fight.message } : fileListing(found.fight, files.pathOf(id))
      } catch (error) {
        if (error instanceof StorageError) listing = { id, problem: error.message }
        else listing = { id, problem: `${files.pathOf(id)}: ${String((error as Error)?.message ?? error).slice(0, 300)}` }
      }
    }
    if (stamp) current.set(id, { stamp, listing })
    listed.push([id, listing])
  }
  const readFromFiles = read > 0
  // A file that vanished between the folder's listing and its stamp is not listed; one without a stamp is looked at again next time.
  await cache.keep(current, current.size === listed.length ? mark : { ...mark, folder: null }, readFromFiles || cached.size !== current.size)
  return new Map(listed)
}

function listingsOf<L>(entries: ReadonlyMap<string, CachedListing<L>>): Map<string, L> {
  const listings = new Map<string, L>()
  for (const [id, entry] of entries) listings.set(id, entry.listing)
  return listings
}

/**
 * Every fight of the campaign, oldest first. The campaign file lists only fights not yet applied and a closed
 * session's fights live in its archive, so the fight files (whose meta knows session, day and status) are
 * the one place that holds them all; the campaign's active list wins for the status while a fight is open.
 */
export async function listFights(ctx: ServiceContext, campaignId: string, lang?: Lang): Promise<(FightListing | UnreadableFight)[]> {
  const campaign = await ctx.store.read(campaignId)
  const results = ruleSystem(campaign.system).odds?.results ?? {}
  const language = lang ?? campaign.language
  const worded = new Map<string, string>()
  const wordResult = (name: string | null) => {
    const message = name === null ? undefined : results[name]
    if (!message) return null
    return worded.get(name!) ?? worded.set(name!, translator.text(message, language)).get(name!)!
  }
  const numbers = new Map(campaign.sessions.map((s) => [s.id, s.number]))
  const active = new Map(campaign.activeFights.map((f) => [f.id, f]))
  const listed = [...(await fileListings(ctx, campaignId)).values()].map((listing): FightListing | UnreadableFight => {
    if (!('status' in listing)) return listing
    const meta = active.get(listing.id) ?? listing
    return {
      id: listing.id,
      title: meta.title,
      partyId: meta.partyId,
      sessionId: meta.sessionId,
      sessionNumber: (meta.sessionId === null ? undefined : numbers.get(meta.sessionId)) ?? null,
      day: meta.day,
      status: meta.status,
      startedAt: meta.startedAt,
      endedAt: meta.endedAt,
      answers: listing.answers,
      result: meta.status === 'running' ? null : wordResult(listing.resultName)
    }
  })
  const started = (f: FightListing | UnreadableFight) => ('startedAt' in f ? f.startedAt : '')
  // ISO times and ids compare by code point: a locale-aware comparison cost more than the rest of a 6,000-fight list.
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return listed.sort((a, b) => order(started(a), started(b)) || order(a.id, b.id))
}
