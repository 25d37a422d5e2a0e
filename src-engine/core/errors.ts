export class SetupError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
    /** zod's issue code (`too_small` …) when a schema refused the setup, so an app can word the problem itself. */
    readonly code?: string
  ) {
    super(path ? `${path}: ${problem}` : problem)
    this.name = 'SetupError'
  }
}

/** An answer that does not fit the request; the fight is left as it was. */
export class AnswerError extends Error {
  constructor(
    readonly index: number,
    readonly expected: string,
    readonly got: string
  ) {
    super(`Answer ${index + 1}: expected ${expected}, got ${got}`)
    this.name = 'AnswerError'
  }
}
