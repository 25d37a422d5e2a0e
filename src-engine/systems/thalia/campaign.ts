/** Thalia in the campaign: SK sheets, bestiary, building a fight, applying its outcome, healing between fights. */
import { z } from 'zod'
import { CareRefusal, FIRST_SHEET_FORMAT, type CampaignRules, type JournalNote, type PartyPreferences } from '../../core/campaign.ts'
import type { Message } from '../../core/types.ts'
import { seededRoller } from '../../dice/rng.ts'
import { thaliaCardValues } from './card-values.ts'
import { applyOutcome as applyToSheet, passDays as passHealingDays, type DayPlan, type HealingNote } from './healing.ts'
import type { ThaliaCombatantOutcome, ThaliaOutcome } from './outcome.ts'
import { defaultThaliaRules, thaliaRulesSchema, type ThaliaRules } from './settings.ts'
import { PLAYER_SIDE, sidesOf, sideKeyParam, type ThaliaSetup, type ThaliaSetupInput } from './setup.ts'
import { monsterStatBlockSchema, pcSheetSchema, type PcSheet } from './sheet.ts'

/** A campaign character is an SK sheet; it carries its own id and name, which the campaign fills in. */
export const thaliaCampaignSheetSchema = pcSheetSchema

/**
 * A bestiary entry: a DK or monster stat block (without id and name, which the entry and the count give) and how
 * many come. Each entry is its own group; the opponents without a side are one enemy side (THA-GAP-3, `sidesOf`), named
 * after the group when there is one; `side: "players"` makes allies.
 */
export const thaliaOpponentSchema = z.strictObject({
  name: z.string().trim().min(1, 'an opponent needs a name').max(120),
  count: z.number().int().min(1).max(20).default(1),
  group: z.string().min(1).optional(),
  side: z.string().min(1).optional(),
  /** The first of this entry leads its group: its Kampånd counts for all (THA-MORALE-5). */
  leader: z.boolean().default(false),
  sheet: monsterStatBlockSchema
})
export type ThaliaOpponent = z.output<typeof thaliaOpponentSchema>

/**
 * How the fight opens, as the Judge's preset answer to the opening question the fight asks (THA-SURPRISE-4,
 * THA-GAP-7): a choice from a list rather than the setup's "ambush:<side>", because the sides of a campaign fight
 * only exist once it is built. `opponentsAmbush` is the first opposing side; the fight still offers every side.
 */
export const THALIA_OPENINGS = ['none', 'surpriseRoll', 'partyAmbushes', 'opponentsAmbush'] as const
export const thaliaFightOptionsSchema = z.strictObject({
  opening: z.enum(THALIA_OPENINGS).default('none'),
  groupCombat: z.boolean().default(false)
})
type ThaliaFightOptions = z.output<typeof thaliaFightOptionsSchema>

const rulesOf = (rules: unknown): ThaliaRules => thaliaRulesSchema.parse(rules ?? {})

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9æøå]+/g, '-')
      .replace(/^-|-$/g, '') || 'monster'
  )
}

function buildSetup(
  party: readonly PcSheet[],
  opponents: readonly unknown[],
  options: unknown,
  rules: unknown,
  preferences?: PartyPreferences
): ThaliaSetupInput {
  const fightOptions = thaliaFightOptionsSchema.parse(options ?? {})
  const staying = new Set(preferences?.nonFighters ?? [])
  // The dead do not fight, and members the GM keeps out of fights stay out.
  const fighters = party.filter((sheet) => sheet.status !== 'dead' && !staying.has(sheet.id))
  const combatants: ThaliaSetupInput['combatants'] = fighters.map((sheet) => ({ sheet }))
  const used = new Set(fighters.map((sheet) => sheet.id))
  for (const raw of opponents) {
    const entry = thaliaOpponentSchema.parse(raw)
    // The group is named as the GM wrote the entry, and so is the enemy side when it is that one group (THA-GAP-3).
    const group = entry.group ?? entry.name
    for (let n = 1; n <= entry.count; n++) {
      let id = `${slug(entry.name)}${entry.count > 1 ? `-${n}` : ''}`
      while (used.has(id)) id += '_'
      used.add(id)
      const name = entry.count > 1 ? `${entry.name} ${n}` : entry.name
      combatants.push({
        sheet: { ...(entry.sheet as object), id, name } as ThaliaSetupInput['combatants'][number]['sheet'],
        group,
        ...(entry.side ? { side: entry.side } : {}),
        leader: entry.leader && n === 1
      })
    }
  }
  const opening = setupOpening(fightOptions.opening, combatants, rulesOf(rules).mergeNpcGroups)
  return { system: 'thalia', combatants, options: { ...fightOptions, opening }, rules: rules ?? {} } as ThaliaSetupInput
}

/** The setup's opening for the option picked from the list; the opponents' side is the one the fight will give them (THA-GAP-3). */
function setupOpening(
  choice: ThaliaFightOptions['opening'],
  combatants: ThaliaSetupInput['combatants'],
  mergeNpcGroups: boolean
): ThaliaSetup['options']['opening'] {
  if (choice === 'partyAmbushes') return `ambush:${PLAYER_SIDE}`
  if (choice !== 'opponentsAmbush') return choice
  const opposing = sidesOf(combatants, mergeNpcGroups).find((side) => side !== PLAYER_SIDE)
  return opposing ? `ambush:${opposing}` : 'none'
}

const note = (kind: JournalNote['kind'], key: string, params: Message['params']): JournalNote => ({ kind, message: { key: `journal.thalia.${key}`, params } })

/** The limb a sided Mén is on ("left arm"); its location is the first part of its Table T1 id (armer-6). */
const sideKey = (men: { readonly id: string; readonly side?: 'left' | 'right' }) =>
  men.side ? `thalia.limbSide.${men.id.split('-')[0]}.${men.side}` : 'thalia.limbSide.none'

/** What the fight left on one SK, in the order the GM reads it: HP, Mén, state, gear. */
function outcomeNotes(sheet: PcSheet, entry: ThaliaCombatantOutcome, after: PcSheet): JournalNote[] {
  const name = sheet.name
  const notes: JournalNote[] = []
  if (entry.hpLost > 0) notes.push(note('injury', 'hpLost', { name, lost: entry.hpLost, hp: entry.hp, max: sheet.maxHp }))
  for (const men of entry.injuries) {
    const params = { name, injury: men.name, sideKey: sideKey(men) }
    if (men.unconsciousDays) notes.push(note('injury', 'haemorrhage', { ...params, days: men.unconsciousDays }))
    else if (men.permanent) notes.push(note('injury', 'menPermanent', params))
    else if (men.daysLeft !== undefined) notes.push(note('injury', 'menDays', { ...params, days: men.daysLeft }))
    else notes.push(note('injury', 'men', params))
  }
  if (entry.status === 'dead') notes.push(note('death', 'died', { name }))
  else if (entry.status === 'dying') notes.push(note('injury', 'stillDying', { name, rounds: entry.lastBreath ?? 0 }))
  else if (entry.unconsciousDays > 0) notes.push(note('injury', 'unconscious', { name, days: entry.unconsciousDays }))
  for (const condition of entry.conditions) notes.push(note('injury', 'condition', { name, condition }))
  sheet.weapons.forEach((weapon, i) => {
    const durability = after.weapons[i]?.durability
    if (durability !== undefined && durability !== weapon.durability)
      notes.push(note('item', durability === 0 ? 'broken' : 'durability', { name, item: weapon.name, durability }))
  })
  const shieldAfter = after.shield?.durability
  if (sheet.shield && shieldAfter !== undefined && shieldAfter !== sheet.shield.durability) {
    notes.push(note('item', shieldAfter === 0 ? 'broken' : 'durability', { name, item: sheet.shield.name, durability: shieldAfter }))
  }
  for (const item of entry.beltUsed) notes.push(note('item', 'beltUsed', { name, item }))
  return notes
}

/** Healing over many days is one line with the total, so a month of rest does not fill the journal. */
function healingNotes(sheet: PcSheet, notes: readonly HealingNote[]): JournalNote[] {
  const name = sheet.name
  const healed = notes.filter((n) => n.type === 'healed')
  const last = healed.at(-1)
  const total = healed.reduce((sum, n) => sum + n.amount, 0)
  return notes.flatMap((n) => {
    switch (n.type) {
      case 'healed':
        return n === last ? [note('healing', 'healed', { name, amount: total, hp: last.hp, max: sheet.maxHp })] : []
      case 'injuryEnded':
        return note('healing', 'menEnded', { name, injury: n.injury })
      case 'woke':
        return note('healing', 'woke', { name, hp: n.hp })
      case 'haemorrhageRoll':
        return note('injury', 'haemorrhageRoll', { name, face: n.face })
      case 'died':
        return note('death', 'diedOfHaemorrhage', { name })
    }
  })
}

/**
 * The stored sheet holds no HP above maximum (sheet.ts), so healing between fights is always capped there, even
 * where the rule settings leave HP uncapped (THA-GAP-42): a sheet the store would refuse must not come out of it.
 */
const storableRules = (rules: ThaliaRules): ThaliaRules => ({ ...rules, hpCappedAtMax: true })

/**
 * The daily 1d6 of a brain haemorrhage (THA-GAP-38) needs a die, and the campaign interface passes none. The
 * die is seeded by the character and the state he is in, so the same days from the same state give the same
 * result (no hidden randomness under src-engine) and the rolls stand in the journal for the GM to see.
 */
function daysOf(sheet: PcSheet, days: number, plan: DayPlan, rules: ThaliaRules): { sheet: PcSheet; notes: JournalNote[] } {
  const dice = seededRoller(`thalia-days|${sheet.id}|${sheet.hp}|${sheet.unconsciousDays}|${JSON.stringify(sheet.injuries)}|${days}`)
  const result = passHealingDays(sheet, days, plan, storableRules(rules), dice)
  return { sheet: result.sheet, notes: healingNotes(sheet, result.notes) }
}

/** Magical healing (THA-HEAL-4): the art or elixir gives the amount, capped as stored; it never removes Mén (THA-GAP-42). */
function healPoints(sheet: PcSheet, points: number): { sheet: PcSheet; notes: JournalNote[] } {
  if (!Number.isInteger(points) || points < 0) throw new CareRefusal('amount', 'Healing needs a whole number of HP, 0 or more')
  if (sheet.status === 'dead') return { sheet, notes: [] }
  const hp = Math.min(sheet.maxHp, sheet.hp + points)
  const out = sheet.unconsciousDays > 0 || sheet.injuries.some((i) => (i.unconsciousDays ?? 0) > 0)
  // THA-DYING-8: up on its feet once HP are above 0, unless still unconscious for days.
  const after: PcSheet = { ...sheet, hp, status: !out && hp > 0 ? 'active' : sheet.status }
  return { sheet: after, notes: hp > sheet.hp ? [note('healing', 'healed', { name: sheet.name, amount: hp - sheet.hp, hp, max: sheet.maxHp })] : [] }
}

/**
 * THA-HEAL-3, THA-GAP-42: the helper's Legekunst test is rolled at the table, since the helper is not part of a care
 * action; "rest with medical help" is the day whose test succeeded, a failed one is a plain "rest" (RETIRED_SETTINGS).
 */
const CARE_PLANS: Readonly<Record<string, DayPlan>> = {
  rest: { rested: true },
  restWithMedicalHelp: { rested: true, medicalHelp: true, medicalTestPassed: true }
}

export const thaliaCampaign: CampaignRules<PcSheet, ThaliaOutcome> = {
  sheetSchema: thaliaCampaignSheetSchema as unknown as z.ZodType<PcSheet>,
  sheetFormat: FIRST_SHEET_FORMAT,
  opponentSchema: thaliaOpponentSchema,
  fightOptionsSchema: thaliaFightOptionsSchema,
  ruleSettingsSchema: thaliaRulesSchema,
  buildSetup,
  sheetInput: (input, id) => ({ kind: 'pc', ...input, id }),

  /**
   * HP, death or unconsciousness, Mén with their durations, Holdbarhet and used belt items go onto the SK sheets.
   * The interface passes no rule settings here, so factors follow an attribute penalty only by the default
   * (empty) factor table (THA-GAP-41): the score drops, the factor stays until the GM edits it.
   */
  applyOutcome(sheets, outcome) {
    const next = new Map(sheets)
    const fight =
      outcome.winner === null
        ? note('fight', 'fightUndecided', { rounds: outcome.rounds, reasonKey: `thalia.end.${outcome.ended}` })
        : note('fight', 'fight', {
            rounds: outcome.rounds,
            reasonKey: `thalia.end.${outcome.ended}`,
            winner: outcome.winner,
            ...sideKeyParam('winner', outcome.winner)
          })
    const notes: JournalNote[] = [fight]
    for (const entry of outcome.combatants) {
      const sheet = sheets.get(entry.id)
      if (!sheet || entry.kind !== 'pc') continue
      const after = applyToSheet(sheet, entry, defaultThaliaRules)
      next.set(entry.id, after)
      notes.push(...outcomeNotes(sheet, entry, after))
    }
    return { sheets: next, notes }
  },

  careActions: [
    { id: 'rest', label: { key: 'thalia.care.rest' }, nightsRest: true },
    { id: 'restWithMedicalHelp', label: { key: 'thalia.care.restWithMedicalHelp' } },
    { id: 'heal', label: { key: 'thalia.care.heal' }, needs: 'points' }
  ],

  /**
   * A day of rest for one character (THA-HEAL-2), with medical help whose Legekunst test succeeded at the table
   * (THA-HEAL-3, THA-GAP-42; a failed test is plain rest), or the HP of a conjuring art or elixir (THA-HEAL-4). A day of rest
   * also runs down Mén and unconsciousness. Stabilising belongs to the fight.
   */
  care(sheet, action, rules, amount) {
    if (action === 'heal') return healPoints(sheet, amount ?? 0)
    const plan = CARE_PLANS[action]
    if (!plan) throw new RangeError(`Unknown care action "${action}"; known: rest, restWithMedicalHelp, heal`)
    return daysOf(sheet, 1, plan, rulesOf(rules))
  },

  /** Each day passing is a day with 8 hours' rest and no medical help (THA-HEAL-2); timed Mén tick down (THA-MEN-4). */
  daysHeal: true,

  passDays(sheet, days, rules) {
    return daysOf(sheet, Math.max(0, days), { rested: true }, rulesOf(rules))
  },
  cardValues: thaliaCardValues,
  sheetName: (sheet) => sheet.name
}
