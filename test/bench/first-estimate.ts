// A child process of npm run bench (odds.ts starts it): one example's first estimate in a process of its own, so that
// no rules have run before it, as on a freshly started odds worker. `cold` measures the very first odds; `warm` runs the
// warm-up a campaign's opening runs on the worker first (src-main/odds/warm-up.ts), as on the GM's first odds.
// Prints `{ "ms": <CPU ms> }`.
import { readFileSync } from 'node:fs'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { warmUp } from '../../src-main/odds/warm-up.ts'
import { cpuMs, firstEstimate } from './odds.ts'

const [file, mode] = process.argv.slice(2)
if (!file || (mode !== 'cold' && mode !== 'warm')) throw new Error('usage: first-estimate.mjs <example file> cold|warm')
const { decisions: _decisions, ...raw } = JSON.parse(readFileSync(new URL(`../../resources/examples/${file}`, import.meta.url), 'utf8')) as Record<
  string,
  unknown
>
const system = ruleSystem(String(raw['system']))
if (mode === 'warm')
  await warmUp(
    system.id,
    () => false,
    async () => undefined
  )
const start = cpuMs()
firstEstimate(system, raw)
console.log(JSON.stringify({ ms: cpuMs() - start }))
