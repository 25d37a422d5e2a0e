import type { SystemId } from '../../../src-engine/core/types.ts'
import type { Scalar } from './json-schema.ts'
import type { EntryForm } from './presets.ts'

/**
 * A field that means something only when another field of the same object has one of some values: a Weltenbuch
 * weapon's range and Spannen only on a ranged weapon. Left without a value, that other field counts as not having
 * one of them (no condition names the default of the field it depends on; a test checks this).
 */
export interface ShownWhen {
  /** The other field of the same object. */
  readonly field: string
  readonly is: readonly Scalar[]
  /** What the rules take the field to be where it does not apply, so a value equal to it is nothing to warn about. */
  readonly otherwise?: Scalar
}

/** A holder's conditional fields, by field name. */
export type Conditions = Readonly<Record<string, ShownWhen>>

const RANGED: ShownWhen = { field: 'kind', is: ['ranged'] }
/** Weltenbuch: a sheet after a fight keeps `reload: 'none'` on a melee weapon, which is what the rules take anyway. */
const WELTENBUCH_WEAPONS: Conditions = { range: RANGED, reload: { ...RANGED, otherwise: 'none' } }
/** ULTRA♦QUEST rows: what the engine reads of each kind of item (loadout.ts, injury.ts). */
const ULTRAQUEST_ITEMS: Conditions = {
  ranged: { field: 'kind', is: ['weapon'] },
  ksBonus: { field: 'kind', is: ['weapon'] },
  silver: { field: 'kind', is: ['weapon'] },
  magic: { field: 'kind', is: ['weapon', 'armour', 'shield'] },
  rw: { field: 'kind', is: ['armour', 'shield'] },
  heals: { field: 'kind', is: ['potion'] }
}

/**
 * Conditional fields of each system's entry forms, by the label key of the object that holds them (`weapons`: every
 * weapon of the list). ODM and Thalia have none: their sheets' fields apply to every kind, and Thalia's monster or DK
 * are variants of their own.
 */
export const conditionalFields: Readonly<Record<SystemId, Readonly<Partial<Record<EntryForm, Readonly<Record<string, Conditions>>>>>>> = {
  ultraquest: { sheet: { equipment: ULTRAQUEST_ITEMS } },
  odm: {},
  thalia: {},
  weltenbuch: { sheet: { weapons: WELTENBUCH_WEAPONS }, opponent: { weapons: WELTENBUCH_WEAPONS } }
}

export const conditionsOf = (system: SystemId, form: EntryForm, holderKey: string): Conditions => conditionalFields[system][form]?.[holderKey] ?? {}

export const applies = (condition: ShownWhen, holder: Readonly<Record<string, unknown>>): boolean => condition.is.includes(holder[condition.field] as Scalar)

/** Fields of the holder that do not apply to it but hold something the GM gave: what saving will leave out. */
export function inapplicableValues(
  conditions: Conditions,
  holder: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>> = {}
): string[] {
  const given = (key: string, c: ShownWhen) => holder[key] !== undefined && holder[key] !== defaults[key] && holder[key] !== c.otherwise
  return Object.entries(conditions)
    .filter(([key, c]) => !applies(c, holder) && given(key, c))
    .map(([key]) => key)
}

/** The holder as it is saved: fields that do not apply to it left out, so a melee weapon keeps no range the form hid. */
export function withoutInapplicable<T>(conditions: Conditions, holder: T): T {
  if (!holder || typeof holder !== 'object' || Array.isArray(holder)) return holder
  const kept = { ...(holder as Record<string, unknown>) }
  for (const [key, condition] of Object.entries(conditions)) if (!applies(condition, kept)) delete kept[key]
  return kept as T
}

type Value = Record<string, unknown>
/** The values at a label key's path: into objects by key, through every item of a list. */
function rewriteAt(value: unknown, path: readonly string[], rewrite: (holder: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteAt(item, path, rewrite))
  if (path.length === 0) return rewrite(value)
  if (!value || typeof value !== 'object') return value
  const [key, ...rest] = path
  if (!(key! in value)) return value
  return { ...(value as Value), [key!]: rewriteAt((value as Value)[key!], rest, rewrite) }
}

/** A whole sheet or bestiary entry as it is saved: every conditional field that does not apply left out. */
export function withoutHiddenValues(system: SystemId, form: EntryForm, entry: unknown): unknown {
  let value = entry
  for (const [holderKey, conditions] of Object.entries(conditionalFields[system][form] ?? {}))
    value = rewriteAt(value, holderKey === '' ? [] : holderKey.split('.'), (holder) => withoutInapplicable(conditions, holder))
  return value
}
