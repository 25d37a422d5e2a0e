import { defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { Api, ChannelOutput } from '../../../src-main/ipc/contract.ts'
import { ApiError, call } from '../api.ts'
import type { TaskError } from './task.ts'

export type FolderAccess = ChannelOutput<'folder.status'>['access']
export type CampaignConflict = NonNullable<ChannelOutput<'campaign.conflict'>>
export type ConflictCopy = ChannelOutput<'campaign.conflictCopies'>[number]
type Campaign = ChannelOutput<'campaign.read'>

/** How often the screen asks main whether another program changed the data folder; main answers from its watch. */
export const POLL_MS = 2000

/**
 * Other programs' work on the data folder as the GM sees it (issue 13): whether another Marching Order holds the folder
 * (then this window only reads), the open campaign's file changed behind the app's back (taken at once, since the app
 * never holds unsaved changes; offered as a choice when a save was refused or the file cannot be read), and the
 * conflict copies sync tools left beside the campaign's files. One poll over IPC or the bridge alike.
 */
export function defineFolderStore(api: Api) {
  return defineStore('folder', () => {
    const access = shallowRef<FolderAccess>({ readOnly: false })
    /** The campaign being watched, and what to do with it when it was read again. */
    const watched = ref<string | null>(null)
    let reloaded: (campaign: Campaign) => void = () => undefined
    const conflict = shallowRef<CampaignConflict | null>(null)
    /** Whether the conflict came up because a save of the GM's was refused (his last change then needs doing again). */
    const refusedSave = ref(false)
    /** The GM closed the conflict without choosing: it waits in the notice until he does. */
    const conflictAside = ref(false)
    const copies = shallowRef<ConflictCopy[]>([])
    let copyNames = ''
    /** The GM opened the campaign from the picker's conflict-copies marker: the list is brought into view once shown. */
    const showCopies = ref(false)
    /** When the open campaign was last taken again from disk after another program changed it. */
    const refreshedAt = ref<Date | null>(null)
    const error = shallowRef<TaskError | null>(null)
    const busy = ref(false)
    let timer: ReturnType<typeof setTimeout> | null = null
    let polling: Promise<void> | null = null

    const failed = (e: unknown) => {
      error.value = e instanceof ApiError ? { message: e.message, key: e.key, params: e.params } : { message: (e as Error).message, params: {} }
    }

    /** Shows both versions for the GM to choose; null when the file is again what the app holds. */
    const loadConflict = async (campaignId: string, bySave = false) => {
      conflict.value = await call(api, 'campaign.conflict', { campaignId })
      refusedSave.value = bySave
      conflictAside.value = false
    }

    const loadCopies = async (campaignId: string) => {
      copies.value = await call(api, 'campaign.conflictCopies', { campaignId })
      copyNames = copies.value.map((c) => c.file).join('\n')
    }

    const pollOnce = async () => {
      const campaignId = watched.value
      const status = await call(api, 'folder.status', campaignId ? { campaignId } : {})
      access.value = status.access
      if (!campaignId || !status.campaign || campaignId !== watched.value) return
      if (status.campaign.outside !== null && conflict.value === null && !conflictAside.value) {
        try {
          reloaded(await call(api, 'campaign.read', { campaignId }))
          refreshedAt.value = new Date()
        } catch (e) {
          // Deleted, truncated or damaged by the other program: the GM keeps his version or restores a backup.
          if (!(e instanceof ApiError) || e.code !== 'storage') throw e
          await loadConflict(campaignId)
        }
      }
      if (status.campaign.copies.join('\n') !== copyNames) await loadCopies(campaignId)
    }

    /** One poll at a time; a failed poll (the app closing, the bridge gone) is tried again at the next tick. */
    const poll = () =>
      (polling ??= pollOnce()
        .catch(() => undefined)
        .finally(() => (polling = null)))

    const tick = async () => {
      await poll()
      timer = setTimeout(() => void tick(), POLL_MS)
    }

    /** Starts asking main (once per window); the first answer comes at once. */
    const start = () => {
      if (timer === null) void tick()
    }
    const stop = () => {
      if (timer !== null) clearTimeout(timer)
      timer = null
    }

    /** Watches an open campaign; `onReload` receives it each time it is read again. Null: the picker, no campaign. */
    const watch = async (campaignId: string | null, onReload: (campaign: Campaign) => void = () => undefined) => {
      watched.value = campaignId
      reloaded = onReload
      // Back on the picker: a marker's wish to see the copies is spent, whether they were there or not.
      if (campaignId === null) showCopies.value = false
      conflict.value = null
      conflictAside.value = false
      copies.value = []
      copyNames = ''
      refreshedAt.value = null
      error.value = null
      await poll()
    }

    /** A save was refused because another program changed the file: the GM chooses between both versions. */
    const saveRefused = async () => {
      const campaignId = watched.value
      if (!campaignId) return
      try {
        await loadConflict(campaignId, true)
      } catch (e) {
        failed(e)
      }
    }

    const act = async <T>(work: (campaignId: string) => Promise<T>): Promise<T | undefined> => {
      const campaignId = watched.value
      if (!campaignId) return undefined
      busy.value = true
      error.value = null
      try {
        return await work(campaignId)
      } catch (e) {
        failed(e)
        return undefined
      } finally {
        busy.value = false
      }
    }

    /** Keeps the app's version or the other program's; main puts the one not kept into the backups. */
    const resolveConflict = (keep: 'mine' | 'theirs') =>
      act(async (campaignId) => {
        const campaign = await call(api, 'campaign.resolveConflict', { campaignId, keep })
        conflict.value = null
        conflictAside.value = false
        reloaded(campaign)
        return true
      })

    /** `copy` puts the copy in place of its original, `original` keeps the file as it is; the other goes to the backups. */
    const resolveCopy = (file: string, keep: 'original' | 'copy') =>
      act(async (campaignId) => {
        const kind = copies.value.find((c) => c.file === file)?.kind
        copies.value = await call(api, 'campaign.resolveConflictCopy', { campaignId, file, keep })
        copyNames = copies.value.map((c) => c.file).join('\n')
        // A campaign file taken from a copy is read again at once, not at the next poll.
        if (keep === 'copy' && kind === 'campaign') reloaded(await call(api, 'campaign.read', { campaignId }))
        return true
      })

    const putConflictAside = () => {
      conflictAside.value = true
    }
    const reopenConflict = () => {
      conflictAside.value = false
    }

    return {
      access,
      watched,
      conflict,
      refusedSave,
      conflictAside,
      copies,
      showCopies,
      refreshedAt,
      error,
      busy,
      start,
      stop,
      poll,
      watch,
      saveRefused,
      resolveConflict,
      resolveCopy,
      putConflictAside,
      reopenConflict
    }
  })
}
