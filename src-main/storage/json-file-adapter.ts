import { readFile } from 'node:fs/promises'
import type { Adapter } from 'lowdb'
import { writeFileDurably } from './durable-write.ts'
import { StorageError } from './errors.ts'

/**
 * A lowdb adapter for one JSON document that (unlike lowdb's own) fsyncs what it writes, checks what it
 * reads, and queues writes so two saves never interleave.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    readonly path: string,
    private readonly parse: (json: unknown) => T,
    private readonly serialize: (data: T) => string | readonly Buffer[] = (data) => `${JSON.stringify(data, null, 2)}\n`
  ) {}

  async read(): Promise<T | null> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new StorageError('unreadable', this.path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new StorageError('unreadable', this.path, `is not valid JSON (${(error as Error).message})`)
    }
    return this.parse(json)
  }

  write(data: T): Promise<void> {
    const text = this.serialize(data)
    const next = this.queue.then(() => writeFileDurably(this.path, text))
    this.queue = next.catch(() => undefined)
    return next
  }
}
