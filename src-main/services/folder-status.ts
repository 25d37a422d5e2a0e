import { campaignConflictCopies } from '../storage/conflict-copies.ts'
import type { CampaignStore } from '../storage/campaign-store.ts'
import { StorageError } from '../storage/errors.ts'
import type { ServiceContext } from './context.ts'

/**
 * Whether this app may save to its data folder. When another Marching Order (or the bridge) writes the folder, this
 * one opens it read-only: `holder` says who (process, machine, since when) and `reason` says it in English.
 */
export type FolderAccess =
  | { readonly readOnly: false }
  | { readonly readOnly: true; readonly holder: { readonly pid: number; readonly host: string; readonly since: string } | null; readonly reason: string }

export async function folderAccess(ctx: ServiceContext): Promise<FolderAccess> {
  const refusal = await ctx.store.readOnlyReason()
  // A folder that cannot be reached is no other app's: the picker names the problem (dataFolder.show).
  if (refusal === null || refusal.problem === 'unavailable') return { readOnly: false }
  const holder = await ctx.store.lockHolder()
  return { readOnly: true, holder: holder && { pid: holder.pid, host: holder.host, since: holder.startedAt }, reason: refusal.detail }
}

/** What another program did to the open campaign's folder, as far as the screen must act on it. */
export interface CampaignFolderStatus {
  /** The campaign file differs from what this app last read or saved: read it again (or, if that fails, let the GM choose). */
  readonly outside: 'changed' | 'deleted' | 'created' | null
  /** The names of sync tools' conflict copies in the campaign's folders; the screen lists them when these change. */
  readonly copies: readonly string[]
}

export interface FolderStatus {
  readonly access: FolderAccess
  readonly campaign: CampaignFolderStatus | null
}

/** A looked-at status is trusted for this long while the watch reports nothing, in case the watch missed an event. */
const TRUST_MS = 30_000

/** What the last look at each campaign's folders found, per store (a data folder moved to is looked at anew). */
const seenBy = new WeakMap<CampaignStore, Map<string, { generation: number; at: number; copies: readonly string[] }>>()

function seenOf(ctx: ServiceContext): Map<string, { generation: number; at: number; copies: readonly string[] }> {
  let seen = seenBy.get(ctx.store)
  if (!seen) seenBy.set(ctx.store, (seen = new Map()))
  return seen
}

/**
 * The cheap question the screen asks every few seconds (over IPC or the bridge alike): may this app write, and did
 * another program change the open campaign's file or leave conflict copies beside it? The file is one `stat`
 * against what this app last read or saved. Conflict copies need the folders listed: a watch on the data folder
 * tells when to list them again; while it reports nothing, the last list stands (for at most TRUST_MS). Where the
 * folder cannot be watched, every question lists them.
 */
export async function folderStatus(ctx: ServiceContext, campaignId?: string): Promise<FolderStatus> {
  const access = await folderAccess(ctx)
  if (campaignId === undefined) return { access, campaign: null }
  // A campaign that no longer opens counts as changed: reading it again shows the GM what is wrong.
  const outside = await ctx.store.outsideChangeOf(campaignId).catch((error: unknown) => {
    if (error instanceof StorageError) return 'changed' as const
    throw error
  })
  const seen = seenOf(ctx)
  const generation = ctx.store.watch.generation(campaignId)
  const last = seen.get(campaignId)
  const now = Date.now()
  if (generation !== null && last && last.generation === generation && now - last.at < TRUST_MS) return { access, campaign: { outside, copies: last.copies } }
  const copies = await campaignConflictCopies(ctx.store.folderOf(campaignId))
  if (generation !== null) seen.set(campaignId, { generation, at: now, copies })
  return { access, campaign: { outside, copies } }
}

/** Stops watching the data folder (the context is closing); asking again starts anew. */
export function stopWatching(ctx: ServiceContext): void {
  ctx.store.watch.close()
  seenBy.delete(ctx.store)
}
