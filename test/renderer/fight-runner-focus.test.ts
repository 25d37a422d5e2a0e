// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import FightRunner from '../../src-renderer/src/components/FightRunner.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { FightView } from '../../src-renderer/src/stores/campaign.ts'

const base: Omit<FightView, 'request' | 'requestText'> = {
  id: 'f1',
  status: 'running',
  title: 'Ork',
  lines: [],
  roundHeadings: {},
  outcome: null,
  outcomeLines: [],
  answers: 3,
  rulesVersion: null,
  standing: null,
  preview: [],
  undoneFaces: null
}
/** ODM: the attack roll, then who the orc strikes at next. */
const roll: FightView = {
  ...base,
  request: {
    type: 'dice',
    key: 'attack',
    round: 1,
    prompt: { key: 'odm.prompt.attack' },
    rule: 'ODM-AT-1',
    notation: 'W20',
    parts: [{ label: 'AT', notation: 'W20', sides: [20], modifier: 0 }]
  },
  requestText: { prompt: 'Thorwal attacks: roll the W20', options: {} }
}
const choice: FightView = {
  ...base,
  answers: 4,
  request: {
    type: 'chooseOne',
    key: 'target',
    round: 1,
    prompt: { key: 'odm.prompt.target' },
    rule: 'ODM-MULTI-2',
    default: 'elara',
    options: ['thorwal', 'elara', 'flee'].map((id) => ({ id, label: { key: id } }))
  },
  requestText: { prompt: 'Whom does the orc strike?', options: { thorwal: 'Thorwal', elara: 'Elara', flee: 'Flee' } }
}

describe('the focus after an answer', () => {
  it('clicking Roll when the next question is a choice leaves the focus on the new question’s default, not on the page body', async () => {
    const runner = mount(FightRunner, {
      props: { fight: roll, busy: false },
      attachTo: document.body,
      global: { plugins: [createI18n({ legacy: false, locale: 'en', messages: uiMessages })] }
    })
    const rollButton = runner.findAll('button').find((b) => b.text() === 'Roll')!
    ;(rollButton.element as HTMLButtonElement).focus()
    await rollButton.trigger('click')
    // While the answer is saved, the new question's options are disabled; then they are not.
    await runner.setProps({ fight: choice, busy: true })
    await runner.setProps({ busy: false })
    const focused = document.activeElement as HTMLElement
    expect(focused).not.toBe(document.body)
    expect(focused.classList.contains('option--default')).toBe(true)
    expect(focused.textContent).toContain('Elara')
    runner.unmount()
  })

  it('after a choice, a roll question has its entry focused', async () => {
    const runner = mount(FightRunner, {
      props: { fight: choice, busy: false },
      attachTo: document.body,
      global: { plugins: [createI18n({ legacy: false, locale: 'en', messages: uiMessages })] }
    })
    await runner.findAll('button.option')[0]!.trigger('click')
    await runner.setProps({ fight: { ...roll, answers: 5 } })
    expect((document.activeElement as HTMLInputElement).name).toBe('faces')
    runner.unmount()
  })
})
