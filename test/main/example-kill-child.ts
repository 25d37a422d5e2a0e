// Child process of the example kill test (example-kill.test.ts): makes a system's example campaign and kills itself
// with SIGKILL at the crash point the parent chose (a write boundary), or, given 0, says how many there were.
import { ServiceContext } from '../../src-main/services/context.ts'
import { addExampleCampaign } from '../../src-main/services/examples.ts'
import type { SystemId } from '../../src-engine/core/types.ts'
import { onCrashPoint } from '../../src-main/storage/crash-points.ts'

const [root, system, killAtText] = process.argv.slice(2) as [string, SystemId, string]
const killAt = Number(killAtText)
let points = 0
onCrashPoint((point, path) => {
  if (++points === killAt) process.kill(process.pid, 'SIGKILL')
  if (killAt === 0) process.stdout.write(`${points} ${point} ${path === undefined ? '-' : path.startsWith(root) ? 'data' : 'scratch'}\n`)
})
let seeds = 0
const ctx = new ServiceContext(root, undefined, () => `example-${seeds++}`)
await addExampleCampaign(ctx, system)
await ctx.close()
process.stdout.write(`points ${points}\n`)
