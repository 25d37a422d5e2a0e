import { armsOf, numbArmTest, type ArmSide, type ArmUse } from './arms.ts'
import type { Injury } from './sheet.ts'
import type { ThaliaRules } from './settings.ts'
import { menById, type Attribute } from './tables.ts'

/** Test kinds a Mén can hinder beyond the attribute (Table T1); the engine cannot tell them from the attribute alone. */
export type MenTestKind = 'kunnskap' | 'lytte' | 'finmotorikk'
const KINDS: readonly MenTestKind[] = ['kunnskap', 'lytte', 'finmotorikk']

/** One test, described for the Mén that may hinder it. */
export interface MenTestQuery {
  readonly attribute?: Attribute | 'refleks' | null
  /** Skill name; a skill listed in the `menTestSkills` setting brings its kind. */
  readonly skill?: string
  /** Kinds the Judge says the test is, for tests the engine does not roll (e.g. a Lytte test out of combat). */
  readonly kinds?: readonly MenTestKind[]
  /** The arm the test is made with (THA-MEN-20). */
  readonly arm?: ArmUse
}

export interface MenTestEffect {
  readonly modifier: number
  readonly disadvantage: boolean
  /** The THA-MEN rules that changed the test, for the log. */
  readonly rules: readonly string[]
}

export type MenTestRules = Pick<ThaliaRules, 'internalPainsAlways' | 'menTestSkills' | 'unsidedArmMen' | 'uselessWeaponArm'>

const NONE: MenTestEffect = { modifier: 0, disadvantage: false, rules: [] }

function kindsOf(rules: MenTestRules, query: MenTestQuery): readonly MenTestKind[] {
  const skill = query.skill
  if (skill === undefined) return query.kinds ?? []
  const fromSkill = KINDS.filter((k) => rules.menTestSkills[k].includes(skill))
  return fromSkill.length === 0 ? (query.kinds ?? []) : [...fromSkill, ...(query.kinds ?? [])]
}

/**
 * THA-MEN-9, THA-MEN-10, THA-MEN-12, THA-MEN-15, THA-MEN-16, THA-MEN-20, THA-MEN-21, THA-MEN-26, THA-GAP-39: what an
 * SK's Mén do to one test. Pure, so the campaign can ask it for skill tests the engine does not roll.
 */
export function menTestEffect(rules: MenTestRules, injuries: readonly Injury[], weaponHand: ArmSide, query: MenTestQuery): MenTestEffect {
  if (injuries.length === 0) return NONE
  const attribute = query.attribute ?? null
  const physical = attribute === 'makt' || attribute === 'agilitet'
  const kinds = kindsOf(rules, query)
  let modifier = 0
  let disadvantage = false
  const hindering: string[] = []
  for (const injury of injuries) {
    const entry = menById(injury.id)
    if (!entry) continue
    const effects = entry.effects
    if (physical && effects.physicalTestModifier && rules.internalPainsAlways) {
      modifier += effects.physicalTestModifier
      hindering.push(entry.rule)
      continue
    }
    const on = effects.disadvantageOn
    if (!on) continue
    if ((attribute !== null && (on as readonly string[]).includes(attribute)) || kinds.some((k) => on.includes(k))) {
      disadvantage = true
      hindering.push(entry.rule)
    }
  }
  if (query.arm !== undefined && numbArmTest(armsOf(rules, injuries, weaponHand), query.arm)) {
    disadvantage = true
    hindering.push('THA-MEN-20')
  }
  if (hindering.length === 0) return NONE
  return { modifier, disadvantage, rules: [...new Set(hindering)] }
}
