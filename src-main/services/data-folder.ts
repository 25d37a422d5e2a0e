import { readFileSync } from 'node:fs'
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
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
 * Why the campaigns cannot be reached where the GM keeps them: the settings file that names the folder cannot be read
 * (`path` is that file), or the folder it names is gone (an unmounted sync folder, a removed USB disk) or is a file.
 * The app then opens no other folder in its place and writes nothing until the GM tries again or chooses another.
 */
export interface DataFolderProblem {
  readonly kind: 'settingsUnreadable' | 'folderMissing' | 'notAFolder'
  readonly path: string
  readonly detail: string
}

/** The data folder the settings file names: `fallback` (the app's own folder) when the GM never chose one. */
interface DataFolderChoice {
  readonly path: string
  /** The GM chose it: it is never made anew when it is gone. */
  readonly chosen: boolean
  readonly settingsProblem: DataFolderProblem | null
}

function readChoice(settingsFile: string, fallback: string): DataFolderChoice {
  const unreadable = (detail: string): DataFolderChoice => ({
    path: fallback,
    chosen: false,
    settingsProblem: { kind: 'settingsUnreadable', path: settingsFile, detail }
  })
  let text: string
  try {
    text = readFileSync(settingsFile, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return code === 'ENOENT' ? { path: fallback, chosen: false, settingsProblem: null } : unreadable(code ?? String(error))
  }
  let choice: z.ZodSafeParseResult<z.infer<typeof choiceSchema>>
  try {
    choice = choiceSchema.safeParse(JSON.parse(text))
  } catch {
    return unreadable('not JSON')
  }
  if (!choice.success || !isAbsolute(choice.data.dataFolder)) return unreadable('names no absolute "dataFolder"')
  return { path: choice.data.dataFolder, chosen: true, settingsProblem: null }
}

/** The data folder the GM chose, as the settings file holds it; `fallback` when there is no choice or it cannot be read. */
export function chosenDataFolder(settingsFile: string, fallback: string): string {
  return readChoice(settingsFile, fallback).path
}

async function problemOf(choice: DataFolderChoice): Promise<DataFolderProblem | null> {
  if (choice.settingsProblem) return choice.settingsProblem
  if (!choice.chosen) return null
  const found = await stat(choice.path).catch((error: NodeJS.ErrnoException) => error.code ?? 'unreadable')
  if (typeof found === 'string') return { kind: 'folderMissing', path: choice.path, detail: found }
  return found.isDirectory() ? null : { kind: 'notAFolder', path: choice.path, detail: 'a file' }
}

/** The settings file's name in the app's config folder; the data folder is `data` beside it until the GM moves it. */
export const SETTINGS_FILE = 'data-folder.json'

/** The folder each context works in when the GM chose none, for reading the settings file again. */
const fallbacks = new WeakMap<ServiceContext, string>()

/**
 * Services on the data folder the settings file names (the app's, or a bridge's given `--settings`), which the GM may
 * change. Read once at start, before anything opens the folder; `retryDataFolder` reads it again.
 */
export function settingsContext(settingsFile: string, fallback: string, odds: OddsJobs | null): ServiceContext {
  const choice = readChoice(settingsFile, fallback)
  const ctx = new ServiceContext(choice.path, undefined, undefined, odds)
  ctx.settingsFile = settingsFile
  fallbacks.set(ctx, fallback)
  ctx.folderProblem = () => problemOf(choice)
  return ctx
}

/** The services of the desktop app: on the data folder the GM chose, which he may change. */
export function appContext(configFolder: string, odds: OddsJobs): ServiceContext {
  return settingsContext(join(configFolder, SETTINGS_FILE), join(configFolder, 'data'), odds)
}

/**
 * "Try again" on the picker: the settings file is read again and the folder looked for again (the disk plugged back
 * in, the sync folder mounted); the services follow what the settings file names now.
 */
export async function retryDataFolder(ctx: ServiceContext): Promise<DataFolderProblem | null> {
  // A fixed folder (a bridge without settings) has no choice to read again.
  if (ctx.settingsFile === null) return ctx.folderProblem()
  const choice = readChoice(ctx.settingsFile, fallbacks.get(ctx) ?? ctx.dataRoot)
  if (choice.path !== ctx.dataRoot) {
    await ctx.store.close()
    ctx.switchTo(choice.path)
  }
  ctx.folderProblem = () => problemOf(choice)
  return ctx.folderProblem()
}

export interface DataFolderInfo {
  readonly path: string
  /** Whether the GM can choose another folder here (the app or a bridge with a settings file). */
  readonly changeable: boolean
  /** Why the folder cannot be used now; the picker says so, with "Try again" and "Choose another folder". */
  readonly problem: DataFolderProblem | null
}

export async function dataFolderInfo(ctx: ServiceContext): Promise<DataFolderInfo> {
  return { path: ctx.dataRoot, changeable: ctx.settingsFile !== null, problem: await ctx.folderProblem() }
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
  // The folder the app was on cannot be reached (or was never known): there is nothing to copy, only a folder to use.
  if ((await ctx.folderProblem()) !== null) {
    if (mode === 'move' && campaigns > 0) return { state: 'holdsCampaigns', path, campaigns }
    await switchTo(ctx, settingsFile, path)
    return { state: 'opened', path, oldPath }
  }
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
  const problemBefore = ctx.folderProblem
  await ctx.store.close()
  ctx.switchTo(path)
  ctx.folderProblem = () => problemOf({ path, chosen: true, settingsProblem: null })
  try {
    const readOnly = await ctx.store.readOnlyReason()
    if (readOnly) throw readOnly
    await mkdir(join(settingsFile, '..'), { recursive: true })
    await writeFileDurably(settingsFile, `${JSON.stringify({ dataFolder: path }, null, 2)}\n`)
  } catch (error) {
    await ctx.store.close()
    ctx.switchTo(before)
    ctx.folderProblem = problemBefore
    throw error
  }
}
