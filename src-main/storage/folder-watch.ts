import { watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'

/** Folders of a campaign whose files the watch follows: the campaign file and conflict copies, the fights, the journals. */
const CAMPAIGN_FOLDERS = ['', 'fights', 'sessions'] as const
type CampaignFolder = (typeof CAMPAIGN_FOLDERS)[number]

/**
 * Counts what other programs (a sync tool, an editor, another Marching Order) and this one change in the data
 * folder, per campaign, so that asking "did anything change?" costs nothing while nothing did. The one watch of the
 * data folder: the folder status and the battle-log lists both ask it.
 *
 * It watches folders, each on its own: the data folder, `campaigns/`, and the folders of each campaign asked about
 * (the campaign's own, `fights/`, `sessions/`). A folder's watch reports every change to the files in it, written in
 * place, created, renamed over or removed, with one watch for thousands of fight files; a recursive watch (Node's on
 * Linux) watches each file on its own, and loses a file once a durable write has renamed a new one over it.
 *
 * Events are gathered for `debounceMs` (a sync tool writes a file in several steps) before `generation` moves; the
 * fights' count (`fightChanges`) moves at once. Where the data folder cannot be watched (no inotify watches left, a
 * network drive, the folder not there yet), both answer null, and the caller looks at the files itself each time.
 */
export class FolderWatch {
  /** Watches by folder, relative to the data folder: '' itself, 'campaigns', then each campaign's folders. */
  private readonly watchers = new Map<string, FSWatcher>()
  private broken = false
  private readonly counts = new Map<string, number>()
  /** Changes outside any campaign folder (the lock file, a campaign folder added or removed). */
  private folderCount = 0
  /**
   * Changes to each campaign's fight files, counted as they are reported: the battle-log list must see a file saved a
   * moment after it listed. Its own cache (fights/.cache) is not counted. `anyCount` counts for every campaign: the
   * data folder's top level, and a watch that failed.
   */
  private readonly fightCounts = new Map<string, number>()
  private anyCount = 0
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
    if (!this.start(campaignId)) return null
    return campaignId === undefined ? this.folderCount : (this.counts.get(campaignId) ?? 0) + this.folderCount
  }

  /**
   * A number that changes as soon as anything in the campaign's fights/ folder (its listing cache aside) is reported
   * changed; null when the folder cannot be watched now. A report comes a moment after the change: a caller awaits
   * one turn of the event loop (setImmediate) before it asks.
   */
  fightChanges(campaignId: string): number | null {
    if (!this.start(campaignId)) return null
    return (this.fightCounts.get(campaignId) ?? 0) + this.anyCount
  }

  /** Watches the data folder, `campaigns/` and the campaign's folders where not yet watched; false if the data folder cannot be. */
  private start(campaignId?: string): boolean {
    // A watch that failed is tried again now and then: the folder may have been created since, or watches freed.
    if (this.broken && this.clock() < this.retryAt) return false
    if (!this.watchFolder('', (name) => this.sawTop(name))) {
      this.fail()
      return false
    }
    this.broken = false
    this.watchFolder('campaigns', (name) => this.sawCampaignFolder(name))
    if (campaignId !== undefined)
      for (const folder of CAMPAIGN_FOLDERS) this.watchFolder(join('campaigns', campaignId, folder), (name) => this.saw(campaignId, folder, name))
    return true
  }

  /** Watches one folder (relative to the data folder) unless it is watched; false where it cannot be (it may not exist yet). */
  private watchFolder(folder: string, saw: (name: string) => void): boolean {
    if (this.watchers.has(folder)) return true
    try {
      // Not persistent: watching must never keep the app (or a test) from ending.
      const watcher = watch(join(this.root, folder), { persistent: false }, (_event, name) => saw(name === null ? '' : String(name)))
      watcher.on('error', () => {
        this.unwatch(folder)
        // What happened while this folder was not watched is unknown: it counts as changed.
        saw('')
      })
      this.watchers.set(folder, watcher)
      return true
    } catch {
      return false
    }
  }

  private unwatch(folder: string): void {
    this.watchers.get(folder)?.close()
    this.watchers.delete(folder)
  }

  private fail(): void {
    this.close()
    this.broken = true
    this.retryAt = this.clock() + 5_000
    // What happened while the watch was away is unknown: every campaign counts as changed.
    this.folderCount++
    this.anyCount++
  }

  private sawTop(name: string): void {
    this.anyCount++
    this.pending.add('')
    // `campaigns/` made, removed or replaced: watched anew when next asked.
    if (name === 'campaigns' || name === '') this.unwatch('campaigns')
    this.settleLater()
  }

  /** A campaign folder made, removed or replaced: its watches are made anew when it is next asked about. */
  private sawCampaignFolder(campaignId: string): void {
    if (campaignId === '') return this.sawTop('campaigns')
    for (const folder of CAMPAIGN_FOLDERS) this.unwatch(join('campaigns', campaignId, folder))
    this.saw(campaignId, 'fights', '')
  }

  private saw(campaignId: string, folder: CampaignFolder, name: string): void {
    if (folder === 'fights' ? name !== '.cache' : name === 'fights' || name === '')
      this.fightCounts.set(campaignId, (this.fightCounts.get(campaignId) ?? 0) + 1)
    // The fights or sessions folder itself made, removed or replaced: watched anew when next asked.
    if (folder === '' && (name === 'fights' || name === 'sessions')) this.unwatch(join('campaigns', campaignId, name))
    this.pending.add(campaignId)
    this.settleLater()
  }

  private settleLater(): void {
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
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
  }
}
