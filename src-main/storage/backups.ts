import { mkdir, readdir, readFile, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { crashPoint } from './crash-points.ts'
import { writeFileDurably } from './durable-write.ts'
import { StorageError } from './errors.ts'

/**
 * Why a copy was taken. `conflict`: the version the GM did not keep when another program had changed the
 * campaign file (his own, or the other program's), so choosing is never losing.
 */
export type BackupReason = 'session' | 'migration' | 'import' | 'restore' | 'manual' | 'conflict'

export interface BackupInfo {
  readonly file: string
  readonly takenAt: string
  readonly reason: BackupReason
  readonly bytes: number
}

const NAME = /^campaign-(\d{8}T\d{6}\d{3}Z)-(\d+)-(session|migration|import|restore|manual|conflict)\.json$/

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '')
}

function fromStamp(s: string): string {
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`
}

let counter = 0

/** Rotating copies of a campaign document in its backups/ folder, newest first. */
export class Backups {
  constructor(
    private readonly folder: string,
    private readonly source: string
  ) {}

  async list(): Promise<BackupInfo[]> {
    let names: string[]
    try {
      names = await readdir(this.folder)
    } catch {
      return []
    }
    const infos: BackupInfo[] = []
    for (const name of names) {
      const match = NAME.exec(name)
      if (!match) continue
      infos.push({ file: name, takenAt: fromStamp(match[1]!), reason: match[3] as BackupReason, bytes: (await stat(join(this.folder, name))).size })
    }
    return infos.sort((a, b) => (a.file < b.file ? 1 : -1))
  }

  /** Copies the document as it is on disk now, then drops the oldest copies beyond `keep`. */
  async take(reason: BackupReason, now: Date, keep: number): Promise<BackupInfo> {
    return this.keep(await readFile(this.source), reason, now, keep)
  }

  /**
   * Keeps these bytes as a backup, written durably (temp file, fsync, rename, folder fsync: a backup is as safe
   * as the file it keeps), then drops the oldest copies beyond `keep`.
   */
  async keep(bytes: string | Buffer, reason: BackupReason, now: Date, keep: number): Promise<BackupInfo> {
    await mkdir(this.folder, { recursive: true })
    const name = `campaign-${stamp(now)}-${String(++counter).padStart(6, '0')}-${reason}.json`
    await writeFileDurably(join(this.folder, name), typeof bytes === 'string' ? bytes : [bytes])
    const all = await this.list()
    crashPoint('before dropping old backups')
    for (const old of all.slice(keep)) if (old.file !== name) await unlink(join(this.folder, old.file)).catch(() => undefined)
    return all.find((b) => b.file === name)!
  }

  /** The path of a listed backup; a name that is not one of them is refused, never used as a path. */
  async pathOf(file: string): Promise<string> {
    if (!NAME.test(file) || !(await this.list()).some((b) => b.file === file)) {
      throw new StorageError('notFound', file, 'is not one of this campaign’s backups')
    }
    return join(this.folder, file)
  }
}
