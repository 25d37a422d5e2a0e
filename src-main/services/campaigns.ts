import { readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { SYSTEM_IDS, type SystemId } from '../../src-engine/core/types.ts'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import type { Lang } from '../../src-engine/text/catalog.ts'
import { CAMPAIGN_SCHEMA_VERSION, type Campaign } from '../storage/campaign-schema.ts'
import { newId, type CampaignConflict, type CampaignListing } from '../storage/campaign-store.ts'
import { conflictCopiesIn, copyInfo, keepAside, setAside, type CopiedKind, type FoundCopy, type SyncTool } from '../storage/conflict-copies.ts'
import { writeFileDurably } from '../storage/durable-write.ts'
import { StorageError } from '../storage/errors.ts'
import { fightRecordSchema, type FightRecord } from '../storage/fight-files.ts'
import { ID } from '../storage/ids.ts'
import { parseJsonText } from '../storage/json-file-adapter.ts'
import { migrate, schemaVersionOf } from '../storage/migrations.ts'
import { archiveSchema, type SessionArchive } from '../storage/session-files.ts'
import type { ServiceContext } from './context.ts'
import { checkName, systemOf } from './context.ts'
import { checkForm, fail } from './errors.ts'

const EXPORT_FORMAT = 'marching-order-campaign'
/** 2: the export holds the closed sessions' journals (`sessions`) and the raw text of damaged files (`damaged`). */
const EXPORT_VERSION = 2

const exportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.number().int().optional(),
  exportedAt: z.string(),
  campaign: z.record(z.string(), z.unknown()),
  fights: z.array(z.record(z.string(), z.unknown())),
  /** The closed sessions' journals, as their files hold them. */
  sessions: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Fight and session files that could not be read, as they were, so that exporting never drops anything. */
  damaged: z.array(z.strictObject({ file: z.string(), problem: z.string(), text: z.string() })).optional()
})

/** The systems a campaign can be created for: those whose rules include the campaign side. */
export function campaignSystems(): SystemId[] {
  return SYSTEM_IDS.filter((id) => ruleSystems[id]?.campaign !== undefined)
}

export async function createCampaign(ctx: ServiceContext, input: { name: string; system: SystemId; language: Lang }): Promise<Campaign> {
  if (!campaignSystems().includes(input.system)) fail('rules', 'systemNoCampaigns', { system: input.system })
  checkName('campaign', input.name)
  return ctx.store.create(input)
}

export async function renameCampaign(ctx: ServiceContext, id: string, name: string): Promise<Campaign> {
  checkName('campaign', name)
  return (await ctx.store.update(id, (c) => void (c.name = name))).campaign
}

export async function setArchived(ctx: ServiceContext, id: string, archived: boolean): Promise<Campaign> {
  return (await ctx.store.update(id, (c) => void (c.archived = archived))).campaign
}

/** Rule settings and language; the rules are checked by the system's own settings schema before saving. */
export async function updateSettings(
  ctx: ServiceContext,
  id: string,
  input: { rules?: Record<string, unknown>; backupsToKeep?: number; language?: Lang }
): Promise<Campaign> {
  const campaign = await ctx.store.read(id)
  if (input.rules) checkForm(systemOf(campaign).rules.ruleSettingsSchema, input.rules, 'formRuleSettings')
  return (
    await ctx.store.update(id, (c) => {
      if (input.rules) c.settings.rules = input.rules
      if (input.backupsToKeep !== undefined) c.settings.backupsToKeep = input.backupsToKeep
      if (input.language) c.language = input.language
    })
  ).campaign
}

/**
 * One JSON text holding the whole campaign: the campaign file, every fight, every closed session's journal, and
 * the raw text of any fight or session file that cannot be read (so nothing is left behind). Sync tools' conflict
 * copies are not part of the campaign (see listConflictCopies) and are left out.
 */
export async function exportCampaign(ctx: ServiceContext, id: string): Promise<string> {
  const campaign = await ctx.store.read(id)
  const files = ctx.fights(id)
  const fights: FightRecord[] = []
  const sessions: SessionArchive[] = []
  const damaged: { file: string; problem: string; text: string }[] = []
  const keepDamaged = async (file: string, path: string, error: unknown) => {
    if (!(error instanceof StorageError)) throw error
    const text = await readFile(path, 'utf8').catch(() => null)
    if (text !== null) damaged.push({ file, problem: error.message, text })
  }
  for (const fightId of await files.ids()) {
    try {
      fights.push(await files.read(fightId))
    } catch (error) {
      await keepDamaged(`fights/${fightId}.json`, files.pathOf(fightId), error)
    }
  }
  for (const session of campaign.sessions.filter((s) => s.archived)) {
    try {
      sessions.push({ schemaVersion: 1, session: await ctx.sessions(id).read(session.id) })
    } catch (error) {
      await keepDamaged(`sessions/${session.id}.json`, ctx.sessions(id).pathOf(session.id), error)
    }
  }
  const text = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_VERSION,
    exportedAt: ctx.now().toISOString(),
    campaign,
    fights,
    sessions,
    ...(damaged.length > 0 ? { damaged } : {})
  }
  return `${JSON.stringify(text, null, 2)}\n`
}

/** A value from a file as an error message shows it: JSON, so that no object's own toString runs (or throws). */
const shown = (value: unknown): string => JSON.stringify(value) ?? String(value)

const DAMAGED_FILE = /^(fights|sessions)\/([^/]+)\.json$/

/**
 * Imports an exported campaign as a new campaign, all or nothing. Everything is checked first (the campaign,
 * each fight and session journal, every id: valid, not twice, every fight the campaign lists present), and a bad
 * or doubled id is refused by name; then the campaign is written into a staging folder and renamed into place as
 * the last step (CampaignStore.writeNew), so a refusal or a crash never leaves a half-imported campaign. It never
 * replaces one: if the id is taken, the import gets a new id. Older exports are moved forward like old files.
 */
/**
 * An import beside a campaign of the same name gets a number ("Beispiel: Die Gruft (2)"), so the picker never
 * shows two rows it cannot tell apart; it stays the system's example only while the folder holds no other, since
 * "Remove example" removes the one example of a system.
 */
function importedIdentity(raw: Record<string, unknown>, listings: readonly CampaignListing[]): { name?: string; example?: boolean } {
  const names = new Set(listings.flatMap((c) => ('name' in c ? [c.name] : [])))
  const name = typeof raw['name'] === 'string' ? raw['name'] : undefined
  let unique = name
  for (let n = 2; unique !== undefined && names.has(unique); n++) unique = `${name} (${n})`
  const exampleTaken = listings.some((c) => 'example' in c && c.example && c.system === raw['system'])
  return {
    ...(unique !== name ? { name: unique } : {}),
    ...(raw['example'] === true && exampleTaken ? { example: false } : {})
  }
}

export async function importCampaign(ctx: ServiceContext, text: string): Promise<Campaign> {
  let json: unknown
  try {
    json = parseJsonText('import', text)
  } catch (error) {
    fail('invalidInput', 'importNotJson', { detail: (error as Error).message })
  }
  const parsed = exportSchema.safeParse(json)
  if (!parsed.success)
    fail('invalidInput', 'importNotExport', { detail: `${parsed.error.issues[0]!.path.join('.') || 'format'}: ${parsed.error.issues[0]!.message}` })
  const version = schemaVersionOf(parsed.data.campaign)
  if (version === undefined || version < 1 || version > CAMPAIGN_SCHEMA_VERSION)
    fail('invalidInput', 'importCampaignInvalid', { detail: `schemaVersion: ${shown(parsed.data.campaign['schemaVersion'])} is not one this version reads` })
  const raw = version < CAMPAIGN_SCHEMA_VERSION ? migrate(parsed.data.campaign) : parsed.data.campaign
  const ownId = typeof raw['id'] === 'string' ? raw['id'] : shown(raw['id'])
  if (!ID.test(ownId)) fail('invalidInput', 'importBadId', { kind: 'campaign', id: ownId.slice(0, 100) })
  const listings = await ctx.store.list()
  const existing = new Set(listings.map((c) => c.id))
  const id = existing.has(ownId) ? newId(typeof raw['name'] === 'string' ? raw['name'] : 'campaign') : ownId
  let campaign: Campaign
  try {
    campaign = ctx.store.check(id, { ...raw, id, ...importedIdentity(raw, listings) })
  } catch (error) {
    if (error instanceof StorageError) fail('invalidInput', 'importCampaignInvalid', { detail: error.detail.replace(/^fails validation: /, '') })
    throw error
  }
  const taken = new Map<string, Set<string>>([
    ['fight', new Set()],
    ['session', new Set()]
  ])
  const claim = (kind: 'fight' | 'session', value: unknown) => {
    const fileId = typeof value === 'string' ? value : shown(value)
    if (!ID.test(fileId)) fail('invalidInput', 'importBadId', { kind, id: fileId.slice(0, 100) })
    if (taken.get(kind)!.has(fileId)) fail('invalidInput', 'importDuplicateId', { kind, id: fileId })
    taken.get(kind)!.add(fileId)
    return fileId
  }
  const fights = parsed.data.fights.map((f, i) => {
    claim('fight', f['id'])
    const fight = fightRecordSchema.safeParse(f)
    if (!fight.success)
      fail('invalidInput', 'importFightInvalid', { n: i + 1, detail: `${fight.error.issues[0]!.path.join('.')}: ${fight.error.issues[0]!.message}` })
    if (fight.data.system !== campaign.system)
      fail('invalidInput', 'importFightInvalid', { n: i + 1, detail: `system: ${fight.data.system} is not the campaign's ${campaign.system}` })
    return fight.data
  })
  const closed = new Map(campaign.sessions.filter((s) => s.archived).map((s) => [s.id, s]))
  const sessions = (parsed.data.sessions ?? []).map((s, i) => {
    const archive = archiveSchema.safeParse(s)
    if (!archive.success)
      fail('invalidInput', 'importSessionInvalid', { n: i + 1, detail: `${archive.error.issues[0]!.path.join('.')}: ${archive.error.issues[0]!.message}` })
    claim('session', archive.data.session.id)
    if (!closed.has(archive.data.session.id))
      fail('invalidInput', 'importSessionInvalid', { n: i + 1, detail: `session "${archive.data.session.id}" is not a closed session of the campaign` })
    return archive.data
  })
  // An export from before journals were exported: each closed session gets the journal the campaign kept of it.
  for (const session of closed.values()) if (!taken.get('session')!.has(session.id)) sessions.push({ schemaVersion: 1, session })
  const damaged = (parsed.data.damaged ?? []).map((d) => {
    const match = DAMAGED_FILE.exec(d.file)
    if (!match) fail('invalidInput', 'importBadId', { kind: 'file', id: d.file.slice(0, 100) })
    claim(match[1] === 'fights' ? 'fight' : 'session', match[2])
    return d
  })
  for (const active of campaign.activeFights) if (!taken.get('fight')!.has(active.id)) fail('invalidInput', 'importMissingFight', { id: active.id })
  await ctx.store.writeNew(
    campaign,
    async (folder) => {
      const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
      for (const fight of fights) await writeFileDurably(join(folder, 'fights', `${fight.id}.json`), json(fight))
      for (const archive of sessions) await writeFileDurably(join(folder, 'sessions', `${archive.session.id}.json`), json(archive))
      for (const file of damaged) await writeFileDurably(join(folder, file.file), file.text)
    },
    'import'
  )
  return ctx.store.read(id)
}

/**
 * Both versions of the campaign file when another program (a sync tool, an editor) changed, truncated or deleted it
 * after the app had read it: what the app holds ("mine") and what is on disk ("theirs"), summarised side by side.
 */
export async function campaignConflict(ctx: ServiceContext, id: string): Promise<CampaignConflict> {
  return (await ctx.store.conflictOf(id)) ?? fail('conflict', 'noCampaignConflict')
}

/** The GM keeps his version or the other; the one not kept goes to the backups (reason "conflict"). */
export async function resolveCampaignConflict(ctx: ServiceContext, id: string, keep: 'mine' | 'theirs'): Promise<Campaign> {
  if ((await ctx.store.conflictOf(id)) === null) fail('conflict', 'noCampaignConflict')
  return ctx.store.resolve(id, keep)
}

/** A sync tool's conflict copy of one of the campaign's files, for the GM to keep or set aside. */
export interface ConflictCopy {
  /** The copy, relative to the campaign folder: `campaign (conflicted copy …).json`, `fights/….sync-conflict-….json` … */
  readonly file: string
  /** The file it is a copy of, relative to the campaign folder. */
  readonly of: string
  readonly kind: CopiedKind
  readonly tool: SyncTool
  readonly bytes: number
  readonly modifiedAt: string
  /** Why the copy could not be kept instead of the original (damaged, another fight's …); null when it could. */
  readonly problem: string | null
}

const SUBFOLDER: Record<CopiedKind, string> = { campaign: '', fight: 'fights', session: 'sessions' }

/** Checks a copy as the file it would replace; returns what to write, or throws StorageError. */
async function checkCopy(ctx: ServiceContext, campaignId: string, copy: FoundCopy): Promise<Buffer> {
  const path = join(copy.folder, copy.name)
  const bytes = await readFile(path)
  const json = parseJsonText(path, bytes.toString('utf8'))
  const stem = copy.base.slice(0, -5)
  if (copy.kind === 'campaign') ctx.store.parseText(campaignId, bytes.toString('utf8'), path)
  else if (copy.kind === 'fight') {
    const fight = fightRecordSchema.safeParse(json)
    if (!fight.success) throw new StorageError('invalid', path, `fails validation: ${fight.error.issues[0]!.path.join('.')}: ${fight.error.issues[0]!.message}`)
    if (fight.data.id !== stem) throw new StorageError('invalid', path, `holds fight "${fight.data.id.slice(0, 80)}", not "${stem}"`)
    if (fight.data.system !== (await ctx.store.read(campaignId)).system) throw new StorageError('invalid', path, `is a fight of ${fight.data.system}`)
  } else {
    const archive = archiveSchema.safeParse(json)
    if (!archive.success)
      throw new StorageError('invalid', path, `fails validation: ${archive.error.issues[0]!.path.join('.')}: ${archive.error.issues[0]!.message}`)
    if (archive.data.session.id !== stem) throw new StorageError('invalid', path, `holds session "${archive.data.session.id}", not "${stem}"`)
  }
  return bytes
}

async function foundCopies(ctx: ServiceContext, campaignId: string): Promise<FoundCopy[]> {
  const folder = ctx.store.folderOf(campaignId)
  return [
    ...(await conflictCopiesIn(folder, 'campaign')),
    ...(await conflictCopiesIn(join(folder, 'fights'), 'fight')),
    ...(await conflictCopiesIn(join(folder, 'sessions'), 'session'))
  ]
}

const relative = (kind: CopiedKind, name: string) => (SUBFOLDER[kind] ? `${SUBFOLDER[kind]}/${name}` : name)

/**
 * The conflict copies sync tools (Syncthing, Nextcloud/ownCloud, Dropbox, OneDrive) made of the campaign file, its
 * fights' files and its closed sessions' journals: listed with the campaign so the GM can choose. They are never
 * taken for fights or sessions, so they break neither the battle-log list nor the export.
 */
export async function listConflictCopies(ctx: ServiceContext, campaignId: string): Promise<ConflictCopy[]> {
  const copies: ConflictCopy[] = []
  for (const copy of await foundCopies(ctx, campaignId)) {
    const info = await copyInfo(join(copy.folder, copy.name))
    if (!info) continue
    let problem: string | null = null
    try {
      await checkCopy(ctx, campaignId, copy)
    } catch (error) {
      if (!(error instanceof StorageError)) throw error
      problem = error.detail
    }
    copies.push({ file: relative(copy.kind, copy.name), of: relative(copy.kind, copy.base), kind: copy.kind, tool: copy.tool, ...info, problem })
  }
  return copies.sort((a, b) => a.file.localeCompare(b.file))
}

/**
 * The GM's choice for a conflict copy: `original` keeps the file as it is and sets the copy aside; `copy` puts the
 * copy in the original's place (checked first, as the file it replaces) and sets the original aside. What is set
 * aside goes to backups/conflict-copies/, durably, before anything is removed: choosing never loses either version.
 * Returns the copies left.
 */
export async function resolveConflictCopy(ctx: ServiceContext, campaignId: string, file: string, keep: 'original' | 'copy'): Promise<ConflictCopy[]> {
  const copy =
    (await foundCopies(ctx, campaignId)).find((c) => relative(c.kind, c.name) === file) ??
    fail('notFound', 'conflictCopyNotFound', { file: file.slice(0, 200) })
  const readOnly = await ctx.store.readOnlyReason()
  if (readOnly) throw readOnly
  // Saves under way end first; afterwards the campaign is read afresh.
  await ctx.store.reload(campaignId)
  const campaignFolder = ctx.store.folderOf(campaignId)
  const now = ctx.now()
  if (keep === 'original') await setAside(campaignFolder, copy.folder, copy.name, now)
  else {
    let bytes: Buffer
    try {
      bytes = await checkCopy(ctx, campaignId, copy)
    } catch (error) {
      if (error instanceof StorageError) fail('invalidInput', 'conflictCopyUnusable', { file, detail: error.detail })
      throw error
    }
    const original = join(copy.folder, copy.base)
    const before = await readFile(original).catch(() => null)
    if (before !== null) await keepAside(campaignFolder, copy.base, before, now, 'replaced-')
    await writeFileDurably(original, [bytes])
    await unlink(join(copy.folder, copy.name)).catch(() => undefined)
    if (copy.kind === 'fight') ctx.fights(campaignId).forget(copy.base.slice(0, -5))
    if (copy.kind === 'session') ctx.sessions(campaignId).forget(copy.base.slice(0, -5))
  }
  // The campaign is read afresh: a replaced campaign file is taken, and recovery sees a replaced fight's status.
  await ctx.store.reload(campaignId)
  return listConflictCopies(ctx, campaignId)
}
