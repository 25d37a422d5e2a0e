// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import catalogue from '../../resources/rules/catalogue.json'
import FightRunner from '../../src-renderer/src/components/FightRunner.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { FightView } from '../../src-renderer/src/stores/campaign.ts'

const i18n = () => createI18n({ legacy: false, locale: 'en', messages: uiMessages })
const base: Omit<FightView, 'request' | 'requestText'> = {
  id: 'f1',
  status: 'running',
  title: 'Mumie',
  lines: [{ round: 1, text: 'The party rolls … [KS-ROLL-2]', rule: 'KS-ROLL-2', manual: true }],
  roundHeadings: { 1: 'Kampfrunde 1' },
  outcome: null,
  outcomeLines: [],
  answers: 2,
  rulesVersion: null,
  standing: null,
  preview: [],
  undoneFaces: null
}

const diceFight: FightView = {
  ...base,
  request: {
    type: 'dice',
    key: 'opponentRoll',
    round: 1,
    prompt: { key: 'ultraquest.roll.opponentRoll' },
    rule: 'KS-ROLL-3',
    notation: '2W6+2',
    parts: [{ label: 'Mumie', notation: '2W6+2', sides: [6, 6], modifier: 2 }]
  },
  requestText: { prompt: 'The reader rolls the opponents’ Kampfstärke', options: {} }
}
const choiceFight: FightView = {
  ...base,
  request: {
    type: 'chooseOne',
    key: 'flee',
    round: 1,
    prompt: { key: 'ultraquest.prompt.flee' },
    rule: 'KS-FLEE-1',
    default: 'fight',
    options: [
      { id: 'fight', label: { key: 'a' } },
      { id: 'flee', label: { key: 'b' } }
    ]
  },
  requestText: { prompt: 'The round is drawn: fight on or flee?', options: { fight: 'Fight on', flee: 'Flee' } }
}

describe('fight runner', () => {
  it('says when the fight was started under another version of its rules, in the GM’s language (issue 17, 5)', () => {
    const same = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] } })
    expect(same.find('[data-test=rules-version]').exists()).toBe(false)
    const older = { ...diceFight, rulesVersion: { system: 'ultraquest' as const, madeUnder: 1, current: 2 } }
    const en = mount(FightRunner, { props: { fight: older, busy: false }, global: { plugins: [i18n()] } })
    expect(en.find('[data-test=rules-version]').text()).toBe(
      'This fight was started under version 1 of the ULTRA♦QUEST rules; this app plays version 2, so the fight may replay otherwise than it was played.'
    )
    const de = mount(FightRunner, {
      props: { fight: older, busy: false },
      global: { plugins: [createI18n({ legacy: false, locale: 'de', messages: uiMessages })] }
    })
    expect(de.find('[data-test=rules-version]').text()).toMatch(/^Dieser Kampf begann unter Version 1 der Regeln von ULTRA♦QUEST; diese App spielt Version 2/)
  })

  it('the rule ID of a question opens that rule’s English text from the catalogue', async () => {
    const runner = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.find('[role=note]').exists()).toBe(false)
    await runner.find('button.rule').trigger('click')
    expect(runner.find('[role=note]').text()).toBe((catalogue as Record<string, string>)['KS-ROLL-3'])
    expect(runner.find('[role=note]').text()).toMatch(/\w{20,}|\w+ \w+ \w+/)
    expect(runner.find('.runner__log h4').text()).toBe('Kampfrunde 1')
  })

  it('one dice entry takes every face, says which face does not fit, and sends valid faces as hand-typed', async () => {
    const runner = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    expect(runner.text()).toContain('KS-ROLL-3')
    const entry = runner.find('input[name=faces]')
    expect(document.activeElement).toBe(entry.element)
    await entry.setValue('4 7')
    expect(entry.attributes('aria-invalid')).toBe('true')
    expect(runner.find('#dice-problem').text()).toBe('Die 2: “7” is not a face of a die with 6 sides.')
    await entry.setValue('4')
    await runner.find('form').trigger('submit')
    expect(runner.find('#dice-problem').text()).toBe('One face is missing.')
    expect(runner.emitted('answer')).toBeUndefined()
    await entry.setValue('46')
    await runner.find('form').trigger('submit')
    await entry.setValue('4,6')
    await runner.find('form').trigger('submit')
    expect(runner.emitted('answer')).toEqual([[{ type: 'dice', faces: [4, 6], manual: true }], [{ type: 'dice', faces: [4, 6], manual: true }]])
    await runner
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    expect(runner.emitted('answer')![2]).toEqual([{ type: 'roll' }])
    runner.unmount()
  })

  it('undo puts the undone faces back into the dice entry', () => {
    const runner = mount(FightRunner, { props: { fight: { ...diceFight, undoneFaces: [3, 5] }, busy: false }, global: { plugins: [i18n()] } })
    expect((runner.find('input[name=faces]').element as HTMLInputElement).value).toBe('3 5')
    runner.unmount()
  })

  it('R rolls over the faces an undo put back, as the key line says, but not once the GM has typed in the entry', async () => {
    // Found by a GM play-through: after an undo, R typed an "r" into the entry ("3 3r") instead of rolling.
    const runner = mount(FightRunner, {
      props: { fight: { ...diceFight, undoneFaces: [3, 5] }, busy: false },
      global: { plugins: [i18n()] },
      attachTo: document.body
    })
    const entry = runner.find('input[name=faces]')
    const r = new KeyboardEvent('keydown', { key: 'r', bubbles: true, cancelable: true })
    entry.element.dispatchEvent(r)
    expect(r.defaultPrevented).toBe(true)
    expect(runner.emitted('answer')).toEqual([[{ type: 'roll' }]])
    await entry.setValue('3 4')
    entry.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }))
    expect(runner.emitted('answer')).toHaveLength(1)
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
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `o${i + 1}`, label: { key: 'x' } }))
    const many: FightView = {
      ...choiceFight,
      request: { ...(choiceFight.request as Extract<FightView['request'], { type: 'chooseOne' }>), options: ten, default: 'o3' },
      requestText: { prompt: 'Which?', options: Object.fromEntries(ten.map((o) => [o.id, o.id])) }
    }
    const runner = mount(FightRunner, { props: { fight: many, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    expect(runner.findAll('.key').map((k) => k.text())).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '0' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(runner.emitted('answer')).toEqual([[{ type: 'chooseOne', option: 'o10' }], [{ type: 'chooseOne', option: 'o3' }]])
    runner.unmount()

    const dice = mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    const entry = dice.find('input[name=faces]')
    entry.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true }))
    expect(dice.emitted('answer')).toEqual([[{ type: 'roll' }]])
    await dice.find('form').trigger('submit')
    expect(dice.emitted('answer')![1]).toEqual([{ type: 'roll' }])
    dice.unmount()
  })

  it('more than ten options: typing filters them by name, a number picks that option', async () => {
    const names = ['Goblin 1', 'Goblin 2', 'Troll', 'Bertil', 'Brann', 'Yorn', 'Albrav', 'Skeleton', 'Zombie', 'Mummy', 'Vampire', 'Ghost']
    const options = names.map((n, i) => ({ id: `o${i + 1}`, label: { key: 'x' } }))
    const many: FightView = {
      ...choiceFight,
      request: { ...(choiceFight.request as Extract<FightView['request'], { type: 'chooseOne' }>), options, default: 'o1' },
      requestText: { prompt: 'Whom?', options: Object.fromEntries(options.map((o, i) => [o.id, names[i]!])) }
    }
    const runner = mount(FightRunner, { props: { fight: many, busy: false }, global: { plugins: [i18n()] }, attachTo: document.body })
    const filter = runner.find('input[name=option-filter]')
    expect(document.activeElement).toBe(filter.element)
    await filter.setValue('trol')
    expect(runner.findAll('button.option').map((b) => b.text())).toEqual(['3 Troll'])
    await filter.trigger('keydown', { key: 'Enter' })
    await filter.setValue('12')
    await filter.trigger('keydown', { key: 'Enter' })
    expect(runner.emitted('answer')).toEqual([[{ type: 'chooseOne', option: 'o3' }], [{ type: 'chooseOne', option: 'o12' }]])
    runner.unmount()
  })

  it('shows the outcome and the apply button only when the fight is over; Apply is in the fixed bar with Undo, not below the outcome', async () => {
    const over: FightView = {
      ...base,
      status: 'finished',
      request: null,
      requestText: null,
      outcome: {},
      outcomeLines: ['Outcome after 1 round: the party lost and withdraws.']
    }
    const runner = mount(FightRunner, { props: { fight: over, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.find('[data-test=outcome]').text()).toContain('the party lost')
    // Below a long outcome it scrolled out of view at 1366×768: the sticky bar keeps it in sight (FightRunner's style).
    expect(runner.find('.runner__controls [data-test=apply]').exists()).toBe(true)
    expect(runner.find('[data-test=outcome] [data-test=apply]').exists()).toBe(false)
    await runner
      .findAll('button')
      .find((b) => b.text() === 'Apply to campaign')!
      .trigger('click')
    expect(runner.emitted('apply')).toHaveLength(1)
  })

  it('“Saved to …” after Export log stands in the fixed bar below its buttons, not above the runner, where it pushed the log’s last line out of view', () => {
    const over: FightView = { ...base, status: 'finished', request: null, requestText: null, outcome: {}, outcomeLines: ['Won.'] }
    const runner = mount(FightRunner, { props: { fight: over, busy: false, notice: 'Saved to /exports/Mumie.txt' }, global: { plugins: [i18n()] } })
    const notice = runner.find('[data-test=notice]')
    expect(notice.text()).toBe('Saved to /exports/Mumie.txt')
    expect(notice.attributes('role')).toBe('status')
    expect(notice.element.parentElement?.classList.contains('runner__controls')).toBe(true)
    expect(notice.element.previousElementSibling?.tagName).toBe('BUTTON')
    expect(runner.find('.runner__log [data-test=notice]').exists()).toBe(false)
    expect(
      mount(FightRunner, { props: { fight: over, busy: false }, global: { plugins: [i18n()] } })
        .find('[data-test=notice]')
        .exists()
    ).toBe(false)
  })

  it('an outcome with a death lists it and asks once more before applying', async () => {
    const preview = [
      { kind: 'injury' as const, text: 'Brann: cursed injury' },
      { kind: 'death' as const, text: 'Albrav dies' }
    ]
    const over: FightView = { ...base, status: 'finished', request: null, requestText: null, outcome: {}, outcomeLines: ['Lost.'], preview }
    const runner = mount(FightRunner, { props: { fight: over, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.findAll('[data-test=preview] li').map((li) => [li.attributes('data-kind'), li.text()])).toEqual([
      ['injury', 'Brann: cursed injury'],
      ['death', 'Albrav dies']
    ])
    await runner.find('[data-test=apply]').trigger('click')
    expect(runner.emitted('apply')).toBeUndefined()
    expect(runner.find('.runner__controls [role=alert]').text()).toBe('This outcome kills one character. Apply it?')
    await runner.find('[data-test=apply]').trigger('click')
    expect(runner.emitted('apply')).toHaveLength(1)
  })

  it('both sides’ standing beside the question; the round and who acts above it; a changed combatant is marked', async () => {
    const combatant = (id: string, name: string, hp: number, conditions: { key: 'dead'; label: string }[] = []) => ({
      id,
      name,
      position: null,
      values: [{ key: 'hp', label: 'HP', current: hp, max: 14, rising: false, text: `${hp}/14` }],
      conditions,
      marks: []
    })
    const standing = (bertilHp: number, goblinDead: boolean): NonNullable<FightView['standing']> => ({
      round: 2,
      roundLabel: 'Runde 2',
      phase: null,
      acting: ['troll'],
      actingSide: 'monsters',
      actingLabel: 'Troll',
      order: ['bertil'],
      sides: [
        { id: 'players', name: 'Spillersiden', party: true, combatants: [combatant('bertil', 'Bertil', bertilHp)] },
        {
          id: 'monsters',
          name: 'Monstre',
          party: false,
          combatants: [combatant('troll', 'Troll', 14), combatant('g1', 'Goblin 1', goblinDead ? 0 : 5, goblinDead ? [{ key: 'dead', label: 'død' }] : [])]
        }
      ]
    })
    const runner = mount(FightRunner, { props: { fight: { ...diceFight, standing: standing(14, false) }, busy: false }, global: { plugins: [i18n()] } })
    expect(runner.find('[data-test=turn]').text()).toBe('Runde 2 · Troll')
    expect(runner.find('[data-test=turn-order]').text()).toBe('Then: Bertil')
    expect(runner.find('[data-test=party-standing] [data-combatant=bertil] [data-value=hp]').text()).toContain('14/14')
    expect(runner.find('[data-test=opponent-standing]').text()).toContain('Goblin 1')
    expect(runner.find('[data-combatant=troll]').attributes('aria-current')).toBe('true')
    await runner.setProps({ fight: { ...diceFight, answers: 3, standing: standing(5, true) } })
    expect(runner.find('[data-combatant=bertil] [data-value=hp]').text()).toContain('5/14')
    expect(runner.findAll('.combatant--changed').map((c) => c.attributes('data-combatant'))).toEqual(['bertil', 'g1'])
    expect(runner.find('[data-combatant=g1] [data-condition=dead]').text()).toBe('✝ død')
  })

  it('the Δ of a changed combatant is explained: a legend line below the keys, its words on the mark for a screen reader and on hover, in every language', async () => {
    const standing = (hp: number): NonNullable<FightView['standing']> => ({
      round: 1,
      roundLabel: 'Runde 1',
      phase: null,
      acting: [],
      actingSide: null,
      actingLabel: null,
      order: [],
      sides: [
        {
          id: 'players',
          name: 'Spillersiden',
          party: true,
          combatants: [
            {
              id: 'bertil',
              name: 'Bertil',
              position: null,
              values: [{ key: 'hp', label: 'HP', current: hp, max: 14, rising: false, text: `${hp}/14` }],
              conditions: [],
              marks: []
            }
          ]
        }
      ]
    })
    const legends = {
      en: 'Δ beside a name: changed by the last answer',
      de: 'Δ neben einem Namen',
      nl: 'Δ naast een naam',
      nb: 'Δ ved et navn: endret av siste svar'
    }
    for (const [locale, legend] of Object.entries(legends)) {
      const plugin = createI18n({ legacy: false, locale, messages: uiMessages })
      const runner = mount(FightRunner, { props: { fight: { ...diceFight, standing: standing(14) }, busy: false }, global: { plugins: [plugin] } })
      expect(runner.find('[data-test=marks-legend]').text(), locale).toContain(legend)
      await runner.setProps({ fight: { ...diceFight, answers: 3, standing: standing(9) } })
      const mark = runner.find('[data-combatant=bertil] [data-test=changed-mark]')
      const words = plugin.global.t('runner.changedByLast')
      expect(mark.attributes('title'), locale).toBe(words)
      expect(mark.find('.sr-only').text(), locale).toBe(words)
      expect(mark.find('[aria-hidden=true]').text()).toBe('Δ')
      runner.unmount()
    }
    // Without a standing there is no Δ, and no legend for it.
    expect(
      mount(FightRunner, { props: { fight: diceFight, busy: false }, global: { plugins: [i18n()] } })
        .find('[data-test=marks-legend]')
        .exists()
    ).toBe(false)
  })
})
