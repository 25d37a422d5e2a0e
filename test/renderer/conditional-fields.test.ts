// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { SYSTEM_IDS, type SystemId } from '../../src-engine/core/types.ts'
import { formSchemas } from '../../src-main/services/form-schemas.ts'
import { conditionalFields } from '../../src-renderer/src/forms/conditional-fields.ts'
import SchemaForm from '../../src-renderer/src/forms/SchemaForm.vue'
import { shapeOf, type JsonSchema } from '../../src-renderer/src/forms/json-schema.ts'
import { entryToSave, type EntryForm } from '../../src-renderer/src/forms/presets.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'

function form(system: SystemId, kind: EntryForm, value: unknown, locale = 'en') {
  const wrapper = mount(SchemaForm, {
    props: {
      schema: formSchemas(system)[kind],
      system,
      name: 'f',
      form: kind,
      modelValue: value,
      'onUpdate:modelValue': (v: unknown) => void wrapper.setProps({ modelValue: v })
    },
    global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
  })
  return { wrapper, value: () => wrapper.props('modelValue') as { weapons: Record<string, unknown>[] } }
}

const bow = { name: 'Langbogen', kind: 'ranged', skill: 'Bogen', bonus: 0, damage: '×2+1', range: 80, reload: 'bow' }
const sword = { name: 'Schwert', kind: 'melee', skill: 'Schwert', bonus: 1, damage: '×3+4' }
const yorn = (weapons: object[]) => ({ name: 'Yorn', attributes: {}, skills: {}, weapons })

/** The object schema that holds a label key's fields: through lists, nullable rows and nested objects. */
function holderSchema(schema: JsonSchema, labelKey: string): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema
  for (const key of labelKey === '' ? [] : labelKey.split('.')) at = at?.properties?.[key]
  for (;;) {
    const shape = at && shapeOf(at)
    if (shape?.kind === 'array') at = shape.items
    else if (shape?.kind === 'nullable') at = shape.inner
    else return at
  }
}

describe('fields shown only for some kinds', () => {
  it('a Weltenbuch melee weapon shows no Reichweite or Spannen; made a ranged weapon, it does', async () => {
    const { wrapper } = form('weltenbuch', 'sheet', yorn([sword]))
    expect(wrapper.find('[name="f.weapons.0.range"]').exists()).toBe(false)
    expect(wrapper.find('[name="f.weapons.0.reload"]').exists()).toBe(false)
    expect(wrapper.find('[name="f.weapons.0.damage"]').exists()).toBe(true)
    const kind = wrapper.find('select[name="f.weapons.0.kind"]')
    await kind.setValue(kind.findAll('option').find((o) => o.text() === 'Ranged weapon')!.element.value)
    expect(wrapper.find('[name="f.weapons.0.range"]').exists()).toBe(true)
    expect(wrapper.find('[name="f.weapons.0.reload"]').exists()).toBe(true)
  })

  it('a bow made a melee weapon keeps its range while the form is open, says it will not be saved, and saving leaves it out', async () => {
    const { wrapper, value } = form('weltenbuch', 'sheet', yorn([bow]), 'de')
    expect(wrapper.find('.schema-form__not-saved').exists()).toBe(false)
    const kind = wrapper.find('select[name="f.weapons.0.kind"]')
    const option = (label: string) => kind.findAll('option').find((o) => o.text() === label)!.element.value
    await kind.setValue(option('Nahkampfwaffe'))
    expect(wrapper.find('[name="f.weapons.0.range"]').exists()).toBe(false)
    expect(wrapper.find('.schema-form__not-saved').text()).toBe('Nicht gespeichert (Nahkampfwaffe: ohne Bedeutung): Reichweite (RW) in Metern, Spannen')
    expect(value().weapons[0]).toMatchObject({ kind: 'melee', range: 80, reload: 'bow' })
    expect((entryToSave('weltenbuch', 'sheet', value()) as ReturnType<typeof value>).weapons[0]).toEqual({
      ...sword,
      name: 'Langbogen',
      skill: 'Bogen',
      bonus: 0,
      damage: '×2+1'
    })

    // Changed back before saving: nothing was lost.
    await kind.setValue(option('Fernkampfwaffe'))
    expect((wrapper.find('[name="f.weapons.0.range"]').element as HTMLInputElement).value).toBe('80')
    expect(wrapper.find('.schema-form__not-saved').exists()).toBe(false)
    expect((entryToSave('weltenbuch', 'sheet', value()) as ReturnType<typeof value>).weapons[0]).toEqual(bow)
  })

  it('a melee weapon’s Spannen "none", as a sheet keeps it after a fight, is nothing to warn about', () => {
    const { wrapper } = form('weltenbuch', 'opponent', { ...yorn([{ ...sword, reload: 'none' }]), count: 1 })
    expect(wrapper.find('.schema-form__not-saved').exists()).toBe(false)
  })

  it('ULTRA♦QUEST rows: armour shows its RW but no KS bonus; a potion is the one that heals; unchanged defaults are no warning', () => {
    const armour = {
      name: 'Kettenhemd',
      kind: 'armour',
      ready: true,
      held: false,
      hands: 1,
      ranged: false,
      ksBonus: 0,
      rw: 2,
      silver: false,
      magic: false,
      heals: false
    }
    const { wrapper } = form('ultraquest', 'sheet', {
      name: 'Albrav',
      st: 1,
      equipment: [armour, { ...armour, name: 'Heiltrank', kind: 'potion', rw: 0, heals: true }]
    })
    expect(wrapper.find('[name="f.equipment.0.rw"]').exists()).toBe(true)
    expect(wrapper.find('[name="f.equipment.0.magic"]').exists()).toBe(true)
    expect(wrapper.find('[name="f.equipment.0.ksBonus"]').exists()).toBe(false)
    expect(wrapper.find('[name="f.equipment.0.heals"]').exists()).toBe(false)
    expect(wrapper.find('[name="f.equipment.1.heals"]').exists()).toBe(true)
    expect(wrapper.find('[name="f.equipment.1.rw"]').exists()).toBe(false)
    expect(wrapper.find('.schema-form__not-saved').exists()).toBe(false)
  })

  it.each(SYSTEM_IDS.flatMap((system) => (['sheet', 'opponent'] as const).map((kind) => [system, kind] as const)))(
    'every condition of %s’s %s form names fields its schema has, and not the default of the field it reads',
    (system, kind) => {
      const schema = formSchemas(system)[kind]
      for (const [key, conditions] of Object.entries(conditionalFields[system][kind] ?? {})) {
        const holder = holderSchema(schema, key)!.properties!
        for (const [field, condition] of Object.entries(conditions)) {
          expect(holder[field], `${key}.${field}`).toBeDefined()
          const on = holder[condition.field]!
          expect(shapeOf(on).kind).toBe('enum')
          expect(condition.is).not.toContain(on.default)
        }
      }
    }
  )
})
