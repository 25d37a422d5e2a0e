import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ServiceContext } from '../../src-main/services/context.ts'
import { addExampleCampaign, exampleOf } from '../../src-main/services/examples.ts'
import { fightView } from '../../src-main/services/fights.ts'
import { bundleChild } from './writer-bundle.ts'

// Making an example campaign is many writes (the campaign, its party, each sheet, the bestiary, the fight): a child
// process makes one and kills itself with SIGKILL at one crash point after another; each time the data folder must
// hold no example or the whole of it, and asking again must give the whole of it.
const SYSTEM = 'ultraquest'
let child = ''

/** Runs the child on `root`, killing it at crash point `killAt` (0: never); its output, or null when it was killed. */
function run(root: string, killAt: number): Promise<string | null> {
  return new Promise((done, failed) => {
    const proc = spawn(process.execPath, [child, root, SYSTEM, String(killAt)], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    proc.on('error', failed)
    proc.on('close', (code, signal) => (signal === 'SIGKILL' ? done(null) : code === 0 ? done(out) : failed(new Error(`child ended with ${code}: ${out}`))))
  })
}

/** The example as a GM finds it: one campaign, its whole party and bestiary, the fight waiting at its first question. */
async function expectWholeExample(ctx: ServiceContext): Promise<void> {
  const example = exampleOf(SYSTEM)
  const listings = await ctx.store.list()
  expect(listings).toHaveLength(1)
  const campaign = await ctx.store.read(listings[0]!.id)
  expect(campaign.example).toBe(true)
  expect(campaign.parties.map((p) => p.members.length)).toEqual([example.characters.length])
  expect(campaign.bestiary).toHaveLength(example.bestiary.length)
  expect(campaign.activeFights).toHaveLength(1)
  const fight = await fightView(ctx, campaign.id, campaign.activeFights[0]!.id)
  expect(fight).toMatchObject({ status: 'running', answers: 0, title: example.fight.title })
}

beforeAll(async () => {
  child = await bundleChild('example-kill-child.ts')
}, 60_000)

describe('making an example campaign survives a kill between any two writes', () => {
  it('killed at each write into the data folder (and early, midway and late in the scratch work), it leaves no example or a whole one, and asking again gives the whole one', async () => {
    // One run to the end names every crash point: in the scratch folder, or in the data folder.
    const points = (await run(mkdtempSync(join(tmpdir(), 'mo-example-count-')), 0))!
      .trim()
      .split('\n')
      .filter((line) => /^\d+ /.test(line))
      .map((line) => line.split(' ').at(-1)!)
    const firstData = points.indexOf('data')
    expect(firstData).toBeGreaterThan(0)
    const scratch = [1, Math.ceil(firstData / 2), firstData - 1]
    const kills = [...scratch, ...points.map((_, i) => i + 1).filter((n) => n > firstData)]

    const outcomes = { none: 0, whole: 0 }
    for (const killAt of kills) {
      const root = mkdtempSync(join(tmpdir(), 'mo-example-kill-'))
      expect(await run(root, killAt), `crash point ${killAt}`).toBeNull()
      const ctx = new ServiceContext(root)
      const listed = await ctx.store.list()
      if (listed.length === 0) outcomes.none++
      else {
        await expectWholeExample(ctx)
        outcomes.whole++
      }
      await addExampleCampaign(ctx, SYSTEM)
      await expectWholeExample(ctx)
      // What the killed process staged is gone once the folder is listed; nothing else stays beside the campaigns.
      expect(readdirSync(join(root, 'campaigns')).filter((name) => name.startsWith('.'))).toEqual([])
      await ctx.close()
    }
    // Kills before the staged campaign is moved in leave none; after it, the whole example.
    expect(outcomes.none).toBeGreaterThan(3)
    expect(outcomes.whole).toBeGreaterThan(0)
  }, 240_000)
})
