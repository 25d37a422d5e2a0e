import { z } from 'zod'
import type { Answer } from '../../src-engine/core/types.ts'

/**
 * An answer as a fight file keeps it and as the fight runner gives it: the faces of the dice asked for (typed in
 * from the GM's own dice when `manual`), a choice of one or many options, a confirmation. The one schema of both
 * the IPC contract and the fight files; the limits are far beyond any fight and keep a hostile payload small.
 */
export const givenAnswerSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('dice'), faces: z.array(z.number().int().min(1)).min(1).max(200), manual: z.boolean().optional() }),
  z.strictObject({ type: z.literal('chooseOne'), option: z.string().max(500) }),
  z.strictObject({ type: z.literal('chooseMany'), options: z.array(z.string().max(500)).max(100) }),
  z.strictObject({ type: z.literal('confirm') })
])

// What the schema lets through is an engine Answer: a change to either that breaks this fails the type check.
type IsAnswer<T extends Answer> = T
export type _GivenAnswerIsAnswer = IsAnswer<z.output<typeof givenAnswerSchema>>
