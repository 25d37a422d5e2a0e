import { rollSum } from '../../core/asks.ts'
import { asks, type FightContext } from './context.ts'
import { masterlyPoints, penaltyPoints, takeLe } from './damage.ts'
import { offerEnd } from './ending.ts'
import { isFighting, type Fighter } from './fighter.ts'

/**
 * ODM-GAP-3: who may still strike. Fighters who surrendered or fled never do; one put out of the
 * fight (dead or not) strikes only under the 'finishRound' setting and only in the round he fell.
 */
export function canStrike(ctx: FightContext, f: Fighter): boolean {
  if (f.status === 'fighting') return true
  // Only a fighter put out (defeated or dead) has a round he fell in; one who gave up or fled keeps `downInRound` 0.
  return ctx.rules.outFighterActs === 'finishRound' && f.downInRound === ctx.round
}

function stillOn(ctx: FightContext, attacker: Fighter, defender: Fighter): boolean {
  return !ctx.over && canStrike(ctx, attacker) && isFighting(defender)
}

/**
 * One attack of a part (ODM-RND-3, table in section 10): D20 attack, masterly blow, defence, damage.
 * `laterAttacks` tells whether more attacks can still come at the defender this round, which is when
 * a lone fighter has a real choice about spending his one defence (ODM-MULTI-7, ODM-GAP-13).
 *
 * The end-of-fight question may come before the attack roll only: a hit is followed at once by the
 * defender's defence roll ("Aanval lukt, strijder B gooit voor zijn afweer", ODM-ATK-4) and a failed
 * defence at once by the damage ("Afweer van B mislukt. A bepaalt het aantal trefpunten", ODM-DMG-1),
 * so nobody can give up or flee between a blow and its consequence.
 */
export function attack(ctx: FightContext, attacker: Fighter, defender: Fighter, laterAttacks: boolean): void {
  ctx.attacker = attacker
  ctx.defender = defender
  // Callers check that both still fight; only an end question asked here can change that.
  if (ctx.endMoment === 'attack') {
    offerEnd(ctx, 'attack')
    if (!stillOn(ctx, attacker, defender)) return
  }
  const { io, rules } = ctx
  const round = ctx.round
  ctx.begun = round
  // Simulation draws the very face the request's D20 would get, without making the request. The requests and log
  // lines are made in functions of their own, which keeps this one small enough for the compiler to inline.
  const sim = io.simulation
  const roll = sim ? sim.face(20) : askD20(ctx, attacker, 'attack')
  // ODM-GAP-4: at or under AT, or under it (the fighter's `hitsAt`).
  const hits = roll <= attacker.hitsAt

  if (attacker.masterly && roll <= 2 && (hits || rules.masterlyOnMiss === 'always')) {
    masterlyBlow(ctx, attacker, defender, roll)
    return
  }
  if (io.recording) logAttack(ctx, attacker, defender, roll, hits)
  if (hits && !parries(ctx, attacker, defender, laterAttacks)) dealDamage(ctx, attacker, defender)
}

/**
 * ODM-DEF-1..3: the defender of a hit rolls his defence, unless he has used his one defence of the round (ODM-MULTI-6 /
 * ODM-MULTI-7) or, standing alone, keeps it for a later attack (ODM-GAP-13).
 */
function parries(ctx: FightContext, attacker: Fighter, defender: Fighter, laterAttacks: boolean): boolean {
  const { io, round } = ctx
  if (defender.parriedRound === round) {
    if (io.recording) asks.emit(io, round, 'noDefenceLeft', 'ODM-MULTI-7', { defender: defender.name })
    return false
  }
  if (!spendsDefence(ctx, defender, attacker, laterAttacks)) {
    if (io.recording) asks.emit(io, round, 'defenceSaved', 'ODM-GAP-13', { defender: defender.name })
    return false
  }
  const sim = io.simulation
  const parry = sim ? sim.face(20) : askD20(ctx, defender, 'defence')
  defender.parriedRound = round
  // ODM-GAP-5: at or under PA, or under it (the fighter's `parriesAt`).
  const parried = parry <= defender.parriesAt
  if (io.recording) logDefence(ctx, attacker, defender, parry, parried)
  return parried
}

/** ODM-DMG-1..3: the attacker's hit points, less the defender's BW, come off his LE as penalty points. */
function dealDamage(ctx: FightContext, attacker: Fighter, defender: Fighter): void {
  const tp = rollDamage(ctx, attacker, attacker.damagePrompt, 'ODM-DMG-1')
  const lost = penaltyPoints(tp, defender.bw, ctx.rules.minimumDamage)
  if (ctx.io.recording) logDamage(ctx, attacker, defender, tp, lost)
  takeLe(ctx, defender, lost)
}

/** ODM-ATK-1 / ODM-DEF-1: the D20 of an attack or a defence, asked for. */
function askD20(ctx: FightContext, f: Fighter, key: 'attack' | 'defence'): number {
  const attack = key === 'attack'
  return asks.roll(ctx.io, {
    key,
    round: ctx.round,
    actor: f.id,
    prompt: attack ? f.attackPrompt : f.defencePrompt,
    rule: attack ? 'ODM-ATK-1' : 'ODM-DEF-1',
    notation: 'D20',
    parts: f.d20Parts,
    // Known before the roll, so the GM sees what his die must show (ODM-GAP-4/5: at or under, or under).
    target: { atMost: attack ? f.hitsAt : f.parriesAt }
  })[0]!
}

function logAttack(ctx: FightContext, attacker: Fighter, defender: Fighter, roll: number, hits: boolean): void {
  asks.emit(ctx.io, ctx.round, hits ? 'attackHits' : 'attackMisses', hits ? 'ODM-ATK-4' : 'ODM-ATK-3', {
    attacker: attacker.name,
    defender: defender.name,
    roll,
    at: attacker.at
  })
}

function logDefence(ctx: FightContext, attacker: Fighter, defender: Fighter, roll: number, parried: boolean): void {
  asks.emit(ctx.io, ctx.round, parried ? 'defenceHolds' : 'defenceFails', parried ? 'ODM-DEF-2' : 'ODM-DEF-3', {
    attacker: attacker.name,
    defender: defender.name,
    roll,
    pa: defender.pa
  })
}

function logDamage(ctx: FightContext, attacker: Fighter, defender: Fighter, tp: number, lost: number): void {
  asks.emit(ctx.io, ctx.round, 'damage', tp - defender.bw < lost ? 'ODM-GAP-7' : 'ODM-DMG-3', {
    attacker: attacker.name,
    defender: defender.name,
    tp,
    bw: defender.bw,
    lost,
    le: defender.le - lost
  })
}

/**
 * ODM-GAP-13: after each successful attack the lone fighter decides whether this is the one he
 * parries. Asked only while further attacks can still come; otherwise there is nothing to save it for.
 */
function spendsDefence(ctx: FightContext, defender: Fighter, attacker: Fighter, laterAttacks: boolean): boolean {
  // Simulation takes the question's default, "defend".
  if (!laterAttacks || ctx.rules.loneDefence === 'firstHit' || ctx.io.simulation) return true
  return askDefend(ctx, defender, attacker)
}

function askDefend(ctx: FightContext, defender: Fighter, attacker: Fighter): boolean {
  const choice = asks.chooseOne(ctx.io, {
    key: `defend:${defender.id}`,
    round: ctx.round,
    actor: defender.id,
    prompt: 'defend',
    params: { defender: defender.name, attacker: attacker.name },
    rule: 'ODM-MULTI-7',
    options: DEFEND_OPTIONS,
    default: 'defend'
  })
  return choice === 'defend'
}

const DEFEND_OPTIONS = [
  { id: 'defend', label: { key: 'odm.option.defend' } },
  { id: 'save', label: { key: 'odm.option.saveDefence' } }
] as const

function rollDamage(ctx: FightContext, attacker: Fighter, prompt: Fighter['damagePrompt'], rule: string): number {
  const sim = ctx.io.simulation
  if (!sim) return askDamage(ctx, attacker, prompt, rule)
  return attacker.tpDie > 0 ? sim.face(attacker.tpDie) + attacker.tp.modifier : rollSum(attacker.tp, sim)
}

function askDamage(ctx: FightContext, attacker: Fighter, prompt: Fighter['damagePrompt'], rule: string): number {
  const faces = asks.roll(ctx.io, {
    key: 'damage',
    round: ctx.round,
    actor: attacker.id,
    prompt,
    rule,
    notation: attacker.damageNotation,
    parts: attacker.damageParts
  })
  let tp = attacker.damageParts[0]!.modifier
  for (const f of faces) tp += f
  return tp
}

/**
 * ODM-MASTER-2..6: a hero's 1 or 2 is a masterly blow. He rolls his weapon's hit points at once
 * ("meteen", so no end-of-fight question in between), no defence, no armour. ODM-GAP-18: the lone
 * fighter's one defence stays unused unless the campaign says otherwise; ODM-GAP-19: the part then ends.
 */
function masterlyBlow(ctx: FightContext, attacker: Fighter, defender: Fighter, roll: number): void {
  const { io, round } = ctx
  if (io.recording) {
    asks.emit(io, round, 'masterlyBlow', 'ODM-MASTER-2', { attacker: attacker.name, defender: defender.name, roll })
  }
  if (ctx.rules.masterlyUsesDefence) defender.parriedRound = round
  const tp = rollDamage(ctx, attacker, attacker.masterlyPrompt, 'ODM-MASTER-3')
  const lost = masterlyPoints(tp)
  if (io.recording) {
    asks.emit(io, round, 'masterlyDamage', 'ODM-MASTER-4', { attacker: attacker.name, defender: defender.name, tp, lost, le: defender.le - lost })
  }
  takeLe(ctx, defender, lost)
}
