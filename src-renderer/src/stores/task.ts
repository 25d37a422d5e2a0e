import { ref, shallowRef } from 'vue'
import type { FieldIssue } from '../../../src-main/services/errors.ts'
import { ApiError } from '../api.ts'

/** Runs the store's calls one at a time with a busy flag, keeping the last error's message (and field problems) for the screen. */
export function useTask() {
  const busy = ref(false)
  const error = ref<string | null>(null)
  const issues = shallowRef<readonly FieldIssue[]>([])
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    busy.value = true
    error.value = null
    issues.value = []
    try {
      return await work()
    } catch (e) {
      error.value = (e as Error).message
      if (e instanceof ApiError) issues.value = e.issues
      return undefined
    } finally {
      busy.value = false
    }
  }
  return { busy, error, issues, run }
}
