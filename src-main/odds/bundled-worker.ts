import { buildSync } from 'esbuild'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

let bundle: string | null = null

/**
 * The odds worker where main runs outside electron-vite's build (the bridge, tests): bundled once per process with
 * esbuild, without tsx, whose keepNames makes named closures several times slower in the hot loops of the rules.
 * The packaged app builds the worker with electron-vite instead (src-main/index.ts).
 */
export function bundledOddsWorker(): Worker {
  if (!bundle) {
    const file = join(mkdtempSync(join(tmpdir(), 'mo-odds-')), 'worker.mjs')
    // Two folders below the project both here and bundled into the bridge (out/bridge/bridge.mjs).
    const worker = join(import.meta.dirname, '../../src-main/odds/worker.ts')
    buildSync({ entryPoints: [worker], bundle: true, platform: 'node', format: 'esm', outfile: file, logLevel: 'error' })
    bundle = file
  }
  return new Worker(bundle)
}
