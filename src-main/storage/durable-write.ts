import { closeSync, fstatSync, fsync, open, openSync, rename, writev } from 'node:fs'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { promisify } from 'node:util'
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
 * Every answer in a fight is such a write, so its cost counts. The calls that may wait on the disk (creating, writing,
 * syncing, renaming) run on libuv's thread pool, through plain file descriptors, which cost far less per call than
 * FileHandle promises; the calls that never wait (fstat, close after fsync, opening a folder) run at once.
 */
export async function writeFileDurably(path: string, content: string | readonly Buffer[]): Promise<FileStamp> {
  const temp = tempNameFor(path)
  crashPoint('before temp file', path)
  const fd = await openFile(temp, 'w', 0o600)
  let written: FileStamp
  try {
    await writeAll(fd, typeof content === 'string' ? [Buffer.from(content, 'utf8')] : content)
    await fsyncFile(fd)
    const { ino, mtimeMs, size } = fstatSync(fd)
    written = { ino, mtimeMs, size }
  } catch (error) {
    closeQuietly(fd)
    await rm(temp, { force: true })
    throw error
  }
  // The content is on disk: a failing close cannot lose it, but it is still reported, after the rename.
  let closeError: unknown = null
  try {
    closeSync(fd)
  } catch (error) {
    closeError = error
  }
  crashPoint('before rename', path)
  try {
    await renameFile(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  crashPoint('after rename', path)
  if (closeError !== null) throw closeError
  await syncFolder(dirname(path))
  return written
}

/** Copies a file durably (temp, fsync, rename, folder fsync): a backup is as safe on disk as the file it keeps. */
export async function copyFileDurably(from: string, to: string): Promise<FileStamp> {
  return writeFileDurably(to, [await readFile(from)])
}

const openFile = promisify(open)
const fsyncFile = promisify(fsync)
const renameFile = promisify(rename)
const writeFrom = promisify(writev)

/** Writes the pieces one after the other, going on where a call wrote only part of them. */
async function writeAll(fd: number, chunks: readonly Buffer[]): Promise<void> {
  let rest = chunks.filter((chunk) => chunk.length > 0)
  while (rest.length > 0) {
    let bytes = (await writeFrom(fd, rest as Buffer[])).bytesWritten
    if (bytes === 0) throw new Error('the disk took no bytes')
    while (rest.length > 0 && bytes >= rest[0]!.length) {
      bytes -= rest[0]!.length
      rest = rest.slice(1)
    }
    if (bytes > 0) rest = [rest[0]!.subarray(bytes), ...rest.slice(1)]
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd)
  } catch {
    // Closing after a failed write: the failure reported is the write's.
  }
}

/** Codes of file systems and platforms that cannot open or fsync a folder (Windows among them). */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'])

/** Makes a folder's entries (a rename, a new file) last; a no-op where folders cannot be synced. */
export async function syncFolder(folder: string): Promise<void> {
  let fd: number | null = null
  try {
    fd = openSync(folder, 'r')
    await fsyncFile(fd)
  } catch (error) {
    // Some file systems cannot fsync a folder; the rename itself has still happened.
    if (!FOLDER_SYNC_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) {
      if (fd !== null) closeQuietly(fd)
      throw error
    }
  }
  if (fd !== null) closeQuietly(fd)
}
