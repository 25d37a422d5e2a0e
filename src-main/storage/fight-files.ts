import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs'
import { mkdir, readdir, readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { SYSTEM_IDS, type Answer } from '../../src-engine/core/types.ts'
import { givenAnswerSchema } from './answer-schema.ts'
import { fightMetaSchema } from './campaign-schema.ts'
import { beginsLikeSibling, conflictCopyNames } from './conflict-copies.ts'
import { crashPoint } from './crash-points.ts'
import { syncFolder, writeFileDurably } from './durable-write.ts'
import { FightListingCache, type FileStamp } from './fight-listing-cache.ts'
import { StorageError } from './errors.ts'
import { checkId, ID } from './ids.ts'
import { fightSummarySchema, summarizedOf, summaryOf, textWithSummary, type ListedResult, type SummarizedFight } from './fight-summary.ts'
import { DurableJsonFile, parseJsonText, type KnownVersion, type WriteMode } from './json-file-adapter.ts'

export const FIGHT_SCHEMA_VERSION = 1

/** Fight records held in memory per campaign: a GM runs a fight or two at a time. */
const HELD = 4

/** One fight's record: replaying `answers` on `setup` gives the whole fight, its log and its outcome. */
export const fightRecordSchema = z.strictObject({
  schemaVersion: z.literal(FIGHT_SCHEMA_VERSION),
  id: z.string(),
  system: z.enum(SYSTEM_IDS),
  /** The system's rules version the fight was started under (RULES_VERSIONS); absent in files from before it was recorded, which count as 1. */
  rulesVersion: z.number().int().min(1).optional(),
  setup: z.record(z.string(), z.unknown()),
  seed: z.string(),
  rngState: z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
  answers: z.array(givenAnswerSchema),
  meta: fightMetaSchema,
  /** Last, so the text before it is the file's without it (see fight-summary.ts). */
  summary: fightSummarySchema.optional()
})
export type FightRecord = Omit<z.output<typeof fightRecordSchema>, 'answers'> & { readonly answers: readonly Answer[] }

/** A fight's record from its file's JSON, refused as damaged when it is not one, or another fight's. */
function recordOf(fightId: string, path: string, json: unknown): FightRecord {
  const result = fightRecordSchema.safeParse(json)
  if (!result.success)
    throw new StorageError('invalid', path, `fails validation: ${result.error.issues[0]!.message} at ${result.error.issues[0]!.path.join('.')}`)
  if (result.data.id !== fightId)
    throw new StorageError('invalid', path, `holds fight "${result.data.id.slice(0, 80)}" but a fight's id is its file name, "${fightId}"`)
  return result.data
}

/** Throws what a fight file that cannot be read is: a StorageError naming it. */
function unreadable(path: string, error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT') throw new StorageError('notFound', path, 'no such fight in this campaign')
  throw new StorageError('unreadable', path, `cannot be read (${code ?? (error as Error).message})`)
}

/** The one buffer the battle-log list reads fight files into, one after the other (a fight file is a few kilobytes). */
const scratch = Buffer.alloc(256 * 1024)

/**
 * A fight file's bytes, read at once: into `scratch` when they fit (valid until the next read), else on their own.
 * Thousands of files read without a buffer and a string each spare the garbage collector most of a first list. The
 * stamp is the open file's, taken before the read: a save during it shows as a change to the next list.
 */
function bytesNow(path: string): { readonly bytes: Buffer; readonly stamp: FileStamp } {
  try {
    const fd = openSync(path, 'r')
    let length = 0
    let stamp: FileStamp
    try {
      const { ino, mtimeMs, size } = fstatSync(fd)
      stamp = { ino, mtimeMs, size }
      for (let read = 1; read > 0 && length < scratch.length; length += read) read = readSync(fd, scratch, length, scratch.length - length, length)
    } finally {
      closeSync(fd)
    }
    return { bytes: length < scratch.length ? scratch.subarray(0, length) : readFileSync(path), stamp }
  } catch (error) {
    return unreadable(path, error)
  }
}

/** A fight file's text as the app writes it: two spaces deep, a line break at the end (fight-summary.ts relies on it). */
const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Each answer's text as it stands in a fight file, two levels deep: a fight's file is written anew with every answer. */
const answerTexts = new WeakMap<Answer, string>()
/** The answers' key at the top level: every line of a deeper level begins with more spaces. */
const NO_ANSWERS = '\n  "answers": []'

/**
 * `jsonText` of a fight, with the text of each answer made once (records and their answers are never changed in
 * place): at 400 answers, turning the whole record into text cost an answer 0.25–0.45 ms, this 0.08–0.16 ms.
 */
function fightText(fight: Omit<FightRecord, 'summary'>): string {
  if (fight.answers.length === 0) return jsonText(fight)
  const rest = jsonText({ ...fight, answers: [] })
  const at = rest.indexOf(NO_ANSWERS)
  if (at < 0) return jsonText(fight)
  return `${rest.slice(0, at)}\n  "answers": [\n${fight.answers.map(answerText).join(',\n')}\n  ]${rest.slice(at + NO_ANSWERS.length)}`
}

function answerText(answer: Answer): string {
  let text = answerTexts.get(answer)
  if (text === undefined) {
    text = `    ${JSON.stringify(answer, null, 2).replaceAll('\n', '\n    ')}`
    answerTexts.set(answer, text)
  }
  return text
}

/**
 * A fight's record as its file holds it, and the file's text. With what the replay of its answers gave (`listed`), a
 * summary for the battle-log list follows them; a summary the record carries is dropped, as it may be stale. The
 * record is turned into text once: the summary's hash is of that text, which the summary then ends.
 */
function storedFight(record: FightRecord, listed?: ListedResult): { readonly record: FightRecord; readonly text: string } {
  const { summary: _earlier, ...fight } = record
  const text = fightText(fight)
  if (!listed) return { record: fight, text }
  const summary = summaryOf(text, fight.answers.length, listed)
  return { record: { ...fight, summary }, text: textWithSummary(text, summary) }
}

/** The text of a fight's file as the app writes it (see storedFight). */
export const fightFileText = (record: FightRecord, listed?: ListedResult): string => storedFight(record, listed).text

/**
 * The record checked as a fight file must hold it. Answers a record held here already had (the same objects, in the
 * same places) were checked when it was read or written, so an answer to a long fight checks one answer, not all.
 */
function checkedRecord(record: FightRecord, held: FightRecord | undefined): FightRecord {
  const known = held && held.setup === record.setup ? sharedAnswers(held.answers, record.answers) : 0
  if (known === 0) return fightRecordSchema.parse(record)
  const fresh = record.answers.slice(known)
  // An answer changes only the answers and the dice's state: the rest, the very values held, was checked before. A
  // whole record's parse costs an answer 0.1–0.3 ms, for zod runs too seldom between two answers to be compiled.
  if (onlyDiceAndAnswersChanged(record, held!)) {
    const rngState = record.rngState === held!.rngState ? record.rngState : fightRecordSchema.shape.rngState.parse(record.rngState)
    return { ...record, rngState, answers: [...record.answers.slice(0, known), ...freshAnswersSchema.parse(fresh)] }
  }
  const checked = fightRecordSchema.parse({ ...record, answers: fresh })
  return { ...checked, answers: [...record.answers.slice(0, known), ...checked.answers] }
}

const freshAnswersSchema = fightRecordSchema.shape.answers

/** Whether `record` has the very fields `held` has, the same values but for its answers and dice state. */
function onlyDiceAndAnswersChanged(record: FightRecord, held: FightRecord): boolean {
  const keys = Object.keys(record) as (keyof FightRecord)[]
  if (keys.length !== Object.keys(held).length) return false
  return keys.every((key) => key === 'answers' || key === 'rngState' || (key in held && record[key] === held[key]))
}

/** How many answers at the start of `later` are the very objects `earlier` holds there. */
function sharedAnswers(earlier: readonly Answer[], later: readonly Answer[]): number {
  let n = 0
  while (n < earlier.length && n < later.length && earlier[n] === later[n]) n++
  return n
}

/**
 * The fights/ folder of a campaign: one small file per fight, rewritten as each answer is given. A fight's id
 * is its file name: a file whose inner id names another fight is refused as damaged, never written to that
 * fight. Each file has one queue (`exclusive`), so two requests on one fight run one after the other.
 */
export class FightFiles {
  private readonly files = new Map<string, DurableJsonFile<FightRecord>>()
  private readonly queues = new Map<string, Promise<unknown>>()
  /**
   * The records last read or written here, with the version of its file each is (see `read`): the few fights being
   * run, not the thousands a battle-log list reads once.
   */
  private readonly held = new Map<string, { readonly version: KnownVersion; readonly record: FightRecord }>()
  private listing: FightListingCache<unknown> | null = null

  constructor(
    readonly folder: string,
    private readonly guard: () => Promise<void> = async () => undefined,
    /** The data folder's watch's count of changes in this folder (FolderWatch.fightChanges), for the battle-log list. */
    private readonly changes: () => number | null = () => null
  ) {}

  pathOf(fightId: string): string {
    return join(this.folder, `${checkId('fight', fightId)}.json`)
  }

  private file(fightId: string): DurableJsonFile<FightRecord> {
    let file = this.files.get(fightId)
    if (!file) {
      const path = this.pathOf(fightId)
      file = new DurableJsonFile<FightRecord>(path, (json) => recordOf(fightId, path, json), jsonText, this.guard)
      this.files.set(fightId, file)
    }
    return file
  }

  /**
   * A fight's file read at once for the battle-log list, which reads thousands of files once (a promise and a file
   * handle each cost more than the read), and not taken as the version a later write must find. A file still holding
   * the summary the app wrote with it is taken as that summary, neither checked nor replayed again; any other is
   * checked as a record. With the stamp of the file read; a file that cannot be read is a StorageError naming it.
   */
  readSummarizedNow(fightId: string): { readonly fight: SummarizedFight | FightRecord | StorageError; readonly stamp: FileStamp } {
    const path = this.pathOf(fightId)
    const { bytes, stamp } = bytesNow(path)
    try {
      return { fight: summarizedOf(fightId, bytes) ?? recordOf(fightId, path, parseJsonText(path, bytes.toString('utf8'))), stamp }
    } catch (error) {
      if (error instanceof StorageError) return { fight: error, stamp }
      throw error
    }
  }

  /**
   * A fight's record. While its file is the very version last read or written here (its stamp unchanged, the test
   * every write makes before overwriting it), the record held is returned without reading and checking the file
   * again: an answer to a long fight then costs one stat, not a parse of every answer; and the same object, so what
   * was worked out from it (its parsed setup, its replay) is found again.
   */
  async read(fightId: string): Promise<FightRecord> {
    const file = this.file(fightId)
    const held = this.held.get(fightId)
    if (held && held.version === file.known && (await file.outsideChange()) === null && held.version === file.known) return held.record
    const record = await file.read()
    if (!record) throw new StorageError('notFound', this.pathOf(fightId), 'no such fight in this campaign')
    this.hold(fightId, file, record)
    return record
  }

  /**
   * Saves a fight in its own file. `checked` (the default) writes only over the version last read or written
   * here; `create` only where no file is, for a new fight. With what the replay of these answers gave (`listed`), the
   * file holds a summary for the battle-log list; without it, none (a summary the record carries may be stale).
   */
  async write(record: FightRecord, mode: WriteMode = 'checked', listed?: ListedResult): Promise<void> {
    const file = this.file(record.id)
    const held = this.held.get(record.id)?.record
    this.held.delete(record.id)
    const stored = storedFight(checkedRecord(record, held), listed)
    await file.write(stored.record, mode, stored.text)
    // The caller's record is held (its setup is the object its parsed setup and replay are kept by), as the file has it.
    const { summary: _earlier, ...fight } = record
    this.hold(record.id, file, stored.record.summary ? { ...fight, summary: stored.record.summary } : fight)
  }

  private hold(fightId: string, file: DurableJsonFile<FightRecord>, record: FightRecord): void {
    this.held.delete(fightId)
    if (!file.known) return
    this.held.set(fightId, { version: file.known, record })
    if (this.held.size > HELD) this.held.delete(this.held.keys().next().value!)
  }

  /** Removes a fight's file (a start that could not be listed in the campaign); a missing file is fine. */
  async remove(fightId: string): Promise<void> {
    await this.guard()
    crashPoint('before removing a fight file')
    await unlink(this.pathOf(fightId)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    this.files.delete(fightId)
    this.held.delete(fightId)
    await syncFolder(this.folder)
  }

  /**
   * Runs one request on one fight at a time: the next waits until the last has read, replayed and written the
   * file, so two answers given at once are both kept, one after the other.
   */
  exclusive<T>(fightId: string, work: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(fightId) ?? Promise.resolve()).then(work)
    const settled = run.catch(() => undefined)
    this.queues.set(fightId, settled)
    void settled.then(() => {
      if (this.queues.get(fightId) === settled) this.queues.delete(fightId)
    })
    return run
  }

  /** Whether a request on this fight is under way (recovery leaves such a fight to that request). */
  busy(fightId: string): boolean {
    return this.queues.has(fightId)
  }

  /** The battle-log list of these files, kept in memory and in a dot folder beside them (never taken for a fight). */
  listingCache<L>(): FightListingCache<L> {
    this.listing ??= new FightListingCache<unknown>(this.folder, this.guard, this.changes)
    return this.listing as FightListingCache<L>
  }

  /**
   * The fights: files named `<id>.json` with a valid id. Temp files, the cache and sync tools' conflict copies
   * (listed apart, see conflict-copies.ts) are not fights.
   */
  async ids(): Promise<string[]> {
    let names: string[]
    try {
      names = (await readdir(this.folder)).filter((n) => n.endsWith('.json') && ID.test(n.slice(0, -5)))
    } catch {
      return []
    }
    // Only names with a dash or underscore could be an ownCloud or OneDrive copy's; most folders need no second look.
    const siblings = new Set(names)
    const copies = names.some((n) => n.includes('_conflict-') || beginsLikeSibling(n, siblings))
      ? await conflictCopyNames(this.folder, 'fight')
      : new Set<string>()
    return names.filter((n) => !copies.has(n)).map((n) => n.slice(0, -5))
  }

  /**
   * Moves a fight's file (a damaged one the GM discards) into `folder` under a dated name, durably, then removes it
   * from fights/: it is kept, but no longer listed.
   */
  async setAside(fightId: string, folder: string, now: Date): Promise<string> {
    await this.guard()
    const path = this.pathOf(fightId)
    await mkdir(folder, { recursive: true })
    const kept = join(folder, `${now.toISOString().replace(/[-:.]/g, '')}-${fightId}.json`)
    await writeFileDurably(kept, [await readFile(path)])
    crashPoint('before removing a damaged fight file')
    await unlink(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    this.files.delete(fightId)
    this.held.delete(fightId)
    await syncFolder(this.folder)
    return kept
  }

  /** Forgets what this process knew of a fight's file (after the file was replaced by the GM's choice). */
  forget(fightId: string): void {
    this.files.delete(fightId)
    this.held.delete(fightId)
  }
}
