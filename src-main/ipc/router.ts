import type { z } from 'zod'
import { ServiceError } from '../services/errors.ts'
import type { ServiceContext } from '../services/context.ts'
import { StorageError } from '../storage/errors.ts'
import { CHANNELS, type Channel } from './channels.ts'
import { contract, type IpcResult } from './contract.ts'
import { handlers, type FileHost } from './handlers.ts'

function issueText(error: z.ZodError): string {
  const issue = error.issues[0]!
  const path = issue.path.map(String).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

export interface Router {
  /** Validates the payload, checks the sender, runs the channel, and answers a typed result; never throws. */
  handle(channel: unknown, payload: unknown, sender: { readonly trusted: boolean }): Promise<IpcResult<unknown>>
}

export function createRouter(ctx: ServiceContext, files: FileHost, log: (error: unknown) => void = console.error): Router {
  const work = handlers(ctx, files) as Record<Channel, (input: unknown) => Promise<unknown>>
  return {
    async handle(channel, payload, sender) {
      if (!sender.trusted) return { ok: false, error: { code: 'forbidden', message: 'This request did not come from the Marching Order window' } }
      if (typeof channel !== 'string' || !(CHANNELS as readonly string[]).includes(channel)) {
        return { ok: false, error: { code: 'unknownChannel', message: `There is no channel "${String(channel)}"` } }
      }
      const spec = contract[channel as Channel]
      const input = spec.input.safeParse(payload)
      if (!input.success) return { ok: false, error: { code: 'badRequest', message: `${channel}: ${issueText(input.error)}` } }
      try {
        const value = await work[channel as Channel](input.data)
        const output = spec.output.safeParse(value)
        if (!output.success) {
          log(new Error(`${channel} answered a value outside its contract: ${issueText(output.error)}`))
          return { ok: false, error: { code: 'internal', message: 'Something went wrong inside Marching Order; nothing was changed by the failed step' } }
        }
        return { ok: true, value: output.data }
      } catch (error) {
        if (error instanceof ServiceError) return { ok: false, error: { code: error.code, message: error.message, ...(error.issues.length ? { issues: error.issues } : {}) } }
        if (error instanceof StorageError) return { ok: false, error: { code: 'storage', message: error.message, file: error.file, backups: [...error.backups] } }
        log(error)
        return { ok: false, error: { code: 'internal', message: `Something went wrong inside Marching Order: ${(error as Error).message}` } }
      }
    }
  }
}
