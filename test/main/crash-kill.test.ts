import { describe, expect, it } from 'vitest'
import { killRun } from './kill-harness.ts'

describe('SIGKILL at write boundaries of multi-file steps (issue 13, item 3)', () => {
  it('after each of 100 kills — in fight starts, last answers, undo, apply, discard, session close, import and restore — nothing acknowledged is lost, no fight is stuck, every file reads', async () => {
    const kills = Number(process.env['MO_KILLS'] ?? 100)
    const report = await killRun({ kills, seed: 'npm-test' })
    console.log(
      `kill test: ${report.kills} kills (${JSON.stringify(report.byMode)}), during ${JSON.stringify(report.during)}, ${report.acknowledged} acknowledged steps, ${report.lost.length} lost, ${report.stuck.length} stuck, ${report.unreadable.length} unreadable, ${report.seconds.toFixed(0)} s`
    )
    expect(report.childErrors).toEqual([])
    expect(report.lost).toEqual([])
    expect(report.stuck).toEqual([])
    expect(report.unreadable).toEqual([])
    expect(report.leftovers).toEqual([])
    expect(report.kills).toBe(kills)
    expect(report.acknowledged).toBeGreaterThan(kills * 3)
  }, 600_000)
})
