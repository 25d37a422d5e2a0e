// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import BattleLogView from '../../src-renderer/src/components/logs/BattleLogView.vue'
import type { FightListing } from '../../src-renderer/src/components/logs/groups.ts'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'
import type { FightView } from '../../src-renderer/src/stores/campaign.ts'

/** A Dutch Het Oog des Meesters log as main sends it: its lines and each round's heading in the log's language. */
const dutchLog: FightView = {
  id: 'f1',
  status: 'applied',
  title: 'Voorbeeldgevecht: orks bij de toren',
  request: null,
  requestText: null,
  lines: [
    { round: 0, text: 'Apart gevecht 1: Thorwal tegen Ork 1 [ODM-GAP-11]', rule: 'ODM-GAP-11', manual: false },
    { round: 1, text: 'Aanval van Thorwal: D20 → 9 = 9 [ODM-ATK-1]', rule: 'ODM-ATK-1', manual: false },
    { round: 2, text: 'Aanval van Thorwal: D20 → 20 = 20 [ODM-ATK-1]', rule: 'ODM-ATK-1', manual: false }
  ],
  roundHeadings: { 1: 'Gevechtsronde 1', 2: 'Gevechtsronde 2' },
  outcome: null,
  outcomeLines: ['Uitkomst na 2 gevechtsronden: overwinning voor de helden.'],
  answers: 12,
  rulesVersion: null,
  standing: null,
  preview: [],
  undoneFaces: null
}
const listing: FightListing = {
  id: 'f1',
  title: dutchLog.title,
  partyId: 'de-helden',
  sessionId: 's1',
  sessionNumber: 1,
  day: 0,
  status: 'applied',
  startedAt: '2026-12-02T06:52:00Z',
  endedAt: null,
  answers: 12,
  result: 'won'
}

describe('a battle log read in the Battle logs screen', () => {
  it('groups its lines under the log’s own round word (Gevechtsronde 1), as the runner and the export do, not the app’s “Runde 1”', () => {
    const view = mount(BattleLogView, {
      props: { fight: dutchLog, listing, busy: false },
      global: { plugins: [createI18n({ legacy: false, locale: 'de', messages: uiMessages })] }
    })
    expect(view.findAll('h4').map((h) => h.text())).toEqual(['Gevechtsronde 1', 'Gevechtsronde 2', 'Ergebnis'])
    expect(view.find('[data-round="1"]').text()).toContain('Aanval van Thorwal: D20 → 9 = 9')
  })
})
