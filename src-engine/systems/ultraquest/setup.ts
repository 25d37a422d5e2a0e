import { z } from 'zod'
import { parseWith } from '../../core/setup.ts'
import { adventurerSchema, opponentSchema } from './sheet.ts'
import { ruleSettingsSchema } from './rules.ts'

export const fightOptionsSchema = z.strictObject({
  /** KS-TYPE-1: melee only, ranged only, or both. */
  type: z.enum(['NK', 'FK', 'NK+FK']),
  /** KS-VOLUNTARY-2 / KS-FORCED-2. */
  marker: z.enum(['?', '!']),
  /** KS-REAR-1: a forced fight that hits the party from behind. */
  fromBehind: z.boolean().default(false),
  /** KS-TARGET-1: ids of the only adventurers the fight is aimed at. */
  targets: z.array(z.string()).min(1).optional(),
  /** The party board's non-fighters: the default answer to who stays out, when they form a block that may (KS-NONFIGHT-4/5). */
  preferredNonFighters: z.array(z.string()).optional(),
  /** KS-ROBBER-1: the event carries the note "Räuber". */
  robbers: z.boolean().default(false),
  /** KS-GAP-11: armour of the opponents, when the event gives one. */
  opponentRw: z.number().int().min(0, 'opponent armour cannot be negative').default(0),
  /** KS-GAP-17: flags for the whole opponent side; when absent they follow from the opponents' kinds. */
  opponentFlags: z
    .strictObject({
      undead: z.boolean().optional(),
      ghostOrDemon: z.boolean().optional(),
      demon: z.boolean().optional(),
      cursed: z.boolean().optional(),
      neverExhausted: z.boolean().optional()
    })
    .default({})
})

/**
 * The default answers of the GM's decisions, which simulation, the CLI and the odds take where no answer is given
 * (the odds' policies set them, odds.ts). Absent: the engine's own defaults.
 */
export const decisionDefaultsSchema = z.strictObject({
  /** KS-FLEE-1: after a drawn round before the last, fight on (the engine's default) or flee. */
  flee: z.enum(['fight', 'flee']).optional()
})

export const ultraquestSetupSchema = z
  .strictObject({
    system: z.literal('ultraquest').default('ultraquest'),
    /** The party in marching order: front first (KS-ORDER-1). */
    party: z.array(adventurerSchema).min(1, 'the party needs at least one adventurer'),
    opponents: z.array(opponentSchema).min(1, 'a fight needs opponents'),
    fight: fightOptionsSchema,
    rules: ruleSettingsSchema.default(() => ruleSettingsSchema.parse({})),
    defaults: decisionDefaultsSchema.optional()
  })
  .superRefine((setup, ctx) => {
    const ids = setup.party.map((a) => a.id)
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['party', i, 'id'], message: `the id "${id}" is used twice` })
    })
    setup.fight.targets?.forEach((id, i) => {
      if (!ids.includes(id)) ctx.addIssue({ code: 'custom', path: ['fight', 'targets', i], message: `no adventurer has the id "${id}"` })
    })
    if (setup.fight.fromBehind && setup.fight.marker === '?') {
      ctx.addIssue({ code: 'custom', path: ['fight', 'fromBehind'], message: 'only forced fights (!) come from behind (KS-REAR-1)' })
    }
    if (setup.party.every((a) => a.dead)) ctx.addIssue({ code: 'custom', path: ['party'], message: 'every adventurer is dead' })
    setup.party.forEach((a, i) =>
      a.skills.forEach((name, j) => {
        if (!(name in setup.rules.skills)) ctx.addIssue({ code: 'custom', path: ['party', i, 'skills', j], message: `"${name}" is not in the skills table` })
      })
    )
  })

export type UltraquestSetup = z.output<typeof ultraquestSetupSchema>
export type UltraquestSetupInput = z.input<typeof ultraquestSetupSchema>

export function parseUltraquestSetup(input: unknown): UltraquestSetup {
  return parseWith(ultraquestSetupSchema, input)
}
