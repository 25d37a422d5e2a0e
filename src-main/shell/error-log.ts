// Errors nobody caught, in main or in the window, go to a log file in the data folder the GM can find and send on;
// nothing of it leaves the machine.
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const ERROR_LOG_FILE = 'errors.log'
/** One file stays below this; when it would grow past it, it becomes errors.1.log (and so on) and a new one starts. */
export const ERROR_LOG_MAX_BYTES = 256 * 1024
/** Rotated files kept besides the current one: at most (1 + this) × the size above on disk. */
export const ERROR_LOG_KEEP = 3
/** One entry's stack is cut here, so one runaway message cannot push every earlier entry out. */
const MAX_ENTRY_CHARS = 16 * 1024

export interface ErrorEntry {
  /** Where it happened: "main" (uncaught exception, unhandled rejection) or "window" (the renderer). */
  readonly source: 'main' | 'window'
  readonly kind: string
  readonly message: string
  readonly stack?: string | undefined
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

/** The text of an error, whatever was thrown (an Error, a string, an object without a toString). */
export function describeThrown(thrown: unknown): { message: string; stack?: string } {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, ...(thrown.stack ? { stack: thrown.stack } : {}) }
  try {
    return { message: typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown)) }
  } catch {
    return { message: Object.prototype.toString.call(thrown) }
  }
}

/**
 * Appends to `<folder>/errors.log`, written synchronously so an entry is on disk before a crashing process can exit.
 * `folder` is asked at each write, because the GM may move the data folder while the app runs.
 */
export class ErrorLog {
  constructor(
    private readonly folder: () => string,
    private readonly now: () => Date = () => new Date(),
    private readonly maxBytes = ERROR_LOG_MAX_BYTES
  ) {}

  get file(): string {
    return join(this.folder(), ERROR_LOG_FILE)
  }

  /** Writes one entry and returns the log file's path, to show the GM. */
  write(entry: ErrorEntry): string {
    const file = this.file
    const detail =
      entry.stack && entry.stack.includes(entry.message.replace(/^\w+: /, '')) ? entry.stack : [entry.message, entry.stack].filter(Boolean).join('\n')
    const text = `[${this.now().toISOString()}] ${entry.source} ${entry.kind}\n${detail.slice(0, MAX_ENTRY_CHARS)}\n\n`
    mkdirSync(this.folder(), { recursive: true })
    const size = sizeOf(file)
    if (size > 0 && size + Buffer.byteLength(text) > this.maxBytes) this.rotate(file)
    appendFileSync(file, text, 'utf8')
    return file
  }

  private rotate(file: string): void {
    const numbered = (n: number) => file.replace(/\.log$/, `.${n}.log`)
    rmSync(numbered(ERROR_LOG_KEEP), { force: true })
    for (let n = ERROR_LOG_KEEP - 1; n >= 1; n--) {
      if (sizeOf(numbered(n)) > 0) renameSync(numbered(n), numbered(n + 1))
    }
    renameSync(file, numbered(1))
  }
}
