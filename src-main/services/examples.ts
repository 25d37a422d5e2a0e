import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { SYSTEM_IDS, type SystemId } from '../../src-engine/core/types.ts'
import { LANGUAGES } from '../../src-engine/text/catalog.ts'
import odm from '../../resources/example-campaigns/odm.json' with { type: 'json' }
import thalia from '../../resources/example-campaigns/thalia.json' with { type: 'json' }
import ultraquest from '../../resources/example-campaigns/ultraquest.json' with { type: 'json' }
import weltenbuch from '../../resources/example-campaigns/weltenbuch.json' with { type: 'json' }
import type { Campaign } from '../storage/campaign-schema.ts'
import { copyFileDurably } from '../storage/durable-write.ts'
import { campaignSystems } from './campaigns.ts'
import { checkName, ServiceContext } from './context.ts'
import { fail } from './errors.ts'
import { startFight } from './fights.ts'
import { addCharacter, addOpponent, createParty } from './roster.ts'

/**
 * An example campaign as resources/example-campaigns holds it: the party's sheets and the bestiary in the system's
 * own formats (checked by the system's schemas when the campaign is made), and the fight prepared from the bestiary.
 */
export const exampleFileSchema = z.strictObject({
  $comment: z.string().optional(),
  system: z.enum(SYSTEM_IDS),
  name: z.string().min(1),
  language: z.enum(LANGUAGES),
  party: z.string().min(1),
  characters: z.array(z.strictObject({ sheet: z.record(z.string(), z.unknown()), notes: z.string().default('') })).min(1),
  bestiary: z.array(z.strictObject({ opponent: z.record(z.string(), z.unknown()), notes: z.string().default('') })).min(1),
  fight: z.strictObject({
    title: z.string().min(1),
    /** Bestiary entries by name, with how many. */
    opponents: z.array(z.strictObject({ bestiary: z.string(), count: z.number().int().min(1) })).min(1),
    options: z.record(z.string(), z.unknown())
  })
})
export type ExampleFile = z.output<typeof exampleFileSchema>

const FILES: Readonly<Record<SystemId, unknown>> = { ultraquest, odm, thalia, weltenbuch }

/** The example of a system, checked against the file format (a broken resource names its field). */
export function exampleOf(system: SystemId): ExampleFile {
  const parsed = exampleFileSchema.safeParse(FILES[system])
  if (!parsed.success)
    throw new Error(`resources/example-campaigns/${system}.json: ${parsed.error.issues[0]!.path.join('.')}: ${parsed.error.issues[0]!.message}`)
  if (parsed.data.system !== system) throw new Error(`resources/example-campaigns/${system}.json: system is ${parsed.data.system}`)
  return parsed.data
}

export interface ExampleOffer {
  readonly system: SystemId
  readonly name: string
  /** The example campaign made from it, when the data folder holds one. */
  readonly campaignId: string | null
}

/** One example per rule system with campaigns, and which of them the data folder already holds. */
export async function exampleOffers(ctx: ServiceContext): Promise<ExampleOffer[]> {
  const listings = await ctx.store.list()
  return campaignSystems().map((system) => {
    const made = listings.find((l) => 'example' in l && l.example && l.system === system)
    return { system, name: exampleOf(system).name, campaignId: made?.id ?? null }
  })
}

/**
 * Makes the example campaign of a system through the same services as the GM's own steps, so every sheet, opponent
 * and option is checked by the real rules: the party, the bestiary, and the example fight, started and waiting at
 * its first question. A system whose example the data folder holds already gets that one back.
 *
 * Those steps are many writes, so they run on a scratch folder of their own, outside the data folder; the finished
 * campaign and its files then go into the data folder in one step (`writeNew`: staged, then renamed in). A crash at
 * any moment leaves either no example or all of it, never a half-made one that would be offered as made.
 */
export async function addExampleCampaign(ctx: ServiceContext, system: SystemId): Promise<Campaign> {
  if (!campaignSystems().includes(system)) fail('rules', 'systemNoCampaigns', { system })
  const existing = (await exampleOffers(ctx)).find((o) => o.system === system)?.campaignId
  if (existing) return ctx.store.read(existing)
  // A folder this app may not write is refused now, before the work, as writeNew would refuse it after.
  const refusal = await ctx.store.readOnlyReason()
  if (refusal) throw refusal
  const scratch = await mkdtemp(join(tmpdir(), 'marching-order-example-'))
  const work = new ServiceContext(scratch, ctx.now, ctx.newSeed)
  try {
    const made = await buildExample(work, system)
    const files = work.store.folderOf(made.id)
    await work.close()
    await ctx.store.writeNew(made, async (folder) => {
      for (const sub of ['fights', 'sessions'])
        for (const name of await readdir(join(files, sub)).catch(() => [] as string[]))
          if (name.endsWith('.json') && !name.startsWith('.')) await copyFileDurably(join(files, sub, name), join(folder, sub, name))
    })
    return await ctx.store.read(made.id)
  } finally {
    await work.close()
    await rm(scratch, { recursive: true, force: true })
  }
}

/** The example's campaign, party, bestiary and started fight, made by the GM's own services on `work`'s folder. */
async function buildExample(work: ServiceContext, system: SystemId): Promise<Campaign> {
  const example = exampleOf(system)
  const campaign = await work.store.create({ name: checkName('campaign', example.name), system, language: example.language, example: true })
  const { result: partyId } = await createParty(work, campaign.id, example.party)
  for (const character of example.characters) {
    const { result: characterId } = await addCharacter(work, campaign.id, { sheet: character.sheet, partyId })
    if (character.notes) await work.store.update(campaign.id, (c) => void (c.characters.find((x) => x.id === characterId)!.notes = character.notes))
  }
  const bestiary = new Map<string, string>()
  for (const entry of example.bestiary) bestiary.set(String(entry.opponent['name']), (await addOpponent(work, campaign.id, entry.opponent, entry.notes)).result)
  const opponents = example.fight.opponents.map((o) => ({
    bestiaryId: bestiary.get(o.bestiary) ?? fail('notFound', 'opponentNotFound', { id: o.bestiary }),
    count: o.count
  }))
  await startFight(work, campaign.id, { partyId, opponents, options: example.fight.options, title: example.fight.title })
  return work.store.read(campaign.id)
}

/** A new campaign's starter bestiary: the example's opponents of the system, with their notes. */
export async function addStarterBestiary(ctx: ServiceContext, campaignId: string): Promise<Campaign> {
  const campaign = await ctx.store.read(campaignId)
  for (const entry of exampleOf(campaign.system).bestiary) await addOpponent(ctx, campaignId, entry.opponent, entry.notes)
  return ctx.store.read(campaignId)
}

/** Removes an example campaign in one action: its folder goes to the trash folder like any campaign's. */
export async function removeExampleCampaign(ctx: ServiceContext, campaignId: string): Promise<{ ok: true }> {
  const campaign = await ctx.store.read(campaignId)
  if (!campaign.example) fail('invalidInput', 'notAnExample', { name: campaign.name })
  await ctx.store.trash(campaignId)
  return { ok: true }
}
