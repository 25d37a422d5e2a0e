import { describe, expect, it } from 'vitest'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { FORM_KINDS, formSchemas } from '../../src-main/services/form-schemas.ts'
import { formLabelKeys } from '../../src-renderer/src/forms/json-schema.ts'
import { skillChoices } from '../../src-renderer/src/forms/skill-table.ts'
import { fieldTables } from '../../src-renderer/src/i18n/fields/index.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { UiLocale } from '../../src-renderer/src/i18n/index.ts'

const locales = Object.keys(uiMessages) as UiLocale[]

describe.each(SYSTEM_IDS)('field labels of %s', (system) => {
  /** A value a sheet picks from a table of the rule settings (a Thalia skill's rank) is labelled as an option of its field. */
  const picked = Object.entries(skillChoices({}, formSchemas(system).ruleSettings))
    .filter(([key]) => key.endsWith('=value'))
    .flatMap(([key, values]) => values.map((v) => key.replace(/=value$/, `=${v}`)))
  /** The keys a record of plain values in the rule settings ships with (Thalia's ranks in testTargets) are labelled as its options. */
  const shipped = Object.entries(formSchemas(system).ruleSettings.properties ?? {}).flatMap(([key, p]) =>
    typeof p.additionalProperties === 'object' && p.additionalProperties.type !== 'object' && p.default && typeof p.default === 'object'
      ? Object.keys(p.default).map((k) => `${key}=${k}`)
      : []
  )
  const needed = new Set([...FORM_KINDS.flatMap((kind) => formLabelKeys(formSchemas(system)[kind])), ...picked, ...shipped])
  /** A form may word a field its own way (`opponent:ks`); such a label must name a field of that form. */
  const formOwn = new Set(FORM_KINDS.flatMap((kind) => formLabelKeys(formSchemas(system)[kind]).map((key) => `${kind}:${key}`)))

  it.each(locales)('every field and option of every form has a %s label', (locale) => {
    const missing = [...needed].filter((key) => !fieldTables[system][locale][key]?.trim())
    expect(missing).toEqual([])
  })

  it('no table keeps labels of fields that no longer exist', () => {
    const stale = locales.flatMap((locale) =>
      Object.keys(fieldTables[system][locale])
        .filter((key) => !needed.has(key) && !formOwn.has(key))
        .map((key) => `${locale}:${key}`)
    )
    expect(stale).toEqual([])
  })

  it('a label a form words its own way exists in every language', () => {
    const own = new Set(locales.flatMap((locale) => Object.keys(fieldTables[system][locale]).filter((key) => formOwn.has(key))))
    for (const key of own) for (const locale of locales) expect(fieldTables[system][locale][key]?.trim(), `${locale}:${key}`).toBeTruthy()
  })
})

describe('Weltenbuch: a weapon’s Spannen field', () => {
  it.each([
    ['en', /thrown/],
    ['de', /Wurfwaffe/],
    ['nl', /werpwapen/],
    ['nb', /kastevåpen/]
  ] as const)('“nothing to span” names the thrown weapon: the field shows on ranged weapons only (%s)', (locale, thrown) => {
    expect(fieldTables.weltenbuch[locale]['weapons.reload=none']).toMatch(thrown)
  })
})
