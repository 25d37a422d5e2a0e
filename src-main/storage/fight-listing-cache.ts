import { z } from 'zod'
import type { FileStamp } from './file-stamp.ts'
import { DurableJsonFile } from './json-file-adapter.ts'

export { sameStamp, stampOf, type FileStamp } from './file-stamp.ts'

const stampSchema = z.strictObject({ ino: z.number(), mtimeMs: z.number(), size: z.number() })
const cacheSchema = z.record(z.string(), z.strictObject({ stamp: stampSchema, listing: z.record(z.string(), z.unknown()) }))

export interface CachedListing<L> {
  readonly stamp: FileStamp
  readonly listing: L
}

/**
 * The battle-log list of every fight file, kept beside them so a long campaign's list is not read from thousands
 * of files each time. Only a cache: a missing, unreadable or stale entry is read from its fight file again.
 */
export class FightListingCache<L> {
  private readonly file: DurableJsonFile<Record<string, CachedListing<L>>>

  constructor(path: string, guard: () => Promise<void> = async () => undefined) {
    this.file = new DurableJsonFile(path, (json) => cacheSchema.parse(json) as Record<string, CachedListing<L>>, (data) => JSON.stringify(data), guard)
  }

  async read(): Promise<Map<string, CachedListing<L>>> {
    try {
      return new Map(Object.entries((await this.file.read()) ?? {}))
    } catch {
      return new Map()
    }
  }

  /** A cache that cannot be written only makes the next list slower; it never fails the GM's request. */
  async write(entries: ReadonlyMap<string, CachedListing<L>>): Promise<void> {
    // Only this app writes the cache, and a stale one is harmless: it is written over whatever is there.
    await this.file.write(Object.fromEntries(entries), 'force').catch(() => undefined)
  }
}
