import type { SystemId } from '../../../../src-engine/core/types.ts'
import type { UiLocale } from '../index.ts'
import { odmFields } from './odm.ts'
import { thaliaFields } from './thalia.ts'
import type { FieldTable } from './types.ts'
import { ultraquestFields } from './ultraquest.ts'
import { weltenbuchFields } from './weltenbuch.ts'

export const fieldTables: Readonly<Record<SystemId, FieldTable>> = {
  ultraquest: ultraquestFields,
  odm: odmFields,
  thalia: thaliaFields,
  weltenbuch: weltenbuchFields
}

/**
 * The label of a form field (`weapons.name`) or option (`weaponHand=left`) in the GM's language. A form may word a
 * field its own way (`opponent:ks`: an opponent's KS is no adventurer's sheet value); the plain key serves the rest.
 */
export function fieldLabel(system: SystemId, key: string, locale: UiLocale, form?: string): string {
  const table = fieldTables[system]
  const own = form ? (table[locale][`${form}:${key}`] ?? table.en[`${form}:${key}`]) : undefined
  // A key missing from a table fails the label test; the raw name only shows while a new field is being written.
  return own ?? table[locale][key] ?? table.en[key] ?? key.split(/[.=]/).pop()!
}

/** A label as a card or summary names a value: without its gloss or example ("Holdbarhet (durability)" → "Holdbarhet"). */
export function shortFieldLabel(system: SystemId, key: string, locale: UiLocale): string {
  return fieldLabel(system, key, locale)
    .replace(/,?\s*(e\.g\.|z\. B\.|bijv\.|f\.eks\.).*$/, '')
    .replace(/\s*\(.*\)$/, '')
    .trim()
}
