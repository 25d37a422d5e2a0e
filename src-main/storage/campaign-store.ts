import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { Low } from 'lowdb'
import type { z } from 'zod'
import type { SystemId } from '../../src-engine/core/types.ts'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import type { Lang } from '../../src-engine/text/catalog.ts'
import { Backups, type BackupInfo, type BackupReason } from './backups.ts'
import { CAMPAIGN_SCHEMA_VERSION, campaignFrameSchema, campaignLists, campaignSchema, crossReferenceIssues, type Campaign, type CampaignList } from './campaign-schema.ts'
import { campaignChunks } from './campaign-text.ts'
import { createDraft, deepFreeze } from './draft.ts'
import { writeFileDurably } from './durable-write.ts'
import { StorageError } from './errors.ts'
import { DurableJsonFile } from './json-file-adapter.ts'
import { migrate, schemaVersionOf } from './migrations.ts'

export interface CampaignSummary {
  readonly id: string
  readonly name: string
  readonly system: SystemId
  readonly language: Lang
  readonly archived: boolean
  readonly updatedAt: string
  readonly day: number
  readonly sessions: number
}

export type CampaignListing = CampaignSummary | { readonly id: string; readonly error: { readonly problem: string; readonly detail: string }; readonly backups: readonly BackupInfo[] }

const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/

export function checkId(kind: string, id: string): string {
  if (!ID.test(id)) throw new StorageError('notFound', `${kind} "${id}"`, `is not a valid ${kind} id`)
  return id
}

function pathText(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '')
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

interface OpenCampaign {
  readonly db: Low<Campaign>
  queue: Promise<unknown>
}

/**
 * Campaigns on disk: one folder each under `root/campaigns`, holding campaign.json (lowdb), fights/ and
 * backups/. A file that does not parse, fails validation or comes from a newer app is never written to.
 */
export class CampaignStore {
  private readonly open = new Map<string, Promise<OpenCampaign>>()

  constructor(
    readonly root: string,
    private readonly now: () => Date = () => new Date()
  ) {}

  folderOf(id: string): string {
    return join(this.root, 'campaigns', checkId('campaign', id))
  }

  private fileOf(id: string): string {
    return join(this.folderOf(id), 'campaign.json')
  }

  backupsOf(id: string): Backups {
    return new Backups(join(this.folderOf(id), 'backups'), this.fileOf(id))
  }

  async list(): Promise<CampaignListing[]> {
    let ids: string[]
    try {
      ids = (await readdir(join(this.root, 'campaigns'))).filter((n) => ID.test(n))
    } catch {
      return []
    }
    const listings: CampaignListing[] = []
    for (const id of ids.sort()) {
      try {
        const c = await this.read(id)
        listings.push({ id, name: c.name, system: c.system, language: c.language, archived: c.archived, updatedAt: c.updatedAt, day: c.calendar.day, sessions: c.sessions.length })
      } catch (error) {
        if (!(error instanceof StorageError)) throw error
        listings.push({ id, error: { problem: error.problem, detail: error.message }, backups: await this.backupsOf(id).list() })
      }
    }
    return listings
  }

  async create(input: { name: string; system: SystemId; language: Lang; rules?: Record<string, unknown> }): Promise<Campaign> {
    const id = newId(input.name)
    const at = this.now().toISOString()
    const campaign = this.validate(id, {
      schemaVersion: CAMPAIGN_SCHEMA_VERSION,
      id,
      name: input.name,
      system: input.system,
      language: input.language,
      archived: false,
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

  /** Writes a campaign into a new folder; refuses to replace one that exists. */
  async writeNew(campaign: Campaign): Promise<void> {
    const folder = this.folderOf(campaign.id)
    try {
      await stat(folder)
      throw new StorageError('exists', folder, 'a campaign with this id exists already')
    } catch (error) {
      if (error instanceof StorageError) throw error
    }
    await mkdir(join(folder, 'fights'), { recursive: true })
    await mkdir(join(folder, 'sessions'), { recursive: true })
    await writeFileDurably(this.fileOf(campaign.id), `${JSON.stringify(campaign, null, 2)}\n`)
  }

  /** The campaign as stored; an older file is moved forward (after a backup), a bad one raises StorageError. */
  async read(id: string): Promise<Campaign> {
    return (await this.handle(id)).db.data
  }

  private handle(id: string): Promise<OpenCampaign> {
    let opened = this.open.get(id)
    if (!opened) {
      opened = this.load(id)
      this.open.set(id, opened)
      // A failed open is not cached: the GM may restore a backup and try again.
      opened.catch(() => this.open.delete(id))
    }
    return opened
  }

  private async load(id: string): Promise<OpenCampaign> {
    const file = this.fileOf(id)
    await this.removeStaleTempFiles(id)
    const raw = await new DurableJsonFile<unknown>(file, (json) => json).read().catch(async (error: unknown) => {
      if (error instanceof StorageError) throw new StorageError(error.problem, error.file, error.detail, (await this.backupsOf(id).list()).map((b) => b.file))
      throw error
    })
    if (raw === null) throw new StorageError('notFound', file, 'does not exist')
    const version = schemaVersionOf(raw)
    const backups = async () => (await this.backupsOf(id).list()).map((b) => b.file)
    if (version === undefined) throw new StorageError('invalid', file, 'has no schema version: it is not a Marching Order campaign', await backups())
    if (version > CAMPAIGN_SCHEMA_VERSION) {
      throw new StorageError('newerVersion', file, `was written by a newer Marching Order (schema ${version}; this version reads up to ${CAMPAIGN_SCHEMA_VERSION}). Update the app, or restore a backup.`, await backups())
    }
    let campaign: Campaign
    if (version < CAMPAIGN_SCHEMA_VERSION) {
      const migrated = this.validate(id, migrate(raw as Record<string, unknown>), file, await backups())
      await this.backupsOf(id).take('migration', this.now(), migrated.settings.backupsToKeep)
      await writeFileDurably(file, `${JSON.stringify(migrated, null, 2)}\n`)
      campaign = migrated
    } else {
      campaign = this.validate(id, raw, file, await backups())
    }
    const db = new Low<Campaign>(new DurableJsonFile<Campaign>(file, (json) => this.validate(id, json, file), campaignChunks), deepFreeze(campaign))
    return { db, queue: Promise.resolve() }
  }

  /** Temp files a crash left behind mid-save; the single-instance lock means nobody else is writing them. */
  private async removeStaleTempFiles(id: string): Promise<void> {
    const folder = this.folderOf(id)
    const names = await readdir(folder).catch(() => [] as string[])
    for (const name of names) if (/^\.campaign\.json\.\d+\.\d+\.tmp$/.test(name)) await unlink(join(folder, name)).catch(() => undefined)
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
   * campaign in memory (what `read` and `update` give) is frozen: it changes only through here.
   */
  async update<T>(id: string, change: (draft: Campaign) => T): Promise<{ campaign: Campaign; result: T }> {
    const handle = await this.handle(id)
    const run = handle.queue.then(async () => {
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

  async backup(id: string, reason: BackupReason): Promise<BackupInfo> {
    const campaign = await this.read(id)
    return this.backupsOf(id).take(reason, this.now(), campaign.settings.backupsToKeep)
  }

  /**
   * Puts a backup in place of the campaign file. The file it replaces is kept as a backup too (or, if it is
   * unreadable, moved aside as campaign.broken-….json), so a restore never loses anything.
   */
  async restore(id: string, file: string): Promise<Campaign> {
    const backups = this.backupsOf(id)
    const source = await backups.pathOf(file)
    const candidate = await new DurableJsonFile<unknown>(source, (json) => json).read()
    const version = schemaVersionOf(candidate)
    if (version === undefined || version > CAMPAIGN_SCHEMA_VERSION) throw new StorageError('invalid', file, 'is not a campaign this version can read')
    const restored = this.validate(id, version < CAMPAIGN_SCHEMA_VERSION ? migrate(candidate as Record<string, unknown>) : candidate, source)
    await this.open.get(id)?.then((h) => h.queue).catch(() => undefined)
    this.open.delete(id)
    try {
      await this.read(id)
      await backups.take('restore', this.now(), restored.settings.backupsToKeep + 1)
    } catch {
      const stampText = this.now().toISOString().replace(/[-:.]/g, '')
      await rename(this.fileOf(id), join(this.folderOf(id), `campaign.broken-${stampText}.json`)).catch(() => undefined)
    }
    this.open.delete(id)
    await writeFileDurably(this.fileOf(id), `${JSON.stringify(restored, null, 2)}\n`)
    return this.read(id)
  }

  /** Moves the campaign folder to the trash; nothing is deleted. */
  async trash(id: string): Promise<void> {
    if (!(await stat(this.folderOf(id)).catch(() => null))?.isDirectory()) throw new StorageError('notFound', this.folderOf(id), 'no such campaign')
    await this.open.get(id)?.then((h) => h.queue).catch(() => undefined)
    this.open.delete(id)
    await mkdir(join(this.root, 'trash'), { recursive: true })
    const stampText = this.now().toISOString().replace(/[-:.]/g, '')
    await rename(this.folderOf(id), join(this.root, 'trash', `${id}--${stampText}`))
  }
}
