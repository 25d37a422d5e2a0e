import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Api, ChannelInput, ChannelOutput } from '../../../src-main/ipc/contract.ts'
import { call } from '../api.ts'
import { useTask } from './task.ts'

export type Campaign = ChannelOutput<'campaign.read'>
export type FightView = ChannelOutput<'fight.view'>
export type Answer = ChannelInput<'fight.answer'>['answer']

/** The open campaign and its fight: thin calls to the services, holding only what the screens show. */
export function defineCampaignStore(api: Api) {
  return defineStore('campaign', () => {
    const campaign = ref<Campaign | null>(null)
    const fight = ref<FightView | null>(null)
    const notice = ref<string | null>(null)

    const { busy, error, run } = useTask()
    const id = () => campaign.value!.id
    const changed = async (work: Promise<{ campaign: Campaign; createdId?: string | undefined }>) => {
      const result = await work
      campaign.value = result.campaign
      return result.createdId
    }

    const open = (campaignId: string) =>
      run(async () => {
        campaign.value = await call(api, 'campaign.read', { campaignId })
        const active = campaign.value.activeFights[0]
        fight.value = active ? await call(api, 'fight.view', { campaignId, fightId: active.id }) : null
      })
    const close = () => {
      campaign.value = null
      fight.value = null
    }
    const createParty = (name: string) => run(() => changed(call(api, 'party.create', { campaignId: id(), name })))
    const addCharacter = (partyId: string, sheet: Record<string, unknown>) => run(() => changed(call(api, 'character.add', { campaignId: id(), partyId, sheet })))
    const reorder = (partyId: string, members: string[]) => run(() => changed(call(api, 'party.reorder', { campaignId: id(), partyId, members })))
    const care = (characterId: string, action: string, amount?: number) =>
      run(() => changed(call(api, 'care.apply', { campaignId: id(), characterId, action, ...(amount === undefined ? {} : { amount }) })))
    const restParty = (partyId: string) => run(() => changed(call(api, 'care.restParty', { campaignId: id(), partyId })))
    const startFight = (input: Omit<ChannelInput<'fight.start'>, 'campaignId'>) =>
      run(async () => {
        fight.value = await call(api, 'fight.start', { ...input, campaignId: id() })
        campaign.value = await call(api, 'campaign.read', { campaignId: id() })
      })
    const answer = (a: Answer) => run(async () => void (fight.value = await call(api, 'fight.answer', { campaignId: id(), fightId: fight.value!.id, answer: a })))
    const undo = () => run(async () => void (fight.value = await call(api, 'fight.undo', { campaignId: id(), fightId: fight.value!.id })))
    const apply = () =>
      run(async () => {
        fight.value = await call(api, 'fight.apply', { campaignId: id(), fightId: fight.value!.id })
        campaign.value = await call(api, 'campaign.read', { campaignId: id() })
      })
    const exportLog = () =>
      run(async () => {
        const saved = await call(api, 'fight.exportLog', { campaignId: id(), fightId: fight.value!.id })
        notice.value = saved.file
      })
    const leaveFight = () => void (fight.value = null)

    return { campaign, fight, error, notice, busy, open, close, createParty, addCharacter, reorder, care, restParty, startFight, answer, undo, apply, exportLog, leaveFight }
  })
}
