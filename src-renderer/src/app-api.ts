import { createApi } from './api.ts'

/** The one connection to the services this window uses. */
export const api = createApi()
