import { z } from 'zod'
import type { ParamValue } from '../../core/types.ts'
import { parseWith } from '../../core/setup.ts'
import { monsterSheetSchema, pcSheetSchema } from './sheet.ts'
import { thaliaRulesSchema } from './settings.ts'

export const PLAYER_SIDE = 'players'

/** The side ids the engine gives itself (THA-GAP-3); the log words them in its language (`thalia.side.*`). */
const ENGINE_SIDE_IDS: ReadonlySet<string> = new Set([PLAYER_SIDE, 'enemies', 'monsters'])

/** A side id the engine gave itself (players, enemies, monsters), which texts word in the GM's language. */
export function isEngineSide(side: string): boolean {
  return ENGINE_SIDE_IDS.has(side)
}

/**
 * What the log shows for a side in a list (`*Keys` parameter, next to the raw ids): a message key for a side id the
 * engine made up, else the id the setup gave it, which is its name (such as "troll") and shows as written.
 */
export function sideLabel(side: string): string {
  return ENGINE_SIDE_IDS.has(side) ? `thalia.side.${side}` : side
}

/**
 * The `<name>Key` parameter for one side, next to its raw id in `<name>`: the key of a side id the engine made up,
 * "nobody" for no side (no winner), and nothing for a side the setup named, whose id the text shows as it is.
 */
export function sideKeyParam(name: string, side: string | null): Record<string, string> {
  if (side === null || side === '') return { [`${name}Key`]: 'thalia.side.none' }
  return ENGINE_SIDE_IDS.has(side) ? { [`${name}Key`]: `thalia.side.${side}` } : {}
}

/** A side's name on its dice, which the GM reads beside the fields in any language: the text's own word, or the setup's name. */
const SIDE_DICE_LABELS: Readonly<Record<string, string>> = { [PLAYER_SIDE]: 'Spillersiden', enemies: 'Fiendene', monsters: 'Monstrene' }
export function sideDiceLabel(side: string): string {
  return SIDE_DICE_LABELS[side] ?? side
}

/** The most pairs one log line lists (`thalia.pair.0` … `thalia.pair.11`); a fight with more sides is not worth a rule. */
const MAX_PAIRS = 12

/**
 * A list `<name>Keys` of "side roll" pairs for a log line (THA-INI-2: one die per Kampside), each side worded as
 * `sideKeyParam` does (a word for a side the engine made up, else its name) beside its own die.
 */
export function sideRollParams(name: string, sides: readonly string[], rolls: readonly number[]): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = { [`${name}Keys`]: sides.slice(0, MAX_PAIRS).map((_, i) => `thalia.pair.${i}`) }
  sides.slice(0, MAX_PAIRS).forEach((side, i) => {
    params[`pairName${i}`] = side
    params[`pairValue${i}`] = rolls[i] ?? 0
    Object.assign(params, sideKeyParam(`pairName${i}`, side))
  })
  return params
}

const combatantSchema = z
  .object({
    sheet: z.discriminatedUnion('kind', [pcSheetSchema, monsterSheetSchema]),
    /** Combat side (Kampside); SKs default to the player side, DKs and monsters to one enemy side (THA-GAP-3, `sidesOf`). */
    side: z.string().min(1).optional(),
    /** Group for Fighting Spirit triggers and Group Combat; defaults to the side. */
    group: z.string().min(1).optional(),
    /** The group's Leader, whose KÅ counts for all (THA-MORALE-5). */
    leader: z.boolean().default(false),
    /** Hostile creatures test Fighting Spirit (THA-MORALE-3); default: non-players not on the player side. */
    hostile: z.boolean().optional()
  })
  .strict()

export const thaliaSetupSchema = z
  .object({
    /** Lets a setup file name its rule system (the CLI reads it); optional inside the engine. */
    system: z.literal('thalia').optional(),
    combatants: z.array(combatantSchema).min(2),
    options: z
      .object({
        /** THA-GAP-7, THA-SURPRISE-4: the Judge's default answer to how the fight opens: "none", "surpriseRoll" or "ambush:<side>". */
        opening: z
          .string()
          .regex(/^(none|surpriseRoll|ambush:.+)$/, 'none, surpriseRoll or ambush:<side>')
          .default('none'),
        /** THA-GROUP-2: Group Combat between non-player groups. */
        groupCombat: z.boolean().default(false),
        /**
         * The SKs' default Action once a round has left their side behind (less of its starting HP standing than
         * the opponents'): `fight` on (the default), or `flee`: each SK that can Run uses its Action to run from the
         * fight (THA-ACT-5, THA-END-1), after stabilising a dying friend. The odds' policies (odds.ts) set it.
         */
        whenLosing: z.enum(['fight', 'flee']).optional()
      })
      .strict()
      .default({ opening: 'none', groupCombat: false }),
    rules: thaliaRulesSchema.default(thaliaRulesSchema.parse({}))
  })
  .strict()
  .superRefine((setup, ctx) => {
    const ids = new Set<string>()
    const sides = new Set<string>()
    const sideIds = sidesOf(setup.combatants, setup.rules.mergeNpcGroups)
    const leaders = new Set<string>()
    setup.combatants.forEach((c, i) => {
      if (ids.has(c.sheet.id)) ctx.addIssue({ code: 'custom', path: ['combatants', i, 'sheet', 'id'], message: `duplicate id "${c.sheet.id}"` })
      ids.add(c.sheet.id)
      sides.add(sideIds[i]!)
      if (c.sheet.kind === 'pc') {
        for (const [skill, rank] of Object.entries(c.sheet.skills)) {
          if (setup.rules.testTargets[rank] === undefined)
            ctx.addIssue({ code: 'custom', path: ['combatants', i, 'sheet', 'skills', skill], message: `unknown skill rank "${rank}"` })
        }
        if (c.leader) ctx.addIssue({ code: 'custom', path: ['combatants', i, 'leader'], message: 'only DKs and monsters lead a group' })
      } else if (c.leader) {
        const group = c.group ?? sideIds[i]!
        if (leaders.has(group)) ctx.addIssue({ code: 'custom', path: ['combatants', i, 'leader'], message: `group "${group}" already has a leader` })
        leaders.add(group)
      }
    })
    if (sides.size < 2) ctx.addIssue({ code: 'custom', path: ['combatants'], message: 'a fight needs at least two combat sides' })
    const opening = setup.options.opening
    if (opening.startsWith('ambush:') && !sides.has(opening.slice(7))) {
      ctx.addIssue({ code: 'custom', path: ['options', 'opening'], message: `no side "${opening.slice(7)}"` })
    }
  })

type CombatantInput = z.output<typeof combatantSchema>

type SideInput = Pick<CombatantInput, 'side' | 'group'> & { readonly sheet: { readonly kind: string } }

/**
 * THA-GAP-3 and issue 15: the side of each combatant. SKs stand on the player side (Spillersiden); a combatant with a
 * `side` stands there (allied DKs: `players`). The DKs and monsters without one are one enemy side by default
 * (`mergeNpcGroups`), named after their group when they are one group ("Troll"), else `enemies`; with the setting off
 * each group is its own side, as the catalogue's default proposes. Reads only the side, group and kind, so the
 * campaign can name the sides of a setup it is still building.
 */
export function sidesOf(combatants: readonly SideInput[], mergeNpcGroups: boolean): string[] {
  let shared: string | null = null
  if (mergeNpcGroups) {
    const groups = new Set<string>()
    for (const c of combatants) if (!c.side && c.sheet.kind !== 'pc') groups.add(c.group ?? 'monsters')
    shared = groups.size === 1 ? [...groups][0]! : 'enemies'
  }
  return combatants.map((c) => c.side ?? (c.sheet.kind === 'pc' ? PLAYER_SIDE : (shared ?? c.group ?? 'monsters')))
}

export type ThaliaSetup = z.output<typeof thaliaSetupSchema>
export type ThaliaSetupInput = z.input<typeof thaliaSetupSchema>

export function parseThaliaSetup(input: unknown): ThaliaSetup {
  return parseWith(thaliaSetupSchema, input)
}
