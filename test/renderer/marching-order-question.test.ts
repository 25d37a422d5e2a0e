// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import FightRunner from '../../src-renderer/src/components/FightRunner.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { FightView } from '../../src-renderer/src/stores/campaign.ts'

/** KS-VOLUNTARY-4 as the runner gets it: the party's marching order, front first, to confirm or change. */
const marchingOrder: FightView = {
  id: 'f1',
  status: 'running',
  title: 'Skelett, Goblin',
  lines: [],
  roundHeadings: {},
  outcome: null,
  outcomeLines: [],
  answers: 1,
  standing: null,
  preview: [],
  undoneFaces: null,
  rulesVersion: null,
  request: {
    type: 'chooseMany',
    key: 'marchingOrder',
    round: 0,
    prompt: { key: 'ultraquest.prompt.marchingOrder' },
    rule: 'KS-VOLUNTARY-4',
    options: ['albrav', 'brann', 'cira'].map((id) => ({ id, label: { key: id } })),
    min: 3,
    max: 3,
    ordered: true,
    default: ['albrav', 'brann', 'cira']
  },
  requestText: { prompt: 'Marching order, front first', options: { albrav: 'Albrav', brann: 'Brann', cira: 'Cira' } }
}

describe('the marching order question in the fight runner', () => {
  it('the front cannot move forward nor the rear back: those buttons are disabled instead of doing nothing; the others move', async () => {
    const runner = mount(FightRunner, {
      props: { fight: marchingOrder, busy: false },
      global: { plugins: [createI18n({ legacy: false, locale: 'en', messages: uiMessages })] }
    })
    const button = (name: string) => runner.find(`button[aria-label="${name}"]`)
    expect(button('Move Albrav forward').attributes('disabled')).toBeDefined()
    expect(button('Move Cira back').attributes('disabled')).toBeDefined()
    expect(button('Move Albrav back').attributes('disabled')).toBeUndefined()
    await button('Move Cira forward').trigger('click')
    expect(runner.findAll('.ordered').map((row) => row.text().replace(/[▲▼]/g, '').trim())).toEqual(['1. Albrav', '2. Cira', '3. Brann'])
    expect(button('Move Brann back').attributes('disabled')).toBeDefined()
    expect(button('Move Cira back').attributes('disabled')).toBeUndefined()
  })
})
