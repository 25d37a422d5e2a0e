import { ref } from 'vue'

/** Runs the store's calls one at a time with a busy flag, keeping the last error's message for the screen. */
export function useTask() {
  const busy = ref(false)
  const error = ref<string | null>(null)
  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    busy.value = true
    error.value = null
    try {
      return await work()
    } catch (e) {
      error.value = (e as Error).message
      return undefined
    } finally {
      busy.value = false
    }
  }
  return { busy, error, run }
}
