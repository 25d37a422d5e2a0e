import { describe, expect, it } from 'vitest'
import {
  damageAfterArmour,
  damageEffects,
  meleeDamage,
  rangedDamage,
  unarmedDamage,
  woundLevel,
  zoneMaximum
} from '../../../src-engine/systems/weltenbuch/damage.ts'
import { afterFirstAid, afterSleep, applyFightOutcome, diesUntreated, firstAidRecovery, sleepRecovery } from '../../../src-engine/systems/weltenbuch/healing.ts'
import { damageFormula } from '../../../src-engine/systems/weltenbuch/hit.ts'
import { ruleSettingsSchema } from '../../../src-engine/systems/weltenbuch/settings.ts'
import { formatDamageCode, parseDamageCode, weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { koerperRow } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { dice, duel, eventsOf, playSome, sheet } from './helpers.ts'

const rules = ruleSettingsSchema.parse({})
const shortSword = parseDamageCode('×2+4')!
const broadsword = parseDamageCode('×3+4')!

describe('KA-SUP-1 KA-SUP-5 KA-SUP-6 KA-GAP-2: melee damage = margin × M + B + SBO', () => {
  it('KA-SUP-5: 17 − 14 = 3 → 3 × 2 + 4 = 10; KA-SUP-6: 18 − 12 = 6 → 6 × 3 + 4 = 22', () => {
    expect(meleeDamage(17 - 14, shortSword, 0, rules)).toBe(10)
    expect(meleeDamage(18 - 12, broadsword, 0, rules)).toBe(22)
  })
  it("KA-SUP-1: the SBO of the attacker's Körper is added (Körper 9: +2, Körper 1: −4, never below 0)", () => {
    expect(meleeDamage(3, shortSword, koerperRow(9).sbo, rules)).toBe(12)
    expect(meleeDamage(0, { multiplier: 1, bonus: 1 }, koerperRow(1).sbo, rules)).toBe(0)
  })
  it('KA-SUP-1 KA-GAP-2: the log writes the damage as its formula: "6 × 3 + 4 + 1 SBO", a minus as "−", no bonus or SBO of 0', () => {
    expect(damageFormula(6, broadsword, 1, true)).toBe('6 × 3 + 4 + 1 SBO')
    expect(damageFormula(2, { multiplier: 2, bonus: -1 }, -4, true)).toBe('2 × 2 − 1 − 4 SBO')
    expect(damageFormula(3, { multiplier: 2, bonus: 0 }, 0, true)).toBe('3 × 2')
    expect(damageFormula(6, broadsword, 0, false)).toBe('4')
  })
  it('KA-GAP-2: with damageFromMargin off only the weapon bonus and SBO count', () => {
    expect(meleeDamage(6, broadsword, 0, ruleSettingsSchema.parse({ damageFromMargin: false }))).toBe(4)
  })
  it('KA-SUP-1: damage codes are written ×M+B (also x, *, minus bonus)', () => {
    expect(parseDamageCode('×3+4')).toEqual({ multiplier: 3, bonus: 4 })
    expect(parseDamageCode('x2-1')).toEqual({ multiplier: 2, bonus: -1 })
    expect(parseDamageCode('*1')).toEqual({ multiplier: 1, bonus: 0 })
    expect(parseDamageCode('2W6')).toBeUndefined()
    for (const code of ['×3+4', '×2-1', '×1']) expect(formatDamageCode(parseDamageCode(code)!)).toBe(code)
  })
})

describe('KA-SUP-2 KA-SUP-3 KA-SUP-4: unarmed, ranged and armour', () => {
  it('KA-SUP-2: unarmed = margin × WLS + SBO (Körper 7: ×1+1, SBO +1; Körper 11: ×2, SBO +4; Körper 2: ×0)', () => {
    expect(unarmedDamage(4, koerperRow(7), rules)).toBe(4 + 1 + 1)
    expect(unarmedDamage(4, koerperRow(11), rules)).toBe(8 + 4)
    expect(unarmedDamage(4, koerperRow(2), rules)).toBe(0)
  })
  it('KA-SUP-3: ranged = (total − MW) × M + B, no SBO', () => {
    expect(rangedDamage(20 - 18, shortSword, rules)).toBe(8)
  })
  it("KA-SUP-4: the zone's armour is subtracted, never below 0", () => {
    expect(damageAfterArmour(10, 2)).toBe(8)
    expect(damageAfterArmour(3, 6)).toBe(0)
  })
  it('KA-SUP-4 KA-GAP-3: in a fight the armour of the zone that was hit is used', () => {
    // Hero 8 + 10 = 18 against Ork 8 + 4 = 12 → 6 × 2 + 2 = 14; the orc wears 5 on the torso.
    const setup = duel({}, { armour: { rumpf: 5, kopf: 1 } })
    const { events } = playSome(setup, dice(12, 2, 10, 4))
    const hit = eventsOf(events, 'damage')[0]!
    expect(hit.params).toMatchObject({ raw: 14, armour: 5, recorded: 9, zoneKey: 'weltenbuch.zone.rumpf' })
  })
})

describe('KA-SUP-7 KA-SUP-8 KA-SUP-9 KA-GAP-3: the LP monitor', () => {
  const k6 = koerperRow(6)
  it('KA-SUP-7: Körper 6 holds 9 LP per level: 9 light, 18 medium, 27 heavy, 36 critical, 45 deadly', () => {
    expect(k6.lpPerLevel).toBe(9)
    expect([0, 1, 9, 10, 18, 27, 28, 36, 37, 45].map((d) => woundLevel(d, 9))).toEqual([
      'unverletzt',
      'leicht',
      'leicht',
      'mittel',
      'mittel',
      'schwer',
      'kritisch',
      'kritisch',
      'toedlich',
      'toedlich'
    ])
    expect([1, 3, 5, 8, 10, 12].map((k) => koerperRow(k).lpPerLevel)).toEqual([6, 7, 8, 10, 11, 12])
  })
  it('KA-SUP-8: only "tödlich" takes effect: unable to act; before that the character fights on', () => {
    expect(damageEffects(30, 6, 'rumpf', [], k6, rules).unableToAct).toBe(false)
    const deadly = damageEffects(30, 7, 'lBein', [], k6, rules)
    expect(deadly.levelAfter).toBe('toedlich')
    expect(deadly.unableToAct).toBe(true)
    expect(deadly.dead).toBe(false)
  })
  it('KA-SUP-7: past the last box of "tödlich" the engine counts the character dead (setting deathBeyondDeadly)', () => {
    expect(damageEffects(40, 6, 'lBein', [], k6, rules).dead).toBe(true)
    expect(damageEffects(40, 6, 'lBein', [], k6, ruleSettingsSchema.parse({ deathBeyondDeadly: false })).dead).toBe(false)
  })
  it('KA-SUP-9: MS head 15, torso 25, limbs 20, plus MSB; one hit above it makes the part unusable', () => {
    expect(zoneMaximum('kopf', koerperRow(6))).toBe(17)
    expect(zoneMaximum('rumpf', koerperRow(1))).toBe(25)
    expect(zoneMaximum('lArm', koerperRow(12))).toBe(24)
    expect(damageEffects(0, 23, 'lArm', [], k6, rules)).toMatchObject({ zoneLost: true, unableToAct: false })
    expect(damageEffects(0, 22, 'lArm', [], k6, rules).zoneLost).toBe(false)
    expect(damageEffects(0, 22, 'rBein', [], koerperRow(12), rules).zoneLost).toBe(false)
    expect(damageEffects(0, 18, 'kopf', [], k6, rules)).toMatchObject({ zoneLost: true, unableToAct: true })
  })
  it('KA-SUP-9 KA-EX-1: a lost head kills by default (the split head); with no fatal zones it only disables', () => {
    expect(damageEffects(0, 18, 'kopf', [], k6, rules).dead).toBe(true)
    expect(damageEffects(0, 28, 'rumpf', [], k6, rules)).toMatchObject({ dead: false, unableToAct: true })
    const lenient = ruleSettingsSchema.parse({ fatalZones: [], disablingZones: [] })
    expect(damageEffects(0, 18, 'kopf', [], k6, lenient)).toMatchObject({ zoneLost: true, dead: false, unableToAct: false })
  })
  it('KA-GAP-3: with woundEffects off, damage is only recorded', () => {
    expect(damageEffects(40, 20, 'kopf', [], k6, ruleSettingsSchema.parse({ woundEffects: false }))).toMatchObject({
      zoneLost: false,
      unableToAct: false,
      dead: false
    })
  })
})

describe('KA-SUP-12 KA-SUP-7: between fights (pure functions)', () => {
  const base = weltenbuchSheetSchema.parse(sheet({ name: 'Yorn', damage: 20 }))
  it('KA-SUP-12: 8 hours of sleep restore 3 + SBO, at least 3 (Körper 6: 3, Körper 9: 5, Körper 1: 3)', () => {
    expect(sleepRecovery(6)).toBe(3)
    expect(sleepRecovery(9)).toBe(5)
    expect(sleepRecovery(1)).toBe(3)
    expect(afterSleep(base, 8).damage).toBe(17)
    expect(afterSleep(base, 7).damage).toBe(20)
    expect(afterSleep(base, 24).damage).toBe(11)
    expect(afterSleep({ ...base, damage: 2 }, 8).damage).toBe(0)
  })
  it('KA-SUP-12: first aid restores by wound level (2 light/medium, 4 heavy/critical, 6 deadly), a setting', () => {
    expect(firstAidRecovery({ ...base, damage: 5 })).toBe(2)
    expect(firstAidRecovery({ ...base, damage: 20 })).toBe(4)
    expect(firstAidRecovery({ ...base, damage: 40 })).toBe(6)
    expect(firstAidRecovery({ ...base, damage: 0 })).toBe(0)
    expect(afterFirstAid(base).damage).toBe(16)
    const gentle = ruleSettingsSchema.parse({ firstAidByLevel: { leicht: 1, mittel: 1, schwer: 1, kritisch: 1, toedlich: 1 } })
    expect(afterFirstAid(base, gentle).damage).toBe(19)
  })
  it('KA-SUP-12: left at "tödlich" untreated, a character dies after half an hour', () => {
    const dying = { ...base, damage: 40 }
    expect(diesUntreated(dying, 29)).toBe(false)
    expect(diesUntreated(dying, 30)).toBe(true)
    expect(diesUntreated(base, 300)).toBe(false)
  })
  it('KA-SUP-7 KA-SUP-8: a hero who lives through the fight (even unable to act) stays alive on his sheet; one who died is dead for good', () => {
    const outcome = (status: 'able' | 'unable' | 'dead' | 'fled') => ({ damage: 41, unusableZones: [], heroPoints: 0, status })
    expect((['able', 'unable', 'fled', 'dead'] as const).map((s) => applyFightOutcome(base, outcome(s)).dead)).toEqual([false, false, false, true])
    expect(applyFightOutcome(base, { damage: 41, unusableZones: [], heroPoints: 0 }).dead).toBe(false)
    expect(applyFightOutcome({ ...base, dead: true }, outcome('able')).dead).toBe(true)
  })
  it('KA-SUP-7 KA-SUP-9: damage, unusable body parts and hero points persist; sleep does not give a body part back', () => {
    const after = applyFightOutcome({ ...base, heroPoints: 3 }, { damage: 31, unusableZones: ['lArm'], heroPoints: 1 })
    expect(after).toMatchObject({ damage: 31, unusableZones: ['lArm'], heroPoints: 1 })
    const rested = afterSleep(after, 16)
    expect(rested.unusableZones).toEqual(['lArm'])
    expect(rested.heroPoints).toBe(1)
  })
})
