import { FIRST_SHEET_FORMAT, type CampaignRules, type JournalNote } from '../../core/campaign.ts'
import { ultraquestCardValues } from './card-values.ts'
import { breakCurse, drinkPotion, healOneInjury, rest } from './healing.ts'
import type { UltraquestOutcome } from './outcome.ts'
import { ruleSettingsSchema, type RuleSettings } from './rules.ts'
import { fightOptionsSchema } from './setup.ts'
import { handOverBetweenFights, handOverNeighbours } from './hand-over.ts'
import { adventurerSchema, EQUIPMENT_ROWS, opponentSchema, type AdventurerSheet } from './sheet.ts'

const rulesOf = (rules: unknown): RuleSettings => ruleSettingsSchema.parse(rules ?? {})

function careNotes(name: string, healed: readonly string[], curseBroken: boolean): JournalNote[] {
  const notes: JournalNote[] = healed.map((kind) => ({
    kind: 'healing',
    message: { key: 'journal.ultraquest.healed', params: { name, kindKey: `ultraquest.injury.${kind}` } }
  }))
  if (curseBroken) notes.push({ kind: 'healing', message: { key: 'journal.ultraquest.curseBroken', params: { name } } })
  return notes
}

/** ULTRA♦QUEST in the campaign: sheets, outcome, and the healing of KS-INJURY-2 and KS-CURSE-2/3. */
export const ultraquestCampaign: CampaignRules<AdventurerSheet, UltraquestOutcome> = {
  sheetSchema: adventurerSchema,
  sheetFormat: FIRST_SHEET_FORMAT,
  handOver: { rows: EQUIPMENT_ROWS, neighbours: handOverNeighbours, hand: handOverBetweenFights },
  opponentSchema,
  fightOptionsSchema,
  ruleSettingsSchema,
  buildSetup: (party, opponents, options, rules, preferences) => ({
    system: 'ultraquest',
    party,
    opponents,
    fight: { ...(options as object), ...(preferences?.nonFighters.length ? { preferredNonFighters: [...preferences.nonFighters] } : {}) },
    rules: rules ?? {}
  }),
  sheetInput: (input, id) => ({ ...input, id }),

  applyOutcome(sheets, outcome) {
    const next = new Map(sheets)
    const notes: JournalNote[] = []
    for (const a of outcome.adventurers) {
      const sheet = sheets.get(a.id)
      if (!sheet) continue
      next.set(a.id, { ...sheet, injuries: [...a.injuries], dead: a.dead, equipment: [...a.equipment] })
      for (const kind of a.newInjuries)
        notes.push({ kind: 'injury', message: { key: 'journal.ultraquest.injured', params: { name: a.name, kindKey: `ultraquest.injury.${kind}` } } })
      if (a.diedInFight) notes.push({ kind: 'death', message: { key: 'journal.ultraquest.died', params: { name: a.name } } })
      if (a.robbed?.item)
        notes.push({ kind: 'item', message: { key: 'journal.ultraquest.robbed', params: { name: a.name, item: a.robbed.item.name, row: a.robbed.row } } })
      const before = sheet.equipment.filter((i) => i?.heals).length
      const after = a.equipment.filter((i) => i?.heals).length
      if (a.healedInFight > 0 && after < before) notes.push({ kind: 'item', message: { key: 'journal.ultraquest.potionUsed', params: { name: a.name } } })
      if (a.potionsGivenInFight > 0) notes.push({ kind: 'item', message: { key: 'journal.ultraquest.potionGiven', params: { name: a.name } } })
    }
    notes.unshift({
      kind: 'fight',
      message: { key: 'journal.ultraquest.fight', params: { resultKey: `ultraquest.result.${outcome.result}`, rounds: outcome.rounds } }
    })
    return { sheets: next, marchingOrder: outcome.marchingOrder, notes }
  },

  careActions: [
    { id: 'rest', label: { key: 'ultraquest.care.rest' }, nightsRest: true },
    { id: 'healingSpell', label: { key: 'ultraquest.care.healingSpell' } },
    { id: 'potion', label: { key: 'ultraquest.care.potion' }, needs: 'row' },
    { id: 'curseBreaker', label: { key: 'ultraquest.care.curseBreaker' } }
  ],

  care(sheet, action, rules, row) {
    const result =
      action === 'rest'
        ? rest(sheet, rulesOf(rules))
        : action === 'healingSpell'
          ? healOneInjury(sheet)
          : action === 'potion'
            ? drinkPotion(sheet, row ?? 0)
            : action === 'curseBreaker'
              ? breakCurse(sheet)
              : (() => {
                  throw new RangeError(`Unknown care action "${action}"`)
                })()
    return { sheet: result.sheet, notes: careNotes(sheet.name, result.healed, result.curseBroken) }
  },

  /** Days alone heal nothing in ULTRA♦QUEST: only rest does (KS-INJURY-2). */
  passDays: (sheet) => ({ sheet, notes: [] }),
  daysHeal: false,
  cardValues: (sheet, rules) => ultraquestCardValues(sheet, rulesOf(rules)),
  sheetName: (sheet) => sheet.name
}
