import type { z } from 'zod'

/**
 * What the GM's sheet form reads of each problem a sheet schema finds (src-main checkForm): its zod code, field,
 * English message and, for the rules' own checks, the problem by which the screen words it in his language
 * (SHEET_PROBLEMS).
 */
export function sheetProblems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('sheet was accepted')
  return result.error.issues.map((issue) => ({
    code: issue.code,
    path: issue.path,
    message: issue.message,
    params: 'params' in issue ? issue.params : undefined
  }))
}
