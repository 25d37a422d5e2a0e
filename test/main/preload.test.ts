// Checklist 20: the preload gives the page two frozen objects — `api`, one function that calls a contract channel, and `desktop`, the
// menu's commands, the language and errors — and never ipcRenderer, an IPC event or anything else of Electron. Run
// against a mocked `electron` module.
import { describe, expect, it, vi } from 'vitest'
import { IPC_PREFIX } from '../../src-main/ipc/channels.ts'
import { DESKTOP_CHANNELS, type DesktopBridge } from '../../src-main/shell/desktop-channels.ts'

const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoked: [] as unknown[][],
  sent: [] as unknown[][],
  listeners: new Map<string, (event: unknown, ...args: unknown[]) => void>()
}))

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => void electron.exposed.set(key, value) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => (electron.invoked.push(args), Promise.resolve({ ok: true, value: args[1] })),
    send: (...args: unknown[]) => void electron.sent.push(args),
    on: (channel: string, listener: (event: unknown, ...args: unknown[]) => void) => void electron.listeners.set(channel, listener)
  }
}))

describe('preload', () => {
  it('exposes `api`: frozen, one function that sends the input alone to a channel under the contract’s prefix', async () => {
    await import('../../src-main/preload.ts')
    expect([...electron.exposed.keys()]).toEqual(['api', 'desktop'])
    const api = electron.exposed.get('api') as { call: (channel: unknown, input: unknown, ...more: unknown[]) => Promise<unknown> }
    expect(Object.isFrozen(api)).toBe(true)
    expect(Object.keys(api)).toEqual(['call'])
    expect(await api.call('campaign.read', { campaignId: 'x' }, 'extra', () => {})).toEqual({ ok: true, value: { campaignId: 'x' } })
    // Whatever the page names, it reaches only a channel under the prefix, where main handles the contract's alone.
    await api.call({ toString: () => 'desktop:error' }, {})
    expect(electron.invoked).toEqual([
      [`${IPC_PREFIX}campaign.read`, { campaignId: 'x' }],
      [`${IPC_PREFIX}desktop:error`, {}]
    ])
    expect(() => ((api as Record<string, unknown>)['invoke'] = () => {})).toThrow()
  })

  it('exposes `desktop`: frozen, four functions; listeners get the message, never the IPC event', async () => {
    await import('../../src-main/preload.ts')
    const desktop = electron.exposed.get('desktop') as DesktopBridge
    expect(Object.isFrozen(desktop)).toBe(true)
    expect(Object.keys(desktop).sort()).toEqual(['onError', 'onMenuCommand', 'reportError', 'setLanguage'])
    const commands: unknown[][] = []
    desktop.onMenuCommand((...args) => commands.push(args))
    const sender = { sender: 'the web contents' }
    electron.listeners.get(DESKTOP_CHANNELS.menu)!(sender, 'campaign.new', 'more')
    expect(commands).toEqual([['campaign.new']])
    const errors: unknown[][] = []
    desktop.onError((...args) => errors.push(args))
    electron.listeners.get(DESKTOP_CHANNELS.error)!(sender, { message: 'Error: x', file: '/data/logs/errors.log', extra: 1 })
    expect(errors).toEqual([[{ message: 'Error: x', file: '/data/logs/errors.log' }]])
    desktop.setLanguage('de')
    expect(electron.sent).toEqual([[DESKTOP_CHANNELS.language, 'de']])
    electron.invoked.length = 0
    await desktop.reportError({ kind: 'error', message: 'boom', stack: 'at x', extra: 1 } as never)
    expect(electron.invoked).toEqual([[DESKTOP_CHANNELS.reportError, { kind: 'error', message: 'boom', stack: 'at x' }]])
  })
})
