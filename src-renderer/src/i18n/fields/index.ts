import type { SystemId } from '../../../../src-engine/core/types.ts'
import type { UiLocale } from '../index.ts'
import { odmFields } from './odm.ts'
import { thaliaFields } from './thalia.ts'
import type { FieldTable } from './types.ts'
import { ultraquestFields } from './ultraquest.ts'
import { weltenbuchFields } from './weltenbuch.ts'

export const fieldTables: Readonly<Record<SystemId, FieldTable>> = { ultraquest: ultraquestFields, odm: odmFields, thalia: thaliaFields, weltenbuch: weltenbuchFields }

/** The label of a form field (`weapons.name`) or option (`weaponHand=left`) in the GM's language. */
export function fieldLabel(system: SystemId, key: string, locale: UiLocale): string {
  const table = fieldTables[system]
  // A key missing from a table fails the label test; the raw name only shows while a new field is being written.
  return table[locale][key] ?? table.en[key] ?? key.split(/[.=]/).pop()!
}
