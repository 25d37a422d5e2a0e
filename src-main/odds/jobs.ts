import type { Worker } from 'node:worker_threads'
import type { OddsCombatant } from '../../src-engine/core/index.ts'
import type { OddsCounts } from '../../src-engine/sim/odds.ts'
import type { FromWorker, OddsJobSpec, ToWorker } from './protocol.ts'

export interface OddsJobState {
  readonly spec: OddsJobSpec
  combatants: readonly OddsCombatant[]
  variants: readonly { readonly id: string; readonly counts: OddsCounts }[]
  done: boolean
  failed: string | null
}

/** How long `start` waits for the first estimate before it answers without one (UI.md: odds at once). */
const FIRST_ESTIMATE_MS = 400
/** Jobs nobody asked about for this long are cancelled: the GM left the screen. */
const IDLE_MS = 10_000

/**
 * Odds jobs on one worker thread, started lazily and kept warm. A job's latest counts are kept here for `poll`;
 * the GM's screen cancels a job when the setup changes or it leaves, and an unpolled job cancels itself.
 */
export class OddsJobs {
  private worker: Worker | null = null
  private readonly jobs = new Map<string, OddsJobState & { polledAt: number; firstEstimate: (() => void)[] }>()
  private next = 0
  /** The systems warmed up on the current worker. */
  private readonly warmed = new Set<string>()

  constructor(
    private readonly makeWorker: () => Worker,
    private readonly now: () => number = () => Date.now()
  ) {}

  private post(message: ToWorker): void {
    if (!this.worker) {
      const worker = this.makeWorker()
      worker.on('message', (m: FromWorker) => this.receive(m))
      worker.on('error', (error) => this.failAll(error.message))
      worker.on('exit', () => {
        if (this.worker === worker) this.worker = null
      })
      worker.unref()
      this.worker = worker
    }
    this.worker.postMessage(message)
  }

  private receive(message: FromWorker): void {
    const job = this.jobs.get(message.jobId)
    if (!job) return
    if (message.type === 'failed') job.failed = message.message
    else {
      job.combatants = message.combatants
      job.variants = message.variants
      job.done = message.done
    }
    for (const resolve of job.firstEstimate.splice(0)) resolve()
  }

  private failAll(message: string): void {
    for (const job of this.jobs.values()) {
      job.failed = message
      for (const resolve of job.firstEstimate.splice(0)) resolve()
    }
    this.worker = null
  }

  /** Starts a job and waits briefly for its first estimate, so the screen usually has numbers at once. */
  async start(spec: OddsJobSpec): Promise<{ jobId: string; state: OddsJobState }> {
    this.dropIdle()
    const jobId = `odds-${++this.next}`
    const job = { spec, combatants: [], variants: [], done: false, failed: null, polledAt: this.now(), firstEstimate: [] as (() => void)[] }
    this.jobs.set(jobId, job)
    const first = new Promise<void>((resolve) => {
      job.firstEstimate.push(resolve)
      setTimeout(resolve, FIRST_ESTIMATE_MS).unref?.()
    })
    this.post({ type: 'start', jobId, spec })
    await first
    return { jobId, state: job }
  }

  poll(jobId: string): OddsJobState | null {
    const job = this.jobs.get(jobId)
    if (!job) return null
    job.polledAt = this.now()
    return job
  }

  /** Runs a system's rules on the worker ahead of its first odds (once per system while the worker lives). */
  warm(system: string): void {
    if (this.worker && this.warmed.has(system)) return
    if (!this.worker) this.warmed.clear()
    this.warmed.add(system)
    this.post({ type: 'warm', system })
  }

  cancel(jobId: string): void {
    if (!this.jobs.delete(jobId)) return
    this.post({ type: 'cancel', jobId })
  }

  private dropIdle(): void {
    for (const [jobId, job] of this.jobs) if (this.now() - job.polledAt > IDLE_MS) this.cancel(jobId)
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    this.jobs.clear()
    await worker?.terminate()
  }
}
