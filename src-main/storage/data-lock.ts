import { readFileSync, unlinkSync } from 'node:fs'
import { link, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { tempNameFor } from './durable-write.ts'
import { StorageError } from './errors.ts'
import { sameStamp, stampNow, stampOf, type FileStamp } from './file-stamp.ts'
import { HOST, isAlive, PROCESS_TOKEN } from './processes.ts'

/** Who writes a data folder, as its lock file says. */
export interface LockHolder {
  readonly app: 'marching-order'
  readonly pid: number
  readonly host: string
  readonly token: string
  readonly startedAt: string
  /** Refreshed while the holder runs, so a lock from another machine (a synced folder) can be seen to be stale. */
  readonly heartbeatAt: string
}

export const LOCK_FILE = '.marching-order.lock'
/** How often a holder refreshes its lock. */
export const HEARTBEAT_MS = 60_000
/** A lock from another machine not refreshed for this long belongs to an app that is gone. */
export const FOREIGN_STALE_MS = 10 * 60_000
/** A lock file that does not parse (its writer died mid-write, or it is not ours) counts as stale once this old. */
const UNREADABLE_STALE_MS = 30_000

function parseHolder(text: string): LockHolder | null {
  try {
    const json = JSON.parse(text) as Partial<LockHolder>
    if (json.app !== 'marching-order' || typeof json.pid !== 'number' || typeof json.host !== 'string' || typeof json.token !== 'string') return null
    return json as LockHolder
  } catch {
    return null
  }
}

/** A holder that no longer runs: on this machine its process is gone; on another, it stopped refreshing the lock. */
export function isStale(holder: LockHolder, now = Date.now()): boolean {
  if (holder.host === HOST) return !isAlive(holder.pid)
  const beat = Date.parse(holder.heartbeatAt)
  return !Number.isFinite(beat) || now - beat > FOREIGN_STALE_MS
}

const locks = new Map<string, DataLock>()

/**
 * One writer per data folder: a lock file in the folder names the process, its host and when it began (and,
 * refreshed every minute, when it was last seen). A second app, or the bridge, on the same folder finds the lock
 * held and opens the folder read-only: every write is refused with a `readOnly` StorageError that says who holds
 * it. A lock whose holder is gone (a dead process on this machine, or a lock from another machine not refreshed for
 * ten minutes) is taken over. Before each write the holder checks that the lock is still its own, so even two apps
 * that took over a stale lock at the same moment never both write. One lock object per folder and process: every
 * store of this process on the folder shares it.
 */
export class DataLock {
  private held: FileStamp | null = null
  private timer: NodeJS.Timeout | null = null
  private startedAt = new Date().toISOString()
  private pending: Promise<void> | null = null

  private constructor(readonly root: string) {}

  static for(root: string): DataLock {
    const key = resolve(root)
    let lock = locks.get(key)
    if (!lock) locks.set(key, (lock = new DataLock(key)))
    return lock
  }

  get path(): string {
    return join(this.root, LOCK_FILE)
  }

  private info(): LockHolder {
    return { app: 'marching-order', pid: process.pid, host: HOST, token: PROCESS_TOKEN, startedAt: this.startedAt, heartbeatAt: new Date().toISOString() }
  }

  /** Who holds the folder now, if anyone (null when no lock file or one that does not parse). */
  async holder(): Promise<LockHolder | null> {
    return parseHolder((await readFile(this.path, 'utf8').catch(() => '')) || '')
  }

  /** Resolves when this process may write the folder; throws a `readOnly` StorageError naming the holder otherwise. */
  ensure(): Promise<void> {
    // One check at a time: many writes at once need one look at the lock file, not one each.
    this.pending ??= this.check().finally(() => (this.pending = null))
    return this.pending
  }

  private async check(): Promise<void> {
    if (this.held) {
      const now = stampNow(this.path)
      if (now && sameStamp(now, this.held)) return
      const holder = await this.holder()
      if (holder?.token === PROCESS_TOKEN && holder.pid === process.pid && holder.host === HOST && now) {
        this.held = now
        return
      }
      // Deleted or taken by another: let go, and try again as if new.
      this.stopHeartbeat()
      this.held = null
    }
    await this.acquire()
  }

  /** The lock file as it is now: its holder (null if it does not parse) and its stamp; null when there is none. */
  private async look(): Promise<{ holder: LockHolder | null; stamp: FileStamp } | null> {
    const stamp = await stampOf(this.path)
    if (!stamp) return null
    const text = await readFile(this.path, 'utf8').catch(() => null)
    return text === null ? null : { holder: parseHolder(text), stamp }
  }

  private refuse(found: { holder: LockHolder | null } | null): never {
    throw readOnly(this.path, found?.holder ?? null)
  }

  /**
   * Takes the lock if nobody holds it or its holder is gone. A lock held by a live app is only read: a read-only app
   * writes nothing into the folder, not even a temp file.
   */
  private async acquire(): Promise<void> {
    const found = await this.look()
    const ours = (h: LockHolder | null) => h?.pid === process.pid && h.host === HOST && h.token === PROCESS_TOKEN
    if (found && !ours(found.holder)) {
      const stale = found.holder === null ? Date.now() - found.stamp.mtimeMs > UNREADABLE_STALE_MS : isStale(found.holder)
      if (!stale) this.refuse(found)
    }
    await mkdir(this.root, { recursive: true })
    const temp = tempNameFor(this.path)
    const handle = await open(temp, 'w', 0o644)
    try {
      await handle.writeFile(`${JSON.stringify(this.info(), null, 2)}\n`)
      await handle.sync()
    } finally {
      await handle.close()
    }
    try {
      if (!found) {
        // A hard link creates the lock with its whole content at once, and fails if another app just made one.
        const made = await link(temp, this.path).then(
          () => 'made' as const,
          (error: NodeJS.ErrnoException) =>
            error.code === 'EEXIST'
              ? ('taken' as const)
              : ['EPERM', 'ENOTSUP', 'ENOSYS', 'EXDEV'].includes(error.code ?? '')
                ? ('no links' as const)
                : Promise.reject(error)
        )
        if (made === 'no links')
          await writeFile(this.path, `${JSON.stringify(this.info(), null, 2)}\n`, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) =>
            error.code === 'EEXIST' ? undefined : Promise.reject(error)
          )
      } else if (!ours(found.holder)) {
        // A stale lock is replaced in one rename; if two apps do so at once, the check below leaves one holder.
        await rename(temp, this.path)
      }
      const now = await this.look()
      if (!now || !ours(now.holder)) this.refuse(now)
      this.held = now.stamp
      this.startHeartbeat()
    } finally {
      await rm(temp, { force: true }).catch(() => undefined)
    }
  }

  private startHeartbeat(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS)
    this.timer.unref()
    registerExit()
  }

  private stopHeartbeat(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  /** Refreshes the lock's time, if it is still this process's. */
  private async beat(): Promise<void> {
    try {
      await this.ensure()
      const temp = tempNameFor(this.path)
      await writeFile(temp, `${JSON.stringify(this.info(), null, 2)}\n`)
      await rename(temp, this.path)
      this.held = await stampOf(this.path)
    } catch {
      // Read-only now, or the disk is away: the next write says so.
    }
  }

  /** Gives the folder up (if this process holds it), for another app to write. */
  async release(): Promise<void> {
    this.stopHeartbeat()
    if (!this.held) return
    this.held = null
    const holder = await this.holder()
    if (holder?.token === PROCESS_TOKEN && holder.pid === process.pid) await rm(this.path, { force: true })
  }

  /** At exit, synchronously: the lock goes if it is this process's. */
  releaseNow(): void {
    this.stopHeartbeat()
    if (!this.held) return
    this.held = null
    try {
      const holder = parseHolder(readFileSync(this.path, 'utf8'))
      if (holder?.token === PROCESS_TOKEN && holder.pid === process.pid) unlinkSync(this.path)
    } catch {
      // Gone already.
    }
  }
}

let exitRegistered = false
function registerExit(): void {
  if (exitRegistered) return
  exitRegistered = true
  process.once('exit', () => {
    for (const lock of locks.values()) lock.releaseNow()
  })
}

function readOnly(path: string, holder: LockHolder | null): StorageError {
  const who = holder ? `process ${holder.pid} on ${holder.host}, since ${holder.startedAt}` : 'a lock file that is being written'
  return new StorageError(
    'readOnly',
    path,
    `another Marching Order writes this data folder (${who}), so this one opens it read-only and saves nothing until that one is closed`
  )
}
