// A stand-in for Electron's own distribution, so the app can be packed where Electron's binaries cannot be downloaded.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where @electron/fuses finds the fuse wire in an Electron binary: this marker, the wire's version, its length, one byte a fuse. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const FUSE_ENABLED = 0x31
const FUSE_DISABLED = 0x30
/**
 * Electron's defaults, in @electron/fuses' order: RunAsNode, cookie encryption, NODE_OPTIONS, --inspect, asar
 * integrity, only app.asar, browser V8 snapshot, file:// privileges. Packing must change every one we set.
 */
const DEFAULT_WIRE = [FUSE_ENABLED, FUSE_DISABLED, FUSE_ENABLED, FUSE_ENABLED, FUSE_DISABLED, FUSE_DISABLED, FUSE_DISABLED, FUSE_ENABLED]

/**
 * Writes a Linux Electron distribution folder as electron-builder's `electronDist` expects it: an executable named
 * `electron` (a shell script that refuses to run, carrying an Electron-shaped fuse wire so the fuses are really
 * flipped and can be read back) and an empty `resources` folder for app.asar.
 */
export function writeStandInElectron(folder: string): string {
  mkdirSync(join(folder, 'resources'), { recursive: true })
  const script = '#!/bin/sh\necho "stand-in Electron for npm run package:check; it does not run the app" >&2\nexit 1\n'
  const wire = Buffer.from([1, DEFAULT_WIRE.length, ...DEFAULT_WIRE])
  const executable = join(folder, 'electron')
  writeFileSync(executable, Buffer.concat([Buffer.from(script), Buffer.from(`# ${FUSE_SENTINEL}`), wire, Buffer.from('\n')]))
  chmodSync(executable, 0o755)
  return folder
}
