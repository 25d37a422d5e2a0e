import { contextBridge, ipcRenderer } from 'electron'
import { CHANNELS, IPC_PREFIX } from './ipc/channels.ts'

// The renderer sees exactly one object: a function per contract channel, nothing of Electron itself.
const api = Object.freeze(Object.fromEntries(CHANNELS.map((channel) => [channel, (input: unknown) => ipcRenderer.invoke(IPC_PREFIX + channel, input)])))

contextBridge.exposeInMainWorld('api', api)
