import { join } from 'node:path'
import { z } from 'zod'
import { sessionSchema, type Session } from './campaign-schema.ts'
import { checkId } from './campaign-store.ts'
import { StorageError } from './errors.ts'
import { DurableJsonFile } from './json-file-adapter.ts'

const archiveSchema = z.strictObject({ schemaVersion: z.literal(1), session: sessionSchema })

/** The sessions/ folder: one file per closed session with its whole journal. */
export class SessionFiles {
  constructor(private readonly folder: string) {}

  private file(sessionId: string) {
    const path = join(this.folder, `${checkId('session', sessionId)}.json`)
    return new DurableJsonFile(path, (json) => {
      const result = archiveSchema.safeParse(json)
      if (!result.success) throw new StorageError('invalid', path, `fails validation: ${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`)
      return result.data.session
    })
  }

  async read(sessionId: string): Promise<Session> {
    const session = await this.file(sessionId).read()
    if (!session) throw new StorageError('notFound', sessionId, 'the journal of this session is missing')
    return session
  }

  async write(session: Session): Promise<void> {
    const file = this.file(session.id)
    await file.write({ schemaVersion: 1, session } as never)
  }
}
