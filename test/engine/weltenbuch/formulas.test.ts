import { describe, expect, it } from 'vitest'
import {
  ambushMinimum,
  attackBase,
  attackWins,
  calledZoneMalus,
  dodgeBase,
  initiativeBase,
  kampfwert,
  meetsMinimum,
  missileBlockBase,
  parryBase,
  parryTakesInitiative,
  perceptionBase,
  rangeBand,
  rangeModifier,
  rangedBase,
  rangedMinimum
} from '../../../src-engine/systems/weltenbuch/checks.ts'
import { compareInitiative } from '../../../src-engine/systems/weltenbuch/initiative.ts'
import { ruleSettingsSchema } from '../../../src-engine/systems/weltenbuch/settings.ts'
import { weltenbuchSheetSchema, type WeltenbuchSheet } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { COMBAT_MODIFIERS, ZONES, zoneForRoll } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { modifierSum } from '../../../src-engine/systems/weltenbuch/targeting.ts'
import { sheet } from './helpers.ts'

const rules = ruleSettingsSchema.parse({})
const withRules = (over: object) => ruleSettingsSchema.parse(over)

function fighterSheet(over: Parameters<typeof sheet>[0]): WeltenbuchSheet {
  return weltenbuchSheetSchema.parse(sheet(over))
}

describe('KA-INI-3 KA-INI-7 KA-INI-9 KA-INI-10 KA-GAP-10 KA-EX-4 KA-EX-5: initiative values and ties', () => {
  it('KA-INI-3: initiative base is Geschick + Sinne', () => {
    const s = fighterSheet({ name: 'A', attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 } })
    expect(initiativeBase(s)).toBe(14)
  })
  it('KA-INI-9 KA-EX-5: two heroes at 18: the one with more hero points (5 over 3) goes first', () => {
    const a = { ini: 18, isHero: true, pool: 3 }
    const b = { ini: 18, isHero: true, pool: 5 }
    expect(compareInitiative(a, b)).toBeGreaterThan(0)
    expect([a, b].sort(compareInitiative)[0]).toBe(b)
  })
  it('KA-INI-10 KA-EX-5: a hero and an NSC at 18: the hero first, whatever the points', () => {
    const hero = { ini: 18, isHero: true, pool: 0 }
    const nsc = { ini: 18, isHero: false, pool: 9 }
    expect([nsc, hero].sort(compareInitiative)[0]).toBe(hero)
  })
  it('KA-INI-4 KA-GAP-10: higher initiative first; equal heroes with equal points and equal NSCs remain tied (roll-off)', () => {
    expect(compareInitiative({ ini: 19, isHero: false, pool: 0 }, { ini: 18, isHero: true, pool: 9 })).toBeLessThan(0)
    expect(compareInitiative({ ini: 18, isHero: true, pool: 2 }, { ini: 18, isHero: true, pool: 2 })).toBe(0)
    expect(compareInitiative({ ini: 18, isHero: false, pool: 0 }, { ini: 18, isHero: false, pool: 0 })).toBe(0)
  })
})

describe('KA-ZONE-5 KA-ZONE-6 KA-ZONE-7 KA-ZONE-8 KA-ZONE-9 KA-ZONE-10 KA-ZONE-11 KA-ZONE-12 KA-ZONE-14 KA-EX-2: the hit-zone table', () => {
  it('KA-EX-2: sums 2..12 give head, left arm, left leg ×2, torso ×3, right leg ×2, right arm, head', () => {
    const zones = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(zoneForRoll)
    expect(zones).toEqual(['kopf', 'lArm', 'lBein', 'lBein', 'rumpf', 'rumpf', 'rumpf', 'rBein', 'rBein', 'rArm', 'kopf'])
  })
  it.each([
    ['KA-ZONE-7', 'rumpf', [6, 7, 8], -1],
    ['KA-ZONE-8', 'lArm', [3], -2],
    ['KA-ZONE-9', 'rArm', [11], -2],
    ['KA-ZONE-10', 'lBein', [4, 5], -2],
    ['KA-ZONE-11', 'rBein', [9, 10], -2]
  ] as const)('%s: %s is hit on the rolls %j and costs %i when called', (_rule, zone, rollsHit, malus) => {
    const hitOn = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((sum) => zoneForRoll(sum) === zone)
    expect(hitOn).toEqual(rollsHit)
    expect(calledZoneMalus(zone, rules)).toBe(malus)
  })
  it('KA-ZONE-12 KA-ZONE-14: the hit-zone test is 2W6 on the table: every result maps to exactly one zone; the chances add up to 36/36', () => {
    const chances: Record<string, number> = {}
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) chances[zoneForRoll(a + b)] = (chances[zoneForRoll(a + b)] ?? 0) + 1
    expect(chances).toEqual({ kopf: 2, lArm: 2, lBein: 7, rumpf: 16, rBein: 7, rArm: 2 })
    expect(() => zoneForRoll(13)).toThrow()
    expect(() => zoneForRoll(1)).toThrow()
  })
})

describe('KA-ZONE-2 KA-ZONE-3 KA-ZONE-6 KA-ZONE-7 KA-ZONE-8 KA-ZONE-9 KA-ZONE-10 KA-ZONE-11 KA-GAP-4 KA-EX-3: called zones and their maluses', () => {
  it('KA-EX-3: 10 + 7 = 17 uncalled; head 13, arm or leg 15, torso 16', () => {
    const total = (malus: number) => 10 + 7 + malus
    expect(total(0)).toBe(17)
    expect(total(calledZoneMalus('kopf', rules))).toBe(13)
    for (const limb of ['lArm', 'rArm', 'lBein', 'rBein'] as const) expect(total(calledZoneMalus(limb, rules))).toBe(15)
    expect(total(calledZoneMalus('rumpf', rules))).toBe(16)
  })
  it('KA-GAP-4: the torso malus is a setting; 0 makes calling the torso free', () => {
    expect(calledZoneMalus('rumpf', withRules({ calledTorsoMalus: 0 }))).toBe(0)
    expect(ZONES).toHaveLength(6)
  })
})

describe('KA-MELEE-11 KA-MELEE-12 KA-MELEE-13 KA-GAP-31 KA-TEST-1 KA-UNARMED-1 KA-GAP-28: test formulas', () => {
  const s = fighterSheet({
    name: 'Yorn',
    attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 },
    skills: { Schwerter: 2, Ausweichen: 3, Waffenlos: 4, Wahrnehmung: 5 },
    weapons: [{ id: 'b', name: 'Breitschwert', skill: 'Schwerter', bonus: 1, damage: '×3+4' }]
  })
  const sword = s.weapons[0]!
  it('KA-GAP-31 KA-MELEE-11 KA-MELEE-12: Kampfwert = Geschick + Waffenfertigkeit + Waffenbonus, the same for attack and parry (9)', () => {
    expect(kampfwert(s, sword, rules)).toBe(9)
    expect(attackBase(s, sword, rules)).toBe(9)
    expect(parryBase(s, sword, rules)).toBe(9)
  })
  it('KA-MELEE-13: dodge = Geschick + Ausweichen', () => {
    expect(dodgeBase(s)).toBe(9)
  })
  it('KA-UNARMED-1 KA-GAP-28: unarmed uses the unarmed skill and no weapon bonus; the skill name is a setting', () => {
    expect(attackBase(s, null, rules)).toBe(10)
    expect(attackBase(s, null, withRules({ unarmedSkill: 'Raufen' }))).toBe(6)
  })
})

describe('KA-SHIELD-1 KA-SHIELD-2 KA-GAP-29 KA-EX-12: shields', () => {
  const s = fighterSheet({
    name: 'Brana',
    skills: { Schild: 3 },
    weapons: [{ id: 's', name: 'Schild', kind: 'shield', skill: 'Schild', bonus: 1, damage: '×1+2' }]
  })
  const shield = s.weapons[0]!
  it('KA-EX-12 KA-GAP-29: a +1 shield adds 1 to the parry and takes 1 from an attack with it (Geschick + Schild ± bonus)', () => {
    expect(parryBase(s, shield, rules)).toBe(5 + 3 + 1)
    expect(attackBase(s, shield, rules)).toBe(5 + 3 - 1)
  })
})

describe('KA-TEST-2 KA-TEST-3 KA-GAP-7 KA-GAP-8 KA-MELEE-7 KA-MELEE-8 KA-EX-6 KA-SUP-11: comparing totals', () => {
  it('KA-EX-6: attack 15 against parry 17 → switch; 16 → miss, no switch; 15 → miss; 14 → hit', () => {
    expect(attackWins(15, 17, rules)).toBe(false)
    expect(parryTakesInitiative(15, 17, rules)).toBe(true)
    expect(attackWins(15, 16, rules)).toBe(false)
    expect(parryTakesInitiative(15, 16, rules)).toBe(false)
    expect(attackWins(15, 15, rules)).toBe(false)
    expect(parryTakesInitiative(15, 15, rules)).toBe(false)
    expect(attackWins(15, 14, rules)).toBe(true)
  })
  it('KA-GAP-7 KA-TEST-3: with ties to the attacker a 15 against 15 hits, but a 14 against 15 still misses', () => {
    const toAttacker = withRules({ tieGoesToDefender: false })
    expect(attackWins(15, 15, toAttacker)).toBe(true)
    expect(attackWins(16, 15, toAttacker)).toBe(true)
    expect(attackWins(14, 15, toAttacker)).toBe(false)
  })
  it('KA-GAP-8: the switch margin is a setting (3: a parry two better keeps the attacker in front)', () => {
    expect(parryTakesInitiative(15, 17, withRules({ parrySwitchMargin: 3 }))).toBe(false)
  })
  it('KA-TEST-2 KA-SUP-11: a minimum roll is met at ≥, and a double 1 always fails', () => {
    expect(meetsMinimum(16, 16, [4, 4], rules)).toBe(true)
    expect(meetsMinimum(15, 16, [4, 3], rules)).toBe(false)
    expect(meetsMinimum(30, 16, [1, 1], rules)).toBe(false)
    expect(meetsMinimum(30, 16, [1, 1], withRules({ doubleOneFails: false }))).toBe(true)
  })
})

describe('KA-AMBUSH-1 KA-EX-7 KA-GAP-20: minimum roll against a defender who cannot parry', () => {
  it('KA-EX-7: Heldenstufe 3 → 15; 15 hits, 14 misses', () => {
    expect(ambushMinimum(3)).toBe(15)
    expect(meetsMinimum(15, ambushMinimum(3), [3, 4], rules)).toBe(true)
    expect(meetsMinimum(14, ambushMinimum(3), [3, 4], rules)).toBe(false)
  })
})

describe('KA-RANGED-1 KA-RANGED-3 KA-RANGED-4 KA-RANGED-5 KA-RANGED-6 KA-RANGED-7 KA-RANGED-8 KA-GAP-1 KA-GAP-25 KA-GAP-26 KA-EX-8: ranged tests', () => {
  const s = fighterSheet({
    name: 'Schütze',
    attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 },
    skills: { Bogen: 5 },
    weapons: [{ id: 'bogen', name: 'Bogen', kind: 'ranged', skill: 'Bogen', bonus: 2, damage: '×2+4', range: 50 }]
  })
  const bow = s.weapons[0]!
  const total = (distance: number, situational = 0) => rangedBase(s, bow, rules) + 7 + rangeModifier(rangeBand(distance, 50, rules)!) + situational

  it("KA-RANGED-3: the distance bands follow the weapon's range: 40 m is normal for a range of 50, far for a range of 20", () => {
    expect(rangeBand(40, 50, rules)).toBe('normal')
    expect(rangeBand(40, 20, rules)).toBe('weit')
    expect(rangeModifier('weit')).toBeLessThan(rangeModifier('normal'))
  })
  it('KA-RANGED-6: at normal range the distance changes nothing (±0)', () => {
    expect(rangeModifier('normal')).toBe(0)
    expect(total(40)).toBe(rangedBase(s, bow, rules) + 7)
  })
  it('KA-EX-8 KA-RANGED-1: 6 + 5 + 7 = 18 at 40 m (normal) against the minimum roll 16 + Heldenstufe 2 = 18 hits', () => {
    expect(rangedMinimum(2, rules)).toBe(18)
    expect(rangeBand(40, 50, rules)).toBe('normal')
    expect(total(40)).toBe(18)
    expect(meetsMinimum(total(40), 18, [3, 4], rules)).toBe(true)
  })
  it("KA-EX-8 KA-MOD-3 KA-GAP-1: in cover (−4) 14 misses 18, but hits the prose's flat 14", () => {
    expect(total(40, COMBAT_MODIFIERS.cover)).toBe(14)
    expect(meetsMinimum(14, rangedMinimum(2, rules), [3, 4], rules)).toBe(false)
    const flat = withRules({ rangedBaseMinimum: 14, rangedAddsTargetLevel: false })
    expect(rangedMinimum(2, flat)).toBe(14)
    expect(meetsMinimum(14, rangedMinimum(2, flat), [3, 4], flat)).toBe(true)
  })
  it('KA-EX-8 KA-RANGED-5 KA-RANGED-7 KA-GAP-25: 80 m far (16, miss), 20 m close (20, hit), 140 m extreme (−4), 160 m no shot', () => {
    expect(rangeBand(80, 50, rules)).toBe('weit')
    expect(total(80)).toBe(16)
    expect(rangeBand(20, 50, rules)).toBe('nah')
    expect(total(20)).toBe(20)
    expect(rangeBand(25, 50, rules)).toBe('nah')
    expect(rangeBand(140, 50, rules)).toBe('ueberweit')
    expect(rangeModifier('ueberweit')).toBe(-4)
    expect(rangeBand(160, 50, rules)).toBeNull()
    expect(rangeBand(160, 50, withRules({ noShotBeyondExtreme: false }))).toBe('ueberweit')
  })
  it('KA-RANGED-6 KA-RANGED-7 KA-RANGED-8 KA-GAP-25: each band ends at its distance (25, 50, 100, 150 m for a range of 50); a metre more is the next', () => {
    const bands = [25, 26, 50, 51, 100, 101, 150, 151].map((d) => rangeBand(d, 50, rules))
    expect(bands).toEqual(['nah', 'normal', 'normal', 'weit', 'weit', 'ueberweit', 'ueberweit', null])
  })
  it('KA-GAP-26: the printed formula has no weapon bonus; the setting adds it', () => {
    expect(rangedBase(s, bow, rules)).toBe(11)
    expect(rangedBase(s, bow, withRules({ rangedAddsWeaponBonus: true }))).toBe(13)
  })
})

describe('KA-MOD-1 KA-MOD-2 KA-MOD-3 KA-MOD-4 KA-MOD-5 KA-MOD-6 KA-GAP-24 KA-TEST-5 KA-RANGED-2: the modifier table stacks', () => {
  it.each([
    ['KA-MOD-1', 'targetRunning', -2],
    ['KA-MOD-2', 'shooterRunning', -4],
    ['KA-MOD-3', 'cover', -4],
    ['KA-MOD-4', 'smallTarget', -2],
    ['KA-MOD-5', 'largeTarget', 2],
    ['KA-MOD-6', 'furtherAction', -2]
  ] as const)('%s: %s changes a shot by %i', (_rule, row, value) => {
    expect(COMBAT_MODIFIERS[row]).toBe(value)
    expect(modifierSum([row])).toBe(value)
  })
  it('the table has these six rows and no other', () => {
    expect(Object.keys(COMBAT_MODIFIERS).sort()).toEqual(['cover', 'furtherAction', 'largeTarget', 'shooterRunning', 'smallTarget', 'targetRunning'])
  })
  it('KA-TEST-5 KA-GAP-24: rows add up (target running and in cover, shooter doing something else: −8); a large target eases (+2)', () => {
    expect(modifierSum(['targetRunning', 'cover', 'furtherAction'])).toBe(-8)
    expect(modifierSum(['largeTarget'])).toBe(2)
    expect(modifierSum([])).toBe(0)
  })
})

describe('KA-DODGE-2 KA-DODGE-3 KA-EX-9 KA-SHIELD-3 KA-GAP-27: seeing and avoiding a missile', () => {
  const s = fighterSheet({
    name: 'Ziel',
    attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 4 },
    skills: { Wahrnehmung: 5, Ausweichen: 5, Schild: 4 },
    weapons: [{ id: 's', name: 'Schild', kind: 'shield', skill: 'Schild', bonus: 2, damage: '×1+1' }]
  })
  it('KA-EX-9: perception 4 + 5 + 8 = 17 ≥ 16 sees the arrow; dodge 6 + 5 + 7 = 18 < 19 fails', () => {
    expect(perceptionBase(s) + 8).toBe(17)
    expect(meetsMinimum(17, 16, [4, 4], rules)).toBe(true)
    expect(dodgeBase(s) + 7).toBe(18)
    expect(meetsMinimum(18, 19, [3, 4], rules)).toBe(false)
  })
  it('KA-SHIELD-3 KA-GAP-27: blocking uses Geschick + Schild + the shield bonus (or not, by setting)', () => {
    expect(missileBlockBase(s, s.weapons[0]!, rules)).toBe(12)
    expect(missileBlockBase(s, s.weapons[0]!, withRules({ missileBlockAddsShieldBonus: false }))).toBe(10)
  })
})
