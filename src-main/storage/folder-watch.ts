import { watch, type FSWatcher } from 'node:fs'
import { sep } from 'node:path'

/**
 * Counts what other programs (a sync tool, an editor, another Marching Order) and this one change in the data
 * folder, per campaign, so that asking "did anything change?" costs nothing while nothing did. Events come from
 * `fs.watch` and are gathered for `debounceMs` (a sync tool writes a file in several steps). Where watching is not
 * possible (no recursive watch on this platform, no inotify watches left, a network drive, the folder not there
 * yet), `generation` answers null, and the caller looks at the files itself each time.
 */
export class FolderWatch {
  private watcher: FSWatcher | null = null
  private broken = false
  private readonly counts = new Map<string, number>()
  /** Changes outside any campaign folder (the lock file, a campaign folder added or removed). */
  private folderCount = 0
  private pending = new Set<string>()
  private timer: NodeJS.Timeout | null = null
  private retryAt = 0

  constructor(
    readonly root: string,
    private readonly debounceMs = 250,
    private readonly clock: () => number = Date.now
  ) {}

  /**
   * A number that changes whenever something in the campaign's folder (or, without an id, anywhere in the data
   * folder's top level) changed; null when the folder cannot be watched now.
   */
  generation(campaignId?: string): number | null {
    if (!this.start()) return null
    return campaignId === undefined ? this.folderCount : (this.counts.get(campaignId) ?? 0) + this.folderCount
  }

  private start(): boolean {
    if (this.watcher) return true
    // A watch that failed is tried again now and then: the folder may have been created since, or watches freed.
    if (this.broken && this.clock() < this.retryAt) return false
    try {
      // Not persistent: watching must never keep the app (or a test) from ending.
      this.watcher = watch(this.root, { recursive: true, persistent: false }, (_event, name) => this.saw(name === null ? '' : String(name)))
      this.watcher.on('error', () => this.fail())
      this.broken = false
      return true
    } catch {
      this.fail()
      return false
    }
  }

  private fail(): void {
    this.watcher?.close()
    this.watcher = null
    this.broken = true
    this.retryAt = this.clock() + 5_000
    // What happened while the watch was away is unknown: every campaign counts as changed.
    this.folderCount++
  }

  private saw(name: string): void {
    const parts = name.split(sep)
    this.pending.add(parts[0] === 'campaigns' && parts.length > 1 ? parts[1]! : '')
    this.timer ??= setTimeout(() => this.settle(), this.debounceMs)
    this.timer.unref()
  }

  private settle(): void {
    this.timer = null
    for (const id of this.pending) {
      if (id === '') this.folderCount++
      else this.counts.set(id, (this.counts.get(id) ?? 0) + 1)
    }
    this.pending.clear()
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.watcher?.close()
    this.watcher = null
  }
}
