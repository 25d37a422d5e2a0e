import { z } from 'zod'
import { parseWith } from '../../core/setup.ts'
import { ruleSettingsSchema } from './settings.ts'
import { UNARMED, weltenbuchSheetSchema } from './sheet.ts'

export const SIDES = ['heroes', 'foes'] as const
export type SideId = (typeof SIDES)[number]

export const combatantSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .regex(/^[^:\s]+$/, 'an id has no spaces or colons'),
    side: z.enum(SIDES),
    /** Held (player character, has hero points) or NSC (loses initiative ties, KA-INI-10). */
    kind: z.enum(['hero', 'nsc']),
    sheet: weltenbuchSheetSchema,
    /** Weapon in hand at the start: a weapon id, or "unarmed"; default the first melee weapon. */
    wielding: z.string().min(1).optional(),
    /** Ranged weapons already spanned at the start (KA-GAP-33). */
    loaded: z.array(z.string().min(1)).default([]),
    /** Place on the battle line in metres; within the free move (2 m) of an enemy means melee reach (KA-GAP-32). */
    position: z.number().default(0),
    /** Standing circumstances, the defaults of the GM's modifier choice for a shot (KA-MOD-1..5). */
    running: z.boolean().default(false),
    cover: z.boolean().default(false),
    size: z.enum(['small', 'normal', 'large']).default('normal')
  })
  .strict()
  .superRefine((c, ctx) => {
    const ids = new Set(c.sheet.weapons.map((w) => w.id))
    if (c.wielding !== undefined && c.wielding !== UNARMED && !ids.has(c.wielding)) {
      ctx.addIssue({ code: 'custom', path: ['wielding'], message: `"${c.wielding}" is not one of this combatant's weapons` })
    }
    c.loaded.forEach((id, i) => {
      const weapon = c.sheet.weapons.find((w) => w.id === id)
      if (!weapon || weapon.kind !== 'ranged')
        ctx.addIssue({ code: 'custom', path: ['loaded', i], message: `"${id}" is not one of this combatant's ranged weapons` })
    })
  })

/** How the default policy (simulation, the CLI, the odds) decides for the heroes; not a rule of the text. */
export const policySchema = z
  .object({
    /**
     * What each hero's action defaults to while the heroes are losing: while the LP they have left before "tödlich"
     * (KA-SUP-7, KA-SUP-8; nothing for those out of the fight), as a share of what they brought into it, is below the
     * opponents' share. `fight` (absent: the engine's default) fights on; `flee` runs off (KA-ACT-9: moving away is an
     * action; he is out of the fight). Only a hero who can move flees. The odds' policies set it (odds.ts).
     */
    whenLosing: z.enum(['fight', 'flee']).optional()
  })
  .strict()

export const fightSetupSchema = z
  .object({
    /** Lets a setup file name its rule system (the CLI reads it); optional inside the engine. */
    system: z.literal('weltenbuch').optional(),
    /** A note for people reading the JSON; the engine ignores it. */
    $comment: z.string().optional(),
    combatants: z.array(combatantSchema).min(2),
    /** The side that lays an ambush (KA-INI-5, KA-INI-6, KA-AMBUSH-1). */
    ambushBy: z.enum(SIDES).optional(),
    rules: ruleSettingsSchema.default(ruleSettingsSchema.parse({})),
    policy: policySchema.optional()
  })
  .strict()
  .superRefine((setup, ctx) => {
    const seen = new Set<string>()
    setup.combatants.forEach((c, i) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: ['combatants', i, 'id'], message: `combatant id "${c.id}" is used twice` })
      seen.add(c.id)
    })
    for (const side of SIDES) {
      if (!setup.combatants.some((c) => c.side === side)) ctx.addIssue({ code: 'custom', path: ['combatants'], message: `the side "${side}" has nobody` })
    }
  })

export type WeltenbuchSetup = z.output<typeof fightSetupSchema>
export type WeltenbuchSetupInput = z.input<typeof fightSetupSchema>
export type CombatantSetup = z.output<typeof combatantSchema>

export function parseWeltenbuchSetup(input: unknown): WeltenbuchSetup {
  return parseWith(fightSetupSchema, input)
}
