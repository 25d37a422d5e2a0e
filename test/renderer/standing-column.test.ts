// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { translator } from '../../src-engine/text/index.ts'
import StandingColumn from '../../src-renderer/src/components/fight/StandingColumn.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'

const mark = (key: 'injury' | 'cursed') => ({ key, label: translator.text({ key: `ultraquest.mark.${key}` }, 'en'), harm: true })
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

describe('the standing of an opponent side', () => {
  const group = (id: string, name: string, count: number, out = false) => ({
    id,
    name,
    position: null,
    values: [{ key: 'count', label: 'Count', current: count, max: null, rising: false, text: String(count) }],
    conditions: out ? [{ key: 'out' as const, label: 'out' }] : [],
    marks: []
  })
  const heading = (sides: unknown[], locale: string) =>
    mount(StandingColumn, {
      props: { heading: 'Opponents', sides: sides as never, acting: [], changed: new Set<string>() },
      global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
    })
      .find('.standing__side-name')
      .text()

  it.each([
    ['en', 'Goblin 4 of 4 standing'],
    ['de', 'Goblin 4 von 4 stehen'],
    ['nl', 'Goblin 4 van 4 staan nog'],
    ['nb', 'Goblin 4 av 4 står']
  ])('counts the members of a group, not its card: four goblins are four (%s)', (locale, text) => {
    expect(heading([{ id: 'opponents', name: 'Goblin', party: false, combatants: [group('opponent:1', 'Goblin', 4)] }], locale)).toBe(text)
  })

  it('a beaten group no longer stands, with all its members', () => {
    const side = {
      id: 'opponents',
      name: 'Goblin, Skelett',
      party: false,
      combatants: [group('opponent:1', 'Goblin', 4, true), group('opponent:2', 'Skelett', 2)]
    }
    expect(heading([side], 'en')).toBe('Goblin, Skelett 2 of 6 standing')
  })
})
