import { randomBytes } from 'node:crypto'
import type { CampaignRules, JournalNote } from '../../src-engine/core/campaign.ts'
import type { Message, RuleSystem } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { Campaign, JournalEntry, Session } from '../storage/campaign-schema.ts'
import type { OddsJobs } from '../odds/jobs.ts'
import type { DataFolderProblem } from './data-folder.ts'
import { CampaignStore, newId } from '../storage/campaign-store.ts'
import { StorageError } from '../storage/errors.ts'
import type { FightFiles } from '../storage/fight-files.ts'
import type { SessionFiles } from '../storage/session-files.ts'
import { fail } from './errors.ts'
import { recoverFights } from './fights.ts'

/** What every service works with: the store, the clock, and fresh seeds. */
export class ServiceContext {
  /** Replaced only by `switchTo`, when the GM moves the data folder. */
  store: CampaignStore
  /** Where the GM's choice of data folder is kept, outside the data folder; null where the folder is fixed. */
  settingsFile: string | null = null
  /**
   * Why the GM's data folder cannot be used now (services/data-folder.ts: the settings naming it unreadable, the
   * chosen folder gone); null when it can. While it says so, the store lists nothing and writes nothing.
   */
  folderProblem: () => Promise<DataFolderProblem | null> = async () => null

  constructor(
    public dataRoot: string,
    readonly now: () => Date = () => new Date(),
    readonly newSeed: () => string = () => randomBytes(6).toString('hex'),
    /** Odds run on a worker thread the host provides (electron-vite's build in the app, esbuild's elsewhere). */
    readonly odds: OddsJobs | null = null
  ) {
    // When a campaign is first read, what a crash between the writes of a fight's start, last answer, apply or
    // discard left is repaired (see recoverFights), so no fight is ever stuck.
    this.store = this.storeAt(dataRoot)
  }

  private storeAt(root: string): CampaignStore {
    return new CampaignStore(root, this.now, {
      recover: (id, campaign) => recoverFights(this, id, campaign),
      unavailable: async () => {
        const problem = await this.folderProblem()
        return problem && new StorageError('unavailable', problem.path, problem.detail)
      }
    })
  }

  /** Every service works on another data folder from now on (services/data-folder.ts copies and verifies it first). */
  switchTo(root: string): void {
    this.dataRoot = root
    this.store = this.storeAt(root)
  }

  /** The campaign's fight files; one object per campaign, so each fight file has one write queue. */
  fights(campaignId: string): FightFiles {
    return this.store.fightsOf(campaignId)
  }

  sessions(campaignId: string): SessionFiles {
    return this.store.sessionsOf(campaignId)
  }

  /** Lets go of the data folder: waits for the saves under way and gives up the writer's lock. */
  async close(): Promise<void> {
    await this.store.close()
  }
}

export function systemOf(campaign: Campaign): { system: RuleSystem; rules: CampaignRules } {
  const system = ruleSystem(campaign.system)
  if (!system.campaign) fail('rules', 'systemNoCampaigns', { system: campaign.system })
  return { system, rules: system.campaign }
}

export function characterOf(campaign: Campaign, characterId: string) {
  return campaign.characters.find((c) => c.id === characterId) ?? fail('notFound', 'characterNotFound', { id: characterId })
}

export function partyOf(campaign: Campaign, partyId: string) {
  return campaign.parties.find((p) => p.id === partyId) ?? fail('notFound', 'partyNotFound', { id: partyId })
}

/** The open session, opened on the spot if the GM has none open, so that nothing goes unrecorded. */
export function currentSession(draft: Campaign, at: string, id?: string): Session {
  const open = draft.sessions.find((s) => s.id === draft.currentSessionId)
  if (open) return open
  return newSession(draft, at, id)
}

/** Opens the next session, with its first journal line (and the id chosen beforehand, if one was). */
export function newSession(draft: Campaign, at: string, id?: string): Session {
  const number = draft.sessions.length + 1
  const session: Session = { id: id ?? newId(`session-${number}`), number, openedAt: at, closedAt: null, fightIds: [], archived: false, journal: [] }
  session.journal.push({ id: newId('entry'), at, day: draft.calendar.day, kind: 'session', message: { key: 'journal.sessionOpened', params: { number } } })
  draft.sessions.push(session)
  draft.currentSessionId = session.id
  return session
}

type JournalInput = Pick<JournalEntry, 'kind'> & { readonly message?: Message; readonly text?: string }

/** Adds entries to the open session's journal, dated by the clock and the in-game day. */
export function record(draft: Campaign, at: string, notes: readonly (JournalNote | JournalInput)[]): void {
  if (notes.length === 0) return
  const session = currentSession(draft, at)
  for (const note of notes) {
    const entry: JournalEntry = { id: newId('entry'), at, day: draft.calendar.day, kind: note.kind }
    if (note.message) entry.message = { key: note.message.key, params: { ...(note.message.params ?? {}) } as NonNullable<JournalEntry['message']>['params'] }
    if ('text' in note && note.text !== undefined) entry.text = note.text
    session.journal.push(entry)
  }
}

/** The longest name or title the app takes: files, screens, logs and exports all show it whole. */
export const MAX_NAME_LENGTH = 200

/**
 * Control characters (line breaks and tabs among them) and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that could make a name show something else than it holds.
 */
const FORBIDDEN_IN_NAMES = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u

/**
 * Checks a name or title the GM typed (campaign, party, character, opponent, fight): at most 200 characters
 * (counted as the GM sees them, by code point), none of them a control character or a text-direction override.
 */
export function checkName(what: string, name: string): string {
  const length = [...name].length
  if (length > MAX_NAME_LENGTH) fail('invalidInput', 'nameTooLong', { what, length, max: MAX_NAME_LENGTH })
  const bad = FORBIDDEN_IN_NAMES.exec(name)
  if (bad)
    fail('invalidInput', 'nameBadCharacters', {
      what,
      position: [...name.slice(0, bad.index)].length + 1,
      code: bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    })
  return name
}
