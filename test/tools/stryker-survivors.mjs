// A Stryker reporter that writes each mutant's result the moment it is known: every one to
// out/mutation/<system>-results.tsv (so a run cut short still tells, file by file, what it found), and each surviving
// or uncovered one also to out/mutation/<system>-survivors.txt, so tests that kill them can be written while a run of
// an hour or more is still going. `node test/tools/mutation-figures.mjs <system>` counts the results per file.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import process from 'node:process'
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

const system = process.env.MUTATION_SYSTEM ?? 'all'
const survivors = `out/mutation/${system}-survivors.txt`
const results = `out/mutation/${system}-results.tsv`

/** status, file:line:column, mutator, replacement: one line of either file. */
function line(result) {
  const { start } = result.location
  const replacement = (result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160)
  return `${result.status}\t${result.fileName.replace(/^.*src-engine/, 'src-engine')}:${start.line}:${start.column + 1}\t${result.mutatorName}\t${replacement}\n`
}

// Stryker loads its plugins again in every test-runner process (and restarts one after a timeout): the files are
// emptied when the run's plan is ready, which only the main process hears, not when this module loads.
const survivorsReporter = {
  onMutationTestingPlanReady() {
    mkdirSync(dirname(survivors), { recursive: true })
    writeFileSync(survivors, '')
    writeFileSync(results, '')
  },
  onMutantTested(result) {
    appendFileSync(results, line(result))
    if (result.status === 'Survived' || result.status === 'NoCoverage') appendFileSync(survivors, line(result))
  }
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Reporter, 'survivors', survivorsReporter)]
