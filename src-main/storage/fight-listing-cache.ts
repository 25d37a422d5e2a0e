import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { DurableJsonFile } from './json-file-adapter.ts'

/** What a fight file was when its listing was taken; every durable write renames a new file in, so any save changes it. */
export interface FileStamp {
  readonly ino: number
  readonly mtimeMs: number
  readonly size: number
}

const stampSchema = z.strictObject({ ino: z.number(), mtimeMs: z.number(), size: z.number() })
const cacheSchema = z.record(z.string(), z.strictObject({ stamp: stampSchema, listing: z.record(z.string(), z.unknown()) }))

export interface CachedListing<L> {
  readonly stamp: FileStamp
  readonly listing: L
}

export async function stampOf(path: string): Promise<FileStamp | null> {
  try {
    const { ino, mtimeMs, size } = await stat(path)
    return { ino, mtimeMs, size }
  } catch {
    return null
  }
}

export const sameStamp = (a: FileStamp, b: FileStamp) => a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.size === b.size

/**
 * The battle-log list of every fight file, kept beside them so a long campaign's list is not read from thousands
 * of files each time. Only a cache: a missing, unreadable or stale entry is read from its fight file again.
 */
export class FightListingCache<L> {
  private readonly file: DurableJsonFile<Record<string, CachedListing<L>>>

  constructor(path: string) {
    this.file = new DurableJsonFile(path, (json) => cacheSchema.parse(json) as Record<string, CachedListing<L>>, (data) => JSON.stringify(data))
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
    await this.file.write(Object.fromEntries(entries)).catch(() => undefined)
  }
}
