import type { z } from 'zod'
import { englishText, type ErrorParams, type ServiceErrorKey } from './error-texts.ts'

export type { ErrorParams, ServiceErrorKey } from './error-texts.ts'

export type ServiceErrorCode = 'notFound' | 'invalidInput' | 'conflict' | 'rules'

/** One problem with one field of a form, so the screen can show it next to that field. */
export interface FieldIssue {
  /** Dotted path with array indices, e.g. `weapons.0.name`. */
  readonly path: string
  /** zod's issue code (`too_small`, `invalid_type` …) or the rules' own problem (SHEET_PROBLEMS), which the screen words in the GM's language. */
  readonly code: string
  readonly message: string
  readonly limit?: number
}

/**
 * A request the services cannot carry out. `key` and `params` let the screen say why in the GM's language
 * (`errors.service.<key>`); `message` is the same in English (SERVICE_ERROR_TEXTS), for logs, the CLI and tests.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    readonly key: ServiceErrorKey,
    readonly params: ErrorParams = {},
    readonly issues: readonly FieldIssue[] = []
  ) {
    super(englishText(key, params))
    this.name = 'ServiceError'
  }
}

export function fail(code: ServiceErrorCode, key: ServiceErrorKey, params?: ErrorParams, issues?: readonly FieldIssue[]): never {
  throw new ServiceError(code, key, params, issues)
}

function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const limit = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : undefined
  // A rule's own check names its problem (SHEET_PROBLEMS), which the screen words as it words zod's codes.
  const problem = issue.code === 'custom' ? issue.params?.['problem'] : undefined
  const code = typeof problem === 'string' ? problem : issue.code
  return { path: issue.path.map(String).join('.'), code, message: issue.message, ...(typeof limit === 'number' ? { limit } : {}) }
}

/** The forms checkForm checks, by the key of their refusal; `formEquipment` names the adventurer as `name`. */
export type FormKey = Extract<ServiceErrorKey, `form${string}`>

/** Validates what the GM entered in a form; every problem is reported with its field, the first in the message. */
export function checkForm<T extends z.ZodType>(schema: T, input: unknown, form: FormKey, params: ErrorParams = {}): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issues = result.error.issues.map(fieldIssue)
  const first = issues[0]!
  fail('invalidInput', form, { ...params, field: first.path, problem: `${first.path ? `${first.path}: ` : ''}${first.message}` }, issues)
}
