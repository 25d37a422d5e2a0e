/**
 * `changedOutside`: another program changed, deleted or created the file since this app last read it (the GM
 * keeps his version or the other); `readOnly`: another Marching Order writes this data folder; `unavailable`: the
 * data folder the GM chose cannot be reached (gone, or the settings naming it unreadable), so nothing is written.
 */
export type StorageProblem = 'notFound' | 'unreadable' | 'invalid' | 'newerVersion' | 'exists' | 'conflict' | 'changedOutside' | 'readOnly' | 'unavailable'

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
