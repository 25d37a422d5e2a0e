import { playOut } from './default-answers.ts'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDice, parseDice } from '../../src-engine/dice/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { addExampleCampaign, addStarterBestiary, exampleOf, exampleOffers, removeExampleCampaign } from '../../src-main/services/examples.ts'
import { fightView } from '../../src-main/services/fights.ts'
import { campaignSchema } from '../../src-main/storage/campaign-schema.ts'

const SYSTEMS = ['ultraquest', 'odm', 'thalia', 'weltenbuch'] as const
const context = () =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-examples-')),
    () => new Date(Date.UTC(2026, 11, 1, 19)),
    () => 'seed-3'
  )

describe('the example campaigns in resources/example-campaigns', () => {
  it.each(SYSTEMS)('%s: every sheet and opponent passes the system’s own schemas', (system) => {
    const example = exampleOf(system)
    const rules = ruleSystem(system).campaign!
    for (const c of example.characters)
      expect(rules.sheetSchema.safeParse(rules.sheetInput ? rules.sheetInput(c.sheet, 'x') : c.sheet).success, JSON.stringify(c.sheet).slice(0, 80)).toBe(true)
    for (const b of example.bestiary) expect(rules.opponentSchema.safeParse(b.opponent).success, String(b.opponent['name'])).toBe(true)
    expect(rules.fightOptionsSchema.safeParse(example.fight.options).success).toBe(true)
    // Every value not taken from the rule text says so where the GM reads it.
    for (const b of example.bestiary) expect(b.notes.length).toBeGreaterThan(10)
  })

  it('ODM-GAP-6: the ODM examples write a weapon’s TP as the Dutch text and the ODM log do (D6+5), not in the German 1W+5', () => {
    const campaign = exampleOf('odm')
    const sheets = [...campaign.characters.map((c) => c.sheet), ...campaign.bestiary.map((b) => b.opponent['sheet'] as Record<string, unknown>)]
    for (const file of ['odm-duel.json', 'odm-1v3.json']) {
      const setup = JSON.parse(readFileSync(join(import.meta.dirname, '../../resources/examples', file), 'utf8')) as {
        sides: { combatants: { sheet: Record<string, unknown> }[] }[]
      }
      sheets.push(...setup.sides.flatMap((side) => side.combatants.map((c) => c.sheet)))
    }
    expect(sheets.length).toBeGreaterThan(8)
    for (const sheet of sheets) expect(sheet['tp']).toBe(formatDice(parseDice(String(sheet['tp'])), 'D'))
  })

  it.each(SYSTEMS)('%s: the example campaign is made with its party, bestiary and a fight waiting at its start, which runs to its end', async (system) => {
    const ctx = context()
    const campaign = await addExampleCampaign(ctx, system)
    expect(campaignSchema.safeParse(campaign).success).toBe(true)
    expect(campaign.example).toBe(true)
    const example = exampleOf(system)
    expect(campaign.parties[0]!.members).toHaveLength(example.characters.length)
    expect(campaign.bestiary.map((b) => b.opponent['name'])).toEqual(example.bestiary.map((b) => b.opponent['name']))
    expect(campaign.activeFights).toHaveLength(1)
    const fight = await fightView(ctx, campaign.id, campaign.activeFights[0]!.id)
    expect(fight).toMatchObject({ status: 'running', answers: 0, title: example.fight.title })
    expect(fight.request).not.toBeNull()
    const end = await playOut(ctx, campaign.id, fight)
    expect(end.status).toBe('finished')
    expect(end.outcomeLines.length).toBeGreaterThan(0)
  })

  it('offers each system once, lists the one made, and removes it in one action to the trash', async () => {
    const ctx = context()
    expect((await exampleOffers(ctx)).map((o) => [o.system, o.campaignId])).toEqual(SYSTEMS.map((s) => [s, null]))
    const made = await addExampleCampaign(ctx, 'thalia')
    expect((await addExampleCampaign(ctx, 'thalia')).id).toBe(made.id)
    expect((await exampleOffers(ctx)).find((o) => o.system === 'thalia')!.campaignId).toBe(made.id)
    const listing = (await ctx.store.list()).find((l) => l.id === made.id)
    expect(listing).toMatchObject({ example: true })
    await removeExampleCampaign(ctx, made.id)
    expect(await ctx.store.list()).toEqual([])
    expect((await exampleOffers(ctx)).find((o) => o.system === 'thalia')!.campaignId).toBeNull()
  })

  it('refuses to remove a GM’s own campaign as an example', async () => {
    const ctx = context()
    const own = await createCampaign(ctx, { name: 'Meine Runde', system: 'ultraquest', language: 'de' })
    await expect(removeExampleCampaign(ctx, own.id)).rejects.toThrow(ServiceError)
    await expect(removeExampleCampaign(ctx, own.id)).rejects.toThrow('Meine Runde')
    expect((await ctx.store.list()).map((l) => l.id)).toEqual([own.id])
  })

  it('a new campaign can start with its system’s starter bestiary, not marked as an example', async () => {
    const ctx = context()
    const own = await createCampaign(ctx, { name: 'Nebelwald II', system: 'weltenbuch', language: 'de' })
    const withBestiary = await addStarterBestiary(ctx, own.id)
    expect(withBestiary.bestiary.map((b) => b.opponent['name'])).toEqual(['Ork', 'Troll'])
    expect(withBestiary.example).toBeUndefined()
    expect(withBestiary.characters).toEqual([])
  })
})
