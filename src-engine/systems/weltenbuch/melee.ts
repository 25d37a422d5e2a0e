/** One melee exchange (KA-MELEE-10): attack, defence, winner, zone and damage, initiative consequences. */
import type { Option, ParamValue } from '../../core/types.ts'
import { asks, chooseOne, rollTest, spendHeroPoints } from './questions.ts'
import { kampfwertWith, kit, type DefenceKind } from './kit.ts'
import { ambushMinimum, attackBeats, attackWins, doubleOf, parryTakesInitiative, succeeds } from './checks.ts'
import type { RuleSettings } from './settings.ts'
import { meleeDamage, unarmedDamage } from './damage.ts'
import { applyHit, damageFormula } from './hit.ts'
import { askModifiers, chooseZone, rolledZoneMalus, rollZone, type ZoneChoice } from './targeting.ts'
import { otherSide, partyOf, type Fight, type Fighter, type Party } from './state.ts'
import type { ZoneId } from './tables.ts'

export type { DefenceKind }

/** +2 for every member of the larger party of this melee on his melee attacks (KA-GROUP-5, KA-GAP-14). */
export function largerPartyBonus(fight: Fight, attacker: Fighter): number {
  const engagement = fight.engagement
  const other = engagement === null ? null : partyOf(engagement, otherSide(attacker.side))
  // A duel has no larger party: an attack always has an able target, so one member each counts 1 against 1.
  if (other === null || (other.members.length === 1 && attacker.party.members.length === 1)) return 0
  // His party counts no more than its members: often that already settles it.
  const otherSize = partySize(fight, other)
  if (attacker.party.members.length <= otherSize) return 0
  return partySize(fight, attacker.party) > otherSize ? fight.rules.largerPartyBonus : 0
}

function partySize(fight: Fight, party: Party): number {
  let n = 0
  const activeOnly = fight.rules.largerPartyCountsActiveOnly
  for (const f of party.members) if (activeOnly ? f.status === 'able' : f.status !== 'fled') n++
  return n
}

function defenceValue(target: Fighter, kind: DefenceKind, fight: Fight): number {
  switch (kind) {
    case 'parry':
      return kit(target, fight).kampfwert
    case 'shield': {
      const shield = kit(target, fight).shield
      return shield ? kampfwertWith(target, shield, fight) : 0
    }
    case 'dodge':
      return target.dodge
    case 'none':
      return 0
  }
}

/** The defender chooses parry (with weapon or shield) or dodge (KA-MELEE-6); default the higher value (the first of equals). */
function chooseDefence(fight: Fight, target: Fighter, attacker: Fighter): DefenceKind {
  const own = kit(target, fight)
  // Simulation takes the default without building the menu.
  if (fight.io.simulation !== undefined) return own.defence
  const options = (): Option[] => {
    const kinds: DefenceKind[] = []
    if (own.canMelee) kinds.push('parry')
    if (own.shield !== null) kinds.push('shield')
    if (own.canDodge) kinds.push('dodge')
    return [...kinds.map((k) => asks.option(k, `defence.${k}`, { value: defenceValue(target, k, fight) })), asks.option('none', 'defence.none')]
  }
  return chooseOne(
    fight,
    'defence',
    target,
    'defence',
    'KA-MELEE-6',
    options,
    own.defence,
    fight.io.recording ? { attacker: attacker.name } : undefined
  ) as DefenceKind
}

/**
 * Whether the target may defend, and what it costs: an action (KA-ACT-7), or a free action when its party
 * has none left (KA-ACT-6, KA-GAP-15). The first ambush blow cannot be answered (KA-AMBUSH-1, KA-GAP-22).
 */
function mayDefend(fight: Fight, target: Fighter, ambushBlow: boolean): boolean {
  if (target.status !== 'able') return false
  if (ambushBlow && !fight.rules.ambushAllowsParry) return false
  if (target.lostInitiative && !fight.rules.dodgerMayDefend) return false
  if (target.party.actions > 0) return true
  return fight.rules.freeActionOnEveryDefence || target.party.lostToSwitch
}

function payForDefence(fight: Fight, target: Fighter): void {
  if (target.party.actions > 0) {
    target.party.actions--
    return
  }
  target.party.freeActionUsed = true
  if (fight.io.recording) asks.emit(fight.io, fight.segment, 'freeAction', 'KA-ACT-6', { name: target.name })
}

function weaponName(f: Fighter): string {
  return f.wielding?.name ?? '—'
}

const DEFENCE_RULE: Readonly<Record<Exclude<DefenceKind, 'none'>, string>> = { parry: 'KA-MELEE-12', shield: 'KA-SHIELD-1', dodge: 'KA-MELEE-13' }

export function meleeAttack(fight: Fight, attacker: Fighter, target: Fighter, ambushBlow: boolean): void {
  const rules = fight.rules
  const zone: ZoneChoice = chooseZone(fight, attacker, target, 'KA-ZONE-1')
  const situational = rules.modifiersInMelee ? askModifiers(fight, attacker, target) : 0
  const heroBonus = spendHeroPoints(fight, attacker, 'attack', 'KA-GAP-30')
  const groupBonus = largerPartyBonus(fight, attacker)
  const base = kit(attacker, fight).attackValue
  const recording = fight.io.recording
  if (recording) noteAttackBonuses(fight, attacker, groupBonus)
  // The roll is the attack's log line: "Yorn greift Ork an (Breitschwert): 9 + 2W6 → 4, 5 = 18".
  const rolledTotal = rollTest(
    fight,
    'attack',
    attacker,
    'attack',
    'KA-MELEE-11',
    base + zone.malus + groupBonus + situational + heroBonus,
    true,
    recording ? attackParams(attacker, target, base) : undefined
  )
  const attackDouble = doubleOf(fight.face1, fight.face2)
  const rolled = zone.called ? null : rollZone(fight, attacker)
  const attackTotal = rolledTotal + rolledZoneMalus(rules, rolled)

  // An attack on a double 1 fails (KA-SUP-11): it misses, and the defender need not spend anything on it.
  if (rules.doubleOneFails && attackDouble === 1) {
    if (recording) noteFumble(fight, attacker, target, rolled, attackTotal)
    return
  }

  let defence: DefenceKind = 'none'
  let defenceTotal = 0
  let defenceDouble = 0
  if (mayDefend(fight, target, ambushBlow)) {
    defence = chooseDefence(fight, target, attacker)
    if (defence !== 'none') {
      payForDefence(fight, target)
      const heroDefence = spendHeroPoints(fight, target, defence === 'dodge' ? 'dodge' : 'parry', 'KA-GAP-30')
      defenceTotal = rollTest(
        fight,
        defence,
        target,
        defence,
        DEFENCE_RULE[defence],
        defenceValue(target, defence, fight) + heroDefence,
        true,
        recording ? { name: target.name, attacker: attacker.name } : undefined
      )
      defenceDouble = doubleOf(fight.face1, fight.face2)
    }
  }

  let hit: boolean
  let margin: number
  let minimum = 0
  let byMinimum = false
  if (defence === 'none') {
    // Undefended: the attack is a test against 12 + Heldenstufe (KA-AMBUSH-1, KA-GAP-19).
    minimum = ambushMinimum(target.heldenstufe)
    byMinimum = ambushBlow || rules.undefendedUsesAmbushMinimum
    hit = byMinimum ? succeeds(attackTotal, minimum, attackDouble, rules) : true
    margin = Math.max(0, attackTotal - minimum)
    if (recording) noteUndefended(fight, attacker, target, attackTotal, minimum, byMinimum, ambushBlow)
  } else {
    hit = attackBeats(attackTotal, attackDouble, defenceTotal, defenceDouble, rules)
    // A hit forced by a double 1 or 6 (KA-SUP-11) may have no margin: it deals the weapon's bonus.
    margin = Math.max(0, attackTotal - defenceTotal)
  }
  if (recording)
    noteExchange(
      fight,
      attacker,
      target,
      hit,
      margin,
      zone.called ? zone.zone : rolled,
      rolled !== null,
      attackTotal,
      defence === 'none' ? null : defenceTotal,
      defenceDouble,
      minimum,
      byMinimum,
      ambushBlow
    )

  if (hit) {
    const hitZone = zone.called ? zone.zone : (rolled ?? 'rumpf')
    const weapon = attacker.wielding
    const raw =
      weapon === null ? unarmedDamage(margin, attacker.koerper, rules) : meleeDamage(margin, kit(attacker, fight).damageCode, attacker.koerper.sbo, rules)
    applyHit(fight, attacker, target, hitZone, raw, weapon === null ? 'KA-SUP-2' : 'KA-SUP-1', recording ? meleeFormula(fight, attacker, margin) : '')
    // The winner keeps the initiative in this melee (KA-MELEE-7).
    fight.attacking = attacker.side
  } else if (defence === 'dodge') afterDodge(fight, target, attacker)
  else if (defence !== 'none' && parryTakesInitiative(attackTotal, defenceTotal, rules)) {
    fight.attacking = target.side
    if (recording) asks.emit(fight.io, fight.segment, 'initiativeSwitch', 'KA-MELEE-8', { name: target.name, margin: defenceTotal - attackTotal })
  }
}

// The log of an exchange, in functions of their own: the attack itself stays small enough to be inlined.

function noteAttackBonuses(fight: Fight, attacker: Fighter, groupBonus: number): void {
  if (groupBonus !== 0) asks.emit(fight.io, fight.segment, 'largerParty', 'KA-GROUP-5', { name: attacker.name, bonus: groupBonus })
  if (attacker.wielding?.kind === 'shield')
    asks.emit(fight.io, fight.segment, 'shieldAttack', 'KA-SHIELD-2', { name: attacker.name, malus: -attacker.wielding.bonus })
}

function attackParams(attacker: Fighter, target: Fighter, kampfwert: number): Record<string, ParamValue> {
  return { name: attacker.name, target: target.name, weapon: weaponName(attacker), kampfwert }
}

function noteFumble(fight: Fight, attacker: Fighter, target: Fighter, rolled: ZoneId | null, attackTotal: number): void {
  asks.emit(fight.io, fight.segment, 'miss', 'KA-SUP-11', {
    name: attacker.name,
    target: target.name,
    zoneIgnored: rolled !== null,
    attack: attackTotal,
    whyKey: 'weltenbuch.why.fumble',
    ignoredKey: `weltenbuch.zoneIgnored.${rolled !== null}`
  })
}

function noteUndefended(fight: Fight, attacker: Fighter, target: Fighter, total: number, minimum: number, byMinimum: boolean, ambushBlow: boolean): void {
  const howKey = !byMinimum ? 'weltenbuch.undefended.noTest' : ambushBlow ? 'weltenbuch.undefended.ambush' : 'weltenbuch.undefended.minimum'
  asks.emit(fight.io, fight.segment, 'undefended', ambushBlow ? 'KA-AMBUSH-1' : 'KA-GAP-19', {
    name: attacker.name,
    target: target.name,
    total,
    minimum,
    level: target.heldenstufe,
    byMinimum,
    howKey
  })
}

/** The hit or miss line: the totals, the zone, and why (`exchangeWhy`); `zone` is the called or rolled zone, if any. */
function noteExchange(
  fight: Fight,
  attacker: Fighter,
  target: Fighter,
  hit: boolean,
  margin: number,
  zone: ZoneId | null,
  zoneRolled: boolean,
  attack: number,
  defence: number | null,
  defenceDouble: number,
  minimum: number,
  byMinimum: boolean,
  ambushBlow: boolean
): void {
  const why = exchangeWhy(hit, attack, defence, defenceDouble, minimum, byMinimum, ambushBlow, fight.rules)
  const name = attacker.name
  if (hit)
    asks.emit(fight.io, fight.segment, 'hit', why.rule, {
      name,
      target: target.name,
      margin,
      zoneKey: `weltenbuch.zone.${zone ?? 'rumpf'}`,
      attack,
      defence: defence ?? 0,
      minimum,
      whyKey: why.key
    })
  else
    asks.emit(fight.io, fight.segment, 'miss', why.rule, {
      name,
      target: target.name,
      zoneIgnored: zoneRolled,
      attack,
      defence: defence ?? 0,
      minimum,
      whyKey: why.key,
      ignoredKey: `weltenbuch.zoneIgnored.${zoneRolled}`
    })
}

function meleeFormula(fight: Fight, attacker: Fighter, margin: number): string {
  return damageFormula(margin, kit(attacker, fight).damageCode, attacker.koerper.sbo, fight.rules.damageFromMargin)
}

/**
 * A successful dodge ends the Kampfabschnitt of a duel, and both re-roll initiative (KA-MELEE-9, KA-GAP-9);
 * in a group fight it only costs the dodger his initiative (KA-GROUP-3, KA-GROUP-4, KA-GAP-13).
 */
function afterDodge(fight: Fight, dodger: Fighter, attacker: Fighter): void {
  const isDuel = partySize(fight, dodger.party) <= 1 && partySize(fight, attacker.party) <= 1
  if (isDuel) {
    fight.engagementEnded = true
    if (fight.rules.rerollAfterDodge) fight.reroll.push(dodger, attacker)
    if (fight.io.recording) asks.emit(fight.io, fight.segment, 'dodgeEndsSegment', 'KA-MELEE-9', { name: dodger.name, reroll: fight.rules.rerollAfterDodge })
  } else {
    dodger.lostInitiative = true
    if (fight.io.recording) asks.emit(fight.io, fight.segment, 'dodgerLosesInitiative', 'KA-GROUP-4', { name: dodger.name })
  }
}

/**
 * Why an exchange came out as it did, for the log: the totals (and who a tie goes to), a minimum roll, or a double 1 or 6
 * that decided against the totals (KA-SUP-11). `defence` is the defence total, null when undefended.
 */
function exchangeWhy(
  hit: boolean,
  attackTotal: number,
  defence: number | null,
  defenceDouble: number,
  minimum: number,
  byMinimum: boolean,
  ambushBlow: boolean,
  rules: RuleSettings
): { key: string; rule: string } {
  const why = (key: string, rule: string) => ({ key: `weltenbuch.why.${key}`, rule })
  if (defence === null) {
    if (!byMinimum) return why('noTest', 'KA-GAP-19')
    const rule = ambushBlow ? 'KA-AMBUSH-1' : 'KA-GAP-19'
    if (hit) return attackTotal < minimum ? why('attackSixMinimum', 'KA-SUP-11') : why('minimumMet', rule)
    return why('minimumMissed', rule)
  }
  const byTotals = attackWins(attackTotal, defence, rules)
  if (hit && !byTotals) return rules.doubleOneFails && defenceDouble === 1 ? why('defenceFumble', 'KA-SUP-11') : why('attackSix', 'KA-SUP-11')
  if (!hit && byTotals) return why('defenceSix', 'KA-SUP-11')
  if (attackTotal === defence) return hit ? why('tieAttacker', 'KA-GAP-7') : why('tie', 'KA-GAP-7')
  return hit ? why('higher', 'KA-MELEE-7') : why('lower', 'KA-MELEE-10')
}
