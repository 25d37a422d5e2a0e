import { createHash } from 'node:crypto'
import { open, readFile } from 'node:fs/promises'
import type { Adapter } from 'lowdb'
import { writeFileDurably } from './durable-write.ts'
import { StorageError } from './errors.ts'
import { sameStamp, stampNow, stampOf, type FileStamp } from './file-stamp.ts'

/** A version of a file as this process last read or wrote it: where it was on disk and what it held. */
export interface KnownVersion {
  stamp: FileStamp
  readonly hash: string
}

/**
 * How a write treats what is on disk: `checked` writes only over the version last read or written here (or, if
 * none was, only where there is no file); `create` only where there is no file; `force` over anything (a
 * GM's explicit choice, or a file this process alone may have written, like a half-closed session's journal).
 */
export type WriteMode = 'checked' | 'create' | 'force'

export function hashOf(content: string | Buffer | readonly Buffer[]): string {
  const hash = createHash('sha256')
  if (typeof content === 'string' || Buffer.isBuffer(content)) hash.update(content)
  else for (const chunk of content) hash.update(chunk)
  return hash.digest('hex')
}

/** Deeper than any document of ours goes; a deeper one is damaged or hostile, and walking it would blow the stack. */
export const MAX_DEPTH = 64

/** How deep a parsed JSON value nests, counted without recursion, stopping once past `limit`. */
export function depthOf(value: unknown, limit = MAX_DEPTH): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item !== 'object' || item === null) continue
    deepest = Math.max(deepest, depth)
    if (deepest > limit) return deepest
    for (const inner of Array.isArray(item) ? item : Object.values(item)) if (typeof inner === 'object' && inner !== null) stack.push([inner, depth + 1])
  }
  return deepest
}

/** Parses a file's text, refusing what is not JSON or nests deeper than any document of ours. */
export function parseJsonText(path: string, text: string): unknown {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new StorageError('unreadable', path, `is not valid JSON (${(error as Error).message.slice(0, 200)})`)
  }
  if (depthOf(json) > MAX_DEPTH) throw new StorageError('invalid', path, `nests more than ${MAX_DEPTH} levels deep: it is not a file Marching Order wrote`)
  return json
}

/**
 * A lowdb adapter for one JSON document that (unlike lowdb's own) fsyncs what it writes, checks what it
 * reads, queues writes so two saves never interleave, and writes only over the version it last read or wrote
 * itself: a file another program changed, deleted or truncated meanwhile is refused (`changedOutside`), never
 * overwritten silently.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  private queue: Promise<unknown> = Promise.resolve()
  /** The version last read or written here; null: it was found missing; undefined: never looked at. */
  known: KnownVersion | null | undefined

  constructor(
    readonly path: string,
    private readonly parse: (json: unknown) => T,
    private readonly serialize: (data: T) => string | readonly Buffer[] = (data) => `${JSON.stringify(data, null, 2)}\n`,
    /** Called before every write: refuses it when this process may not write the data folder. */
    private readonly guard: () => Promise<void> = async () => undefined
  ) {}

  /** The file's bytes and where they were read from, or null when there is no file. */
  private async load(): Promise<{ bytes: Buffer; stamp: FileStamp } | null> {
    let handle
    try {
      handle = await open(this.path, 'r')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new StorageError('unreadable', this.path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
    }
    try {
      const { ino, mtimeMs, size } = await handle.stat()
      return { bytes: await handle.readFile(), stamp: { ino, mtimeMs, size } }
    } catch (error) {
      throw new StorageError('unreadable', this.path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
    } finally {
      await handle.close().catch(() => undefined)
    }
  }

  /** Reads and checks the file; it becomes the version later writes must find on disk. Null when there is none. */
  async read(): Promise<T | null> {
    const loaded = await this.load()
    if (loaded === null) {
      this.known = null
      return null
    }
    const data = this.parse(parseJsonText(this.path, loaded.bytes.toString('utf8')))
    this.known = { stamp: loaded.stamp, hash: hashOf(loaded.bytes) }
    return data
  }

  /**
   * What another program did to the file since it was last read or written here: null for nothing (a file
   * touched but holding the same bytes counts as unchanged), else whether it was changed, deleted or created.
   */
  async outsideChange(): Promise<'changed' | 'deleted' | 'created' | null> {
    const now = stampNow(this.path)
    if (this.known === undefined || this.known === null) return now === null ? null : 'created'
    if (now === null) return 'deleted'
    if (sameStamp(now, this.known.stamp)) return null
    const bytes = await readFile(this.path).catch(() => null)
    if (bytes === null) return 'deleted'
    if (hashOf(bytes) !== this.known.hash) return 'changed'
    this.known.stamp = now
    return null
  }

  /** Writes `data`; `content` is its text when the caller has it already (it must be what `serialize` makes of it). */
  write(data: T, mode: WriteMode = 'checked', content: string | readonly Buffer[] = this.serialize(data)): Promise<void> {
    const next = this.queue.then(async () => {
      await this.guard()
      if (mode !== 'force') {
        const change = mode === 'create' ? ((await stampOf(this.path)) === null ? null : 'created') : await this.outsideChange()
        if (change !== null) throw changedOutside(this.path, change)
      }
      const stamp = await writeFileDurably(this.path, content)
      this.known = { stamp, hash: hashOf(content) }
    })
    this.queue = next.catch(() => undefined)
    return next
  }
}

export function changedOutside(path: string, change: 'changed' | 'deleted' | 'created'): StorageError {
  const detail = {
    changed: 'was changed by another program since Marching Order last read it, so it was not overwritten',
    deleted: 'was deleted or moved by another program since Marching Order last read it, so it was not written again',
    created: 'was created by another program meanwhile, so it was not overwritten'
  }[change]
  return new StorageError('changedOutside', path, detail)
}
