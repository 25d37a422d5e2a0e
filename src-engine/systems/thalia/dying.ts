import { asks, chooseOne, face, rollOne, simRoll } from './questions.ts'
import { setStatus, type Fight, type Fighter } from './state.ts'
import { BODY_LOCATIONS, menEntry, type BodyLocation, type MenEntry } from './tables.ts'

/** THA-DYING-4, THA-MEN-17, THA-MEN-23: Last Breath = 1d4 + Might factor + the Mén's modifier. */
export function lastBreath(d4: number, maktFactor: number, menModifier: number): number {
  return d4 + maktFactor + menModifier
}

export function dies(fight: Fight, f: Fighter, rule: string, reason: string): void {
  setStatus(fight, f, 'dead')
  f.lastBreath = null
  if (fight.recording) asks.emit(fight.io, fight.round, 'pcDied', rule, { target: f.name, reasonKey: `thalia.death.${reason}` })
}

/** Which of a Mén's details the log names: the limb side if there is one, and "permanent" or its duration. */
function menDetails(sided: boolean, permanent: boolean, days: number | undefined): string {
  const limb = sided ? 'limb' : ''
  const time = permanent ? 'Permanent' : days === 1 ? 'Day' : days !== undefined ? 'Days' : ''
  return limb + time === '' ? 'none' : sided ? limb + time : time.toLowerCase()
}

/** THA-MEN-2, THA-GAP-37: the body location (1d4 by default, else the Judge's choice) and 1d6 row. */
function rollMen(fight: Fight, f: Fighter): { entry: MenEntry; side?: 'left' | 'right' } {
  const sim = fight.sim
  let location: BodyLocation
  if (fight.rules.menLocation === 'roll') {
    const faceUp = sim
      ? face(sim, 4)
      : rollOne(fight, { key: 'menLocation', rule: 'THA-GAP-37', actor: f.id, rollKey: 'menLocation', params: { actor: f.name } }, '1t4').total
    location = BODY_LOCATIONS[faceUp - 1]!
  } else {
    const options = BODY_LOCATIONS.map((l) => asks.option(l, `location.${l}`))
    location = chooseOne(
      fight,
      { key: 'menLocation', rule: 'THA-GAP-37', actor: f.id, promptKey: 'menLocationChoice', params: { actor: f.name }, judge: true },
      options,
      'overkropp'
    ) as BodyLocation
  }
  const row = sim ? face(sim, 6) : rollOne(fight, { key: 'men', rule: 'THA-MEN-2', actor: f.id, rollKey: 'men', params: { actor: f.name } }, '1t6').total
  const entry = menEntry(location, row)
  if (location === 'armer' || location === 'ben') {
    const side = sim
      ? face(sim, 2)
      : rollOne(
          fight,
          { key: 'menSide', rule: 'THA-GAP-37', actor: f.id, rollKey: 'menSide', params: { actor: f.name, limbKey: `thalia.limbChoice.${location}` } },
          '1t2'
        ).total
    return { entry, side: side === 1 ? 'left' : 'right' }
  }
  return { entry }
}

/**
 * THA-DYING-1, THA-DYING-2, THA-DMG-4: an SK at 0 HP is Dying. It first rolls Mén (THA-MEN-1; every time by default,
 * THA-GAP-36), then Last Breath (THA-DYING-4). A "(Død)" Mén kills outright (THA-MEN-3); a Last Breath of 0 or
 * less kills at once by default (THA-GAP-33).
 */
export function becomeDying(fight: Fight, f: Fighter): void {
  const rules = fight.rules
  f.timesDying++
  setStatus(fight, f, 'dying')
  f.prepared = false
  f.dyingRound = fight.round
  if (fight.recording) asks.emit(fight.io, fight.round, 'dying', 'THA-DYING-1', { target: f.name })
  let menModifier = 0
  if (rules.menEveryTimeDying || f.timesDying === 1) {
    const sim = fight.sim
    const { entry, side } = rollMen(fight, f)
    let daysLeft: number | undefined
    let unconsciousDays: number | undefined
    if (entry.duration) {
      const rolled = sim
        ? simRoll(sim, entry.duration.dice)
        : rollOne(
            fight,
            { key: 'menDuration', rule: 'THA-MEN-4', actor: f.id, rollKey: 'menDuration', params: { actor: f.name, injury: entry.name } },
            entry.duration.dice
          ).total
      daysLeft = entry.duration.unit === 'weeks' ? rolled * 7 : rolled
      if (entry.effects.dailyDeathChance) unconsciousDays = rolled
    }
    const injury = {
      id: entry.id,
      name: entry.name,
      permanent: entry.permanent,
      ...(side ? { side } : {}),
      ...(daysLeft !== undefined ? { daysLeft } : {}),
      ...(unconsciousDays !== undefined ? { unconsciousDays } : {})
    }
    f.injuries = [...f.injuries, injury]
    f.gained = [...f.gained, injury]
    if (fight.recording) {
      asks.emit(fight.io, fight.round, 'men', entry.rule, {
        target: f.name,
        injury: entry.name,
        locationKey: `thalia.option.location.${entry.location}`,
        row: entry.row,
        side: side ?? '',
        permanent: entry.permanent,
        days: daysLeft ?? 0,
        limbKey: side ? `thalia.limb.${entry.location}.${side}` : 'thalia.limb.none',
        detailsKey: `thalia.men.details.${menDetails(side !== undefined, entry.permanent, daysLeft)}`
      })
    }
    if (entry.effects.dead) {
      dies(fight, f, 'THA-MEN-3', 'men')
      return
    }
    menModifier = entry.effects.lastBreath ?? 0
  }
  const d4 = fight.sim
    ? face(fight.sim, 4)
    : rollOne(fight, { key: 'lastBreath', rule: 'THA-DYING-4', actor: f.id, rollKey: 'lastBreath', params: { actor: f.name } }, '1t4').total
  let breath = lastBreath(d4, f.factors.makt, menModifier)
  if (fight.recording)
    asks.emit(fight.io, fight.round, 'lastBreath', 'THA-DYING-4', { target: f.name, d4, makt: f.factors.makt, modifier: menModifier, rounds: breath })
  if (breath <= 0) {
    if (rules.lastBreathZero === 'diesAtOnce') {
      dies(fight, f, 'THA-GAP-33', 'lastBreath')
      return
    }
    breath = 1
  }
  f.lastBreath = breath
}

/** THA-DYING-5, THA-GAP-32: at the end of each round a dying SK's Last Breath goes down; at 0 it dies. */
export function countDownLastBreath(fight: Fight): void {
  if (fight.dyingCount === 0) return
  for (const f of fight.fighters) {
    if (f.status !== 'dying' || f.lastBreath === null) continue
    if (fight.rules.lastBreathFrom === 'nextRound' && f.dyingRound === fight.round) continue
    f.lastBreath--
    if (fight.recording) asks.emit(fight.io, fight.round, 'breathCount', 'THA-GAP-32', { target: f.name, rounds: f.lastBreath })
    if (f.lastBreath <= 0) dies(fight, f, 'THA-DYING-5', 'lastBreath')
  }
}

/** THA-DYING-7: stabilised: no longer Dying, Last Breath stops, unconscious for 1d4 days. */
export function stabilise(fight: Fight, f: Fighter, helper: Fighter): void {
  setStatus(fight, f, 'stabilised')
  f.lastBreath = null
  const days = fight.sim
    ? face(fight.sim, 4)
    : rollOne(fight, { key: 'unconsciousDays', rule: 'THA-DYING-7', actor: f.id, rollKey: 'unconsciousDays', params: { actor: f.name } }, '1t4').total
  f.unconsciousDays = days
  if (fight.recording) asks.emit(fight.io, fight.round, 'stabilised', 'THA-DYING-7', { target: f.name, helper: helper.name, days })
}

/** THA-DYING-8, THA-HEAL-4: healing that brings HP above 0 puts a dying or stabilised SK back on its feet. */
export function heal(fight: Fight, f: Fighter, amount: number, source: string): void {
  const before = f.hp
  f.hp = fight.rules.hpCappedAtMax ? Math.min(f.maxHp, f.hp + amount) : f.hp + amount
  if (fight.recording) asks.emit(fight.io, fight.round, 'healed', 'THA-HEAL-4', { target: f.name, source, amount: f.hp - before, hp: f.hp })
  if (f.hp > 0 && (f.status === 'dying' || f.status === 'stabilised')) {
    setStatus(fight, f, 'active')
    f.lastBreath = null
    f.unconsciousDays = 0
    if (fight.recording) asks.emit(fight.io, fight.round, 'onFeet', 'THA-DYING-8', { target: f.name })
  }
}
