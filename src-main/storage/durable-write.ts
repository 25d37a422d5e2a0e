import { open, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

let sequence = 0

/**
 * Replaces a file so that a crash leaves either the old or the new content, never a mix:
 * write a temp file beside it, fsync it, rename it over the target, fsync the folder so the rename lasts.
 */
export async function writeFileDurably(path: string, content: string): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${++sequence}.tmp`)
  const file = await open(temp, 'w', 0o600)
  try {
    await file.writeFile(content, 'utf8')
    await file.sync()
  } finally {
    await file.close()
  }
  try {
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  await syncFolder(dirname(path))
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } catch (error) {
    // Some file systems cannot fsync a folder; the rename itself has still happened.
    if ((error as NodeJS.ErrnoException).code !== 'EINVAL' && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error
  } finally {
    await handle.close()
  }
}
