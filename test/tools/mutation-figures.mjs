// `node test/tools/mutation-figures.mjs <system>`: the figures of a mutation run, whole or cut short, per file and in
// all, from out/mutation/<system>-results.tsv (written by stryker-survivors.mjs as each mutant's result is known).
// Score as Stryker counts it: detected (killed + timeout) over detected + survived + no coverage.
import { readFileSync } from 'node:fs'
import process from 'node:process'

const system = process.argv[2]
if (!system) {
  process.stderr.write('Name the system: node test/tools/mutation-figures.mjs <system>\n')
  process.exit(2)
}
const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'RuntimeError', 'CompileError']
const perFile = new Map()
for (const row of readFileSync(`out/mutation/${system}-results.tsv`, 'utf8').split('\n')) {
  if (!row) continue
  const [status, place] = row.split('\t')
  const file = place.replace(/:\d+:\d+$/, '')
  const counts = perFile.get(file) ?? Object.fromEntries(STATUSES.map((s) => [s, 0]))
  counts[status] = (counts[status] ?? 0) + 1
  perFile.set(file, counts)
}
const total = Object.fromEntries(STATUSES.map((s) => [s, 0]))
const score = (c) => {
  const detected = c.Killed + c.Timeout
  const valid = detected + c.Survived + c.NoCoverage
  return valid === 0 ? '—' : `${((100 * detected) / valid).toFixed(2)} %`
}
process.stdout.write(['file', ...STATUSES, 'score'].join('\t') + '\n')
for (const [file, counts] of [...perFile].sort()) {
  for (const s of STATUSES) total[s] += counts[s]
  process.stdout.write([file.replace(/^src-engine\/systems\//, ''), ...STATUSES.map((s) => counts[s]), score(counts)].join('\t') + '\n')
}
process.stdout.write(['all', ...STATUSES.map((s) => total[s]), score(total)].join('\t') + '\n')
