import { z } from 'zod'
import { SYSTEM_IDS, type SystemId } from '../../src-engine/core/types.ts'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import type { Lang } from '../../src-engine/text/catalog.ts'
import { campaignSchema, type Campaign } from '../storage/campaign-schema.ts'
import { newId } from '../storage/campaign-store.ts'
import { migrate, schemaVersionOf } from '../storage/migrations.ts'
import { fightRecordSchema, type FightRecord } from '../storage/fight-files.ts'
import type { ServiceContext } from './context.ts'
import { systemOf } from './context.ts'
import { checkForm, fail } from './errors.ts'

const EXPORT_FORMAT = 'marching-order-campaign'

const exportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: z.string(),
  campaign: z.record(z.string(), z.unknown()),
  fights: z.array(z.record(z.string(), z.unknown()))
})

/** The systems a campaign can be created for: those whose rules include the campaign side. */
export function campaignSystems(): SystemId[] {
  return SYSTEM_IDS.filter((id) => ruleSystems[id]?.campaign !== undefined)
}

export async function createCampaign(ctx: ServiceContext, input: { name: string; system: SystemId; language: Lang }): Promise<Campaign> {
  if (!campaignSystems().includes(input.system)) fail('rules', 'systemNoCampaigns', { system: input.system })
  return ctx.store.create(input)
}

export async function renameCampaign(ctx: ServiceContext, id: string, name: string): Promise<Campaign> {
  return (await ctx.store.update(id, (c) => void (c.name = name))).campaign
}

export async function setArchived(ctx: ServiceContext, id: string, archived: boolean): Promise<Campaign> {
  return (await ctx.store.update(id, (c) => void (c.archived = archived))).campaign
}

/** Rule settings and language; the rules are checked by the system's own settings schema before saving. */
export async function updateSettings(ctx: ServiceContext, id: string, input: { rules?: Record<string, unknown>; backupsToKeep?: number; language?: Lang }): Promise<Campaign> {
  const campaign = await ctx.store.read(id)
  if (input.rules) checkForm(systemOf(campaign).rules.ruleSettingsSchema, input.rules, 'formRuleSettings')
  return (
    await ctx.store.update(id, (c) => {
      if (input.rules) c.settings.rules = input.rules
      if (input.backupsToKeep !== undefined) c.settings.backupsToKeep = input.backupsToKeep
      if (input.language) c.language = input.language
    })
  ).campaign
}

/** One JSON text holding the campaign and all its fights. */
export async function exportCampaign(ctx: ServiceContext, id: string): Promise<string> {
  const campaign = await ctx.store.read(id)
  const files = ctx.fights(id)
  const fights: FightRecord[] = []
  for (const fightId of await files.ids()) fights.push(await files.read(fightId))
  return `${JSON.stringify({ format: EXPORT_FORMAT, exportedAt: ctx.now().toISOString(), campaign, fights }, null, 2)}\n`
}

/**
 * Imports an exported campaign as a new campaign. It never replaces one: if the id is taken, the import
 * gets a new id. Older exports are moved forward like old files.
 */
export async function importCampaign(ctx: ServiceContext, text: string): Promise<Campaign> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    fail('invalidInput', 'importNotJson', { detail: (error as Error).message })
  }
  const parsed = exportSchema.safeParse(json)
  if (!parsed.success) fail('invalidInput', 'importNotExport', { detail: `${parsed.error.issues[0]!.path.join('.') || 'format'}: ${parsed.error.issues[0]!.message}` })
  const version = schemaVersionOf(parsed.data.campaign)
  const raw = version !== undefined && version < 2 ? migrate(parsed.data.campaign) : parsed.data.campaign
  const existing = new Set((await ctx.store.list()).map((c) => c.id))
  const id = existing.has(String(raw['id'])) ? newId(String(raw['name'] ?? 'campaign')) : String(raw['id'])
  const checked = campaignSchema.safeParse({ ...raw, id })
  if (!checked.success) fail('invalidInput', 'importCampaignInvalid', { detail: `${checked.error.issues[0]!.path.join('.')}: ${checked.error.issues[0]!.message}` })
  const fights = parsed.data.fights.map((f, i) => {
    const fight = fightRecordSchema.safeParse(f)
    if (!fight.success) fail('invalidInput', 'importFightInvalid', { n: i + 1, detail: fight.error.issues[0]!.message })
    return fight.data
  })
  await ctx.store.writeNew(checked.data)
  for (const fight of fights) await ctx.fights(id).write(fight)
  await ctx.store.backup(id, 'import')
  return checked.data
}
