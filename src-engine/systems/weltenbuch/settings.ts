import { z } from 'zod'
import { ZONES } from './tables.ts'

const int = () => z.number().int()

/**
 * The campaign's rule settings: every open question of the rules text (KA-GAP-n) is a field with the
 * documented default, so a GM can choose the other reading. The KA-SUP fields are the rulebook's own numbers.
 */
export const ruleSettingsSchema = z
  .object({
    /** Optional rule (KA-ZONE-5): uncalled attacks roll two extra W6 for the hit zone. */
    hitZoneDice: z.boolean().default(false),
    /** KA-GAP-1: ranged minimum roll = base (+ target's Heldenstufe); the prose's alternative is a flat 14. */
    rangedBaseMinimum: int().min(0).max(40).default(16),
    rangedAddsTargetLevel: z.boolean().default(true),
    /** KA-GAP-2 / KA-SUP-1..3: damage from the margin (×M+B); false = the weapon's bonus only, no margin. */
    damageFromMargin: z.boolean().default(true),
    /** KA-GAP-3 / KA-SUP-7..9: wound levels and zone maximums take effect; false = only record damage. */
    woundEffects: z.boolean().default(true),
    /** KA-SUP-7 (the engine's reading): damage past the deadly level kills. */
    deathBeyondDeadly: z.boolean().default(true),
    /** Zones whose loss (KA-SUP-9) leaves the character unable to act. */
    disablingZones: z.array(z.enum(ZONES)).default(['kopf', 'rumpf']),
    /** Zones whose loss kills: Yorn "splits the orc's head" (KA-EX-1). Empty: a lost head only disables. */
    fatalZones: z.array(z.enum(ZONES)).default(['kopf']),
    /** KA-GAP-4: malus for calling the torso (the table's −1). */
    calledTorsoMalus: int().min(-10).max(0).default(-1),
    /** KA-GAP-5: a rolled zone carries its malus. */
    rolledZoneMalus: z.boolean().default(false),
    /** KA-GAP-6: zone calls and zone dice also apply to ranged attacks. */
    zonesForRanged: z.boolean().default(true),
    /** KA-GAP-7: a tie in an opposed test goes to the defender (the attack misses, a dodge succeeds). */
    tieGoesToDefender: z.boolean().default(true),
    /** KA-GAP-8: the parry margin ("two better") that takes the initiative. */
    parrySwitchMargin: int().min(0).max(20).default(2),
    /** KA-GAP-9: after a successful dodge in a duel both re-roll initiative, with hero points allowed again. */
    rerollAfterDodge: z.boolean().default(true),
    /** KA-GAP-10: initiative ties between heroes compare the hero-point pool after spending (false: before). */
    tieComparesPoolAfterSpending: z.boolean().default(true),
    /** KA-GAP-11 / KA-GAP-12: members of a party act in descending initiative order, round-robin. */
    membersAlternate: z.boolean().default(true),
    /**
     * Whom an NSC attacks or shoots at by default when several enemies are in reach (or in range): the text does not
     * say (the GM runs NSCs, KA-INI-2). `rolled`: one of them at random, rolled with the fight's dice (1Wn over them in
     * setup order; the prompt numbers them, so the GM may type the face of the one he wants) and logged. `first`: the
     * first of them in setup order. The default only presets the GM's choice of action; simulation uses it as well.
     */
    nscTarget: z.enum(['rolled', 'first']).default('rolled'),
    /** KA-GAP-13: a dodger in a group fight may still defend for the rest of the Kampfabschnitt. */
    dodgerMayDefend: z.boolean().default(true),
    /** KA-GAP-14 / KA-GROUP-5: bonus of the larger party on melee attacks; counted over members able to act. */
    largerPartyBonus: int().min(0).max(10).default(2),
    largerPartyCountsActiveOnly: z.boolean().default(true),
    /** KA-GAP-15: a party without actions gets a free defence against every melee attack (false: only after a switch). */
    freeActionOnEveryDefence: z.boolean().default(true),
    /** KA-GAP-16 / KA-ACT-6: a party that used a free action defends in the next Kampfabschnitt. */
    freeActionDefendsNext: z.boolean().default(true),
    /** KA-ACT-1 / KA-GAP-17: actions per party and Kampfabschnitt. */
    actionsPerSegment: int().min(1).max(20).default(5),
    /** KA-GAP-17: the engine stops an undecided fight after this many Kampfabschnitte. */
    maxSegments: int().min(1).max(1000).default(30),
    /** KA-GAP-18: a shot at a member of the defending party is a threat (it cannot be answered by a free attack). */
    shotIsThreat: z.boolean().default(true),
    /** KA-GAP-19: an undefended melee attack is tested against 12 + Heldenstufe (false: it always hits). */
    undefendedUsesAmbushMinimum: z.boolean().default(true),
    /** KA-GAP-20: Heldenstufe of an NSC whose sheet has none. */
    nscHeldenstufe: int().min(0).max(30).default(0),
    /** KA-GAP-21: the first ambush blow may be parried, as in the example (default: the rule, it may not). */
    ambushAllowsParry: z.boolean().default(false),
    /** KA-GAP-22 / KA-AMBUSH-4: after the first blow the ambushed party has as many actions as the ambushers. */
    ambushActionsMatchAttacker: z.boolean().default(true),
    /** KA-GAP-23 / KA-INI-5: the ambushing side chooses who begins (false: highest initiative begins). */
    ambushersChooseLeader: z.boolean().default(true),
    /** KA-GAP-24: the modifier table also applies to melee attacks (default: ranged only). */
    modifiersInMelee: z.boolean().default(false),
    /** KA-GAP-25: beyond 3 × range a shot is impossible (false: it takes the extreme-range malus). */
    noShotBeyondExtreme: z.boolean().default(true),
    /** KA-GAP-26: the ranged test adds the weapon bonus (the printed formula does not). */
    rangedAddsWeaponBonus: z.boolean().default(false),
    /** KA-GAP-27: dodging or blocking a missile costs an action of the target's party; a shield adds its bonus. */
    missileDefenceCostsAction: z.boolean().default(true),
    missileBlockAddsShieldBonus: z.boolean().default(true),
    /** KA-GAP-28: skill used for unarmed melee. */
    unarmedSkill: z.string().min(1).default('Waffenlos'),
    /** KA-GAP-29: skill used for parrying and attacking with a shield. */
    shieldSkill: z.string().min(1).default('Schild'),
    /** KA-GAP-30: hero points give +2 each on every skill test, not only initiative (KA-INI-7). */
    heroPointBonus: int().min(0).max(10).default(2),
    heroPointsOnAllTests: z.boolean().default(true),
    /** KA-GAP-32: metres covered for free, and per movement action. */
    freeMoveMetres: z.number().min(0).default(2),
    moveMetresPerAction: z.number().positive().default(10),
    /** KA-GAP-33 / KA-ACT-10: actions to span a bow and a crossbow; a spanned weapon stays loaded. */
    bowSpanActions: int().min(0).max(10).default(1),
    crossbowSpanActions: int().min(0).max(10).default(3),
    /**
     * KA-SUP-11: a double 1 is a failure (Fehlschlag), in tests against a minimum roll and in comparative tests alike:
     * an attack on a double 1 misses (the defender need not defend), a parry or dodge on a double 1 lets the attack hit.
     */
    doubleOneFails: z.boolean().default(true),
    /**
     * KA-SUP-11: a double 6 is a sensational success (sensationeller Erfolg), whose effect the GM describes; the log
     * always names it. Default: it also succeeds whatever the totals (a hit, a parry or dodge that holds, a test that
     * meets its minimum; two double 6 leave it to the totals). false: only logged, the totals decide.
     */
    doubleSixSucceeds: z.boolean().default(true),
    /** KA-SUP-12: LP restored by first aid at each wound level (light..deadly). */
    firstAidByLevel: z
      .object({ leicht: int().min(0), mittel: int().min(0), schwer: int().min(0), kritisch: int().min(0), toedlich: int().min(0) })
      .strict()
      .default({ leicht: 2, mittel: 2, schwer: 4, kritisch: 4, toedlich: 6 }),
    /** KA-SUP-12: minutes a character at "tödlich" survives without treatment. */
    deadlyUntreatedMinutes: int().min(0).default(30),
    /**
     * The skills table (Fertigkeiten) a sheet's skills and weapon skills are picked from, so a misspelt skill is
     * refused when the sheet is saved instead of counting as 0 in a fight. The chapter names Ausweichen, Wahrnehmung
     * and weapon skills without a list (KA-GAP-28, KA-GAP-29); the GM adds the rulebook's other skills here.
     */
    skillTable: z
      .array(z.string().trim().min(1).max(60))
      .default([
        'Armbrust',
        'Ausweichen',
        'Bogen',
        'Dolche',
        'Kurzschwerter',
        'Schild',
        'Schwerter',
        'Speere',
        'Waffenlos',
        'Wahrnehmung',
        'Wurfwaffen',
        'Äxte'
      ])
      .meta({ skillTable: true })
  })
  .strict()

export type RuleSettings = z.output<typeof ruleSettingsSchema>

export const DEFAULT_SETTINGS: RuleSettings = ruleSettingsSchema.parse({})
