import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Api, ChannelOutput } from '../../../src-main/ipc/contract.ts'
import { call } from '../api.ts'
import { useTask } from './task.ts'

export type Listing = ChannelOutput<'campaign.list'>[number]
export type SystemInfo = ChannelOutput<'systems.list'>[number]
export type ExampleOffer = ChannelOutput<'examples.list'>[number]
export type DataFolderProblem = NonNullable<ChannelOutput<'dataFolder.show'>['problem']>
/** A message key of the app's catalogue with its values: worded when shown, so it follows a change of the app's language. */
export interface PickerNotice {
  readonly key: string
  readonly params?: Readonly<Record<string, string>>
}

/** The campaign picker's state: what is on disk, and what the GM just did. Rules live in main, not here. */
export function defineCampaignsStore(api: Api) {
  return defineStore('campaigns', () => {
    const listings = ref<Listing[]>([])
    const systems = ref<SystemInfo[]>([])
    /** One example campaign per rule system, and the one made from it if the data folder holds it. */
    const examples = ref<ExampleOffer[]>([])
    /** The last thing done; outlives the component that did it (a trashed campaign's card). */
    const notice = ref<PickerNotice | null>(null)
    /** Why the data folder cannot be used (gone, or its settings unreadable): the picker then shows only that. */
    const folderProblem = ref<DataFolderProblem | null>(null)

    const { busy, error, run } = useTask()

    const fetchAll = async () => {
      ;[listings.value, systems.value, examples.value, folderProblem.value] = await Promise.all([
        call(api, 'campaign.list', {}),
        call(api, 'systems.list', {}),
        call(api, 'examples.list', {}),
        call(api, 'dataFolder.show', {}).then((info) => info.problem)
      ])
    }
    const load = () => run(fetchAll)
    /** "Try again": main reads the settings and looks for the folder again; true when it is there now. */
    const retryFolder = () =>
      run(async () => {
        folderProblem.value = (await call(api, 'dataFolder.retry', {})).problem
        if (folderProblem.value === null) await fetchAll()
        return folderProblem.value === null
      })

    const create = (input: { name: string; system: SystemInfo['id']; language: 'en' | 'de' | 'nl' | 'nb'; starterBestiary?: boolean }) =>
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
    const archive = (campaignId: string, archived: boolean) =>
      run(async () => (await call(api, 'campaign.archive', { campaignId, archived }), await relist(), true))
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

    const relistExamples = async () =>
      void ([listings.value, examples.value] = await Promise.all([call(api, 'campaign.list', {}), call(api, 'examples.list', {})]))
    /** Makes the system's example campaign (or finds the one made before); its id, to open it. */
    const addExample = (system: SystemInfo['id']) =>
      run(async () => {
        const campaign = await call(api, 'examples.add', { system })
        await relistExamples()
        return campaign.id
      })
    /** Removes an example campaign in one action (its folder goes to the trash folder); it stays on offer. */
    const removeExample = (campaignId: string) => run(async () => (await call(api, 'examples.remove', { campaignId }), await relistExamples(), true))

    return {
      listings,
      systems,
      examples,
      notice,
      folderProblem,
      busy,
      error,
      load,
      retryFolder,
      create,
      restore,
      rename,
      archive,
      trash,
      exportCampaign,
      importCampaign,
      addExample,
      removeExample
    }
  })
}
