import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { FightMeta } from './campaign-schema.ts'

/**
 * What the battle-log list shows of a fight that only a replay tells, written last in the fight's file in the same
 * write as the answers it was worked out from, so a first list need not check and replay thousands of fights.
 * Optional: a file from before it, or written without it, is replayed.
 */
export const fightSummarySchema = z.strictObject({
  answers: z.number().int().min(0),
  /** The name of the result the system's odds give a finished fight ("won", "fled"); null while it runs. */
  result: z.string().max(100).nullable(),
  /**
   * The hash of the file's text before the summary and of the summary's count and result: a file changed by anything
   * but the app (answers added, taken or changed, the summary edited, another layout) no longer matches, and is replayed.
   */
  sha256: z.string()
})
export type FightSummary = z.output<typeof fightSummarySchema>

/** What a fight's replay gave for the battle-log list, to be written with its answers. */
export interface ListedResult {
  readonly result: string | null
}

/** A fight as its summary tells it, from a file that is still the very text the app wrote with it. */
export interface SummarizedFight {
  readonly id: string
  readonly meta: FightMeta
  readonly summary: FightSummary
}

/** Where the summary begins in a fight file's text: the last key at the top level (nested keys are indented further). */
const SUMMARY_KEY = ',\n  "summary": '
/** The key just before it. */
const META_KEY = ',\n  "meta": '
/** How the app's text of a fight file ends, after its last key's value. */
const END = '\n}\n'

const hashOf = (before: string | Buffer, answers: number, result: string | null) =>
  createHash('sha256')
    .update(before)
    .update(JSON.stringify([answers, result]))
    .digest('hex')

/** The summary of a fight whose file's text without it is `text` (the app's two-space layout, see fight-files.ts). */
export function summaryOf(text: string, answers: number, listed: ListedResult): FightSummary {
  return { answers, result: listed.result, sha256: hashOf(text.slice(0, -END.length), answers, listed.result) }
}

/** The text of a fight file, `text` without a summary, with `summary` as its last key, as the app's layout writes it. */
export function textWithSummary(text: string, summary: FightSummary): string {
  return `${text.slice(0, -END.length)}${SUMMARY_KEY}${JSON.stringify(summary, null, 2).replaceAll('\n', '\n  ')}${END}`
}

/**
 * The fight a file's bytes tell by their summary, when the rest of the file is what the app wrote it with: then the
 * record was checked and replayed when it was written, and neither is done again; only the meta and the summary are
 * parsed. Null for any other file (none, another fight's, changed outside the app): that one is read in full.
 */
export function summarizedOf(fightId: string, bytes: Buffer): SummarizedFight | null {
  const at = bytes.lastIndexOf(SUMMARY_KEY)
  const metaAt = at < 0 ? -1 : bytes.lastIndexOf(META_KEY, at)
  // A fight's id is its file name, and only letters, digits, dashes and underscores (ids.ts): no escaping to undo.
  const head = `{\n  "schemaVersion": 1,\n  "id": "${fightId}",\n`
  if (metaAt < 0 || bytes.toString('utf8', 0, head.length) !== head) return null
  const tail = bytes.toString('utf8', at + SUMMARY_KEY.length)
  if (!tail.endsWith(END)) return null
  let meta: unknown
  let summary: Partial<FightSummary> | null
  try {
    summary = JSON.parse(tail.slice(0, -END.length)) as Partial<FightSummary> | null
    meta = JSON.parse(bytes.toString('utf8', metaAt + META_KEY.length, at))
  } catch {
    return null
  }
  if (typeof summary !== 'object' || summary === null || typeof summary.answers !== 'number') return null
  if (typeof summary.result !== 'string' && summary.result !== null) return null
  if (summary.sha256 !== hashOf(bytes.subarray(0, at), summary.answers, summary.result!)) return null
  return { id: fightId, meta: meta as FightMeta, summary: summary as FightSummary }
}
