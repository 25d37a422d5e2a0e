// An imported campaign can be told apart in the picker: a name that exists gets a number, and a copy of an example
// is not a second example that "Remove example" would take.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign, exportCampaign, importCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { addExampleCampaign, exampleOffers, removeExampleCampaign } from '../../src-main/services/examples.ts'

let tick = 0
const context = () =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-import-name-')),
    () => new Date(Date.UTC(2026, 11, 1, 19, 0, tick++)),
    () => `seed-${tick}`
  )

const reimport = async (ctx: ServiceContext, id: string) => importCampaign(ctx, await exportCampaign(ctx, id))

describe('importing a campaign whose name the folder holds', () => {
  it('gets the next free number, and the original keeps its name', async () => {
    const ctx = context()
    const own = await createCampaign(ctx, { name: 'Die Gefährten', system: 'ultraquest', language: 'de' })
    const second = await reimport(ctx, own.id)
    const third = await reimport(ctx, own.id)
    expect([second.name, third.name]).toEqual(['Die Gefährten (2)', 'Die Gefährten (3)'])
    expect((await ctx.store.read(own.id)).name).toBe('Die Gefährten')
  })

  it('a copy of the example is no example: the example action removes only the example, the copy stays', async () => {
    const ctx = context()
    const example = await addExampleCampaign(ctx, 'ultraquest')
    const copy = await reimport(ctx, example.id)
    expect(copy.name).toBe(`${example.name} (2)`)
    expect(copy.example).not.toBe(true)
    expect((await exampleOffers(ctx)).find((o) => o.system === 'ultraquest')?.campaignId).toBe(example.id)
    await removeExampleCampaign(ctx, example.id)
    const left = (await ctx.store.list()).map((c) => ('name' in c ? c.name : c.id))
    expect(left).toEqual([copy.name])
  })

  it('an example imported into a folder without one stays the example, under its own name', async () => {
    const from = context()
    const example = await addExampleCampaign(from, 'thalia')
    const to = context()
    const imported = await importCampaign(to, await exportCampaign(from, example.id))
    expect(imported).toMatchObject({ name: example.name, example: true })
  })
})
