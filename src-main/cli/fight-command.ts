import { parseArgs } from 'node:util'
import { AnswerError, playScript, replay, ScriptError, SetupError, type Answer, type RuleSystem } from '../../src-engine/core/index.ts'
import { parseDiceList, readSetup, rulesVersionWarning, systemOfSetup, UsageError, type Output } from './setup-file.ts'
import { RULES_VERSIONS } from '../../src-engine/systems/rules-versions.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { battleLog, LANGUAGES, outcomeLines, standingLines, translator, type Lang } from '../../src-engine/text/index.ts'

export const FIGHT_USAGE = 'Usage: mo fight setup.json [--seed N] [--dice 4,2,6,...] [--lang en|de|nl|nb] [--json] [--standing]'

/**
 * The log with the standing printed at the end of every round: a prefix of the answers replays to a prefix of the
 * events, so the standing of the last answer before a new round is the standing at the end of the round before.
 */
function logWithStandings<S>(system: RuleSystem<S>, setup: S, answers: readonly Answer[], lang: Lang): string[] {
  const all = replay(system, setup, answers)
  const term = all.standing?.roundTerm
  const log = battleLog(all.events, lang, term)
  const inserts: { after: number; lines: string[] }[] = []
  let before = replay(system, setup, [])
  for (let n = 1; n <= answers.length; n++) {
    const next = n === answers.length ? all : replay(system, setup, answers.slice(0, n))
    if (before.standing && next.standing && next.standing.round > before.standing.round && before.standing.round > 0) {
      inserts.push({ after: battleLog(before.events, lang, term).length, lines: standingLines(before.standing, system.id, lang) })
    }
    before = next
  }
  if (all.standing) inserts.push({ after: log.length, lines: standingLines(all.standing, system.id, lang) })
  const out: string[] = []
  let at = 0
  for (const insert of inserts) {
    out.push(...log.slice(at, insert.after), ...insert.lines)
    at = insert.after
  }
  return [...out, ...log.slice(at)]
}

/** `mo fight`: plays a fight from a setup file to its end and prints the log (or JSON). Returns the exit code. */
export function fightCommand(args: string[], io: Output): number {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        seed: { type: 'string' },
        dice: { type: 'string' },
        lang: { type: 'string', default: 'en' },
        json: { type: 'boolean', default: false },
        standing: { type: 'boolean', default: false }
      }
    })
    if (positionals.length !== 1) throw new UsageError(FIGHT_USAGE)
    const lang = values.lang as Lang
    if (!LANGUAGES.includes(lang)) throw new UsageError(`--lang must be one of ${LANGUAGES.join(', ')}`)
    const { raw, decisions, rulesVersion } = readSetup(positionals[0]!)
    const system = systemOfSetup(raw)
    const setup = system.parseSetup(raw)
    const warning = rulesVersionWarning(system, rulesVersion)
    if (warning) io.err(warning)
    const dice = values.dice === undefined ? undefined : parseDiceList(values.dice)
    // Without a seed the CLI picks one and prints it, so every run can be repeated exactly.
    const seed = values.seed ?? String(Math.floor(Math.random() * 1e9))
    const { state, answers } = playScript(system, setup, dice ? { dice, decisions } : { roller: seededRoller(seed), decisions })
    if (state.status !== 'finished') throw new Error('the fight did not finish')
    if (values.json) {
      io.out(
        JSON.stringify(
          {
            system: system.id,
            rulesVersion: RULES_VERSIONS[system.id],
            seed: dice ? null : seed,
            outcome: state.outcome,
            standing: state.standing,
            events: state.events,
            answers
          },
          null,
          2
        )
      )
    } else {
      const name = translator.text({ key: `system.${system.id}` }, lang)
      io.out(translator.text({ key: dice ? 'log.header.handDice' : 'log.header.seed', params: { system: name, seed } }, lang))
      for (const line of values.standing ? logWithStandings(system, setup, answers, lang) : battleLog(state.events, lang, state.standing?.roundTerm))
        io.out(line)
      io.out('')
      for (const line of outcomeLines(system.id, state.outcome, lang, setup)) io.out(line)
    }
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message)
      return 2
    }
    if (error instanceof SetupError) io.err(`Bad setup: ${error.message}`)
    else if (error instanceof ScriptError || error instanceof AnswerError) io.err(`Dice do not fit: ${error.message}`)
    else if (error instanceof TypeError && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      io.err(`${error.message}\n${FIGHT_USAGE}`)
      return 2
    } else io.err(`Error: ${(error as Error).message}`)
    return 1
  }
}
