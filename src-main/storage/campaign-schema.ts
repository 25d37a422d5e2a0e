import { z } from 'zod'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { LANGUAGES } from '../../src-engine/text/catalog.ts'

export const CAMPAIGN_SCHEMA_VERSION = 2

const id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'an id is 1–64 lower-case letters, digits, - and _')
const timestamp = z.iso.datetime()

/** A structured, translatable line: the journal stores what happened, the UI words it in the GM's language. */
export const journalMessageSchema = z.strictObject({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).default({})
})

export const journalEntrySchema = z.strictObject({
  id,
  at: timestamp,
  /** In-game day when it happened. */
  day: z.number().int().min(0),
  kind: z.enum(['session', 'fight', 'injury', 'healing', 'death', 'item', 'time', 'note']),
  message: journalMessageSchema.optional(),
  /** The GM's own words, for notes. */
  text: z.string().max(20_000).optional()
})
export type JournalEntry = z.output<typeof journalEntrySchema>

export const sessionSchema = z.strictObject({
  id,
  number: z.number().int().min(1),
  openedAt: timestamp,
  closedAt: timestamp.nullable(),
  /** Fights started in this session; their logs are in fights/. */
  fightIds: z.array(id),
  /**
   * A closed session's journal and fight list live in sessions/<id>.json, so the campaign file stays small
   * however long the campaign.
   */
  archived: z.boolean(),
  journal: z.array(journalEntrySchema)
})
export type Session = z.output<typeof sessionSchema>

export const characterSchema = z.strictObject({
  id,
  /** The system's character sheet; checked against the system's own schema by the services. */
  sheet: z.record(z.string(), z.unknown()),
  notes: z.string().max(20_000).default('')
})
export type Character = z.output<typeof characterSchema>

export const partySchema = z.strictObject({
  id,
  name: z.string().trim().min(1).max(200),
  /** Character ids in marching order, front first. */
  members: z.array(id),
  /** Members the GM keeps out of fights by default (shown apart at the rear); each fight may still decide otherwise. */
  nonFighters: z.array(id).default([])
})
export type Party = z.output<typeof partySchema>

export const bestiaryEntrySchema = z.strictObject({
  id,
  /** An opponent in the system's setup format, e.g. { name, ks, count, kind } for ULTRA♦QUEST. */
  opponent: z.record(z.string(), z.unknown()),
  notes: z.string().max(20_000).default('')
})
export type BestiaryEntry = z.output<typeof bestiaryEntrySchema>

export const FIGHT_STATUSES = ['running', 'finished', 'applied', 'discarded'] as const

/** What the campaign knows of a fight besides its answers; kept in the fight's own file. */
export const fightMetaSchema = z.strictObject({
  partyId: id,
  sessionId: id.nullable(),
  title: z.string().max(500),
  status: z.enum(FIGHT_STATUSES),
  startedAt: timestamp,
  endedAt: timestamp.nullable(),
  day: z.number().int().min(0)
})
export type FightMeta = z.output<typeof fightMetaSchema>

/** A fight whose outcome is not yet applied or discarded; the campaign file lists only these. */
export const activeFightSchema = fightMetaSchema.extend({ id, status: z.enum(['running', 'finished']) })
export type ActiveFight = z.output<typeof activeFightSchema>

/** The campaign's lists: each element is checked on its own when a change touches it. */
export const campaignLists = {
  characters: characterSchema,
  parties: partySchema,
  bestiary: bestiaryEntrySchema,
  sessions: sessionSchema,
  activeFights: activeFightSchema
} as const
export type CampaignList = keyof typeof campaignLists

const campaignFields = {
  schemaVersion: z.literal(CAMPAIGN_SCHEMA_VERSION),
  id,
  name: z.string().trim().min(1, 'a campaign needs a name').max(200),
  system: z.enum(SYSTEM_IDS),
  /** The format of the system's sheets and bestiary entries (its campaign rules' sheetFormat); absent: 1, from before formats had versions. */
  sheetVersion: z.number().int().min(1).optional(),
  language: z.enum(LANGUAGES),
  archived: z.boolean(),
  /** One of the example campaigns the picker offers: shown as an example, removed with one action. */
  example: z.boolean().optional(),
  createdAt: timestamp,
  updatedAt: timestamp,
  settings: z.strictObject({
    /** The system's rule settings as the GM changed them; defaults fill the rest. */
    rules: z.record(z.string(), z.unknown()),
    backupsToKeep: z.number().int().min(1).max(100)
  }),
  calendar: z.strictObject({ day: z.number().int().min(0) })
}

/** A list whose elements are checked elsewhere; unlike z.array(z.unknown()) it neither walks nor copies them. */
function aList() {
  return z.custom<unknown[]>((value) => Array.isArray(value), 'Invalid input: expected array')
}

/**
 * The campaign without its lists' elements: every field and its type, and that each list is a list. With
 * `campaignLists` for the elements that changed and `crossReferenceIssues`, it checks a change exactly as
 * `campaignSchema` checks a whole document.
 */
export const campaignFrameSchema = z.strictObject({
  ...campaignFields,
  characters: aList(),
  parties: aList(),
  bestiary: aList(),
  sessions: aList(),
  currentSessionId: id.nullable(),
  activeFights: aList()
})

export interface CampaignIssue {
  readonly path: readonly (string | number)[]
  readonly message: string
}

type CrossReferenced = Pick<Campaign, 'characters' | 'parties' | 'sessions' | 'currentSessionId'>

/** What no single element can check: party members are characters, the current session exists. */
export function crossReferenceIssues(c: CrossReferenced): CampaignIssue[] {
  const issues: CampaignIssue[] = []
  const characters = new Set(c.characters.map((x) => x.id))
  c.parties.forEach((p, i) => {
    p.members.forEach((m, j) => {
      if (!characters.has(m)) issues.push({ path: ['parties', i, 'members', j], message: `no character has the id "${m}"` })
    })
    p.nonFighters.forEach((m, j) => {
      if (!p.members.includes(m)) issues.push({ path: ['parties', i, 'nonFighters', j], message: `"${m}" is not a member of the party` })
    })
  })
  if (c.currentSessionId !== null && !c.sessions.some((s) => s.id === c.currentSessionId)) {
    issues.push({ path: ['currentSessionId'], message: `no session has the id "${c.currentSessionId}"` })
  }
  return issues
}

export const campaignSchema = z
  .strictObject({
    ...campaignFields,
    characters: z.array(characterSchema),
    parties: z.array(partySchema),
    bestiary: z.array(bestiaryEntrySchema),
    sessions: z.array(sessionSchema),
    currentSessionId: id.nullable(),
    activeFights: z.array(activeFightSchema)
  })
  .superRefine((c, ctx) => {
    for (const issue of crossReferenceIssues(c)) ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message })
  })
export type Campaign = z.output<typeof campaignSchema>
