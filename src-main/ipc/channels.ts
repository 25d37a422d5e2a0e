/**
 * What the sandboxed preload needs of the IPC channels: their prefix on Electron's IPC (the desktop shell's own channels
 * have another). The channels themselves are the contract's keys (contract.ts, CHANNELS); the preload forwards any name,
 * main registers only those, and the router validates every payload.
 */
export const IPC_PREFIX = 'mo:'

export type { Channel } from './contract.ts'
