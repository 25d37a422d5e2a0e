import type { SystemId } from '../../../src-engine/core/types.ts'
import type { FieldWidget } from '../forms/form-context.ts'

/**
 * Fight options the generic form cannot type in: ULTRA♦QUEST's targets are party members, and its preferred
 * non-fighters come from the party board's marks.
 */
export const fightOptionWidgets: Readonly<Record<SystemId, Readonly<Record<string, FieldWidget>>>> = {
  ultraquest: { targets: 'members', preferredNonFighters: 'hidden' },
  odm: {},
  thalia: {},
  weltenbuch: {}
}
