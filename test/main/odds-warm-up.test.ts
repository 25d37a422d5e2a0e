// The odds worker runs a system's rules when a campaign of it opens, so the GM's first odds are not the engine's
// first run (src-main/odds/warm-up.ts). It must give way to a real job at once and change no figure.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { bundledOddsWorker } from '../../src-main/odds/bundled-worker.ts'
import { OddsJobs, type OddsJobState } from '../../src-main/odds/jobs.ts'
import type { OddsJobSpec } from '../../src-main/odds/protocol.ts'
import { warmUp } from '../../src-main/odds/warm-up.ts'

const nextTurn = () => new Promise<void>((done) => setImmediate(done))

let jobs: OddsJobs | null = null
afterEach(async () => {
  await jobs?.close()
  jobs = null
})

/** Polls a job until the worker says it is done. */
async function finished(odds: OddsJobs, jobId: string): Promise<OddsJobState> {
  for (;;) {
    const state = odds.poll(jobId)!
    if (state.done || state.failed) return state
    await new Promise((done) => setTimeout(done, 20))
  }
}

const skirmish: OddsJobSpec = {
  system: 'thalia',
  setup: JSON.parse(readFileSync(join(import.meta.dirname, '../../resources/examples/thalia-skirmish.json'), 'utf8')),
  policy: 'fightToTheEnd',
  variants: [{ id: 'setup' }],
  n: 3_000,
  seed: 'warm-up-test'
}

describe('warming the odds worker up', () => {
  it('runs every system’s examples (two setups each, taking turns), and stops after the slice in which a real job came', async () => {
    for (const system of SYSTEM_IDS) expect(await warmUp(system, () => false, nextTurn), system).toBe(12_000)
    let slices = 0
    expect(await warmUp('weltenbuch', () => slices++ >= 1, nextTurn)).toBe(250)
  })

  it('changes no figure: a job after a warm-up gives the very counts it gives on a fresh worker, and a job started during it finishes', async () => {
    jobs = new OddsJobs(bundledOddsWorker)
    const cold = await finished(jobs, (await jobs.start(skirmish)).jobId)
    await jobs.close()
    jobs = new OddsJobs(bundledOddsWorker)
    jobs.warm('thalia')
    jobs.warm('weltenbuch')
    const warmed = await finished(jobs, (await jobs.start(skirmish)).jobId)
    expect(cold.failed).toBeNull()
    expect(warmed.variants).toEqual(cold.variants)
    expect(warmed.variants[0]!.counts.n).toBe(3_000)
  }, 60_000)
})
