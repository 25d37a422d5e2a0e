// `npm run fuzz [-- --payloads N --seed S --no-odds --keep]`: the IPC soak (test/main/fuzz/ipc-soak.ts) at full
// size, 100,000 payloads by default, on a fresh data folder. Prints the figures per channel; exits 1 on any crash,
// `internal` error or invalid file.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { runSoak, soakReport } from '../main/fuzz/ipc-soak.ts'

const { values } = parseArgs({
  options: {
    payloads: { type: 'string', default: '100000' },
    seed: { type: 'string', default: 'marching-order-fuzz' },
    'no-odds': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false }
  }
})
let crashes = 0
process.on('unhandledRejection', (error) => {
  crashes++
  console.error('unhandled rejection:', error)
})
process.on('uncaughtException', (error) => {
  crashes++
  console.error('uncaught exception:', error)
})

const root = mkdtempSync(join(tmpdir(), 'mo-fuzz-'))
const payloads = Number(values.payloads)
console.log(`IPC soak: ${payloads} payloads, seed "${values.seed}", data in ${root}`)
const stats = await runSoak({
  root,
  payloads,
  seed: values.seed,
  odds: !values['no-odds'],
  progress: {
    every: 10_000,
    report: (s) => console.log(`  ${s.payloads} payloads, ${(s.ms / 1000).toFixed(0)} s, ${s.internal.length} internal, ${s.crashes.length} crashes`)
  }
})
console.log(soakReport(stats))
if (crashes) console.log(`${crashes} unhandled errors in the process`)
if (!values.keep) rmSync(root, { recursive: true, force: true })
process.exitCode = stats.crashes.length || stats.internal.length || stats.unexpectedStorage.length || stats.invalidFiles.length || crashes ? 1 : 0
