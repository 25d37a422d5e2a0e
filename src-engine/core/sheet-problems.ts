/**
 * Problems the rules find on a sheet that zod's own codes cannot name (a value above its maximum, dice notation the
 * parser refuses): each custom issue carries one of these as `params.problem`, so an app words it in the GM's language
 * while the message stays English for logs, the CLI and tests.
 */
export const SHEET_PROBLEMS = [
  'diceNotation',
  'leAboveMax',
  'hpAboveMax',
  'damageFormula',
  'rangeRequired',
  'shieldBonusNegative',
  'weaponNameTwice',
  'twoInjuriesKill',
  'inHandNotReady',
  'tooManyHands',
  'twoWeaponsNeedSkill'
] as const
export type SheetProblem = (typeof SHEET_PROBLEMS)[number]

/** The `params` of a custom zod issue that names its problem. */
export const sheetProblem = (problem: SheetProblem) => ({ problem })
