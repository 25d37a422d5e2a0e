import { readFileSync } from 'node:fs'
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { z } from 'zod'
import { crashPoint } from '../storage/crash-points.ts'
import { DataLock, isStale } from '../storage/data-lock.ts'
import { copyDataFolder, CopyError, isFolder, isWithin, removeCopy, verifyDataFolder, type FolderCopy } from '../storage/data-folder-copy.ts'
import { writeFileDurably } from '../storage/durable-write.ts'
import { ID } from '../storage/ids.ts'
import type { OddsJobs } from '../odds/jobs.ts'
import { ServiceContext } from './context.ts'
import { fail } from './errors.ts'

/** The small settings file outside the data folder (in the app's config folder) that remembers the GM's choice. */
const choiceSchema = z.object({ dataFolder: z.string().min(1) })

/**
 * The data folder the GM chose, as the settings file holds it; `fallback` (the app's own folder) when there is no
 * choice, or the file cannot be read. Read once at start, before anything opens the folder.
 */
export function chosenDataFolder(settingsFile: string, fallback: string): string {
  try {
    const choice = choiceSchema.safeParse(JSON.parse(readFileSync(settingsFile, 'utf8')))
    return choice.success && isAbsolute(choice.data.dataFolder) ? choice.data.dataFolder : fallback
  } catch {
    return fallback
  }
}

/** The settings file's name in the app's config folder; the data folder is `data` beside it until the GM moves it. */
export const SETTINGS_FILE = 'data-folder.json'

/** The services of the desktop app: on the data folder the GM chose, which he may change. */
export function appContext(configFolder: string, odds: OddsJobs): ServiceContext {
  const settingsFile = join(configFolder, SETTINGS_FILE)
  const ctx = new ServiceContext(chosenDataFolder(settingsFile, join(configFolder, 'data')), undefined, undefined, odds)
  ctx.settingsFile = settingsFile
  return ctx
}

export interface DataFolderInfo {
  readonly path: string
  /** Whether the GM can choose another folder here (the app or a bridge with a settings file). */
  readonly changeable: boolean
}

export function dataFolderInfo(ctx: ServiceContext): DataFolderInfo {
  return { path: ctx.dataRoot, changeable: ctx.settingsFile !== null }
}

export type DataFolderChange =
  /** Everything was copied and verified; the app now works in `path`, and `oldPath` is kept as it was. */
  | { readonly state: 'moved'; readonly path: string; readonly oldPath: string; readonly files: number; readonly bytes: number }
  /** The app now works with the campaigns that were in `path` already; `oldPath` is kept as it was. */
  | { readonly state: 'opened'; readonly path: string; readonly oldPath: string }
  /** Nothing was done: `path` holds campaigns already, and the GM is asked whether to open them instead. */
  | { readonly state: 'holdsCampaigns'; readonly path: string; readonly campaigns: number }

async function campaignsIn(root: string): Promise<number> {
  return (await readdir(join(root, 'campaigns')).catch(() => [] as string[])).filter((n) => ID.test(n)).length
}

/** Refuses a folder the app could not work in: not writable, a file, or held by another running Marching Order. */
async function checkTarget(path: string): Promise<void> {
  try {
    await mkdir(path, { recursive: true })
    const probe = join(path, `.marching-order-probe-${process.pid}`)
    crashPoint('before probing the new data folder', probe)
    await writeFile(probe, 'probe')
    await rm(probe, { force: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    if (code === 'EEXIST' || code === 'ENOTDIR') fail('invalidInput', 'dataFolderNotAFolder', { path })
    fail('invalidInput', 'dataFolderNotWritable', { path, detail: code })
  }
  const holder = await DataLock.for(path).holder()
  if (holder && !isStale(holder) && holder.pid !== process.pid) fail('conflict', 'dataFolderHeld', { path, pid: holder.pid, host: holder.host })
}

/**
 * Moves the campaigns to the folder the GM chose, or (`open`) switches to the campaigns that folder holds already.
 * Moving copies every file, gives up the old folder's lock once the saves under way are done, verifies every copied
 * file byte for byte against its original, and only then switches: the choice goes into the settings file, and the
 * lock is taken in the new folder. Nothing is deleted: the old folder stays as it was, and any failure before the
 * switch leaves the app working in it. A folder that holds campaigns already is never written into: the GM is asked.
 */
export async function changeDataFolder(ctx: ServiceContext, target: string, mode: 'move' | 'open'): Promise<DataFolderChange> {
  const settingsFile = ctx.settingsFile ?? fail('invalidInput', 'dataFolderFixed')
  if (!isAbsolute(target)) fail('invalidInput', 'dataFolderNotAbsolute', { path: target })
  const path = resolve(target)
  const oldPath = ctx.dataRoot
  if (path === resolve(oldPath)) fail('invalidInput', 'dataFolderSame', { path })
  if (isWithin(path, oldPath) || isWithin(oldPath, path)) fail('invalidInput', 'dataFolderNested', { path, old: oldPath })
  if ((await isFolder(path)) === false && mode === 'open') fail('notFound', 'dataFolderMissing', { path })
  await checkTarget(path)
  const campaigns = await campaignsIn(path)
  if (mode === 'open') {
    if (campaigns === 0) fail('invalidInput', 'dataFolderNoCampaigns', { path })
    await switchTo(ctx, settingsFile, path)
    return { state: 'opened', path, oldPath }
  }
  if (campaigns > 0) return { state: 'holdsCampaigns', path, campaigns }
  const readOnly = await ctx.store.readOnlyReason()
  if (readOnly) throw readOnly
  let copied: FolderCopy | null = null
  try {
    copied = await copyDataFolder(oldPath, path)
    // The saves under way end before the copy is checked, so a save during the copy shows as a difference.
    await ctx.store.close()
    await verifyDataFolder(oldPath, path)
  } catch (error) {
    // A copy that is not verified is taken back, so that trying again starts clean; the old folder was only read.
    if (copied) await removeCopy(path, copied)
    if (error instanceof CopyError) fail('conflict', 'dataFolderCopyFailed', { path, old: oldPath, file: error.file, detail: error.detail })
    throw error
  }
  await switchTo(ctx, settingsFile, path)
  return { state: 'moved', path, oldPath, files: copied.files.length, bytes: copied.bytes }
}

/** The switch itself: the services work in `path` and take its lock, and the settings file remembers the choice. */
async function switchTo(ctx: ServiceContext, settingsFile: string, path: string): Promise<void> {
  const before = ctx.dataRoot
  await ctx.store.close()
  ctx.switchTo(path)
  try {
    const readOnly = await ctx.store.readOnlyReason()
    if (readOnly) throw readOnly
    await mkdir(join(settingsFile, '..'), { recursive: true })
    await writeFileDurably(settingsFile, `${JSON.stringify({ dataFolder: path }, null, 2)}\n`)
  } catch (error) {
    await ctx.store.close()
    ctx.switchTo(before)
    throw error
  }
}
