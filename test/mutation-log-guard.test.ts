// The log-guard ignorer, run through Stryker's own instrumenter: which mutants it takes out of the score, and which
// it must leave in.
import { describe, expect, it } from 'vitest'
import { Instrumenter } from '@stryker-mutator/instrumenter'
import { logGuardIgnorer } from './tools/stryker-log-guard-ignorer.mjs'

const quietLogger = { isDebugEnabled: () => false, debug() {}, info() {}, warn() {}, error() {}, trace() {}, fatal() {} }

async function mutantsOf(content: string) {
  const instrumenter = new Instrumenter(quietLogger as never)
  const options = { ignorers: [logGuardIgnorer], excludedMutations: [], plugins: null }
  const { mutants } = await instrumenter.instrument([{ name: 'guard.ts', content, mutate: true }], options as never)
  return mutants
    .filter((m) => m.mutatorName === 'ConditionalExpression')
    .map((m) => ({ line: m.location.start.line + 1, replacement: m.replacement, ignored: m.status === 'Ignored' }))
}

describe('mutation testing: the log-guard ignorer', () => {
  it('ignores both ConditionalExpression mutants of an `if (io.recording)` or `if (recording)` around a log line, with the reason', async () => {
    const mutants = await mutantsOf(
      [
        'export function f(fight: any, asks: any, recording: boolean) {',
        '  if (fight.io.recording) asks.emit(fight.io, 1, "x", "R-1", { a: 1 })',
        '  if (recording) { const n = [1].map((x) => x); asks.emit(fight.io, 1, "y", "R-2", { n }) }',
        '}'
      ].join('\n')
    )
    expect(mutants).toEqual([
      { line: 2, replacement: 'true', ignored: true },
      { line: 2, replacement: 'false', ignored: true },
      { line: 3, replacement: 'true', ignored: true },
      { line: 3, replacement: 'false', ignored: true }
    ])
  })

  it('keeps the mutants of a recording guard that changes state or has an else, and of any other condition', async () => {
    const mutants = await mutantsOf(
      [
        'export function f(fight: any, asks: any) {',
        '  if (fight.io.recording) fight.count = 1',
        '  if (fight.io.recording) { asks.emit(fight.io, 1, "x", "R-1") } else fight.count++',
        '  if (fight.io.replaying) asks.emit(fight.io, 1, "y", "R-2")',
        '}'
      ].join('\n')
    )
    expect(mutants.map((m) => [m.line, m.ignored])).toEqual([
      [2, false],
      [2, false],
      [3, false],
      [3, false],
      [4, false],
      [4, false]
    ])
  })
})
