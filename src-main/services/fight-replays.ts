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
  readonly setup: FightRecord['setup']
  readonly answers: FightRecord['answers']
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
 * for the very same setup and answers as the file read now (so an undo, or a file changed on disk, replays anew);
 * a replay whose answers continue its own resumes from its state (only the new answers are checked and worded) and
 * takes over its lines, since its first events are the same.
 */
export class FightReplays {
  private readonly kept = new Map<string, Replayed>()

  /**
   * The fight's state, replayed by `replay` unless this setup and these answers were replayed last. When the answers
   * continue those replayed last, `replay` is handed that state to resume from (the engine's `replay(…, from)`).
   */
  state(key: string, fight: FightRecord, replay: (from: FightState<unknown> | undefined) => FightState<unknown>): FightState<unknown> {
    const known = this.kept.get(key)
    const relation = known && sameJson(fight.setup, known.setup) ? answersAfter(fight.answers, known.answers) : 'other'
    if (relation === 'same') return known!.state
    const earlier = relation === 'continues' ? known! : null
    const state = replay(earlier?.state.status === 'pending' ? earlier.state : undefined)
    // A copy of the list: whoever holds the record cannot add to the answers this state was replayed from.
    const entry: Replayed = { setup: fight.setup, answers: [...fight.answers], state, lines: earlier?.lines ?? null }
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

/** The same value: the very object (a record held by FightFiles), or one written alike. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** Whether `later` are the answers `earlier`, or those followed by more (its replay then begins with the same events). */
function answersAfter(later: FightRecord['answers'], earlier: FightRecord['answers']): 'same' | 'continues' | 'other' {
  if (later.length < earlier.length) return 'other'
  for (let i = 0; i < earlier.length; i++) if (!sameJson(later[i], earlier[i])) return 'other'
  return later.length === earlier.length ? 'same' : 'continues'
}
