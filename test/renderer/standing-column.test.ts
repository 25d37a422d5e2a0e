// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { translator } from '../../src-engine/text/index.ts'
import StandingColumn from '../../src-renderer/src/components/fight/StandingColumn.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'

const mark = (key: 'injury' | 'cursed') => ({ key, label: translator.text({ key: `uq.mark.${key}` }, 'en'), harm: true })
const adventurer = (id: string, name: string, position: number, marks: ReturnType<typeof mark>[]) => ({
  id,
  name,
  position,
  values: [{ key: 'injuries', label: 'Injuries', current: marks.length, max: 2, rising: true, text: `${marks.length}/2` }],
  conditions: [],
  marks
})
const party = {
  id: 'party',
  name: 'Die Vier',
  party: true,
  combatants: [adventurer('albrav', 'Albrav', 1, [mark('injury')]), adventurer('cira', 'Cira', 2, [mark('cursed')])]
}

describe('the fight runner’s standing column', () => {
  it('the sign for “changed by the last answer” is not the cursed-injury sign ●: Albrav, just hurt with an ordinary injury, does not look cursed', () => {
    const column = mount(StandingColumn, {
      props: { heading: 'Party', sides: [party], acting: [], changed: new Set(['albrav']) },
      global: { plugins: [createI18n({ legacy: false, locale: 'en', messages: uiMessages })] }
    })
    const cursedSign = mark('cursed').label.replace(/[^●]/g, '')
    expect(cursedSign).toBe('●')
    const albrav = column.find('[data-combatant=albrav]')
    expect(albrav.find('.combatant__changed').exists()).toBe(true)
    expect(albrav.text()).not.toContain('●')
    expect(column.find('[data-combatant=cira]').text()).toContain('●')
  })
})
