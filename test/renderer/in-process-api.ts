import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Api, IpcTransport } from '../../src-main/ipc/contract.ts'
import type { FileHost } from '../../src-main/ipc/handlers.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'

/**
 * The real services and router on a fresh temp folder, called in-process the way the preload calls them
 * over IPC: payloads and answers pass through JSON, as structured clone would pass them.
 */
export function inProcessApi(): { api: Api; transport: IpcTransport; root: string; saved: Map<string, string> } {
  const root = mkdtempSync(join(tmpdir(), 'mo-store-'))
  const saved = new Map<string, string>()
  const files: FileHost = {
    saveText: async (name, text) => (saved.set(name, text), join(root, name)),
    openText: async () => null
  }
  const router = createRouter(new ServiceContext(root), files, (e) => {
    throw e
  })
  const transport: IpcTransport = {
    call: async (channel, input) => JSON.parse(JSON.stringify(await router.handle(channel, JSON.parse(JSON.stringify(input ?? {})), { trusted: true })))
  }
  const api = new Proxy({} as Api, { get: (_target, channel: string) => (input: unknown) => transport.call(channel, input) })
  return { api, transport, root, saved }
}
