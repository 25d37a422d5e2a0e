// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import OddsChart from '../../src-renderer/src/components/odds/OddsChart.vue'
import OddsPanel from '../../src-renderer/src/components/odds/OddsPanel.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { OddsView } from '../../src-renderer/src/stores/campaign.ts'

const fraction = (p: number) => ({ p, low: p, high: p })
/** The odds of a one-sided fight as the New fight screen gets them: won 99.7 %, lost 0.3 %, a death in 1 of 20,000. */
const oneSided: OddsView = {
  jobId: 'j1',
  done: true,
  failed: null,
  target: 100_000,
  policy: { id: 'fightOn', label: 'fight to the end' },
  policies: [{ id: 'fightOn', label: 'fight to the end' }],
  variants: [
    {
      id: 'asSetUp',
      n: 100_000,
      outcomes: [
        { key: 'won', label: 'won', ...fraction(0.997) },
        { key: 'lost', label: 'lost', ...fraction(0.003) }
      ],
      combatants: [
        {
          id: 'albrav',
          name: 'Albrav',
          side: 'party',
          party: true,
          died: fraction(0.00005),
          harms: [{ key: 'injury', label: 'new injury', ...fraction(0.003) }]
        },
        { id: 'brann', name: 'Brann', side: 'party', party: true, died: fraction(0), harms: [] }
      ],
      rounds: [{ rounds: 1, p: 1 }]
    }
  ]
}

const panelText = (locale: 'en' | 'de' | 'nl' | 'nb') =>
  mount(OddsPanel, { props: { view: oneSided, error: null, policy: null }, global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] } })
    .find('[data-test=odds-lines]')
    .text()

describe('the odds panel’s figures', () => {
  it('a fight that is not certain never reads 100 % (won 99.7 % beside lost 0.3 %), and a risk that exists never reads 0', () => {
    const lines = mount(OddsPanel, {
      props: { view: oneSided, error: null, policy: null },
      global: { plugins: [createI18n({ legacy: false, locale: 'en', messages: uiMessages })] }
    }).text()
    expect(lines).toContain('won 99.7 %')
    expect(lines).not.toContain('100 %')
    expect(lines).toContain('lost 0.3 %')
    expect(lines).toMatch(/Albrav: death < 0\.1 %/)
    expect(lines).toMatch(/Brann: death 0 %/)
  })

  it.each([
    ['de', '99,7 %'],
    ['nl', '99,7 %'],
    ['nb', '99,7 %'],
    ['en', '99.7 %']
  ] as const)('in %s the decimal sign is the language’s (%s)', (locale, won) => {
    expect(panelText(locale)).toContain(won)
  })

  it.each([
    ['de', 'aus 100.000 simulierten Kämpfen'],
    ['nl', '100.000'],
    ['en', 'from 100,000 simulated fights']
  ] as const)('in %s the number of simulated fights is grouped as the language writes it (%s, not 100000)', (locale, figure) => {
    const text = mount(OddsPanel, {
      props: { view: oneSided, error: null, policy: null },
      global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
    }).text()
    expect(text).toContain(figure)
    expect(text).not.toContain('100000')
  })

  it.each(['en', 'de', 'nl', 'nb'] as const)('in %s every chance is one unbreakable figure (a Dutch line broke between “38” and “%”)', (locale) => {
    const panel = mount(OddsPanel, {
      props: { view: oneSided, error: null, policy: null },
      global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
    })
    const lines = panel.findAll('.odds__lines li')
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) {
      const figures = line.findAll('.chance').map((c) => c.text())
      // Every "n %" of the line is a whole .chance element, which the panel keeps from wrapping.
      expect(figures).toEqual(line.text().match(/(?:[<>] )?[\d.,]+ %/g))
    }
  })
})

describe('a first estimate', () => {
  /** New fight's odds a moment after a change: 1,100 simulated fights, every one won, on the way to 100,000. */
  const early = (n: number, done = false): OddsView => ({
    ...oneSided,
    done,
    variants: [
      {
        ...oneSided.variants[0]!,
        n,
        outcomes: [{ key: 'won', label: 'won', ...fraction(1) }],
        combatants: [
          { id: 'brann', name: 'Brann', side: 'party', party: true, died: fraction(0.0004), harms: [{ key: 'injury', label: 'new injury', ...fraction(0.2) }] }
        ]
      }
    ]
  })
  const panel = (view: OddsView, locale: 'en' | 'de' | 'nl' | 'nb' = 'en') =>
    mount(OddsPanel, { props: { view, error: null, policy: null }, global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] } })

  it('never reads as certainty: from 1,100 fights “won ≈ 100 %”, each figure marked and the count called a first estimate', () => {
    const first = panel(early(1_100))
    expect(first.find('[data-test=odds-lines]').text()).toBe('won ≈ 100 %')
    expect(first.findAll('.odds__lines').at(-1)!.text()).toBe('Brann: death < 0.1 % · new injury ≈ 20 %')
    expect(first.find('[data-test=odds-progress]').text()).toBe('first estimate (≈): 1,100 of 100,000 simulated fights so far…')
    expect(first.find('[data-test=odds-progress]').attributes('data-provisional')).toBe('true')
  })

  it('from 5,000 fights, and when the job is done, the figures stand as they are', () => {
    const refined = panel(early(5_000))
    expect(refined.find('[data-test=odds-lines]').text()).toBe('won 100 %')
    expect(refined.find('[data-test=odds-progress]').text()).toBe('5,000 of 100,000 simulated fights so far…')
    const done = panel(early(1_100, true))
    expect(done.find('[data-test=odds-lines]').text()).toBe('won 100 %')
    expect(done.find('[data-test=odds-progress]').attributes('data-provisional')).toBeUndefined()
  })

  it.each([
    ['de', 'erste Schätzung (≈): bisher 1.100 von 100.000 simulierten Kämpfen…'],
    ['nl', 'eerste schatting (≈): tot nu toe 1.100 van 100.000 gesimuleerde gevechten…'],
    ['nb', 'første anslag (≈): 1 100 av 100 000 simulerte kamper så langt…']
  ] as const)('in %s it is called a first estimate too', (locale, words) => {
    const first = panel(early(1_100), locale)
    expect(first.find('[data-test=odds-progress]').text().replace(/\s/g, ' ')).toBe(words)
    expect(first.find('[data-test=odds-lines]').text()).toMatch(/ ≈ 100 %$/)
  })
})

describe('the odds panel’s risk chart', () => {
  /** An ODM hero of a fight won for certain: his likeliest harm is a lost LE point, which heals. */
  const passingHarm: OddsView = {
    ...oneSided,
    variants: [
      {
        ...oneSided.variants[0]!,
        combatants: [
          { id: 'alrik', name: 'Alrik', side: 'party', party: true, died: fraction(0), harms: [{ key: 'leLost', label: 'lost LE', ...fraction(0.8) }] }
        ]
      }
    ]
  }

  it.each([
    ['en', /lasting/i],
    ['de', /bleibend/i],
    ['nl', /blijvend/i],
    ['nb', /varig/i]
  ] as const)('in %s the bar of a character’s likeliest harm is not called lasting: lost LE 80 % is no lasting harm', (locale, lasting) => {
    const panel = mount(OddsPanel, {
      props: { view: passingHarm, error: null, policy: null },
      global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] }
    })
    const risk = panel.findAllComponents(OddsChart).at(-1)!
    const harm = risk.props('series').find((s) => s.key === 'harmed')!
    // The bar is the lost LE beside it (80 %), and neither its legend nor the chart's name claims it lasts.
    expect(harm.values).toEqual([0.8])
    expect(harm.label).not.toMatch(lasting)
    expect(risk.props('label')).not.toMatch(lasting)
    expect(panel.findAll('.odds__lines').at(-1)!.text()).toMatch(/Alrik: \S+ 0 % · lost LE 80 %/)
  })
})

describe('the odds charts’ legends', () => {
  it('name every outcome and risk as text below the chart, where a long legend wraps instead of taking the bars’ height (Weltenbuch’s three outcomes)', () => {
    const panel = mount(OddsPanel, {
      props: { view: oneSided, error: null, policy: null },
      global: { plugins: [createI18n({ legacy: false, locale: 'en', messages: uiMessages })] }
    })
    const legends = panel.findAll('[data-test=chart-legend]').map((l) => l.findAll('li').map((li) => li.text()))
    expect(legends).toEqual([
      ['won', 'lost'],
      ['death', 'harm']
    ])
  })
})
