export type ServiceErrorCode = 'notFound' | 'invalidInput' | 'conflict' | 'rules'

/** A request the services cannot carry out, with a message that says why in words a GM understands. */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export function fail(code: ServiceErrorCode, message: string): never {
  throw new ServiceError(code, message)
}
