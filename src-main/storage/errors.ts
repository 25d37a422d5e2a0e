export type StorageProblem = 'notFound' | 'unreadable' | 'invalid' | 'newerVersion' | 'exists' | 'conflict'

/** A storage failure that names the file and what is wrong with it, and the backups that could replace it. */
export class StorageError extends Error {
  constructor(
    readonly problem: StorageProblem,
    readonly file: string,
    readonly detail: string,
    readonly backups: readonly string[] = []
  ) {
    super(`${file}: ${detail}`)
    this.name = 'StorageError'
  }
}
