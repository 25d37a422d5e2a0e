// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { createI18n } from 'vue-i18n'
import DesktopNoticeBar from '../../src-renderer/src/components/DesktopNoticeBar.vue'
import { desktopNotice } from '../../src-renderer/src/desktop.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import { desktopMessages } from '../../src-renderer/src/i18n/desktop.ts'

const messages = Object.fromEntries(Object.entries(uiMessages).map(([lang, ui]) => [lang, { ...ui, ...desktopMessages[lang as keyof typeof desktopMessages] }]))

function bar() {
  const i18n = createI18n({ legacy: false, locale: 'de', fallbackLocale: 'en', messages })
  return { i18n, wrapper: mount(DesktopNoticeBar, { global: { plugins: [i18n] } }) }
}

afterEach(() => (desktopNotice.value = null))

describe('the desktop notice bar', () => {
  it('words a menu command’s result in the language shown now, also after a switch', async () => {
    const { i18n, wrapper } = bar()
    desktopNotice.value = { kind: 'done', key: 'desktop.exportNeedsCampaign' }
    await nextTick()
    expect(wrapper.text()).toContain('Öffne eine Kampagne')
    i18n.global.locale.value = 'nl'
    await nextTick()
    expect(wrapper.text()).toContain('Open een campagne')
    expect(wrapper.text()).not.toContain('Öffne')
  })

  it('words a refusal of main in the language shown now', async () => {
    const { i18n, wrapper } = bar()
    desktopNotice.value = { kind: 'error', error: { key: 'importNotJson', params: {}, message: 'not JSON' }, file: null }
    await nextTick()
    const german = wrapper.text()
    expect(german).toContain('JSON')
    i18n.global.locale.value = 'nb'
    await nextTick()
    expect(wrapper.text()).not.toBe(german)
  })
})
