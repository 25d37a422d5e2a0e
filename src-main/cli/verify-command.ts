import { readFileSync } from 'node:fs'
import { LANGUAGES, type Lang } from '../../src-engine/text/index.ts'
import { verifyBattleLog } from '../services/log-text.ts'
import type { Output } from './setup-file.ts'

export const VERIFY_USAGE =
  'Usage: mo verify battle-log.txt [--lang en|de|nl|nb]   (replays an exported log and checks it byte for byte; the language is read from the log)'

/**
 * `mo verify log.txt`: renders the log again from its replay data and reports every line that differs.
 * The language comes from the log; `--lang`, when given, must be the one the log is written in.
 */
export function verifyCommand(args: string[], io: Output): number {
  const langAt = args.indexOf('--lang')
  const lang = langAt >= 0 ? args[langAt + 1] : undefined
  const files = langAt >= 0 ? args.filter((_, i) => i !== langAt && i !== langAt + 1) : args
  if (files.length !== 1 || files[0]!.startsWith('--') || (langAt >= 0 && !LANGUAGES.includes(lang as Lang))) {
    io.err(VERIFY_USAGE)
    return 2
  }
  let text: string
  try {
    text = readFileSync(files[0]!, 'utf8')
  } catch (error) {
    io.err(`Cannot read ${files[0]}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    return 2
  }
  const result = verifyBattleLog(text, lang as Lang | undefined)
  // Said first, because it is the likely reason for any difference below.
  if (result.rulesNote) io.err(result.rulesNote)
  if (result.ok) {
    io.out('The log matches its replay.')
    return 0
  }
  for (const problem of result.problems) io.err(problem)
  return 1
}
