import { z } from 'zod'
import { replay } from '../../src-engine/core/index.ts'
import { SYSTEM_IDS, type SystemId } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { otherRulesVersion } from '../../src-engine/systems/rules-versions.ts'
import { battleLog, LANGUAGES, outcomeLines, translator, type Lang } from '../../src-engine/text/index.ts'

export const REPLAY_MARKER = '--- replay data (Marching Order) ---'

/**
 * The line above the replay data as logs exported before 2026-12-02 worded it ('log.header.replay'): those logs are
 * still the very text their data renders but for this line, and still verify.
 */
const EARLIER_REPLAY_HEADERS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['Replay data (checks this log):'],
  de: ['Wiederholungsdaten (prüfen dieses Protokoll):'],
  nl: ['Herhaalgegevens (controleren dit verslag):'],
  nb: ['Avspillingsdata (kontrollerer denne loggen):']
}

/**
 * Everything an exported battle log is made of, and all of it is in its replay block: the header's facts
 * (campaign, title, session, day, seed, language, system) and the fight itself (setup and answers). The
 * export and `mo verify` both render the text from this alone, so a log verifies only if every byte of it
 * is what its replay data renders.
 */
export interface BattleLogData {
  readonly system: string
  /** The system's rules version the fight was played under (RULES_VERSIONS); absent in logs exported before it was recorded. */
  readonly rulesVersion?: number
  readonly language: Lang
  readonly campaign: string
  readonly title: string
  /** The session's number; null for a fight whose session is gone (the header shows "—"). */
  readonly session: number | null
  readonly day: number
  readonly seed: string
  readonly setup: unknown
  readonly answers: readonly unknown[]
}

const dataSchema = z.object({
  system: z.string(),
  rulesVersion: z.number().int().min(1).optional(),
  language: z.enum(LANGUAGES),
  campaign: z.string(),
  title: z.string(),
  session: z.number().int().nullable(),
  day: z.number(),
  seed: z.string(),
  setup: z.unknown(),
  answers: z.array(z.unknown())
})

/** The replay block's JSON, its keys always in this order, so that the block itself is checked byte for byte. */
function replayJson(data: BattleLogData): string {
  const { system, rulesVersion, language, campaign, title, session, day, seed, setup, answers } = data
  // JSON leaves out an absent rulesVersion, so a log exported before versions were recorded renders as it was.
  return JSON.stringify({ system, rulesVersion, language, campaign, title, session, day, seed, setup, answers })
}

/**
 * The battle log as text in the log's language: a header, every round with each roll and rule, the
 * outcome, and the replay data that lets the log be verified later. Pure: the same data, the same bytes.
 * Throws when the setup does not parse or the answers do not replay.
 */
export function renderBattleLog(data: BattleLogData): string {
  const system = ruleSystem(data.system)
  const setup = system.parseSetup(data.setup)
  const s = replay(system, setup, data.answers)
  const lang = data.language
  const t = (key: string, params: Record<string, string | number | string[]> = {}) => translator.text({ key, params }, lang)
  // The names of each side as the fight began: the party in marching order, then the opponents.
  const start = replay(system, setup, []).standing
  const names = (party: boolean) =>
    (start?.sides ?? [])
      .filter((side) => side.party === party)
      .flatMap((side) => [...side.combatants].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((c) => c.name))
  const header = [
    `${data.campaign} — ${t(`system.${data.system}`)}`,
    data.title,
    t('log.header.when', { session: data.session ?? '—', day: data.day, seed: data.seed }),
    t('log.header.order', { names: names(true) }),
    t('log.header.opponents', { names: names(false) }),
    ''
  ]
  const outcome = s.status === 'finished' ? outcomeLines(system.id as SystemId, s.outcome, lang, data.setup) : [t('log.header.running')]
  return [...header, ...battleLog(s.events, lang, s.standing?.roundTerm), '', ...outcome, '', t('log.header.replay'), REPLAY_MARKER, replayJson(data), ''].join(
    '\n'
  )
}

export interface Verdict {
  readonly ok: boolean
  readonly problems: string[]
  /** Set when the log was made under another rules version than the engine's: why a replay may differ. */
  readonly rulesNote?: string
}

/** Says which rules version a log was made under, when it is not the engine's; otherwise undefined. */
function rulesNoteOf(system: string, rulesVersion: number | undefined): string | undefined {
  if (!(SYSTEM_IDS as readonly string[]).includes(system)) return undefined
  const other = otherRulesVersion(system as SystemId, rulesVersion)
  if (!other) return undefined
  const name = translator.text({ key: `system.${system}` }, 'en')
  return `The log was made under ${name} rules version ${other.madeUnder}; this Marching Order plays version ${other.current}, so the fight may replay otherwise`
}

const MAX_REPORTED = 20

/** The lines between the common start and the common end of the two texts: what was changed, inserted or removed. */
function differences(expected: readonly string[], found: readonly string[]): string[] {
  let head = 0
  while (head < expected.length && head < found.length && expected[head] === found[head]) head++
  let tail = 0
  while (tail < expected.length - head && tail < found.length - head && expected[expected.length - 1 - tail] === found[found.length - 1 - tail]) tail++
  const wanted = expected.slice(head, expected.length - tail)
  const given = found.slice(head, found.length - tail)
  const problems: string[] = []
  given.forEach((line, i) => {
    const want = wanted[i]
    if (want === undefined) problems.push(`Line ${head + i + 1} is not in the replayed log: ${JSON.stringify(line)}`)
    else problems.push(`Line ${head + i + 1} missing or changed: ${JSON.stringify(line)}, the replay says ${JSON.stringify(want)}`)
  })
  wanted
    .slice(given.length)
    .forEach((line, i) => problems.push(`Missing or changed after line ${head + given.length + i}: the replay says ${JSON.stringify(line)}`))
  if (problems.length > MAX_REPORTED) return [...problems.slice(0, MAX_REPORTED), `… and ${problems.length - MAX_REPORTED} more differing lines`]
  return problems
}

/**
 * Checks an exported battle log: it must hold exactly one replay block, and the whole text must be, byte for
 * byte, what that replay data renders (header, every round, the outcome and the block itself). `lang`, when
 * given, must be the language the log says it is written in. Returns what differs (nothing for an untouched log).
 */
export function verifyBattleLog(text: string, lang?: Lang): Verdict {
  const lines = text.split('\n')
  const blocks = lines.flatMap((line, i) => (line === REPLAY_MARKER ? [i] : []))
  if (blocks.length === 0) return { ok: false, problems: ['The text has no replay data'] }
  if (blocks.length > 1)
    return {
      ok: false,
      problems: [`The text has ${blocks.length} replay data blocks (lines ${blocks.map((i) => i + 1).join(', ')}); an exported log has exactly one`]
    }
  let json: unknown
  try {
    json = JSON.parse(lines[blocks[0]! + 1] ?? '')
  } catch {
    return { ok: false, problems: ['The replay data is not valid JSON'] }
  }
  const parsed = dataSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return {
      ok: false,
      problems: [
        `The replay data lacks what the log's header needs (${issue.path.map(String).join('.') || 'data'}: ${issue.message}); logs exported before the header was in the replay data cannot be checked`
      ]
    }
  }
  const data = parsed.data
  if (lang !== undefined && lang !== data.language) return { ok: false, problems: [`The log is written in "${data.language}", not "${lang}"`] }
  const rulesNote = rulesNoteOf(data.system, data.rulesVersion)
  const noted = rulesNote === undefined ? {} : { rulesNote }
  let expected: string
  try {
    expected = renderBattleLog(data)
  } catch (error) {
    return { ok: false, problems: [`The replay data does not replay: ${(error as Error).message}`], ...noted }
  }
  if (expected === text || withEarlierHeader(expected, text, blocks[0]!, data.language)) return { ok: true, problems: [], ...noted }
  const problems = differences(expected.split('\n'), lines)
  return { ok: false, problems: problems.length ? problems : ['The text differs from its replayed log'], ...noted }
}

/** Whether `text` is `expected` with the line above the replay data (line `marker` − 1) as an earlier export worded it. */
function withEarlierHeader(expected: string, text: string, marker: number, lang: Lang): boolean {
  const lines = expected.split('\n')
  const given = text.split('\n')[marker - 1]
  if (given === undefined || !EARLIER_REPLAY_HEADERS[lang].includes(given) || lines[marker] !== REPLAY_MARKER) return false
  lines[marker - 1] = given
  return lines.join('\n') === text
}
