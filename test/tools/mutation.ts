// `npm run mutation -- <system> [stryker options]`: Stryker over src-engine/systems/<system> against the engine's tests
// (stryker.config.mjs). Further options go to Stryker, e.g. `--mutate src-engine/systems/odm/damage.ts` for one file.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const systemsDir = join(root, 'src-engine/systems')
const systems = readdirSync(systemsDir).filter((name) => statSync(join(systemsDir, name)).isDirectory())
const system = process.argv[2]
if (!system || !systems.includes(system)) {
  console.error(
    `Name one rule system to mutate: npm run mutation -- <system>, where <system> is one of ${systems.join(', ')}${system ? ` (not "${system}")` : ''}.`
  )
  process.exit(2)
}
const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...process.argv.slice(3)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MUTATION_SYSTEM: system }
})
process.exit(run.status ?? 1)
