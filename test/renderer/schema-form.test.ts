// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { createI18n } from 'vue-i18n'
import { SHEET_PROBLEMS } from '../../src-engine/core/sheet-problems.ts'
import { SYSTEM_IDS, type SystemId } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { FieldIssue } from '../../src-main/services/errors.ts'
import { FORM_KINDS, formSchemas } from '../../src-main/services/form-schemas.ts'
import SchemaForm from '../../src-renderer/src/forms/SchemaForm.vue'
import { initialValue, type JsonSchema } from '../../src-renderer/src/forms/json-schema.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'

const i18n = () => createI18n({ legacy: false, locale: 'en', messages: uiMessages })

function form(
  system: SystemId,
  schema: JsonSchema,
  value: unknown,
  extra: { issues?: FieldIssue[]; widgets?: Record<string, 'hidden' | 'members'>; members?: { id: string; name: string }[] } = {}
) {
  const updates: unknown[] = []
  const wrapper = mount(SchemaForm, {
    props: {
      schema,
      system,
      name: 'f',
      modelValue: value,
      'onUpdate:modelValue': (v: unknown) => void (updates.push(v), wrapper.setProps({ modelValue: v })),
      ...extra
    },
    global: { plugins: [i18n()] }
  })
  return { wrapper, updates, last: () => updates.at(-1) as Record<string, unknown> }
}

describe.each(SYSTEM_IDS)('generic forms of %s', (system) => {
  it.each(FORM_KINDS)('the %s form renders every field with an input of its own, labelled from the tables', (kind) => {
    const schema = formSchemas(system)[kind]
    const { wrapper } = form(system, schema, initialValue(schema))
    // A textarea is the fallback for a schema shape the form does not understand.
    expect(wrapper.findAll('textarea')).toHaveLength(0)
    const fields = Object.keys(schema.properties ?? {}).length
    expect(wrapper.findAll('input, select, button').length > 0).toBe(fields > 0)
    expect(wrapper.text()).not.toMatch(/undefined|\[object Object\]/)
  })

  it('the rule settings form starts from values the system accepts', () => {
    const rules = ruleSystem(system).campaign!
    expect(rules.ruleSettingsSchema.safeParse(initialValue(formSchemas(system).ruleSettings)).success).toBe(true)
  })
})

describe('generic form behaviour (ULTRA♦QUEST sheet)', () => {
  const sheet = formSchemas('ultraquest').sheet

  it('typing into fields gives typed values: text, numbers, nested objects; the id stays the service’s', async () => {
    const { wrapper, last } = form('ultraquest', sheet, initialValue(sheet))
    expect(wrapper.find('input[name="f.id"]').exists()).toBe(false)
    await wrapper.find('input[name="f.name"]').setValue('Albrav')
    await wrapper.find('input[name="f.st"]').setValue('2')
    await wrapper.find('input[name="f.ks.nk"]').setValue('W6+3')
    expect(last()).toMatchObject({ name: 'Albrav', st: 2, ks: { nk: 'W6+3' } })
    expect(wrapper.find('input[name="f.st"]').attributes('max')).toBe('10')
  })

  it('lists add rows up to their maximum and remove them; a new equipment row starts filled in', async () => {
    const { wrapper, last } = form('ultraquest', sheet, { ...(initialValue(sheet) as object), name: 'Cira' })
    const add = () => wrapper.findAll('button').find((b) => b.text() === '+ Add row')
    for (let i = 0; i < 10; i++) await add()!.trigger('click')
    expect((last()['equipment'] as unknown[]).length).toBe(10)
    expect((last()['equipment'] as unknown[])[0]).toMatchObject({ name: '' })
    expect(add()).toBeUndefined()
    await wrapper.find('button[aria-label^="Remove"]').trigger('click')
    expect((last()['equipment'] as unknown[]).length).toBe(9)
  })

  it('enums are chosen by their translated label and stored as the rules’ value', async () => {
    const { wrapper, last } = form('ultraquest', sheet, { name: 'Cira', equipment: [{ name: 'Trank' }] })
    const select = wrapper.find('select[name="f.equipment.0.kind"]')
    const potion = select.findAll('option').find((o) => o.text() === 'Potion')!
    await select.setValue(potion.element.value)
    expect(last()['equipment']).toEqual([{ name: 'Trank', kind: 'potion' }])
  })

  it('shows the problem main reported next to the field it concerns, in the GM’s language', async () => {
    const { wrapper } = form('ultraquest', sheet, { name: 'Albrav', st: 12 }, { issues: [{ path: 'st', code: 'too_big', message: 'Too big', limit: 10 }] })
    const field = wrapper.find('input[name="f.st"]').element.closest('label')!
    expect(field.textContent).toContain('At most 10')
    expect(wrapper.find('input[name="f.st"]').attributes('aria-invalid')).toBe('true')
    expect(wrapper.find('input[name="f.name"]').attributes('aria-invalid')).toBeUndefined()
  })

  it('a rule the sheet breaks is worded in the GM’s language, not as main’s English message, for every problem the rules name', async () => {
    // Found by a GM play-through: "current LE cannot be above max LE" stood in English under a Dutch field.
    const odmSheet = formSchemas('odm').sheet
    const issues = [{ path: 'le.current', code: 'leAboveMax', message: 'current LE cannot be above max LE' }]
    const value = { name: 'Alrik', le: { current: 31, max: 30 } }
    const wrapper = mount(SchemaForm, {
      props: { schema: odmSheet, system: 'odm', name: 'f', modelValue: value, issues },
      global: { plugins: [createI18n({ legacy: false, locale: 'nl', messages: uiMessages })] }
    })
    expect(wrapper.find('input[name="f.le.current"]').element.closest('label')!.textContent).toContain('De huidige LE kan niet hoger zijn dan de maximale LE')
    for (const lang of ['en', 'de', 'nl', 'nb'] as const)
      for (const problem of SHEET_PROBLEMS)
        expect({ lang, problem, text: (uiMessages[lang].validation as Record<string, string>)[problem] }).toMatchObject({ text: expect.any(String) })
  })

  it('a members widget offers the party by name and stores their ids; a hidden field is not shown', async () => {
    const options = formSchemas('ultraquest').fightOptions
    const members = [
      { id: 'albrav', name: 'Albrav' },
      { id: 'cira', name: 'Cira' }
    ]
    const { wrapper, last } = form('ultraquest', options, initialValue(options), { widgets: { targets: 'members', preferredNonFighters: 'hidden' }, members })
    expect(wrapper.text()).toContain('Cira')
    expect(wrapper.find('[name^="f.preferredNonFighters"]').exists()).toBe(false)
    await wrapper.find('input[name="f.targets.cira"]').setValue(true)
    expect(last()['targets']).toEqual(['cira'])
    await wrapper.find('input[name="f.targets.cira"]').setValue(false)
    expect(last()).not.toHaveProperty('targets')
  })
})

describe('a list’s buttons and items name one item, in every language', () => {
  // The GM play-through read "+ Waffen hinzufügen" where one weapon is added.
  it.each([
    ['en', '+ Add weapon', 'Weapon 1', 'Remove weapon 1 — Weapons', '+ Add condition', '+ Add body part', 'Add zone'],
    ['de', '+ Waffe hinzufügen', 'Waffe 1', 'Waffe 1 entfernen — Waffen', '+ Zustand hinzufügen', '+ Körperteil hinzufügen', 'Zone hinzufügen'],
    ['nl', '+ Wapen toevoegen', 'Wapen 1', 'Wapen 1 verwijderen — Wapens', '+ Toestand toevoegen', '+ Lichaamsdeel toevoegen', 'Zone toevoegen'],
    ['nb', '+ Legg til våpen', 'Våpen 1', 'Fjern våpen 1 — Våpen', '+ Legg til tilstand', '+ Legg til kroppsdel', 'Legg til sone']
  ] as const)(
    '%s: the add button, the item’s label and its remove button say one item',
    (locale, addWeapon, weaponOne, removeWeaponOne, addCondition, addBodyPart, addZone) => {
      const mountIn = (system: SystemId, value: unknown) =>
        mount(SchemaForm, {
          props: { schema: formSchemas(system).sheet, system, name: 'f', form: 'sheet', modelValue: value },
          global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
        })
      const thalia = mountIn('thalia', { ...(initialValue(formSchemas('thalia').sheet) as object), weapons: [{ name: 'Sverd' }] })
      const adds = thalia.findAll('button').map((b) => b.text())
      expect(adds).toContain(addWeapon)
      expect(adds).toContain(addCondition)
      const weapon = thalia.find('input[name="f.weapons.0.name"]').element.closest('.schema-form__item')!
      expect(weapon.querySelector('h4')!.textContent!.trim()).toBe(weaponOne)
      // The item's own remove button (its fields hold lists of their own), named with the list for a screen reader.
      const remove = [...weapon.children].find((e) => e.tagName === 'BUTTON')!
      expect(remove.getAttribute('aria-label')).toBe(removeWeaponOne)
      const weltenbuch = mountIn('weltenbuch', initialValue(formSchemas('weltenbuch').sheet))
      expect(weltenbuch.findAll('button').map((b) => b.text())).toEqual(expect.arrayContaining([addWeapon, addBodyPart]))
      // The rule settings' two lists of zones have the same button, told apart by the list they act on.
      const settings = formSchemas('weltenbuch').ruleSettings
      const rules = mount(SchemaForm, {
        props: { schema: settings, system: 'weltenbuch', name: 'r', form: 'ruleSettings', modelValue: initialValue(settings) },
        global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
      })
      const names = rules.findAll('button[aria-label]').map((b) => b.attributes('aria-label')!)
      expect(names.filter((n) => n.startsWith(`${addZone} — `))).toHaveLength(2)
      expect(new Set(names).size).toBe(names.length)
    }
  )
})

describe('records and unions', () => {
  it('a record (Thalia skills) adds a named entry and edits its value', async () => {
    const sheet = formSchemas('thalia').sheet
    const { wrapper, last } = form('thalia', sheet, initialValue(sheet))
    await wrapper.find('input[name="f.skills.newKey"]').setValue('Sverd')
    await wrapper.find('input[name="f.skills.newKey"]').trigger('keydown', { key: 'Enter' })
    await nextTick()
    expect(last()['skills']).toEqual({ Sverd: '' })
    await wrapper.find('input[name="f.skills.Sverd"]').setValue('kyndig')
    expect(last()['skills']).toEqual({ Sverd: 'kyndig' })
  })

  it('an optional object is added on request and removed again', async () => {
    const sheet = formSchemas('thalia').sheet
    const { wrapper, last } = form('thalia', sheet, initialValue(sheet))
    expect(wrapper.find('input[name="f.shield.name"]').exists()).toBe(false)
    await wrapper
      .findAll('button')
      .find((b) => b.text().startsWith('+') && /shield|skjold/i.test(b.text()))!
      .trigger('click')
    expect(last()['shield']).toMatchObject({ name: '' })
    expect(wrapper.find('input[name="f.shield.name"]').exists()).toBe(true)
  })
})

describe('an optional choice without a default', () => {
  it('names its empty option: Weltenbuch’s ambush is laid by nobody, not by a blank', () => {
    const schema = formSchemas('weltenbuch').fightOptions
    const { wrapper } = form('weltenbuch', schema, initialValue(schema))
    const first = wrapper.find('select[name$="ambushBy"] option')
    expect(first.attributes('value')).toBe('-1')
    expect(first.text()).toBe('Nobody')
  })
})

describe('values the rules name themselves', () => {
  it('a Thalia Mén is offered by its Table T1 cell as the book names it, from the sheet schema main sends (THA-MEN-1)', async () => {
    const sheet = formSchemas('thalia').sheet
    const { wrapper } = form('thalia', sheet, { ...(initialValue(sheet) as object), injuries: [{ id: 'armer-2' }] })
    await nextTick()
    const options = wrapper.findAll('select[name="f.injuries.0.id"] option').map((o) => o.text())
    expect(options).toContain('Armer 2: Lammelse')
    expect(options[0]).toBe('Hode 1: Avhugget')
  })
})
