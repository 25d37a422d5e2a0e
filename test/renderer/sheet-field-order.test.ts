// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { formSchemas } from '../../src-main/services/form-schemas.ts'
import SchemaForm from '../../src-renderer/src/forms/SchemaForm.vue'
import { initialValue } from '../../src-renderer/src/forms/json-schema.ts'
import { entryWidgets } from '../../src-renderer/src/forms/presets.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'

// A GM play-through found the ODM sheet asking for the name last, after Art (kind): the campaign sheet's schema added
// id and name after the sheet's own fields, and the generated form follows the schema's order.
describe.each(SYSTEM_IDS)('the %s character sheet form', (system) => {
  it('asks for the name first', () => {
    const schema = formSchemas(system).sheet
    const wrapper = mount(SchemaForm, {
      props: { schema, system, name: 'sheet', form: 'sheet', modelValue: initialValue(schema), widgets: entryWidgets[system].sheet },
      global: { plugins: [createI18n({ legacy: false, locale: 'de', messages: uiMessages })] }
    })
    const first = wrapper.findAll('input, select, textarea').find((field) => field.attributes('type') !== 'hidden')
    expect(first?.attributes('name')).toBe('sheet.name')
  })
})
