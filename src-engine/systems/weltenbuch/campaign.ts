/** Das Weltenbuch in the campaign: sheets, bestiary, building a fight, applying its outcome, care between fights. */
import { z } from 'zod'
import { type CampaignRules, type JournalNote, type PartyPreferences, type SheetChange } from '../../core/campaign.ts'
import { weltenbuchCardValues } from './card-values.ts'
import { afterFirstAid, afterSleep, applyFightOutcome, diesUntreated, SLEEP_HOURS } from './healing.ts'
import type { WeltenbuchOutcome } from './outcome.ts'
import { resultKeys } from './summary.ts'
import { ruleSettingsSchema, type RuleSettings } from './settings.ts'
import { SIDES, type WeltenbuchSetupInput } from './setup.ts'
import { weltenbuchOpponentSchema, weltenbuchSheetSchema, withoutMeleeReload, type WeltenbuchSheet } from './sheet.ts'

/** What the GM sets when a fight starts: an ambush and where the parties stand. */
export const weltenbuchFightOptionsSchema = z
  .object({
    ambushBy: z.enum(SIDES).optional(),
    /** Metres between the party and the opponents at the start (0 = already in melee). */
    distance: z.number().min(0).default(0)
  })
  .strict()

const rulesOf = (rules: unknown): RuleSettings => ruleSettingsSchema.parse(rules ?? {})

function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '-')
    .replace(/^-|-$/g, '')
  return s === '' ? 'gegner' : s
}

function buildSetup(
  party: readonly WeltenbuchSheet[],
  opponents: readonly unknown[],
  options: unknown,
  rules: unknown,
  preferences?: PartyPreferences
): WeltenbuchSetupInput {
  const fight = weltenbuchFightOptionsSchema.parse(options ?? {})
  const staying = new Set(preferences?.nonFighters ?? [])
  // The dead stay on the party board but out of the fight, and so do those the GM keeps out of fights.
  const heroes = party
    .filter((sheet) => !sheet.dead && !staying.has(sheet.id ?? ''))
    .map((sheet, i) => ({ id: sheet.id ?? `held${i + 1}`, side: 'heroes' as const, kind: 'hero' as const, sheet }))
  const foes: WeltenbuchSetupInput['combatants'] = []
  const used = new Set(heroes.map((h) => h.id))
  for (const raw of opponents) {
    const { count, id, ...sheet } = weltenbuchOpponentSchema.parse(raw)
    for (let n = 1; n <= (count ?? 1); n++) {
      let fighterId = `${id ?? slug(sheet.name)}${(count ?? 1) > 1 ? n : ''}`
      while (used.has(fighterId)) fighterId += '_'
      used.add(fighterId)
      foes.push({
        id: fighterId,
        side: 'foes',
        kind: 'nsc',
        position: fight.distance,
        sheet: (count ?? 1) > 1 ? { ...sheet, name: `${sheet.name} ${n}` } : sheet
      })
    }
  }
  return { combatants: [...heroes, ...foes], ...(fight.ambushBy ? { ambushBy: fight.ambushBy } : {}), rules: (rules ?? {}) as WeltenbuchSetupInput['rules'] }
}

function outcomeNotes(sheet: WeltenbuchSheet, c: WeltenbuchOutcome['combatants'][number]): JournalNote[] {
  const notes: JournalNote[] = []
  const name = sheet.name
  if (c.damageTaken > 0)
    notes.push({
      kind: 'injury',
      message: { key: 'journal.weltenbuch.damage', params: { name, damage: c.damageTaken, total: c.damage, levelKey: `weltenbuch.wound.${c.woundLevel}` } }
    })
  if (c.status !== 'dead')
    for (const zone of c.zonesLost)
      notes.push({ kind: 'injury', message: { key: 'journal.weltenbuch.zoneLost', params: { name, zoneKey: `weltenbuch.zone.${zone}` } } })
  if (c.status === 'dead') notes.push({ kind: 'death', message: { key: 'journal.weltenbuch.died', params: { name } } })
  else if (c.status === 'unable') notes.push({ kind: 'injury', message: { key: 'journal.weltenbuch.unable', params: { name } } })
  return notes
}

/**
 * KA-SUP-12: a hero left at "tödlich" without first aid dies after half an hour (`deadlyUntreatedMinutes`). Time
 * passing (a night's sleep, days) with him still at that level is such neglect: the sheet dead, with the journal's
 * line; null when he lives through it. First aid until he is out of "tödlich" saves him.
 */
function diedUntreated(sheet: WeltenbuchSheet, hours: number, rules: RuleSettings): SheetChange<WeltenbuchSheet> | null {
  if (!diesUntreated(sheet, hours * 60, rules)) return null
  return { sheet: { ...sheet, dead: true }, notes: [{ kind: 'death', message: { key: 'journal.weltenbuch.diedUntreated', params: { name: sheet.name } } }] }
}

export const weltenbuchCampaign: CampaignRules<WeltenbuchSheet, WeltenbuchOutcome> = {
  sheetSchema: weltenbuchSheetSchema as unknown as z.ZodType<WeltenbuchSheet>,
  sheetFormat: { version: 2, sheetSteps: { 1: withoutMeleeReload }, opponentSteps: { 1: withoutMeleeReload } },
  opponentSchema: weltenbuchOpponentSchema,
  fightOptionsSchema: weltenbuchFightOptionsSchema,
  ruleSettingsSchema,
  buildSetup,
  sheetInput: (input, id) => ({ ...input, id }),

  /** Damage, lost body parts and the hero points left go onto the sheets (KA-SUP-7, KA-SUP-9). */
  applyOutcome(sheets, outcome) {
    const next = new Map(sheets)
    const notes: JournalNote[] = [
      { kind: 'fight', message: { key: 'journal.weltenbuch.fight', params: { winnerKey: resultKeys(outcome).winnerKey, segments: outcome.segments } } }
    ]
    for (const c of outcome.combatants) {
      const sheet = sheets.get(c.id)
      if (!sheet || c.side !== 'heroes') continue
      next.set(c.id, applyFightOutcome(sheet, c))
      notes.push(...outcomeNotes(sheet, c))
    }
    return { sheets: next, notes }
  },

  careActions: [
    { id: 'sleep', label: { key: 'weltenbuch.care.sleep' }, nightsRest: true },
    { id: 'firstAid', label: { key: 'weltenbuch.care.firstAid' } }
  ],

  /**
   * A night's sleep or first aid (KA-SUP-12); body parts stay lost until the GM edits the sheet. A hero still at
   * "tödlich" when he lies down to sleep has gone untreated for hours: he dies.
   */
  care(sheet, action, rules) {
    if (action !== 'sleep' && action !== 'firstAid') throw new RangeError(`Unknown care action "${action}"; known: sleep, firstAid`)
    if (sheet.dead) return { sheet, notes: [] }
    if (action === 'sleep') {
      const untreated = diedUntreated(sheet, SLEEP_HOURS, rulesOf(rules))
      if (untreated) return untreated
    }
    const after = action === 'sleep' ? afterSleep(sheet, SLEEP_HOURS) : afterFirstAid(sheet, rulesOf(rules))
    const healed = sheet.damage - after.damage
    const notes: JournalNote[] =
      healed > 0 ? [{ kind: 'healing', message: { key: 'journal.weltenbuch.healed', params: { name: sheet.name, lp: healed, total: after.damage } } }] : []
    return { sheet: after, notes }
  },

  /** Each day brings one night's sleep (KA-SUP-12). */
  daysHeal: true,

  passDays(sheet, days, rules) {
    if (sheet.dead) return { sheet, notes: [] }
    const untreated = days > 0 ? diedUntreated(sheet, days * 24, rulesOf(rules)) : null
    if (untreated) return untreated
    const after = afterSleep(sheet, Math.max(0, days) * SLEEP_HOURS)
    const healed = sheet.damage - after.damage
    return {
      sheet: after,
      notes:
        healed > 0 ? [{ kind: 'healing', message: { key: 'journal.weltenbuch.healed', params: { name: sheet.name, lp: healed, total: after.damage } } }] : []
    }
  },
  cardValues: weltenbuchCardValues,
  sheetName: (sheet) => sheet.name
}
