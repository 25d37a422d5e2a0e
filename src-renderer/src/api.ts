import type { Api, ChannelInput, ChannelOutput, IpcResult } from '../../src-main/ipc/contract.ts'
import type { Channel } from '../../src-main/ipc/channels.ts'
import type { ErrorParams, FieldIssue } from '../../src-main/services/errors.ts'

declare global {
  interface Window {
    api?: Api
  }
}

/** The services, through the preload's `api` in the app, or through the loopback bridge in a browser. */
export function createApi(): Api {
  if (window.api) return window.api
  const token = document.querySelector<HTMLMetaElement>('meta[name="mo-bridge-token"]')?.content ?? ''
  return new Proxy({} as Api, {
    get: (_target, channel: string) => async (input: unknown) => {
      const response = await fetch(`/api/${encodeURIComponent(channel)}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-mo-token': token }, body: JSON.stringify(input ?? {}) })
      return (await response.json()) as IpcResult<unknown>
    }
  })
}

/** A refused call: `key` and `params` word it on screen as `errors.service.<key>`; `message` is the English fallback. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly file?: string,
    readonly backups: readonly string[] = [],
    readonly issues: readonly FieldIssue[] = [],
    readonly key?: string,
    readonly params: ErrorParams = {}
  ) {
    super(message)
  }
}

/** Calls a channel and returns its value, or throws an ApiError with the message meant for the GM. */
export async function call<C extends Channel>(api: Api, channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  const result = await (api[channel] as (i: ChannelInput<C>) => Promise<IpcResult<ChannelOutput<C>>>)(input)
  if (result.ok) return result.value
  const { code, message, file, backups, issues, key, params } = result.error
  throw new ApiError(code, message, file, backups, issues, key, params)
}
