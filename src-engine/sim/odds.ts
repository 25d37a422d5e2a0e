import { simulation, SimulationIO } from '../core/runner.ts'
import { facesFor } from '../core/asks.ts'
import type { FightTally, OddsCombatant, OddsRules } from '../core/odds.ts'
import type { Answer, ChooseManyAsk, ChooseOneAsk, DiceAsk, FightIO, RuleSystem, Simulation } from '../core/types.ts'
import type { DiceRoller } from '../dice/rng.ts'

/** Counts of fights so far: what the odds are made of. */
export interface OddsCounts {
  readonly n: number
  readonly results: Readonly<Record<string, number>>
  readonly rounds: Readonly<Record<string, number>>
  /** Per combatant (in `combatants` order): deaths, fights with any lasting harm, and each harm's count. */
  readonly died: readonly number[]
  readonly harmed: readonly number[]
  readonly harms: readonly Readonly<Record<string, number>>[]
}

/** Adds up fights as a tally; a combatant harmed twice in one fight counts once for `harmed`. */
export class OddsCounter implements FightTally {
  n = 0
  readonly results: Record<string, number> = {}
  readonly roundCounts: Record<string, number> = {}
  readonly deaths: number[]
  readonly harmedFights: number[]
  readonly harmCounts: Record<string, number>[]
  /** Per combatant, the number (n) of the last fight that harmed him: a fight counts once, and nothing is cleared per fight. */
  private readonly lastHarmed: number[]

  constructor(size: number) {
    this.deaths = new Array<number>(size).fill(0)
    this.harmedFights = new Array<number>(size).fill(0)
    this.harmCounts = Array.from({ length: size }, () => ({}))
    this.lastHarmed = new Array<number>(size).fill(-1)
  }

  /** Call before each fight's summary. */
  startFight(): void {
    this.n++
  }
  result(name: string): void {
    this.results[name] = (this.results[name] ?? 0) + 1
  }
  rounds(count: number): void {
    this.roundCounts[count] = (this.roundCounts[count] ?? 0) + 1
  }
  died(index: number): void {
    this.deaths[index]!++
  }
  harmed(index: number, harm: string): void {
    const counts = this.harmCounts[index]!
    counts[harm] = (counts[harm] ?? 0) + 1
    if (this.lastHarmed[index] !== this.n) {
      this.lastHarmed[index] = this.n
      this.harmedFights[index]!++
    }
  }

  counts(): OddsCounts {
    return {
      n: this.n,
      results: { ...this.results },
      rounds: { ...this.roundCounts },
      died: [...this.deaths],
      harmed: [...this.harmedFights],
      harms: this.harmCounts.map((h) => ({ ...h }))
    }
  }
}

/**
 * The fight from answers already given, then on as simulation: dice from the generator, decisions by default. For the
 * odds of each option at a decision. While answers are left it is no simulation (the rules take their ordinary path
 * and the answers replay); once they are used up it hands the rules the generator (`simulation`), so they take the same
 * fast path as in simulate() for the rest of the fight. `restart` readies it for the next fight.
 */
export class ContinuationIO implements FightIO {
  readonly recording = false
  simulation: DiceRoller | undefined
  private next = 0
  constructor(
    private readonly answers: readonly Answer[],
    private readonly roller: DiceRoller
  ) {
    this.simulation = answers.length === 0 ? roller : undefined
  }
  restart(): void {
    this.next = 0
    this.simulation = this.answers.length === 0 ? this.roller : undefined
  }
  private take(): Answer | undefined {
    if (this.next >= this.answers.length) return undefined
    const answer = this.answers[this.next++]
    if (this.next === this.answers.length) this.simulation = this.roller
    return answer
  }
  roll(ask: DiceAsk): readonly number[] {
    const answer = this.take()
    return answer?.type === 'dice' ? answer.faces : facesFor(ask, this.roller.face)
  }
  chooseOne(ask: ChooseOneAsk): string {
    const answer = this.take()
    return answer?.type === 'chooseOne' ? answer.option : ask.default
  }
  chooseMany(ask: ChooseManyAsk): readonly string[] {
    const answer = this.take()
    return answer?.type === 'chooseMany' ? answer.options : ask.default
  }
  confirm(): void {
    this.take()
  }
  emit(): void {}
}

/** Odds of one setup under way: its fights (the system's simulation, made once) and the io they answer through. */
export interface OddsRun<S> {
  readonly system: RuleSystem<S>
  readonly odds: OddsRules<S>
  /** The parsed setup, with the policy already applied. */
  readonly setup: S
  readonly fight: Simulation<unknown>
  /** Simulation from the start; or, from a point of a running fight, its answers so far and then simulation. */
  readonly io: SimulationIO | ContinuationIO
}

/**
 * The odds of a parsed setup (the policy applied) with dice from `roller`; `from`: the answers given so far, when the
 * odds start from a point of a running fight (a decision's option included).
 */
export function oddsRun<S>(system: RuleSystem<S>, setup: S, roller: DiceRoller, from?: readonly Answer[]): OddsRun<S> {
  const odds = system.odds
  if (!odds) throw new Error(`${system.id} has no odds`)
  return { system, odds, setup, fight: simulation(system, setup), io: from ? new ContinuationIO(from, roller) : new SimulationIO(roller) }
}

/**
 * Odds in batches: each call runs `count` more fights into the counter. Callers run a small batch first for a
 * quick estimate and then refine, checking between batches whether the GM still wants them.
 */
export function runBatch<S>(run: OddsRun<S>, counter: OddsCounter, count: number): void {
  const { odds, setup, fight, io } = run
  if (io instanceof ContinuationIO) {
    for (let i = 0; i < count; i++) {
      io.restart()
      const outcome = fight(io)
      counter.startFight()
      odds.summarize(setup, outcome, counter)
    }
    return
  }
  for (let i = 0; i < count; i++) {
    const outcome = fight(io)
    counter.startFight()
    odds.summarize(setup, outcome, counter)
  }
}

export function oddsCombatants<S>(run: Pick<OddsRun<S>, 'odds' | 'setup'>): readonly OddsCombatant[] {
  return run.odds.combatants(run.setup)
}

/** The 95 % Wilson interval of a fraction of `n` fights: honest for rare events and small n alike. */
export function wilson(count: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 }
  const z = 1.959963984540054
  const p = count / n
  const denominator = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / denominator
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}
