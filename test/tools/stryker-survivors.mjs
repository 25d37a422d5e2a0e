// A Stryker reporter that writes each surviving or uncovered mutant to out/mutation/<system>-survivors.txt the moment
// it is known, so tests that kill them can be written while a run of an hour or more is still going.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import process from 'node:process'
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

const file = `out/mutation/${process.env.MUTATION_SYSTEM ?? 'all'}-survivors.txt`
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, '')

const survivorsReporter = {
  onMutantTested(result) {
    if (result.status !== 'Survived' && result.status !== 'NoCoverage') return
    const { start } = result.location
    const replacement = (result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160)
    appendFileSync(
      file,
      `${result.status}\t${result.fileName.replace(/^.*src-engine/, 'src-engine')}:${start.line}:${start.column + 1}\t${result.mutatorName}\t${replacement}\n`
    )
  }
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Reporter, 'survivors', survivorsReporter)]
