// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import TimePanel from '../../src-renderer/src/components/journal/TimePanel.vue'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { Campaign } from '../../src-renderer/src/stores/campaign.ts'

/** Only what the time panel reads of a campaign: its date, its parties and its open session. */
const campaign = {
  system: 'thalia',
  calendar: { day: 3 },
  parties: [],
  currentSessionId: 's1',
  sessions: [{ id: 's1', number: 1, openedAt: '2026-12-02T06:18:00Z', closedAt: null }]
} as unknown as Campaign

describe('the journal’s time panel', () => {
  it('“open since …” carries no separator of its own text: the dot is drawn before it, so it never leads a line when the date wraps', () => {
    for (const locale of ['en', 'de', 'nl', 'nb'] as const) {
      const panel = mount(TimePanel, {
        props: { campaign, busy: false },
        global: { plugins: [createPinia(), createI18n({ legacy: false, locale, messages: uiMessages })] }
      })
      const since = panel.find('[data-test=open-since]')
      expect(since.text(), locale).toMatch(/^(open since|offen seit|open sinds|åpen siden) \S/)
      expect(panel.find('[data-test=session]').text(), locale).not.toContain('·')
      panel.unmount()
    }
  })
})
