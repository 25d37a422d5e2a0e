import { open, readdir, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { crashPoint } from './crash-points.ts'
import type { FileStamp } from './file-stamp.ts'
import { isAlive, PROCESS_TOKEN } from './processes.ts'

let sequence = 0

/**
 * A temp file's name: the target's, with this process's id and random token and a running number, so two
 * processes (or two machines sharing a synced folder) never write or remove each other's temp files.
 */
export function tempNameFor(path: string, kind = 'tmp'): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}-${PROCESS_TOKEN}.${++sequence}.${kind}`)
}

/** `.name.<pid>-<token>.<n>.tmp` (and the older `.name.<pid>.<n>.tmp`), with the process id that wrote it. */
const TEMP = /^\..+\.(\d+)(?:-([0-9a-f]{8}))?\.\d+\.(?:tmp|staging)$/

/** A temp file or staging folder older than this is a leftover whoever wrote it: no write takes that long. */
export const STALE_AFTER_MS = 60 * 60 * 1000

/**
 * Whether a temp file (or staging folder) is a crash's leftover: written by a process that is gone, or so long
 * ago that no write is still busy with it. One of this very process, or of a live one, is left alone.
 */
export function isStaleTemp(name: string, mtimeMs: number, now = Date.now()): boolean {
  const match = TEMP.exec(name)
  if (!match) return false
  if (match[2] === PROCESS_TOKEN && Number(match[1]) === process.pid) return false
  return !isAlive(Number(match[1])) || now - mtimeMs > STALE_AFTER_MS
}

/** Removes the stale temp files and staging folders in a folder; returns their names. Others' live ones stay. */
export async function removeStaleTemps(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[])
  const removed: string[] = []
  for (const name of names) {
    if (!TEMP.test(name)) continue
    const info = await stat(join(folder, name)).catch(() => null)
    if (!info || !isStaleTemp(name, info.mtimeMs)) continue
    await rm(join(folder, name), { recursive: true, force: true }).catch(() => undefined)
    removed.push(name)
  }
  return removed
}

/**
 * Replaces a file so that a crash leaves either the old or the new content, never a mix:
 * write a temp file beside it, fsync it, rename it over the target, fsync the folder so the rename lasts.
 * Returns the stamp of the file written (a rename keeps the inode and mtime), so the caller knows its own write.
 *
 * Each file system call is a round trip to libuv's thread pool, and on a busy machine every round trip may
 * wait for a time slice; so the steps that need not wait for each other do not: the temp file is closed
 * while it is renamed (it is on disk already), and the folder is closed after it is synced without the
 * caller waiting for that.
 */
export async function writeFileDurably(path: string, content: string | readonly Buffer[]): Promise<FileStamp> {
  const temp = tempNameFor(path)
  crashPoint('before temp file', path)
  const file = await open(temp, 'w', 0o600)
  let written: FileStamp
  try {
    if (typeof content === 'string') await file.writeFile(content, 'utf8')
    else await writeAll(file, content)
    await file.sync()
    const { ino, mtimeMs, size } = await file.stat()
    written = { ino, mtimeMs, size }
  } catch (error) {
    await file.close().catch(() => undefined)
    await rm(temp, { force: true })
    throw error
  }
  crashPoint('before rename', path)
  const [closed, renamed] = await Promise.allSettled([file.close(), rename(temp, path)])
  if (renamed.status === 'rejected') {
    await rm(temp, { force: true })
    throw renamed.reason
  }
  crashPoint('after rename', path)
  // The content was synced before the rename; a failing close cannot lose it, but it is still reported.
  if (closed.status === 'rejected') throw closed.reason
  await syncFolder(dirname(path))
  return written
}

/** Copies a file durably (temp, fsync, rename, folder fsync): a backup is as safe on disk as the file it keeps. */
export async function copyFileDurably(from: string, to: string): Promise<FileStamp> {
  return writeFileDurably(to, [await readFile(from)])
}

/** Writes the pieces one after the other, in as few calls as the system allows. */
async function writeAll(file: FileHandle, chunks: readonly Buffer[]): Promise<void> {
  const expected = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  const { bytesWritten } = await file.writev(chunks as Buffer[])
  if (bytesWritten !== expected) throw new Error(`wrote ${bytesWritten} of ${expected} bytes`)
}

/** Codes of file systems and platforms that cannot open or fsync a folder (Windows among them). */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'])

/** Makes a folder's entries (a rename, a new file) last; a no-op where folders cannot be synced. */
export async function syncFolder(folder: string): Promise<void> {
  let handle
  try {
    handle = await open(folder, 'r')
    await handle.sync()
  } catch (error) {
    // Some file systems cannot fsync a folder; the rename itself has still happened.
    if (!FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) {
      await handle?.close().catch(() => undefined)
      throw error
    }
  }
  void handle?.close().catch(() => undefined)
}
