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

    return { listings, systems, busy, error, load, create, restore }
  })
}
