import type { z } from 'zod'

export type ServiceErrorCode = 'notFound' | 'invalidInput' | 'conflict' | 'rules'

/** One problem with one field of a form, so the screen can show it next to that field. */
export interface FieldIssue {
  /** Dotted path with array indices, e.g. `weapons.0.name`. */
  readonly path: string
  /** zod's issue code (`too_small`, `invalid_type` …) that the screen words in the GM's language. */
  readonly code: string
  readonly message: string
  readonly limit?: number
}

/** A request the services cannot carry out, with a message that says why in words a GM understands. */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    readonly issues: readonly FieldIssue[] = []
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export function fail(code: ServiceErrorCode, message: string, issues?: readonly FieldIssue[]): never {
  throw new ServiceError(code, message, issues)
}

function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined
  return { path: issue.path.map(String).join('.'), code: issue.code, message: issue.message, ...(typeof limit === 'number' ? { limit } : {}) }
}

/** Validates what the GM entered in a form; every problem is reported with its field, the first in the message. */
export function checkForm<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issues = result.error.issues.map(fieldIssue)
  const first = issues[0]!
  fail('invalidInput', `${what}: ${first.path ? `${first.path}: ` : ''}${first.message}`, issues)
}
