import { CareRefusal, type CareAction, type CareRefusalReason } from '../../src-engine/core/campaign.ts'
import { newId } from '../storage/campaign-store.ts'
import { characterOf, newSession, partyOf, record, systemOf, type ServiceContext } from './context.ts'
import { fail, type ServiceErrorKey } from './errors.ts'

/** Opens a game session; a backup of the campaign is taken first (the start of a session is a safe point). */
export async function openSession(ctx: ServiceContext, campaignId: string) {
  const campaign = await ctx.store.read(campaignId)
  if (campaign.sessions.some((s) => s.id === campaign.currentSessionId && s.closedAt === null)) fail('conflict', 'sessionAlreadyOpen')
  await ctx.store.backup(campaignId, 'session')
  return ctx.store.update(campaignId, (c) => newSession(c, ctx.now().toISOString()).id)
}

/**
 * Closes the open session. Its journal moves to its own file first, then out of the campaign file, so a
 * long campaign's file stays small; a crash between the two leaves the session open, to be closed again.
 */
export async function closeSession(ctx: ServiceContext, campaignId: string) {
  const campaign = await ctx.store.read(campaignId)
  const open = campaign.sessions.find((s) => s.id === campaign.currentSessionId) ?? fail('conflict', 'noSessionOpen')
  const at = ctx.now().toISOString()
  const closing = { id: newId('entry'), at, day: campaign.calendar.day, kind: 'session' as const, message: { key: 'journal.sessionClosed', params: { number: open.number } } }
  await ctx.sessions(campaignId).write({ ...open, closedAt: at, archived: true, journal: [...open.journal, closing] })
  return ctx.store.update(campaignId, (c) => {
    const session = c.sessions.find((s) => s.id === open.id)!
    session.closedAt = at
    session.archived = true
    session.journal = []
    session.fightIds = []
    c.currentSessionId = null
  })
}

/** A session with its whole journal, from the campaign file or, once closed, from its own file. */
export async function readSession(ctx: ServiceContext, campaignId: string, sessionId: string) {
  const campaign = await ctx.store.read(campaignId)
  const session = campaign.sessions.find((s) => s.id === sessionId) ?? fail('notFound', 'sessionNotFound', { id: sessionId })
  return session.archived ? ctx.sessions(campaignId).read(sessionId) : session
}

export async function addNote(ctx: ServiceContext, campaignId: string, text: string) {
  if (text.trim() === '') fail('invalidInput', 'noteEmpty')
  return ctx.store.update(campaignId, (c) => record(c, ctx.now().toISOString(), [{ kind: 'note', text }]))
}

/** In-game days pass: the calendar moves on and each living character changes as his system says. */
export async function advanceDays(ctx: ServiceContext, campaignId: string, days: number) {
  if (!Number.isInteger(days) || days < 1 || days > 3650) fail('invalidInput', 'daysRange', { min: 1, max: 3650 })
  const campaign = await ctx.store.read(campaignId)
  const { rules } = systemOf(campaign)
  return ctx.store.update(campaignId, (c) => {
    const at = ctx.now().toISOString()
    c.calendar.day += days
    record(c, at, [{ kind: 'time', message: { key: 'journal.daysPassed', params: { days, day: c.calendar.day } } }])
    for (const character of c.characters) {
      const change = rules.passDays(character.sheet, days, c.settings.rules)
      character.sheet = change.sheet as Record<string, unknown>
      record(c, at, change.notes)
    }
  })
}

/** A care action (rest, healing spell, potion, curse breaker …) for one character, recorded in the journal. */
export async function careFor(ctx: ServiceContext, campaignId: string, characterId: string, action: string, amount?: number) {
  const campaign = await ctx.store.read(campaignId)
  const { rules } = systemOf(campaign)
  if (!rules.careActions.some((a) => a.id === action)) fail('invalidInput', 'unknownCareAction', { action })
  return ctx.store.update(campaignId, (c) => {
    const character = characterOf(c, characterId)
    let change
    try {
      change = rules.care(character.sheet, action, c.settings.rules, amount)
    } catch (error) {
      careRefused(error as Error, rules.sheetName(character.sheet))
    }
    character.sheet = change.sheet as Record<string, unknown>
    record(c, ctx.now().toISOString(), change.notes.length > 0 ? change.notes : [{ kind: 'healing', message: { key: 'journal.nothingToHeal', params: { name: rules.sheetName(character.sheet) } } }])
  })
}

const CARE_REFUSALS: Readonly<Record<CareRefusalReason, { readonly code: 'rules' | 'invalidInput'; readonly key: ServiceErrorKey }>> = {
  dead: { code: 'rules', key: 'careDead' },
  noInjury: { code: 'rules', key: 'careNoInjury' },
  noCurse: { code: 'rules', key: 'careNoCurse' },
  noPotion: { code: 'rules', key: 'careNoPotion' },
  leTooHigh: { code: 'invalidInput', key: 'careLeTooHigh' },
  amount: { code: 'invalidInput', key: 'careAmount' }
}

/** A care action the rules refuse, worded for the screen by its reason; any other error keeps the engine's text as detail. */
function careRefused(error: Error, name: string): never {
  if (error instanceof CareRefusal) fail(CARE_REFUSALS[error.reason].code, CARE_REFUSALS[error.reason].key, { name, ...error.params })
  fail('rules', 'careRefused', { name, detail: error.message })
}

/** The system's care action for resting a whole party, if it has one. */
export const partyRestAction = (actions: readonly CareAction[]): string | undefined => actions.find((a) => a.nightsRest)?.id

/** Rest for a whole party: every living member rests once, by the system's own kind of rest. */
export async function restParty(ctx: ServiceContext, campaignId: string, partyId: string) {
  const campaign = await ctx.store.read(campaignId)
  const { rules } = systemOf(campaign)
  const action = partyRestAction(rules.careActions) ?? fail('invalidInput', 'noPartyRest')
  return ctx.store.update(campaignId, (c) => {
    const at = ctx.now().toISOString()
    record(c, at, [{ kind: 'time', message: { key: 'journal.partyRested', params: { party: partyOf(c, partyId).name } } }])
    for (const id of partyOf(c, partyId).members) {
      const character = characterOf(c, id)
      if (character.sheet['dead'] === true) continue
      const change = rules.care(character.sheet, action, c.settings.rules)
      character.sheet = change.sheet as Record<string, unknown>
      record(c, at, change.notes)
    }
  })
}
