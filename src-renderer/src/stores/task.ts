import { ref, shallowRef } from 'vue'
import type { ErrorParams, FieldIssue } from '../../../src-main/services/errors.ts'
import { ApiError } from '../api.ts'

/** The last refusal, for the screen to word in the GM's language (errors.service.<key>), with its English message as the fallback. */
export interface TaskError {
  readonly message: string
  readonly key?: string | undefined
  readonly params: ErrorParams
}

/** Runs the store's calls one at a time with a busy flag, keeping the last error (and field problems) for the screen. */
export function useTask() {
  const busy = ref(false)
  const error = shallowRef<TaskError | null>(null)
  const issues = shallowRef<readonly FieldIssue[]>([])
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    busy.value = true
    error.value = null
    issues.value = []
    try {
      return await work()
    } catch (e) {
      error.value = e instanceof ApiError ? { message: e.message, key: e.key, params: e.params } : { message: (e as Error).message, params: {} }
      if (e instanceof ApiError) issues.value = e.issues
      return undefined
    } finally {
      busy.value = false
    }
  }
  return { busy, error, issues, run }
}
