import { open, rename, rm, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

let sequence = 0

/**
 * Replaces a file so that a crash leaves either the old or the new content, never a mix:
 * write a temp file beside it, fsync it, rename it over the target, fsync the folder so the rename lasts.
 *
 * Each file system call is a round trip to libuv's thread pool, and on a busy machine every round trip may
 * wait for a time slice; so the steps that need not wait for each other do not: the temp file is closed
 * while it is renamed (it is on disk already), and the folder is closed after it is synced without the
 * caller waiting for that.
 */
export async function writeFileDurably(path: string, content: string | readonly Buffer[]): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${++sequence}.tmp`)
  const file = await open(temp, 'w', 0o600)
  try {
    if (typeof content === 'string') await file.writeFile(content, 'utf8')
    else await writeAll(file, content)
    await file.sync()
  } catch (error) {
    await file.close().catch(() => undefined)
    await rm(temp, { force: true })
    throw error
  }
  const [closed, renamed] = await Promise.allSettled([file.close(), rename(temp, path)])
  if (renamed.status === 'rejected') {
    await rm(temp, { force: true })
    throw renamed.reason
  }
  // The content was synced before the rename; a failing close cannot lose it, but it is still reported.
  if (closed.status === 'rejected') throw closed.reason
  await syncFolder(dirname(path))
}

/** Writes the pieces one after the other, in as few calls as the system allows. */
async function writeAll(file: FileHandle, chunks: readonly Buffer[]): Promise<void> {
  const expected = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  const { bytesWritten } = await file.writev(chunks as Buffer[])
  if (bytesWritten !== expected) throw new Error(`wrote ${bytesWritten} of ${expected} bytes`)
}

/** Codes of file systems and platforms that cannot open or fsync a folder (Windows among them). */
const FOLDER_SYNC_UNSUPPORTED = new Set(['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP'])

async function syncFolder(folder: string): Promise<void> {
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
