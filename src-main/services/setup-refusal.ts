import { SetupError } from '../../src-engine/core/errors.ts'
import type { ErrorParams } from './error-texts.ts'
import { fail, type FieldIssue } from './errors.ts'

/** Where in the setup the rules found the problem, as `party[0].skills[1]`, from a SetupError or a schema's issue. */
function setupPath(error: unknown): string {
  if (error instanceof SetupError) return error.path
  const issue = (error as { issues?: { path: PropertyKey[] }[] } | null)?.issues?.[0]
  return (issue?.path ?? [])
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '')
}

/** The first problem of a setup the rules refused: `path: message` for a schema's issue, else the error's message. */
function setupDetail(error: unknown): string {
  const issue = (error as { issues?: { path: PropertyKey[]; message: string }[] } | null)?.issues?.[0]
  if (issue) return `${issue.path.map(String).join('.')}${issue.path.length ? ': ' : ''}${issue.message}`
  return error instanceof Error ? error.message : String(error)
}

function setupCode(error: unknown): string | undefined {
  if (error instanceof SetupError) return error.code
  return (error as { issues?: { code?: string }[] } | null)?.issues?.[0]?.code
}

/**
 * The problems the rules' own checks find in a setup, by where they find them, so the screen words them in the GM's
 * language (`errors.setup.<key>`) instead of the engine's English. A problem of a schema's shape is worded by its zod
 * code (`invalid.<code>`) and the field it is at.
 */
const KNOWN: readonly (readonly [RegExp, string])[] = [
  [/^fight\.fromBehind$/, 'fromBehindNeedsForced'],
  [/^fight\.targets\b/, 'noSuchTarget'],
  [/^party$/, 'everyoneDead'],
  [/^party\[\d+\]\.skills\[\d+\]$/, 'skillNotInTable'],
  [/^combatants\[\d+\]\.sheet\.skills\./, 'unknownRank'],
  [/^combatants$/, 'twoSidesNeeded'],
  [/^options\.opening$/, 'noSuchSide'],
  [/\.leader$/, 'leader'],
  [/\.id$/, 'usedTwice']
]

/** `problem` says what is wrong in a word the screen translates; `field` the setup's field it is at, without positions. */
function problemParams(path: string, code: string | undefined): ErrorParams {
  const field =
    path
      .split(/[.[\]]+/)
      .filter((p) => p !== '' && !/^\d+$/.test(p))
      .pop() ?? ''
  if (code === 'custom' || code === undefined) {
    const known = KNOWN.find(([pattern]) => pattern.test(path))
    return { problem: known ? known[1] : 'invalid.custom', field }
  }
  return { problem: `invalid.${code}`, field }
}

/** An option the GM chose in the New fight form, as the form names it (`fromBehind`, `opening`, `ambushBy`). */
function optionField(path: string): string | undefined {
  const option = /^(?:fight|options)\.(\w+)/.exec(path)?.[1] ?? /^(ambushBy|distance)\b/.exec(path)?.[1]
  return option
}

/**
 * A setup the rules refuse, said by what the GM corrects (issue 14): a character's sheet (named), an opponent, the
 * fight options or the rule settings, from where in the setup the problem is. The shapes differ per system: a party
 * or heroes list, ODM's first and second side, or one combatants list with the party first. A fight option's problem
 * is also reported at its field of the New fight form.
 */
export function setupRefused(error: unknown, members: readonly string[]): never {
  const path = setupPath(error)
  const params: ErrorParams = { detail: setupDetail(error), ...problemParams(path, setupCode(error)) }
  const at = /^(?:party|heroes|sides\[0\]\.combatants|combatants)\[(\d+)\]/.exec(path)
  if (at && Number(at[1]) < members.length) fail('invalidInput', 'fightCannotStartSheet', { name: members[Number(at[1])]!, ...params })
  if (at || /^(?:opponents|foes|sides\[1\])/.test(path)) fail('invalidInput', 'fightCannotStartOpponent', params)
  const option = optionField(path)
  if (option) {
    const issue: FieldIssue = { path: option, code: String(params.problem ?? setupCode(error) ?? 'custom'), message: String(params.detail) }
    fail('invalidInput', 'fightCannotStartOptions', params, [issue])
  }
  if (/^rules\b/.test(path)) fail('invalidInput', 'fightCannotStartRules', params)
  fail('invalidInput', 'fightCannotStart', params)
}
