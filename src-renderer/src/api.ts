import type { Api, Channel, ChannelInput, ChannelOutput, IpcResult, IpcTransport } from '../../src-main/ipc/contract.ts'
import type { ErrorParams, FieldIssue } from '../../src-main/services/errors.ts'

declare global {
  interface Window {
    /** The preload's IPC transport; absent in a browser, where the loopback bridge serves the page. */
    api?: IpcTransport
  }
}

/** The loopback bridge's transport: a POST per call, with the token the bridge put in the page. */
function bridgeTransport(): IpcTransport {
  const token = document.querySelector<HTMLMetaElement>('meta[name="mo-bridge-token"]')?.content ?? ''
  return {
    async call(channel, input) {
      const response = await fetch(`/api/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mo-token': token },
        body: JSON.stringify(input ?? {})
      })
      return (await response.json()) as IpcResult<unknown>
    }
  }
}

/** The services as one function per channel, over the preload's IPC in the app or over the loopback bridge in a browser. */
export function createApi(): Api {
  const transport = window.api ?? bridgeTransport()
  return new Proxy({} as Api, {
    get: (_target, channel: string) => (input: unknown) => transport.call(channel, input)
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
