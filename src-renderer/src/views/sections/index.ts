import type { Component } from 'vue'
import type { Screen } from '../../stores/campaign.ts'
import BattleLogs from './BattleLogs.vue'
import BestiarySection from './BestiarySection.vue'
import CharacterEditor from './CharacterEditor.vue'
import EquipmentSection from './EquipmentSection.vue'
import FightSetupSection from './FightSetupSection.vue'
import JournalSection from './JournalSection.vue'
import PartyBoard from './PartyBoard.vue'
import SettingsSection from './SettingsSection.vue'

/** The rail's entries, in the order UI.md lists them. */
export const railSections = ['party', 'fightSetup', 'bestiary', 'logs', 'journal', 'settings'] as const satisfies readonly Screen['name'][]

/** Each screen of the main area; every one gets the open campaign as its `campaign` prop. */
export const sections: Record<Screen['name'], Component> = {
  party: PartyBoard,
  fightSetup: FightSetupSection,
  bestiary: BestiarySection,
  logs: BattleLogs,
  journal: JournalSection,
  settings: SettingsSection,
  character: CharacterEditor,
  equipment: EquipmentSection
}
