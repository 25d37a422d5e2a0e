import type { FightState } from '../../src-engine/core/index.ts'
import { eventLine, type Lang } from '../../src-engine/text/index.ts'
import type { FightRecord } from '../storage/fight-files.ts'

export interface FightLine {
  readonly round: number
  readonly text: string
  readonly rule: string
  readonly manual: boolean
}

/** A fight replayed from one setup and one list of answers, with its log lines once they were asked for. */
interface Replayed {
  readonly setupText: string
  readonly answersText: string
  readonly answerCount: number
  readonly state: FightState<unknown>
  lines: { readonly lang: Lang; readonly lines: readonly FightLine[] } | null
}

/** Open fights kept per data folder: a GM runs one fight at a time, a few more cost little. */
const KEPT = 4

const lineOf = (e: FightState<unknown>['events'][number], lang: Lang): FightLine => ({
  round: e.round,
  text: eventLine(e, lang),
  rule: e.rule,
  manual: e.params['manual'] === true
})

/**
 * The replayed state of the fights being run, in memory, so that an answer costs one replay instead of two and
 * formats only the log lines it added. A fight is a pure function of its setup and answers: an entry is used only
 * for the very same setup and answers as the file read now (so an undo, or a file changed on disk, replays anew),
 * and its lines carry over to a replay whose answers continue its own, whose first events are the same.
 */
export class FightReplays {
  private readonly kept = new Map<string, Replayed>()

  /** The fight's state, replayed by `replay` unless this setup and these answers were replayed last. */
  state(key: string, fight: FightRecord, replay: () => FightState<unknown>): FightState<unknown> {
    const setupText = JSON.stringify(fight.setup)
    const answersText = JSON.stringify(fight.answers)
    const known = this.kept.get(key)
    if (known && known.setupText === setupText && known.answersText === answersText) return known.state
    const state = replay()
    const entry: Replayed = { setupText, answersText, answerCount: fight.answers.length, state, lines: null }
    if (known?.lines && known.setupText === setupText && continues(answersText, known.answersText)) entry.lines = known.lines
    this.kept.delete(key)
    this.kept.set(key, entry)
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!)
    return state
  }

  /** The log lines of the state `state` just returned for `key`, formatting only events not formatted before. */
  lines(key: string, state: FightState<unknown>, lang: Lang): readonly FightLine[] {
    const entry = this.kept.get(key)
    if (entry?.state !== state) return state.events.map((e) => lineOf(e, lang))
    const before = entry.lines?.lang === lang && entry.lines.lines.length <= state.events.length ? entry.lines.lines : []
    const lines = before.length === state.events.length ? before : [...before, ...state.events.slice(before.length).map((e) => lineOf(e, lang))]
    entry.lines = { lang, lines }
    return lines
  }

  /** Forgets a fight (its last answer was taken back, or it was closed). */
  drop(key: string): void {
    this.kept.delete(key)
  }
}

/** Whether the answers `later` (as JSON) are the answers `earlier` followed by more: its replay begins with the same events. */
function continues(later: string, earlier: string): boolean {
  if (earlier === '[]') return true
  return later.length > earlier.length && later.startsWith(earlier.slice(0, -1)) && later[earlier.length - 1] === ','
}
