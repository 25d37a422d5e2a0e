import { join } from 'node:path'
import { z } from 'zod'
import { sessionSchema, type Session } from './campaign-schema.ts'
import { checkId } from './campaign-store.ts'
import { StorageError } from './errors.ts'
import { DurableJsonFile } from './json-file-adapter.ts'

const archiveSchema = z.strictObject({ schemaVersion: z.literal(1), session: sessionSchema })
type SessionArchive = z.output<typeof archiveSchema>

/** The sessions/ folder: one file per closed session with its whole journal. */
export class SessionFiles {
  constructor(private readonly folder: string) {}

  private file(sessionId: string): DurableJsonFile<SessionArchive> {
    const path = join(this.folder, `${checkId('session', sessionId)}.json`)
    return new DurableJsonFile(path, (json) => {
      const result = archiveSchema.safeParse(json)
      if (!result.success) throw new StorageError('invalid', path, `fails validation: ${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`)
      return result.data
    })
  }

  async read(sessionId: string): Promise<Session> {
    const archive = await this.file(sessionId).read()
    if (!archive) throw new StorageError('notFound', sessionId, 'the journal of this session is missing')
    return archive.session
  }

  async write(session: Session): Promise<void> {
    await this.file(session.id).write({ schemaVersion: 1, session })
  }
}
