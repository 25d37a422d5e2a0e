import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Low } from 'lowdb'
import type { z } from 'zod'
import type { SystemId } from '../../src-engine/core/types.ts'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import { FIRST_SHEET_FORMAT, type SheetFormat } from '../../src-engine/core/campaign.ts'
import type { Lang } from '../../src-engine/text/catalog.ts'
import { Backups, type BackupInfo, type BackupReason } from './backups.ts'
import {
  CAMPAIGN_SCHEMA_VERSION,
  campaignFrameSchema,
  campaignLists,
  campaignSchema,
  crossReferenceIssues,
  type Campaign,
  type CampaignList
} from './campaign-schema.ts'
import { campaignChunks } from './campaign-text.ts'
import { campaignConflictCopies } from './conflict-copies.ts'
import { createDraft, deepFreeze } from './draft.ts'
import { crashPoint } from './crash-points.ts'
import { DataLock, type LockHolder } from './data-lock.ts'
import { removeStaleTemps, syncFolder, tempNameFor, writeFileDurably } from './durable-write.ts'
import { StorageError } from './errors.ts'
import { FightFiles } from './fight-files.ts'
import { FolderWatch } from './folder-watch.ts'
import { checkId, ID } from './ids.ts'
import { changedOutside, DurableJsonFile, parseJsonText } from './json-file-adapter.ts'
import { migrate, schemaVersionOf } from './migrations.ts'
import { withCurrentSheets } from './sheet-migrations.ts'
import { SessionFiles } from './session-files.ts'

export interface CampaignSummary {
  readonly id: string
  readonly name: string
  readonly system: SystemId
  readonly language: Lang
  readonly archived: boolean
  /** An example campaign the picker offered (see services/examples.ts). */
  readonly example?: boolean
  readonly updatedAt: string
  readonly day: number
  readonly sessions: number
  /** How many conflict copies sync tools left of its files: the picker's card says so. */
  readonly conflictCopies: number
}

export type CampaignListing =
  CampaignSummary | { readonly id: string; readonly error: { readonly problem: string; readonly detail: string }; readonly backups: readonly BackupInfo[] }

export { checkId }

function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '')
}

function issueText(error: z.ZodError, at: readonly PropertyKey[] = []): string {
  const issue = error.issues[0]!
  const path = pathText([...at, ...issue.path])
  return path ? `${path}: ${issue.message}` : issue.message
}

/** A character's sheet or a bestiary entry's opponent, checked by the campaign's rule system itself. */
function systemProblemOf(system: SystemId, list: CampaignList, index: number, element: Campaign[CampaignList][number]): string | undefined {
  const rules = ruleSystems[system]?.campaign
  if (!rules) return undefined
  if (list === 'characters') {
    const result = rules.sheetSchema.safeParse((element as Campaign['characters'][number]).sheet)
    if (!result.success) return issueText(result.error, ['characters', index, 'sheet'])
  } else if (list === 'bestiary') {
    const result = rules.opponentSchema.safeParse((element as Campaign['bestiary'][number]).opponent)
    if (!result.success) return issueText(result.error, ['bestiary', index, 'opponent'])
  }
  return undefined
}

function sheetProblemOf(campaign: Campaign): string | undefined {
  for (const list of ['characters', 'bestiary'] as const) {
    for (const [i, element] of campaign[list].entries()) {
      const problem = systemProblemOf(campaign.system, list, i, element)
      if (problem) return problem
    }
  }
  return undefined
}

function sheetFormatOf(system: unknown): SheetFormat {
  return ruleSystems[system as SystemId]?.campaign?.sheetFormat ?? FIRST_SHEET_FORMAT
}

/** A campaign document whose sheets are moved to its system's current sheet format, and whether they had to be. */
function sheetsMovedForward(json: unknown, file: string): { doc: unknown; moved: boolean } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { doc: json, moved: false }
  const doc = withCurrentSheets(json as Record<string, unknown>, sheetFormatOf((json as Record<string, unknown>)['system']), file)
  return { doc, moved: doc !== json }
}

export function newId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .slice(0, 40)
  return `${slug || 'item'}-${randomBytes(3).toString('hex')}`.replace(/^-+/, '')
}

/** What both versions of a campaign file hold, side by side, when another program changed it (see `conflictOf`). */
export interface VersionSummary {
  readonly name: string
  readonly updatedAt: string
  readonly day: number
  readonly sessions: number
  readonly characters: number
  readonly parties: number
  readonly activeFights: number
  readonly bytes: number
}

export interface CampaignConflict {
  readonly file: string
  /** The version this app holds: the one it last read or saved. */
  readonly mine: VersionSummary
  /** The file on disk now, or why it cannot be taken (deleted, truncated, invalid). */
  readonly theirs: VersionSummary | { readonly problem: string; readonly detail: string }
}

export interface StoreOptions {
  /**
   * Called before every write: throws when this process may not write the data folder. By default the folder's
   * lock (DataLock): a second app or the bridge on the same folder reads it but writes nothing.
   */
  readonly guard?: () => Promise<void>
  /**
   * Why the data folder cannot be used at all (the GM's chosen folder is gone): then nothing is listed and nothing
   * written, so no empty campaign set grows in its place. Checked before the guard.
   */
  readonly unavailable?: () => Promise<StorageError | null>
  /**
   * Called once when a campaign is first read (and again after it was replaced from outside): repairs what a
   * crash between the writes of a multi-file step left (a fight listed but finished on disk …). Must not call `read`.
   */
  readonly recover?: (id: string, campaign: Campaign) => Promise<void>
}

interface OpenCampaign {
  readonly db: Low<Campaign>
  readonly file: DurableJsonFile<Campaign>
  queue: Promise<unknown>
  recovered?: Promise<void>
  /** Another program changed, truncated or deleted the file and the GM has not yet chosen a version. */
  outside?: StorageError
}

/** Documents that were moved forward from an older schema version when read, so they are written back. */
const migratedDocuments = new WeakSet<object>()

function summaryOf(campaign: Campaign, bytes: number): VersionSummary {
  return {
    name: campaign.name,
    updatedAt: campaign.updatedAt,
    day: campaign.calendar.day,
    sessions: campaign.sessions.length,
    characters: campaign.characters.length,
    parties: campaign.parties.length,
    activeFights: campaign.activeFights.length,
    bytes
  }
}

/**
 * Campaigns on disk: one folder each under `root/campaigns`, holding campaign.json (lowdb), fights/,
 * sessions/ and backups/. A file that does not parse, fails validation or comes from a newer app is never
 * written to; a file another program changed since it was read here is never overwritten silently.
 */
export class CampaignStore {
  private readonly open = new Map<string, Promise<OpenCampaign>>()
  private readonly fightFiles = new Map<string, FightFiles>()
  private readonly sessionFiles = new Map<string, SessionFiles>()
  private readonly guard: () => Promise<void>
  private readonly unavailable: () => Promise<StorageError | null>
  private readonly recover: StoreOptions['recover']
  private readonly lock: DataLock
  /** The one watch of the data folder: what the folder status and the battle-log lists ask whether anything changed. */
  readonly watch: FolderWatch

  constructor(
    readonly root: string,
    private readonly now: () => Date = () => new Date(),
    options: StoreOptions = {}
  ) {
    this.lock = DataLock.for(root)
    this.unavailable = options.unavailable ?? (async () => null)
    const guard = options.guard ?? (() => this.lock.ensure())
    this.guard = async () => {
      const problem = await this.unavailable()
      if (problem) throw problem
      await guard()
    }
    this.recover = options.recover
    this.watch = new FolderWatch(root)
  }

  folderOf(id: string): string {
    return join(this.root, 'campaigns', checkId('campaign', id))
  }

  private fileOf(id: string): string {
    return join(this.folderOf(id), 'campaign.json')
  }

  backupsOf(id: string): Backups {
    return new Backups(join(this.folderOf(id), 'backups'), this.fileOf(id))
  }

  /** The campaign's fight files: one object per campaign, so each fight file has one write queue. */
  fightsOf(id: string): FightFiles {
    let files = this.fightFiles.get(id)
    if (!files) this.fightFiles.set(id, (files = new FightFiles(join(this.folderOf(id), 'fights'), this.guard, () => this.watch.fightChanges(id))))
    return files
  }

  sessionsOf(id: string): SessionFiles {
    let files = this.sessionFiles.get(id)
    if (!files) this.sessionFiles.set(id, (files = new SessionFiles(join(this.folderOf(id), 'sessions'), this.guard)))
    return files
  }

  /**
   * Why this process may not write the data folder (another Marching Order holds it: its process, host and since
   * when), or null when it may. The app shows it so the GM knows why nothing he does is saved.
   */
  async readOnlyReason(): Promise<StorageError | null> {
    try {
      await this.guard()
      return null
    } catch (error) {
      if (error instanceof StorageError) return error
      throw error
    }
  }

  /** Who holds the data folder's lock now, if anyone. */
  lockHolder(): Promise<LockHolder | null> {
    return this.lock.holder()
  }

  /** Whether this process may write the data folder now (no other Marching Order holds it). */
  async writable(): Promise<boolean> {
    try {
      await this.guard()
      return true
    } catch {
      return false
    }
  }

  /**
   * Every campaign folder, each with its summary or, for one that cannot be read, its problem and backups: one
   * damaged campaign never hides the others.
   */
  async list(): Promise<CampaignListing[]> {
    if (await this.unavailable()) return []
    let ids: string[]
    const folder = join(this.root, 'campaigns')
    try {
      ids = (await readdir(folder)).filter((n) => ID.test(n))
    } catch {
      return []
    }
    // Staging folders of imports a crash interrupted: never listed, removed once their process is gone.
    if (await this.writable()) for (const stale of [folder, this.root]) await removeStaleTemps(stale)
    const listings: CampaignListing[] = []
    for (const id of ids.sort()) {
      try {
        const h = await this.handle(id)
        await this.refresh(id, h)
        const c = h.db.data
        listings.push({
          id,
          name: c.name,
          system: c.system,
          language: c.language,
          archived: c.archived,
          ...(c.example ? { example: true } : {}),
          updatedAt: c.updatedAt,
          day: c.calendar.day,
          sessions: c.sessions.length,
          conflictCopies: (await campaignConflictCopies(this.folderOf(id))).length
        })
      } catch (error) {
        const problem =
          error instanceof StorageError
            ? error
            : new StorageError('invalid', this.fileOf(id), `cannot be read: ${String((error as Error)?.message ?? error).slice(0, 300)}`)
        listings.push({
          id,
          error: { problem: problem.problem, detail: problem.message },
          backups: await this.backupsOf(id)
            .list()
            .catch(() => [])
        })
      }
    }
    return listings
  }

  async create(input: { name: string; system: SystemId; language: Lang; rules?: Record<string, unknown>; example?: boolean }): Promise<Campaign> {
    const id = newId(input.name)
    const at = this.now().toISOString()
    const campaign = this.validate(id, {
      schemaVersion: CAMPAIGN_SCHEMA_VERSION,
      id,
      name: input.name,
      system: input.system,
      sheetVersion: sheetFormatOf(input.system).version,
      language: input.language,
      archived: false,
      ...(input.example ? { example: true } : {}),
      createdAt: at,
      updatedAt: at,
      settings: { rules: input.rules ?? {}, backupsToKeep: 10 },
      calendar: { day: 0 },
      characters: [],
      parties: [],
      bestiary: [],
      sessions: [],
      currentSessionId: null,
      activeFights: []
    })
    await this.writeNew(campaign)
    return campaign
  }

  /**
   * Writes a campaign into a new folder, all or nothing: everything is written into a staging folder beside
   * the campaigns (a dot name, so it is never listed), fsynced, and renamed into place as the very last step.
   * A crash before the rename leaves only the staging folder, removed on the next listing. `fill` writes the
   * campaign's other files (fights, sessions) into the staged folder; `backup` takes a first backup there.
   * Refuses to replace a campaign that exists.
   */
  async writeNew(campaign: Campaign, fill?: (folder: string) => Promise<void>, backup?: BackupReason): Promise<void> {
    await this.guard()
    const folder = this.folderOf(campaign.id)
    const exists = () => new StorageError('exists', folder, 'a campaign with this id exists already')
    if (await stat(folder).catch(() => null)) throw exists()
    await mkdir(join(this.root, 'campaigns'), { recursive: true })
    const staging = tempNameFor(folder, 'staging')
    try {
      await mkdir(join(staging, 'fights'), { recursive: true })
      await mkdir(join(staging, 'sessions'), { recursive: true })
      await writeFileDurably(join(staging, 'campaign.json'), campaignChunks(campaign))
      if (fill) await fill(staging)
      if (backup) await new Backups(join(staging, 'backups'), join(staging, 'campaign.json')).take(backup, this.now(), campaign.settings.backupsToKeep)
      for (const sub of ['fights', 'sessions']) await syncFolder(join(staging, sub))
      crashPoint('before moving a staged campaign in')
      try {
        await rename(staging, folder)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'EPERM') throw exists()
        throw error
      }
    } catch (error) {
      await rm(staging, { recursive: true, force: true }).catch(() => undefined)
      throw error
    }
    crashPoint('after moving a staged campaign in')
    await syncFolder(join(this.root, 'campaigns'))
    this.forget(campaign.id)
  }

  /**
   * Reads the campaign afresh on its next read (recovery included), after one of its files was replaced on the
   * GM's choice (a conflict copy kept): waits for the saves under way, then drops what this process held.
   */
  async reload(id: string): Promise<void> {
    await this.open
      .get(id)
      ?.then((h) => h.queue)
      .catch(() => undefined)
    this.forget(id)
  }

  /** A campaign file's text checked as a read checks it (moved forward if older); throws StorageError naming `path`. */
  parseText(id: string, text: string, path: string): Campaign {
    return this.parseDocument(id, parseJsonText(path, text), path)
  }

  /** Drops what this process holds of a campaign (its document and its files' known versions). */
  private forget(id: string): void {
    this.open.delete(id)
    this.fightFiles.delete(id)
    this.sessionFiles.delete(id)
  }

  /**
   * The campaign as stored; an older file is moved forward (after a backup), a bad one raises StorageError. If
   * another program changed the file since it was read here, the new file is taken (this process never holds
   * unsaved changes; the version it had goes to the backups). One that was truncated, deleted or made invalid
   * is not taken: the read fails with its problem, and the GM keeps his version or the other (`resolve`).
   */
  async read(id: string): Promise<Campaign> {
    const h = await this.handle(id)
    await this.refresh(id, h)
    if (this.recover && !h.recovered && (await this.writable())) {
      const recover = this.recover
      h.recovered = h.queue.then(() => recover(id, h.db.data)).catch(() => undefined)
    }
    await h.recovered
    return h.db.data
  }

  /** The campaign as this process holds it, without looking at the disk or repairing anything (for recovery itself). */
  async peek(id: string): Promise<Campaign> {
    return (await this.handle(id)).db.data
  }

  private handle(id: string): Promise<OpenCampaign> {
    let opened = this.open.get(id)
    if (!opened) {
      opened = this.load(id)
      this.open.set(id, opened)
      // A failed open is not cached: the GM may restore a backup and try again.
      opened.catch(() => {
        if (this.open.get(id) === opened) this.open.delete(id)
      })
    }
    return opened
  }

  private async backupNames(id: string): Promise<string[]> {
    return (
      await this.backupsOf(id)
        .list()
        .catch(() => [])
    ).map((b) => b.file)
  }

  /** The campaign file's adapter: it checks what it reads (moving older versions forward) and writes only over its own last version. */
  private adapter(id: string): DurableJsonFile<Campaign> {
    const file = this.fileOf(id)
    return new DurableJsonFile<Campaign>(file, (json) => this.parseDocument(id, json, file), campaignChunks, this.guard)
  }

  private async load(id: string): Promise<OpenCampaign> {
    const file = this.fileOf(id)
    // Temp files a crash left mid-save, of every kind of file; a live process's own temp files are left alone.
    if (await this.writable()) for (const sub of ['', 'fights', 'sessions', 'backups']) await removeStaleTemps(join(this.folderOf(id), sub))
    const adapter = this.adapter(id)
    let campaign: Campaign | null
    try {
      campaign = await adapter.read()
    } catch (error) {
      if (error instanceof StorageError) throw new StorageError(error.problem, error.file, error.detail, await this.backupNames(id))
      throw error
    }
    if (campaign === null) throw new StorageError('notFound', file, 'does not exist', await this.backupNames(id))
    if (migratedDocuments.has(campaign) && (await this.writable())) {
      await this.backupsOf(id).take('migration', this.now(), campaign.settings.backupsToKeep)
      await adapter.write(campaign)
    }
    return { db: new Low<Campaign>(adapter, deepFreeze(campaign)), file: adapter, queue: Promise.resolve() }
  }

  /**
   * A campaign document as read from a file: its schema version checked, moved forward if older, validated.
   * Anything wrong (a version no app wrote, a nesting that would blow the stack) is a StorageError naming the file.
   */
  private parseDocument(id: string, raw: unknown, file: string): Campaign {
    const version = schemaVersionOf(raw)
    if (version === undefined) throw new StorageError('invalid', file, 'has no schema version: it is not a Marching Order campaign')
    if (version > CAMPAIGN_SCHEMA_VERSION) {
      throw new StorageError(
        'newerVersion',
        file,
        `was written by a newer Marching Order (schema ${version}; this version reads up to ${CAMPAIGN_SCHEMA_VERSION}). Update the app, or restore a backup.`
      )
    }
    if (version < 1) throw new StorageError('invalid', file, `has schema version ${version}, which no Marching Order ever wrote`)
    try {
      const envelope = version === CAMPAIGN_SCHEMA_VERSION ? raw : migrate(raw as Record<string, unknown>)
      const sheets = sheetsMovedForward(envelope, file)
      const campaign = this.validate(id, sheets.doc, file)
      if (envelope !== raw || sheets.moved) migratedDocuments.add(campaign)
      return campaign
    } catch (error) {
      if (error instanceof StorageError) throw error
      throw new StorageError('invalid', file, `cannot be read as a campaign: ${String((error as Error)?.message ?? error).slice(0, 300)}`)
    }
  }

  /**
   * Takes the file on disk if another program changed it: a valid one replaces the version held here (which is
   * kept as a backup, since it was saved and the GM may miss it); a deleted, truncated or invalid one is refused
   * until the GM chooses. Runs in the campaign's queue, so it never mistakes a save of this process for another's.
   */
  private async refresh(id: string, h: OpenCampaign): Promise<void> {
    const run = h.queue.then(async () => {
      const change = await h.file.outsideChange()
      if (change === null) {
        h.outside = undefined
        return
      }
      if (change !== 'changed') {
        h.outside = changedOutside(h.file.path, change)
        throw new StorageError(
          'notFound',
          h.file.path,
          `${h.outside.detail}. Marching Order still holds the version it last saved: keep it, or restore a backup`,
          await this.backupNames(id)
        )
      }
      const theirs = this.adapter(id)
      let campaign: Campaign
      try {
        campaign = (await theirs.read())!
        if (campaign === null) throw changedOutside(h.file.path, 'deleted')
      } catch (error) {
        if (!(error instanceof StorageError)) throw error
        h.outside = error
        throw new StorageError(
          error.problem,
          error.file,
          `${error.detail}. Another program changed it after Marching Order had read it; Marching Order still holds the version it last saved: keep it, or restore a backup`,
          await this.backupNames(id)
        )
      }
      if (await this.writable())
        await this.backupsOf(id).keep(Buffer.concat(campaignChunks(h.db.data)), 'conflict', this.now(), h.db.data.settings.backupsToKeep + 1)
      this.take(h, theirs, campaign)
      if (migratedDocuments.has(campaign) && (await this.writable())) await h.file.write(campaign)
    })
    h.queue = run.catch(() => undefined)
    return run
  }

  /** Makes a version read from disk the one held here. */
  private take(h: OpenCampaign, from: DurableJsonFile<Campaign>, campaign: Campaign): void {
    h.file.known = from.known
    h.db.data = deepFreeze(campaign)
    h.outside = undefined
    h.recovered = undefined
  }

  /** Checks a campaign document for the folder of `id` as a read does (schema, id, the system's sheets); throws StorageError. */
  check(id: string, json: unknown): Campaign {
    const file = this.fileOf(id)
    return this.validate(id, sheetsMovedForward(json, file).doc, file)
  }

  private validate(id: string, json: unknown, file = this.fileOf(id), backups: readonly string[] = []): Campaign {
    const result = campaignSchema.safeParse(json)
    if (!result.success) throw new StorageError('invalid', file, `fails validation: ${issueText(result.error)}`, backups)
    if (result.data.id !== id) throw new StorageError('invalid', file, `holds campaign "${result.data.id}" but lies in the folder of "${id}"`, backups)
    const sheetProblem = sheetProblemOf(result.data)
    if (sheetProblem) throw new StorageError('invalid', file, `fails validation: ${sheetProblem}`, backups)
    return result.data
  }

  /**
   * Checks a changed campaign as `validate` does, but looks into only the list elements the change made or
   * touched: an element that is the very object it was in the same list before is known to be valid, since
   * the document in memory is frozen and was checked when it got there. The frame (every other field) and the
   * references between elements are checked in full, which is cheap.
   */
  private validateChange(id: string, previous: Campaign, next: Campaign): Campaign {
    if (next.system !== previous.system) return this.validate(id, next)
    const invalid = (problem: string) => new StorageError('invalid', this.fileOf(id), `fails validation: ${problem}`)
    const frame = campaignFrameSchema.safeParse(next)
    if (!frame.success) throw invalid(issueText(frame.error))
    if (frame.data.id !== id) throw new StorageError('invalid', this.fileOf(id), `holds campaign "${frame.data.id}" but lies in the folder of "${id}"`)
    const checked: Record<string, unknown> = frame.data
    for (const list of Object.keys(campaignLists) as CampaignList[]) {
      const before = previous[list] as readonly unknown[]
      const after = next[list] as readonly unknown[]
      if (after === before) {
        checked[list] = before
        continue
      }
      const known = new Set(before)
      checked[list] = after.map((element, i) => {
        if (known.has(element)) return element
        const result = campaignLists[list].safeParse(element)
        if (!result.success) throw invalid(issueText(result.error, [list, i]))
        const problem = systemProblemOf(next.system, list, i, result.data)
        if (problem) throw invalid(problem)
        return result.data
      })
    }
    const campaign = checked as Campaign
    const [issue] = crossReferenceIssues(campaign)
    if (issue) throw invalid(`${pathText(issue.path)}: ${issue.message}`)
    return campaign
  }

  /**
   * Changes a campaign as one step: the change is made on a copy-on-write draft, checked against the schema
   * and written atomically; if any of that fails, the campaign on disk and in memory stays as it was. The
   * campaign in memory (what `read` and `update` give) is frozen: it changes only through here. If another
   * program changed the file since it was last read here, the change is refused (`changedOutside`): both the
   * GM's change and the other one are changes, and the GM chooses (`resolve`); nothing is overwritten.
   */
  async update<T>(id: string, change: (draft: Campaign) => T): Promise<{ campaign: Campaign; result: T }> {
    const handle = await this.handle(id)
    const run = handle.queue.then(async () => {
      await this.guard()
      const outside = await handle.file.outsideChange()
      if (outside !== null) {
        handle.outside = changedOutside(handle.file.path, outside)
        throw new StorageError(
          'changedOutside',
          handle.file.path,
          `${handle.outside.detail}. Keep your version or the other one; the one not kept goes to the backups`,
          await this.backupNames(id)
        )
      }
      handle.outside = undefined
      const previous = handle.db.data
      const draft = createDraft(previous)
      let changed: { document: Campaign; result: T }
      try {
        const result = change(draft.root)
        draft.root.updatedAt = this.now().toISOString()
        changed = draft.finish(result)
      } catch (error) {
        draft.discard()
        throw error
      }
      const { result } = changed
      const next = deepFreeze(this.validateChange(id, previous, changed.document))
      handle.db.data = next
      try {
        await handle.db.write()
      } catch (error) {
        handle.db.data = previous
        throw error
      }
      return { campaign: next, result }
    })
    handle.queue = run.catch(() => undefined)
    return run
  }

  /**
   * What another program did to the campaign file since this process last read or saved it (null: nothing), looked
   * at in the campaign's queue so a save of this process is never taken for another's. Cheap: one `stat` while
   * nothing changed.
   */
  async outsideChangeOf(id: string): Promise<'changed' | 'deleted' | 'created' | null> {
    const handle = await this.handle(id)
    const run = handle.queue.then(() => handle.file.outsideChange())
    handle.queue = run.catch(() => undefined)
    return run
  }

  /** Both versions of a campaign file another program changed, or null when there is nothing to choose. */
  async conflictOf(id: string): Promise<CampaignConflict | null> {
    const handle = await this.handle(id)
    const run = handle.queue.then(async (): Promise<CampaignConflict | null> => {
      const change = await handle.file.outsideChange()
      if (change === null) {
        handle.outside = undefined
        return null
      }
      const mine = summaryOf(handle.db.data, sizeOf(handle.db.data))
      const theirs = await this.theirs(id)
      return {
        file: handle.file.path,
        mine,
        theirs: 'campaign' in theirs ? summaryOf(theirs.campaign, theirs.bytes) : { problem: theirs.error.problem, detail: theirs.error.message }
      }
    })
    handle.queue = run.catch(() => undefined)
    return run
  }

  /** The campaign file as it is on disk now, checked, or why it cannot be taken. */
  private async theirs(id: string): Promise<{ campaign: Campaign; bytes: number; adapter: DurableJsonFile<Campaign> } | { error: StorageError }> {
    const adapter = this.adapter(id)
    try {
      const campaign = await adapter.read()
      if (campaign === null) return { error: new StorageError('notFound', adapter.path, 'was deleted or moved by another program') }
      return { campaign, bytes: adapter.known?.stamp.size ?? 0, adapter }
    } catch (error) {
      if (error instanceof StorageError) return { error }
      return { error: new StorageError('invalid', adapter.path, String((error as Error)?.message ?? error).slice(0, 300)) }
    }
  }

  /**
   * The GM's choice when another program changed the campaign file: `mine` writes the version held here over
   * it, `theirs` takes the file on disk. The version not kept goes to the backups (reason `conflict`) first,
   * durably, so choosing never loses either. Taking theirs needs a file that can be read; otherwise restore a backup.
   */
  async resolve(id: string, keep: 'mine' | 'theirs'): Promise<Campaign> {
    const handle = await this.handle(id)
    const run = handle.queue.then(async () => {
      await this.guard()
      const keepCount = handle.db.data.settings.backupsToKeep + 1
      if (keep === 'mine') {
        const onDisk = await readFile(handle.file.path).catch(() => null)
        if (onDisk !== null) await this.backupsOf(id).keep(onDisk, 'conflict', this.now(), keepCount)
        await handle.file.write(handle.db.data, 'force')
        handle.outside = undefined
      } else {
        const theirs = await this.theirs(id)
        if ('error' in theirs)
          throw new StorageError(
            theirs.error.problem,
            theirs.error.file,
            `${theirs.error.detail}: the other version cannot be taken; keep yours or restore a backup`,
            await this.backupNames(id)
          )
        await this.backupsOf(id).keep(Buffer.concat(campaignChunks(handle.db.data)), 'conflict', this.now(), keepCount)
        this.take(handle, theirs.adapter, theirs.campaign)
        if (migratedDocuments.has(theirs.campaign)) await handle.file.write(theirs.campaign)
      }
      return handle.db.data
    })
    handle.queue = run.catch(() => undefined)
    return run
  }

  async backup(id: string, reason: BackupReason): Promise<BackupInfo> {
    await this.guard()
    const campaign = await this.read(id)
    return this.backupsOf(id).take(reason, this.now(), campaign.settings.backupsToKeep)
  }

  /**
   * Puts a backup in place of the campaign file. The file it replaces is kept as a backup too (or, if it is
   * unreadable, copied aside as campaign.broken-….json), so a restore never loses anything. The new content
   * replaces the old in one atomic rename: a crash at any point leaves the old file or the restored one.
   */
  async restore(id: string, file: string): Promise<Campaign> {
    await this.guard()
    const backups = this.backupsOf(id)
    const source = await backups.pathOf(file)
    let restored: Campaign
    try {
      restored = this.parseDocument(id, parseJsonText(source, await readFile(source, 'utf8')), source)
    } catch (error) {
      if (error instanceof StorageError) throw new StorageError('invalid', file, `is not a campaign this version can read: ${error.detail}`)
      throw error
    }
    const opened = this.open.get(id)
    await opened?.then((h) => h.queue).catch(() => undefined)
    const current = await readFile(this.fileOf(id)).catch(() => null)
    if (current !== null) {
      let readable = true
      try {
        this.parseDocument(id, parseJsonText(this.fileOf(id), current.toString('utf8')), this.fileOf(id))
      } catch {
        readable = false
      }
      if (readable) await backups.keep(current, 'restore', this.now(), restored.settings.backupsToKeep + 1)
      else {
        const stampText = this.now().toISOString().replace(/[-:.]/g, '')
        await writeFileDurably(join(this.folderOf(id), `campaign.broken-${stampText}.json`), [current])
      }
    }
    crashPoint('before writing the restored campaign')
    await writeFileDurably(this.fileOf(id), campaignChunks(restored))
    this.open.delete(id)
    return this.read(id)
  }

  /**
   * Waits for the saves under way and lets go of the data folder's lock, for another app to write it. The lock is
   * the process's: after this, no store of this process writes the folder until one writes again and takes it.
   */
  async close(): Promise<void> {
    for (const opened of this.open.values()) await opened.then((h) => h.queue).catch(() => undefined)
    this.watch.close()
    await this.lock.release()
  }

  /** Moves the campaign folder to the trash; nothing is deleted. */
  async trash(id: string): Promise<void> {
    await this.guard()
    if (!(await stat(this.folderOf(id)).catch(() => null))?.isDirectory()) throw new StorageError('notFound', this.folderOf(id), 'no such campaign')
    await this.open
      .get(id)
      ?.then((h) => h.queue)
      .catch(() => undefined)
    await mkdir(join(this.root, 'trash'), { recursive: true })
    const stampText = this.now().toISOString().replace(/[-:.]/g, '')
    await rename(this.folderOf(id), join(this.root, 'trash', `${id}--${stampText}`))
    this.forget(id)
  }
}

function sizeOf(campaign: Campaign): number {
  return campaignChunks(campaign).reduce((sum, chunk) => sum + chunk.length, 0)
}
