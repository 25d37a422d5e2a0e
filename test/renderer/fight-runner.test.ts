// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import catalogue from '../../resources/rules/catalogue.json'
import FightRunner from '../../src-renderer/src/components/FightRunner.vue'
import { uiMessages } from '../../src-renderer/src/i18n/index.ts'
import type { FightView } from '../../src-renderer/src/stores/campaign.ts'

const i18n = () => createI18n({ legacy: false, locale: 'en', messages: uiMessages })
const base: Omit<FightView, 'request' | 'requestText'> = {
  id: 'f1',
  status: 'running',
  title: 'Mumie',
  lines: [{ round: 1, text: 'The party rolls … [KS-ROLL-2]', rule: 'KS-ROLL-2', manual: true }],
  outcome: null,
  outcomeLines: [],
  answers: 2,
  damageFromRear: false
}

const diceFight: FightView = {
  ...base,
  request: { type: 'dice', key: 'opponentRoll', round: 1, prompt: { key: 'uq.prompt.opponentRoll' }, rule: 'KS-ROLL-3', notation: '2W6+2', parts: [{ label: 'Mumie', notation: '2W6+2', sides: [6, 6], modifier: 2 }] },
  requestText: { prompt: 'The reader rolls the opponents’ Kampfstärke', options: {} }
}
const choiceFight: FightView = {
  ...base,
  request: { type: 'chooseOne', key: 'flee', round: 1, prompt: { key: 'uq.prompt.flee' }, rule: 'KS-FLEE-1', default: 'fight', options: [{ id: 'fight', label: { key: 'a' } }, { id: 'flee', label: { key: 'b' } }] },
  requestText: { prompt: 'The round is drawn: fight on or flee?', options: { fight: 'Fight on', flee: 'Flee' } }
}

describe('fight runner', () => {
  it('the rule ID of a question opens that rule’s English text from the catalogue', async () => {
    const runner = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.find('[role=note]').exists()).toBe(false)
    await runner.find('button.rule').trigger('click')
    expect(runner.find('[role=note]').text()).toBe((catalogue as Record<string, string>)['KS-ROLL-3'])
    expect(runner.find('[role=note]').text()).toMatch(/\w{20,}|\w+ \w+ \w+/)
  })

  it('a die field accepts only faces of its die; valid faces are sent as hand-typed', async () => {
    const runner = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.text()).toContain('KS-ROLL-3')
    const [first, second] = runner.findAll('input')
    await first!.setValue('7')
    expect(first!.attributes('aria-invalid')).toBe('true')
    expect(runner.find('button.primary').attributes('disabled')).toBeDefined()
    await first!.setValue('4')
    await second!.setValue('6')
    await runner.find('form').trigger('submit')
    expect(runner.emitted('answer')).toEqual([[{ type: 'dice', faces: [4, 6], manual: true }]])
    await runner.findAll('button').find((b) => b.text() === 'Roll')!.trigger('click')
    expect(runner.emitted('answer')![1]).toEqual([{ type: 'roll' }])
    runner.unmount()
  })

  it('number keys pick an option, the default is marked, Backspace undoes', async () => {
    const runner = mount(FightRunner, { props: { fight: choiceFight, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    expect(runner.find('.option--default').text()).toContain('Fight on')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }))
    expect(runner.emitted('answer')).toEqual([[{ type: 'chooseOne', option: 'flee' }]])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Backspace' }))
    expect(runner.emitted('undo')).toHaveLength(1)
    runner.unmount()
  })

  it('0 picks the tenth option, Enter the default, R rolls dice when no face is typed', async () => {
    const ten = Array.from({ length: 11 }, (_, i) => ({ id: `o${i + 1}`, label: { key: 'x' } }))
    const many: FightView = {
      ...choiceFight,
      request: { ...(choiceFight.request as Extract<FightView['request'], { type: 'chooseOne' }>), options: ten, default: 'o3' },
      requestText: { prompt: 'Which?', options: Object.fromEntries(ten.map((o) => [o.id, o.id])) }
    }
    const runner = mount(FightRunner, { props: { fight: many, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    expect(runner.findAll('.key').map((k) => k.text())).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', ''])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '0' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(runner.emitted('answer')).toEqual([[{ type: 'chooseOne', option: 'o10' }], [{ type: 'chooseOne', option: 'o3' }]])
    runner.unmount()

    const dice = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'r' }))
    expect(dice.emitted('answer')).toEqual([[{ type: 'roll' }]])
    dice.unmount()
  })

  it('shows the outcome and the apply button only when the fight is over', async () => {
    const over: FightView = { ...base, status: 'finished', request: null, requestText: null, outcome: {}, outcomeLines: ['Outcome after 1 round: the party lost and withdraws.'] }
    const runner = mount(FightRunner, { props: { fight: over, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.find('[data-test=outcome]').text()).toContain('the party lost')
    await runner.findAll('button').find((b) => b.text() === 'Apply to campaign')!.trigger('click')
    expect(runner.emitted('apply')).toHaveLength(1)
  })
})
