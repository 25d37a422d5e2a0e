import { constants } from 'node:fs'
import { copyFile, mkdir, open, readdir, readFile, rm, rmdir, stat } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { crashPoint } from './crash-points.ts'
import { syncFolder } from './durable-write.ts'
import { LOCK_FILE } from './data-lock.ts'

/** `.name.<pid>-<token>.<n>.tmp`: a write under way or a crash's leftover, never part of the data. */
const TEMP = /^\..+\.\d+(?:-[0-9a-f]{8})?\.\d+\.(?:tmp|staging)$/

/** What a copy took: the files (relative to the folder) and their bytes, and the folders it made (absolute). */
export interface FolderCopy {
  readonly files: readonly string[]
  readonly bytes: number
  readonly madeFolders: readonly string[]
}

/** A file that could not be copied or whose copy differs, with why. */
export class CopyError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string
  ) {
    super(`${file}: ${detail}`)
    this.name = 'CopyError'
  }
}

/**
 * Every file of a data folder, relative to it, except the lock (it belongs to the app that holds the folder, and moves
 * by being taken anew) and temp files. A folder that cannot be read is a CopyError naming it.
 */
export async function dataFiles(root: string, under = ''): Promise<string[]> {
  const folder = join(root, under)
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new CopyError(folder, error.code ?? error.message)
  })
  const files: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (TEMP.test(entry.name) || (under === '' && entry.name === LOCK_FILE)) continue
    const path = under ? join(under, entry.name) : entry.name
    if (entry.isDirectory()) files.push(...(await dataFiles(root, path)))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/**
 * Every folder of a data folder, relative to it, parents first, empty ones included: a campaign without fights still
 * has its fights/ and sessions/, which its files are written into without making them.
 */
export async function dataFolders(root: string, under = ''): Promise<string[]> {
  const entries = await readdir(join(root, under), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new CopyError(join(root, under), error.code ?? error.message)
  })
  const folders: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || TEMP.test(entry.name)) continue
    const path = under ? join(under, entry.name) : entry.name
    folders.push(path, ...(await dataFolders(root, path)))
  }
  return folders
}

/** Whether `inner` is `outer` or lies inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const path = relative(resolve(outer), resolve(inner))
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep) && !/^[a-zA-Z]:/.test(path))
}

/**
 * Copies every data file of `from` into `to`, never over a file that is there already, each one synced to disk. A
 * failure leaves `from` untouched and removes what this copy made in `to`.
 */
export async function copyDataFolder(from: string, to: string): Promise<FolderCopy> {
  const files = await dataFiles(from)
  const made: string[] = []
  const madeFolders: string[] = []
  let bytes = 0
  try {
    for (const folder of ['', ...(await dataFolders(from))]) {
      if (await isFolder(join(to, folder))) continue
      await mkdir(join(to, folder), { recursive: true })
      madeFolders.push(join(to, folder))
    }
    for (const file of files) {
      const target = join(to, file)
      await mkdir(join(target, '..'), { recursive: true })
      try {
        crashPoint('before copying a file to the new data folder', target)
        await copyFile(join(from, file), target, constants.COPYFILE_EXCL)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        throw new CopyError(file, code === 'EEXIST' ? 'the new folder holds a file of this name already' : (code ?? (error as Error).message))
      }
      made.push(target)
      const handle = await open(target, 'r+')
      try {
        await handle.sync()
        bytes += (await handle.stat()).size
      } finally {
        await handle.close()
      }
    }
    for (const folder of new Set(made.map((m) => join(m, '..')))) await syncFolder(folder)
  } catch (error) {
    await removeCopy(to, { files: made, madeFolders })
    throw error
  }
  return { files, bytes, madeFolders }
}

/**
 * Takes back a copy that failed: the files it made in `to` (absolute, or relative to `to`), then the folders it made,
 * deepest first and only while empty. Nothing that was there before is touched.
 */
export async function removeCopy(to: string, copy: Pick<FolderCopy, 'files' | 'madeFolders'>): Promise<void> {
  for (const file of copy.files) await rm(resolve(to, file), { force: true }).catch(() => undefined)
  for (const folder of [...copy.madeFolders].reverse()) await rmdir(folder).catch(() => undefined)
}

/**
 * Checks a copy against its original: every folder there, and the same data files, each byte for byte equal. Throws a
 * CopyError naming the first folder or file missing, or file different.
 */
export async function verifyDataFolder(from: string, to: string): Promise<void> {
  const copiedFolders = new Set(await dataFolders(to))
  for (const folder of await dataFolders(from)) if (!copiedFolders.has(folder)) throw new CopyError(folder, 'is missing in the copy')
  const originals = await dataFiles(from)
  const copies = new Set(await dataFiles(to))
  for (const file of originals) {
    if (!copies.has(file)) throw new CopyError(file, 'is missing in the copy')
    crashPoint('before verifying a copied file', join(to, file))
    const [a, b] = await Promise.all([readFile(join(from, file)), readFile(join(to, file))])
    if (!a.equals(b)) throw new CopyError(file, 'differs from the original')
  }
}

/** Whether a folder exists and is a folder (false when it does not exist). */
export async function isFolder(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false
}
