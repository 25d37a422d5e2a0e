import { useI18n } from 'vue-i18n'
import type { TaskError } from '../stores/task.ts'

/** What wording an error needs from vue-i18n: `useI18n()` in a component, or `i18n.global`. */
interface Wording {
  t(key: string, params: Record<string, unknown>): string
  te(key: string, locale?: string): boolean
}

/**
 * A refusal in the GM's language: `errors.service.<key>` with its params, which says what happened and what
 * to do; a refusal without a known key keeps main's English message inside `errors.generic`. Where main names the
 * problem (`problem`: a fight's setup the rules refused), the GM's words for it replace main's English `detail`;
 * `label` words the field it is at, as the form the GM filled names it.
 */
export function errorText(i18n: Wording, error: Pick<TaskError, 'key' | 'params' | 'message'>, label?: (field: string) => string): string {
  const path = `errors.service.${error.key}`
  if (!error.key || !(i18n.te(path) || i18n.te(path, 'en'))) return i18n.t('errors.generic', { message: error.message })
  const problem = `errors.setup.${error.params['problem']}`
  const field = String(error.params['field'] ?? '')
  const detail =
    error.params['problem'] !== undefined && i18n.te(problem, 'en') ? i18n.t(problem, { field: label && field ? label(field) : field }) : error.params['detail']
  return i18n.t(path, { ...error.params, detail })
}

/** `errorText` for a component, in the UI's current language. */
export function useErrorText(): (error: Pick<TaskError, 'key' | 'params' | 'message'>, label?: (field: string) => string) => string {
  const i18n = useI18n()
  return (error, label) => errorText(i18n, error, label)
}
