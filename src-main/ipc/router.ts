import type { z } from 'zod'
import { englishText, type ErrorParams, type ServiceErrorKey } from '../services/error-texts.ts'
import { ServiceError } from '../services/errors.ts'
import type { ServiceContext } from '../services/context.ts'
import { StorageError } from '../storage/errors.ts'
import { CHANNELS, contract, type Channel, type IpcError, type IpcErrorCode, type IpcResult } from './contract.ts'
import { handlers, type FileHost } from './handlers.ts'

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/** A refusal with its key and params for the screen, and the same in English as its message. */
function refused(code: IpcErrorCode, key: ServiceErrorKey, params: ErrorParams = {}, more: Partial<IpcError> = {}): IpcResult<never> {
  return { ok: false, error: { code, message: englishText(key, params), key, params, ...more } }
}

/** `storageNotFound`, `storageInvalid` …: a storage problem's key. */
const storageKey = (problem: StorageError['problem']) => `storage${problem[0]!.toUpperCase()}${problem.slice(1)}` as ServiceErrorKey

export interface Router {
  /** Validates the payload, checks the sender, runs the channel, and answers a typed result; never throws. */
  handle(channel: unknown, payload: unknown, sender: { readonly trusted: boolean }): Promise<IpcResult<unknown>>
}

export function createRouter(ctx: ServiceContext, files: FileHost, log: (error: unknown) => void = console.error): Router {
  const work = handlers(ctx, files) as Record<Channel, (input: unknown) => Promise<unknown>>
  return {
    async handle(channel, payload, sender) {
      if (!sender.trusted) return refused('forbidden', 'forbidden')
      if (typeof channel !== 'string' || !(CHANNELS as readonly string[]).includes(channel)) {
        return refused('unknownChannel', 'unknownChannel', { channel: String(channel) })
      }
      const spec = contract[channel as Channel]
      const input = spec.input.safeParse(payload)
      if (!input.success) return refused('badRequest', 'badRequest', { channel, detail: issueText(input.error) })
      try {
        const value = await work[channel as Channel](input.data)
        const output = spec.output.safeParse(value)
        if (!output.success) {
          log(new Error(`${channel} answered a value outside its contract: ${issueText(output.error)}`))
          return refused('internal', 'internalContract')
        }
        return { ok: true, value: output.data }
      } catch (error) {
        if (error instanceof ServiceError) return refused(error.code, error.key, error.params, error.issues.length ? { issues: error.issues } : {})
        if (error instanceof StorageError)
          return refused('storage', storageKey(error.problem), { file: error.file, detail: error.detail }, { file: error.file, backups: [...error.backups] })
        log(error)
        return refused('internal', 'internal', { detail: (error as Error).message })
      }
    }
  }
}
