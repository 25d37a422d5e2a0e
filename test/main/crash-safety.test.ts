import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'

/** Runs the child until it has reported some saves, kills it with SIGKILL after a random delay, returns the last save it reported. */
function runAndKill(child: string, root: string, id: string, start: number, killAfterMs: number): Promise<number> {
  return new Promise((done, failed) => {
    const proc = spawn(process.execPath, [child, root, id, String(start)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let last = start - 1
    let buffered = ''
    let timer: NodeJS.Timeout | undefined
    proc.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop()!
      for (const line of lines) last = Number(line.slice('saved '.length))
      timer ??= setTimeout(() => proc.kill('SIGKILL'), killAfterMs)
    })
    proc.on('exit', () => {
      clearTimeout(timer)
      done(last)
    })
    proc.on('error', failed)
  })
}

describe('crash safety', () => {
  it('after each of 100 SIGKILLs at random moments the campaign opens, is valid, and holds every change reported as saved', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-crash-'))
    const child = join(root, 'crash-child.mjs')
    await build({
      entryPoints: [join(import.meta.dirname, 'crash-child.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: child,
      logLevel: 'error'
    })
    const store = new CampaignStore(root)
    const { id } = await store.create({ name: 'Crash', system: 'ultraquest', language: 'en' })
    await store.update(id, (c) => void c.characters.push({ id: 'albrav', sheet: { id: 'albrav', name: 'Albrav' }, notes: '' }))
    // One writer per data folder: this process lets go of it, so the child may write.
    await store.close()
    const delays = seededRoller('crash')
    let next = 1
    for (let kill = 0; kill < 100; kill++) {
      const reported = await runAndKill(child, root, id, next, delays.face(40))
      const reopened = new CampaignStore(root)
      const campaign = await reopened.read(id)
      await reopened.close()
      // Every reported save is there; at most the one in flight at the kill may be there too.
      expect(campaign.calendar.day).toBeGreaterThanOrEqual(reported)
      expect(campaign.calendar.day).toBeLessThanOrEqual(reported + 1)
      expect(campaign.characters[0]!.notes).toBe(campaign.calendar.day === 0 ? '' : `note ${campaign.calendar.day} `.repeat(1 + (campaign.calendar.day % 50)))
      expect(readdirSync(join(root, 'campaigns', id)).filter((n) => n.endsWith('.tmp'))).toEqual([])
      next = campaign.calendar.day + 1
    }
    expect(next).toBeGreaterThan(100)
  }, 240_000)
})
