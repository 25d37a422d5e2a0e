import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { SYSTEM_IDS, type Answer } from '../../src-engine/core/types.ts'
import { fightMetaSchema } from './campaign-schema.ts'
import { checkId } from './campaign-store.ts'
import { FightListingCache, stampOf, type FileStamp } from './fight-listing-cache.ts'
import { StorageError } from './errors.ts'
import { DurableJsonFile } from './json-file-adapter.ts'

export const FIGHT_SCHEMA_VERSION = 1

const answerSchema = z.union([
  z.strictObject({ type: z.literal('dice'), faces: z.array(z.number().int().min(1)), manual: z.boolean().optional() }),
  z.strictObject({ type: z.literal('chooseOne'), option: z.string() }),
  z.strictObject({ type: z.literal('chooseMany'), options: z.array(z.string()) }),
  z.strictObject({ type: z.literal('confirm') })
])

/** One fight's record: replaying `answers` on `setup` gives the whole fight, its log and its outcome. */
export const fightRecordSchema = z.strictObject({
  schemaVersion: z.literal(FIGHT_SCHEMA_VERSION),
  id: z.string(),
  system: z.enum(SYSTEM_IDS),
  setup: z.record(z.string(), z.unknown()),
  seed: z.string(),
  rngState: z.strictObject({ c: z.number(), s0: z.number(), s1: z.number(), s2: z.number() }),
  answers: z.array(answerSchema),
  meta: fightMetaSchema
})
export type FightRecord = Omit<z.output<typeof fightRecordSchema>, 'answers'> & { readonly answers: readonly Answer[] }

/** The fights/ folder of a campaign: one small file per fight, rewritten as each answer is given. */
export class FightFiles {
  constructor(private readonly folder: string) {}

  private pathOf(fightId: string): string {
    return join(this.folder, `${checkId('fight', fightId)}.json`)
  }

  private file(fightId: string): DurableJsonFile<FightRecord> {
    const path = this.pathOf(fightId)
    return new DurableJsonFile<FightRecord>(path, (json) => {
      const result = fightRecordSchema.safeParse(json)
      if (!result.success) throw new StorageError('invalid', path, `fails validation: ${result.error.issues[0]!.message} at ${result.error.issues[0]!.path.join('.')}`)
      return result.data
    })
  }

  async read(fightId: string): Promise<FightRecord> {
    const record = await this.file(fightId).read()
    if (!record) throw new StorageError('notFound', fightId, 'no such fight in this campaign')
    return record
  }

  async write(record: FightRecord): Promise<void> {
    await this.file(record.id).write(fightRecordSchema.parse(record))
  }

  /** Changes with every save of the fight, so a listing taken from it can be reused while it stays the same. */
  stamp(fightId: string): Promise<FileStamp | null> {
    return stampOf(this.pathOf(fightId))
  }

  /** The cached battle-log list beside the fight files (a dot file, so it is never taken for a fight). */
  listingCache<L>(): FightListingCache<L> {
    return new FightListingCache<L>(join(this.folder, '.listing-cache.json'))
  }

  async ids(): Promise<string[]> {
    try {
      return (await readdir(this.folder)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).map((n) => n.slice(0, -5))
    } catch {
      return []
    }
  }
}
