import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Api, ChannelOutput } from '../../../src-main/ipc/contract.ts'
import { call } from '../api.ts'
import { useTask } from './task.ts'

export type Listing = ChannelOutput<'campaign.list'>[number]
export type SystemInfo = ChannelOutput<'systems.list'>[number]

/** The campaign picker's state: what is on disk, and what the GM just did. Rules live in main, not here. */
export function defineCampaignsStore(api: Api) {
  return defineStore('campaigns', () => {
    const listings = ref<Listing[]>([])
    const systems = ref<SystemInfo[]>([])
    /** The last thing done, in the GM's words; outlives the component that did it (a trashed campaign's card). */
    const notice = ref<string | null>(null)

    const { busy, error, run } = useTask()

    const load = () =>
      run(async () => {
        ;[listings.value, systems.value] = await Promise.all([call(api, 'campaign.list', {}), call(api, 'systems.list', {})])
      })

    const create = (input: { name: string; system: SystemInfo['id']; language: 'en' | 'de' | 'nl' | 'nb' }) =>
      run(async () => {
        const campaign = await call(api, 'campaign.create', input)
        listings.value = await call(api, 'campaign.list', {})
        return campaign
      })

    const restore = (campaignId: string, file: string) =>
      run(async () => {
        await call(api, 'campaign.restore', { campaignId, file })
        listings.value = await call(api, 'campaign.list', {})
        return true
      })

    const relist = async () => void (listings.value = await call(api, 'campaign.list', {}))
    const rename = (campaignId: string, name: string) => run(async () => (await call(api, 'campaign.rename', { campaignId, name }), await relist(), true))
    const archive = (campaignId: string, archived: boolean) => run(async () => (await call(api, 'campaign.archive', { campaignId, archived }), await relist(), true))
    /** Moves the campaign folder to the trash folder; nothing is deleted for good. */
    const trash = (campaignId: string) => run(async () => (await call(api, 'campaign.trash', { campaignId }), await relist(), true))
    /** Saves the campaign with all its fights as one JSON file; the path, or null if the GM cancelled. */
    const exportCampaign = (campaignId: string) => run(async () => (await call(api, 'campaign.export', { campaignId })).file)
    /** Reads a campaign export chosen by the GM; it arrives as a new campaign, never replacing one. */
    const importCampaign = () =>
      run(async () => {
        const { campaign } = await call(api, 'campaign.import', {})
        await relist()
        return campaign
      })

    return { listings, systems, notice, busy, error, load, create, restore, rename, archive, trash, exportCampaign, importCampaign }
  })
}
