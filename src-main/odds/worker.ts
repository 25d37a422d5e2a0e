// The odds worker: simulations run here, off the main process's thread, so IPC never waits for them.
import { parentPort } from 'node:worker_threads'
import { estimate } from './estimate.ts'
import type { FromWorker, ToWorker } from './protocol.ts'
import { warmUp } from './warm-up.ts'

const port = parentPort!
const cancelled = new Set<string>()
const yieldNow = () => new Promise<void>((done) => setImmediate(done))

/** Jobs started so far: a warm-up gives way to the first. */
let started = 0

port.on('message', (message: ToWorker) => {
  if (message.type === 'cancel') {
    cancelled.add(message.jobId)
    return
  }
  if (message.type === 'warm') {
    const before = started
    // A warm-up that fails only leaves the first estimate slower; the job that follows reports any real fault.
    warmUp(message.system, () => started !== before, yieldNow).catch(() => undefined)
    return
  }
  started++
  const { jobId, spec } = message
  estimate(
    jobId,
    spec,
    (m: FromWorker) => port.postMessage(m),
    () => cancelled.has(jobId),
    yieldNow
  )
    .catch((error: unknown) => port.postMessage({ type: 'failed', jobId, message: (error as Error).message } satisfies FromWorker))
    .finally(() => cancelled.delete(jobId))
})
