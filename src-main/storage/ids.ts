import { StorageError } from './errors.ts'

/** Campaign, fight, session and other ids: also file and folder names, so nothing that could be a path. */
export const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/

export function checkId(kind: string, id: string): string {
  if (!ID.test(id)) throw new StorageError('notFound', `${kind} "${id}"`, `is not a valid ${kind} id`)
  return id
}
