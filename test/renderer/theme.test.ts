// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import ThemeChoice from '../../src-renderer/src/components/ThemeChoice.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import { chooseTheme, startTheme, theme } from '../../src-renderer/src/theme.ts'

const root = () => document.documentElement
const choice = (locale: 'en' | 'de' | 'nl' | 'nb' = 'en') =>
  mount(ThemeChoice, { global: { plugins: [createI18n({ legacy: false, locale, messages: uiMessages })] } })

beforeEach(() => {
  localStorage.clear()
  delete root().dataset.theme
  theme.value = 'system'
})

describe('the app’s theme', () => {
  it('is the system’s until the GM chooses: no mark on the root, so the stylesheet follows prefers-color-scheme', () => {
    startTheme()
    expect(theme.value).toBe('system')
    expect(root().hasAttribute('data-theme')).toBe(false)
    expect((choice().find('select').element as HTMLSelectElement).value).toBe('system')
  })

  it('Dark or Light applies at once on the root, and stays for the next start; System takes the mark off again', async () => {
    const select = choice().find('select')
    await select.setValue('dark')
    expect(root().dataset.theme).toBe('dark')
    // The next start reads the choice before anything shows.
    delete root().dataset.theme
    theme.value = 'system'
    startTheme()
    expect(root().dataset.theme).toBe('dark')
    expect((choice().find('select').element as HTMLSelectElement).value).toBe('dark')

    await select.setValue('light')
    startTheme()
    expect(root().dataset.theme).toBe('light')
    chooseTheme('system')
    startTheme()
    expect(root().hasAttribute('data-theme')).toBe(false)
  })

  it.each([
    ['en', 'Theme', ['System', 'Light', 'Dark']],
    ['de', 'Farbschema', ['System', 'Hell', 'Dunkel']],
    ['nl', 'Thema', ['Systeem', 'Licht', 'Donker']],
    ['nb', 'Tema', ['System', 'Lyst', 'Mørkt']]
  ] as const)('in %s it is offered as “%s” with its three choices', (locale, label, options) => {
    const view = choice(locale)
    expect(view.find('label').text()).toMatch(new RegExp(`^${label}`))
    expect(view.findAll('option').map((o) => o.text())).toEqual(options)
  })
})
