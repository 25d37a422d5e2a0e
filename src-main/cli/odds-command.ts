import { parseArgs } from 'node:util'
import { SetupError } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { oddsCombatants, OddsCounter, oddsRun, runBatch } from '../../src-engine/sim/odds.ts'
import { oddsLines, oddsReport } from '../../src-engine/sim/report.ts'
import { LANGUAGES, type Lang } from '../../src-engine/text/index.ts'
import { readSetup, rulesVersionWarning, systemOfSetup, UsageError, type Output } from './setup-file.ts'

export const ODDS_USAGE = 'Usage: mo odds setup.json [-n 100000] [--seed S] [--policy NAME] [--lang en|de|nl|nb] [--json]'

/** `mo odds`: runs the setup's fight many times under the real rules and prints the odds. Returns the exit code. */
export function oddsCommand(args: string[], io: Output): number {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        n: { type: 'string', short: 'n', default: '100000' },
        seed: { type: 'string' },
        policy: { type: 'string' },
        lang: { type: 'string', default: 'en' },
        json: { type: 'boolean', default: false }
      }
    })
    if (positionals.length !== 1) throw new UsageError(ODDS_USAGE)
    const lang = values.lang as Lang
    if (!LANGUAGES.includes(lang)) throw new UsageError(`--lang must be one of ${LANGUAGES.join(', ')}`)
    const n = Number(values.n)
    if (!Number.isInteger(n) || n < 1 || n > 100_000_000) throw new UsageError(`-n must be a whole number of fights from 1 to 100000000, not "${values.n}"`)
    const { raw, rulesVersion } = readSetup(positionals[0]!)
    const system = systemOfSetup(raw)
    const warning = rulesVersionWarning(system, rulesVersion)
    if (warning) io.err(warning)
    const odds = system.odds
    if (!odds) throw new SetupError('system', `${system.id} has no odds yet`)
    const policy = values.policy ?? odds.policies[0]!.id
    if (!odds.policies.some((p) => p.id === policy))
      throw new SetupError('policy', `"${policy}" is not a policy of ${system.id}; known: ${odds.policies.map((p) => p.id).join(', ')}`)
    // Without a seed one is chosen and printed, so every run can be repeated.
    const seed = values.seed ?? String(Math.floor(Math.random() * 1e9))
    const setup = odds.withPolicy(system.parseSetup(raw), policy)
    const run = oddsRun(system, setup, seededRoller(seed))
    const counter = new OddsCounter(oddsCombatants(run).length)
    runBatch(run, counter, n)
    const report = oddsReport({ system: system.id, seed, policy }, oddsCombatants(run), counter.counts())
    if (values.json) io.out(JSON.stringify(report, null, 2))
    else for (const line of oddsLines(report, odds, lang)) io.out(line)
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message)
      return 2
    }
    if (error instanceof SetupError) io.err(`Bad setup: ${error.message}`)
    else if (error instanceof TypeError && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      io.err(`${error.message}\n${ODDS_USAGE}`)
      return 2
    } else io.err(`Error: ${(error as Error).message}`)
    return 1
  }
}
