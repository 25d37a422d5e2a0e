import type { SystemId } from '../../../src-engine/core/types.ts'
import { withoutHiddenValues } from './conditional-fields.ts'
import type { FieldWidget } from './form-context.ts'
import { editableCopy, initialValue, type JsonSchema } from './json-schema.ts'

/** The forms a GM fills for his campaign that start from nothing: a character's sheet and a bestiary entry. */
export type EntryForm = 'sheet' | 'opponent'
type Value = Record<string, unknown>

const objectAt = (value: Value, path: readonly string[]): Value | undefined =>
  path.reduce<Value | undefined>((at, key) => (at && typeof at[key] === 'object' && at[key] !== null ? (at[key] as Value) : undefined), value)

/**
 * A value the text lets the form fill in from another (issue 14: required values asked for or defaulted from the
 * text): a new character or monster is unhurt, so current HP or LE left empty is the maximum. Paths to the object
 * that holds both values, the current value's key and the maximum's.
 */
const DERIVED: Readonly<Record<SystemId, Readonly<Record<EntryForm, readonly { at: readonly string[]; value: string; from: string }[]>>>> = {
  ultraquest: { sheet: [], opponent: [] },
  odm: { sheet: [{ at: ['le'], value: 'current', from: 'max' }], opponent: [{ at: ['sheet', 'le'], value: 'current', from: 'max' }] },
  thalia: { sheet: [{ at: [], value: 'hp', from: 'maxHp' }], opponent: [{ at: ['sheet'], value: 'hp', from: 'maxHp' }] },
  weltenbuch: { sheet: [], opponent: [] }
}

/**
 * What a new form starts with where the first value of a list would be wrong: an ODM bestiary entry is one of the
 * Master's monsters, not a hero (issue 14).
 */
const STARTS: Readonly<Record<SystemId, Readonly<Partial<Record<EntryForm, (value: Value) => void>>>>> = {
  ultraquest: {},
  odm: {
    opponent: (value) => {
      const sheet = objectAt(value, ['sheet'])
      if (sheet) sheet['kind'] = 'monster'
    }
  },
  thalia: {},
  weltenbuch: {}
}

/**
 * A new sheet or bestiary entry: the schema's defaults, values the GM must give left empty to be asked for (a
 * required number of at least 1 has no sensible start), the derived ones left empty to be filled from their maximum.
 */
export function newEntry(system: SystemId, form: EntryForm, schema: JsonSchema): unknown {
  const value = initialValue(schema, { askRequired: true }) as Value
  for (const { at, value: key } of DERIVED[system][form]) {
    const holder = objectAt(value, at)
    if (holder) delete holder[key]
  }
  STARTS[system][form]?.(value)
  return value
}

/**
 * The entry as it is saved: values the GM left empty that the text derives are filled in (current HP = maximum HP),
 * and values of fields its kinds hid are left out (a melee weapon's range: the form said it is not saved).
 */
export function entryToSave(system: SystemId, form: EntryForm, entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return entry
  const value = editableCopy(entry) as Value
  for (const { at, value: key, from } of DERIVED[system][form]) {
    const holder = objectAt(value, at)
    if (holder && holder[key] === undefined && typeof holder[from] === 'number') holder[key] = holder[from]
  }
  return withoutHiddenValues(system, form, value)
}

/** Whether a field is derived when left empty, so the form says so instead of marking it as missing. */
export function derivedField(system: SystemId, form: EntryForm, labelKey: string): string | undefined {
  const found = DERIVED[system][form].find((d) => [...d.at, d.value].join('.') === labelKey)
  return found && [...found.at, found.from].join('.')
}

/** Fields of a system's forms the generic shape cannot serve well: skills and weapon skills come from the skills table. */
const SKILLS_PICKED: Readonly<Record<string, FieldWidget>> = { skills: 'pick', 'weapons.skill': 'pick' }
export const entryWidgets: Readonly<Record<SystemId, Readonly<Partial<Record<EntryForm, Readonly<Record<string, FieldWidget>>>>>>> = {
  ultraquest: { sheet: { skills: 'pick' } },
  odm: {},
  thalia: { sheet: SKILLS_PICKED },
  weltenbuch: { sheet: SKILLS_PICKED, opponent: SKILLS_PICKED }
}
