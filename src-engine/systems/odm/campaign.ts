import { z } from 'zod'
import { FIRST_SHEET_FORMAT, type CampaignRules, type JournalNote, type PartyPreferences } from '../../core/campaign.ts'
import { healOdm } from './healing.ts'
import type { OdmOutcome } from './outcome.ts'
import { odmRulesSchema, type OdmRules } from './settings.ts'
import type { OdmSetupInput } from './setup.ts'
import { odmSheetSchema } from './sheet.ts'
import { winnerOf } from './summary.ts'

/** A character of an ODM campaign: who he is, then the sheet; in this order, since the generated form shows the name first. */
export const odmCampaignSheetSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    name: z.string().trim().min(1, 'a character needs a name')
  })
  .extend(odmSheetSchema.shape)
export type OdmCampaignSheet = z.output<typeof odmCampaignSheetSchema>

/** A bestiary entry: a figure or monster of the Master, as many as the GM brings. */
export const odmOpponentSchema = z.strictObject({
  name: z.string().trim().min(1),
  sheet: odmSheetSchema,
  count: z.number().int().min(1).max(20).default(1)
})

/** ODM fights need no options beyond the sides: who faces whom is asked in the fight itself. */
export const odmFightOptionsSchema = z.strictObject({})

const rulesOf = (rules: unknown): OdmRules => odmRulesSchema.parse(rules ?? {})

function buildSetup(
  party: readonly OdmCampaignSheet[],
  opponents: readonly unknown[],
  _options: unknown,
  rules: unknown,
  preferences?: PartyPreferences
): OdmSetupInput {
  const staying = new Set(preferences?.nonFighters ?? [])
  // Those the GM keeps out of fights stay out.
  const heroes = party.filter((sheet) => !staying.has(sheet.id)).map(({ id, name, ...sheet }) => ({ id, name, sheet }))
  const used = new Set(heroes.map((h) => h.id))
  const figures: OdmSetupInput['sides'][1]['combatants'] = []
  for (const raw of opponents) {
    const { name, sheet, count } = odmOpponentSchema.parse(raw)
    for (let n = 1; n <= count; n++) {
      let id = `${
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'figure'
      }${count > 1 ? `-${n}` : ''}`
      while (used.has(id)) id += '_'
      used.add(id)
      figures.push({ id, name: count > 1 ? `${name} ${n}` : name, sheet })
    }
  }
  return {
    system: 'odm',
    sides: [
      // Named by their part (odm.side.*), so each reader sees them in his language: no Dutch "Tegenstanders" on a German screen.
      { id: 'heroes', combatants: heroes },
      { id: 'opponents', combatants: figures }
    ],
    rules: (rules ?? {}) as OdmSetupInput['rules']
  }
}

/** Het Oog des Meesters in the campaign: LE lost in fights stays lost until healing (no rate in the text). */
export const odmCampaign: CampaignRules<OdmCampaignSheet, OdmOutcome> = {
  sheetSchema: odmCampaignSheetSchema as unknown as z.ZodType<OdmCampaignSheet>,
  sheetFormat: FIRST_SHEET_FORMAT,
  opponentSchema: odmOpponentSchema,
  fightOptionsSchema: odmFightOptionsSchema,
  ruleSettingsSchema: odmRulesSchema,
  buildSetup,
  sheetInput: (input, id) => ({ ...input, id }),

  applyOutcome(sheets, outcome) {
    const next = new Map(sheets)
    const notes: JournalNote[] = [
      {
        kind: 'fight',
        message: { key: 'journal.odm.fight', params: { resultKey: `odm.result.${outcome.result}`, rounds: outcome.rounds, ...winnerOf(outcome) } }
      }
    ]
    for (const c of outcome.combatants) {
      const sheet = sheets.get(c.id)
      if (!sheet) continue
      // The sheet may have changed between the end of the fight and applying it (a lower max LE): LE never goes above max.
      next.set(c.id, { ...sheet, le: { current: Math.min(c.leAfter, sheet.le.max), max: sheet.le.max } })
      if (c.leLost > 0)
        notes.push({ kind: 'injury', message: { key: 'journal.odm.leLost', params: { name: sheet.name, lost: c.leLost, le: c.leAfter, max: sheet.le.max } } })
      // Out of the fight is no death: the text leaves that to the Master (ODM-GAP-8), unless the campaign's deadAtLe says so.
      if (c.status !== 'fighting')
        notes.push({
          kind: c.status === 'dead' ? 'death' : c.status === 'defeated' ? 'injury' : 'fight',
          message: { key: `journal.odm.${c.status}`, params: { name: sheet.name } }
        })
    }
    return { sheets: next, notes }
  },

  careActions: [
    { id: 'rest', label: { key: 'odm.care.rest' }, nightsRest: true },
    { id: 'heal', label: { key: 'odm.care.heal' }, needs: 'points' },
    { id: 'setLe', label: { key: 'odm.care.setLe' }, needs: 'value' }
  ],

  care(sheet, action, rules, amount) {
    const { id, name, ...odm } = sheet
    const healing =
      action === 'rest'
        ? ({ type: 'rest', days: 1 } as const)
        : action === 'heal'
          ? ({ type: 'heal', points: amount ?? 0 } as const)
          : action === 'setLe'
            ? ({ type: 'setLe', le: amount ?? odm.le.current } as const)
            : (() => {
                throw new RangeError(`Unknown care action "${action}"; known: rest, heal, setLe`)
              })()
    const result = healOdm(odm, healing, rulesOf(rules))
    const notes: JournalNote[] =
      result.leAfter !== result.leBefore
        ? [{ kind: 'healing', message: { key: 'journal.odm.le', params: { name, from: result.leBefore, le: result.leAfter, max: odm.le.max } } }]
        : []
    return { sheet: { ...result.sheet, id, name }, notes }
  },

  /** Days heal at the campaign's rate, none by default: the text gives no rate (rules file, section 9). */
  daysHeal: true,

  passDays(sheet, days, rules) {
    const { id, name, ...odm } = sheet
    const result = healOdm(odm, { type: 'rest', days }, rulesOf(rules))
    const notes: JournalNote[] =
      result.leAfter > result.leBefore
        ? [{ kind: 'healing', message: { key: 'journal.odm.le', params: { name, from: result.leBefore, le: result.leAfter, max: odm.le.max } } }]
        : []
    return { sheet: { ...result.sheet, id, name }, notes }
  },
  /**
   * Whether a day's rest heals at all: the text gives no rate (section 9), so by default it heals nothing, and the card
   * offers no Rest that could only say "nothing to heal" of a hero with LE missing.
   */
  cardValues: (_sheet, rules) => ({ restHeals: rulesOf(rules).restLePerDay > 0 }),
  sheetName: (sheet) => sheet.name
}
