import { statSync } from 'node:fs'
import { stat } from 'node:fs/promises'

/** What a file was when it was read or written: every durable write renames a new file in, so any save changes it. */
export interface FileStamp {
  readonly ino: number
  readonly mtimeMs: number
  readonly size: number
}

export async function stampOf(path: string): Promise<FileStamp | null> {
  try {
    const { ino, mtimeMs, size } = await stat(path)
    return { ino, mtimeMs, size }
  } catch {
    return null
  }
}

/**
 * A file's stamp now, synchronously, for the few stats every save and every answer takes (the data lock, the file it
 * writes over): a promise and a trip through libuv's thread pool cost several times the CPU of the call. Not for a
 * folder the data folder's watch reports on: the asynchronous stampOf gives a change made just before its event.
 */
export const stampNow = (path: string): FileStamp | null => stampsOf([path])[0]!

export const sameStamp = (a: FileStamp, b: FileStamp) => a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.size === b.size

/**
 * The stamps of many files at once (null for a missing one). Synchronous on purpose: for the thousands of files of a
 * long campaign, one promise per stat cost six times the CPU of these calls, which together block for a few ms.
 */
export function stampsOf(paths: readonly string[]): (FileStamp | null)[] {
  return paths.map((path) => {
    try {
      const found = statSync(path, { throwIfNoEntry: false })
      return found ? { ino: found.ino, mtimeMs: found.mtimeMs, size: found.size } : null
    } catch {
      return null
    }
  })
}
