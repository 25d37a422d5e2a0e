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

export const sameStamp = (a: FileStamp, b: FileStamp) => a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.size === b.size
