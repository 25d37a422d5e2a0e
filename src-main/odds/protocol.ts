import type { Answer, OddsCombatant } from '../../src-engine/core/index.ts'
import type { OddsCounts } from '../../src-engine/sim/odds.ts'

/** One estimate a job keeps refining: the fight as set up, or from a running fight's answers with one option taken. */
export interface OddsVariant {
  /** The option id at a decision; "setup" for the fight as set up, "now" for the fight as it stands. */
  readonly id: string
  readonly from?: readonly Answer[]
}

export interface OddsJobSpec {
  readonly system: string
  /** The fight setup as JSON (the system parses it again in the worker). */
  readonly setup: unknown
  readonly policy: string
  readonly variants: readonly OddsVariant[]
  /** Fights per variant when the estimate is final. */
  readonly n: number
  readonly seed: string
}

export type ToWorker =
  | { readonly type: 'start'; readonly jobId: string; readonly spec: OddsJobSpec }
  | { readonly type: 'cancel'; readonly jobId: string }
  /** Run the system's rules before the GM asks for odds (warm-up.ts): a campaign of it was opened. */
  | { readonly type: 'warm'; readonly system: string }

export type FromWorker =
  | {
      readonly type: 'progress'
      readonly jobId: string
      readonly combatants: readonly OddsCombatant[]
      readonly variants: readonly { readonly id: string; readonly counts: OddsCounts }[]
      readonly done: boolean
    }
  | { readonly type: 'failed'; readonly jobId: string; readonly message: string }
