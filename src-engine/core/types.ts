import type { ZodType } from 'zod'
import type { DiceExpr } from '../dice/notation.ts'
import type { DiceRoller } from '../dice/rng.ts'
import type { CampaignRules } from './campaign.ts'
import type { OddsRules } from './odds.ts'
import type { Standing } from './standing.ts'

/** A rule ID from ../shared/rules, e.g. "KS-DMG-3". */
export type RuleId = string

export type ParamValue = string | number | boolean | readonly string[] | readonly number[]

/** Text that the UI and the log translate: a catalogue key with its parameters. */
export interface Message {
  readonly key: string
  readonly params?: Readonly<Record<string, ParamValue>>
}

export interface Option {
  readonly id: string
  readonly label: Message
}

interface RequestBase {
  /** Stable name of the question, e.g. "flee" or "mode:albrav"; scripted decisions are matched by it. */
  readonly key: string
  readonly round: number
  /** The combatant who rolls or decides, when there is one. */
  readonly actor?: string
  readonly prompt: Message
  readonly rule: RuleId
}

/** One labelled part of a roll: whose dice these are, in the order their faces are entered. */
export interface DicePart {
  readonly label: string
  readonly notation: string
  readonly sides: readonly number[]
  /** Flat bonus of this part, added to its faces. */
  readonly modifier: number
}

/** What the roll's total must reach, where the rules know it before the dice fall (shown to the GM before the roll). */
export interface DiceTarget {
  /** The total succeeds at this or more ("needs 14 or more"). */
  readonly atLeast?: number
  /** The total succeeds at this or less (a d20 under AT: "needs 12 or less"). */
  readonly atMost?: number
}

export interface DiceRequest extends RequestBase {
  readonly type: 'dice'
  readonly notation: string
  readonly parts: readonly DicePart[]
  readonly target?: DiceTarget
}

export interface ChooseOneRequest extends RequestBase {
  readonly type: 'chooseOne'
  readonly options: readonly Option[]
  readonly default: string
}

export interface ChooseManyRequest extends RequestBase {
  readonly type: 'chooseMany'
  readonly options: readonly Option[]
  readonly min: number
  readonly max: number
  /** Ordered: the answer is a sequence (a marching order); otherwise a set. */
  readonly ordered: boolean
  readonly default: readonly string[]
}

export interface ConfirmRequest extends RequestBase {
  readonly type: 'confirm'
}

export type Request = DiceRequest | ChooseOneRequest | ChooseManyRequest | ConfirmRequest

export type Answer =
  | { readonly type: 'dice'; readonly faces: readonly number[]; readonly manual?: boolean }
  | { readonly type: 'chooseOne'; readonly option: string }
  | { readonly type: 'chooseMany'; readonly options: readonly string[] }
  | { readonly type: 'confirm' }

/** Something that happened in the fight, tagged with the rule it applied; `text/` turns it into a log line. */
export interface FightEvent {
  readonly type: string
  readonly rule: RuleId
  readonly round: number
  readonly params: Readonly<Record<string, ParamValue>>
}

/** A part of a roll given as a dice expression; its notation text is made only when someone reads it. */
export interface DiceExprPart {
  readonly label: string
  readonly dice: DiceExpr
}

/**
 * What the rules ask for. Asks may leave the text-only parts lazy — options as a function, dice parts
 * as expressions — because simulation never reads them and must not pay for building them.
 */
export type DiceAsk = Omit<DiceRequest, 'type' | 'notation' | 'parts'> & {
  readonly notation?: string
  readonly parts: readonly (DicePart | DiceExprPart)[]
}
export type ChooseOneAsk = Omit<ChooseOneRequest, 'type' | 'options'> & { readonly options: readonly Option[] | (() => readonly Option[]) }
export type ChooseManyAsk = Omit<ChooseManyRequest, 'type' | 'options'> & { readonly options: readonly Option[] | (() => readonly Option[]) }
export type ConfirmAsk = Omit<ConfirmRequest, 'type'>

/**
 * What the rules talk to. The same rules code runs interactively (answers replayed from a list),
 * in simulation (dice from the seeded generator, decisions from the default policy) and from the CLI.
 */
export interface FightIO {
  /** False in simulation: rules may skip building events nobody reads. */
  readonly recording: boolean
  /**
   * Set in simulation only, where nobody reads a request: the generator that answers every roll, while
   * every decision takes its default. Rules may then skip building the ask — draw from it exactly the
   * faces `roll` would draw, in the same order (`rollSum`), or take the default they would have offered —
   * provided the fight comes out the same; each system's tests compare simulate() with a replay.
   */
  readonly simulation?: DiceRoller
  roll(ask: DiceAsk): readonly number[]
  chooseOne(ask: ChooseOneAsk): string
  chooseMany(ask: ChooseManyAsk): readonly string[]
  confirm(ask: ConfirmAsk): void
  emit(event: FightEvent): void
  /**
   * The rules hand over, once at the start of a fight, how to read where it stands from their live state. A
   * replay calls it when the answers run out or the fight ends; simulation never does (so it may be absent).
   */
  observe?(standing: () => Standing): void
}

/**
 * Fights of one setup, one per call, through the io given: a SimulationIO, or an io that replays some answers and
 * then answers as simulation does (odds from a running fight). See `simulation` in runner.ts.
 */
export type Simulation<Outcome> = (io: FightIO) => Outcome

export const SYSTEM_IDS = ['ultraquest', 'odm', 'thalia', 'weltenbuch'] as const
export type SystemId = (typeof SYSTEM_IDS)[number]

export interface RuleSystem<Setup = unknown, Outcome = unknown> {
  readonly id: SystemId
  /** The zod schema of a fight setup, for documentation (JSON Schema) and editors. */
  readonly setupSchema?: ZodType
  /** Sheets, outcome and care in a campaign; a system without it runs fights from the CLI only. */
  readonly campaign?: CampaignRules
  /** Validates an untrusted setup; throws SetupError naming the field. */
  parseSetup(input: unknown): Setup
  /** The rules as one procedure from setup to outcome, asking `io` for every roll and decision. */
  run(setup: Setup, io: FightIO): Outcome
  /**
   * Optional: many fights of one setup (odds, the bench) with what they share worked out once and held by the value
   * returned, not by the system. Each call is one fight, the same fight `run` gives with that io.
   */
  simulation?(setup: Setup): Simulation<Outcome>
  /** What the odds need: who fights, the policies a GM can pick, and what one fight's outcome counts as. */
  readonly odds?: OddsRules<Setup, Outcome>
  /**
   * The outcome in words, line by line, for the runner, the battle log and `mo fight`: `say` words a message in the
   * reader's language; `setup` is the fight's setup as stored (names for ids). Without it the outcome shows as JSON.
   */
  describeOutcome?(outcome: Outcome, setup: unknown, say: (message: Message) => string): string[]
}
