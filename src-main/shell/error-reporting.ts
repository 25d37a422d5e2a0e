// Errors stay local and visible: whatever nobody caught, in main or in the window, is written to the error log and
// shown to the GM with that file's path. The app keeps running; it never quits over one.
import { describeThrown, type ErrorEntry, type ErrorLog } from './error-log.ts'
import { fill, type ShellWords } from './menu-words.ts'

/** What the window is told of an error in main: the message and where the details are. */
export interface ErrorReport {
  readonly message: string
  readonly file: string | null
}

export interface ProcessLike {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (thrown: unknown) => void): unknown
}

export interface ErrorOutlets {
  /** Shows the report in the window; false when there is no window to show it in. */
  toWindow(report: ErrorReport): boolean
  /** The system's own error box, for when there is no window (yet or any more). */
  errorBox(title: string, content: string): void
  words(): ShellWords
}

const MAX_MESSAGE = 2000
const MAX_STACK = 16 * 1024

/** Writes an entry, and says where it went; if even the log cannot be written, the GM still sees the message. */
export function logError(log: ErrorLog, entry: ErrorEntry): string | null {
  try {
    return log.write(entry)
  } catch (failure) {
    console.error('Marching Order could not write its error log:', failure)
    return null
  }
}

/** Main's uncaught exceptions and unhandled rejections: logged, then shown in the window or a system error box. */
export function reportMainErrors(process: ProcessLike, log: ErrorLog, outlets: ErrorOutlets): void {
  const report = (kind: string) => (thrown: unknown) => {
    const { message, stack } = describeThrown(thrown)
    console.error(`Marching Order: ${kind}`, thrown)
    const file = logError(log, { source: 'main', kind, message, stack })
    if (outlets.toWindow({ message, file })) return
    const words = outlets.words()
    outlets.errorBox(words.errorTitle, fill(words.errorBody, { message, file: file ?? '—' }))
  }
  process.on('uncaughtException', report('uncaughtException'))
  process.on('unhandledRejection', report('unhandledRejection'))
}

/**
 * An error the window reports (its own uncaught error or rejection): checked to be plain short text, logged, and the
 * log's path handed back for the window to show. Anything else is refused with null.
 */
export function logWindowError(log: ErrorLog, payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null
  const { kind, message, stack } = payload as Record<string, unknown>
  if (typeof message !== 'string' || (kind !== 'error' && kind !== 'unhandledrejection')) return null
  if (stack !== undefined && typeof stack !== 'string') return null
  return logError(log, { source: 'window', kind, message: message.slice(0, MAX_MESSAGE), stack: stack?.slice(0, MAX_STACK) })
}
