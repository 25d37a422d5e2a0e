import {
  WELTENBUCH_DEFAULT_SETTINGS,
  weltenbuchSystem,
  type WeltenbuchRuleSettings,
  type WeltenbuchSetup
} from '../../../src-engine/systems/weltenbuch/index.ts'
import { COMBAT_MODIFIERS, koerperRow, ZONES } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { damageCodeOf } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import yornVsOrc from '../../../resources/examples/weltenbuch-yorn-vs-orc.json' with { type: 'json' }
import twoVsThree from '../../../resources/examples/weltenbuch-2v3.json' with { type: 'json' }
import type { DiceRoller } from '../../../src-engine/dice/rng.ts'
import { simulatedFights, type Scenario } from '../scenario.ts'
import { baselineWeltenbuch, type BaselineFighter, type BaselineOutcome, type BaselineWeapon } from './weltenbuch-baseline.ts'

type Combatant = WeltenbuchSetup['combatants'][number]

function bits(indices: readonly number[]): number {
  let mask = 0
  for (const i of indices) if (i >= 0) mask |= 1 << i
  return mask
}

/** The sheet's numbers summed once, as a hand-tuned simulator would keep them. */
function baselineFighter(c: Combatant, rules: WeltenbuchRuleSettings): BaselineFighter {
  const { sheet } = c
  const { geschick } = sheet.attributes
  const skill = (name: string): number => sheet.skills[name] ?? 0
  const body = koerperRow(sheet.attributes.koerper)
  const weapons = sheet.weapons.map((w): BaselineWeapon => {
    const weaponSkill = skill(w.kind === 'shield' ? rules.shieldSkill : w.skill)
    const kampfwert = geschick + weaponSkill + w.bonus
    const reloads = w.kind === 'ranged' && w.reload !== 'none'
    const spanActions = !reloads ? 0 : w.reload === 'crossbow' ? rules.crossbowSpanActions : rules.bowSpanActions
    return {
      kind: w.kind,
      parry: kampfwert,
      attack: w.kind === 'shield' ? geschick + weaponSkill - w.bonus : kampfwert,
      shot: geschick + skill(w.skill),
      multiplier: damageCodeOf(w.damage).multiplier,
      bonus: damageCodeOf(w.damage).bonus,
      range: w.range ?? 0,
      reloads,
      spanActions
    }
  })
  const indexOf = (id: string): number => sheet.weapons.findIndex((w) => w.id === id)
  const firstMelee = sheet.weapons.findIndex((w) => w.kind === 'melee')
  const wielding = c.wielding === 'unarmed' ? -1 : c.wielding !== undefined ? indexOf(c.wielding) : firstMelee >= 0 ? firstMelee : weapons.length > 0 ? 0 : -1
  const size = c.size === 'small' ? COMBAT_MODIFIERS.smallTarget : c.size === 'large' ? COMBAT_MODIFIERS.largeTarget : 0
  return {
    foe: c.side === 'foes',
    hero: c.kind === 'hero',
    initiative: geschick + sheet.attributes.sinne,
    heroPoints: c.kind === 'hero' ? sheet.heroPoints : 0,
    heldenstufe: sheet.heldenstufe ?? (c.kind === 'nsc' ? rules.nscHeldenstufe : 0),
    dodge: geschick + skill('Ausweichen'),
    unarmed: geschick + skill(rules.unarmedSkill),
    lpPerLevel: body.lpPerLevel,
    sbo: body.sbo,
    msb: body.msb,
    unarmedMultiplier: body.wls.multiplier,
    unarmedBonus: body.wls.bonus,
    armour: ZONES.map((zone) => sheet.armour[zone]),
    weapons,
    wielding,
    loaded: bits(c.loaded.map(indexOf)),
    position: c.position,
    damage: sheet.damage,
    unusable: bits(sheet.unusableZones.map((zone) => ZONES.indexOf(zone))),
    targetModifier: (c.running ? COMBAT_MODIFIERS.targetRunning : 0) + (c.cover ? COMBAT_MODIFIERS.cover : 0) + size,
    shooterModifier: c.running ? COMBAT_MODIFIERS.shooterRunning : 0
  }
}

/** The baseline knows only the default rules (and the hit-zone dice): anything else would compare two games. */
function assertBaselineRules(name: string, setup: WeltenbuchSetup): void {
  const asDefaults = { ...setup.rules, hitZoneDice: WELTENBUCH_DEFAULT_SETTINGS.hitZoneDice }
  if (setup.ambushBy !== undefined || JSON.stringify(asDefaults) !== JSON.stringify(WELTENBUCH_DEFAULT_SETTINGS)) {
    throw new Error(`${name}: the hand-written baseline plays the default rules without an ambush; this setup asks for more`)
  }
}

/** A setup and the baseline's fight of it (test/engine/weltenbuch/baseline.test.ts holds them to the same fights). */
export interface WeltenbuchBench {
  readonly setup: WeltenbuchSetup
  readonly baseline: (roller: DiceRoller) => BaselineOutcome
}

export function weltenbuchBench(name: string, input: unknown): WeltenbuchBench {
  const setup = weltenbuchSystem.parseSetup(input)
  assertBaselineRules(name, setup)
  const fighters = setup.combatants.map((c) => baselineFighter(c, setup.rules))
  const hitZoneDice = setup.rules.hitZoneDice
  return { setup, baseline: (roller) => baselineWeltenbuch(fighters, hitZoneDice, roller) }
}

function weltenbuchScenario(name: string, input: unknown): Scenario {
  const { setup, baseline } = weltenbuchBench(name, input)
  return {
    name,
    engine: simulatedFights(weltenbuchSystem, setup),
    baseline: (roller) => void baseline(roller)
  }
}

// The example's ambush (and with it the parried first blow) is left out, so that the duel is a plain one.
const {
  ambushBy: _ambush,
  rules: { ambushAllowsParry: _parry, ...duelRules },
  ...yornVsOrcDuel
} = yornVsOrc

/** The bench's two fights as setup input: the example duel without its ambush, and the example group fight. */
export const weltenbuchBenchInputs = {
  duel: { ...yornVsOrcDuel, rules: duelRules },
  group: twoVsThree
} as const

export const weltenbuchScenarios: Scenario[] = [
  weltenbuchScenario('Das Weltenbuch: Yorn vs orc (duel)', weltenbuchBenchInputs.duel),
  weltenbuchScenario('Das Weltenbuch: 2 heroes vs 3 orcs', weltenbuchBenchInputs.group)
]
