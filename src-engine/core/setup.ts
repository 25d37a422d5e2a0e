import type { z } from 'zod'
import { SetupError } from './errors.ts'

/** Parses untrusted input with a zod schema; the first problem becomes a SetupError naming the field. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const path = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '')
  throw new SetupError(path, issue.message, issue.code)
}
