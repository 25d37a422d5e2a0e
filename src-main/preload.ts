import { contextBridge } from 'electron'

// The renderer sees exactly one object; channels are added with the IPC contract.
contextBridge.exposeInMainWorld('api', Object.freeze({ version: '0.1.0' }))
