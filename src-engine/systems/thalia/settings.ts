import { z } from 'zod'
import { diceSchema } from './sheet.ts'

/**
 * The campaign's rule settings for Thalia. Every open question of the rules text (THA-GAP-n) is a field here,
 * defaulting to the catalogue's proposal, so a Judge can rule differently without touching the engine.
 */
const rulesObject = z.object({
  /** THA-INI-6, THA-INI-7: standard re-roll on ties, Alternative A (players win ties), Alternative B (players first). */
  initiativeMode: z.enum(['standard', 'altA', 'altB']).default('standard'),
  /** THA-GAP-1: who orders the participants inside one side each round. */
  turnOrder: z.enum(['controllerChooses', 'setupOrder']).default('controllerChooses'),
  /** THA-GAP-2: each player declares and resolves in turn, or all declare first and then resolve. */
  declaration: z.enum(['eachInTurn', 'allFirst']).default('eachInTurn'),
  /**
   * THA-GAP-3: the DKs and monsters without a side are one enemy side (named after their group when there is one
   * group), or each group its own side. The text's typical case is "Spillerne og en gruppe Monstere"; the
   * catalogue proposes a side per group, but two bestiary entries then fought each other (issue 15), so one side
   * is the default.
   */
  mergeNpcGroups: z.boolean().default(true),
  /** THA-GAP-4: initiative once per fight, or again every round. */
  initiativeEachRound: z.boolean().default(false),
  /** THA-GAP-5: a tie between two non-player sides under Alternative A. */
  altANpcTie: z.enum(['reroll', 'setupOrder']).default('reroll'),
  /** THA-GAP-6: several (but not all) sides tied for the lowest surprise roll. */
  surpriseLowestTie: z.enum(['allLowestSurprised', 'nobodySurprised']).default('allLowestSurprised'),
  /** THA-GAP-7: the Judge states at the start who ambushes; this is the default answer of that request. */
  ambushDecidedBy: z.enum(['judgeFlag']).default('judgeFlag'),
  /** THA-GAP-8: surprised SKs still roll defence in the enemy's Ambush Round. */
  surprisedMayDefend: z.boolean().default(true),
  /** THA-GAP-9: normal movement is part of the Action (move and act), or moving uses up the Action. */
  moveWithAction: z.boolean().default(true),
  /** THA-GAP-10: running movement may be split around other things like normal movement. */
  runSplittable: z.boolean().default(true),
  /** THA-GAP-11: free actions per Turn (null: no hard limit, each approved by the Judge). */
  freeActionLimit: z.number().int().min(0).nullable().default(null),
  /** THA-GAP-12: a prepared Action may interrupt another side's Turn right after its trigger. */
  preparedInterrupts: z.boolean().default(true),
  /** THA-GAP-13: actions a DK or monster has per Turn. */
  npcActionsPerTurn: z.number().int().min(1).max(10).default(1),
  /**
   * The text does not say how a DK or monster picks whom it attacks; the Judge runs them (THA-RND-4, THA-GAP-1).
   * Default `rolled`: one of the opponents it can attack at random, rolled with the fight's dice (1tN over them in
   * setup order, the prompt names each number) and logged; the Judge may type the face of the one he wants.
   * `judge`: the Judge picks from a list whose preset is the first of them. Simulation uses the same setting.
   */
  npcTarget: z.enum(['rolled', 'judge']).default('rolled'),
  /** THA-GAP-14: total needed for a clean success per skill rank; a Complication band lies just below. */
  testTargets: z.record(z.string(), z.number().int()).default({ untrained: 14, kyndig: 12 }).meta({ skillRanks: true }),
  complicationBand: z.number().int().min(0).default(1),
  /** THA-GAP-15: whether a target's own hit modifier raises the total needed to hit it. */
  targetAffectsHit: z.boolean().default(false),
  /** THA-GAP-16: what a Triumf on a hit roll does beyond hitting. */
  hitTriumph: z.enum(['hit', 'doubleDamage']).default('hit'),
  /**
   * THA-ATK-3, THA-GAP-56: "må spilleren ha et våpen (eller bare nevene: Se Nevekamp)", but the Nevekamp section is
   * not in the text. Default: an SK without a usable weapon attacks with its fists (Nevene): a physical attack with
   * this damage, attribute and weapon skill, held in an arm that still works; `never`: no attack without a weapon.
   * The values are the engine's, not the rules' (the wider rules' Nevekamp replaces them).
   */
  fists: z.enum(['whenUnarmed', 'never']).default('whenUnarmed'),
  fistDamage: diceSchema.default('1t2'),
  fistAttribute: z.enum(['makt', 'agilitet', 'intellekt', 'karisma']).default('makt'),
  fistSkill: z.string().min(1).default('Nevekamp'),
  /** THA-GAP-17: the Judge rolls the enemy's damage dice, or uses their average. */
  npcDamage: z.enum(['roll', 'average']).default('roll'),
  /** THA-GAP-18: "tar Skade og HP" read as damage taken off HP. */
  failedDefence: z.enum(['damageToHp']).default('damageToHp'),
  /** THA-GAP-19: the immediate Action of a defence Triumf is extra, or replaces the SK's next Action. */
  defenceTriumph: z.enum(['extraAction', 'replacesNextAction']).default('extraAction'),
  /** THA-GAP-20: double damage before Vern is subtracted, and two doublings count once. */
  doubleBeforeVern: z.boolean().default(true),
  doublingsStack: z.boolean().default(false),
  /** THA-GAP-21: an item at 0 Durability is broken and cannot parry, block or attack. */
  brokenAtZeroDurability: z.boolean().default(true),
  /** THA-GAP-22: Fordel/Ulempe on d20 tests: two dice, keep the better/worse; both cancel. */
  edgesCancel: z.boolean().default(true),
  /** THA-GAP-23: Parry uses the attack's attribute choice; no weapon means no Parry. */
  parryAttribute: z.enum(['asAttack']).default('asAttack'),
  /** THA-GAP-24: the least damage left after Vern. */
  minDamageAfterVern: z.number().int().min(0).default(0),
  /** THA-GAP-25: HP never goes below 0. */
  hpFloorZero: z.boolean().default(true),
  /** THA-GAP-26: a DK or monster at 0 HP is dead, or only out of the fight (not a death for morale). */
  npcAtZeroHp: z.enum(['dead', 'out']).default('dead'),
  /** THA-GAP-27: further attacks on a dying SK have no extra effect, or kill it. */
  attackOnDying: z.enum(['noEffect', 'kills']).default('noEffect'),
  /** THA-GAP-28: resisting rolls 1d20 strictly under the value, or at or under it. */
  resistInclusive: z.boolean().default(false),
  /** THA-GAP-32: Last Breath counts down at the end of each round from the next one on, or from the current one. */
  lastBreathFrom: z.enum(['nextRound', 'sameRound']).default('nextRound'),
  /** THA-GAP-33: Last Breath of 0 or less kills at once, or leaves one round. */
  lastBreathZero: z.enum(['diesAtOnce', 'oneRound']).default('diesAtOnce'),
  /** THA-GAP-34: a failed stabilising test may be retried on later Turns. */
  stabiliseRetry: z.boolean().default(true),
  /** THA-GAP-35: HP on waking after stabilisation: the days unconscious count as rest. */
  stabilisedWakeHp: z.enum(['daysAsRest', 'one']).default('daysAsRest'),
  /** THA-GAP-36: every time an SK becomes Dying it rolls Mén, or only the first time in a fight. */
  menEveryTimeDying: z.boolean().default(true),
  /** THA-GAP-37: the body location of a Mén: 1d4 (then 1d2 for the side of a limb), or the Judge's choice. */
  menLocation: z.enum(['roll', 'judge']).default('roll'),
  /** THA-GAP-38: the face of the daily 1d6 on which a brain haemorrhage kills. */
  haemorrhageDeathFace: z.number().int().min(1).max(6).default(1),
  /** THA-GAP-39: the −1 of Internal pains applies to every physical (Might/Agility) test, or never in the engine. */
  internalPainsAlways: z.boolean().default(true),
  /**
   * THA-MEN-9, THA-MEN-10, THA-MEN-21, THA-GAP-39: skills whose tests count as Knowledge, Listening or fine-motor
   * tests (the text names the kinds, not the skills). Default: Legekunst is Intellect-based lore; the rest come
   * from the wider rules' skill list, so the Judge adds them here.
   */
  menTestSkills: z
    .object({
      kunnskap: z.array(z.string()).default(['Legekunst']),
      lytte: z.array(z.string()).default(['Lytte']),
      finmotorikk: z.array(z.string()).default([])
    })
    .strict()
    .default({ kunnskap: ['Legekunst'], lytte: ['Lytte'], finmotorikk: [] }),
  /**
   * THA-MEN-17, THA-MEN-18, THA-MEN-20, THA-GAP-37: an arm Mén with no recorded side (a sheet typed in by hand) hit
   * the weapon arm, or the other arm. Default: the weapon arm, the reading that does not hide the Mén.
   */
  unsidedArmMen: z.enum(['weaponArm', 'otherArm']).default('weaponArm'),
  /**
   * THA-MEN-17, THA-MEN-18: the text makes the arm useless but does not say whether the SK may fight with the
   * other one. Default: it takes the weapon in the other arm, which then cannot carry the shield; `noWeapon`:
   * its weapons are unusable until the Judge rules otherwise.
   */
  uselessWeaponArm: z.enum(['otherArm', 'noWeapon']).default('otherArm'),
  /** THA-GAP-40: FH reductions round down with a minimum of 0. */
  movementRounding: z.enum(['down', 'up']).default('down'),
  /** THA-GAP-41: attribute score → factor table from the character-creation rules (not in this text; empty = keep factor). */
  factorTable: z.array(z.object({ from: z.number().int(), factor: z.number().int() })).default([]),
  /**
   * THA-GAP-42: healing never exceeds maximum HP. (Whether medical help needs a successful Legekunst test is no
   * setting: the helper rolls it at the table, and the campaign's "rest with medical help" stands for a day whose
   * test succeeded; see RETIRED_SETTINGS.)
   */
  hpCappedAtMax: z.boolean().default(true),
  /** THA-GAP-43: a vulnerable SK still defends; only the damage of a failed defence is doubled. */
  vulnerablePcDefends: z.boolean().default(true),
  /** THA-GAP-44: one 2d6 roll per group, or one per creature. */
  moraleRoll: z.enum(['perGroup', 'perCreature']).default('perGroup'),
  /** THA-GAP-45: "half the group dead" rounds up. */
  halfDeadRounding: z.enum(['ceil', 'floor']).default('ceil'),
  /** THA-GAP-46: the Judge's adjustment adds to KÅ (bonus helps staying), or to the roll. */
  moraleAdjustmentTo: z.enum(['ka', 'roll']).default('ka'),
  /** THA-GAP-47: "PÅ 2 / PÅ 12" read as KÅ. */
  paReading: z.enum(['ka']).default('ka'),
  /** THA-GAP-48: a KÅ 2 creature flees at its first test, or at the start of the fight. */
  ka2Flees: z.enum(['firstTest', 'fightStart']).default('firstTest'),
  /** THA-GAP-49: a passed test forced by True counts toward Passed 2; attribute of the True test. */
  forcedTestCounts: z.boolean().default(true),
  threatenAttribute: z.enum(['makt', 'agilitet', 'intellekt', 'karisma']).default('karisma'),
  /** THA-GAP-50: after the leader dies or flees, each creature uses its own KÅ, or the dead leader's. */
  afterLeader: z.enum(['ownKa', 'leaderKa']).default('ownKa'),
  /** THA-GAP-51: Fordel/Ulempe on morale come from creature data. */
  moraleEdgeSource: z.enum(['creatureData']).default('creatureData'),
  /** THA-GAP-52: Group Combat rolls once per round when the non-player sides would act. */
  groupCombatTiming: z.enum(['oncePerRound']).default('oncePerRound'),
  /** THA-GAP-53: a side whose members all cannot act is beaten; Last Breath goes on after the fight. */
  aftermath: z.enum(['continue', 'stop']).default('continue'),
  /** THA-GAP-54: natural d20 faces that are a Tabbe and a Triumf. */
  tabbeFace: z.number().int().min(1).max(20).default(1),
  triumfFace: z.number().int().min(1).max(20).default(20),
  /** THA-GAP-55: no combat zones or reaction attacks (the section is missing). */
  reactionAttacks: z.literal(false).default(false),
  /** THA-GAP-56: unknown material is data from the wider rules; nothing invented. */
  externalData: z.enum(['fromSheets']).default('fromSheets'),
  /** Safety net: the text sets no limit, so the fight ends undecided after this many rounds. */
  maxRounds: z.number().int().min(1).max(1000).default(100),
  /**
   * THA-GAP-56: the skills table a sheet's skills and weapon skills are picked from, so a misspelt skill is refused
   * when the sheet is saved instead of making the SK untrained in a fight. The text names only these (Unngå, Skjold,
   * Legekunst, True, Sverd, Nevekamp, Lytte) and some weapon skills; the Judge adds the wider rules' skills here.
   */
  skillTable: z
    .array(z.string().trim().min(1).max(60))
    .default(['Bue', 'Dolk', 'Legekunst', 'Lytte', 'Låsdirking', 'Nevekamp', 'Skjold', 'Sverd', 'True', 'Unngå', 'Øks'])
    .meta({ skillTable: true })
})

/**
 * Settings older campaigns stored that no longer exist: accepted and ignored, so their fights and settings still open.
 * `medicalHelpNeedsTest` (THA-GAP-42) claimed to make medical help need a Legekunst test, but the app never rolled one:
 * the helper is not part of a care action, so the GM rolls the test at the table and picks "rest with medical help"
 * only when it succeeded (or when the Judge waives it); a failed test is a plain rest. `diagonalStepCost`,
 * `areaPrintedUnits` and `areaPlacement` (THA-GAP-29 to 31) chose how distances and areas are measured, but the fight
 * has no map and no fight read them (README, "Distances and areas").
 */
export const RETIRED_SETTINGS: readonly string[] = ['medicalHelpNeedsTest', 'diagonalStepCost', 'areaPrintedUnits', 'areaPlacement']

/**
 * The schema accepts no other unknown setting (a misspelt name is refused naming it), like a strict object, but lets
 * the retired ones through; a strict object with them as fields would offer them on the settings form.
 */
export const thaliaRulesSchema = rulesObject.loose().superRefine((r, ctx) => {
  for (const key of Object.keys(r)) {
    if (!(key in rulesObject.shape) && !RETIRED_SETTINGS.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: `unknown setting "${key}"` })
  }
  if (r.testTargets['untrained'] === undefined) ctx.addIssue({ code: 'custom', path: ['testTargets', 'untrained'], message: 'an untrained target is required' })
  if (r.tabbeFace >= r.triumfFace) ctx.addIssue({ code: 'custom', path: ['tabbeFace'], message: 'must be below triumfFace' })
})

export type ThaliaRules = z.output<typeof rulesObject>

export const defaultThaliaRules: ThaliaRules = thaliaRulesSchema.parse({})
