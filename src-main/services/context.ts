import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { CampaignRules, JournalNote } from '../../src-engine/core/campaign.ts'
import type { Message, RuleSystem } from '../../src-engine/core/types.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { Campaign, JournalEntry, Session } from '../storage/campaign-schema.ts'
import type { OddsJobs } from '../odds/jobs.ts'
import { CampaignStore, newId } from '../storage/campaign-store.ts'
import { FightFiles } from '../storage/fight-files.ts'
import { SessionFiles } from '../storage/session-files.ts'
import { fail } from './errors.ts'

/** What every service works with: the store, the clock, and fresh seeds. */
export class ServiceContext {
  readonly store: CampaignStore

  constructor(
    readonly dataRoot: string,
    readonly now: () => Date = () => new Date(),
    readonly newSeed: () => string = () => randomBytes(6).toString('hex'),
    /** Odds run on a worker thread the host provides (electron-vite's build in the app, esbuild's elsewhere). */
    readonly odds: OddsJobs | null = null
  ) {
    this.store = new CampaignStore(dataRoot, now)
  }

  fights(campaignId: string): FightFiles {
    return new FightFiles(join(this.store.folderOf(campaignId), 'fights'))
  }

  sessions(campaignId: string): SessionFiles {
    return new SessionFiles(join(this.store.folderOf(campaignId), 'sessions'))
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
export function currentSession(draft: Campaign, at: string): Session {
  const open = draft.sessions.find((s) => s.id === draft.currentSessionId)
  if (open) return open
  const session = newSession(draft, at)
  return session
}

/** Opens the next session, with its first journal line. */
export function newSession(draft: Campaign, at: string): Session {
  const number = draft.sessions.length + 1
  const session: Session = { id: newId(`session-${number}`), number, openedAt: at, closedAt: null, fightIds: [], archived: false, journal: [] }
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
