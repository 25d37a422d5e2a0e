import { z } from 'zod'
import { sheetProblem } from '../../core/sheet-problems.ts'
import { parseDice } from '../../dice/notation.ts'

/** Whether a combatant is a player's hero or one of the Master's figures or monsters (ODM-MASTER-7). */
export const odmKindSchema = z.enum(['hero', 'figure', 'monster'])
export type OdmKind = z.output<typeof odmKindSchema>

/** A weapon's hit points (trefpunten) as dice notation, e.g. "1W+4" or "D6+3" (ODM-GAP-6). */
export const odmDamageNotationSchema = z.string().superRefine((text, ctx) => {
  try {
    parseDice(text)
  } catch (error) {
    // parseDice throws only its DiceNotationError, whose message quotes the notation and names the bad character.
    ctx.addIssue({ code: 'custom', message: (error as Error).message, params: sheetProblem('diceNotation') })
  }
})

export const odmLifeEnergySchema = z
  .object({
    current: z.number().int(),
    max: z.number().int().min(1)
  })
  .refine((le) => le.current <= le.max, { message: 'current LE cannot be above max LE', path: ['current'], params: sheetProblem('leAboveMax') })

/** An ODM character sheet as the campaign stores it; exported so storage validates with the same schema. */
export const odmSheetSchema = z.object({
  /** moedscore: decides the initiative (ODM-INI-1, ODM-MULTI-5). */
  courage: z.number().int().min(0).describe('Moed (courage score)'),
  /** Attack value the D20 is checked against (ODM-GAP-4). */
  at: z.number().int().min(0).describe('AT: attack value, aanval'),
  /** Defence (parry) value the D20 is checked against (ODM-GAP-5). */
  pa: z.number().int().min(0).describe('PA: defence value, afweer'),
  /** levensenergie. */
  le: odmLifeEnergySchema.describe('LE: levensenergie, current and max'),
  /** BW-punten: armour subtracted from every ordinary blow (ODM-DMG-2). */
  bw: z.number().int().min(0).describe('BW-punten: armour'),
  /** Weapon damage roll (ODM-GAP-6). */
  tp: odmDamageNotationSchema.describe("TP: the weapon's trefpunten as dice, e.g. 1W+4"),
  weapon: z.string().min(1).optional().describe('Weapon name, for the sheet; its damage is tp'),
  kind: odmKindSchema.describe("hero (player character) or the Master's figure or monster")
})

export type OdmSheet = z.output<typeof odmSheetSchema>
