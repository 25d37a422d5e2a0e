import { nextTick, type Ref } from 'vue'
import { desktopNotice, onMenuCommand } from './desktop.ts'
import { useCampaigns } from './stores/use-campaigns.ts'

/**
 * The File menu's campaign commands, done with the picker's own actions: New and Open go to the picker (New puts the
 * cursor in the new campaign's name), Import reads an export into a new campaign there, Export saves the open one.
 * Leaving a campaign loses nothing: every change, every answer of a fight, is saved when it is made.
 */
export function useMenuCommands(openCampaign: Ref<string | null>): void {
  const campaigns = useCampaigns()

  onMenuCommand(async (command) => {
    if (command === 'campaign.export') {
      if (!openCampaign.value) {
        desktopNotice.value = { kind: 'done', key: 'desktop.exportNeedsCampaign' }
        return
      }
      const file = await campaigns.exportCampaign(openCampaign.value)
      if (file) desktopNotice.value = { kind: 'done', key: 'picker.exported', params: { file } }
      else if (campaigns.error) desktopNotice.value = { kind: 'error', error: campaigns.error, file: null }
      return
    }
    if (!['campaign.new', 'campaign.open', 'campaign.import'].includes(command)) return
    openCampaign.value = null
    await nextTick()
    if (command === 'campaign.new') document.querySelector<HTMLInputElement>('form.create input[name="name"]')?.focus()
    if (command === 'campaign.import') {
      const campaign = await campaigns.importCampaign()
      if (campaign) campaigns.notice = { key: 'picker.imported', params: { name: campaign.name } }
    }
  })
}
