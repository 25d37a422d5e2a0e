// The battle-log list says how each fight ended, in the words of the screen's language (a GM play-through found rows
// that showed only "finished" or "applied").
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFights, type FightListing } from '../../src-main/services/battle-logs.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { addExampleCampaign } from '../../src-main/services/examples.ts'
import { playOut } from './default-answers.ts'
import { fightView } from '../../src-main/services/fights.ts'

let tick = 0
const context = () =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-log-results-')),
    () => new Date(Date.UTC(2026, 11, 1, 19, 0, tick++)),
    () => `seed-${tick}`
  )

describe('battle-log rows name the result', () => {
  it.each(['ultraquest', 'odm', 'thalia', 'weltenbuch'] as const)('%s: none while the fight runs, then the result in each screen language', async (system) => {
    const ctx = context()
    const campaign = await addExampleCampaign(ctx, system)
    const fightId = campaign.activeFights[0]!.id
    const running = (await listFights(ctx, campaign.id, 'en')) as FightListing[]
    expect(running.map((f) => f.result)).toEqual([null])

    await playOut(ctx, campaign.id, await fightView(ctx, campaign.id, fightId))
    const words = await Promise.all(
      (['en', 'de', 'nl', 'nb'] as const).map(async (lang) => ((await listFights(ctx, campaign.id, lang)) as FightListing[])[0]!.result)
    )
    for (const word of words) expect(word, system).toMatch(/\S/)
    // The English word differs from at least one other language's: the list is worded, not a raw key.
    expect(new Set(words).size, `${system}: ${words.join(' | ')}`).toBeGreaterThan(1)
    expect(words[0]).not.toMatch(/\.result\./)
  })
})
