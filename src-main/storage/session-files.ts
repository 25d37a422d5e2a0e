import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { sessionSchema, type Session } from './campaign-schema.ts'
import { StorageError } from './errors.ts'
import { checkId } from './ids.ts'
import { DurableJsonFile, parseJsonText, type WriteMode } from './json-file-adapter.ts'

export const archiveSchema = z.strictObject({ schemaVersion: z.literal(1), session: sessionSchema })
export type SessionArchive = z.output<typeof archiveSchema>

/** A closed session's archive from its file's JSON, refused as damaged when it is not one, or another session's. */
function archiveOf(sessionId: string, path: string, json: unknown): SessionArchive {
  const result = archiveSchema.safeParse(json)
  if (!result.success)
    throw new StorageError('invalid', path, `fails validation: ${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`)
  if (result.data.session.id !== sessionId)
    throw new StorageError('invalid', path, `holds session "${result.data.session.id}" but a session's id is its file name, "${sessionId}"`)
  return result.data
}

/** The sessions/ folder: one file per closed session with its whole journal. */
export class SessionFiles {
  private readonly files = new Map<string, DurableJsonFile<SessionArchive>>()

  constructor(
    readonly folder: string,
    private readonly guard: () => Promise<void> = async () => undefined
  ) {}

  pathOf(sessionId: string): string {
    return join(this.folder, `${checkId('session', sessionId)}.json`)
  }

  private file(sessionId: string): DurableJsonFile<SessionArchive> {
    let file = this.files.get(sessionId)
    if (!file) {
      const path = this.pathOf(sessionId)
      file = new DurableJsonFile(path, (json) => archiveOf(sessionId, path, json), undefined, this.guard)
      this.files.set(sessionId, file)
    }
    return file
  }

  /**
   * A closed session read and checked at once, without taking its file as the version a later write must find: for
   * the journal's search through every session, which reads hundreds of files once (a promise and a file handle each
   * cost more than the read).
   */
  readNow(sessionId: string): Session {
    const path = this.pathOf(sessionId)
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') throw new StorageError('notFound', path, 'the journal of this session is missing')
      throw new StorageError('unreadable', path, `cannot be read (${code ?? (error as Error).message})`)
    }
    return archiveOf(sessionId, path, parseJsonText(path, text)).session
  }

  /** Forgets what this process knew of a session's file (after the file was replaced by the GM's choice). */
  forget(sessionId: string): void {
    this.files.delete(sessionId)
  }

  async read(sessionId: string): Promise<Session> {
    const archive = await this.file(sessionId).read()
    if (!archive) throw new StorageError('notFound', this.pathOf(sessionId), 'the journal of this session is missing')
    return archive.session
  }

  /**
   * Saves a closed session's journal. The journal goes to its file before the campaign marks the session closed,
   * and only while the campaign still holds it as open: so a file already there is the leftover of a close a crash
   * interrupted, and the campaign's journal is newer. Hence `force` by default.
   */
  async write(session: Session, mode: WriteMode = 'force'): Promise<void> {
    await this.file(session.id).write({ schemaVersion: 1, session }, mode)
  }
}
