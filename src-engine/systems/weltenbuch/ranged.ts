/** Ranged attacks (KA-RANGED-*) and dodging or blocking a missile (KA-DODGE-*, KA-SHIELD-3). */
import type { Option, ParamValue } from '../../core/types.ts'
import { asks, chooseOne, rollTest, spendHeroPoints } from './questions.ts'
import { canDodge, carriedShield, distanceBetween, setLoaded } from './capabilities.ts'
import { doubleOf, succeeds, missileBlockBase, perceptionBase, rangeBand, rangeModifier, rangedMinimum } from './checks.ts'
import { kit } from './kit.ts'
import { rangedDamage } from './damage.ts'
import { applyHit, damageFormula } from './hit.ts'
import { type Fight, type Fighter } from './state.ts'
import { ARROW_DODGE_MW, PERCEPTION_MW, RANGE_BAND_RULE, type RangeBand } from './tables.ts'
import type { Weapon } from './sheet.ts'
import { askModifiers, chooseZone, rolledZoneMalus, rollZone, type ZoneChoice } from './targeting.ts'

export type ShotResult = 'hit' | 'miss' | 'avoided' | 'impossible'

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0')

const NO_ZONE: ZoneChoice = { called: false, malus: 0 }

export function shoot(fight: Fight, shooter: Fighter, target: Fighter, ambushBlow: boolean): ShotResult {
  const rules = fight.rules
  const weapon = shooter.wielding
  if (weapon === null || weapon.kind !== 'ranged' || weapon.range === undefined) return 'impossible'
  const distance = distanceBetween(shooter, target)
  const band = rangeBand(distance, weapon.range, rules)
  if (band === null) return 'impossible'
  // Zone calls and zone dice also count for shots (KA-GAP-6).
  const zone = rules.zonesForRanged ? chooseZone(fight, shooter, target, 'KA-GAP-6') : NO_ZONE
  const situational = askModifiers(fight, shooter, target)
  const heroBonus = spendHeroPoints(fight, shooter, 'ranged', 'KA-GAP-30')
  const fixed = kit(shooter, fight).shotBase + rangeModifier(band) + zone.malus + situational + heroBonus
  const recording = fight.io.recording
  if (recording) noteBand(fight, shooter, band, distance, weapon.range)
  const minimum = rangedMinimum(target.heldenstufe, rules)
  // A rolled hit zone's malus comes after the dice, so the minimum is the shot's target only without one.
  const zoneRolledLater = !zone.called && rules.zonesForRanged
  const rolledTotal = rollTest(
    fight,
    'shot',
    shooter,
    'shot',
    'KA-RANGED-4',
    fixed,
    true,
    recording ? shotParams(shooter, target, weapon, distance, band) : undefined,
    zoneRolledLater ? undefined : minimum
  )
  const double = doubleOf(fight.face1, fight.face2)
  const rolled = zoneRolledLater ? rollZone(fight, shooter) : null
  const total = rolledTotal + rolledZoneMalus(rules, rolled)
  if (weapon.reload !== 'none') setLoaded(shooter, weapon, false)
  const hit = succeeds(total, minimum, double, rules)
  if (recording) noteShot(fight, shooter, target, weapon, distance, band, total, minimum, hit)
  if (!hit) return 'miss'
  if (!ambushBlow && avoidMissile(fight, target, shooter)) return 'avoided'
  const hitZone = zone.called ? zone.zone : (rolled ?? 'rumpf')
  const margin = Math.max(0, total - minimum)
  const code = kit(shooter, fight).damageCode
  applyHit(
    fight,
    shooter,
    target,
    hitZone,
    rangedDamage(margin, code, rules),
    'KA-SUP-3',
    recording ? damageFormula(margin, code, 0, rules.damageFromMargin) : ''
  )
  return 'hit'
}

// The log of a shot, in functions of their own: the shot itself stays small.

function noteBand(fight: Fight, shooter: Fighter, band: RangeBand, distance: number, range: number): void {
  asks.emit(fight.io, fight.segment, 'rangeBand', RANGE_BAND_RULE[band], {
    name: shooter.name,
    bandKey: `weltenbuch.band.${band}`,
    modifier: rangeModifier(band),
    signed: signed(rangeModifier(band)),
    distance,
    range
  })
}

function shotParams(shooter: Fighter, target: Fighter, weapon: Weapon, distance: number, band: RangeBand): Record<string, ParamValue> {
  return { name: shooter.name, target: target.name, weapon: weapon.name, distance, bandKey: `weltenbuch.band.${band}` }
}

function noteShot(
  fight: Fight,
  shooter: Fighter,
  target: Fighter,
  weapon: Weapon,
  distance: number,
  band: RangeBand,
  total: number,
  minimum: number,
  hit: boolean
): void {
  asks.emit(fight.io, fight.segment, 'shot', fight.rules.rangedAddsTargetLevel ? 'KA-RANGED-4' : 'KA-GAP-1', {
    name: shooter.name,
    target: target.name,
    weapon: weapon.name,
    distance,
    bandKey: `weltenbuch.band.${band}`,
    total,
    minimum,
    hit,
    resultKey: hit ? 'weltenbuch.shot.hit' : 'weltenbuch.shot.miss'
  })
}

export type MissileDefence = 'dodge' | 'block' | 'none'

/**
 * Whether a target may try to avoid a missile that hit (KA-DODGE-1, KA-GAP-27): he must be free
 * (not busy with another action), and it costs an action of his party that must still be there.
 */
export function mayAvoidMissile(fight: Fight, target: Fighter, busy: boolean): boolean {
  if (target.status !== 'able' || busy) return false
  return !fight.rules.missileDefenceCostsAction || target.party.actions > 0
}

/** Perception 16 first, then dodge or shield 19 (KA-DODGE-2..4, KA-SHIELD-3). True if the missile is avoided. */
function avoidMissile(fight: Fight, target: Fighter, shooter: Fighter): boolean {
  // In this engine a target is never in the middle of its own action while the other party shoots. The question's
  // default tries nothing: simulation need not ask it.
  if (fight.io.simulation !== undefined || !mayAvoidMissile(fight, target, false)) return false
  const shield = carriedShield(target)
  const options: Option[] = [asks.option('none', 'missile.none')]
  if (canDodge(target)) options.push(asks.option('dodge', 'missile.dodge'))
  if (shield) options.push(asks.option('block', 'missile.block'))
  if (options.length === 1) return false
  const choice = chooseOne(
    fight,
    'missileDefence',
    target,
    'missileDefence',
    'KA-DODGE-1',
    options,
    'none',
    fight.io.recording ? { shooter: shooter.name } : undefined
  ) as MissileDefence
  if (choice === 'none') return false
  if (fight.rules.missileDefenceCostsAction) target.party.actions--
  const seeBonus = spendHeroPoints(fight, target, 'perception', 'KA-GAP-30')
  const recording = fight.io.recording
  const see = rollTest(
    fight,
    'perception',
    target,
    'perception',
    'KA-DODGE-2',
    perceptionBase(target.sheet) + seeBonus,
    true,
    recording ? { name: target.name, shooter: shooter.name } : undefined,
    PERCEPTION_MW
  )
  const seen = succeeds(see, PERCEPTION_MW, doubleOf(fight.face1, fight.face2), fight.rules)
  if (recording)
    asks.emit(fight.io, fight.segment, 'perception', 'KA-DODGE-2', {
      name: target.name,
      total: see,
      minimum: PERCEPTION_MW,
      seen,
      resultKey: seen ? 'weltenbuch.perception.seen' : 'weltenbuch.perception.unseen'
    })
  // Without seeing the missile no dodge or block is tried (KA-DODGE-4).
  if (!seen) return false
  const avoidBonus = spendHeroPoints(fight, target, choice === 'block' ? 'block' : 'dodge', 'KA-GAP-30')
  const base = choice === 'block' && shield ? missileBlockBase(target.sheet, shield, fight.rules) : target.dodge
  const rule = choice === 'block' ? 'KA-SHIELD-3' : 'KA-DODGE-3'
  const kind = choice === 'block' ? 'block' : 'missileDodge'
  const avoid = rollTest(
    fight,
    kind,
    target,
    kind,
    rule,
    base + avoidBonus,
    true,
    recording ? { name: target.name, shooter: shooter.name } : undefined,
    ARROW_DODGE_MW
  )
  const avoided = succeeds(avoid, ARROW_DODGE_MW, doubleOf(fight.face1, fight.face2), fight.rules)
  if (recording) {
    asks.emit(fight.io, fight.segment, 'missileAvoid', rule, {
      name: target.name,
      kindKey: `weltenbuch.option.missile.${choice}`,
      total: avoid,
      minimum: ARROW_DODGE_MW,
      avoided,
      resultKey: `weltenbuch.missile.${choice}.${avoided ? 'yes' : 'no'}`
    })
  }
  return avoided
}
