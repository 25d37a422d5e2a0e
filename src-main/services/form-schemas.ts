import { z } from 'zod'
import type { SystemId } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { JsonSchema } from '../../src-renderer/src/forms/json-schema.ts'
import { fail } from './errors.ts'

export const FORM_KINDS = ['sheet', 'opponent', 'fightOptions', 'ruleSettings'] as const
type FormKind = (typeof FORM_KINDS)[number]
export type FormSchemas = Record<FormKind, JsonSchema>

const cache = new Map<SystemId, FormSchemas>()

const asJson = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/**
 * The system's sheet, bestiary entry, fight options and rule settings as JSON Schema, generated from the
 * same zod schemas that validate them, so one generic form serves every rule system.
 */
export function formSchemas(system: SystemId): FormSchemas {
  const known = cache.get(system)
  if (known) return known
  const rules = ruleSystem(system).campaign
  if (!rules) fail('notFound', 'systemNoCampaigns', { system })
  const schemas = {
    sheet: asJson(rules.sheetSchema),
    opponent: asJson(rules.opponentSchema),
    fightOptions: asJson(rules.fightOptionsSchema),
    ruleSettings: asJson(rules.ruleSettingsSchema)
  }
  cache.set(system, schemas)
  return schemas
}
