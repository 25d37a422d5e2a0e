import { z } from 'zod'
import { parseWith } from '../../core/setup.ts'
import { odmRulesSchema } from './settings.ts'
import { odmSheetSchema } from './sheet.ts'

/** Ids end up inside option ids such as "flee:<id>", so they may not contain a colon. */
const idSchema = z.string().regex(/^[A-Za-z0-9_.-]+$/, 'use letters, digits, "_", "." or "-"')

export const odmCombatantSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  sheet: odmSheetSchema
})

export const odmSideSchema = z.object({
  id: idSchema,
  /**
   * Absent: the side is named by its part in the fight, in the language of whoever reads (a campaign's heroes and
   * opponents, `odm.side.heroes` / `odm.side.opponents`): "Tegenstanders" in a Dutch log, "Gegner" on a German screen.
   */
  name: z.string().min(1).optional(),
  combatants: z.array(odmCombatantSchema).min(1)
})

/** How the default policy (simulation, CLI, odds) answers the end-of-fight question; not a rule of ODM. */
export const odmPolicySchema = z.object({
  /** Endless fights are possible (AT 0, PA 20, BW above every TP): the default policy breaks off after this round. */
  breakOffAfterRound: z.number().int().min(1).default(200),
  /**
   * ODM-END-2 ("Meestal zal de verliezende partij op tijd opgeven of op de vlucht slaan"): what the GM's party answers
   * at the end question while it is losing — its LE left, as a share of the LE it brought into the fight, below the
   * opponents' share. `fight` (absent: the engine's default) fights on; `surrender` gives up and `flee` flees, the whole
   * side at once. The odds' policies set it (odds.ts).
   */
  whenLosing: z.enum(['fight', 'surrender', 'flee']).optional()
})

export const odmSetupSchema = z
  .object({
    /** Lets a setup file name its rule system (the CLI reads it); optional inside the engine. */
    system: z.literal('odm').default('odm'),
    sides: z.tuple([odmSideSchema, odmSideSchema]),
    rules: odmRulesSchema.prefault({}),
    policy: odmPolicySchema.prefault({})
  })
  .superRefine((setup, ctx) => {
    const seen = new Set<string>()
    const claim = (id: string, path: (string | number)[]): void => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `id "${id}" is used twice`, path })
      seen.add(id)
    }
    setup.sides.forEach((side, s) => {
      claim(side.id, ['sides', s, 'id'])
      side.combatants.forEach((c, i) => {
        claim(c.id, ['sides', s, 'combatants', i, 'id'])
        if (c.sheet.le.current <= setup.rules.outAtLe) {
          ctx.addIssue({
            code: 'custom',
            message: `LE ${c.sheet.le.current} is already out of the fight (out at LE ${setup.rules.outAtLe} or less)`,
            path: ['sides', s, 'combatants', i, 'sheet', 'le', 'current']
          })
        }
      })
    })
  })

export type OdmSetup = z.output<typeof odmSetupSchema>
export type OdmSetupInput = z.input<typeof odmSetupSchema>
export type OdmCombatant = z.output<typeof odmCombatantSchema>

/** The heroes' side is the GM's party: the side with heroes (kind 'hero'); the first side when both or neither have any, as the campaign puts its party first. */
export function partySide(setup: OdmSetup): 0 | 1 {
  return hasHeroes(setup.sides[1]) && !hasHeroes(setup.sides[0]) ? 1 : 0
}

/** A loop, not `some` with a closure: the odds ask it of every simulated fight's setup. */
function hasHeroes(side: OdmSetup['sides'][number]): boolean {
  const combatants = side.combatants
  for (let i = 0; i < combatants.length; i++) if (combatants[i]!.sheet.kind === 'hero') return true
  return false
}

export function parseOdmSetup(input: unknown): OdmSetup {
  return parseWith(odmSetupSchema, input)
}
