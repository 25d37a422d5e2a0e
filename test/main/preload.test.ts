// Checklist 20: the preload gives the page one frozen object of per-channel functions, never ipcRenderer or
// anything else of Electron. Run against a mocked `electron` module.
import { describe, expect, it, vi } from 'vitest'
import { CHANNELS, IPC_PREFIX } from '../../src-main/ipc/channels.ts'

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as unknown[][]
}))

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => void electron.exposed.set(key, value) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => (electron.invoked.push(args), Promise.resolve({ ok: true, value: args[1] })),
    send: () => {
      throw new Error('the preload must not use send')
    },
    on: () => {
      throw new Error('the preload must not listen')
    }
  }
}))

describe('preload', () => {
  it('exposes only `api`: frozen, one function per channel, forwarding the input alone to that channel', async () => {
    await import('../../src-main/preload.ts')
    expect([...electron.exposed.keys()]).toEqual(['api'])
    const api = electron.exposed.get('api') as Record<string, (input: unknown, ...more: unknown[]) => Promise<unknown>>
    expect(Object.isFrozen(api)).toBe(true)
    expect(Object.keys(api).sort()).toEqual([...CHANNELS].sort())
    expect(Object.values(api).every((f) => typeof f === 'function')).toBe(true)
    expect(await api['campaign.read']!({ campaignId: 'x' }, 'extra', () => {})).toEqual({ ok: true, value: { campaignId: 'x' } })
    expect(electron.invoked).toEqual([[`${IPC_PREFIX}campaign.read`, { campaignId: 'x' }]])
    expect(() => ((api as Record<string, unknown>)['invoke'] = () => {})).toThrow()
  })
})
