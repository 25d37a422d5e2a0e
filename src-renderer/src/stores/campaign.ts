import { defineStore } from 'pinia'
import { ref, shallowRef, watch } from 'vue'
import type { Api, ChannelInput, ChannelOutput } from '../../../src-main/ipc/contract.ts'
import { call } from '../api.ts'
import { useTask } from './task.ts'

export type Campaign = ChannelOutput<'campaign.read'>
export type FightView = ChannelOutput<'fight.view'>
export type Answer = ChannelInput<'fight.answer'>['answer']
export type OddsRequest = ChannelInput<'odds.start'>['request']
export type OddsView = ChannelOutput<'odds.start'>
/** The language of the screens, in which main words a fight's questions and standing (its log keeps the campaign's). */
export type ScreenLanguage = NonNullable<ChannelInput<'fight.view'>['lang']>
type Sheet = Record<string, unknown>
/** What a care action, a party's rest or days passing changed, in the screen's language, and its undo token. */
export type CareReport = Omit<ChannelOutput<'care.apply'>, 'campaign'>
/** The last change between fights as the party board shows it: its lines, whether it can be undone, whether it was. */
export interface CareFeedback {
  readonly lines: readonly string[]
  readonly undo: string | null
  readonly journaled: boolean
  readonly undone: boolean
}

/** The New fight form as the GM left it: kept while he goes to fix something else, cleared once the fight starts. */
export interface FightDraft {
  partyId: string
  counts: Record<string, number>
  oneOffs: unknown[]
  options: unknown
  title: string
}

/** What the main area shows; the rail switches between these. */
export type Screen =
  | { readonly name: 'party' | 'bestiary' | 'logs' | 'journal' | 'settings' }
  | { readonly name: 'fightSetup'; readonly bestiaryId?: string }
  | { readonly name: 'character'; readonly characterId: string | null; readonly partyId?: string }
  | { readonly name: 'equipment'; readonly characterId: string }

/** The open campaign and its fight: thin calls to the services, holding only what the screens show. */
export function defineCampaignStore(api: Api) {
  return defineStore('campaign', () => {
    const campaign = ref<Campaign | null>(null)
    const fight = ref<FightView | null>(null)
    const notice = ref<string | null>(null)
    const screen = ref<Screen>({ name: 'party' })
    const lang = ref<ScreenLanguage>('en')

    const task = useTask()
    const { busy, error, issues } = task
    /** How many refusal slots beside buttons are on the screen; while there is one, the top of the page keeps quiet. */
    const errorsInPlace = ref(0)
    const fightDraft = ref<FightDraft | null>(null)
    /** The last care change, shown with its undo until the GM does something else. */
    const careFeedback = ref<CareFeedback | null>(null)
    /**
     * What the cards show that the rules work out from a sheet (ULTRA♦QUEST's KS without a printed one), asked of main
     * after every change of the campaign: the renderer does not run the engine's code.
     */
    const cardValues = shallowRef<ChannelOutput<'roster.cardValues'>>({})
    watch(
      () => campaign.value && `${campaign.value.id} ${campaign.value.updatedAt}`,
      async (changedAt) => {
        if (!changedAt || !campaign.value) return void (cardValues.value = {})
        const values = await call(api, 'roster.cardValues', { campaignId: campaign.value.id }).catch(() => ({}))
        if (changedAt === (campaign.value && `${campaign.value.id} ${campaign.value.updatedAt}`)) cardValues.value = values
      },
      { immediate: true }
    )
    /** Every call starts with a clean slate: a "Saved to …" line or a care report from before does not stay above what follows. */
    const run = <T>(work: () => Promise<T>) => {
      notice.value = null
      careFeedback.value = null
      return task.run(work)
    }
    const id = () => campaign.value!.id
    const changed = async (work: Promise<{ campaign: Campaign; createdId?: string | undefined }>) => {
      const result = await work
      campaign.value = result.campaign
      return result.createdId ?? true
    }
    /** Any change through the services that answers the changed campaign; resolves to the new id, true, or undefined on failure. */
    const change = (work: (campaignId: string) => Promise<{ campaign: Campaign; createdId?: string | undefined }>) => run(() => changed(work(id())))
    const show = (next: Screen) => {
      screen.value = next
      error.value = null
      issues.value = []
      notice.value = null
      careFeedback.value = null
    }

    const open = (campaignId: string) =>
      run(async () => {
        const opened = await call(api, 'campaign.read', { campaignId })
        const active = opened.activeFights[0]
        const waiting = active ? await call(api, 'fight.view', { campaignId, fightId: active.id, lang: lang.value }) : null
        // Both at once: the party board must not show for a moment before the fight it opens on.
        campaign.value = opened
        fight.value = waiting
        fightDraft.value = null
        screen.value = { name: 'party' }
      })
    const close = () => {
      campaign.value = null
      fight.value = null
      fightDraft.value = null
    }
    const refresh = () => run(async () => void (campaign.value = await call(api, 'campaign.read', { campaignId: id() })))

    const createParty = (name: string) => change((campaignId) => call(api, 'party.create', { campaignId, name }))
    const renameParty = (partyId: string, name: string) => change((campaignId) => call(api, 'party.rename', { campaignId, partyId, name }))
    const removeParty = (partyId: string) => change((campaignId) => call(api, 'party.remove', { campaignId, partyId }))
    const reorder = (partyId: string, members: string[]) => change((campaignId) => call(api, 'party.reorder', { campaignId, partyId, members }))
    const setNonFighters = (partyId: string, members: string[]) => change((campaignId) => call(api, 'party.nonFighters', { campaignId, partyId, members }))
    const addCharacter = (partyId: string | undefined, sheet: Sheet) =>
      change((campaignId) => call(api, 'character.add', { campaignId, sheet, ...(partyId ? { partyId } : {}) }))
    const updateCharacter = (characterId: string, input: { sheet?: Sheet; notes?: string }) =>
      change((campaignId) => call(api, 'character.update', { campaignId, characterId, ...input }))
    const removeCharacter = (characterId: string) => change((campaignId) => call(api, 'character.remove', { campaignId, characterId }))
    const place = (characterId: string, partyId: string | null, position?: number) =>
      change((campaignId) => call(api, 'character.place', { campaignId, characterId, partyId, ...(position === undefined ? {} : { position }) }))
    const addOpponent = (opponent: Sheet, notes?: string) =>
      change((campaignId) => call(api, 'bestiary.add', { campaignId, opponent, ...(notes === undefined ? {} : { notes }) }))
    const updateOpponent = (opponentId: string, opponent: Sheet, notes?: string) =>
      change((campaignId) => call(api, 'bestiary.update', { campaignId, opponentId, opponent, ...(notes === undefined ? {} : { notes }) }))
    const removeOpponent = (opponentId: string) => change((campaignId) => call(api, 'bestiary.remove', { campaignId, opponentId }))
    const saveSettings = (input: Omit<ChannelInput<'campaign.settings'>, 'campaignId'>) =>
      run(async () => {
        campaign.value = await call(api, 'campaign.settings', { ...input, campaignId: id() })
        return true
      })
    const backups = () => run(() => call(api, 'campaign.backups', { campaignId: id() }))
    /** Puts a backup back in place of the campaign file; main keeps the replaced file as a backup too. */
    const restoreBackup = (file: string) =>
      run(async () => {
        campaign.value = await call(api, 'campaign.restore', { campaignId: id(), file })
        return true
      })
    /** A change that reports what it did (care, rest, days): the campaign is updated and the report kept for the screen. */
    const reported = (work: (campaignId: string) => Promise<ChannelOutput<'care.apply'>>) =>
      run(async () => {
        const { campaign: changedCampaign, ...report } = await work(id())
        campaign.value = changedCampaign
        careFeedback.value = { lines: report.changes, undo: report.undo, journaled: report.journaled, undone: false }
        return report as CareReport
      })
    /** A care action for one character; `by` names the character who gives it, for the journal. */
    const care = (characterId: string, action: string, amount?: number, by?: string) =>
      reported((campaignId) =>
        call(api, 'care.apply', { campaignId, characterId, action, lang: lang.value, ...(amount === undefined ? {} : { amount }), ...(by ? { by } : {}) })
      )
    const restParty = (partyId: string) => reported((campaignId) => call(api, 'care.restParty', { campaignId, partyId, lang: lang.value }))
    /** Takes back the last care change right away; the report then says what was undone. */
    const undoCare = async () => {
      const token = careFeedback.value?.undo
      if (!token) return undefined
      const done = await reported((campaignId) => call(api, 'care.undo', { campaignId, undo: token, lang: lang.value }))
      if (done && careFeedback.value) careFeedback.value = { ...careFeedback.value, undo: null, undone: true }
      return done
    }
    /** One ready item from a row (1–10) to the adjacent adventurer's first free row; main checks the rules. */
    const handItem = (fromId: string, toId: string, row: number) => change((campaignId) => call(api, 'equipment.hand', { campaignId, fromId, toId, row }))
    /** Whether a character can hand an item on, and to which neighbour: the system's rules, asked of main. */
    const handTargets = (characterId: string) => call(api, 'equipment.handTargets', { campaignId: id(), characterId })

    const startFight = (input: Omit<ChannelInput<'fight.start'>, 'campaignId'>) =>
      run(async () => {
        fight.value = await call(api, 'fight.start', { ...input, campaignId: id(), lang: lang.value })
        campaign.value = await call(api, 'campaign.read', { campaignId: id() })
      })
    const fightRef = () => ({ campaignId: id(), fightId: fight.value!.id, lang: lang.value })
    /**
     * The fight as main now has it. An answer that ends it, or an undo that opens it again, also changed the campaign's
     * list of fights waiting (the party board's "finished, not applied"), so the campaign is read again then.
     */
    const showFight = async (view: FightView) => {
      fight.value = view
      const listed = campaign.value?.activeFights.find((f) => f.id === view.id)
      if (listed && listed.status !== view.status) campaign.value = await call(api, 'campaign.read', { campaignId: id() })
    }
    const answer = (a: Answer) => run(async () => showFight(await call(api, 'fight.answer', { ...fightRef(), answer: a })))
    const undo = () => run(async () => showFight(await call(api, 'fight.undo', fightRef())))
    const apply = () =>
      run(async () => {
        fight.value = await call(api, 'fight.apply', fightRef())
        campaign.value = await call(api, 'campaign.read', { campaignId: id() })
      })
    /** Like pausing or leaving a finished fight, it ends on the party board, not on the form the fight was started from. */
    const discard = () =>
      run(async () => {
        await call(api, 'fight.discard', fightRef())
        const read = await call(api, 'campaign.read', { campaignId: id() })
        // All at once: the board must not show the discarded fight as waiting for a moment.
        campaign.value = read
        fight.value = null
        screen.value = { name: 'party' }
      })
    const exportLog = (fightId = fight.value!.id) =>
      run(async () => {
        const saved = await call(api, 'fight.exportLog', { campaignId: id(), fightId })
        notice.value = saved.file
      })
    const leaveFight = () => {
      fight.value = null
      screen.value = { name: 'party' }
    }

    // Journal & time, and the battle-log list.
    const openSession = () => change((campaignId) => call(api, 'session.open', { campaignId }))
    const closeSession = () => change((campaignId) => call(api, 'session.close', { campaignId }))
    const addNote = (text: string) => change((campaignId) => call(api, 'journal.note', { campaignId, text }))
    const advanceDays = (days: number) => reported((campaignId) => call(api, 'time.advance', { campaignId, days, lang: lang.value }))
    /** The session's journal as a text recap, saved where the GM chooses (the open session without an id). */
    const exportJournal = (sessionId?: string) =>
      run(async () => {
        const saved = await call(api, 'journal.export', { campaignId: id(), ...(sessionId ? { sessionId } : {}) })
        notice.value = saved.file
        return saved.saved
      })
    /** The open session's journal (or a closed one's), worded by main in the campaign's language. */
    const readJournal = (sessionId?: string) => run(() => call(api, 'journal.read', { campaignId: id(), ...(sessionId ? { sessionId } : {}) }))
    /** Every closed session's journal in one call, for a search through all sessions. */
    const readClosedJournals = () => run(() => call(api, 'journal.readClosed', { campaignId: id() }))
    const listFights = () => run(() => call(api, 'fight.list', { campaignId: id(), lang: lang.value }))
    const viewFight = (fightId: string) => run(() => call(api, 'fight.view', { campaignId: id(), fightId, lang: lang.value }))
    /** Opens a fight that is not yet applied in the fight runner again. */
    const resumeFight = (fightId: string) =>
      run(async () => void (fight.value = await call(api, 'fight.view', { campaignId: id(), fightId, lang: lang.value })))
    /**
     * Odds run beside whatever the GM does: these calls never set `busy`, so the screen stays usable while a
     * worker refines them; a failure shows in the odds panel, not as the screen's error.
     */
    const odds = {
      start: (request: OddsRequest) => call(api, 'odds.start', { campaignId: id(), request, lang: lang.value }),
      poll: (jobId: string) => call(api, 'odds.poll', { campaignId: id(), jobId, lang: lang.value }),
      cancel: (jobId: string) => call(api, 'odds.cancel', { jobId })
    }
    /** The GM switched the app's language: an open fight is worded again. */
    const setLanguage = async (next: ScreenLanguage) => {
      if (next === lang.value) return
      lang.value = next
      if (fight.value && campaign.value) await run(async () => void (fight.value = await call(api, 'fight.view', fightRef())))
    }

    return {
      campaign,
      fight,
      error,
      issues,
      notice,
      busy,
      screen,
      show,
      open,
      close,
      refresh,
      change,
      createParty,
      renameParty,
      removeParty,
      reorder,
      setNonFighters,
      addCharacter,
      updateCharacter,
      removeCharacter,
      place,
      addOpponent,
      updateOpponent,
      removeOpponent,
      saveSettings,
      backups,
      restoreBackup,
      careFeedback,
      cardValues,
      errorsInPlace,
      fightDraft,
      care,
      restParty,
      undoCare,
      exportJournal,
      handItem,
      handTargets,
      startFight,
      answer,
      undo,
      apply,
      discard,
      exportLog,
      leaveFight,
      openSession,
      closeSession,
      addNote,
      advanceDays,
      readJournal,
      readClosedJournals,
      listFights,
      viewFight,
      resumeFight,
      setLanguage,
      odds
    }
  })
}
