import { contextBridge, ipcRenderer } from 'electron'
import { IPC_PREFIX } from './ipc/channels.ts'
import type { IpcTransport } from './ipc/contract.ts'
import { DESKTOP_CHANNELS, type DesktopBridge } from './shell/desktop-channels.ts'

// The renderer sees two frozen objects and nothing of Electron itself: `api`, whose one function sends a payload to a
// contract channel (only the contract's channels have handlers, under IPC_PREFIX, so no other IPC channel is reachable),
// and `desktop`, the menu's commands, the app's language for the menu, and errors. Listeners get the message alone,
// never the IPC event (which would hand the page `sender`).
const api: IpcTransport = Object.freeze({
  call: (channel: string, input: unknown) => ipcRenderer.invoke(IPC_PREFIX + String(channel), input)
})

const desktop: DesktopBridge = Object.freeze({
  onMenuCommand: (listener: (command: string) => void) => void ipcRenderer.on(DESKTOP_CHANNELS.menu, (_event, command: unknown) => listener(String(command))),
  onError: (listener: (report: { message: string; file: string | null }) => void) =>
    void ipcRenderer.on(DESKTOP_CHANNELS.error, (_event, report: { message: string; file: string | null }) =>
      listener({ message: String(report.message), file: report.file === null ? null : String(report.file) })
    ),
  setLanguage: (language: string) => ipcRenderer.send(DESKTOP_CHANNELS.language, String(language)),
  reportError: async (error: { kind: 'error' | 'unhandledrejection'; message: string; stack?: string }) =>
    (await ipcRenderer.invoke(DESKTOP_CHANNELS.reportError, {
      kind: error.kind,
      message: String(error.message),
      ...(typeof error.stack === 'string' ? { stack: error.stack } : {})
    })) as string | null
})

contextBridge.exposeInMainWorld('api', api)
contextBridge.exposeInMainWorld('desktop', desktop)
