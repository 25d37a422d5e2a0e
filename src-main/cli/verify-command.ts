import { readFileSync } from 'node:fs'
import { LANGUAGES, type Lang } from '../../src-engine/text/index.ts'
import { verifyBattleLog } from '../services/fights.ts'
import type { Output } from './setup-file.ts'

export const VERIFY_USAGE = 'Usage: mo verify battle-log.txt [--lang en|de|nl|nb]   (replays an exported log and checks every line)'

/** `mo verify log.txt`: replays an exported battle log's replay data and reports lines that differ. */
export function verifyCommand(args: string[], io: Output): number {
  const langAt = args.indexOf('--lang')
  const lang = (langAt >= 0 ? args[langAt + 1] : 'en') as Lang
  const files = args.filter((_, i) => i !== langAt && i !== langAt + 1)
  if (files.length !== 1 || !LANGUAGES.includes(lang)) {
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
  const result = verifyBattleLog(text, lang)
  if (result.ok) {
    io.out('The log matches its replay.')
    return 0
  }
  for (const problem of result.problems) io.err(problem)
  return 1
}
