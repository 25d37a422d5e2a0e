// `npm run soak [-- --kills 1000 --seed soak]`: the kill test at length (not run in CI). Child processes work on
// campaigns (fights started, answered, undone, applied and discarded; sessions closed; notes; imports; restores)
// and are killed with SIGKILL at a write boundary chosen at random; after each kill the data folder is opened as
// the app opens it and checked. Prints the figures and fails unless nothing was lost, stuck or unreadable.
import { parseArgs } from 'node:util'
import { killRun } from '../main/kill-harness.ts'

const { values } = parseArgs({ options: { kills: { type: 'string', default: '1000' }, seed: { type: 'string', default: 'soak' } } })
const kills = Number(values.kills)
console.log(`Soak: ${kills} SIGKILLs at write boundaries (seed "${values.seed}") …`)
const report = await killRun({ kills, seed: values.seed, log: (line) => console.log(`  ${line}`) })
console.log(
  `Kills: ${report.kills} (play ${report.byMode.play}, import ${report.byMode.import}, restore ${report.byMode.restore}) in ${report.seconds.toFixed(0)} s`
)
console.log(
  `Kills during: ${Object.entries(report.during)
    .sort((a, b) => b[1] - a[1])
    .map(([step, n]) => `${step} ${n}`)
    .join(', ')}`
)
console.log(`Acknowledged steps: ${report.acknowledged}`)
console.log(`Lost acknowledged changes: ${report.lost.length}`)
console.log(`Stuck fights: ${report.stuck.length}`)
console.log(`Unreadable files: ${report.unreadable.length}`)
console.log(`Temp files or staging folders left after opening: ${report.leftovers.length}`)
console.log(`Children failing on their own: ${report.childErrors.length}`)
for (const problem of [...report.lost, ...report.stuck, ...report.unreadable, ...report.leftovers, ...report.childErrors].slice(0, 50))
  console.log(`  ${problem}`)
const clean =
  report.kills === kills && report.lost.length + report.stuck.length + report.unreadable.length + report.leftovers.length + report.childErrors.length === 0
process.exit(clean ? 0 : 1)
