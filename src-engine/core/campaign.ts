import type { ZodType } from 'zod'
import type { Message } from './types.ts'

/** What the GM set on the party board that a fight may use as its defaults. */
export interface PartyPreferences {
  /** Ids of members kept out of fights by default. */
  readonly nonFighters: readonly string[]
}

/** A change a rule system made to the campaign, worded for the session journal. */
export interface JournalNote {
  readonly kind: 'injury' | 'healing' | 'death' | 'item' | 'fight' | 'time'
  readonly message: Message
}

export interface SheetChange<Sheet> {
  readonly sheet: Sheet
  readonly notes: readonly JournalNote[]
}

/** Why the rules refuse a care action, so the campaign can word it in the GM's language. */
export type CareRefusalReason = 'dead' | 'noInjury' | 'noCurse' | 'noPotion' | 'leTooHigh' | 'amount'

/**
 * A care action the rules refuse for this sheet or amount: the message is for logs and the command line, the
 * reason and params are for the GM's screen. A RangeError, since the sheet or amount is outside what the action takes.
 */
export class CareRefusal extends RangeError {
  constructor(
    readonly reason: CareRefusalReason,
    message: string,
    readonly params: Readonly<Record<string, number>> = {}
  ) {
    super(message)
    this.name = 'CareRefusal'
  }
}

/** A healing or recovery action the GM can take between fights, e.g. rest, a healing potion, a curse breaker. */
export interface CareAction {
  readonly id: string
  readonly label: Message
  /** The number the action needs: an equipment row (a potion to drink), points to heal, or a value to set. */
  readonly needs?: 'row' | 'points' | 'value'
  /** The night's rest a whole party takes together ("Rest the party"); at most one action of a system has it. */
  readonly nightsRest?: boolean
}

/**
 * What a character's card shows that the rules work out from the sheet (ULTRA♦QUEST's KS and RW, Weltenbuch's wound
 * level, the names of Thalia's Mén), as plain JSON: main asks the system, the system's card on screen reads it.
 */
export type CardValues = Readonly<Record<string, unknown>>

/** Why the rules refuse a hand-over between fights, so the campaign can word it in the GM's language. */
export type HandOverRefusal = 'giverDead' | 'takerDead' | 'giverInjured' | 'notAdjacent' | 'rowEmpty' | 'notReady' | 'noFreeRow'

/** Both sheets after one item changed hands, the item's name and the taker's row (1-based); or why the rules refuse it. */
export type HandOverResult<Sheet> =
  { readonly giver: Sheet; readonly taker: Sheet; readonly item: string; readonly takerRow: number } | { readonly refused: HandOverRefusal }

/** Whom a member can hand a ready item to now, by place in the marching order, each with whether a row is free. */
export interface HandOverNeighbours {
  /** The giver can act (KS-INJURY-1); an adventurer who cannot hands nothing on. */
  readonly canAct: boolean
  readonly front: { readonly at: number; readonly freeRow: boolean } | null
  readonly rear: { readonly at: number; readonly freeRow: boolean } | null
}

/**
 * Numbered equipment rows whose ready items are handed between neighbours in the marching order between fights
 * (ULTRA♦QUEST's KS-ACTION-2). Sheets are given as the party's marching order, places as indices into it.
 */
export interface HandOverRules<Sheet> {
  /** How many rows a sheet has, numbered from 1. */
  readonly rows: number
  neighbours(order: readonly Sheet[], at: number): HandOverNeighbours
  hand(order: readonly Sheet[], from: number, to: number, row: number): HandOverResult<Sheet>
}

/** A stored sheet or bestiary entry as JSON, before the system's schema has checked it. */
export type StoredJson = Record<string, unknown>

/**
 * The format of a system's character sheets and bestiary entries as a campaign stores them. Raise `version` with
 * every change an older stored sheet would fail or be misread under, and add the step that moves a version-n sheet
 * (and entry) to n + 1, as the campaign envelope's migrations do. Steps never validate: the system's schemas check
 * the result of the last one.
 */
export interface SheetFormat {
  readonly version: number
  readonly sheetSteps: Readonly<Record<number, (sheet: StoredJson) => StoredJson>>
  readonly opponentSteps: Readonly<Record<number, (opponent: StoredJson) => StoredJson>>
}

/** The format every system's sheets had before formats were versioned; a campaign that names none is at it. */
export const FIRST_SHEET_FORMAT: SheetFormat = { version: 1, sheetSteps: {}, opponentSteps: {} }

/**
 * What the campaign needs from a rule system beyond fights: the sheet, the bestiary entry, the rule
 * settings, how a fight setup is built from them, how an outcome changes the sheets, and care between fights.
 */
export interface CampaignRules<Sheet = unknown, Outcome = unknown> {
  readonly sheetSchema: ZodType<Sheet>
  /** The stored format of sheets and bestiary entries, with the steps from older versions. */
  readonly sheetFormat: SheetFormat
  readonly opponentSchema: ZodType
  readonly fightOptionsSchema: ZodType
  readonly ruleSettingsSchema: ZodType
  /** The fight setup input for party members (in marching order), opponents, options and the campaign's rules. */
  buildSetup(party: readonly Sheet[], opponents: readonly unknown[], options: unknown, rules: unknown, preferences?: PartyPreferences): unknown
  /** A sheet as entered by the GM, with the character's id and name filled in where the sheet holds them. */
  sheetInput(input: Record<string, unknown>, id: string): unknown
  /** New sheets (by character id) and the new marching order after the GM confirms an outcome. */
  applyOutcome(sheets: ReadonlyMap<string, Sheet>, outcome: Outcome): { sheets: Map<string, Sheet>; marchingOrder?: readonly string[]; notes: JournalNote[] }
  readonly careActions: readonly CareAction[]
  care(sheet: Sheet, action: string, rules: unknown, amount?: number): SheetChange<Sheet>
  /** What n in-game days change for a character (healing over time, durations ticking down). */
  passDays(sheet: Sheet, days: number, rules: unknown): SheetChange<Sheet>
  /** Whether days passing heal (so a night's rest is a day passing); false where only a care action heals. */
  readonly daysHeal: boolean
  /** The sheet's numbered equipment rows and their hand-overs: the campaign offers the Equipment screen only where this is set. */
  readonly handOver?: HandOverRules<Sheet>
  /** What the character's card shows that the rules work out from a valid sheet, so no screen works it out itself. */
  cardValues?(sheet: Sheet, rules: unknown): CardValues
  sheetName(sheet: Sheet): string
}
