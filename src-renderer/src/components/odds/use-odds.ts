import { onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { OddsRequest, OddsView } from '../../stores/campaign.ts'

export interface OddsCalls {
  start(request: OddsRequest): Promise<OddsView>
  poll(jobId: string): Promise<OddsView>
  cancel(jobId: string): Promise<unknown>
}

/** Wait this long after the last change before asking: a GM typing a count changes it several times. */
const SETTLE_MS = 250
const POLL_MS = 250

/**
 * Odds that follow what the GM sets up: a new job whenever the request changes (the old one cancelled), polled
 * until done, cancelled when the screen goes. `request` null means nothing to estimate.
 */
export function useOdds(calls: OddsCalls, request: Ref<OddsRequest | null>) {
  const view = ref<OddsView | null>(null)
  const error = ref<unknown>(null)
  let generation = 0
  let jobId: string | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  const stop = () => {
    generation++
    if (timer) clearTimeout(timer)
    timer = null
    if (jobId) void calls.cancel(jobId).catch(() => undefined)
    jobId = null
  }

  async function follow(mine: number, current: OddsView): Promise<void> {
    if (mine !== generation) return
    view.value = current
    if (current.done || current.failed) return
    timer = setTimeout(async () => {
      try {
        const next = await calls.poll(current.jobId)
        await follow(mine, next)
      } catch (e) {
        if (mine === generation) error.value = e
      }
    }, POLL_MS)
  }

  watch(
    () => JSON.stringify(request.value),
    () => {
      stop()
      const mine = generation
      const wanted = request.value
      if (!wanted) {
        view.value = null
        return
      }
      timer = setTimeout(async () => {
        try {
          const first = await calls.start(wanted)
          if (mine !== generation) {
            void calls.cancel(first.jobId).catch(() => undefined)
            return
          }
          jobId = first.jobId
          error.value = null
          await follow(mine, first)
        } catch (e) {
          if (mine === generation) error.value = e
        }
      }, SETTLE_MS)
    },
    { immediate: true }
  )
  onBeforeUnmount(stop)
  return { view, error }
}
