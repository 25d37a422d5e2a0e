import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { crashPoint } from './crash-points.ts'
import { syncFolder, writeFileDurably } from './durable-write.ts'
import { ID } from './ids.ts'

/** The sync tools whose conflict copies are recognised. */
export type SyncTool = 'syncthing' | 'nextcloud' | 'dropbox' | 'onedrive'

/** A campaign folder's files that sync tools copy: the campaign file, a fight's file, a closed session's journal. */
export type CopiedKind = 'campaign' | 'fight' | 'session'

export interface ConflictCopyName {
  /** The file it is a copy of, in the same folder, e.g. `campaign.json` or `fight-a1b2c3.json`. */
  readonly base: string
  readonly tool: SyncTool
}

/**
 * How each tool names the copy of `X.json` it makes when two machines changed the file:
 * Syncthing `X.sync-conflict-20241130-193000-ABCDEFG.json`; Nextcloud `X (conflicted copy 2024-11-30 193000).json`
 * and ownCloud `X_conflict-20241130-193000.json`; Dropbox `X (Jane's conflicted copy 2024-11-30).json` or
 * `X (Case Conflict).json`. OneDrive's `X-HOSTNAME.json` is told apart by the original beside it (see `conflictCopyOf`).
 */
const PATTERNS: readonly (readonly [RegExp, SyncTool])[] = [
  [/^(.+)\.sync-conflict-\d{8}-\d{6}-[A-Z0-9]{7}(?:\.\d+)?\.json$/i, 'syncthing'],
  [/^(.+) \((?:[^()]*? )?conflicted copy \d{4}-\d{2}-\d{2} \d{6}(?: \(\d+\))?\)\.json$/i, 'nextcloud'],
  [/^(.+)_conflict-\d{8}-\d{6}\.json$/i, 'nextcloud'],
  [/^(.+) \((?:[^()]*?)conflicted copy(?: \d{4}-\d{2}-\d{2})?(?: \(\d+\))?\)\.json$/i, 'dropbox'],
  [/^(.+) \(Case Conflict(?: \d+)?\)\.json$/i, 'dropbox']
]

/** A machine name as OneDrive appends it: `-DESKTOP-1A2B3C4`, `-Laptop`, possibly with a number after it. */
const ONEDRIVE_HOST = /^-[A-Za-z0-9][A-Za-z0-9-]{0,62}$/

/**
 * What `name` is a conflict copy of, if it is one, given the other names in its folder. A OneDrive copy
 * (`X-HOSTNAME.json`) is only one when `X.json` is there too; `holdsId` then tells a copy (it holds the original's
 * id, `X`) from a file of its own whose id happens to begin like another's.
 */
export function conflictCopyOf(name: string, siblings: ReadonlySet<string>, holdsId?: (name: string) => string | null): ConflictCopyName | null {
  for (const [pattern, tool] of PATTERNS) {
    const match = pattern.exec(name)
    if (match) return { base: `${match[1]}.json`, tool }
  }
  if (!name.endsWith('.json')) return null
  const stem = name.slice(0, -5)
  for (let at = stem.indexOf('-'); at > 0; at = stem.indexOf('-', at + 1)) {
    const base = `${stem.slice(0, at)}.json`
    if (!siblings.has(base) || !ONEDRIVE_HOST.test(stem.slice(at))) continue
    // A name no file of ours can have (upper case, the campaign file's) is a copy; one of ours only if it holds the original's id.
    if (!ID.test(stem) || base === 'campaign.json' || (holdsId && holdsId(name) === stem.slice(0, at))) return { base, tool: 'onedrive' }
  }
  return null
}

/**
 * Whether `X-Y.json` has an `X.json` beside it, as a OneDrive copy does: one lookup per dash, not a comparison with
 * every other name (a folder of 6,000 fights took seconds).
 */
export function beginsLikeSibling(name: string, siblings: ReadonlySet<string>): boolean {
  if (!name.endsWith('.json')) return false
  const stem = name.slice(0, -5)
  for (let at = stem.indexOf('-'); at > 0; at = stem.indexOf('-', at + 1)) if (siblings.has(`${stem.slice(0, at)}.json`)) return true
  return false
}

/** The id a fight or session file holds, read cheaply; null when it holds none. */
async function innerId(path: string, kind: CopiedKind): Promise<string | null> {
  try {
    const json = JSON.parse(await readFile(path, 'utf8')) as { id?: unknown; session?: { id?: unknown } }
    const id = kind === 'session' ? json.session?.id : json.id
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

export interface FoundCopy extends ConflictCopyName {
  /** The copy's name in its folder. */
  readonly name: string
  readonly kind: CopiedKind
  /** The folder it lies in: the campaign's own, or its fights/ or sessions/. */
  readonly folder: string
}

/** The conflict copies in one folder of a campaign (the campaign folder, fights/ or sessions/). */
export async function conflictCopiesIn(folder: string, kind: CopiedKind): Promise<FoundCopy[]> {
  const names = await readdir(folder).catch(() => [] as string[])
  const siblings = new Set(names)
  const ids = new Map<string, string | null>()
  for (const name of names) {
    if (!name.endsWith('.json') || name.startsWith('.')) continue
    // Only a possible OneDrive copy needs its content looked at; read those first, the check itself is synchronous.
    if (beginsLikeSibling(name, siblings)) ids.set(name, await innerId(join(folder, name), kind))
  }
  const found: FoundCopy[] = []
  for (const name of names) {
    if (name.startsWith('.')) continue
    const copy = conflictCopyOf(name, siblings, (n) => ids.get(n) ?? null)
    if (!copy) continue
    if (kind === 'campaign' ? copy.base !== 'campaign.json' : !ID.test(copy.base.slice(0, -5))) continue
    found.push({ ...copy, name, kind, folder })
  }
  return found
}

/** Names in a folder that are conflict copies (so lists of fights and sessions pass them by). */
export async function conflictCopyNames(folder: string, kind: CopiedKind): Promise<Set<string>> {
  return new Set((await conflictCopiesIn(folder, kind)).map((c) => c.name))
}

/**
 * Every conflict copy of a campaign: beside campaign.json and in fights/ and sessions/, named from the campaign folder
 * (`fights/<id>.sync-conflict-….json`), sorted. What the open campaign lists and the picker's card counts.
 */
export async function campaignConflictCopies(campaignFolder: string): Promise<string[]> {
  const names = await Promise.all([
    conflictCopyNames(campaignFolder, 'campaign'),
    conflictCopyNames(join(campaignFolder, 'fights'), 'fight').then((s) => [...s].map((n) => `fights/${n}`)),
    conflictCopyNames(join(campaignFolder, 'sessions'), 'session').then((s) => [...s].map((n) => `sessions/${n}`))
  ])
  return [...names[0], ...names[1], ...names[2]].sort()
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '')
}

/**
 * Puts a file the GM did not keep into the campaign's backups/conflict-copies/ (durably), then removes it: choosing
 * between an original and a conflict copy never deletes either.
 */
export async function setAside(campaignFolder: string, folder: string, name: string, now: Date, prefix = ''): Promise<string> {
  const bytes = await readFile(join(folder, name))
  const kept = await keepAside(campaignFolder, name, bytes, now, prefix)
  crashPoint('before removing a file set aside')
  await unlink(join(folder, name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
  await syncFolder(folder)
  return kept
}

/** Keeps bytes in the campaign's backups/conflict-copies/ (durably); returns the path. */
export async function keepAside(campaignFolder: string, name: string, bytes: Buffer, now: Date, prefix = ''): Promise<string> {
  const kept = join(campaignFolder, 'backups', 'conflict-copies', `${stamp(now)}-${prefix}${name}`)
  await mkdir(dirname(kept), { recursive: true })
  await writeFileDurably(kept, [bytes])
  return kept
}

/** When a copy was last changed and how big it is, for the GM to compare. */
export async function copyInfo(path: string): Promise<{ bytes: number; modifiedAt: string } | null> {
  const info = await stat(path).catch(() => null)
  return info && { bytes: info.size, modifiedAt: info.mtime.toISOString() }
}
