/**
 * Where a Weltenbuch fight stands, read from the live fight state (never from the events), for the fight runner's
 * columns and the CLI. Made only when a replay asks (FightIO.observe), so simulation never builds it.
 *
 * - `round`: the Kampfabschnitt (0 while initiative is first rolled; at the end, the Kampfabschnitte fought);
 *   `roundTerm` 'weltenbuch.standing.round' ("Kampfabschnitt {round}" in every language).
 * - `phase`: `weltenbuch.standing.phase.*`: initiative (also the re-roll after a dodge, KA-MELEE-9), ambush (the
 *   ambushers' slots before the first blow, KA-AMBUSH-1), melee (KA-MELEE-1), distance (a character alone at his
 *   slot, KA-GAP-11), over.
 * - `actingSide`: the side whose party has the initiative in the slot or melee being resolved (KA-INI-11, KA-MELEE-7);
 *   `acting`: the character acting now (rolling initiative, or taking an action or a reaction); `order`: the
 *   characters whose initiative slots are still to come in this Kampfabschnitt, in that order (KA-INI-4).
 * - sides `heroes` (the GM's party) and `foes`; each character with values `lp` (LP damage on the monitor of five
 *   wound levels, rising, text with the wound level, KA-SUP-7), `actions` (his party's actions left in this
 *   Kampfabschnitt, of five; KA-ACT-1), `heldenpunkte` (heroes only), `ini` (once rolled); marks `unusable` for each
 *   body part lost (KA-SUP-9, harm), `weapon` in hand (with "gespannt" for a spanned bow or crossbow), `dodged` after a
 *   dodge in a group fight (KA-GROUP-4); conditions `out` (handlungsunfähig, KA-SUP-8), `dead`, `fled`.
 */
import type { CombatantCondition, Standing, StandingCombatant, StandingMark, StandingSide, StandingValue } from '../../core/standing.ts'
import type { Message } from '../../core/types.ts'
import { woundLevel } from './damage.ts'
import { slotsToCome } from './segment.ts'
import { isLoaded } from './capabilities.ts'
import { SIDES, type SideId } from './setup.ts'
import type { Fight, Fighter, FighterStatus } from './state.ts'

const ROUND_TERM: Message = { key: 'weltenbuch.standing.round' }
const LP: Message = { key: 'weltenbuch.standing.lp' }
const ACTIONS: Message = { key: 'weltenbuch.standing.actions' }
const HERO_POINTS: Message = { key: 'weltenbuch.standing.heldenpunkte' }
const INI: Message = { key: 'weltenbuch.standing.ini' }
const DODGED: StandingMark = { key: 'dodged', label: { key: 'weltenbuch.standing.dodged' }, harm: false }

const CONDITIONS: Record<FighterStatus, readonly CombatantCondition[]> = {
  able: [],
  unable: ['out'],
  dead: ['dead'],
  fled: ['fled']
}

export function weltenbuchStanding(fight: Fight): Standing {
  const over = fight.phase === 'over'
  const sides: StandingSide[] = SIDES.map((side: SideId) => ({
    id: side,
    name: { key: `weltenbuch.standing.side.${side}` },
    party: side === 'heroes',
    combatants: fight.fighters.filter((f) => f.side === side).map((f) => combatant(fight, f, over))
  }))
  const acting = fight.actor === null ? [] : [fight.actor.id]
  const order =
    over || fight.phase === 'initiative' || fight.segment === 0
      ? []
      : slotsToCome(fight)
          .map((f) => f.id)
          .filter((id) => !acting.includes(id))
  return {
    round: fight.segment,
    roundTerm: ROUND_TERM,
    ...(fight.phase === null ? {} : { phase: { key: `weltenbuch.standing.phase.${fight.phase}` } }),
    acting,
    ...(fight.engagement === null ? {} : { actingSide: fight.attacking }),
    order,
    sides
  }
}

function combatant(fight: Fight, f: Fighter, over: boolean): StandingCombatant {
  const max = 5 * f.koerper.lpPerLevel
  const level = woundLevel(f.damage, f.koerper.lpPerLevel)
  const values: StandingValue[] = [
    {
      key: 'lp',
      label: LP,
      current: f.damage,
      max,
      rising: true,
      text:
        level === 'unverletzt'
          ? { key: 'weltenbuch.standing.lpUnhurt', params: { damage: f.damage, max } }
          : { key: 'weltenbuch.standing.lpText', params: { damage: f.damage, max, levelKey: `weltenbuch.wound.${level}` } }
    }
  ]
  if (!over && fight.segment > 0 && f.status === 'able')
    values.push({ key: 'actions', label: ACTIONS, current: f.party.actions, max: fight.rules.actionsPerSegment })
  if (f.isHero) values.push({ key: 'heldenpunkte', label: HERO_POINTS, current: f.heroPoints })
  if (f.ini > 0) values.push({ key: 'ini', label: INI, current: f.ini })
  const marks: StandingMark[] = []
  if (f.status !== 'dead') {
    for (const zone of f.unusable)
      marks.push({ key: 'unusable', label: { key: 'weltenbuch.standing.unusable', params: { zoneKey: `weltenbuch.zone.${zone}` } }, harm: true })
  }
  if (f.status === 'able' || f.status === 'unable') marks.push({ key: 'weapon', label: weaponLabel(f), harm: false })
  if (!over && f.status === 'able' && f.lostInitiative) marks.push(DODGED)
  return { id: f.id, name: f.name, values, conditions: CONDITIONS[f.status], marks }
}

function weaponLabel(f: Fighter): Message {
  const weapon = f.wielding
  if (weapon === null) return { key: 'weltenbuch.standing.unarmed' }
  if (weapon.kind !== 'ranged' || weapon.reload === 'none') return { key: 'weltenbuch.standing.weapon', params: { weapon: weapon.name } }
  return { key: isLoaded(f, weapon) ? 'weltenbuch.standing.weaponLoaded' : 'weltenbuch.standing.weaponUnloaded', params: { weapon: weapon.name } }
}
