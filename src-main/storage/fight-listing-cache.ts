import { mkdir, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { stampOf, type FileStamp } from './file-stamp.ts'
import { DurableJsonFile } from './json-file-adapter.ts'

export { sameStamp, stampOf, stampsOf, type FileStamp } from './file-stamp.ts'

export interface CachedListing<L> {
  readonly stamp: FileStamp
  readonly listing: L
}

/** Where a full listing started: the folder's stamp and the watch's count of changes, taken before any file is looked at. */
export interface ListingMark {
  readonly folder: FileStamp | null
  readonly changes: number
}

const isStamp = (s: unknown): s is FileStamp => {
  const stamp = s as FileStamp | null
  return typeof stamp === 'object' && stamp !== null && typeof stamp.ino === 'number' && typeof stamp.mtimeMs === 'number' && typeof stamp.size === 'number'
}

/**
 * The cache file holds thousands of entries: each is checked for the shape the listing relies on (a stamp and an
 * object) without a schema library walking every value, which cost most of a long campaign's list. Anything else
 * makes the whole cache count as missing.
 */
function parseCache<L>(json: unknown): Record<string, CachedListing<L>> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('not an object')
  for (const entry of Object.values(json)) {
    if (typeof entry !== 'object' || entry === null || !isStamp(entry.stamp) || typeof entry.listing !== 'object' || entry.listing === null)
      throw new Error('an entry is not a listing')
  }
  return json as Record<string, CachedListing<L>>
}

/**
 * The battle-log list of every fight file, kept in memory and in a file beside them, so that a long campaign's
 * list is neither read from thousands of files nor stamped file by file each time. Only a cache: a missing,
 * unreadable or stale entry is read from its fight file again.
 *
 * The last listing is reused as it is while nothing in the fights folder changed: the data folder's watch counts every
 * change in it (an edit in place, an added, replaced or removed file; see FolderWatch.fightChanges) and the folder's
 * own stamp is the same. Where the folder cannot be watched, every list stamps each file. The cache file sits in a
 * subfolder, so writing it changes neither.
 */
export class FightListingCache<L> {
  private readonly file: DurableJsonFile<Record<string, CachedListing<L>>>
  private readonly legacyPath: string
  private readonly cacheFolder: string
  private known: Map<string, CachedListing<L>> | null = null
  /** The mark of the last full listing, which `known` holds; null until one was taken with a working watch. */
  private trusted: ListingMark | null = null

  constructor(
    private readonly folder: string,
    guard: () => Promise<void> = async () => undefined,
    /** How many changes the data folder's watch saw in this folder so far; null where it cannot watch (nothing is trusted then). */
    private readonly changes: () => number | null = () => null
  ) {
    this.cacheFolder = join(folder, '.cache')
    this.file = new DurableJsonFile(join(this.cacheFolder, 'listing.json'), parseCache<L>, (data) => JSON.stringify(data), guard)
    this.legacyPath = join(folder, '.listing-cache.json')
  }

  /**
   * The last listing, when nothing in the folder can have changed since it was taken; otherwise null, and the caller
   * lists in full from `mark()` on.
   */
  async unchanged(): Promise<ReadonlyMap<string, CachedListing<L>> | null> {
    const folder = await stampOf(this.folder)
    // A change the system reported before the stamp was taken is counted before the count is looked at.
    await new Promise((done) => setImmediate(done))
    const changes = this.changes()
    if (changes === null || !this.trusted || !this.known || !folder || !this.trusted.folder) return null
    const same = this.trusted.changes === changes && folder.ino === this.trusted.folder.ino && folder.mtimeMs === this.trusted.folder.mtimeMs
    return same ? this.known : null
  }

  async mark(): Promise<ListingMark> {
    const watched = this.changes() !== null
    const folder = await stampOf(this.folder)
    await new Promise((done) => setImmediate(done))
    const changes = this.changes()
    return { folder: watched && changes !== null ? folder : null, changes: changes ?? 0 }
  }

  /** What the last listing found, or after a start what the cache file holds (empty when it is missing or damaged). */
  async entries(): Promise<ReadonlyMap<string, CachedListing<L>>> {
    if (this.known) return this.known
    try {
      return new Map(Object.entries((await this.file.read()) ?? {}))
    } catch {
      return new Map()
    }
  }

  /**
   * Keeps a full listing taken from `mark` on; writes the cache file when a fight file had to be read for it. A cache
   * that cannot be written only makes the next start slower; it never fails the GM's request.
   */
  async keep(entries: ReadonlyMap<string, CachedListing<L>>, mark: ListingMark, changed: boolean): Promise<void> {
    this.known = new Map(entries)
    this.trusted = mark.folder && this.changes() !== null ? mark : null
    if (!changed) return
    const made = await mkdir(this.cacheFolder, { recursive: true }).catch(() => undefined)
    // Making the cache's folder changed the fights folder's stamp; any other change since the mark is counted by the watch.
    if (made !== undefined && this.trusted) this.trusted = { ...this.trusted, folder: await stampOf(this.folder) }
    // Only this app writes the cache, and a stale one is harmless: it is written over whatever is there.
    await this.file.write(Object.fromEntries(entries), 'force').catch(() => undefined)
    // The cache of earlier versions sat among the fight files; it is not read any more.
    await unlink(this.legacyPath).catch(() => undefined)
  }
}
