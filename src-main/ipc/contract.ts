import { z } from 'zod'
import { COMBATANT_CONDITIONS } from '../../src-engine/core/standing.ts'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import { LANGUAGES } from '../../src-engine/text/catalog.ts'
import { givenAnswerSchema } from '../storage/answer-schema.ts'
import { campaignSchema, journalEntrySchema, sessionSchema } from '../storage/campaign-schema.ts'
import type { ErrorParams, FieldIssue, ServiceErrorKey } from '../services/errors.ts'
import { FORM_KINDS } from '../services/form-schemas.ts'

const id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'an id is 1–64 lower-case letters, digits, - and _')
const name = z.string().trim().min(1, 'a name is needed').max(200)
const json = z.record(z.string(), z.unknown())
const campaignRef = z.strictObject({ campaignId: id })
/** A fight as the runner shows it: its questions, standing and preview in the screen's language (the log stays the campaign's). */
const fightRef = campaignRef.extend({ fightId: id, lang: z.enum(LANGUAGES).optional() })
const ok = z.strictObject({ ok: z.literal(true) })

const messageSchema = z.strictObject({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() })
const optionSchema = z.strictObject({ id: z.string(), label: messageSchema })
const requestBase = { key: z.string(), round: z.number(), actor: z.string().optional(), prompt: messageSchema, rule: z.string() }
export const requestSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...requestBase,
    type: z.literal('dice'),
    notation: z.string(),
    parts: z.array(z.strictObject({ label: z.string(), notation: z.string(), sides: z.array(z.number()), modifier: z.number() })),
    target: z.strictObject({ atLeast: z.number().optional(), atMost: z.number().optional() }).optional()
  }),
  z.strictObject({ ...requestBase, type: z.literal('chooseOne'), options: z.array(optionSchema), default: z.string() }),
  z.strictObject({
    ...requestBase,
    type: z.literal('chooseMany'),
    options: z.array(optionSchema),
    min: z.number(),
    max: z.number(),
    ordered: z.boolean(),
    default: z.array(z.string())
  }),
  z.strictObject({ ...requestBase, type: z.literal('confirm') })
])

/** What the runner sends: a given answer, or "roll" for the seeded generator. */
export const answerSchema = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('roll') }), ...givenAnswerSchema.options])

const standingTextSchema = z.strictObject({
  round: z.number(),
  roundLabel: z.string(),
  phase: z.string().nullable(),
  acting: z.array(z.string()),
  actingSide: z.string().nullable(),
  actingLabel: z.string().nullable(),
  order: z.array(z.string()),
  sides: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      party: z.boolean(),
      harmFromRear: z.literal(true).optional(),
      combatants: z.array(
        z.strictObject({
          id: z.string(),
          name: z.string(),
          position: z.number().nullable(),
          values: z.array(
            z.strictObject({ key: z.string(), label: z.string(), current: z.number(), max: z.number().nullable(), rising: z.boolean(), text: z.string() })
          ),
          conditions: z.array(z.strictObject({ key: z.enum(COMBATANT_CONDITIONS), label: z.string() })),
          marks: z.array(z.strictObject({ key: z.string(), label: z.string(), harm: z.boolean() }))
        })
      )
    })
  )
})

export const fightViewSchema = z.strictObject({
  id,
  status: z.enum(['running', 'finished', 'applied', 'discarded']),
  title: z.string(),
  request: requestSchema.nullable(),
  requestText: z.strictObject({ prompt: z.string(), options: z.record(z.string(), z.string()) }).nullable(),
  lines: z.array(z.strictObject({ round: z.number(), text: z.string(), rule: z.string(), manual: z.boolean() })),
  roundHeadings: z.record(z.string(), z.string()),
  outcome: z.unknown(),
  outcomeLines: z.array(z.string()),
  answers: z.number(),
  rulesVersion: z.strictObject({ system: z.enum(SYSTEM_IDS), madeUnder: z.number(), current: z.number() }).nullable(),
  standing: standingTextSchema.nullable(),
  preview: z.array(z.strictObject({ kind: journalEntrySchema.shape.kind, text: z.string() })),
  undoneFaces: z.array(z.number()).nullable()
})

/** A fight as the GM sets it up: which party, which opponents (from the bestiary with how many, or written out), the options. */
const fightSetupInput = z.strictObject({
  partyId: id,
  opponents: z
    .array(z.union([z.strictObject({ bestiaryId: id, count: z.number().int().min(1).max(50).optional() }), z.strictObject({ opponent: json })]))
    .max(50),
  options: json
})

const fractionSchema = { p: z.number(), low: z.number(), high: z.number() }
const oddsViewSchema = z.strictObject({
  jobId: id,
  done: z.boolean(),
  failed: z.string().nullable(),
  target: z.number(),
  policy: z.strictObject({ id: z.string(), label: z.string() }),
  policies: z.array(z.strictObject({ id: z.string(), label: z.string() })),
  variants: z.array(
    z.strictObject({
      id: z.string(),
      n: z.number(),
      outcomes: z.array(z.strictObject({ key: z.string(), label: z.string(), ...fractionSchema })),
      combatants: z.array(
        z.strictObject({
          id: z.string(),
          name: z.string(),
          side: z.string(),
          party: z.boolean(),
          died: z.strictObject(fractionSchema),
          harms: z.array(z.strictObject({ key: z.string(), label: z.string(), ...fractionSchema }))
        })
      ),
      rounds: z.array(z.strictObject({ rounds: z.number(), p: z.number() }))
    })
  )
})

/** Where the campaigns are, whether the GM may choose another folder, and why the folder cannot be used now, if so. */
const dataFolderInfoSchema = z.strictObject({
  path: z.string(),
  changeable: z.boolean(),
  canChoose: z.boolean(),
  problem: z.strictObject({ kind: z.enum(['settingsUnreadable', 'folderMissing', 'notAFolder']), path: z.string(), detail: z.string() }).nullable()
})
const dataFolderChangeSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('moved'), path: z.string(), oldPath: z.string(), files: z.number(), bytes: z.number() }),
  z.strictObject({ state: z.literal('opened'), path: z.string(), oldPath: z.string() }),
  z.strictObject({ state: z.literal('holdsCampaigns'), path: z.string(), campaigns: z.number() })
])
const backupSchema = z.strictObject({ file: z.string(), takenAt: z.string(), reason: z.string(), bytes: z.number() })
const listingSchema = z.union([
  z.strictObject({
    id,
    name: z.string(),
    system: z.enum(SYSTEM_IDS),
    language: z.enum(LANGUAGES),
    archived: z.boolean(),
    example: z.boolean().optional(),
    updatedAt: z.string(),
    day: z.number(),
    sessions: z.number(),
    conflictCopies: z.number()
  }),
  z.strictObject({ id, error: z.strictObject({ problem: z.string(), detail: z.string() }), backups: z.array(backupSchema) })
])
const changed = z.strictObject({ campaign: campaignSchema, createdId: id.optional() })
const saved = z.strictObject({ saved: z.boolean(), file: z.string().nullable() })
/**
 * A change between fights (care, a party's rest, days passing): what it changed, worded in the screen's language;
 * whether the open session's journal has it (none opens for preparation); the token that undoes it right away.
 */
const careChanged = changed.extend({ changes: z.array(z.string()), journaled: z.boolean(), undo: z.string().nullable() })
const screenLang = { lang: z.enum(LANGUAGES).optional() }

const systemInfo = z.strictObject({
  id: z.enum(SYSTEM_IDS),
  campaigns: z.boolean(),
  /** `nightsRest` marks the action "Rest the party" uses (rest, or Weltenbuch's sleep). */
  careActions: z.array(
    z.strictObject({ id: z.string(), label: messageSchema, needs: z.enum(['row', 'points', 'value']).optional(), nightsRest: z.boolean().optional() })
  ),
  /** Days passing heal, so a night's rest is one day passing; otherwise only the care action heals. */
  daysHeal: z.boolean(),
  /** The sheet has numbered equipment rows handed between neighbours: the Equipment screen and equipment.hand. */
  equipmentRows: z.boolean()
})

/** A neighbour in the marching order an item can be handed to (equipment.handTargets). */
const handTarget = z.strictObject({ id, name: z.string(), hasFreeRow: z.boolean() })

/** A session's journal as main words it in the campaign's language (journal.read). */
const journalViewSchema = z.strictObject({
  session: z.strictObject({ id, number: z.number(), openedAt: z.string(), closedAt: z.string().nullable() }).nullable(),
  entries: z.array(z.strictObject({ id, at: z.string(), day: z.number(), kind: journalEntrySchema.shape.kind, text: z.string() }))
})

/** One battle log in the list (fight.list), or a fight file that cannot be read, with the problem. */
const fightListingSchema = z.union([
  z.strictObject({
    id,
    title: z.string(),
    partyId: id,
    sessionId: id.nullable(),
    sessionNumber: z.number().nullable(),
    day: z.number(),
    status: fightViewSchema.shape.status,
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    answers: z.number(),
    result: z.string().nullable()
  }),
  z.strictObject({ id, problem: z.string() })
])

/** Another program's work on the data folder (issue 13): who holds it, the campaign file changed, sync tools' copies. */
const folderAccessSchema = z.union([
  z.strictObject({ readOnly: z.literal(false) }),
  z.strictObject({ readOnly: z.literal(true), holder: z.strictObject({ pid: z.number(), host: z.string(), since: z.string() }).nullable(), reason: z.string() })
])
const folderStatusSchema = z.strictObject({
  access: folderAccessSchema,
  campaign: z.strictObject({ outside: z.enum(['changed', 'deleted', 'created']).nullable(), copies: z.array(z.string()) }).nullable()
})
const versionSummarySchema = z.strictObject({
  name: z.string(),
  updatedAt: z.string(),
  day: z.number(),
  sessions: z.number(),
  characters: z.number(),
  parties: z.number(),
  activeFights: z.number(),
  bytes: z.number()
})
const campaignConflictSchema = z.strictObject({
  file: z.string(),
  mine: versionSummarySchema,
  theirs: z.union([versionSummarySchema, z.strictObject({ problem: z.string(), detail: z.string() })])
})
const conflictCopySchema = z.strictObject({
  file: z.string(),
  of: z.string(),
  kind: z.enum(['campaign', 'fight', 'session']),
  tool: z.enum(['syncthing', 'nextcloud', 'dropbox', 'onedrive']),
  bytes: z.number(),
  modifiedAt: z.string(),
  problem: z.string().nullable()
})

const formSchemasSchema = z.strictObject(Object.fromEntries(FORM_KINDS.map((kind) => [kind, json])) as Record<(typeof FORM_KINDS)[number], typeof json>)

/** Every channel: the payload the renderer may send and the value it gets back. */
export const contract = {
  'systems.list': { input: z.strictObject({}), output: z.array(systemInfo) },
  'systems.forms': { input: z.strictObject({ system: z.enum(SYSTEM_IDS) }), output: formSchemasSchema },
  'campaign.list': { input: z.strictObject({}), output: z.array(listingSchema) },
  'campaign.create': {
    input: z.strictObject({ name, system: z.enum(SYSTEM_IDS), language: z.enum(LANGUAGES), starterBestiary: z.boolean().optional() }),
    output: campaignSchema
  },
  'campaign.read': { input: campaignRef, output: campaignSchema },
  'campaign.rename': { input: campaignRef.extend({ name }), output: campaignSchema },
  'campaign.archive': { input: campaignRef.extend({ archived: z.boolean() }), output: campaignSchema },
  'campaign.trash': { input: campaignRef, output: ok },
  'campaign.settings': {
    input: campaignRef.extend({ rules: json.optional(), backupsToKeep: z.number().int().min(1).max(100).optional(), language: z.enum(LANGUAGES).optional() }),
    output: campaignSchema
  },
  'campaign.export': { input: campaignRef, output: saved },
  'campaign.import': { input: z.strictObject({}), output: z.strictObject({ campaign: campaignSchema.nullable() }) },
  'campaign.backups': { input: campaignRef, output: z.array(backupSchema) },
  'campaign.restore': { input: campaignRef.extend({ file: z.string().max(200) }), output: campaignSchema },
  'examples.list': { input: z.strictObject({}), output: z.array(z.strictObject({ system: z.enum(SYSTEM_IDS), name: z.string(), campaignId: id.nullable() })) },
  'examples.add': { input: z.strictObject({ system: z.enum(SYSTEM_IDS) }), output: campaignSchema },
  'examples.remove': { input: campaignRef, output: ok },
  'dataFolder.show': { input: z.strictObject({}), output: dataFolderInfoSchema },
  'dataFolder.retry': { input: z.strictObject({}), output: dataFolderInfoSchema },
  'dataFolder.choose': { input: z.strictObject({}), output: z.strictObject({ path: z.string().nullable() }) },
  'dataFolder.change': { input: z.strictObject({ path: z.string().min(1).max(4096), mode: z.enum(['move', 'open']) }), output: dataFolderChangeSchema },
  'character.add': { input: campaignRef.extend({ sheet: json, partyId: id.optional() }), output: changed },
  'character.update': { input: campaignRef.extend({ characterId: id, sheet: json.optional(), notes: z.string().max(20_000).optional() }), output: changed },
  'character.remove': { input: campaignRef.extend({ characterId: id }), output: changed },
  'character.place': { input: campaignRef.extend({ characterId: id, partyId: id.nullable(), position: z.number().int().min(0).optional() }), output: changed },
  'party.create': { input: campaignRef.extend({ name }), output: changed },
  'party.rename': { input: campaignRef.extend({ partyId: id, name }), output: changed },
  'party.remove': { input: campaignRef.extend({ partyId: id }), output: changed },
  'party.reorder': { input: campaignRef.extend({ partyId: id, members: z.array(id).max(100) }), output: changed },
  'party.nonFighters': { input: campaignRef.extend({ partyId: id, members: z.array(id).max(100) }), output: changed },
  'bestiary.add': { input: campaignRef.extend({ opponent: json, notes: z.string().max(20_000).optional() }), output: changed },
  'bestiary.update': { input: campaignRef.extend({ opponentId: id, opponent: json, notes: z.string().max(20_000).optional() }), output: changed },
  'bestiary.remove': { input: campaignRef.extend({ opponentId: id }), output: changed },
  'session.open': { input: campaignRef, output: changed },
  'session.close': { input: campaignRef, output: changed },
  'session.read': { input: campaignRef.extend({ sessionId: id }), output: sessionSchema },
  'journal.note': { input: campaignRef.extend({ text: z.string().max(20_000) }), output: changed },
  'journal.read': { input: campaignRef.extend({ sessionId: id.optional() }), output: journalViewSchema },
  'journal.readClosed': { input: campaignRef, output: z.array(journalViewSchema) },
  'journal.export': { input: campaignRef.extend({ sessionId: id.optional() }), output: saved },
  'time.advance': { input: campaignRef.extend({ days: z.number().int().min(1).max(3650), ...screenLang }), output: careChanged },
  'care.apply': {
    input: campaignRef.extend({
      characterId: id,
      action: z.string().max(100),
      amount: z.number().int().min(0).max(10_000).optional(),
      by: id.optional(),
      ...screenLang
    }),
    output: careChanged
  },
  'care.restParty': { input: campaignRef.extend({ partyId: id, ...screenLang }), output: careChanged },
  'care.undo': { input: campaignRef.extend({ undo: z.string().regex(/^[0-9a-f]{12}$/), ...screenLang }), output: careChanged },
  'equipment.hand': { input: campaignRef.extend({ fromId: id, toId: id, row: z.number().int().min(1).max(10) }), output: changed },
  /** Whom a character can hand a ready item to now, as the system's hand-over rules say: the Equipment screen's buttons. */
  'equipment.handTargets': {
    input: campaignRef.extend({ characterId: id }),
    output: z.strictObject({ canAct: z.boolean(), front: handTarget.nullable(), rear: handTarget.nullable() })
  },
  'fight.start': {
    input: campaignRef.extend({
      ...fightSetupInput.shape,
      title: z.string().max(500).optional(),
      lang: z.enum(LANGUAGES).optional()
    }),
    output: fightViewSchema
  },
  'fight.view': { input: fightRef, output: fightViewSchema },
  'fight.answer': { input: fightRef.extend({ answer: answerSchema }), output: fightViewSchema },
  'fight.undo': { input: fightRef, output: fightViewSchema },
  'fight.apply': { input: fightRef, output: fightViewSchema },
  'fight.discard': { input: fightRef, output: fightViewSchema },
  'fight.logText': { input: campaignRef.extend({ fightId: id }), output: z.strictObject({ text: z.string() }) },
  'fight.exportLog': { input: campaignRef.extend({ fightId: id }), output: saved },
  'fight.list': { input: campaignRef.extend(screenLang), output: z.array(fightListingSchema) },
  /** What party cards show that the rules work out from a sheet (CampaignRules.cardValues: ULTRA♦QUEST's KS, Weltenbuch's wound level …), by character id. */
  'roster.cardValues': { input: campaignRef, output: z.record(z.string(), json) },
  'odds.start': {
    input: campaignRef.extend({
      request: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('setup'), setup: fightSetupInput, policy: z.string().max(100).optional() }),
        z.strictObject({
          kind: z.literal('fight'),
          fightId: id,
          candidates: z.array(givenAnswerSchema).max(12).optional(),
          policy: z.string().max(100).optional()
        })
      ]),
      lang: z.enum(LANGUAGES)
    }),
    output: oddsViewSchema
  },
  'odds.poll': { input: campaignRef.extend({ jobId: id, lang: z.enum(LANGUAGES) }), output: oddsViewSchema },
  'odds.cancel': { input: z.strictObject({ jobId: id }), output: ok },
  'folder.status': { input: z.strictObject({ campaignId: id.optional() }), output: folderStatusSchema },
  'campaign.conflict': { input: campaignRef, output: campaignConflictSchema.nullable() },
  'campaign.resolveConflict': { input: campaignRef.extend({ keep: z.enum(['mine', 'theirs']) }), output: campaignSchema },
  'campaign.conflictCopies': { input: campaignRef, output: z.array(conflictCopySchema) },
  'campaign.resolveConflictCopy': {
    input: campaignRef.extend({ file: z.string().min(1).max(300), keep: z.enum(['original', 'copy']) }),
    output: z.array(conflictCopySchema)
  }
} satisfies Record<string, { input: z.ZodType; output: z.ZodType }>

export type Contract = typeof contract
/** A channel's name: the contract is the one list of them. */
export type Channel = keyof Contract
/** Every channel, in the contract's order: what main registers and the router accepts. */
export const CHANNELS = Object.freeze(Object.keys(contract) as Channel[])

export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>

/** Deeply read-only: what a handler may hand back where the contract's output type has plain arrays and objects. */
type ReadOnlyDeep<T> = T extends (...args: never[]) => unknown ? T : T extends object ? { readonly [K in keyof T]: ReadOnlyDeep<T[K]> } : T
/**
 * What a channel's handler answers: anything the router's output check accepts (`z.input` of the output schema),
 * read-only so the services' frozen and readonly values fit. Checked by the compiler here, and at run time by the router.
 */
export type ChannelAnswer<C extends Channel> = ReadOnlyDeep<z.input<Contract[C]['output']>>

export type IpcErrorCode = 'badRequest' | 'forbidden' | 'unknownChannel' | 'notFound' | 'invalidInput' | 'conflict' | 'rules' | 'storage' | 'internal'

/** What every call returns: the value, or an error the renderer can show in the GM's words. */
export type IpcResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError }

/**
 * A refused or failed call: `key` and `params` let the screen word it in the GM's language
 * (`errors.service.<key>`); `message` is the same in English, shown when the screen has no text for the key.
 */
export interface IpcError {
  readonly code: IpcErrorCode
  readonly message: string
  readonly key?: ServiceErrorKey
  readonly params?: ErrorParams
  readonly file?: string
  readonly backups?: readonly string[]
  readonly issues?: readonly FieldIssue[]
}

/**
 * What the preload exposes as `window.api`: one function that sends a channel's payload over Electron's IPC (the
 * loopback bridge does the same over HTTP). The renderer makes `Api` of it, so no list of channel names is needed there.
 */
export interface IpcTransport {
  call(channel: string, input: unknown): Promise<IpcResult<unknown>>
}

/** The renderer's view of the API: one async function per channel. */
export type Api = { readonly [C in Channel]: (input: ChannelInput<C>) => Promise<IpcResult<ChannelOutput<C>>> }
