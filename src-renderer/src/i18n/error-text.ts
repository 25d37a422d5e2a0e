import { useI18n } from 'vue-i18n'
import type { TaskError } from '../stores/task.ts'

/** What wording an error needs from vue-i18n: `useI18n()` in a component, or `i18n.global`. */
interface Wording {
  t(key: string, params: Record<string, unknown>): string
  te(key: string, locale?: string): boolean
}

/**
 * A refusal in the GM's language: `errors.service.<key>` with its params, which says what happened and what
 * to do; a refusal without a known key keeps main's English message inside `errors.generic`.
 */
export function errorText(i18n: Wording, error: Pick<TaskError, 'key' | 'params' | 'message'>): string {
  const path = `errors.service.${error.key}`
  if (error.key && (i18n.te(path) || i18n.te(path, 'en'))) return i18n.t(path, { ...error.params })
  return i18n.t('errors.generic', { message: error.message })
}

/** `errorText` for a component, in the UI's current language. */
export function useErrorText(): (error: Pick<TaskError, 'key' | 'params' | 'message'>) => string {
  const i18n = useI18n()
  return (error) => errorText(i18n, error)
}
